import CCmarkGFM
import Diagnostics
import Foundation
import LessonMarkdown

/// Walks a parsed lesson and applies the course's transforms in place. One instance per document.
struct TreeTransformer {
    let context: MarkdownContext
    /// The Markdown body split into lines, to turn cmark's byte columns into character columns.
    let lines: [Substring]

    private(set) var headings: [HeadingInfo] = []
    private(set) var references: [PageSourceMap.Reference] = []
    private(set) var ids: [String: SourceLocation] = [:]
    private(set) var codeBlocks: [LessonCodeBlock] = []
    private(set) var copies: [(source: URL, outputPath: String)] = []
    private(set) var diagnostics: [Diagnostic] = []
    /// Nodes taken out of the tree that must outlive rendering.
    private(set) var detached: [OpaquePointer] = []
    private var sections: [SearchSection] = []
    /// Per Markdown line, where the last autolink found on it ended (`linkLocation(of:)`).
    private var searchCursor: [Int: Substring.Index] = [:]

    init(context: MarkdownContext, lines: [Substring]) {
        self.context = context
        self.lines = lines
    }

    mutating func run(_ document: OpaquePointer) {
        var headingNodes: [OpaquePointer] = []
        let codeNodes = CodeBlockScanner.blocks(in: document, lines: lines, bodyStartLine: context.bodyStartLine)
        var linkNodes: [OpaquePointer] = []
        var htmlNodes: [OpaquePointer] = []
        var sectionText: [(heading: OpaquePointer?, text: String)] = [(nil, "")]
        var headingDepth = 0

        guard let iterator = cmark_iter_new(document) else { return }
        while true {
            let event = cmark_iter_next(iterator)
            if event == CMARK_EVENT_DONE { break }
            guard let node = cmark_iter_get_node(iterator) else { continue }
            let type = cmark_node_get_type(node)
            if event == CMARK_EVENT_EXIT {
                if type == CMARK_NODE_HEADING { headingDepth -= 1 }
                // Block ends (paragraphs, list items, table cells) separate words in the search text.
                if type.rawValue & UInt32(CMARK_NODE_TYPE_MASK) == UInt32(CMARK_NODE_TYPE_BLOCK) {
                    sectionText[sectionText.count - 1].text += " "
                }
                continue
            }
            switch type {
            case CMARK_NODE_HEADING:
                headingNodes.append(node)
                sectionText.append((node, ""))
                headingDepth += 1
            case CMARK_NODE_LINK, CMARK_NODE_IMAGE:
                linkNodes.append(node)
            case CMARK_NODE_HTML_BLOCK, CMARK_NODE_HTML_INLINE:
                htmlNodes.append(node)
            case CMARK_NODE_TEXT, CMARK_NODE_CODE:
                if headingDepth == 0 { sectionText[sectionText.count - 1].text += literal(node) }
            case CMARK_NODE_SOFTBREAK, CMARK_NODE_LINEBREAK:
                if headingDepth == 0 { sectionText[sectionText.count - 1].text += " " }
            default:
                break
            }
        }
        cmark_iter_free(iterator)

        let headingIDs = assignHeadingIDs(headingNodes)
        for (node, text) in sectionText {
            let id = node.flatMap { headingIDs[$0] }
            let title = node.map { plainText($0) } ?? ""
            let trimmed = text.split(whereSeparator: { $0.isWhitespace }).joined(separator: " ")
            if node == nil && trimmed.isEmpty { continue }
            sections.append(SearchSection(id: id, title: title, text: trimmed))
        }
        rewriteLinks(linkNodes)
        recordRawHTML(htmlNodes)
        // In document order: a page URL written more than once is matched to its occurrences in turn.
        references = references.enumerated().sorted { a, b in
            (a.element.location.line, a.element.location.column, a.offset)
                < (b.element.location.line, b.element.location.column, b.offset)
        }.map(\.element)
        replaceCodeBlocks(codeNodes)
        replaceHeadings(headingNodes, ids: headingIDs)
    }

    func finishSections() -> [SearchSection] { sections }

    // MARK: Locations

    /// The file location of a node; inline nodes without a position use their parent's.
    func location(of node: OpaquePointer) -> SourceLocation {
        var current: OpaquePointer? = node
        while let candidate = current, cmark_node_get_start_line(candidate) == 0 {
            current = cmark_node_parent(candidate)
        }
        guard let found = current else { return SourceLocation(file: context.file, line: context.bodyStartLine) }
        let line = Int(cmark_node_get_start_line(found))
        let byteColumn = max(1, Int(cmark_node_get_start_column(found)))
        return SourceLocation(file: context.file, line: context.bodyStartLine + line - 1,
                              column: characterColumn(line: line, byteColumn: byteColumn))
    }

    private func characterColumn(line: Int, byteColumn: Int) -> Int {
        guard line >= 1, line <= lines.count else { return byteColumn }
        return CodeBlockScanner.scalarColumn(lines[line - 1], byteColumn: byteColumn)
    }

    // MARK: Headings

    /// Explicit `{#id}` ids first (so automatic ids avoid them), then automatic ids in document order.
    private mutating func assignHeadingIDs(_ nodes: [OpaquePointer]) -> [OpaquePointer: String] {
        var explicit: [OpaquePointer: String] = [:]
        for node in nodes {
            switch ExplicitHeadingID.strip(from: node) {
            case .none:
                break
            case .id(let id):
                if ids[id] != nil {
                    diagnostics.append(.warning("duplicate-id", "the id '\(id)' is used by two headings", at: location(of: node),
                                                notes: ids[id].map { [.init("first used here", at: $0)] } ?? []))
                }
                explicit[node] = id
                ids[id] = location(of: node)
            case .invalid(let text):
                diagnostics.append(.warning("heading-id", "'\(text)' is not a valid heading id (write {#some-id}: no spaces or quotes); an automatic id is used",
                                            at: location(of: node)))
            }
        }
        var registry = HeadingIDRegistry(reserved: Set(explicit.values))
        var result: [OpaquePointer: String] = [:]
        for node in nodes {
            let id = explicit[node] ?? registry.automaticID(for: plainText(node))
            result[node] = id
            if explicit[node] == nil { ids[id] = location(of: node) }
            headings.append(HeadingInfo(level: Int(cmark_node_get_heading_level(node)), id: id, text: plainText(node),
                                        location: location(of: node)))
        }
        return result
    }

    /// Replaces each heading by `<hN id="…">children<a class="heading-anchor" href="#…">#</a></hN>`, built from
    /// custom nodes because cmark has no attribute syntax.
    private mutating func replaceHeadings(_ nodes: [OpaquePointer], ids: [OpaquePointer: String]) {
        for node in nodes {
            guard let id = ids[node], let block = cmark_node_new(CMARK_NODE_CUSTOM_BLOCK),
                  let inline = cmark_node_new(CMARK_NODE_CUSTOM_INLINE) else { continue }
            let level = Int(cmark_node_get_heading_level(node))
            let escaped = HTML.escape(id)
            cmark_node_set_on_enter(inline, "<h\(level) id=\"\(escaped)\">")
            cmark_node_set_on_exit(inline, "<a class=\"heading-anchor\" href=\"#\(escaped)\" aria-label=\"\(HTML.escape(context.anchorLabel))\">#</a></h\(level)>")
            cmark_node_append_child(block, inline)
            while let child = cmark_node_first_child(node) {
                cmark_node_append_child(inline, child)
            }
            cmark_node_insert_before(node, block)
            cmark_node_unlink(node)
            detached.append(node)
            references.append(PageSourceMap.Reference(url: "#" + id, location: location(of: node)))
        }
    }

    /// The text of a node's descendants, markup removed.
    func plainText(_ node: OpaquePointer) -> String {
        var text = ""
        guard let iterator = cmark_iter_new(node) else { return text }
        while true {
            let event = cmark_iter_next(iterator)
            if event == CMARK_EVENT_DONE { break }
            guard event == CMARK_EVENT_ENTER, let child = cmark_iter_get_node(iterator) else { continue }
            let type = cmark_node_get_type(child)
            // Inline HTML is markup too: `## Salom <em>dunyo</em>` reads "Salom dunyo" (TOC text and id).
            if type == CMARK_NODE_TEXT || type == CMARK_NODE_CODE { text += literal(child) }
            if type == CMARK_NODE_SOFTBREAK || type == CMARK_NODE_LINEBREAK { text += " " }
        }
        cmark_iter_free(iterator)
        return text.trimmingCharacters(in: .whitespaces)
    }

    func literal(_ node: OpaquePointer) -> String {
        cmark_node_get_literal(node).map { String(cString: $0) } ?? ""
    }

    // MARK: Links

    private mutating func rewriteLinks(_ nodes: [OpaquePointer]) {
        for node in nodes {
            let original = cmark_node_get_url(node).map { String(cString: $0) } ?? ""
            let rewritten = context.rewriteLink(original)
            if rewritten.url != original { cmark_node_set_url(node, rewritten.url) }
            if let copy = rewritten.copy { copies.append(copy) }
            references.append(PageSourceMap.Reference(url: rewritten.url, location: linkLocation(of: node)))
        }
    }

    /// Where a link stands. cmark-gfm gives its autolinks (`https://…` in running text) no position of their own,
    /// and a `<https://…>` autolink one past its end; those are found by their text in the lines from their
    /// paragraph's start on, each occurrence once, so a repeated URL lands on its own place.
    private mutating func linkLocation(of node: OpaquePointer) -> SourceLocation {
        let own = location(of: node)
        let bodyLine = own.line - context.bodyStartLine + 1
        guard bodyLine >= 1, !lines.isEmpty else { return own }
        let positioned = cmark_node_get_start_line(node) != 0
        if positioned, bodyLine <= lines.count,
           Int(cmark_node_get_start_column(node)) <= lines[bodyLine - 1].utf8.count { return own }
        guard let textNode = cmark_node_first_child(node) else { return own }
        let text = literal(textNode)
        guard !text.isEmpty else { return own }
        // From the paragraph's column on its first line (an unpositioned autolink), from the start of the line (a
        // positioned one whose column is past the line's end), or past the last autolink found on that line.
        let startLine = min(bodyLine, lines.count)
        let first = lines[startLine - 1]
        var from = searchCursor[startLine] ?? first.unicodeScalars.index(
            first.startIndex, offsetBy: positioned ? 0 : max(0, own.column - 1), limitedBy: first.endIndex)
        for lineNumber in startLine...lines.count {
            let lineText = lines[lineNumber - 1]
            if let range = lineText[(from ?? lineText.startIndex)...].range(of: text) {
                searchCursor[lineNumber] = range.upperBound
                let column = lineText[..<range.lowerBound].unicodeScalars.count + 1
                return SourceLocation(file: own.file, line: context.bodyStartLine + lineNumber - 1, column: column)
            }
            from = searchCursor[lineNumber + 1]
        }
        return own
    }

    /// Raw HTML in the lesson (`<img src="…">`, `<a href="…">`, `<span id="…">`) is published as written: its
    /// URLs and ids are traced to where they stand in the Markdown, so `check` reports them at their line and
    /// column instead of the lesson's first line.
    private mutating func recordRawHTML(_ nodes: [OpaquePointer]) {
        for node in nodes {
            let html = literal(node)
            let start = location(of: node)
            let bytes = Array(html.utf8)
            for attribute in PageReferenceScanner.scan(html) {
                let before = bytes[..<min(attribute.offset, bytes.count)]
                let newlines = before.filter { $0 == UInt8(ascii: "\n") }.count
                let lineStart = (before.lastIndex(of: UInt8(ascii: "\n")).map { $0 + 1 }) ?? 0
                let columnInLine = String(decoding: bytes[lineStart..<before.endIndex], as: UTF8.self)
                    .unicodeScalars.count
                let column = newlines == 0 ? start.column + columnInLine : columnInLine + 1
                let location = SourceLocation(file: start.file, line: start.line + newlines, column: column)
                if attribute.name == "id" {
                    if ids[attribute.value] == nil { ids[attribute.value] = location }
                    continue
                }
                let urls = attribute.name == "srcset" ? PageReferenceScanner.srcsetURLs(attribute.value)
                    : [attribute.value]
                for url in urls { references.append(PageSourceMap.Reference(url: url, location: location)) }
            }
        }
    }

    // MARK: Code blocks

    private mutating func replaceCodeBlocks(_ nodes: [(node: OpaquePointer, block: FencedBlock)]) {
        for (index, (node, fenced)) in nodes.enumerated() {
            codeBlocks.append(LessonCodeBlock(index: index, info: fenced.infoString, code: literal(node),
                                              fenceLine: fenced.fenceLine, firstCodeLine: fenced.firstCodeLine,
                                              block: fenced))
        }
        let previews = codeBlocks.contains(where: \.isLayoutBlock) ? context.renderPreviews(codeBlocks) : [:]
        let layoutBlocks = codeBlocks.filter(\.isLayoutBlock)
        // The ids the preview renderer gives the same blocks (PreviewBlockIDs), so the wrapper and the player agree.
        let ids = PreviewBlockIDs.assign(explicitIDs: layoutBlocks.map { BlockAttributes.parse($0.info)["id"] },
                                         slug: context.slug)
        var previewNumber = 0
        var quizNumber = 0
        for ((node, _), block) in zip(nodes, codeBlocks) {
            var html = CodeBlockHTML.render(block, copyLabel: context.copyLabel)
            if QuizParser.isQuiz(block) {
                quizNumber += 1
                let parsed = QuizParser.parse(block, number: quizNumber, file: context.file)
                diagnostics += parsed.diagnostics
                if let quiz = parsed.quiz {
                    var outcome = quiz.kind == .choice ? QuizOutcome(correct: quiz.answerOption)
                        : context.resolveQuiz(quiz, ids.map(\.id))
                    diagnostics += outcome.diagnostics
                    outcome.diagnostics = []
                    html = QuizHTML.render(quiz, outcome: outcome, strings: context.strings)
                }
            } else if block.isLayoutBlock {
                let id = ids[previewNumber].id
                if let diff = extendsDiff(block, earlier: Array(zip(layoutBlocks, ids.map(\.id)).prefix(previewNumber))) {
                    html = diff
                }
                previewNumber += 1
                html = "<div class=\"layout-block\" data-preview-id=\"\(HTML.escape(id))\">" + html
                    + PreviewImageLinks.rewrite(previews[block.index] ?? "", context.rewriteLink, copies: &copies) + "</div>"
            } else if let nearMiss = block.block.previewNearMiss(file: context.file) {
                // `swift preveiw`: meant as a layout block (LessonMarkdown's PreviewInfoNearMiss).
                diagnostics.append(nearMiss)
            }
            if !block.isLayoutBlock && !block.block.isClosed {
                // A layout block's runner reports this as an error of the block; any other block only shows
                // prose as code, which the author may not notice.
                diagnostics.append(.warning("unclosed-fence",
                    "code block opened here is never closed: it takes in everything after it up to the end of the "
                    + "file, block quote or list item; add a closing \(block.block.fence) line after its code",
                    at: SourceLocation(file: context.file, line: block.fenceLine, column: block.block.fenceColumn)))
            }
            guard let replacement = cmark_node_new(CMARK_NODE_CUSTOM_BLOCK) else { continue }
            cmark_node_set_on_enter(replacement, html)
            cmark_node_insert_before(node, replacement)
            cmark_node_unlink(node)
            detached.append(node)
        }
    }
}

extension TreeTransformer {
    /// A layout block with `extends=id` is shown as a diff of the earlier block with that id; an id no earlier
    /// layout block of the lesson has is a warning at the attribute, and the block is shown whole.
    mutating func extendsDiff(_ block: LessonCodeBlock, earlier: [(LessonCodeBlock, String)]) -> String? {
        let attributes = BlockAttributes.parse(block.info)
        guard let name = attributes["extends"], let attribute = attributes.attribute("extends") else { return nil }
        guard let base = earlier.last(where: { $0.1 == name })?.0 else {
            diagnostics.append(.warning("block-attribute",
                "extends=\(name) names no earlier layout block of this lesson (known: "
                + (earlier.isEmpty ? "none" : earlier.map(\.1).joined(separator: ", ")) + "); the whole code is shown",
                at: SourceLocation(file: context.file, line: block.fenceLine,
                                   column: block.block.infoColumn + attribute.offset(ofValueIndex: 0))))
            return nil
        }
        return CodeDiffHTML.render(block, base: base.code, copyLabel: context.copyLabel, showAllLabel: context.showAllLabel)
    }
}

/// Finds and removes `{#id}` at the end of a heading's text.
enum ExplicitHeadingID {
    enum Result: Equatable {
        case none
        case id(String)
        /// `{#…}` was there but is not a usable id; it is removed anyway so it never shows up on the page.
        case invalid(String)
    }

    /// Parses `text` (the heading's last text run): returns the text without the suffix and the result.
    static func parse(_ text: String) -> (rest: String, result: Result) {
        var trimmed = Substring(text)
        while let last = trimmed.last, last.isWhitespace { trimmed.removeLast() }
        guard trimmed.hasSuffix("}"), let open = trimmed.range(of: "{#", options: .backwards) else { return (text, .none) }
        let inner = trimmed[open.upperBound..<trimmed.index(before: trimmed.endIndex)]
        var rest = trimmed[..<open.lowerBound]
        while let last = rest.last, last.isWhitespace { rest.removeLast() }
        let forbidden: Set<Character> = ["\"", "'", "<", ">", "{", "}", "#", "&"]
        if inner.isEmpty || inner.contains(where: { $0.isWhitespace || forbidden.contains($0) }) {
            return (String(rest), .invalid(String(trimmed[open.lowerBound...])))
        }
        return (String(rest), .id(String(inner)))
    }

    static func strip(from heading: OpaquePointer) -> Result {
        guard let last = cmark_node_last_child(heading), cmark_node_get_type(last) == CMARK_NODE_TEXT,
              let literal = cmark_node_get_literal(last) else { return .none }
        let (rest, result) = parse(String(cString: literal))
        if result != .none { cmark_node_set_literal(last, rest) }
        return result
    }
}
