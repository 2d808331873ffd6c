import CYAML
import Diagnostics

/// Parses one YAML document with libyaml into a `YAMLNode` tree that keeps source positions.
///
/// Anchors and aliases are resolved by copying; tags are ignored (every scalar stays text, callers convert).
/// Copies are bounded: the whole document, every alias expanded, may hold at most `maximumExpandedValues` values,
/// so an alias bomb ("billion laughs": each level aliasing the one before ten times) is a located error at the
/// alias that crosses the bound, instead of a tree that is exponentially large to walk.
public enum YAMLParser {
    /// The most values (scalars, lists and mappings, counting every alias's copy) one document may expand to.
    /// A course.yml of 10,000 lessons is about 10,500.
    public static let maximumExpandedValues = 1_000_000

    /// The deepest nesting of lists and mappings accepted (aliases count with the depth of what they copy).
    /// Course files need a handful of levels; a limit keeps `[[[…]]]` 50,000 deep from exhausting the stack when
    /// the tree is walked or freed.
    public static let maximumDepth = 512

    /// Parses `text`. `lineOffset` is added to every line, for front matter that starts below line 1.
    /// - Returns: the root node, or nil for an empty document.
    /// - Throws: `DiagnosticError` with code `yaml` at the position libyaml reports.
    public static func parse(_ text: String, file: String, lineOffset: Int = 0) throws -> YAMLNode? {
        var bytes = Array(text.utf8)
        if bytes.isEmpty { bytes = [0x0A] }
        return try bytes.withUnsafeBufferPointer { buffer -> YAMLNode? in
            var parser = yaml_parser_t()
            guard yaml_parser_initialize(&parser) == 1 else {
                throw DiagnosticError(.error("yaml", "cannot initialize the YAML parser", at: SourceLocation(file: file, line: 1)))
            }
            defer { yaml_parser_delete(&parser) }
            yaml_parser_set_input_string(&parser, buffer.baseAddress, buffer.count)
            yaml_parser_set_encoding(&parser, YAML_UTF8_ENCODING)
            var builder = TreeBuilder(file: file, lineOffset: lineOffset)
            while true {
                var event = yaml_event_t()
                guard yaml_parser_parse(&parser, &event) == 1 else {
                    let lineCount = text.split(separator: "\n", omittingEmptySubsequences: false).count
                    throw DiagnosticError(builder.syntaxError(parser, lineCount: lineCount))
                }
                defer { yaml_event_delete(&event) }
                if event.type == YAML_STREAM_END_EVENT { break }
                // Only the first document matters; a second one is ignored rather than silently merged.
                if event.type == YAML_DOCUMENT_END_EVENT { builder.finishedDocument = true }
                try builder.handle(event)
            }
            return builder.root
        }
    }
}

/// Assembles libyaml's event stream into nodes.
private struct TreeBuilder {
    let file: String
    let lineOffset: Int
    var root: YAMLNode?
    var finishedDocument = false
    /// Open collections: their start mark, anchor, the items collected so far and the greatest height among them
    /// (a scalar's height is 0, a collection's is one more than its tallest item).
    private var stack: [(start: YAMLMark, anchor: String?, isMapping: Bool, items: [YAMLNode], height: Int,
                         size: Int)] = []
    /// Per anchor: its node, its height and how many values it expands to.
    private var anchors: [String: (node: YAMLNode, height: Int, size: Int)] = [:]

    init(file: String, lineOffset: Int) {
        self.file = file
        self.lineOffset = lineOffset
    }

    func mark(_ mark: yaml_mark_t) -> YAMLMark {
        YAMLMark(line: Int(mark.line) + 1 + lineOffset, column: Int(mark.column) + 1, offset: Int(mark.index))
    }

    /// libyaml's problem, at its position. When the problem is only noticed at the end of the text (an unclosed
    /// `[` or quote), the position is past the YAML, on the front matter's closing `---`: the place where the
    /// unclosed construct started (libyaml's context mark) is then the useful location.
    func syntaxError(_ parser: yaml_parser_t, lineCount: Int) -> Diagnostic {
        let problem = parser.problem.map { String(cString: $0) } ?? "malformed YAML"
        let context = parser.context.map { String(cString: $0) }
        var message = "invalid YAML: \(problem)"
        if let context { message += " (\(context))" }
        let problemAt = mark(parser.problem_mark)
        let contextAt = mark(parser.context_mark)
        let atEnd = Int(parser.problem_mark.line) + 1 >= lineCount && context != nil
        let primary = atEnd ? contextAt : problemAt
        var notes: [Diagnostic.Note] = []
        if context != nil, !atEnd, contextAt != problemAt {
            notes.append(.init(context ?? "", at: SourceLocation(file: file, line: contextAt.line, column: contextAt.column)))
        }
        return .error("yaml", message, at: SourceLocation(file: file, line: primary.line, column: primary.column), notes: notes)
    }

    mutating func handle(_ event: yaml_event_t) throws {
        guard !finishedDocument else { return }
        let start = mark(event.start_mark), end = mark(event.end_mark)
        switch event.type {
        case YAML_SCALAR_EVENT:
            let data = event.data.scalar
            let text = data.value.map { String(decoding: UnsafeBufferPointer(start: $0, count: Int(data.length)), as: UTF8.self) } ?? ""
            let plain = data.style == YAML_PLAIN_SCALAR_STYLE
            let node = YAMLNode(.scalar(text, plain: plain), start: start, end: end)
            if let anchor = data.anchor { anchors[String(cString: anchor)] = (node, 0, 1) }
            try add(node, height: 0, size: 1, at: start)
        case YAML_SEQUENCE_START_EVENT:
            try checkDepth(stack.count + 1, at: start)
            stack.append((start, event.data.sequence_start.anchor.map { String(cString: $0) }, false, [], 0, 1))
        case YAML_MAPPING_START_EVENT:
            try checkDepth(stack.count + 1, at: start)
            stack.append((start, event.data.mapping_start.anchor.map { String(cString: $0) }, true, [], 0, 1))
        case YAML_SEQUENCE_END_EVENT, YAML_MAPPING_END_EVENT:
            guard let open = stack.popLast() else { return }
            let value: YAMLNode.Value
            if open.isMapping {
                var pairs: [(key: YAMLNode, value: YAMLNode)] = []
                var index = 0
                while index + 1 < open.items.count {
                    pairs.append((open.items[index], open.items[index + 1]))
                    index += 2
                }
                value = .mapping(pairs)
            } else {
                value = .sequence(open.items)
            }
            let node = YAMLNode(value, start: open.start, end: end)
            let height = open.height + 1
            if let anchor = open.anchor { anchors[anchor] = (node, height, open.size) }
            try add(node, height: height, size: open.size, at: open.start)
        case YAML_ALIAS_EVENT:
            let name = event.data.alias.anchor.map { String(cString: $0) } ?? ""
            guard let anchored = anchors[name] else {
                throw DiagnosticError(.error("yaml", "invalid YAML: unknown alias '*\(name)'",
                                             at: SourceLocation(file: file, line: start.line, column: start.column)))
            }
            var node = anchored.node
            node.start = start
            node.end = end
            try add(node, height: anchored.height, size: anchored.size, at: start)
        default:
            break
        }
    }

    /// `depth` levels of lists and mappings are open at `mark`: an error past `YAMLParser.maximumDepth`.
    private func checkDepth(_ depth: Int, at mark: YAMLMark) throws {
        guard depth > YAMLParser.maximumDepth else { return }
        throw DiagnosticError(.error("yaml", "YAML nested too deeply: more than \(YAMLParser.maximumDepth) levels of lists and mappings",
                                     at: SourceLocation(file: file, line: mark.line, column: mark.column)))
    }

    /// Adds a finished value of `size` values (itself and everything below it, aliases expanded).
    private mutating func add(_ node: YAMLNode, height: Int, size: Int, at mark: YAMLMark) throws {
        // An alias copies its anchor's whole subtree, so it can nest deeper than the text shows.
        try checkDepth(stack.count + height, at: mark)
        // Copies share storage, so only the count can grow exponentially; every open collection's count includes
        // all it holds so far, and the document's is the outermost one's.
        let total = size + (stack.last?.size ?? 0)
        guard total <= YAMLParser.maximumExpandedValues else {
            throw DiagnosticError(.error("yaml", "YAML aliases expand to more than \(YAMLParser.maximumExpandedValues) "
                                         + "values; write the values out instead of nesting aliases of aliases",
                                         at: SourceLocation(file: file, line: mark.line, column: mark.column)))
        }
        if stack.isEmpty {
            if root == nil { root = node }
        } else {
            stack[stack.count - 1].items.append(node)
            stack[stack.count - 1].height = max(stack[stack.count - 1].height, height)
            stack[stack.count - 1].size += size
        }
    }
}
