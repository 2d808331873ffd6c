import Diagnostics

/// Turns the columns the parser and interpreter report into columns of the Markdown file.
///
/// Code is parsed as written between the fences, so its columns leave out each line's container prefix (`> `, a
/// list item's indentation); `FencedBlock.codeLineOffsets` puts it back.
struct MarkdownColumns {
    /// Markdown line → the swift block whose code holds it.
    private var codeLines: [Int: FencedBlock] = [:]

    init(blocks: [FencedBlock]) {
        for block in blocks where block.isSwift {
            for index in block.codeLineOffsets.indices { codeLines[block.firstCodeLine + index] = block }
        }
    }

    /// `location` in file columns.
    func fileLocation(_ location: SourceLocation) -> SourceLocation {
        var result = location
        if let code = codeLines[location.line] {
            result.column = code.fileColumn(line: location.line, column: location.column)
        }
        return result
    }

    func fileDiagnostic(_ diagnostic: Diagnostic) -> Diagnostic {
        var result = diagnostic
        result.location = diagnostic.location.map(fileLocation)
        for i in result.notes.indices {
            result.notes[i].location = result.notes[i].location.map(fileLocation)
        }
        return result
    }
}
