import Foundation

/// A deliberately dumb HTTP client over a plain socket: it sends the request bytes exactly as written, so tests
/// can send what URLSession would normalize away (`..`, backslashes, raw NUL bytes). Every read has a deadline.
final class RawHTTPClient {
    struct Response {
        var status: Int
        var headers: [String: String]
        var body: [UInt8]
        var bodyText: String { String(decoding: body, as: UTF8.self) }
    }

    private var descriptor: Int32
    private var received: [UInt8] = []
    /// Set once a read saw the end of the stream (or an error): the server closed the connection.
    private(set) var peerClosed = false

    init(port: UInt16) throws {
        descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = port.bigEndian
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let status = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        guard status == 0 else {
            close(descriptor)
            throw ClientError("connect failed: \(String(cString: strerror(errno)))")
        }
    }

    deinit { if descriptor >= 0 { close(descriptor) } }

    /// Closes the socket now, as a browser tab that vanishes does.
    func closeNow() {
        if descriptor >= 0 { close(descriptor) }
        descriptor = -1
    }

    /// Whether the server has closed the connection (checked with a short read).
    func isClosed() -> Bool {
        receive(timeout: 0.05)
        return peerClosed
    }

    func send(_ bytes: [UInt8]) {
        var offset = 0
        while offset < bytes.count {
            let written = bytes[offset...].withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
            if written <= 0 { return }
            offset += written
        }
    }

    /// Reads until `predicate` holds for everything received so far, the peer closes, or the deadline passes.
    @discardableResult
    func receive(timeout: TimeInterval = 5, until predicate: ([UInt8]) -> Bool = { _ in false }) -> [UInt8] {
        let deadline = Date(timeIntervalSinceNow: timeout)
        var buffer = [UInt8](repeating: 0, count: 16 * 1024)
        while !predicate(received) {
            let remaining = deadline.timeIntervalSinceNow
            if remaining <= 0 { break }
            var descriptors = [pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)]
            guard poll(&descriptors, 1, Int32(remaining * 1000) + 1) > 0 else { continue }
            let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count <= 0 {
                peerClosed = true
                break
            }
            received += buffer[0..<count]
        }
        return received
    }

    var receivedText: String { String(decoding: received, as: UTF8.self) }

    /// Sends one request with `Connection: close` and parses the whole answer.
    static func request(port: UInt16, method: String = "GET", target: String,
                        extraHeaders: String = "") throws -> Response {
        try request(port: port, raw: Array("\(method) \(target) HTTP/1.1\r\nHost: localhost\r\n\(extraHeaders)Connection: close\r\n\r\n".utf8))
    }

    static func request(port: UInt16, raw: [UInt8]) throws -> Response {
        let client = try RawHTTPClient(port: port)
        client.send(raw)
        let bytes = client.receive()
        return try parse(bytes)
    }

    static func parse(_ bytes: [UInt8]) throws -> Response {
        let separator: [UInt8] = Array("\r\n\r\n".utf8)
        guard let end = bytes.firstRange(of: separator) else {
            throw ClientError("no complete response head in \(bytes.count) bytes")
        }
        let head = String(decoding: bytes[..<end.lowerBound], as: UTF8.self)
        var lines = head.components(separatedBy: "\r\n")
        let statusLine = lines.removeFirst().split(separator: " ")
        guard statusLine.count >= 2, let status = Int(statusLine[1]) else { throw ClientError("bad status line") }
        var headers: [String: String] = [:]
        for line in lines {
            guard let colon = line.firstIndex(of: ":") else { continue }
            headers[line[..<colon].lowercased()] = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
        }
        var body = Array(bytes[end.upperBound...])
        if headers["transfer-encoding"]?.lowercased() == "chunked" { body = dechunk(body) }
        return Response(status: status, headers: headers, body: body)
    }

    private static func dechunk(_ bytes: [UInt8]) -> [UInt8] {
        var output: [UInt8] = []
        var index = 0
        while let lineEnd = bytes[index...].firstRange(of: Array("\r\n".utf8)) {
            let sizeText = String(decoding: bytes[index..<lineEnd.lowerBound], as: UTF8.self)
            guard let size = Int(sizeText.split(separator: ";").first ?? "", radix: 16), size > 0 else { break }
            let start = lineEnd.upperBound
            guard start + size <= bytes.count else { break }
            output += bytes[start..<(start + size)]
            index = start + size + 2
            if index >= bytes.count { break }
        }
        return output
    }
}

struct ClientError: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}
