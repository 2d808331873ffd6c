/// Renders diagnostics in the compiler convention of DESIGN.md §3:
///
///     content/lessons/01-intro.md:12:5: error: unknown key 'titel'
///        12 | titel: Salom
///           |     ^
///
/// Notes follow as `path:line:col: note: message` lines.
public struct TextDiagnosticRenderer {
    public var sources: SourceTextProvider
    public var showsSourceExcerpt: Bool

    public init(sources: SourceTextProvider = FileSourceTextProvider(), showsSourceExcerpt: Bool = true) {
        self.sources = sources
        self.showsSourceExcerpt = showsSourceExcerpt
    }

    public func render(_ diagnostic: Diagnostic) -> String {
        var out = header(diagnostic.location, diagnostic.severity.rawValue, diagnostic.message,
                         expected: diagnostic.expected)
        if showsSourceExcerpt, let location = diagnostic.location {
            out += excerpt(at: location)
        }
        for note in diagnostic.notes {
            out += header(note.location, "note", note.message, expected: false)
        }
        return out
    }

    public func render(_ diagnostics: [Diagnostic]) -> String {
        diagnostics.map(render).joined()
    }

    private func header(_ location: SourceLocation?, _ kind: String, _ message: String, expected: Bool) -> String {
        let prefix = location.map { "\($0): " } ?? ""
        return prefix + kind + ": " + message + (expected ? " (expected)" : "") + "\n"
    }

    private func excerpt(at location: SourceLocation) -> String {
        guard let text = sources.line(location.line, of: location.file) else { return "" }
        let number = String(location.line)
        let gutter = String(repeating: " ", count: number.count)
        // Tabs are kept in the padding so the caret lines up however wide the terminal draws them.
        let padding = text.unicodeScalars.prefix(max(0, location.column - 1)).map { $0 == "\t" ? "\t" : " " }
        return " \(number) | \(text)\n \(gutter) | \(padding.joined())^\n"
    }
}
