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

    private var building = false

    /// True while the first build of the session runs: pages the output folder does not have yet are answered
    /// with a "building" page (which reloads when the build is in) instead of a 404.
    public var isBuilding: Bool {
        get { lock.lock(); defer { lock.unlock() }; return building }
        set { lock.lock(); building = newValue; lock.unlock() }
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
        } else if let noticePayload {
            subscription.enqueue(Self.event("diagnostics", id: buildID, data: noticePayload))
        }
        return subscription
    }

    /// A rebuild succeeded and its output is in place: every page reloads (and drops its error overlay). When
    /// the build brought `newErrors` (errors in preview blocks that the previous build did not have), a page
    /// connecting from the new build gets them as event `diagnostics` and shows them in its overlay.
    public func publishReload(newErrors: [Diagnostic] = []) {
        lock.lock()
        defer { lock.unlock() }
        generation += 1
        failurePayload = nil
        noticePayload = newErrors.isEmpty ? nil
            : ErrorEventPayload(build: buildID, diagnostics: newErrors, built: true).json()
        broadcast(Self.event("reload", id: buildID, data: Self.reloadPayload(buildID)))
    }

    private var noticePayload: String?

    /// Background work replaced some pages (site paths, `lessons/x/index.html`) with their complete versions:
    /// pages showing one of them reload, keeping the reader's place (event `update`, data
    /// `{"build": ID, "pages": ["/lessons/x/"]}`); the others only learn the new build id.
    /// With `keepingBuild`, the build id stays: for a page rewritten right after a reload (print.html), so that
    /// a lesson page fetched between the reload and this event is not taken for a stale one and reloaded again.
    public func publishUpdate(pages: [String], keepingBuild: Bool = false) {
        lock.lock()
        defer { lock.unlock() }
        if !keepingBuild { generation += 1 }
        let urls = pages.map { page -> String in
            let path = "/" + page
            return path.hasSuffix("/index.html") ? String(path.dropLast("index.html".count)) : path
        }
        let list = urls.map { "\"" + Self.jsonEscaped($0) + "\"" }.joined(separator: ",")
        broadcast(Self.event("update", id: buildID, data: "{\"build\":\"\(buildID)\",\"pages\":[\(list)]}"))
    }

    private static func jsonEscaped(_ text: String) -> String {
        var out = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            default:
                if scalar.value < 0x20 { out += String(format: "\\u%04x", scalar.value) } else { out.unicodeScalars.append(scalar) }
            }
        }
        return out
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
