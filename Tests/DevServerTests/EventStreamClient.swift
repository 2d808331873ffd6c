import Foundation

/// Reads a `text/event-stream` response as a browser's EventSource would, with bounded waits.
final class EventStreamClient {
    struct Event: Equatable {
        var name: String
        var data: String
        var id: String?
    }

    private let client: RawHTTPClient
    private var consumed = 0

    /// Connects and waits until the server's greeting comment shows the stream is live.
    init(port: UInt16, pageBuild: String? = nil) throws {
        client = try RawHTTPClient(port: port)
        let query = pageBuild.map { "?build=\($0)" } ?? ""
        client.send(Array("GET /_coursegen/events\(query) HTTP/1.1\r\nHost: localhost\r\nAccept: text/event-stream\r\n\r\n".utf8))
        let greeting = client.receive(timeout: 5) { String(decoding: $0, as: UTF8.self).contains(": connected") }
        guard String(decoding: greeting, as: UTF8.self).contains(": connected") else {
            throw ClientError("no event stream greeting: \(String(decoding: greeting, as: UTF8.self))")
        }
    }

    /// The head of the HTTP response (status line and headers).
    var responseHead: String {
        client.receivedText.components(separatedBy: "\r\n\r\n").first ?? ""
    }

    /// Waits up to `timeout` for the next event not yet returned.
    func nextEvent(timeout: TimeInterval = 5) -> Event? {
        client.receive(timeout: timeout) { [consumed] bytes in
            self.eventsIn(String(decoding: bytes, as: UTF8.self)).count > consumed
        }
        let events = eventsIn(client.receivedText)
        guard events.count > consumed else { return nil }
        consumed += 1
        return events[consumed - 1]
    }

    /// Parses complete events (those followed by a blank line); comments and `retry:` lines are skipped.
    /// Chunked transfer framing is stripped first: chunk-size lines are bare hex numbers.
    private func eventsIn(_ text: String) -> [Event] {
        guard let bodyStart = text.range(of: "\r\n\r\n") else { return [] }
        var events: [Event] = []
        var name: String?, data: [String] = [], id: String?
        let lines = text[bodyStart.upperBound...].replacingOccurrences(of: "\r\n", with: "\n").split(separator: "\n", omittingEmptySubsequences: false)
        for line in lines {
            if line.isEmpty {
                if !data.isEmpty || name != nil { events.append(Event(name: name ?? "message", data: data.joined(separator: "\n"), id: id)) }
                name = nil; data = []; id = nil
            } else if line.hasPrefix("event: ") {
                name = String(line.dropFirst(7))
            } else if line.hasPrefix("data: ") {
                data.append(String(line.dropFirst(6)))
            } else if line.hasPrefix("id: ") {
                id = String(line.dropFirst(4))
            }
        }
        return events
    }
}
