/// The info string of a fenced code block: its language and `key=value` attributes (DESIGN.md §4).
///
/// `swift preview host=width actions="setLoading(true); setLoading(false)" setup='label.text = "Salom"'`
/// has language `swift`, the word `preview`, and three attributes. Inside quotes a backslash escapes the quote.
public struct CodeBlockInfo: Sendable, Hashable {
    /// The first word (`swift`), lowercased; empty when the info string is empty.
    public var language: String
    /// Bare words after the language (`preview`).
    public var words: [String]
    /// `key=value` attributes, unquoted.
    public var attributes: [String: String]

    public init(_ info: String) {
        var scanner = InfoScanner(Array(info.unicodeScalars))
        var language = ""
        var words: [String] = []
        var attributes: [String: String] = [:]
        while let item = scanner.nextItem() {
            if let value = item.value {
                attributes[item.name] = value
            } else if language.isEmpty && words.isEmpty && attributes.isEmpty {
                language = item.name.lowercased()
            } else {
                words.append(item.name)
            }
        }
        self.language = language
        self.words = words
        self.attributes = attributes
    }

    /// A layout block: the info string starts with `swift` and contains the word `preview`.
    public var isLayoutBlock: Bool { language == "swift" && words.contains("preview") }
}

/// Splits an info string into words and `key=value` pairs, honouring quotes.
private struct InfoScanner {
    let scalars: [Unicode.Scalar]
    var position = 0

    init(_ scalars: [Unicode.Scalar]) { self.scalars = scalars }

    mutating func nextItem() -> (name: String, value: String?)? {
        while position < scalars.count, scalars[position].properties.isWhitespace { position += 1 }
        guard position < scalars.count else { return nil }
        var name = ""
        while position < scalars.count, !scalars[position].properties.isWhitespace, scalars[position] != "=" {
            name.unicodeScalars.append(scalars[position])
            position += 1
        }
        guard position < scalars.count, scalars[position] == "=" else { return (name, nil) }
        position += 1
        return (name, readValue())
    }

    private mutating func readValue() -> String {
        var value = ""
        guard position < scalars.count else { return value }
        let quote = scalars[position]
        if quote == "\"" || quote == "'" {
            position += 1
            while position < scalars.count, scalars[position] != quote {
                if scalars[position] == "\\", position + 1 < scalars.count, scalars[position + 1] == quote {
                    position += 1
                }
                value.unicodeScalars.append(scalars[position])
                position += 1
            }
            position += 1
        } else {
            while position < scalars.count, !scalars[position].properties.isWhitespace {
                value.unicodeScalars.append(scalars[position])
                position += 1
            }
        }
        return value
    }
}
