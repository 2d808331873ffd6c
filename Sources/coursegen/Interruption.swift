import Foundation

/// Ctrl-C (SIGINT) and SIGTERM during `build`, `check` and `serve`: stop at once, leaving no partial output.
///
/// The commands write through temporary paths (the staging folder beside the site, check's workspace, cache
/// entries written beside their final name and renamed), so stopping means removing this process's temporary
/// paths and exiting; the old site and every finished cache entry stay as they were.
enum Interruption {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var cleanups: [() -> Void] = []
    nonisolated(unsafe) private static var sources: [DispatchSourceSignal] = []

    /// How the process ends on a signal: nil for 130 (SIGINT) or 143 (SIGTERM) with a line saying so; `serve`,
    /// which Ctrl-C stops in the normal way, sets 0.
    nonisolated(unsafe) static var exitStatus: Int32?

    /// Installs the handler (once per process) and adds `cleanup` to what it runs before exiting.
    static func onInterrupt(_ cleanup: @escaping () -> Void) {
        lock.lock()
        defer { lock.unlock() }
        cleanups.append(cleanup)
        guard sources.isEmpty else { return }
        for signalNumber in [SIGINT, SIGTERM] {
            signal(signalNumber, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: signalNumber, queue: .global())
            source.setEventHandler { interrupted(signalNumber) }
            source.resume()
            sources.append(source)
        }
    }

    private static func interrupted(_ signalNumber: Int32) {
        ProgressLine.stop()
        lock.lock()
        let all = cleanups
        lock.unlock()
        for cleanup in all.reversed() { cleanup() }
        if let exitStatus { _exit(exitStatus) }
        FileHandle.standardError.write(Data("coursegen: interrupted; nothing was left half-written\n".utf8))
        _exit(signalNumber == SIGINT ? 130 : 143)
    }

    /// Removes this process's staging folders beside `output` (`.NAME.building-PID-…`, AtomicSiteWriter's).
    static func removeStagingFolders(besideOutput output: URL) {
        let parent = output.standardizedFileURL.deletingLastPathComponent()
        let prefix = ".\(output.standardizedFileURL.lastPathComponent).building-\(getpid())-"
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: parent.path) else { return }
        for name in names where name.hasPrefix(prefix) {
            try? FileManager.default.removeItem(at: parent.appendingPathComponent(name))
        }
    }
}
