/// The default report: compiler-style diagnostics grouped by file, each group under a header naming the file
/// and its counts, then one summary line.
///
///     content/lessons/01-intro.md: 1 error
///     content/lessons/01-intro.md:12:5: error: broken link 'x/': the site has no folder 'x'
///      12 | See [x](x/).
///         |     ^
///
///     1 error in 1 file
public struct TextReporter: DiagnosticReporter {
    public var renderer: TextDiagnosticRenderer
    /// Appended to the summary line in parentheses (`2000 pages, 16000 links`).
    public var details: String?

    public init(renderer: TextDiagnosticRenderer = TextDiagnosticRenderer(), details: String? = nil) {
        self.renderer = renderer
        self.details = details
    }

    public func report(_ diagnostics: [Diagnostic]) -> String {
        var out = ""
        for group in DiagnosticGrouping.byFile(diagnostics) {
            let counts = DiagnosticSummary(group.diagnostics)
            out += (group.file ?? "(no file)") + ": " + counts.sentence.replacingFileCount() + "\n"
            for diagnostic in group.diagnostics {
                out += render(diagnostic)
            }
            out += "\n"
        }
        out += DiagnosticSummary(diagnostics).sentence
        if let details { out += " (\(details))" }
        return out + "\n"
    }
}

extension TextReporter {
    /// Expected diagnostics (`expect=`) are demonstrations the author asked for: one line each, without the
    /// excerpt and notes that would bury the real findings.
    func render(_ diagnostic: Diagnostic) -> String {
        guard diagnostic.expected else { return renderer.render(diagnostic) }
        var brief = diagnostic
        brief.notes = []
        var quiet = renderer
        quiet.showsSourceExcerpt = false
        return quiet.render(brief)
    }
}

extension String {
    /// A group header needs the counts but not " in 1 file".
    fileprivate func replacingFileCount() -> String {
        guard let range = range(ofSuffix: " in 1 file") else { return self }
        return String(self[..<range])
    }

    private func range(ofSuffix suffix: String) -> String.Index? {
        hasSuffix(suffix) ? index(endIndex, offsetBy: -suffix.count) : nil
    }
}
