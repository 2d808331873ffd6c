import Diagnostics
import Foundation

/// `coursegen serve` as a whole: the first build, the HTTP server, the watcher, and a rebuild plus a browser
/// event after every batch of changes.
///
/// Builds run one at a time on their own queue. Changes that arrive during a build are merged and trigger
/// exactly one more build, so a burst of saves can neither start overlapping builds nor be lost.
public final class LivePreviewSession: @unchecked Sendable {
    /// Where and what to serve and watch.
    public struct Configuration: Sendable {
        public var server: ServerConfiguration
        /// The output folder the builder writes and the server serves.
        public var outputFolder: String
        /// Folders whose changes trigger a rebuild (the content and the theme).
        public var watchedFolders: [String]
        /// Paths whose changes are the build's own doing (the output, the cache), never a reason to rebuild.
        public var ignoredFolders: [String]
        /// The live-reload client served to pages.
        public var liveReloadScript: [UInt8]

        public init(server: ServerConfiguration, outputFolder: String, watchedFolders: [String],
                    ignoredFolders: [String] = [], liveReloadScript: [UInt8]) {
            self.server = server
            self.outputFolder = outputFolder
            self.watchedFolders = watchedFolders
            self.ignoredFolders = ignoredFolders
            self.liveReloadScript = liveReloadScript
        }
    }

    /// Progress for the terminal.
    public enum Event {
        /// `nothingBuilt`: no build of this session has succeeded yet, so a failure leaves no good site to serve.
        case built(RebuildOutcome, changedPaths: Set<String>, seconds: Double, nothingBuilt: Bool)
        /// Background work replaced these pages (site paths such as `lessons/x/index.html`) with their complete
        /// versions: every device, orientation and width of their previews.
        case completed(pages: [String], seconds: Double)
    }

    public let channel = LiveReloadChannel()
    private let configuration: Configuration
    private let rebuilder: SiteRebuilder
    private let report: (Event) -> Void
    private let buildQueue = DispatchQueue(label: "coursegen.rebuild")
    private let pendingLock = NSLock()
    private var pendingChanges = Set<String>()
    private var buildScheduled = false
    private var stopping = false
    /// Written only by builds, which run one at a time on `buildQueue`.
    private var hasBuiltOnce = false
    private let firstBuildDone = DispatchSemaphore(value: 0)
    private var server: HTTPServer?
    private var watcher: FileWatcher?

    public init(configuration: Configuration, rebuilder: SiteRebuilder, report: @escaping (Event) -> Void = { _ in }) {
        self.configuration = configuration
        self.rebuilder = rebuilder
        self.report = report
    }

    /// Starts serving and watching at once, and the first build in the background: until it is done, pages
    /// the old output folder does not have are answered with a "building" page that reloads itself when the
    /// build is in (`LiveReloadChannel.isBuilding`). Throws when the server or the watcher cannot start (a
    /// failing first build does not throw: its diagnostics are shown in the browser until fixed).
    @discardableResult
    public func start() throws -> HTTPServer {
        channel.isBuilding = true
        let handler = SiteRequestHandler(root: configuration.outputFolder, channel: channel,
                                         liveReloadScript: configuration.liveReloadScript)
        let server = try HTTPServer(configuration: configuration.server, handler: handler)
        self.server = server
        do {
            watcher = try FileWatcher(roots: configuration.watchedFolders) { [weak self] paths in
                self?.sourcesChanged(paths)
            }
        } catch {
            stop()
            throw error
        }
        pendingLock.lock()
        buildScheduled = true
        pendingLock.unlock()
        buildQueue.async { [weak self] in
            guard let self else { return }
            let (outcome, _) = self.runBuild(changedPaths: [])
            self.channel.isBuilding = false
            if outcome.succeeded { self.channel.publishReload(newErrors: self.newErrors(outcome.diagnostics)) }
            self.firstBuildDone.signal()
            self.drainPendingChanges()
        }
        return server
    }

    /// Blocks until the first build is done (tests; the command line does not wait).
    public func waitForFirstBuild() {
        firstBuildDone.wait()
        firstBuildDone.signal()
    }

    /// Stops watching and serving; open pages' streams end (their EventSource will try to reconnect).
    /// - Parameter waitingForBuild: false leaves a running build behind (the process is about to exit).
    public func stop(waitingForBuild: Bool = true) {
        pendingLock.lock()
        stopping = true
        pendingLock.unlock()
        watcher?.stop()
        watcher = nil
        channel.closeAll()
        server?.stop()
        server = nil
        if waitingForBuild { buildQueue.sync {} }
    }

    /// Called by the watcher; also usable directly (tests, `touch`-free triggers).
    public func sourcesChanged(_ paths: Set<String>) {
        let relevant = paths.filter { path in
            !configuration.ignoredFolders.contains { path == $0 || path.hasPrefix($0.hasSuffix("/") ? $0 : $0 + "/") }
        }
        guard !relevant.isEmpty else { return }
        pendingLock.lock()
        pendingChanges.formUnion(relevant)
        let mustSchedule = !buildScheduled
        buildScheduled = true
        pendingLock.unlock()
        if mustSchedule { buildQueue.async { [weak self] in self?.drainPendingChanges() } }
    }

    /// True when a change is waiting (background work yields to it) or the session is stopping.
    private var shouldYield: Bool {
        pendingLock.lock()
        defer { pendingLock.unlock() }
        return !pendingChanges.isEmpty || stopping
    }

    /// Builds every batch of changes as it comes; when none is waiting, does the background work (the previews'
    /// other variants) a piece at a time, yielding to the next change.
    private func drainPendingChanges() {
        while true {
            pendingLock.lock()
            let batch = pendingChanges
            pendingChanges.removeAll()
            let idle = batch.isEmpty && (stopping || !rebuilder.hasBackgroundWork)
            if idle { buildScheduled = false }
            pendingLock.unlock()
            if idle { return }
            if batch.isEmpty {
                let start = DispatchTime.now().uptimeNanoseconds
                let pages = rebuilder.runBackgroundWork(shouldStop: { [weak self] in self?.shouldYield ?? true })
                if !pages.isEmpty {
                    channel.publishUpdate(pages: pages)
                    report(.completed(pages: pages, seconds: Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9))
                }
                continue
            }
            let (outcome, _) = runBuild(changedPaths: batch)
            if outcome.succeeded {
                channel.publishReload(newErrors: newErrors(outcome.diagnostics))
                // Pages written after the reload event (print.html) are announced once they are in place.
                let late = rebuilder.finishPostponedWork()
                if !late.isEmpty { channel.publishUpdate(pages: late, keepingBuild: true) }
            } else {
                channel.publishFailure(outcome.diagnostics, nothingBuilt: !hasBuiltOnce)
            }
        }
    }

    /// Errors of the last successful build, as the terminal renders them.
    private var lastErrors = Set<String>()

    /// The errors (not announced by `expect=`) of a successful build that the previous one did not have.
    private func newErrors(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
        let renderer = TextDiagnosticRenderer()
        let errors = diagnostics.filter { $0.severity == .error && !$0.expected }
        let rendered = errors.map { renderer.render($0) }
        defer { lastErrors = Set(rendered) }
        return zip(errors, rendered).filter { !lastErrors.contains($0.1) }.map(\.0)
    }

    private func runBuild(changedPaths: Set<String>) -> (RebuildOutcome, Double) {
        let start = DispatchTime.now().uptimeNanoseconds
        let outcome = rebuilder.rebuild(changedPaths: changedPaths)
        let seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
        if outcome.succeeded { hasBuiltOnce = true }
        if !outcome.succeeded && changedPaths.isEmpty {
            channel.publishFailure(outcome.diagnostics, nothingBuilt: !hasBuiltOnce)
        }
        report(.built(outcome, changedPaths: changedPaths, seconds: seconds, nothingBuilt: !hasBuiltOnce))
        return (outcome, seconds)
    }
}
