/// The whole course on one page (`print.html`, from the theme's optional `templates/print.html`), for reading
/// offline and printing: each lesson's body as its own page has it, previews drawn in their first state (the
/// page loads no preview player), quizzes with their answers in `<details>`.
///
/// Pages are rewritten as UTF-8 bytes (`LiteralBytes`): a lesson page with its previews' player data is
/// hundreds of kilobytes, and Foundation's string search over it was a twelfth of a whole build.
enum PrintPage {
    static let path = "print.html"
    static let bodyStart = "<div class=\"lesson-body\">"
    static let bodyEnd = "<!-- /lesson-body -->"

    /// The lesson body of a lesson page written from `templates/lesson.html` (between `bodyStart` and `bodyEnd`).
    static func body(ofLessonPage page: String) -> String? {
        var page = page
        return page.withUTF8 { bytes -> String? in
            guard let start = LiteralBytes.firstIndex(of: Array(bodyStart.utf8), in: bytes) else { return nil }
            let bodyFrom = start + bodyStart.utf8.count
            guard let end = LiteralBytes.firstIndex(of: Array(bodyEnd.utf8), in: bytes, from: bodyFrom) else { return nil }
            return String(decoding: UnsafeBufferPointer(rebasing: bytes[bodyFrom..<end]), as: UTF8.self)
        }
    }

    /// What print.html shows of a lesson: the body of its page (written from `templates/lesson.html`), relocated.
    static func content(ofLessonPage page: String, slug: String) -> String {
        relocate(body(ofLessonPage: page) ?? "", slug: slug)
    }

    /// A lesson body moved from `lessons/<slug>/index.html` to the site root: `../../` leaves the links, and ids
    /// (with every reference to them) take the prefix `<slug>--`, so the lessons' ids stay unique on one page.
    static func relocate(_ html: String, slug: String) -> String {
        var text = withoutPlayerData(html)
        // Each rewrite applies to the previous one's output, in this order.
        for (pattern, replacement) in rewrites(slug: slug) {
            text = LiteralBytes.replacing(pattern, with: replacement, in: text)
        }
        return String(decoding: text, as: UTF8.self)
    }

    /// The literal rewrites of `relocate`, in order.
    private static func rewrites(slug: String) -> [(pattern: [UInt8], replacement: [UInt8])] {
        let prefix = slug + "--"
        var pairs: [(String, String)] = [
            // On paper a closed <details> cannot be opened: the quizzes' answers are printed open.
            ("<details class=\"quiz-answer\">", "<details class=\"quiz-answer\" open>"),
            // `cg-static`: a preview with no player behind it (tools that look for live previews skip it).
            ("<div class=\"cg-preview\" ", "<div class=\"cg-preview cg-static\" "),
            ("=\"../../", "=\""),
            ("url(../../", "url("),
        ]
        for attribute in ["id", "for", "aria-controls", "aria-labelledby", "aria-describedby", "name"] {
            pairs.append((" \(attribute)=\"", " \(attribute)=\"\(prefix)"))
        }
        pairs.append(("href=\"#", "href=\"#\(prefix)"))
        pairs.append(("url(#", "url(#\(prefix)"))
        return pairs.map { (Array($0.0.utf8), Array($0.1.utf8)) }
    }

    static let playerDataStart = "<script type=\"application/json\" class=\"cg-data\">"

    /// The body's bytes without the previews' player data (every state, device and width: most of a lesson's
    /// bytes), which only preview.js reads, and this page does not load it: the content build was 6.7 MB with
    /// it, 1.2 MB without.
    static func withoutPlayerData(_ html: String) -> [UInt8] {
        var html = html
        return html.withUTF8 { bytes -> [UInt8] in
            let start = Array(playerDataStart.utf8), end = Array("</script>".utf8)
            var out: [UInt8] = []
            out.reserveCapacity(bytes.count)
            var copied = 0
            while let found = LiteralBytes.firstIndex(of: start, in: bytes, from: copied),
                  let close = LiteralBytes.firstIndex(of: end, in: bytes, from: found + start.count) {
                out.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[copied..<found]))
                copied = close + end.count
            }
            out.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[copied...]))
            return out
        }
    }
}
