import Foundation
import Testing
@testable import CourseSite

/// Every interface string of a page comes from the course language's locale file (issue 23): a lesson's duration
/// is shown in that language however the author wrote the unit, and each `{{t.key}}` the templates use exists in
/// every locale of the default theme.
@Suite struct ThemeLocaleTests {
    private func lesson(_ name: String, duration: String) -> (String, String) {
        ("lessons/\(name).md", "---\ntitle: \(name)\nduration: \(duration)\n---\n\nMatn.\n")
    }

    private func buildHome(language: String, durations: [String]) throws -> String {
        let scratch = try ScratchFolder()
        let lessons = durations.enumerated().map { lesson("d\($0.offset)", duration: $0.element) }
        let source = try scratch.makeCourse(lessons)
        try scratch.write("content/course.yml", try scratch.read("content/course.yml")
            .replacingOccurrences(of: "language: uz", with: "language: \(language)"))
        _ = try SiteBuilder(options: BuildOptions(source: source, output: scratch.url.appendingPathComponent("_site"),
                                                  themeDirectory: TestPaths.theme)).build()
        return try scratch.read("_site/index.html")
    }

    private func shownDurations(_ html: String) -> [String] {
        html.components(separatedBy: "<p class=\"lesson-duration\">").dropFirst().map { String($0.prefix { $0 != "<" }) }
    }

    @Test func durationsWithAnyMinuteUnitAreShownInTheCourseLanguage() throws {
        // The index page of issue 23 mixed "20 min" (written so in the front matter) with "10 daqiqa" (a bare number).
        let written = ["\"20 min\"", "10", "\"15 minutes\"", "\"25 daqiqa\"", "\"5 мин.\"", "\"1–2 soat\""]
        #expect(try shownDurations(buildHome(language: "uz", durations: written))
            == ["20 daqiqa", "10 daqiqa", "15 daqiqa", "25 daqiqa", "5 daqiqa", "1–2 soat"])
        #expect(try shownDurations(buildHome(language: "ru", durations: ["\"20 min\"", "10"])) == ["20 мин", "10 мин"])
        #expect(try shownDurations(buildHome(language: "en", durations: ["\"20 daqiqa\""])) == ["20 min"])
    }

    @Test func textThatIsNotANumberOfMinutesIsShownAsWritten() {
        #expect(PageContext.minutes(in: "20 min", localUnit: "daqiqa") == "20")
        #expect(PageContext.minutes(in: " 7 ", localUnit: nil) == "7")
        #expect(PageContext.minutes(in: "20 soat", localUnit: "daqiqa") == nil)
        #expect(PageContext.minutes(in: "20 min 30 s", localUnit: "daqiqa") == nil)
        #expect(PageContext.minutes(in: "taxminan 20", localUnit: "daqiqa") == nil)
        #expect(PageContext.minutes(in: "1.5", localUnit: "daqiqa") == nil)
    }

    @Test func theLessonCountTakesTheGrammaticalFormOfItsNumber() throws {
        func heroMeta(_ language: String, lessons: Int) throws -> String {
            let html = try buildHome(language: language, durations: Array(repeating: "5", count: lessons))
            let meta = html.components(separatedBy: "<p class=\"hero-meta\">").dropFirst().first ?? ""
            return String(meta.prefix { $0 != "<" })
        }
        #expect(try heroMeta("en", lessons: 1) == "1 lesson")
        #expect(try heroMeta("en", lessons: 2) == "2 lessons")
        #expect(try heroMeta("ru", lessons: 1) == "1 урок")
        #expect(try heroMeta("ru", lessons: 3) == "3 урока")
        #expect(try heroMeta("ru", lessons: 5) == "5 уроков")
        #expect(try heroMeta("uz", lessons: 1) == "1 ta dars")
        // Russian after 11–14 and 21–24, from CLDR's integer rules: 11 уроков, 12 уроков, 21 урок, 22 урока.
        #expect([11, 12, 21, 22, 111, 101].map { PluralForm.of($0, in: "ru") } == [.other, .other, .one, .few, .other, .one])
    }

    /// `{{t.key}}` names in a template file.
    private func localeKeys(in text: String) -> Set<String> {
        var keys: Set<String> = []
        var rest = Substring(text)
        while let open = rest.range(of: "{{t.") {
            let name = rest[open.upperBound...].prefix { $0.isLetter || $0.isNumber || $0 == "_" }
            keys.insert(String(name))
            rest = rest[open.upperBound...]
        }
        return keys
    }

    @Test(arguments: ["uz", "ru", "en"])
    func everyKeyTheTemplatesUseIsInEveryLocale(language: String) throws {
        let theme = Theme(base: TestPaths.theme, override: nil)
        let strings = try theme.strings(for: Theme.defaultLanguage)
        let own = try String(contentsOf: TestPaths.theme.appendingPathComponent("locales/\(language).yml"), encoding: .utf8)
        let templates = TestPaths.theme.appendingPathComponent("templates")
        let files = FileManager.default.enumerator(at: templates, includingPropertiesForKeys: nil)?
            .compactMap { $0 as? URL }.filter { $0.pathExtension == "html" } ?? []
        #expect(!files.isEmpty)
        for file in files {
            for key in localeKeys(in: try String(contentsOf: file, encoding: .utf8)) {
                #expect(own.contains("\n\(key): "), "\(language).yml lacks '\(key)', used by \(file.lastPathComponent)")
                #expect(strings[key] != nil)
            }
        }
    }
}
