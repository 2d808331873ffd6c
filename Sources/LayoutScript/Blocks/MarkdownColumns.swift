import Diagnostics

/// Turns the columns the parser and interpreter report into columns of the Markdown file.
///
/// Code is parsed as written between the fences, so its columns leave out each line's container prefix (`> `, a
/// list item's indentation); `FencedBlock.codeLineOffsets` puts it back. Statements of `setup=` and `actions=`
/// are parsed from the unquoted, unescaped attribute value: they get columns of a space of their own
/// (`StatementColumns`), which the attribute's `valueOffsets` map back through quotes and backslashes.
struct MarkdownColumns {
    /// Markdown line → the swift block whose code holds it.
    private var codeLines: [Int: FencedBlock] = [:]

    init(blocks: [FencedBlock]) {
        for block in blocks where block.isSwift {
            for index in block.codeLineOffsets.indices { codeLines[block.firstCodeLine + index] = block }
        }
    }

    /// `location` in file columns. `block` is the preview block whose run reported it: statement columns are on
    /// its fence line.
    func fileLocation(_ location: SourceLocation, block: FencedBlock, attributes: BlockAttributes) -> SourceLocation {
        var result = location
        if location.line == block.fenceLine, let (slot, index) = StatementColumns.decode(location.column) {
            guard let attribute = attributes.attribute(StatementColumns.attributes[slot]) else {
                result.column = block.infoColumn
                return result
            }
            result.column = block.infoColumn + attribute.offset(ofValueIndex: index)
        } else if let code = codeLines[location.line] {
            result.column = code.fileColumn(line: location.line, column: location.column)
        }
        return result
    }

    func fileDiagnostic(_ diagnostic: Diagnostic, block: FencedBlock, attributes: BlockAttributes) -> Diagnostic {
        var result = diagnostic
        result.location = diagnostic.location.map { fileLocation($0, block: block, attributes: attributes) }
        for i in result.notes.indices {
            result.notes[i].location = result.notes[i].location.map { fileLocation($0, block: block, attributes: attributes) }
        }
        return result
    }
}

/// The columns statements of `setup=` and `actions=` run with: far beyond any real column, one band per
/// attribute, so a diagnostic anywhere in such a statement (a syntax error, an unknown name inside it, a
/// constraint it made) says which value and which character it is about.
enum StatementColumns {
    static let attributes = ["setup", "actions"]
    static let band = 1 << 20

    /// The column of the value's scalar at `index` (0-based) in `attribute`'s band.
    static func column(attribute: String, valueIndex: Int) -> Int {
        let slot = attributes.firstIndex(of: attribute) ?? 0
        return band * (slot + 1) + min(max(0, valueIndex), band - 2) + 1
    }

    static func decode(_ column: Int) -> (slot: Int, valueIndex: Int)? {
        let slot = column / band - 1
        guard slot >= 0, slot < attributes.count else { return nil }
        return (slot, column % band - 1)
    }
}
