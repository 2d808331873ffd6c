import CMicroHTTPD
import CMicroHTTPDShim
import Foundation

/// An HTTP/1.1 server on libmicrohttpd that hands each request to an `HTTPRequestHandler`.
///
/// libmicrohttpd runs one thread per connection, which lets an event stream block while it waits for the next
/// event. Requests are bounded by the limits of `ServerConfiguration`; bodies are never read.
public final class HTTPServer: @unchecked Sendable {
    /// The port actually listened on (useful when the configuration asked for port 0).
    public let port: UInt16
    public let host: String
    private let handler: HTTPRequestHandler
    private let keepAliveSeconds: Double
    private let busyConnectionLimit: UInt32
    private let hostCheck: HostCheck
    private let stateLock = NSLock()
    private var daemon: OpaquePointer?
    private var listeningDescriptor: Int32

    /// Binds and starts serving. Throws `ServerStartError` with an actionable message (port in use, …).
    public init(configuration: ServerConfiguration, handler: HTTPRequestHandler) throws {
        let socket = try ListeningSocket.open(host: configuration.host, port: configuration.port)
        self.port = socket.port
        self.host = configuration.host
        self.handler = handler
        self.keepAliveSeconds = configuration.eventStreamKeepAliveSeconds
        self.busyConnectionLimit = configuration.busyConnectionLimit
        self.hostCheck = HostCheck(listenHost: configuration.host, port: socket.port,
                                   allowed: configuration.allowedHosts)
        self.listeningDescriptor = socket.descriptor
        var settings = coursegen_mhd_settings(
            listen_fd: socket.descriptor,
            connection_timeout: configuration.connectionTimeoutSeconds,
            connection_memory_limit: configuration.connectionMemoryLimit,
            connection_limit: configuration.connectionLimit,
            per_ip_connection_limit: configuration.perClientConnectionLimit,
            header_deadline: configuration.headerDeadlineSeconds)
        let context = Unmanaged.passUnretained(self).toOpaque()
        guard let started = coursegen_mhd_start(&settings, accessHandler, context) else {
            close(socket.descriptor)
            throw ServerStartError("libmicrohttpd could not start a server on \(configuration.host):\(socket.port)")
        }
        daemon = started
    }

    deinit { stop() }

    /// The address to print for the user, e.g. `http://127.0.0.1:8000/`.
    public var baseURL: String {
        let printable = host.contains(":") && !host.hasPrefix("[") ? "[\(host)]" : host
        return "http://\(printable):\(port)/"
    }

    /// Stops accepting connections and waits for the connection threads to finish. Event streams must be
    /// closed first (`LiveReloadChannel.closeAll()`), or their threads keep it waiting until their next read.
    public func stop() {
        stateLock.lock()
        let running = daemon
        daemon = nil
        stateLock.unlock()
        guard let running else { return }
        MHD_stop_daemon(running)
        // With MHD_OPTION_LISTEN_SOCKET the daemon leaves closing the socket to its owner.
        close(listeningDescriptor)
        listeningDescriptor = -1
    }

    fileprivate func handle(connection: OpaquePointer, url: String, method: String,
                            version: UnsafePointer<CChar>?, uploadDataSize: UnsafeMutablePointer<Int>?,
                            requestState: UnsafeMutableRawPointer?) -> MHD_Result {
        guard let state = requestState?.assumingMemoryBound(to: coursegen_mhd_request.self) else {
            return MHD_Result.NO
        }
        // libmicrohttpd calls again for every chunk of a request body; the answer was queued on the first call,
        // so any body is discarded unread.
        if state.pointee.answered != 0 {
            uploadDataSize?.pointee = 0
            return MHD_Result.YES
        }
        state.pointee.answered = 1
        coursegen_mhd_headers_complete(connection)
        if coursegen_mhd_target_was_truncated(state, version) != 0 {
            var refusal = HTTPResponse.text(400, "400 bad request: NUL bytes are not allowed in paths")
            refusal.headers += SiteRequestHandler.commonHeaders
            return queue(refusal, on: connection)
        }
        let request = HTTPRequest(method: method, rawPath: url,
                                  headers: Self.values(of: connection, kind: .HEADER_KIND, lowercased: true),
                                  query: Self.values(of: connection, kind: .GET_ARGUMENT_KIND, lowercased: false))
        guard hostCheck.accepts(request.headers["host"]) else {
            var refusal = HTTPResponse.text(403, "403 forbidden: this preview answers only to "
                                            + "\(hostCheck.description) (add a name with --allow-host)")
            refusal.headers += SiteRequestHandler.commonHeaders
            return queue(refusal, on: connection)
        }
        if coursegen_mhd_open_connections() > busyConnectionLimit {
            var busy = HTTPResponse.text(503, "503 service unavailable: too many open connections, try again",
                                         extraHeaders: [("Retry-After", "1"), ("Connection", "close")])
            busy.headers += SiteRequestHandler.commonHeaders
            return queue(busy, on: connection)
        }
        let response = handler.respond(to: request)
        return queue(response, on: connection)
    }

    private func queue(_ response: HTTPResponse, on connection: OpaquePointer) -> MHD_Result {
        let made: OpaquePointer?
        switch response.body {
        case .bytes(let bytes):
            made = bytes.withUnsafeBytes { buffer in
                MHD_create_response_from_buffer(buffer.count, UnsafeMutableRawPointer(mutating: buffer.baseAddress),
                                                .RESPMEM_MUST_COPY)
            }
        case .eventStream(let subscription):
            let reader = EventStreamReader(subscription: subscription, keepAliveSeconds: keepAliveSeconds)
            made = MHD_create_response_from_callback(UInt64.max, 1024, readEventStream,
                                                     Unmanaged.passRetained(reader).toOpaque(), releaseEventStream)
        }
        guard let made else { return MHD_Result.NO }
        defer { MHD_destroy_response(made) }
        for header in response.headers {
            _ = MHD_add_response_header(made, header.name, header.value)
        }
        return MHD_queue_response(connection, UInt32(response.status), made)
    }

    private final class ValueCollector {
        var values: [String: String] = [:]
        let lowercased: Bool
        init(lowercased: Bool) { self.lowercased = lowercased }
    }

    private static func values(of connection: OpaquePointer, kind: MHD_ValueKind, lowercased: Bool) -> [String: String] {
        let collector = ValueCollector(lowercased: lowercased)
        let context = Unmanaged.passUnretained(collector).toOpaque()
        _ = MHD_get_connection_values(connection, kind, { context, _, key, value in
            guard let context, let key else { return MHD_Result.YES }
            let collector = Unmanaged<ValueCollector>.fromOpaque(context).takeUnretainedValue()
            let name = String(cString: key)
            collector.values[collector.lowercased ? name.lowercased() : name] = value.map { String(cString: $0) } ?? ""
            return MHD_Result.YES
        }, context)
        return collector.values
    }
}

/// The state of one event-stream response, owned by libmicrohttpd between the two callbacks below.
private final class EventStreamReader {
    let subscription: EventStreamSubscription
    let keepAliveSeconds: Double
    init(subscription: EventStreamSubscription, keepAliveSeconds: Double) {
        self.subscription = subscription
        self.keepAliveSeconds = keepAliveSeconds
    }
}

private let keepAliveComment = Array(": keep-alive\n\n".utf8)

private let readEventStream: MHD_ContentReaderCallback = { context, _, buffer, maximum in
    guard let context, let buffer else { return -2 }
    let reader = Unmanaged<EventStreamReader>.fromOpaque(context).takeUnretainedValue()
    let chunk: [UInt8]
    switch reader.subscription.read(maximum: maximum, timeout: reader.keepAliveSeconds) {
    case .bytes(let bytes): chunk = bytes
    case .timedOut: chunk = Array(keepAliveComment.prefix(maximum))
    case .closed: return -1  // MHD_CONTENT_READER_END_OF_STREAM
    }
    chunk.withUnsafeBytes { source in
        guard let base = source.baseAddress else { return }
        UnsafeMutableRawPointer(buffer).copyMemory(from: base, byteCount: source.count)
    }
    return chunk.count
}

private let releaseEventStream: MHD_ContentReaderFreeCallback = { context in
    guard let context else { return }
    let reader = Unmanaged<EventStreamReader>.takeRetainedValue(Unmanaged<EventStreamReader>.fromOpaque(context))()
    reader.subscription.cancel()
}

private let accessHandler: MHD_AccessHandlerCallback = { context, connection, url, method, version, _, uploadDataSize, state in
    guard let context, let connection, let url, let method else { return MHD_Result.NO }
    let server = Unmanaged<HTTPServer>.fromOpaque(context).takeUnretainedValue()
    return server.handle(connection: connection, url: String(cString: url), method: String(cString: method),
                         version: version, uploadDataSize: uploadDataSize, requestState: state?.pointee)
}
