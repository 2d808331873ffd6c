import CourseSite
import DevServer
import Diagnostics
import Foundation

/// `coursegen serve`: builds the course, serves it on loopback, rebuilds on every change and reloads open pages.
enum ServeCommand: Command {
    static let name = "serve"
    static let summary = "build, serve on localhost, rebuild and reload the browser on every change"
    static let usage = """
        usage: coursegen serve [SRC] [--port 8000] [--host 127.0.0.1] [--allow-host NAME] [--open] [-o OUT] [--no-cache]

          SRC          the course folder (default: content)
          --port N     the port to listen on (default: 8000; 0 picks a free one)
          --host ADDR  the address to listen on (default: 127.0.0.1, this machine only)
          --allow-host NAME[,NAME]
                       also answer requests for these host names (NAME or NAME:PORT); any other Host
                       than the listen address, localhost, 127.0.0.1 or [::1] gets 403
          --open       open the site in the default browser
          -o OUT       the site folder written by the builds (default: _site)
          --no-cache   rebuild everything every time, ignoring .coursegen-cache/
        """

    static func run(_ arguments: ParsedArguments) throws -> Int32 {
        var arguments = arguments
        let source: String
        let server: ServerConfiguration
        let output: String
        let opensBrowser: Bool
        let useCache: Bool
        opensBrowser = arguments.flag("--open")
        useCache = !arguments.flag("--no-cache")
        let portText = try arguments.option("--port") ?? "8000"
        guard let port = UInt16(portText) else {
            throw UsageError("--port must be a number from 0 to 65535, not '\(portText)'")
        }
        let host = try arguments.option("--host") ?? "127.0.0.1"
        let allowedHosts = (try arguments.option("--allow-host") ?? "").split(separator: ",")
            .map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
        output = try arguments.option("-o", "--output") ?? "_site"
        source = arguments.positional() ?? "content"
        try arguments.finish()
        server = ServerConfiguration(host: host, port: port, allowedHosts: allowedHosts)
        // A SRC that is not a course folder at all is an input error, as for build and check: there is nothing to
        // watch that a fix could make build.
        if let problem = BuildCommand.inputPathProblem(source: source, theme: nil) {
            Console.error(problem)
            return ExitCode.usage
        }

        let sourceURL = URL(fileURLWithPath: source).standardizedFileURL
        let outputURL = URL(fileURLWithPath: output).standardizedFileURL
        guard let themeBase = ThemeLocator.defaultTheme(near: sourceURL) else {
            Console.error(ThemeLocator.notFoundMessage(near: sourceURL))
            return ExitCode.failure
        }
        let theme = Theme(base: themeBase, override: sourceURL.appendingPathComponent("theme"))
        guard let clientURL = theme.file("assets/livereload.js"),
              let client = FileManager.default.contents(atPath: clientURL.path) else {
            Console.error("the theme has no assets/livereload.js, the live-reload client")
            return ExitCode.failure
        }

        var options = BuildOptions(source: sourceURL, output: outputURL, useCache: useCache,
                                   previewRenderer: PreviewRendering.renderer(), themeDirectory: themeBase)
        options.progress = nil
        options.quizResolver = QuizVerifier()
        // Blocks missing from the cache are published on their own device first; the session completes them in
        // the background (LivePreviewSession, SiteBuilder.completePendingPreviews).
        options.defersPreviewVariants = useCache
        let progress = BuildProgress()
        options.blockProgress = progress
        // Refuse at once, before serving anything, an output folder a build must not replace (the course folder,
        // a folder holding it, a folder that is not a site); every rebuild checks again.
        do {
            try SiteBuilder(options: options).checkOutputFolder()
        } catch let error as DiagnosticError {
            Console.standardError.write(TextDiagnosticRenderer().render(error.diagnostics))
            Console.standardError.write("serve stopped: '\(output)' was not changed\n")
            return ExitCode.failure
        }
        let cacheFolder = BuildCacheStore.defaultFolder(forSource: sourceURL)
        let configuration = LivePreviewSession.Configuration(
            server: server, outputFolder: outputURL.path,
            watchedFolders: [sourceURL.path, themeBase.path],
            ignoredFolders: [outputURL.path, cacheFolder.path],
            liveReloadScript: [UInt8](client))
        let session = LivePreviewSession(configuration: configuration,
                                         rebuilder: CourseSiteRebuilder(options: options), report: reportBuild)
        let running: HTTPServer
        Interruption.exitStatus = ExitCode.ok
        Interruption.onInterrupt {
            Console.progress("stopping")
            session.stop(waitingForBuild: false)
            Interruption.removeStagingFolders(besideOutput: outputURL)
            LessonPageCache.opened(forSource: sourceURL)?.store.removeOwnTemporaryFiles()
        }
        ProgressLine.start(progress)
        do {
            running = try session.start()
        } catch {
            ProgressLine.stop()
            Console.error("\(error)")
            return ExitCode.failure
        }
        if !isLoopback(server.host) {
            Console.warning("listening on \(server.host): other machines on the network can read the site")
        }
        Console.progress("serving \(running.baseURL) (watching \(DisplayPath.of(sourceURL)) and "
                         + "\(DisplayPath.of(themeBase))); press Ctrl-C to stop")
        if opensBrowser { openInBrowser(running.baseURL) }
        // Ctrl-C ends the process from `Interruption` at once, without waiting for a running build.
        while true { sleep(3600) }
    }

    /// The diagnostics printed so far (after the last successful build), to print only new and changed ones.
    nonisolated(unsafe) private static var shownDiagnostics = Set<String>()

    private static func reportBuild(_ event: LivePreviewSession.Event) {
        switch event {
        case .completed(let pages, let seconds):
            let milliseconds = Int((seconds * 1000).rounded())
            Console.progress("completed the previews of \(pages.count) page\(pages.count == 1 ? "" : "s") "
                             + "(every device and width, \(milliseconds) ms)")
        case .built(let outcome, let changedPaths, let seconds, let nothingBuilt):
            let milliseconds = Int((seconds * 1000).rounded())
            let cause = changedPaths.isEmpty ? "" : " after \(describe(changedPaths))"
            if outcome.succeeded {
                printNewDiagnostics(outcome.diagnostics)
                Console.progress("\(outcome.summary) (\(milliseconds) ms\(cause))")
            } else {
                Console.standardError.write(TextDiagnosticRenderer().render(outcome.diagnostics))
                Console.progress("build failed\(cause); " + (nothingBuilt
                    ? "nothing has been built yet: the site appears once the errors are fixed"
                    : "still serving the last good site"))
            }
        }
    }

    /// Prints, as `file:line:col: severity: message` with the source line, each diagnostic of a successful
    /// rebuild that the terminal has not shown yet (new, or changed in any way); says how many went away.
    private static func printNewDiagnostics(_ diagnostics: [Diagnostic]) {
        let current = diagnostics.filter { !$0.expected }
        let renderer = TextDiagnosticRenderer()
        var keys = Set<String>()
        var fresh: [Diagnostic] = []
        for diagnostic in current {
            let key = renderer.render(diagnostic)
            if keys.insert(key).inserted && !shownDiagnostics.contains(key) { fresh.append(diagnostic) }
        }
        let gone = shownDiagnostics.subtracting(keys).count
        shownDiagnostics = keys
        if !fresh.isEmpty { Console.standardError.write(renderer.render(fresh)) }
        if gone > 0 { Console.progress("\(gone) earlier diagnostic\(gone == 1 ? " is" : "s are") gone") }
    }

    private static func describe(_ paths: Set<String>) -> String {
        guard paths.count == 1, let only = paths.first else { return "\(paths.count) changes" }
        return DisplayPath.of(URL(fileURLWithPath: only)) + " changed"
    }

    private static func isLoopback(_ host: String) -> Bool {
        host == "localhost" || host == "::1" || host == "[::1]" || host.hasPrefix("127.")
    }

    private static func openInBrowser(_ address: String) {
        let opener = Process()
        opener.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        opener.arguments = ["xdg-open", address]
        opener.standardOutput = FileHandle.nullDevice
        opener.standardError = FileHandle.nullDevice
        do { try opener.run() } catch { Console.warning("could not open a browser: \(error)") }
    }
}
