import Diagnostics
import Foundation

/// Builds the `TemplateValue` each page template sees. The names here are the theme's contract
/// (docs/templates.md lists them).
struct PageContext {
    let course: Course
    let strings: [String: String]
    let themeAssets: Set<String>
    init(course: Course, strings: [String: String], themeAssets: Set<String>) {
        self.course = course
        self.strings = strings
        self.themeAssets = themeAssets
    }

    static let lessonRoot = "../../"

    /// How many lessons before and after the current one in its chapter, and chapters before and after the
    /// current one, a lesson page lists in its own HTML. The whole course is in the shared `nav.js`, which the
    /// page's script renders; the page's own list is the no-JavaScript fallback, bounded so that a course's pages
    /// grow linearly with its lessons instead of with their square.
    static let navigationRadius = 25
    static let chapterRadius = 5

    /// The site's shared navigation file, loaded by every lesson page.
    static let navigationScriptPath = "nav.js"

    /// Values every page has. `root` leads from the page to the site root (`""`, `../../`).
    func common(root: String, currentLesson: Int?, pageTitle: String) -> [String: TemplateValue] {
        var site: [String: TemplateValue] = [
            "title": .string(course.title), "description": .string(course.description),
            "author": .string(course.author), "language": .string(course.language),
            "base_url": .string(course.baseURL), "repository": .optional(course.repository),
        ]
        site["lesson_count"] = .string(String(course.lessons.count))
        let chapters = currentLesson.map { navigationWindow(around: $0, root: root) } ?? allChapters(root: root)
        // `t.lessons_count` follows `site.lesson_count`, so it takes that number's grammatical form.
        var texts = strings
        texts["lessons_count"] = PluralForm.string("lessons_count", count: course.lessons.count, language: course.language, in: strings)
        return [
            "site": .object(site),
            "t": .object(texts.mapValues(TemplateValue.string)),
            "root": .string(root),
            "page_title": .string(pageTitle),
            "chapters": .list(chapters),
            "assets": .object([
                "preview_css": .bool(themeAssets.contains("preview.css")),
                "preview_js": .bool(themeAssets.contains("preview.js")),
            ]),
            "generator": .string("coursegen"),
        ]
    }

    /// Every chapter with every lesson (the home page and the 404 page: one page each).
    private func allChapters(root: String) -> [TemplateValue] {
        course.chapters.enumerated().map { chapterIndex, chapter in
            chapterValue(chapterIndex, root: root, isCurrent: false,
                         lessons: chapter.lessonIndexes.map { lessonSummary($0, root: root, current: nil) },
                         hiddenBefore: false, hiddenAfter: false)
        }
    }

    /// A lesson page's own list: the chapters near the current one (`chapterRadius` each way), and the lessons
    /// near the current one in its chapter (`navigationRadius` each way). Other chapters are listed by title, linked to their first lesson.
    private func navigationWindow(around current: Int, root: String) -> [TemplateValue] {
        let currentChapter = course.lessons[current].chapterIndex
        let radius = Self.navigationRadius
        let chapterRange = max(0, currentChapter - Self.chapterRadius)...min(course.chapters.count - 1,
                                                                          currentChapter + Self.chapterRadius)
        return chapterRange.map { chapterIndex in
            let indexes = course.chapters[chapterIndex].lessonIndexes
            guard chapterIndex == currentChapter, let position = indexes.firstIndex(of: current) else {
                return chapterValue(chapterIndex, root: root, isCurrent: false, lessons: [],
                                    hiddenBefore: false, hiddenAfter: false)
            }
            let shown = max(0, position - radius)..<min(indexes.count, position + radius + 1)
            return chapterValue(chapterIndex, root: root, isCurrent: true,
                                lessons: indexes[shown].map { lessonSummary($0, root: root, current: current) },
                                hiddenBefore: shown.lowerBound > 0, hiddenAfter: shown.upperBound < indexes.count)
        }
    }

    private func chapterValue(_ index: Int, root: String, isCurrent: Bool, lessons: [TemplateValue],
                              hiddenBefore: Bool, hiddenAfter: Bool) -> TemplateValue {
        let chapter = course.chapters[index]
        let first = chapter.lessonIndexes.first.map { root + course.lessons[$0].outputPath }
        return .object([
            "number": .string(String(index + 1)), "title": .string(chapter.title), "lessons": .list(lessons),
            "is_current": .bool(isCurrent), "url": .optional(first),
            "has_hidden_before": .bool(hiddenBefore), "has_hidden_after": .bool(hiddenAfter),
        ])
    }

    /// `nav.js`: the whole course's navigation, once per site, as a script that sets `window.COURSEGEN_NAV`
    /// (a script, not JSON to fetch, so it also loads from `file://`). Paths are from the site root; a lesson
    /// page's script prefixes its own root and renders the sidebar from it.
    func navigationScript() -> String {
        var text = "window.COURSEGEN_NAV = {\"chapters\":["
        for (chapterIndex, chapter) in course.chapters.enumerated() {
            if chapterIndex > 0 { text += "," }
            text += "{\"title\":" + Self.scriptSafe(chapter.title) + ",\"lessons\":["
            for (position, index) in chapter.lessonIndexes.enumerated() {
                if position > 0 { text += "," }
                let lesson = course.lessons[index]
                text += "[" + Self.scriptSafe(lesson.outputPath) + "," + Self.scriptSafe(lesson.title) + "]"
            }
            text += "]}"
        }
        return text + "]};\n"
    }

    /// A JSON string literal that cannot close a `<script>` element.
    private static func scriptSafe(_ text: String) -> String {
        JSONText.quoted(text).replacingOccurrences(of: "<", with: "\\u003c")
    }

    func lessonSummary(_ index: Int, root: String, current: Int?) -> TemplateValue {
        let lesson = course.lessons[index]
        return .object([
            "number": .string(String(index + 1)), "title": .string(lesson.title),
            "url": .string(root + lesson.outputPath), "summary": .optional(lesson.summary),
            "duration": .optional(durationText(lesson.duration)), "slug": .string(lesson.slug),
            "is_current": .bool(index == current),
        ])
    }

    /// A number of minutes in the course's language: `10`, `20 min`, `20 minutes`, `20 daqiqa` and `20 мин` all
    /// become `20 daqiqa` in an Uzbek course (the locale's `minutes`), so an index page never mixes languages.
    /// Any other text (`1–2 soat`) is shown as written.
    func durationText(_ duration: String?) -> String? {
        guard let duration, !duration.isEmpty else { return nil }
        if let minutes = Self.minutes(in: duration, localUnit: strings["minutes"]) {
            return minutes + " " + (strings["minutes"] ?? "min")
        }
        return duration
    }

    /// Words for "minutes" in the default theme's languages, lower-cased, without a trailing dot.
    static let minuteUnits: Set<String> = ["min", "mins", "minute", "minutes", "daqiqa", "daq", "мин", "минут", "минута", "минуты"]

    /// The digits of `text` when it is a whole number of minutes, bare or followed by a unit word; else nil.
    static func minutes(in text: String, localUnit: String?) -> String? {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        let digits = trimmed.prefix { $0.isASCII && $0.isNumber }
        guard !digits.isEmpty else { return nil }
        var unit = trimmed.dropFirst(digits.count).trimmingCharacters(in: .whitespaces).lowercased()
        if unit.hasSuffix(".") { unit.removeLast() }
        let local = localUnit.map { $0.lowercased().trimmingCharacters(in: CharacterSet(charactersIn: " .")) }
        guard unit.isEmpty || minuteUnits.contains(unit) || unit == local else { return nil }
        return String(digits)
    }

    func home() -> TemplateValue {
        var values = common(root: "", currentLesson: nil, pageTitle: course.title)
        values["is_home"] = true
        values["first_lesson"] = course.lessons.isEmpty ? .null : lessonSummary(0, root: "", current: nil)
        return .object(values)
    }

    /// `print.html`: every lesson's body, in course order, already moved to the root (`PrintPage.content`).
    func printPage(contents: [String]) -> TemplateValue {
        var values = common(root: "", currentLesson: nil, pageTitle: course.title)
        values["is_print"] = true
        values["print_lessons"] = .list(course.lessons.enumerated().map { index, lesson in
            .object([
                "number": .string(String(index + 1)), "title": .string(lesson.title), "slug": .string(lesson.slug),
                "chapter_title": .string(course.chapters[lesson.chapterIndex].title),
                "chapter_number": .string(String(lesson.chapterIndex + 1)),
                "content": .string(index < contents.count ? contents[index] : ""),
            ])
        })
        return .object(values)
    }

    func notFound(root: String) -> TemplateValue {
        var values = common(root: root, currentLesson: nil, pageTitle: strings["not_found_title"] ?? "404")
        values["is_404"] = true
        return .object(values)
    }

    func lesson(_ index: Int, rendered: RenderedMarkdown) -> TemplateValue {
        let root = Self.lessonRoot
        let lesson = course.lessons[index]
        var values = common(root: root, currentLesson: index, pageTitle: lesson.title + " · " + course.title)
        let toc: [TemplateValue] = rendered.headings.filter { $0.level == 2 || $0.level == 3 }.map {
            .object(["id": .string($0.id), "text": .string($0.text), "is_h3": .bool($0.level == 3)])
        }
        var fields: [String: TemplateValue] = [
            "title": .string(lesson.title), "summary": .optional(lesson.summary),
            "duration": .optional(durationText(lesson.duration)), "slug": .string(lesson.slug),
            "path": .string(lesson.outputPath),
            "number": .string(String(index + 1)), "content": .string(rendered.html),
            "toc": .list(toc), "has_toc": .bool(toc.count > 1),
            "chapter_title": .string(course.chapters[lesson.chapterIndex].title),
            "chapter_number": .string(String(lesson.chapterIndex + 1)),
            "has_layout_blocks": .bool(rendered.codeBlocks.contains(where: \.isLayoutBlock)),
        ]
        if index > 0 { fields["prev"] = lessonSummary(index - 1, root: root, current: nil) }
        if index + 1 < course.lessons.count { fields["next"] = lessonSummary(index + 1, root: root, current: nil) }
        if let repository = course.repository {
            let path = [course.contentPath, lesson.relativePath].filter { !$0.isEmpty && $0 != "." }.joined(separator: "/")
            fields["edit_url"] = .string("\(repository)/edit/\(course.branch)/\(path)")
        }
        values["lesson"] = .object(fields)
        values["is_lesson"] = true
        return .object(values)
    }
}
