import Foundation

/// Text normalization shared by the index (here) and the query (`assets/search.js`, which mirrors it).
///
/// Lowercase; every apostrophe form Uzbek Latin uses (`'`, `’`, `‘`, `` ` ``, `ʻ`, `ʼ`) is removed, so `oʻzbek`,
/// `o'zbek` and `ozbek` all become `ozbek`; Cyrillic `ё` folds to `е`; anything that is not a letter or digit
/// separates words. Text is NFC-composed first and stray combining marks are dropped.
public enum SearchNormalizer {
    static let apostrophes: Set<Unicode.Scalar> = ["'", "\u{2019}", "\u{2018}", "`", "\u{02BB}", "\u{02BC}", "\u{02BD}", "\u{2032}"]

    public static func words(_ text: String) -> [String] {
        var words: [String] = []
        appendWords(of: text, to: &words)
        return words
    }

    /// Splits `text` at ASCII whitespace and tokenizes each chunk, most of them on a byte fast path.
    ///
    /// Why chunks are independent: ASCII whitespace is a separator, has no decomposition, and never composes with
    /// a neighbour under NFC, and Swift's `lowercased()` maps scalar by scalar; so normalizing a chunk alone gives
    /// the same scalars as normalizing the whole text. A chunk made only of ASCII and the apostrophe scalars (which
    /// neither compose nor change case) needs no normalization at all, which is almost all course text; any other
    /// chunk goes through `slowWords`, the reference algorithm.
    static func appendWords(of text: String, to words: inout [String]) {
        var text = text
        text.withUTF8 { bytes in
            var chunkStart = 0
            var needsSlowPath = false
            var index = 0
            while index <= bytes.count {
                let byte: UInt8 = index < bytes.count ? bytes[index] : 0x20
                if byte == 0x20 || byte == 0x0A || byte == 0x09 || byte == 0x0D || byte == 0x0C || byte == 0x0B {
                    if index > chunkStart {
                        let chunk = UnsafeBufferPointer(rebasing: bytes[chunkStart..<index])
                        if needsSlowPath {
                            slowWords(String(decoding: chunk, as: UTF8.self), into: &words)
                        } else {
                            fastWords(chunk, into: &words)
                        }
                    }
                    chunkStart = index + 1
                    needsSlowPath = false
                    index += 1
                } else if byte < 0x80 {
                    index += 1
                } else {
                    let length = byte >= 0xF0 ? 4 : byte >= 0xE0 ? 3 : 2
                    if !needsSlowPath && !isApostrophe(bytes, at: index, length: length) { needsSlowPath = true }
                    index += length
                }
            }
        }
    }

    /// Whether the UTF-8 sequence at `index` is one of the non-ASCII `apostrophes`.
    private static func isApostrophe(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int, length: Int) -> Bool {
        guard index + length <= bytes.count else { return false }
        if length == 2 {
            // U+02BB, U+02BC, U+02BD: CB BB / CB BC / CB BD
            return bytes[index] == 0xCB && (0xBB...0xBD).contains(bytes[index + 1])
        }
        if length == 3 {
            // U+2018, U+2019: E2 80 98/99; U+2032: E2 80 B2
            return bytes[index] == 0xE2 && bytes[index + 1] == 0x80
                && (bytes[index + 2] == 0x98 || bytes[index + 2] == 0x99 || bytes[index + 2] == 0xB2)
        }
        return false
    }

    /// Tokenizes a chunk of ASCII plus apostrophe scalars: letters (lowercased) and digits form words, apostrophes
    /// are dropped, every other byte separates words.
    private static func fastWords(_ chunk: UnsafeBufferPointer<UInt8>, into words: inout [String]) {
        var current: [UInt8] = []
        var index = 0
        while index < chunk.count {
            let byte = chunk[index]
            if byte >= 0x80 {
                // An apostrophe scalar (checked by the caller): skip all its bytes.
                index += byte >= 0xE0 ? 3 : 2
                continue
            }
            index += 1
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "0")...UInt8(ascii: "9"):
                current.append(byte)
            case UInt8(ascii: "A")...UInt8(ascii: "Z"):
                current.append(byte + 0x20)
            case UInt8(ascii: "'"), UInt8(ascii: "`"):
                continue
            default:
                if !current.isEmpty {
                    words.append(String(decoding: current, as: UTF8.self))
                    current.removeAll(keepingCapacity: true)
                }
            }
        }
        if !current.isEmpty { words.append(String(decoding: current, as: UTF8.self)) }
    }

    /// The reference algorithm, for chunks with letters outside ASCII.
    static func slowWords(_ text: String, into words: inout [String]) {
        var current = String.UnicodeScalarView()
        for scalar in text.precomposedStringWithCanonicalMapping.lowercased().unicodeScalars {
            if apostrophes.contains(scalar) { continue }
            let category = scalar.properties.generalCategory
            let isWordScalar: Bool
            switch category {
            case .lowercaseLetter, .uppercaseLetter, .titlecaseLetter, .otherLetter, .modifierLetter, .decimalNumber:
                isWordScalar = true
            case .nonspacingMark, .spacingMark:
                continue
            default:
                isWordScalar = false
            }
            if isWordScalar {
                current.append(scalar == "ё" ? "е" : scalar)
            } else if !current.isEmpty {
                words.append(String(current))
                current = String.UnicodeScalarView()
            }
        }
        if !current.isEmpty { words.append(String(current)) }
    }
}

/// The offline search index: one entry per lesson section, written as `search-index.json` (for tools) and
/// `search-index.js` (loaded by a `<script>` tag, so search works from `file://` too, where `fetch` is blocked).
public struct SearchIndex: Encodable, Sendable {
    public struct Entry: Codable, Sendable, Hashable {
        /// Lesson title.
        public var lesson: String
        /// Section heading (empty for a lesson's introduction).
        public var section: String
        /// URL relative to the site root.
        public var url: String
        /// Normalized, de-duplicated words of the title, heading and text, space-separated.
        public var words: String
        /// The start of the section's text.
        public var excerpt: String
    }

    public var version = 1
    public var language: String
    public var entries: [Entry] = []

    public init(language: String) { self.language = language }

    public mutating func add(lesson: String, url: String, sections: [SearchSection]) {
        entries += Self.entries(lesson: lesson, url: url, sections: sections)
    }

    /// The entries `add` would append for one lesson; pure, so lessons can be indexed in parallel.
    public static func entries(lesson: String, url: String, sections: [SearchSection]) -> [Entry] {
        var result: [Entry] = []
        result.reserveCapacity(sections.count)
        var lessonWords: [String] = []
        SearchNormalizer.appendWords(of: lesson, to: &lessonWords)
        for section in sections {
            // Same words as tokenizing `lesson + " " + title + " " + text`: the spaces separate words anyway.
            var words = lessonWords
            SearchNormalizer.appendWords(of: section.title, to: &words)
            SearchNormalizer.appendWords(of: section.text, to: &words)
            var seen: Set<String> = []
            seen.reserveCapacity(words.count)
            var unique: [String] = []
            for word in words where seen.insert(word).inserted {
                unique.append(word)
            }
            let excerpt = section.text.count > 180 ? String(section.text.prefix(180)) + "…" : section.text
            result.append(Entry(lesson: lesson, section: section.title,
                                url: section.id.map { url + "#" + $0 } ?? url, words: unique.joined(separator: " "),
                                excerpt: excerpt))
        }
        return result
    }

    public func json() throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return try encoder.encode(self)
    }

    /// The same data as a script that sets `window.COURSEGEN_SEARCH_INDEX`.
    public func script() throws -> Data {
        var data = Data("window.COURSEGEN_SEARCH_INDEX = ".utf8)
        // `</script>` cannot appear: the JSON encoder leaves `/` alone, so escape `<` to be safe inside HTML.
        data += Data(String(decoding: try json(), as: UTF8.self).replacingOccurrences(of: "<", with: "\\u003c").utf8)
        data += Data(";\n".utf8)
        return data
    }
}
