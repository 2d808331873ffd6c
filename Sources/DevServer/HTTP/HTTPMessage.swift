/// A request as the dev server's handler sees it: only what serving static files and an event stream needs.
public struct HTTPRequest: Sendable {
    public var method: String
    /// The path exactly as sent, still percent-encoded, without the query.
    public var rawPath: String
    /// Header fields by lower-cased name.
    public var headers: [String: String]
    /// Query arguments (values still percent-encoded).
    public var query: [String: String]

    public init(method: String, rawPath: String, headers: [String: String] = [:], query: [String: String] = [:]) {
        self.method = method
        self.rawPath = rawPath
        self.headers = headers
        self.query = query
    }
}

/// A response: a status, header fields and either a complete body or an endless event stream.
public struct HTTPResponse: Sendable {
    public enum Body: Sendable {
        case bytes([UInt8])
        case eventStream(EventStreamSubscription)
    }

    public var status: Int
    public var headers: [(name: String, value: String)]
    public var body: Body

    public init(status: Int, headers: [(name: String, value: String)] = [], body: Body = .bytes([])) {
        self.status = status
        self.headers = headers
        self.body = body
    }

    /// A short plain-text answer (errors, refusals).
    public static func text(_ status: Int, _ message: String, extraHeaders: [(name: String, value: String)] = [])
        -> HTTPResponse {
        HTTPResponse(status: status, headers: [("Content-Type", "text/plain; charset=utf-8")] + extraHeaders,
                     body: .bytes(Array((message + "\n").utf8)))
    }

    public func header(_ name: String) -> String? {
        headers.first { $0.name.lowercased() == name.lowercased() }?.value
    }
}

/// Answers requests. Called on the connection's own thread, concurrently with other connections.
public protocol HTTPRequestHandler: AnyObject, Sendable {
    func respond(to request: HTTPRequest) -> HTTPResponse
}
