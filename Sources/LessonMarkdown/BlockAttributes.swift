/// The info string of a fenced block: `swift preview key=value key="value" key='value'` (DESIGN.md §4), with
/// where each part is, so a problem in a value can be reported at its column in the Markdown file.
///
/// Offsets count Unicode scalars from the info string's first character; `FencedBlock.infoColumn` plus an
/// offset is a file column.
public struct BlockAttributes: Sendable, Equatable {
    public struct Attribute: Sendable, Equatable {
        public var key: String
        /// Unquoted and unescaped.
        public var value: String
        public var keyOffset: Int
        /// For each scalar of `value`, its offset in the info string (opening quotes and escaping backslashes
        /// are skipped), then where the value ends: a column inside the value maps back through quotes and escapes.
        public var valueOffsets: [Int]

        /// The info-string offset of the value's scalar at `index` (clamped to the value).
        public func offset(ofValueIndex index: Int) -> Int {
            valueOffsets[max(0, min(index, valueOffsets.count - 1))]
        }
    }

    /// A problem with the info string's syntax, at an offset.
    public struct Problem: Sendable, Equatable {
        public var message: String
        public var offset: Int

        public init(message: String, offset: Int) {
            self.message = message
            self.offset = offset
        }
    }

    /// The first word when it comes first (`swift`), as written.
    public var language: String
    /// Bare words after the language (`preview`).
    public var words: [String]
    /// Every `key=value`, in order (a key given twice is listed twice; `values` keeps the last).
    public var attributes: [Attribute]
    public var values: [String: String]
    public var problems: [Problem]

    /// True when a bare word after the language is `preview`.
    public var isPreview: Bool { words.contains("preview") }

    /// A layout block: the info string starts with `swift` (any case) and contains the word `preview`.
    public var isLayoutBlock: Bool { language.lowercased() == "swift" && isPreview }

    public subscript(_ key: String) -> String? { values[key] }

    /// The attribute whose value counts (the last one with `key`).
    public func attribute(_ key: String) -> Attribute? { attributes.last { $0.key == key } }

    /// The first word of `info` when it is a word (not `key=value`).
    public static func languageWord(of info: String) -> String { parse(info).language }

    /// Parses an info string. Inside quotes a backslash escapes the quote character (and a backslash); words and
    /// values are separated by spaces and tabs, as Markdown separates the info string's words.
    public static func parse(_ info: String) -> BlockAttributes {
        let scalars = Array(info.unicodeScalars)
        var language = ""
        var words: [String] = []
        var attributes: [Attribute] = []
        var problems: [Problem] = []
        var sawItem = false
        var i = 0
        func isSpace(_ s: Unicode.Scalar) -> Bool { s == " " || s == "\t" }
        while i < scalars.count {
            while i < scalars.count, isSpace(scalars[i]) { i += 1 }
            guard i < scalars.count else { break }
            let keyStart = i
            var key = String.UnicodeScalarView()
            while i < scalars.count, !isSpace(scalars[i]), scalars[i] != "=" { key.append(scalars[i]); i += 1 }
            guard i < scalars.count, scalars[i] == "=" else {
                if sawItem { words.append(String(key)) } else { language = String(key) }
                sawItem = true
                continue
            }
            sawItem = true
            i += 1
            var value = String.UnicodeScalarView()
            var offsets: [Int] = []
            if i < scalars.count, scalars[i] == "\"" || scalars[i] == "'" {
                let quote = scalars[i]
                let quoteOffset = i
                i += 1
                var closed = false
                while i < scalars.count {
                    if scalars[i] == "\\", i + 1 < scalars.count, scalars[i + 1] == quote || scalars[i + 1] == "\\" {
                        value.append(scalars[i + 1])
                        offsets.append(i + 1)
                        i += 2
                        continue
                    }
                    if scalars[i] == quote { closed = true; break }
                    value.append(scalars[i])
                    offsets.append(i)
                    i += 1
                }
                offsets.append(i)
                if closed {
                    i += 1
                } else {
                    problems.append(Problem(message: "unterminated \(quote) in the value of '\(String(key))'",
                                            offset: quoteOffset))
                }
            } else {
                while i < scalars.count, !isSpace(scalars[i]) { value.append(scalars[i]); offsets.append(i); i += 1 }
                offsets.append(i)
            }
            let name = String(key)
            if attributes.contains(where: { $0.key == name }) {
                problems.append(Problem(message: "'\(name)' is given twice; the last value is used", offset: keyStart))
            }
            attributes.append(Attribute(key: name, value: String(value), keyOffset: keyStart, valueOffsets: offsets))
        }
        var values: [String: String] = [:]
        for attribute in attributes { values[attribute.key] = attribute.value }
        return BlockAttributes(language: language, words: words, attributes: attributes, values: values,
                               problems: problems)
    }
}
