import LayoutFrames

/// The block's diagnostics as the page lists them under the preview: message, the constraints involved (the
/// notes), and the Markdown lines, which the page links to the highlighted code.
enum DiagnosticsPanel {
    /// Each item has the id `<block id>-diag-<n>`, which the stopped-run banner links to.
    static func html(_ diagnostics: [FrameDiagnostic], blockID: String = "", strings: PreviewStrings) -> String {
        guard !diagnostics.isEmpty else { return "" }
        var html = "<ul class=\"cg-diagnostics\">"
        for (index, diagnostic) in diagnostics.enumerated() {
            let severity = ["error", "warning", "note"].contains(diagnostic.severity) ? diagnostic.severity : "error"
            let expected = diagnostic.expected == true
            let where_ = diagnostic.line.map { line in
                "<span class=\"cg-ln\" data-line=\"\(line)\">"
                    + HTMLText.escape(strings.line(line, column: diagnostic.column)) + "</span> "
            } ?? ""
            html += "<li id=\"\(blockID)-diag-\(index)\" class=\"cg-diag cg-\(severity)\(expected ? " cg-expected" : "")\""
                + (diagnostic.line.map { " data-line=\"\($0)\"" } ?? "") + ">"
            html += where_ + "<b>\(HTMLText.escape(strings.severity(severity, expected: expected)))</b> "
                + "<span class=\"cg-code\">[\(HTMLText.escape(diagnostic.code))]</span> "
                + HTMLText.escape(diagnostic.message)
            if let notes = diagnostic.notes, !notes.isEmpty {
                html += "<ul>"
                for note in notes {
                    html += "<li" + (note.line.map { " data-line=\"\($0)\"" } ?? "") + ">"
                        + (note.line.map { "<span class=\"cg-ln\">\(HTMLText.escape(strings.line($0)))</span> " } ?? "")
                        + HTMLText.escape(note.message) + "</li>"
                }
                html += "</ul>"
            }
            html += "</li>"
        }
        return html + "</ul>"
    }
}

/// Which diagnostics mean the block's code stopped running: errors other than the layout's own findings
/// (a conflict or an ambiguity breaks or guesses a constraint, and layout goes on).
enum StoppedRun {
    static let layoutFindings: Set<String> = ["conflict", "ambiguous", "scroll-content-ambiguous", "outside-superview",
                                              "truncated-text"]

    static func stops(_ diagnostic: FrameDiagnostic) -> Bool {
        diagnostic.severity == "error" && !layoutFindings.contains(diagnostic.code)
    }
}
