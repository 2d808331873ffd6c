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
    }

    public let channel = LiveReloadChannel()
    private let configuration: Configuration
    private let rebuilder: SiteRebuilder
    private let report: (Event) -> Void
    private let buildQueue = DispatchQueue(label: "coursegen.rebuild")
    private let pendingLock = NSLock()
    private var pendingChanges = Set<String>()
    private var buildScheduled = false
    /// Written only by builds, which run one at a time (the first in `start`, the others on `buildQueue`).
    private var hasBuiltOnce = false
    private var server: HTTPServer?
    private var watcher: FileWatcher?

    public init(configuration: Configuration, rebuilder: SiteRebuilder, report: @escaping (Event) -> Void = { _ in }) {
        self.configuration = configuration
        self.rebuilder = rebuilder
        self.report = report
    }

    /// Builds once, then starts serving and watching. Throws when the server or the watcher cannot start (a
    /// failing first build does not throw: its diagnostics are shown in the browser until fixed).
    @discardableResult
    public func start() throws -> HTTPServer {
        _ = runBuild(changedPaths: [])
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
        return server
    }

    /// Stops watching and serving; open pages' streams end (their EventSource will try to reconnect).
    public func stop() {
        watcher?.stop()
        watcher = nil
        channel.closeAll()
        server?.stop()
        server = nil
        buildQueue.sync {}
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

    private func drainPendingChanges() {
        while true {
            pendingLock.lock()
            let batch = pendingChanges
            pendingChanges.removeAll()
            if batch.isEmpty { buildScheduled = false }
            pendingLock.unlock()
            if batch.isEmpty { return }
            let (outcome, _) = runBuild(changedPaths: batch)
            if outcome.succeeded {
                channel.publishReload()
                rebuilder.finishPostponedWork()
            } else {
                channel.publishFailure(outcome.diagnostics, nothingBuilt: !hasBuiltOnce)
            }
        }
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
