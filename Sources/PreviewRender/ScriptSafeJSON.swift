import Foundation

/// JSON text made safe to sit inside a `<script>` element: `<` becomes `\u003c` (so no `</script>` or `<!--` can
/// appear) and U+2028/U+2029 become `\u2028`/`\u2029` (line terminators to older JavaScript parsers). Inside JSON
/// these characters only occur in strings, where the escapes mean the same characters.
///
/// One pass over the encoder's UTF-8 bytes: a preview's player data is tens of kilobytes, and three
/// `replacingOccurrences` calls through Foundation's string search cost more than encoding it.
enum ScriptSafeJSON {
    static func text(utf8 data: Data) -> String {
        data.withUnsafeBytes { (raw: UnsafeRawBufferPointer) -> String in
            let bytes = raw.bindMemory(to: UInt8.self)
            // U+2028 and U+2029 are E2 80 A8 and E2 80 A9 in UTF-8.
            guard bytes.contains(where: { $0 == UInt8(ascii: "<") || $0 == 0xE2 }) else {
                return String(decoding: bytes, as: UTF8.self)
            }
            var out: [UInt8] = []
            out.reserveCapacity(bytes.count + 64)
            var i = 0
            while i < bytes.count {
                let byte = bytes[i]
                if byte == UInt8(ascii: "<") {
                    out.append(contentsOf: Array("\\u003c".utf8))
                } else if byte == 0xE2, i + 2 < bytes.count, bytes[i + 1] == 0x80,
                          bytes[i + 2] == 0xA8 || bytes[i + 2] == 0xA9 {
                    out.append(contentsOf: Array((bytes[i + 2] == 0xA8 ? "\\u2028" : "\\u2029").utf8))
                    i += 3
                    continue
                } else {
                    out.append(byte)
                }
                i += 1
            }
            return String(decoding: out, as: UTF8.self)
        }
    }
}
