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

    /// Whether expected diagnostics (`expect=`) are listed. When false (`coursegen check` without `--verbose`)
    /// they are only counted on the summary line, so a clean course reports in one line.
    public var listsExpected: Bool

    public init(renderer: TextDiagnosticRenderer = TextDiagnosticRenderer(), details: String? = nil,
                listsExpected: Bool = true) {
        self.renderer = renderer
        self.details = details
        self.listsExpected = listsExpected
    }

    public func report(_ diagnostics: [Diagnostic]) -> String {
        guard listsExpected else { return reportHidingExpected(diagnostics) }
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
    /// The unexpected diagnostics as `report` lists them, then the summary with the number of expected ones
    /// left out: `no problems found (11 pages); 17 expected findings not listed (--verbose lists them)`.
    func reportHidingExpected(_ diagnostics: [Diagnostic]) -> String {
        let shown = diagnostics.filter { !$0.expected }
        let hidden = diagnostics.count - shown.count
        var listing = self
        listing.listsExpected = true
        listing.details = nil
        var out = listing.report(shown)
        out.removeLast()  // the newline after the summary line
        if let details { out += " (\(details))" }
        if hidden > 0 {
            out += "; \(hidden) expected finding\(hidden == 1 ? "" : "s") not listed (--verbose lists \(hidden == 1 ? "it" : "them"))"
        }
        return out + "\n"
    }

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
