import Foundation
import Diagnostics

/// A parsed template: a tree of literal text, variables, sections and partials, each with its source position.
public struct Template: Sendable {
    indirect enum Node: Sendable {
        case text(String, SourceLocation)
        /// `{{name}}` (escaped) or `{{{name}}}` / `{{& name}}` (raw).
        case variable(path: String, escaped: Bool, SourceLocation)
        /// `{{#name}}…{{/name}}` or, inverted, `{{^name}}…{{/name}}`.
        case section(path: String, inverted: Bool, children: [Node], SourceLocation)
        /// `{{> name}}`.
        case partial(name: String, SourceLocation)
    }

    /// Sections (`{{#…}}`, `{{^…}}`) may nest this deep; a theme needs a handful. Deeper is an error at the tag,
    /// rather than a tree that every render and every walk descends recursively.
    public static let maximumSectionDepth = 100

    /// The file as diagnostics name it.
    public var file: String
    var nodes: [Node]

    /// Parses template text. - Throws: `DiagnosticError` (code `template`) at the offending tag.
    public init(_ text: String, file: String) throws {
        self.file = file
        var parser = TemplateParser(text: text, file: file)
        nodes = try parser.parse()
    }

    /// Names of the partials this template includes, with where.
    var partialReferences: [(name: String, location: SourceLocation)] {
        var found: [(String, SourceLocation)] = []
        func walk(_ nodes: [Node]) {
            for node in nodes {
                switch node {
                case .partial(let name, let location): found.append((name, location))
                case .section(_, _, let children, _): walk(children)
                default: break
                }
            }
        }
        walk(nodes)
        return found
    }
}

/// A hand-written scanner for the `{{ }}` tag syntax; see docs/templates.md.
private struct TemplateParser {
    let scalars: [Unicode.Scalar]
    let file: String
    var index = 0
    var line = 1
    var column = 1
    /// The first scalar on the current line that is not a space or tab, found once per line: `isStandalone` asks
    /// for every tag, and rescanning a 20,000-tag line for each of them was quadratic.
    private var firstContentOnLine: (lineStart: Int, index: Int)?

    init(text: String, file: String) {
        scalars = Array(text.unicodeScalars)
        self.file = file
    }

    var location: SourceLocation { SourceLocation(file: file, line: line, column: column) }

    func error(_ message: String, at location: SourceLocation) -> DiagnosticError {
        DiagnosticError(.error("template", message, at: location))
    }

    mutating func parse() throws -> [Template.Node] {
        // Each stack frame is an open section: its tag, where it opened, and the nodes collected inside it.
        var stack: [(path: String, inverted: Bool, location: SourceLocation, nodes: [Template.Node])] =
            [("", false, location, [])]
        while index < scalars.count {
            if startsWith("{{") {
                let tagLocation = location
                let tagStart = index
                let lineStart = index - (tagLocation.column - 1)
                let (kind, name) = try readTag()
                // A section, comment or partial tag alone on its line takes the whole line with it (as in
                // Mustache), so templates can be indented freely without filling pages with blank lines.
                if "#^/!>".contains(kind), kind.count == 1, isStandalone(tagStart: tagStart, lineStart: lineStart) {
                    if case .text(let text, let textLocation)? = stack[stack.count - 1].nodes.last {
                        var trimmed = Substring(text)
                        while let last = trimmed.last, last == " " || last == "\t" { trimmed.removeLast() }
                        stack[stack.count - 1].nodes[stack[stack.count - 1].nodes.count - 1] = .text(String(trimmed), textLocation)
                    }
                    while index < scalars.count, scalars[index] == " " || scalars[index] == "\t" { advance() }
                    if index < scalars.count, scalars[index] == "\n" { advance() }
                }
                switch kind {
                case "!":
                    break
                case "#", "^":
                    guard stack.count <= Template.maximumSectionDepth else {
                        throw error("sections nest more than \(Template.maximumSectionDepth) deep", at: tagLocation)
                    }
                    stack.append((name, kind == "^", tagLocation, []))
                case "/":
                    guard stack.count > 1 else {
                        throw error("'{{/\(name)}}' closes a section that was never opened", at: tagLocation)
                    }
                    let open = stack.removeLast()
                    guard open.path == name else {
                        throw error("'{{/\(name)}}' does not match the open section '{{\(open.inverted ? "^" : "#")\(open.path)}}' (line \(open.location.line))",
                                    at: tagLocation)
                    }
                    stack[stack.count - 1].nodes.append(.section(path: open.path, inverted: open.inverted,
                                                                 children: open.nodes, open.location))
                case ">":
                    stack[stack.count - 1].nodes.append(.partial(name: name, tagLocation))
                case "{", "&":
                    stack[stack.count - 1].nodes.append(.variable(path: name, escaped: false, tagLocation))
                default:
                    stack[stack.count - 1].nodes.append(.variable(path: name, escaped: true, tagLocation))
                }
            } else {
                let textLocation = location
                var text = String.UnicodeScalarView()
                while index < scalars.count && !startsWith("{{") {
                    text.append(scalars[index])
                    advance()
                }
                stack[stack.count - 1].nodes.append(.text(String(text), textLocation))
            }
        }
        if stack.count > 1, let open = stack.last {
            throw error("section '{{\(open.inverted ? "^" : "#")\(open.path)}}' is never closed (add '{{/\(open.path)}}')",
                        at: open.location)
        }
        return stack[0].nodes
    }

    /// Reads one `{{…}}` tag at the cursor; returns its sigil (or "" for a variable) and its trimmed name.
    mutating func readTag() throws -> (kind: String, name: String) {
        let start = location
        let triple = startsWith("{{{")
        advance(triple ? 3 : 2)
        var kind = ""
        if triple {
            kind = "{"
        } else if index < scalars.count, "!#^/>&".unicodeScalars.contains(scalars[index]) {
            kind = String(scalars[index])
            advance()
        }
        let closing = triple ? "}}}" : "}}"
        var body = String.UnicodeScalarView()
        while index < scalars.count && !startsWith(closing) {
            if kind != "!" && startsWith("{{") {
                throw error("tag is not closed before the next '{{' (expected '\(closing)')", at: start)
            }
            body.append(scalars[index])
            advance()
        }
        guard index < scalars.count else { throw error("tag is not closed (expected '\(closing)')", at: start) }
        advance(closing.unicodeScalars.count)
        let name = String(body).trimmingCharacters(in: .whitespaces)
        if kind == "!" { return (kind, name) }
        guard !name.isEmpty else { throw error("empty tag name", at: start) }
        let allowed = name == "." || name.unicodeScalars.allSatisfy {
            $0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "_" || $0 == "-" || $0 == "." || $0 == "/"
        }
        guard allowed else { throw error("invalid name '\(name)' in tag (use letters, digits, '_', '-' and '.')", at: start) }
        return (kind, name)
    }

    /// True when only spaces or tabs surround the tag just read (which started at `tagStart`) on its line: before
    /// it from `lineStart`, after it up to the newline. Each line's leading blanks are scanned once.
    mutating func isStandalone(tagStart: Int, lineStart: Int) -> Bool {
        guard lineStart >= 0 else { return false }
        if firstContentOnLine?.lineStart != lineStart {
            var first = lineStart
            while first < scalars.count, scalars[first] == " " || scalars[first] == "\t" { first += 1 }
            firstContentOnLine = (lineStart, first)
        }
        guard firstContentOnLine?.index == tagStart else { return false }
        var after = index
        while after < scalars.count, scalars[after] == " " || scalars[after] == "\t" { after += 1 }
        return after == scalars.count || scalars[after] == "\n"
    }

    func startsWith(_ text: String) -> Bool {
        var offset = index
        for scalar in text.unicodeScalars {
            guard offset < scalars.count, scalars[offset] == scalar else { return false }
            offset += 1
        }
        return true
    }

    mutating func advance(_ count: Int = 1) {
        for _ in 0..<count where index < scalars.count {
            if scalars[index] == "\n" {
                line += 1
                column = 1
            } else {
                column += 1
            }
            index += 1
        }
    }
}
