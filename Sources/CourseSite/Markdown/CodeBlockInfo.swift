import LessonMarkdown

/// The info string of a fenced code block: its language and `key=value` attributes (DESIGN.md §4), read by
/// `BlockAttributes`, the parser `coursegen frames` and the layout-block runner use, so the site and the previews
/// agree on which blocks are layout blocks and what their attributes say.
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
    /// A layout block: the info string starts with `swift` and contains the word `preview`.
    public var isLayoutBlock: Bool

    public init(_ info: String) {
        let parsed = BlockAttributes.parse(info)
        language = parsed.language.lowercased()
        words = parsed.words
        attributes = parsed.values
        isLayoutBlock = parsed.isLayoutBlock
    }
}
