/// Which `Host` header values the dev server answers. A page on another site can make the author's browser
/// send requests to the preview's address under the other site's name (DNS rebinding); refusing every name but
/// the local ones keeps that page from reading the preview.
public struct HostCheck: Sendable, CustomStringConvertible {
    /// Accepted names, lower-cased, without brackets or port.
    private let names: Set<String>
    /// Accepted `name:port` pairs given with `--allow-host`.
    private let namesWithPort: Set<String>
    private let port: UInt16

    public init(listenHost: String, port: UInt16, allowed: [String]) {
        self.port = port
        var names: Set<String> = ["localhost", "127.0.0.1", "::1", Self.bare(listenHost)]
        var namesWithPort: Set<String> = []
        for entry in allowed.map({ $0.lowercased() }) where !entry.isEmpty {
            let (name, entryPort) = Self.split(entry)
            if let entryPort { namesWithPort.insert("\(name):\(entryPort)") } else { names.insert(name) }
        }
        self.names = names
        self.namesWithPort = namesWithPort
    }

    /// Whether a request with this `Host` header is answered: a local name (or one `--allow-host` gave) with the
    /// server's port or no port, or a `name:port` that `--allow-host` gave exactly.
    public func accepts(_ host: String?) -> Bool {
        guard let host, !host.isEmpty else { return false }
        let (name, givenPort) = Self.split(host.lowercased())
        if let givenPort, namesWithPort.contains("\(name):\(givenPort)") { return true }
        guard names.contains(name) else { return false }
        return givenPort == nil || givenPort == String(port)
    }

    public var description: String {
        names.sorted().map { $0.contains(":") ? "[\($0)]" : $0 }.joined(separator: ", ") + " (port \(port))"
    }

    /// `[::1]:8000` → (`::1`, `8000`); `localhost` → (`localhost`, nil).
    static func split(_ host: String) -> (name: String, port: String?) {
        if host.hasPrefix("[") {
            guard let close = host.firstIndex(of: "]") else { return (host, nil) }
            let name = String(host[host.index(after: host.startIndex)..<close])
            let rest = host[host.index(after: close)...]
            return (name, rest.hasPrefix(":") ? String(rest.dropFirst()) : nil)
        }
        if let colon = host.lastIndex(of: ":"), host.firstIndex(of: ":") == colon {
            return (String(host[..<colon]), String(host[host.index(after: colon)...]))
        }
        return (host, nil)
    }

    private static func bare(_ host: String) -> String {
        var name = host.lowercased()
        if name.hasPrefix("["), name.hasSuffix("]") { name = String(name.dropFirst().dropLast()) }
        return name
    }
}
