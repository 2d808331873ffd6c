import Foundation

/// One open `text/event-stream` response: bytes the channel queued for it, read by the HTTP thread serving it.
///
/// The HTTP server runs one thread per connection, so the reader may block; it waits at most `timeout` so that it
/// can send a keep-alive comment, which is also how a closed browser tab is noticed (the write fails).
public final class EventStreamSubscription: @unchecked Sendable {
    /// What a read produced.
    public enum ReadResult: Equatable {
        case bytes([UInt8])
        /// Nothing arrived in time; the caller sends a keep-alive.
        case timedOut
        /// The channel closed (the server is stopping): end the response.
        case closed
    }

    private let condition = NSCondition()
    private var pending: [UInt8] = []
    private var isClosed = false
    private let onCancel: (EventStreamSubscription) -> Void

    init(onCancel: @escaping (EventStreamSubscription) -> Void) { self.onCancel = onCancel }

    func enqueue(_ text: String) {
        condition.lock()
        pending.append(contentsOf: Array(text.utf8))
        condition.signal()
        condition.unlock()
    }

    func close() {
        condition.lock()
        isClosed = true
        condition.broadcast()
        condition.unlock()
    }

    /// Waits up to `timeout` seconds for queued bytes and returns at most `maximum` of them.
    public func read(maximum: Int, timeout: TimeInterval) -> ReadResult {
        let deadline = Date(timeIntervalSinceNow: timeout)
        condition.lock()
        defer { condition.unlock() }
        while pending.isEmpty && !isClosed {
            if !condition.wait(until: deadline) { return pending.isEmpty ? (isClosed ? .closed : .timedOut) : take(maximum) }
        }
        if pending.isEmpty { return .closed }
        return take(maximum)
    }

    private func take(_ maximum: Int) -> ReadResult {
        let count = min(maximum, pending.count)
        let chunk = Array(pending[..<count])
        pending.removeFirst(count)
        return .bytes(chunk)
    }

    /// Called when the HTTP connection ends (the browser went away): the channel forgets this subscription.
    public func cancel() {
        close()
        onCancel(self)
    }
}
