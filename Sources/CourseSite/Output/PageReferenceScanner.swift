/// Finds the URL-carrying attributes (`href`, `src`, `srcset`) and the `id`s of a page we wrote ourselves.
///
/// This is not an HTML parser: it relies on what our writers guarantee (double-quoted attribute values, text and
/// code escaped) and skips comments and the bodies of `<script>` and `<style>`.
enum PageReferenceScanner {
    struct Attribute: Equatable {
        /// `href`, `src`, `srcset` or `id`.
        var name: String
        /// The value with entities decoded, as an HTML parser reads it.
        var value: String
        /// Byte offset of the attribute's name in the page.
        var offset: Int
    }

    static let urlAttributes: Set<String> = ["href", "src", "srcset"]

    static func scan(_ html: String) -> [Attribute] {
        let bytes = Array(html.utf8)
        var found: [Attribute] = []
        var index = 0
        while index < bytes.count {
            guard bytes[index] == UInt8(ascii: "<") else { index += 1; continue }
            if starts(bytes, index, "<!--") {
                index = find(bytes, "-->", from: index + 4).map { $0 + 3 } ?? bytes.count
                continue
            }
            let nameStart = index + 1
            var cursor = nameStart
            while cursor < bytes.count, isNameByte(bytes[cursor]) { cursor += 1 }
            guard cursor > nameStart, isLetter(bytes[nameStart]) else { index += 1; continue }
            let tagNameRange = nameStart..<cursor
            // Attributes up to the closing `>` (quoted values may contain `>`).
            while cursor < bytes.count, bytes[cursor] != UInt8(ascii: ">") {
                if isSpace(bytes[cursor]) { cursor += 1; continue }
                let attributeStart = cursor
                while cursor < bytes.count, isNameByte(bytes[cursor]) { cursor += 1 }
                // Names are compared byte-wise and values decoded only for the attributes we record: a page
                // has thousands of attributes (every nav link), and most are `class` or `data-*`.
                let name = recordedName(bytes, attributeStart..<cursor)
                if cursor == attributeStart { cursor += 1; continue }
                guard cursor < bytes.count, bytes[cursor] == UInt8(ascii: "=") else { continue }
                cursor += 1
                guard cursor < bytes.count else { break }
                let quote = bytes[cursor]
                let valueRange: Range<Int>
                if quote == UInt8(ascii: "\"") || quote == UInt8(ascii: "'") {
                    let end = find(bytes, quote, from: cursor + 1) ?? bytes.count
                    valueRange = (cursor + 1)..<end
                    cursor = min(bytes.count, end + 1)
                } else {
                    let start = cursor
                    while cursor < bytes.count, !isSpace(bytes[cursor]), bytes[cursor] != UInt8(ascii: ">") { cursor += 1 }
                    valueRange = start..<cursor
                }
                if let name {
                    let value = String(decoding: bytes[valueRange], as: UTF8.self)
                    found.append(Attribute(name: name, value: HTML.unescapeAttribute(value), offset: attributeStart))
                }
            }
            index = cursor + 1
            for rawText in rawTextTags where equalsIgnoringASCIICase(bytes, tagNameRange, rawText.name) {
                index = find(bytes, rawText.closing, from: index) ?? bytes.count
            }
        }
        return found
    }

    private static let recordedNames: [(bytes: [UInt8], name: String)] =
        (urlAttributes.sorted() + ["id"]).map { (Array($0.utf8), $0) }
    private static let rawTextTags: [(name: [UInt8], closing: String)] =
        ["script", "style"].map { (Array($0.utf8), "</" + $0) }

    /// The lowercase name of an attribute we record (`urlAttributes` or `id`), nil for any other.
    private static func recordedName(_ bytes: [UInt8], _ range: Range<Int>) -> String? {
        recordedNames.first { equalsIgnoringASCIICase(bytes, range, $0.bytes) }?.name
    }

    /// Whether `bytes[range]` is `lowercase` in any ASCII case (the bytes are name bytes: letters, digits, `-_:`).
    private static func equalsIgnoringASCIICase(_ bytes: [UInt8], _ range: Range<Int>, _ lowercase: [UInt8]) -> Bool {
        guard range.count == lowercase.count else { return false }
        var offset = 0
        while offset < lowercase.count {
            if bytes[range.lowerBound + offset] | 0x20 != lowercase[offset] { return false }
            offset += 1
        }
        return true
    }

    /// The URLs of a `srcset` value (`a.png 1x, b.png 2x` → `a.png`, `b.png`).
    static func srcsetURLs(_ value: String) -> [String] {
        value.split(separator: ",").compactMap { candidate in
            candidate.split(whereSeparator: { $0 == " " || $0 == "\n" || $0 == "\t" }).first.map(String.init)
        }
    }

    private static func isNameByte(_ byte: UInt8) -> Bool {
        isLetter(byte) || (byte >= 0x30 && byte <= 0x39) || byte == UInt8(ascii: "-") || byte == UInt8(ascii: "_")
            || byte == UInt8(ascii: ":")
    }

    private static func isLetter(_ byte: UInt8) -> Bool { (byte | 0x20) >= 0x61 && (byte | 0x20) <= 0x7A }
    private static func isSpace(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x0A || byte == 0x09 || byte == 0x0D || byte == 0x2F }

    private static func starts(_ bytes: [UInt8], _ index: Int, _ text: String) -> Bool {
        let needle = Array(text.utf8)
        return index + needle.count <= bytes.count && Array(bytes[index..<(index + needle.count)]) == needle
    }

    private static func find(_ bytes: [UInt8], _ text: String, from start: Int) -> Int? {
        let needle = Array(text.utf8)
        var index = start
        while index + needle.count <= bytes.count {
            if bytes[index] == needle[0], Array(bytes[index..<(index + needle.count)]) == needle { return index }
            index += 1
        }
        return nil
    }

    private static func find(_ bytes: [UInt8], _ byte: UInt8, from start: Int) -> Int? {
        var index = start
        while index < bytes.count {
            if bytes[index] == byte { return index }
            index += 1
        }
        return nil
    }
}
