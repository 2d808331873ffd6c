/// One code block of a lesson with everything needed to point back into the Markdown file: the build, `coursegen
/// frames` and the corpus runner all get these from `CodeBlockScanner`.
public struct FencedBlock: Sendable, Hashable {
    /// The info string after the opening fence exactly as written (`swift preview host=width actions="…"`):
    /// backslashes and entities are left for `BlockAttributes`, whose quoting rules they belong to.
    public var infoString: String
    /// The code between the fences, without container prefixes (`> `, list indentation) and without the last
    /// line ending.
    public var code: String
    /// Markdown line of the opening fence (of the first code line for an indented code block).
    public var fenceLine: Int
    /// Markdown line of the first code line (usually `fenceLine + 1`).
    public var firstCodeLine: Int
    /// Columns before the code of lines not listed in `codeLineOffsets` (a fence's indentation).
    public var indent: Int
    /// Column of the first fence character (after `> ` or a list item's indentation).
    public var fenceColumn: Int
    /// Column of the info string's first character.
    public var infoColumn: Int
    /// For each code line, how many characters of its Markdown line come before the code (container prefixes
    /// and the fence's indentation): a column in the code plus this is the column in the file.
    public var codeLineOffsets: [Int]
    /// The opening fence (```` ``` ````, `~~~~`): what closes the block.
    public var fence: String
    /// False for an indented code block.
    public var isFenced: Bool
    /// False when no closing fence ends the block: it ran to the end of the file or of its container (a block
    /// quote or list item), taking along whatever the author meant to come after it.
    public var isClosed: Bool

    public init(infoString: String, code: String, fenceLine: Int, firstCodeLine: Int? = nil, indent: Int = 0,
                fenceColumn: Int? = nil, infoColumn: Int? = nil, codeLineOffsets: [Int] = [], fence: String = "```",
                isFenced: Bool = true, isClosed: Bool = true) {
        self.infoString = infoString
        self.code = code
        self.fenceLine = fenceLine
        self.firstCodeLine = firstCodeLine ?? fenceLine + 1
        self.indent = indent
        self.fenceColumn = fenceColumn ?? indent + 1
        self.infoColumn = infoColumn ?? (fenceColumn ?? indent + 1) + 3
        self.codeLineOffsets = codeLineOffsets
        self.fence = fence
        self.isFenced = isFenced
        self.isClosed = isClosed
    }

    /// True for `swift` blocks (the language is the info string's first word).
    public var isSwift: Bool { BlockAttributes.languageWord(of: infoString).lowercased() == "swift" }

    /// The file column of `column` on Markdown line `line`, a position in the code as its parser counts it.
    public func fileColumn(line: Int, column: Int) -> Int {
        let index = line - firstCodeLine
        let offset = index >= 0 && index < codeLineOffsets.count ? codeLineOffsets[index] : indent
        return column + offset
    }
}
