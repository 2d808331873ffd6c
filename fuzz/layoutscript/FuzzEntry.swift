// libFuzzer entry for the LayoutScript front end: every input must lex and parse without crashing, and every
// syntax error must point inside the input.
@_cdecl("LLVMFuzzerTestOneInput")
public func layoutScriptFuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
    let tokens = SwiftLexer.tokenize(text)
    var lastOffset = 0
    for token in tokens {
        precondition(token.range.start.utf8Offset >= lastOffset, "tokens out of order")
        precondition(token.range.end.utf8Offset >= token.range.start.utf8Offset, "negative token length")
        lastOffset = token.range.start.utf8Offset
    }
    let (_, errors) = Parser.parse(text)
    // Lines as the lexer counts them: by "\n" scalars (splitting the String would not split "\r\n").
    let lines = text.utf8.reduce(1) { $1 == 10 ? $0 + 1 : $0 }
    for e in errors {
        precondition(e.loc.line >= 1 && e.loc.line <= lines + 1, "error outside the input: \(e.loc)")
    }
    _ = BlockAttributes.parse(text)
    // Every block the scanner finds lies inside the input (whose lines also end at a lone \r, as CommonMark's
    // do), and has a column offset for each of its code lines.
    let markdownLines = MarkdownFences.normalizingLineEndings(text).utf8.reduce(1) { $1 == 10 ? $0 + 1 : $0 }
    for block in CodeBlockScanner.scan(text) {
        precondition(block.fenceLine >= 1 && block.fenceLine <= markdownLines, "block outside the input: \(block.fenceLine)")
        let codeLines = block.code.isEmpty ? block.codeLineOffsets.count : block.code.split(separator: "\n", omittingEmptySubsequences: false).count
        precondition(block.codeLineOffsets.count == codeLines, "code lines without a column offset")
    }
    return 0
}
