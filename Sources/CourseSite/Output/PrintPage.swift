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
        var text = html.replacingOccurrences(of: "=\"../../", with: "=\"").replacingOccurrences(of: "url(../../", with: "url(")
        let prefix = slug + "--"
        for attribute in ["id", "for", "aria-controls", "aria-labelledby", "aria-describedby", "name"] {
            text = text.replacingOccurrences(of: " \(attribute)=\"", with: " \(attribute)=\"\(prefix)")
        }
        return text.replacingOccurrences(of: "href=\"#", with: "href=\"#\(prefix)")
            .replacingOccurrences(of: "url(#", with: "url(#\(prefix)")
    }
}
