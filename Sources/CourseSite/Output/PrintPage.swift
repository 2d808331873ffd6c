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
    /// The replacements run on UTF-8 bytes (every pattern is ASCII, which never occurs inside a multi-byte
    /// character): Foundation's search on a Swift string re-indexed the page for each match, and a lesson of 2,000
    /// previews made that quadratic.
    static func relocate(_ html: String, slug: String) -> String {
        let prefix = slug + "--"
        var replacements = [
            // On paper a closed <details> cannot be opened: the quizzes' answers are printed open.
            ("<details class=\"quiz-answer\">", "<details class=\"quiz-answer\" open>"),
            // `cg-static`: a preview with no player behind it (tools that look for live previews skip it).
            ("<div class=\"cg-preview\" ", "<div class=\"cg-preview cg-static\" "),
            ("=\"../../", "=\""), ("url(../../", "url("),
        ]
        for attribute in ["id", "for", "aria-controls", "aria-labelledby", "aria-describedby", "name"] {
            replacements.append((" \(attribute)=\"", " \(attribute)=\"\(prefix)"))
        }
        replacements += [("href=\"#", "href=\"#\(prefix)"), ("url(#", "url(#\(prefix)")]
        var bytes = Array(withoutPlayerData(html).utf8)
        for (pattern, replacement) in replacements {
            bytes = replacingAll(Array(pattern.utf8), with: Array(replacement.utf8), in: bytes)
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// `bytes` with every occurrence of `pattern` replaced, left to right, as `replacingOccurrences(of:with:)` does.
    static func replacingAll(_ pattern: [UInt8], with replacement: [UInt8], in bytes: [UInt8]) -> [UInt8] {
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count)
        var copied = 0, i = 0
        while let found = firstIndex(of: pattern, in: bytes, from: i) {
            out += bytes[copied..<found]
            out += replacement
            copied = found + pattern.count
            i = copied
        }
        out += bytes[copied...]
        return out
    }

    static func firstIndex(of pattern: [UInt8], in bytes: [UInt8], from start: Int) -> Int? {
        guard let first = pattern.first, bytes.count >= pattern.count else { return nil }
        var i = start
        let last = bytes.count - pattern.count
        while i <= last {
            if bytes[i] == first && bytes[i..<(i + pattern.count)].elementsEqual(pattern) { return i }
            i += 1
        }
        return nil
    }

    static let playerDataStart = "<script type=\"application/json\" class=\"cg-data\">"

    /// The body without the previews' player data (every state, device and width: most of a lesson's bytes), which
    /// only preview.js reads, and this page does not load it: the content build was 6.7 MB with it, 1.2 MB without.
    static func withoutPlayerData(_ html: String) -> String {
        let bytes = Array(html.utf8), start = Array(playerDataStart.utf8), end = Array("</script>".utf8)
        var out: [UInt8] = []
        var rest = 0
        while let open = firstIndex(of: start, in: bytes, from: rest),
              let close = firstIndex(of: end, in: bytes, from: open + start.count) {
            out += bytes[rest..<open]
            rest = close + end.count
        }
        out += bytes[rest...]
        return String(decoding: out, as: UTF8.self)
    }
}
