import LayoutFrames

/// The block's diagnostics as the page lists them under the preview: message, the constraints involved (the
/// notes), and the Markdown lines, which the page links to the highlighted code.
enum DiagnosticsPanel {
    static func html(_ diagnostics: [FrameDiagnostic], strings: PreviewStrings) -> String {
        guard !diagnostics.isEmpty else { return "" }
        var html = "<ul class=\"cg-diagnostics\">"
        for diagnostic in diagnostics {
            let severity = ["error", "warning", "note"].contains(diagnostic.severity) ? diagnostic.severity : "error"
            let expected = diagnostic.expected == true
            let where_ = diagnostic.line.map { line in
                "<span class=\"cg-ln\" data-line=\"\(line)\">"
                    + HTMLText.escape(strings.line(line, column: diagnostic.column)) + "</span> "
            } ?? ""
            html += "<li class=\"cg-diag cg-\(severity)\(expected ? " cg-expected" : "")\""
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
