import Foundation

/// A 128-bit content hash for cache keys, written as 32 hex digits.
///
/// Two independent 64-bit lanes (FNV-1a, and a multiply-rotate lane) over the same bytes, each finished with a
/// strong mixer. Not cryptographic: the cache only needs accidental collisions to be negligible, and hashing every
/// lesson on every keystroke must cost microseconds, not the milliseconds a Swift SHA-256 would.
public struct ContentHash: Sendable {
    private var fnv: UInt64 = 0xcbf2_9ce4_8422_2325
    private var mix: UInt64 = 0x9e37_79b9_7f4a_7c15
    private var length: UInt64 = 0

    public init() {}

    public mutating func update<Bytes: Sequence>(bytes: Bytes) where Bytes.Element == UInt8 {
        for byte in bytes {
            fnv = (fnv ^ UInt64(byte)) &* 0x0000_0100_0000_01b3
            mix = ((mix ^ UInt64(byte)) &* 0xff51_afd7_ed55_8ccd)
            mix = (mix << 23) | (mix >> 41)
            length &+= 1
        }
    }

    /// Adds a string followed by a separator byte, so that ("ab", "c") and ("a", "bc") differ.
    public mutating func update(_ text: String) {
        var text = text
        text.withUTF8 { update(bytes: $0) }
        update(bytes: CollectionOfOne(0xff))
    }

    public mutating func update(_ number: Int) { update(String(number)) }

    public mutating func update(_ data: Data) {
        data.withUnsafeBytes { update(bytes: $0) }
        update(bytes: CollectionOfOne(0xfe))
    }

    /// The digest as 32 lowercase hex digits.
    public var hex: String {
        let first = Self.finish(fnv ^ length)
        let second = Self.finish(mix &+ length &* 0x9e37_79b9_7f4a_7c15)
        return Self.hex(first) + Self.hex(second)
    }

    /// The hash of one string.
    public static func of(_ text: String) -> String {
        var hash = ContentHash()
        hash.update(text)
        return hash.hex
    }

    private static func finish(_ value: UInt64) -> UInt64 {
        // MurmurHash3's 64-bit finalizer: every input bit affects every output bit.
        var x = value
        x ^= x >> 33
        x = x &* 0xff51_afd7_ed55_8ccd
        x ^= x >> 33
        x = x &* 0xc4ce_b9fe_1a85_ec53
        x ^= x >> 33
        return x
    }

    private static func hex(_ value: UInt64) -> String {
        let digits = String(value, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }
}
