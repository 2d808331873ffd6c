/// A request target reduced to safe path segments, or the reason it was refused.
///
/// The dev server only ever maps a URL onto files below its output folder, so anything that could climb out of
/// it or be read two ways (dot-dot segments, encoded slashes, backslashes, NUL and other control bytes,
/// malformed escapes) is refused before the file system is touched. Refusing is safer than "resolving" `..`:
/// a course never links with it, and there is then no normalization bug to exploit.
public struct RequestPath: Hashable, Sendable {
    /// Decoded path segments, without empty and `.` segments.
    public var segments: [String]
    /// True when the URL path ended with `/` (the client asked for a folder).
    public var hasTrailingSlash: Bool

    /// Why a request target was refused; each maps to an HTTP status.
    public enum Rejection: Error, Equatable, Sendable {
        /// Malformed or dangerous syntax: 400.
        case badRequest(String)
        /// Well formed, but names something the server never serves (hidden files): 404.
        case notFound
    }

    /// Parses the raw, still percent-encoded path of a request (the query already removed).
    public static func parse(_ raw: String) -> Result<RequestPath, Rejection> {
        guard raw.hasPrefix("/") else { return .failure(.badRequest("the path must start with '/'")) }
        var segments: [String] = []
        let rawSegments = raw.utf8.split(separator: UInt8(ascii: "/"), omittingEmptySubsequences: false).dropFirst()
        for rawSegment in rawSegments {
            let decoded: [UInt8]
            switch percentDecode(Array(rawSegment)) {
            case .success(let bytes): decoded = bytes
            case .failure(let rejection): return .failure(rejection)
            }
            if let reason = forbiddenByteReason(in: decoded) { return .failure(.badRequest(reason)) }
            guard let segment = String(validating: decoded, as: UTF8.self) else {
                return .failure(.badRequest("the path is not valid UTF-8"))
            }
            switch segment {
            case "", ".": continue
            case "..": return .failure(.badRequest("'..' segments are not allowed"))
            default:
                // Hidden files (.git, .DS_Store, editor backups) are never part of a published site.
                if segment.hasPrefix(".") { return .failure(.notFound) }
                segments.append(segment)
            }
        }
        return .success(RequestPath(segments: segments, hasTrailingSlash: raw.hasSuffix("/")))
    }

    /// The path relative to the served folder, joined with `/`.
    public var relativePath: String { segments.joined(separator: "/") }

    private static func percentDecode(_ bytes: [UInt8]) -> Result<[UInt8], Rejection> {
        var output: [UInt8] = []
        output.reserveCapacity(bytes.count)
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "%") {
                guard index + 2 < bytes.count,
                      let high = hexValue(bytes[index + 1]), let low = hexValue(bytes[index + 2]) else {
                    return .failure(.badRequest("malformed percent escape"))
                }
                output.append(high << 4 | low)
                index += 3
            } else {
                output.append(byte)
                index += 1
            }
        }
        return .success(output)
    }

    private static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): return byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): return byte - UInt8(ascii: "A") + 10
        default: return nil
        }
    }

    private static func forbiddenByteReason(in segment: [UInt8]) -> String? {
        for byte in segment {
            switch byte {
            case 0: return "NUL bytes are not allowed in paths"
            case UInt8(ascii: "/"): return "encoded slashes are not allowed in paths"
            case UInt8(ascii: "\\"): return "backslashes are not allowed in paths"
            case 1..<0x20, 0x7F: return "control characters are not allowed in paths"
            default: continue
            }
        }
        return nil
    }
}
