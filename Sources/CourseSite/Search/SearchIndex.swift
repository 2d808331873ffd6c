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
        return words
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
        for section in sections {
            var seen: Set<String> = []
            var unique: [String] = []
            for word in SearchNormalizer.words(lesson + " " + section.title + " " + section.text) where seen.insert(word).inserted {
                unique.append(word)
            }
            let excerpt = section.text.count > 180 ? String(section.text.prefix(180)) + "…" : section.text
            entries.append(Entry(lesson: lesson, section: section.title,
                                 url: section.id.map { url + "#" + $0 } ?? url, words: unique.joined(separator: " "),
                                 excerpt: excerpt))
        }
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
