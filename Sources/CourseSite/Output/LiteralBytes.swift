#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Literal search and replace over UTF-8 bytes, for rewriting whole pages: `memchr` and `memcmp` find an ASCII marker in a
/// lesson's HTML far faster than Foundation's `range(of:)`, which compares Unicode text through CFStringFind.
/// Matches are byte-exact and non-overlapping, taken left to right, as `replacingOccurrences` takes them.
enum LiteralBytes {
    /// The offset of the first `pattern` in `bytes` at or after `start`.
    static func firstIndex(of pattern: [UInt8], in bytes: UnsafeBufferPointer<UInt8>, from start: Int = 0) -> Int? {
        guard let first = pattern.first, let base = bytes.baseAddress, start >= 0 else { return nil }
        let last = bytes.count - pattern.count  // the last offset where a match fits
        var offset = start
        return pattern.withUnsafeBufferPointer { needle -> Int? in
            while offset <= last {
                // memchr finds candidates for the first byte with vector instructions; the rest is compared after.
                guard let hit = memchr(base + offset, Int32(first), last - offset + 1) else { return nil }
                let candidate = UnsafeRawPointer(hit) - UnsafeRawPointer(base)
                if memcmp(base + candidate, needle.baseAddress!, pattern.count) == 0 { return candidate }
                offset = candidate + 1
            }
            return nil
        }
    }

    /// `bytes` with every occurrence of `pattern` replaced by `replacement`; `bytes` itself when there is none.
    static func replacing(_ pattern: [UInt8], with replacement: [UInt8], in bytes: [UInt8]) -> [UInt8] {
        bytes.withUnsafeBufferPointer { source -> [UInt8] in
            guard var found = firstIndex(of: pattern, in: source) else { return bytes }
            var out: [UInt8] = []
            out.reserveCapacity(bytes.count + 16 * max(0, replacement.count - pattern.count))
            var copied = 0
            while true {
                out.append(contentsOf: UnsafeBufferPointer(rebasing: source[copied..<found]))
                out.append(contentsOf: replacement)
                copied = found + pattern.count
                guard let next = firstIndex(of: pattern, in: source, from: copied) else { break }
                found = next
            }
            out.append(contentsOf: UnsafeBufferPointer(rebasing: source[copied...]))
            return out
        }
    }
}
