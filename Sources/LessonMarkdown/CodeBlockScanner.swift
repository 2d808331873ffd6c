import CCmarkGFM

/// Finds a lesson's code blocks as cmark-gfm parses the page, in every container CommonMark allows (block
/// quotes, list items, footnotes), with file positions: the fence, the info string, and per code line how many
/// characters of container prefix come before the code.
public enum CodeBlockScanner {
    /// Every code block of a lesson file's text (front matter included: it is skipped as the build skips it).
    public static func scan(_ text: String) -> [FencedBlock] {
        var normalized = LessonText.normalizingLineEndings(text)
        if normalized.unicodeScalars.first == "\u{FEFF}" { normalized.unicodeScalars.removeFirst() }
        let lines = normalized.split(separator: "\n", omittingEmptySubsequences: false)
        let bounds = FrontMatterBounds.find(in: lines)
        let bodyLines: [Substring]
        if case .closed(let close) = bounds { bodyLines = Array(lines[(close + 1)...]) } else { bodyLines = lines }
        let body = bodyLines.joined(separator: "\n")
        guard let parser = CommonMark.makeParser() else { return [] }
        defer { cmark_parser_free(parser) }
        guard let document = CommonMark.parse(body, with: parser) else { return [] }
        defer { cmark_node_free(document) }
        return blocks(in: document, lines: bodyLines, bodyStartLine: bounds.bodyStartLine).map(\.block)
    }

    /// The code blocks of `document`, parsed from `lines` (the body, whose first line is file line
    /// `bodyStartLine`), in document order, each with its node.
    public static func blocks(in document: OpaquePointer, lines: [Substring],
                              bodyStartLine: Int) -> [(node: OpaquePointer, block: FencedBlock)] {
        var codeNodes: [OpaquePointer] = []
        var blockStarts = Set<Int>()
        guard let iterator = cmark_iter_new(document) else { return [] }
        while true {
            let event = cmark_iter_next(iterator)
            if event == CMARK_EVENT_DONE { break }
            guard event == CMARK_EVENT_ENTER, let node = cmark_iter_get_node(iterator) else { continue }
            let type = cmark_node_get_type(node)
            if type == CMARK_NODE_CODE_BLOCK { codeNodes.append(node) }
            if type.rawValue & UInt32(CMARK_NODE_TYPE_MASK) == UInt32(CMARK_NODE_TYPE_BLOCK), type != CMARK_NODE_DOCUMENT {
                blockStarts.insert(Int(cmark_node_get_start_line(node)))
            }
        }
        cmark_iter_free(iterator)
        return codeNodes.map { node in
            (node, block(node, lines: lines, bodyStartLine: bodyStartLine, blockStarts: blockStarts))
        }
    }

    private static func block(_ node: OpaquePointer, lines: [Substring], bodyStartLine: Int,
                              blockStarts: Set<Int>) -> FencedBlock {
        // cmark writes through all three out-pointers unconditionally.
        var fenceLength: Int32 = 0, fenceOffset: Int32 = 0, fenceCharacter: CChar = 0
        let fenced = cmark_node_get_fenced(node, &fenceLength, &fenceOffset, &fenceCharacter) != 0
        let startLine = Int(cmark_node_get_start_line(node))
        let literal = cmark_node_get_literal(node).map { String(cString: $0) } ?? ""
        let code = literal.hasSuffix("\n") ? String(literal.dropLast()) : literal
        let codeLines = literal.isEmpty ? [] : code.split(separator: "\n", omittingEmptySubsequences: false)
        let firstCodeLine = fenced ? startLine + 1 : startLine

        func line(_ number: Int) -> Substring? { number >= 1 && number <= lines.count ? lines[number - 1] : nil }
        let fenceText = Array((line(startLine) ?? "").unicodeScalars)
        let fenceColumn = scalarColumn(line(startLine) ?? "", byteColumn: Int(cmark_node_get_start_column(node)))
        var infoStart = min(fenceText.count, fenceColumn - 1 + (fenced ? Int(fenceLength) : 0))
        while infoStart < fenceText.count, fenceText[infoStart] == " " || fenceText[infoStart] == "\t" { infoStart += 1 }
        var infoEnd = fenceText.count
        while infoEnd > infoStart, fenceText[infoEnd - 1] == " " || fenceText[infoEnd - 1] == "\t" { infoEnd -= 1 }
        var info = String.UnicodeScalarView()
        if fenced { info.append(contentsOf: fenceText[infoStart..<infoEnd]) }

        let offsets = codeLines.enumerated().map { index, text in
            prefixLength(of: line(firstCodeLine + index) ?? "", code: text)
        }
        let fenceScalar = Unicode.Scalar(UInt8(bitPattern: fenceCharacter))
        var closed = true
        if fenced {
            // cmark has no "closed" flag, and its end line is unreliable for a block its container ended. A closing
            // fence is the line right after the code, made of the fence (after container markers), and no other
            // block starts there; the line that ended a block quote or list item starts a block of its own.
            let after = firstCodeLine + codeLines.count
            closed = line(after).map { text in
                !blockStarts.contains(after) && isClosingFence(text, character: fenceScalar, length: Int(fenceLength))
            } ?? false
        }
        return FencedBlock(infoString: String(info), code: code, fenceLine: bodyStartLine + startLine - 1,
                           firstCodeLine: bodyStartLine + firstCodeLine - 1, indent: fenceColumn - 1,
                           fenceColumn: fenceColumn, infoColumn: infoStart + 1, codeLineOffsets: offsets,
                           fence: fenced ? String(repeating: Character(fenceScalar), count: Int(fenceLength)) : "",
                           isFenced: fenced, isClosed: closed)
    }

    /// cmark counts columns in bytes; diagnostics count Unicode scalars.
    public static func scalarColumn(_ line: Substring, byteColumn: Int) -> Int {
        let bytes = line.utf8.prefix(max(0, byteColumn - 1))
        return String(decoding: bytes, as: UTF8.self).unicodeScalars.count + 1
    }

    /// How many scalars of the Markdown line come before `code`, its text as cmark gives it. A tab that a
    /// container marker only partly consumed comes back as spaces, so then the first non-blank character is lined up.
    static func prefixLength(of line: Substring, code: Substring) -> Int {
        // cmark replaces NUL with U+FFFD in code, as CommonMark requires.
        let raw = line.unicodeScalars.map { $0 == "\0" ? "\u{FFFD}" : $0 }
        let text = Array(code.unicodeScalars)
        if raw.count >= text.count, raw.suffix(text.count).elementsEqual(text) { return raw.count - text.count }
        let blank = text.prefix { $0 == " " || $0 == "\t" }.count
        let rest = text.dropFirst(blank)
        if raw.count >= rest.count, raw.suffix(rest.count).elementsEqual(rest) {
            return max(0, raw.count - rest.count - blank)
        }
        return 0
    }

    static func isClosingFence(_ line: Substring, character: Unicode.Scalar, length: Int) -> Bool {
        var scalars = Array(line.unicodeScalars)
        while let last = scalars.last, last == " " || last == "\t" { scalars.removeLast() }
        var run = 0
        while run < scalars.count, scalars[scalars.count - 1 - run] == character { run += 1 }
        guard run >= length else { return false }
        return scalars.dropLast(run).allSatisfy { $0 == " " || $0 == "\t" || $0 == ">" }
    }
}

/// The lesson's fenced code blocks, as `CodeBlockScanner` finds them (indented code blocks are left out: they have
/// no info string, so they are never layout blocks).
public enum MarkdownFences {
    public static func scan(_ markdown: String) -> [FencedBlock] {
        CodeBlockScanner.scan(markdown).filter(\.isFenced)
    }

    public static func normalizingLineEndings(_ text: String) -> String {
        LessonText.normalizingLineEndings(text)
    }
}
