import Foundation

/// Counts the layout blocks a build (or `coursegen serve`'s background work) has still to run, for the progress
/// line the command line draws on a terminal. Shared by concurrent renders.
public final class BuildProgress: @unchecked Sendable {
    private let lock = NSLock()
    private var planned = 0
    private var done = 0
    private var busySince: Double?

    public init() {}

    /// `count` more blocks are about to run.
    public func plan(_ count: Int) {
        guard count > 0 else { return }
        lock.lock()
        if planned == done { busySince = Self.now() }
        planned += count
        lock.unlock()
    }

    /// One planned block is done.
    public func finishOne() {
        lock.lock()
        done = min(planned, done + 1)
        if done == planned { busySince = nil; planned = 0; done = 0 }
        lock.unlock()
    }

    /// Blocks done and planned in the current stretch of work, and for how long it has been going; nil when idle.
    public var current: (done: Int, total: Int, seconds: Double)? {
        lock.lock()
        defer { lock.unlock() }
        guard let busySince else { return nil }
        return (done, planned, Self.now() - busySince)
    }

    private static func now() -> Double { Double(DispatchTime.now().uptimeNanoseconds) / 1e9 }
}
