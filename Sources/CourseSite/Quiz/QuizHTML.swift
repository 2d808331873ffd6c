import Foundation

/// Draws a quiz. Without JavaScript the question and the options show, and the answer waits in a `<details>`;
/// `site.js` grades a pick (`data-answer`, or for `where` the frame in `data-target` grown by `data-tol`) and
/// fills the picture of a `where` quiz from the preview's own initial state on the page.
enum QuizHTML {
    static func render(_ quiz: Quiz, outcome: QuizOutcome, strings: [String: String]) -> String {
        func t(_ key: String, _ fallback: String) -> String { HTML.escape(strings[key] ?? fallback) }
        let options = outcome.options ?? quiz.options
        let id = "cg-quiz-\(quiz.number)"
        var attributes = "class=\"quiz\" id=\"\(id)\" data-quiz=\"\(quiz.kind.rawValue)\""
            + " data-ok=\"\(t("quiz_right", "Right"))\" data-no=\"\(t("quiz_wrong", "Not quite"))\""
        if let correct = outcome.correct { attributes += " data-answer=\"\(correct)\"" }
        if quiz.kind == .where, let target = outcome.target {
            attributes += " data-preview=\"\(HTML.escape(quiz.preview ?? ""))\" data-view=\"\(HTML.escape(quiz.view ?? ""))\""
                + " data-target=\"\(target.map(number).joined(separator: " "))\" data-tol=\"\(number(quiz.tolerance))\""
            if outcome.hidesView { attributes += " data-hide" }
        }
        var html = "<section \(attributes)><p class=\"quiz-label\">\(t("quiz_label", "Question"))</p>"
            + "<p class=\"quiz-q\">\(inline(quiz.question))</p>"
        if quiz.kind == .where {
            html += "<p class=\"quiz-hint\">\(t("quiz_where_hint", "Click where the view will be."))</p>"
                + "<div class=\"quiz-pic\" hidden></div>"
        } else {
            html += "<ol class=\"quiz-options\">"
            for (index, option) in options.enumerated() {
                html += "<li><label><input type=\"radio\" name=\"\(id)\" value=\"\(index)\"> \(inline(option.text))</label></li>"
            }
            html += "</ol>"
        }
        html += "<p class=\"quiz-fb\" aria-live=\"polite\"></p><details class=\"quiz-answer\"><summary>"
            + t("quiz_answer", "Answer") + "</summary>"
        if let correct = outcome.correct, correct < options.count {
            html += "<p><strong>\(correct + 1). \(inline(options[correct].text))</strong></p>"
        } else if let text = outcome.answerText {
            html += "<p><strong>\(inline(text))</strong></p>"
        }
        if options.contains(where: { $0.explain != nil }) {
            html += "<ol class=\"quiz-why\">"
            for option in options { html += "<li>" + inline(option.explain ?? "") + "</li>" }
            html += "</ol>"
        }
        if let explain = quiz.explain { html += "<p>\(inline(explain))</p>" }
        return html + "</details></section>\n"
    }

    /// Escapes the text and turns `code` spans into `<code>`.
    static func inline(_ text: String) -> String {
        let parts = HTML.escape(text).split(separator: "`", omittingEmptySubsequences: false)
        guard parts.count >= 3 else { return HTML.escape(text) }
        var out = ""
        for (index, part) in parts.enumerated() {
            if index % 2 == 1 && index < parts.count - 1 { out += "<code>\(part)</code>" } else {
                out += (index % 2 == 1 ? "`" : "") + part
            }
        }
        return out
    }

    static func number(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(format: "%.2f", value)
    }
}
