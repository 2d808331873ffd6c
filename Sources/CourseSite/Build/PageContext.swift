import Foundation

/// Builds the `TemplateValue` each page template sees. The names here are the theme's contract
/// (docs/templates.md lists them).
struct PageContext {
    let course: Course
    let strings: [String: String]
    let themeAssets: Set<String>
    /// Every lesson as seen from a lesson page (`../../`), none current: built once, because every lesson page
    /// lists the whole course and rebuilding it per page made large courses quadratic in allocations.
    private var lessonPageSummaries: [TemplateValue] = []

    init(course: Course, strings: [String: String], themeAssets: Set<String>) {
        self.course = course
        self.strings = strings
        self.themeAssets = themeAssets
        lessonPageSummaries = course.lessons.indices.map { lessonSummary($0, root: Self.lessonRoot, current: nil) }
    }

    static let lessonRoot = "../../"

    /// Values every page has. `root` leads from the page to the site root (`""`, `../../`).
    func common(root: String, currentLesson: Int?, pageTitle: String) -> [String: TemplateValue] {
        var site: [String: TemplateValue] = [
            "title": .string(course.title), "description": .string(course.description),
            "author": .string(course.author), "language": .string(course.language),
            "base_url": .string(course.baseURL), "repository": .optional(course.repository),
        ]
        site["lesson_count"] = .string(String(course.lessons.count))
        let chapters: [TemplateValue] = course.chapters.enumerated().map { chapterIndex, chapter in
            let lessons: [TemplateValue] = chapter.lessonIndexes.map { index in
                if root == Self.lessonRoot && index != currentLesson && index < lessonPageSummaries.count {
                    return lessonPageSummaries[index]
                }
                return lessonSummary(index, root: root, current: currentLesson)
            }
            return .object([
                "number": .string(String(chapterIndex + 1)), "title": .string(chapter.title), "lessons": .list(lessons),
                "is_current": .bool(currentLesson.map { course.lessons[$0].chapterIndex == chapterIndex } ?? false),
            ])
        }
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
