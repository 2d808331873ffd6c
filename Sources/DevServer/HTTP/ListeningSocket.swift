import Foundation

/// Why the server could not start; the message says what to do about it.
public struct ServerStartError: Error, CustomStringConvertible, Sendable {
    public var description: String
    init(_ description: String) { self.description = description }
}

/// Binds the listening socket before libmicrohttpd takes it over, so that a port already in use (or a
/// privileged port, or an address this machine does not have) is reported with its real cause.
enum ListeningSocket {
    /// Returns the listening descriptor and the port actually bound.
    static func open(host: String, port: UInt16) throws -> (descriptor: Int32, port: UInt16) {
        let address = host == "localhost" ? "127.0.0.1" : host
        var storage = sockaddr_storage()
        let length: socklen_t
        let family: Int32
        if parseIPv4(address, into: &storage, port: port) {
            family = AF_INET
            length = socklen_t(MemoryLayout<sockaddr_in>.size)
        } else if parseIPv6(address, into: &storage, port: port) {
            family = AF_INET6
            length = socklen_t(MemoryLayout<sockaddr_in6>.size)
        } else {
            throw ServerStartError("'\(host)' is not a numeric IP address; use e.g. --host 127.0.0.1 or --host ::1")
        }
        let descriptor = socket(family, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0)
        guard descriptor >= 0 else { throw ServerStartError("cannot create a socket: \(String(cString: strerror(errno)))") }
        var yes: Int32 = 1
        setsockopt(descriptor, SOL_SOCKET, SO_REUSEADDR, &yes, socklen_t(MemoryLayout<Int32>.size))
        let bound = withUnsafePointer(to: &storage) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(descriptor, $0, length) }
        }
        guard bound == 0 else {
            let code = errno
            close(descriptor)
            throw ServerStartError(bindFailure(code, host: host, port: port))
        }
        guard listen(descriptor, 64) == 0 else {
            let code = errno
            close(descriptor)
            throw ServerStartError("cannot listen on \(host):\(port): \(String(cString: strerror(code)))")
        }
        return (descriptor, boundPort(descriptor) ?? port)
    }

    private static func bindFailure(_ code: Int32, host: String, port: UInt16) -> String {
        switch code {
        case EADDRINUSE:
            return "port \(port) is already in use on \(host); stop the other server or pick another port "
                + "with --port (for example --port \(port == 65535 ? 8001 : port + 1))"
        case EACCES:
            return "no permission to listen on port \(port); ports below 1024 need privileges, use --port 8000"
        case EADDRNOTAVAIL:
            return "this machine has no address \(host); use --host 127.0.0.1"
        default:
            return "cannot listen on \(host):\(port): \(String(cString: strerror(code)))"
        }
    }

    private static func parseIPv4(_ address: String, into storage: inout sockaddr_storage, port: UInt16) -> Bool {
        var ipv4 = sockaddr_in()
        guard inet_pton(AF_INET, address, &ipv4.sin_addr) == 1 else { return false }
        ipv4.sin_family = sa_family_t(AF_INET)
        ipv4.sin_port = port.bigEndian
        withUnsafeMutableBytes(of: &storage) { target in
            withUnsafeBytes(of: ipv4) { target.copyMemory(from: $0) }
        }
        return true
    }

    private static func parseIPv6(_ address: String, into storage: inout sockaddr_storage, port: UInt16) -> Bool {
        var ipv6 = sockaddr_in6()
        let bare = address.hasPrefix("[") && address.hasSuffix("]") ? String(address.dropFirst().dropLast()) : address
        guard inet_pton(AF_INET6, bare, &ipv6.sin6_addr) == 1 else { return false }
        ipv6.sin6_family = sa_family_t(AF_INET6)
        ipv6.sin6_port = port.bigEndian
        withUnsafeMutableBytes(of: &storage) { target in
            withUnsafeBytes(of: ipv6) { target.copyMemory(from: $0) }
        }
        return true
    }

    private static func boundPort(_ descriptor: Int32) -> UInt16? {
        var storage = sockaddr_storage()
        var length = socklen_t(MemoryLayout<sockaddr_storage>.size)
        let status = withUnsafeMutablePointer(to: &storage) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(descriptor, $0, &length) }
        }
        guard status == 0 else { return nil }
        return withUnsafeBytes(of: storage) { raw -> UInt16 in
            // sin_port and sin6_port sit at the same offset, right after the family.
            let port = raw.load(fromByteOffset: MemoryLayout<sa_family_t>.size, as: UInt16.self)
            return UInt16(bigEndian: port)
        }
    }
}
