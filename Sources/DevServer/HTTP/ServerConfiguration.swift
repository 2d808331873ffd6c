/// Where the dev server listens and the limits that keep a misbehaving client from exhausting it.
public struct ServerConfiguration: Sendable {
    /// A numeric IPv4 or IPv6 address, or `localhost`. Loopback by default: the preview is for the author only.
    public var host: String
    /// 0 picks a free port (tests); `HTTPServer.port` tells which.
    public var port: UInt16
    /// Seconds a connection may stay idle between requests or between two pieces of one.
    public var connectionTimeoutSeconds: UInt32
    /// Seconds a connection may take to send a whole request line and headers, however slowly it trickles them.
    public var headerDeadlineSeconds: UInt32
    /// Bytes per connection for the request line and headers; larger requests are refused by libmicrohttpd.
    public var connectionMemoryLimit: Int
    /// Open connections past which a request gets `503 Service Unavailable` with `Retry-After`. Below the hard
    /// limit, so that there is still a connection to answer on.
    public var busyConnectionLimit: UInt32
    /// Concurrent connections in total and per client address; past them libmicrohttpd closes new connections
    /// unanswered. The author's browser shares its address with every other local client, so the per-address
    /// limit is the total one: the deadlines, not the address, are what free slots.
    public var connectionLimit: UInt32
    public var perClientConnectionLimit: UInt32
    /// Seconds between keep-alive comments on idle event streams. A stream whose page vanished is noticed at the
    /// first write that fails, so this bounds how long a vanished stream holds its connection.
    public var eventStreamKeepAliveSeconds: Double
    /// Host names (`name` or `name:port`) accepted in the `Host` header besides the listen address, `localhost`,
    /// `127.0.0.1` and `[::1]` (`--allow-host`). Any other Host gets 403: a web page the author visits cannot
    /// reach the preview through DNS rebinding.
    public var allowedHosts: [String]

    public init(host: String = "127.0.0.1", port: UInt16 = 8000, connectionTimeoutSeconds: UInt32 = 5,
                headerDeadlineSeconds: UInt32 = 5, connectionMemoryLimit: Int = 32 * 1024,
                busyConnectionLimit: UInt32 = 384, connectionLimit: UInt32 = 512,
                perClientConnectionLimit: UInt32 = 512, eventStreamKeepAliveSeconds: Double = 1,
                allowedHosts: [String] = []) {
        self.host = host
        self.port = port
        self.connectionTimeoutSeconds = connectionTimeoutSeconds
        self.headerDeadlineSeconds = headerDeadlineSeconds
        self.connectionMemoryLimit = connectionMemoryLimit
        self.busyConnectionLimit = busyConnectionLimit
        self.connectionLimit = connectionLimit
        self.perClientConnectionLimit = perClientConnectionLimit
        self.eventStreamKeepAliveSeconds = eventStreamKeepAliveSeconds
        self.allowedHosts = allowedHosts
    }
}
