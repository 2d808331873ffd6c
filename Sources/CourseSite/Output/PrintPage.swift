import Foundation

/// The whole course on one page (`print.html`, from the theme's optional `templates/print.html`), for reading
/// offline and printing: each lesson's body as its own page has it, previews drawn in their first state (the
/// page loads no preview player), quizzes with their answers in `<details>`.
enum PrintPage {
    static let path = "print.html"
    static let bodyStart = "<div class=\"lesson-body\">"
    static let bodyEnd = "<!-- /lesson-body -->"

    /// The lesson body of a lesson page written from `templates/lesson.html` (between `bodyStart` and `bodyEnd`).
    static func body(ofLessonPage page: String) -> String? {
        guard let start = page.range(of: bodyStart), let end = page.range(of: bodyEnd, range: start.upperBound..<page.endIndex)
        else { return nil }
        return String(page[start.upperBound..<end.lowerBound])
    }

    /// A lesson body moved from `lessons/<slug>/index.html` to the site root: `../../` leaves the links, and ids
    /// (with every reference to them) take the prefix `<slug>--`, so the lessons' ids stay unique on one page.
    static func relocate(_ html: String, slug: String) -> String {
        // On paper a closed <details> cannot be opened: the quizzes' answers are printed open.
        var text = withoutPlayerData(html).replacingOccurrences(of: "<details class=\"quiz-answer\">",
                                                                with: "<details class=\"quiz-answer\" open>")
        // `cg-static`: a preview with no player behind it (tools that look for live previews skip it).
        text = text.replacingOccurrences(of: "<div class=\"cg-preview\" ", with: "<div class=\"cg-preview cg-static\" ")
        text = text.replacingOccurrences(of: "=\"../../", with: "=\"").replacingOccurrences(of: "url(../../", with: "url(")
        let prefix = slug + "--"
        for attribute in ["id", "for", "aria-controls", "aria-labelledby", "aria-describedby", "name"] {
            text = text.replacingOccurrences(of: " \(attribute)=\"", with: " \(attribute)=\"\(prefix)")
        }
        return text.replacingOccurrences(of: "href=\"#", with: "href=\"#\(prefix)")
            .replacingOccurrences(of: "url(#", with: "url(#\(prefix)")
    }

    static let playerDataStart = "<script type=\"application/json\" class=\"cg-data\">"

    /// The body without the previews' player data (every state, device and width: most of a lesson's bytes), which
    /// only preview.js reads, and this page does not load it: the content build was 6.7 MB with it, 1.2 MB without.
    static func withoutPlayerData(_ html: String) -> String {
        var out = ""
        var rest = html[...]
        while let start = rest.range(of: playerDataStart), let end = rest.range(of: "</script>", range: start.upperBound..<rest.endIndex) {
            out += rest[..<start.lowerBound]
            rest = rest[end.upperBound...]
        }
        return out + rest
    }
}
