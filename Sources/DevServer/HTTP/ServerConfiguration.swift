/// Where the dev server listens and the limits that keep a misbehaving client from exhausting it.
public struct ServerConfiguration: Sendable {
    /// A numeric IPv4 or IPv6 address, or `localhost`. Loopback by default: the preview is for the author only.
    public var host: String
    /// 0 picks a free port (tests); `HTTPServer.port` tells which.
    public var port: UInt16
    /// Seconds a connection may stay idle, which also bounds how slowly a request may trickle in.
    public var connectionTimeoutSeconds: UInt32
    /// Bytes per connection for the request line and headers; larger requests are refused by libmicrohttpd.
    public var connectionMemoryLimit: Int
    /// Concurrent connections in total and per client address (each open page holds one event stream).
    public var connectionLimit: UInt32
    public var perClientConnectionLimit: UInt32
    /// Seconds between keep-alive comments on idle event streams; must stay below the connection timeout.
    public var eventStreamKeepAliveSeconds: Double

    public init(host: String = "127.0.0.1", port: UInt16 = 8000, connectionTimeoutSeconds: UInt32 = 30,
                connectionMemoryLimit: Int = 32 * 1024, connectionLimit: UInt32 = 128,
                perClientConnectionLimit: UInt32 = 64, eventStreamKeepAliveSeconds: Double = 10) {
        self.host = host
        self.port = port
        self.connectionTimeoutSeconds = connectionTimeoutSeconds
        self.connectionMemoryLimit = connectionMemoryLimit
        self.connectionLimit = connectionLimit
        self.perClientConnectionLimit = perClientConnectionLimit
        self.eventStreamKeepAliveSeconds = eventStreamKeepAliveSeconds
    }
}
