import Dispatch
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// `--external`: requests each distinct external URL (HEAD, then GET when a server refuses HEAD) with a
/// timeout, a bounded number of requests in flight, and an on-disk cache so a CI run does not hammer the same
/// hosts again. Never used by tests.
public final class HTTPExternalLinkChecker: ExternalLinkChecking, @unchecked Sendable {
    public let timeout: TimeInterval
    public let maximumConcurrentRequests: Int
    public let cache: ExternalLinkCache?
    private let session: URLSession

    public init(timeout: TimeInterval = 10, maximumConcurrentRequests: Int = 8, cache: ExternalLinkCache? = nil) {
        self.timeout = timeout
        self.maximumConcurrentRequests = max(1, maximumConcurrentRequests)
        self.cache = cache
        let configuration = URLSessionConfiguration.ephemeral
        configuration.timeoutIntervalForRequest = timeout
        configuration.timeoutIntervalForResource = timeout * 2
        configuration.httpAdditionalHeaders = ["User-Agent": "coursegen-check (link checker)"]
        session = URLSession(configuration: configuration)
    }

    public func statuses(of urls: [String]) -> [String: ExternalLinkStatus] {
        var results: [String: ExternalLinkStatus] = [:]
        var pending: [String] = []
        for url in urls {
            if let cached = cache?.status(of: url) { results[url] = cached } else { pending.append(url) }
        }
        let fetched = LockedStatuses()
        let slots = DispatchSemaphore(value: maximumConcurrentRequests)
        let group = DispatchGroup()
        for url in pending {
            slots.wait()
            group.enter()
            DispatchQueue.global().async {
                fetched.set(self.fetch(url), for: url)
                slots.signal()
                group.leave()
            }
        }
        group.wait()
        results.merge(fetched.values) { cached, _ in cached }
        if let cache {
            for url in pending { if let status = results[url] { cache.record(status, for: url) } }
            cache.save()
        }
        return results
    }

    private func fetch(_ url: String) -> ExternalLinkStatus {
        guard let address = URL(string: url) else { return .broken(status: 0) }
        let head = request(address, method: "HEAD")
        // Many servers answer HEAD with 403/404/405/501 yet serve GET fine.
        if case .broken(let status) = head, [403, 404, 405, 501].contains(status) {
            return request(address, method: "GET")
        }
        return head
    }

    private func request(_ url: URL, method: String) -> ExternalLinkStatus {
        var request = URLRequest(url: url, timeoutInterval: timeout)
        request.httpMethod = method
        let done = DispatchSemaphore(value: 0)
        nonisolated(unsafe) var status = ExternalLinkStatus.unreachable(reason: "no answer within \(Int(timeout)) s")
        let task = session.dataTask(with: request) { _, response, error in
            if let http = response as? HTTPURLResponse {
                status = (200..<400).contains(http.statusCode) ? .reachable : .broken(status: http.statusCode)
            } else if let error {
                status = .unreachable(reason: error.localizedDescription)
            }
            done.signal()
        }
        task.resume()
        if done.wait(timeout: .now() + timeout * 2) == .timedOut {
            task.cancel()
        }
        return status
    }
}

/// Results written by concurrent requests.
private final class LockedStatuses: @unchecked Sendable {
    private let lock = NSLock()
    private var storage: [String: ExternalLinkStatus] = [:]

    func set(_ status: ExternalLinkStatus, for url: String) {
        lock.lock()
        storage[url] = status
        lock.unlock()
    }

    var values: [String: ExternalLinkStatus] {
        lock.lock()
        defer { lock.unlock() }
        return storage
    }
}

/// Remembers external statuses between runs in one JSON file. Answers (reachable or an HTTP error) are kept
/// for `maximumAge`; an unreachable host is never cached, so a flaky network is retried next run.
public final class ExternalLinkCache: @unchecked Sendable {
    private struct Entry: Codable {
        var status: ExternalLinkStatus
        var checkedAt: Date
    }

    public let file: URL
    public let maximumAge: TimeInterval
    private var entries: [String: Entry]
    private let lock = NSLock()

    /// Loads `file` if it exists; a missing or unreadable cache is simply empty.
    public init(file: URL, maximumAge: TimeInterval = 24 * 60 * 60) {
        self.file = file
        self.maximumAge = maximumAge
        if let data = try? Data(contentsOf: file),
           let decoded = try? JSONDecoder().decode([String: Entry].self, from: data) {
            entries = decoded
        } else {
            entries = [:]
        }
    }

    func status(of url: String, now: Date = Date()) -> ExternalLinkStatus? {
        lock.lock()
        defer { lock.unlock() }
        guard let entry = entries[url], now.timeIntervalSince(entry.checkedAt) < maximumAge else { return nil }
        return entry.status
    }

    func record(_ status: ExternalLinkStatus, for url: String, now: Date = Date()) {
        if case .unreachable = status { return }
        lock.lock()
        entries[url] = Entry(status: status, checkedAt: now)
        lock.unlock()
    }

    /// Writes the cache atomically; a failure to write only costs the next run some requests.
    func save() {
        lock.lock()
        let snapshot = entries
        lock.unlock()
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        guard let data = try? encoder.encode(snapshot) else { return }
        try? FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try? data.write(to: file, options: .atomic)
    }
}
