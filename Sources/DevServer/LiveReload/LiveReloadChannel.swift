import Diagnostics
import Foundation

/// The state of the served site as open pages see it, and the `text/event-stream` that tells them it changed
/// (DESIGN.md §7: event `reload` after each successful rebuild, event `error` with the diagnostics of a failed one).
///
/// Each successful build gets a new id, which is embedded in every page the server sends. A page reconnecting (or
/// connecting for the first time) passes the id it was built from; if the site moved on meanwhile, it is told to
/// reload at once. That closes the race where a rebuild finishes between a page's load and its stream's connect.
public final class LiveReloadChannel: @unchecked Sendable {
    private let lock = NSLock()
    private let sessionPrefix: String
    private var generation = 1
    private var failurePayload: String?
    private var subscribers: [ObjectIdentifier: EventStreamSubscription] = [:]

    public init() {
        // A restarted server must not look like the same build to pages that were open before.
        sessionPrefix = String(UInt32.random(in: .min ... .max), radix: 36)
    }

    /// The id of the build currently served.
    public var currentBuildID: String {
        lock.lock()
        defer { lock.unlock() }
        return buildID
    }

    /// True while the last build failed (the previous good site is still served).
    public var isShowingFailure: Bool {
        lock.lock()
        defer { lock.unlock() }
        return failurePayload != nil
    }

    /// Number of open event streams.
    public var subscriberCount: Int {
        lock.lock()
        defer { lock.unlock() }
        return subscribers.count
    }

    private var buildID: String { "\(sessionPrefix)-\(generation)" }

    /// Opens a stream for a page built as `pageBuildID` (nil when unknown).
    public func subscribe(pageBuildID: String?) -> EventStreamSubscription {
        let subscription = EventStreamSubscription { [weak self] in self?.remove($0) }
        lock.lock()
        defer { lock.unlock() }
        subscribers[ObjectIdentifier(subscription)] = subscription
        // Ask the browser to reconnect quickly after a restart; the comment lets clients see the stream is live.
        subscription.enqueue("retry: 500\n: connected build=\(buildID)\n\n")
        if let failurePayload {
            subscription.enqueue(Self.event("error", id: buildID, data: failurePayload))
        } else if let pageBuildID, pageBuildID != buildID {
            subscription.enqueue(Self.event("reload", id: buildID, data: Self.reloadPayload(buildID)))
        }
        return subscription
    }

    /// A rebuild succeeded and its output is in place: every page reloads (and drops its error overlay).
    public func publishReload() {
        lock.lock()
        defer { lock.unlock() }
        generation += 1
        failurePayload = nil
        broadcast(Self.event("reload", id: buildID, data: Self.reloadPayload(buildID)))
    }

    /// A rebuild failed: pages show the diagnostics over the last good site, or say that there is none yet
    /// (`nothingBuilt`: no build of this session has succeeded).
    public func publishFailure(_ diagnostics: [Diagnostic], nothingBuilt: Bool = false) {
        let payload = ErrorEventPayload(build: currentBuildID, diagnostics: diagnostics, nothingBuilt: nothingBuilt).json()
        lock.lock()
        defer { lock.unlock() }
        failurePayload = payload
        broadcast(Self.event("error", id: buildID, data: payload))
    }

    /// Ends every stream (the server is stopping).
    public func closeAll() {
        lock.lock()
        let all = subscribers.values
        subscribers.removeAll()
        lock.unlock()
        for subscription in all { subscription.close() }
    }

    private func broadcast(_ text: String) {
        for subscription in subscribers.values { subscription.enqueue(text) }
    }

    private func remove(_ subscription: EventStreamSubscription) {
        lock.lock()
        subscribers[ObjectIdentifier(subscription)] = nil
        lock.unlock()
    }

    private static func reloadPayload(_ id: String) -> String { "{\"build\":\"\(id)\"}" }

    /// One server-sent event. `data` must be a single line (JSON without raw newlines is).
    private static func event(_ name: String, id: String, data: String) -> String {
        "id: \(id)\nevent: \(name)\ndata: \(data)\n\n"
    }
}
