/// A badge's numbers cut to two decimals by dropping the third: what the regular expression `(\.\d\d)\d` → `$1`
/// does, in one pass over the bytes instead of a regular expression per constraint mark (a block's ~130 variants
/// make thousands of marks).
///
/// Exact for badges: their text is relation and operator symbols (`≤ ≥ = × − +`) and `HTMLText.number` output,
/// so the only digits in it are ASCII, and a multi-byte UTF-8 sequence never contains an ASCII byte.
enum BadgeDecimals {
    static func trimmed(_ badge: String) -> String {
        let bytes = Array(badge.utf8)
        guard bytes.contains(UInt8(ascii: ".")) else { return badge }
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count)
        var i = 0
        while i < bytes.count {
            if bytes[i] == UInt8(ascii: "."), i + 3 < bytes.count,
               isDigit(bytes[i + 1]), isDigit(bytes[i + 2]), isDigit(bytes[i + 3]) {
                out.append(contentsOf: bytes[i...(i + 2)])
                i += 4
                continue
            }
            out.append(bytes[i])
            i += 1
        }
        return String(decoding: out, as: UTF8.self)
    }

    private static func isDigit(_ byte: UInt8) -> Bool {
        byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
    }
}
