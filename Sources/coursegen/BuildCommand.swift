import CourseSite
import Diagnostics
import Foundation

/// `coursegen build [SRC] [-o OUT]`: builds the course into a static site, atomically (DESIGN.md §3).
enum BuildCommand: Command {
    static let name = "build"
    static let summary = "build the course into a static site (default: content -> _site)"
    static let usage = """
        usage: coursegen build [SRC] [-o OUT] [--quiet] [--no-cache] [--no-previews] [--keep-going]

        Builds the course in SRC (default: content) into OUT (default: _site). The site is built in a temporary
        folder beside OUT and replaces OUT only when the build succeeds, so a failed build leaves the old site as
        it was.

          -o, --output OUT   where to write the site
          --theme DIR        start from this theme instead of themes/default
          --quiet            print only problems and the summary line
          --no-cache         render every lesson again, ignoring .coursegen-cache/
          --no-previews      publish layout blocks as highlighted code only (fast drafts and tests)
          --keep-going       exit 0 even when a preview block has an error (the site is written either way)

        Exit status: 0 built, 1 errors in the content (printed as path:line:col: error: ...; the old site is
        kept) or a preview block with an error its expect= did not announce (the site is written; --keep-going
        exits 0 then), 2 usage (also: SRC is not a course folder, the --theme folder does not exist).
        """

    /// Why SRC (or --theme) cannot be a course (or a theme) at all; nil when it can. Shared by build and serve.
    static func inputPathProblem(source: String, theme: String?) -> String? {
        if !isFolder(source) {
            return "'\(source)' is not a course folder (\(exists(source) ? "it is not a folder" : "it does not exist"))"
        }
        if !exists(URL(fileURLWithPath: source).appendingPathComponent(CourseLoader.courseFileName).path) {
            return "'\(source)' has no \(CourseLoader.courseFileName): is this a course folder?"
        }
        if let theme, !isFolder(theme) {
            return exists(theme) ? "the theme '\(theme)' is not a folder" : "the theme folder '\(theme)' does not exist"
        }
        return nil
    }

    private static func exists(_ path: String) -> Bool { FileManager.default.fileExists(atPath: path) }

    private static func isFolder(_ path: String) -> Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && isDirectory.boolValue
    }

    static func run(_ arguments: ParsedArguments) throws -> Int32 {
        var arguments = arguments
        let output: String
        let theme: String?
        let quiet: Bool
        let useCache: Bool
        let previews: Bool
        let source: String
        output = try arguments.option("-o", "--output") ?? "_site"
        theme = try arguments.option("--theme")
        quiet = arguments.flag("--quiet", "-q")
        useCache = !arguments.flag("--no-cache")
        previews = !arguments.flag("--no-previews")
        let keepGoing = arguments.flag("--keep-going")
        source = arguments.positional() ?? "content"
        try arguments.finish()
        // Paths given on the command line that lead nowhere are input errors (exit 2), as for check and frames:
        // there is no content yet to be wrong, and no file or line to point at.
        if let problem = inputPathProblem(source: source, theme: theme) {
            Console.error(problem)
            return ExitCode.usage
        }
        var options = BuildOptions(source: URL(fileURLWithPath: source), output: URL(fileURLWithPath: output))
        options.previewRenderer = previews ? PreviewRendering.renderer() : nil
        options.quizResolver = QuizVerifier()
        options.useCache = useCache
        if !quiet { options.progress = { message in Console.progress(message) } }
        if let theme { options.themeDirectory = URL(fileURLWithPath: theme) }
        let progress = BuildProgress()
        options.blockProgress = progress
        ProgressLine.start(progress)
        defer { ProgressLine.stop() }
        let outputURL = URL(fileURLWithPath: output)
        Interruption.onInterrupt {
            Interruption.removeStagingFolders(besideOutput: outputURL)
            LessonPageCache.opened(forSource: URL(fileURLWithPath: source))?.store.removeOwnTemporaryFiles()
        }
        let renderer = TextDiagnosticRenderer()
        do {
            let report = try SiteBuilder(options: options).build()
            ProgressLine.stop()
            let shown = report.diagnostics.filter { !$0.expected }
            if !shown.isEmpty { Console.standardError.write(renderer.render(shown)) }
            print(report.summary)
            // Issue 25: a CI job that runs only `build` must not go green on a broken preview.
            let previewErrors = shown.filter { $0.severity == .error }.count
            if previewErrors > 0 && !keepGoing {
                Console.standardError.write("build: the site was written, but \(previewErrors) error"
                    + "\(previewErrors == 1 ? "" : "s") in preview blocks that no expect= announced: exit status 1 "
                    + "(--keep-going exits 0)\n")
                return ExitCode.failure
            }
            return ExitCode.ok
        } catch let error as DiagnosticError {
            Console.standardError.write(renderer.render(error.diagnostics))
            let errors = error.diagnostics.filter { $0.severity == .error }.count
            Console.standardError.write("build failed: \(errors) error\(errors == 1 ? "" : "s"); '\(output)' was not changed\n")
            return ExitCode.failure
        } catch {
            Console.error("\(error)")
            return ExitCode.failure
        }
    }
}
