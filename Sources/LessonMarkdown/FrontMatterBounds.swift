/// Where a lesson's front matter ends: the YAML between a first line `---` and the next line `---` (or `...`).
/// The build reads the Markdown after it; the code-block scanner skips the same lines, so a YAML value that looks
/// like a fence never opens a block.
public enum FrontMatterBounds: Equatable, Sendable {
    /// The first line is not `---`.
    case none
    /// The first line is `---` and nothing closes it.
    case unclosed
    /// The 0-based index of the closing line.
    case closed(atLine: Int)

    /// Looks at `lines`, the text split on `\n` (line endings already normalized).
    public static func find(in lines: [Substring]) -> FrontMatterBounds {
        guard let first = lines.first, trimmingTrailingWhitespace(first) == "---" else { return .none }
        for index in lines.indices.dropFirst() {
            let line = trimmingTrailingWhitespace(lines[index])
            if line == "---" || line == "..." { return .closed(atLine: index) }
        }
        return .unclosed
    }

    /// The 1-based line where the Markdown body starts (1 without front matter).
    public var bodyStartLine: Int {
        if case .closed(let index) = self { return index + 2 }
        return 1
    }

    public static func trimmingTrailingWhitespace(_ line: Substring) -> Substring {
        var end = line.endIndex
        while end > line.startIndex, let scalar = line[line.index(before: end)].unicodeScalars.first,
              scalar.properties.isWhitespace {
            end = line.index(before: end)
        }
        return line[line.startIndex..<end]
    }
}
