import Diagnostics

/// Where a stretch of rendered output came from, so links written by templates can be traced to template lines.
public struct TemplateSegment: Sendable {
    /// UTF-8 byte range in the output.
    public var range: Range<Int>
    /// Literal template text starting at `location`, or the value of the variable tag at `location`.
    public var isLiteral: Bool
    /// For variables: the name in the tag (`lesson.content`).
    public var variable: String?
    public var location: SourceLocation
}

/// Rendered text plus its segment map.
public struct TemplateOutput: Sendable {
    public var text = ""
    public var segments: [TemplateSegment] = []
    var byteCount = 0

    mutating func append(_ piece: String, literal: Bool, variable: String?, at location: SourceLocation) {
        guard !piece.isEmpty else { return }
        let count = piece.utf8.count
        segments.append(TemplateSegment(range: byteCount..<(byteCount + count), isLiteral: literal, variable: variable,
                                        location: location))
        text += piece
        byteCount += count
    }

    /// The template location that wrote the byte at `offset`: inside literal text, the exact line and column.
    public func origin(ofByte offset: Int) -> (segment: TemplateSegment, location: SourceLocation)? {
        var low = 0, high = segments.count - 1
        while low <= high {
            let middle = (low + high) / 2
            let segment = segments[middle]
            if offset < segment.range.lowerBound {
                high = middle - 1
            } else if offset >= segment.range.upperBound {
                low = middle + 1
            } else {
                guard segment.isLiteral else { return (segment, segment.location) }
                var location = segment.location
                let utf8 = Array(text.utf8[text.utf8.index(text.utf8.startIndex, offsetBy: segment.range.lowerBound)..<text.utf8.index(text.utf8.startIndex, offsetBy: offset)])
                for scalar in String(decoding: utf8, as: UTF8.self).unicodeScalars {
                    if scalar == "\n" {
                        location.line += 1
                        location.column = 1
                    } else {
                        location.column += 1
                    }
                }
                return (segment, location)
            }
        }
        return nil
    }
}

/// Renders parsed templates against a `TemplateValue` context. Partials come from `partials` by name.
public struct TemplateRenderer {
    public var partials: [String: Template]
    static let maximumPartialDepth = 24

    public init(partials: [String: Template]) { self.partials = partials }

    /// - Throws: `DiagnosticError` for a partial that is missing or includes itself endlessly.
    public func render(_ template: Template, context: TemplateValue) throws -> TemplateOutput {
        var output = TemplateOutput()
        var stack = [context]
        try render(template.nodes, stack: &stack, into: &output, depth: 0)
        return output
    }

    /// `stack` is pushed and popped in place: a section over a 1,000-lesson list would otherwise copy the
    /// stack once per item, on every page.
    private func render(_ nodes: [Template.Node], stack: inout [TemplateValue], into output: inout TemplateOutput,
                        depth: Int) throws {
        for node in nodes {
            switch node {
            case .text(let text, let location):
                output.append(text, literal: true, variable: nil, at: location)
            case .variable(let path, let escaped, let location):
                let value = Self.lookup(path, in: stack).text
                output.append(escaped ? HTML.escape(value) : value, literal: false, variable: path, at: location)
            case .section(let path, let inverted, let children, _):
                let value = Self.lookup(path, in: stack)
                if inverted {
                    if !value.isTruthy { try render(children, stack: &stack, into: &output, depth: depth) }
                } else if case .list(let items) = value {
                    for item in items {
                        stack.append(item)
                        try render(children, stack: &stack, into: &output, depth: depth)
                        stack.removeLast()
                    }
                } else if value.isTruthy {
                    stack.append(value)
                    try render(children, stack: &stack, into: &output, depth: depth)
                    stack.removeLast()
                }
            case .partial(let name, let location):
                guard let partial = partials[name] else {
                    throw DiagnosticError(.error("template", "missing partial '\(name)'", at: location))
                }
                guard depth < Self.maximumPartialDepth else {
                    throw DiagnosticError(.error("template", "partial '\(name)' includes itself too deeply", at: location))
                }
                try render(partial.nodes, stack: &stack, into: &output, depth: depth + 1)
            }
        }
    }

    /// Resolves `a.b.c`: `a` is looked up from the innermost context outwards, then `b` and `c` inside it.
    /// `.` is the innermost context itself. A name nobody defines is `.null` (prints nothing), as in Mustache.
    static func lookup(_ path: String, in stack: [TemplateValue]) -> TemplateValue {
        if path == "." { return stack.last ?? .null }
        // Most paths are one name: look it up without splitting (this runs for every nav item of every page).
        if !path.isEmpty, !path.utf8.contains(UInt8(ascii: ".")) {
            for context in stack.reversed() {
                if let value = context[path] { return value }
            }
            return .null
        }
        let parts = path.split(separator: ".").map(String.init)
        guard let first = parts.first else { return .null }
        guard var value = stack.reversed().lazy.compactMap({ $0[first] }).first else { return .null }
        for part in parts.dropFirst() {
            guard let next = value[part] else { return .null }
            value = next
        }
        return value
    }
}
