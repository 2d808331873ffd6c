import Foundation
import XCTest

/// End-to-end tests of `coursegen build` and `coursegen new lesson`: the real binary on real folders.
final class BuildCommandTests: XCTestCase {
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
    var scratch: URL!

    override func setUpWithError() throws {
        scratch = FileManager.default.temporaryDirectory.appendingPathComponent("coursegen-build-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: scratch)
    }

    /// Previews are left out: they have their own browser tests, and solving every layout block of the real course
    /// on every device would make these tests take minutes.
    private func build(_ arguments: [String] = []) throws -> CoursegenProcess.Result {
        try CoursegenProcess.run(["build", "content", "-o", "_site", "--no-previews", "--theme",
                                  Self.repository.appendingPathComponent("themes/default").path] + arguments, in: scratch)
    }

    /// Every file of a folder with its bytes.
    private func snapshot(_ relative: String) throws -> [String: Data] {
        let folder = scratch.appendingPathComponent(relative)
        var files: [String: Data] = [:]
        let enumerator = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)
        while let url = enumerator?.nextObject() as? URL {
            var isDirectory: ObjCBool = false
            FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory)
            if !isDirectory.boolValue { files[url.path.replacingOccurrences(of: folder.path, with: "")] = try Data(contentsOf: url) }
        }
        return files
    }

    private func copyFixture() throws {
        try FileManager.default.copyItem(at: Self.repository.appendingPathComponent("Tests/Fixtures/site-basic/content"),
                                         to: scratch.appendingPathComponent("content"))
    }

    private func write(_ relative: String, _ data: Data) throws {
        let url = scratch.appendingPathComponent(relative)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try data.write(to: url)
    }

    private func read(_ relative: String) throws -> String {
        try String(contentsOf: scratch.appendingPathComponent(relative), encoding: .utf8)
    }

    // MARK: The real course

    func testBuildsTheRealCourseWithEveryPageAndNoLiteralHeadingIDs() throws {
        try FileManager.default.copyItem(at: Self.repository.appendingPathComponent("content"),
                                         to: scratch.appendingPathComponent("content"))
        let result = try build()
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertTrue(result.stdout.contains(" lessons, "), result.stdout)
        XCTAssertTrue(result.stdout.contains(" pages in "), result.stdout)

        let lessonsFolder = scratch.appendingPathComponent("content/lessons")
        let lessonFiles = try FileManager.default.contentsOfDirectory(atPath: lessonsFolder.path).filter { $0.hasSuffix(".md") }
        XCTAssertGreaterThanOrEqual(lessonFiles.count, 3)
        let pages = try FileManager.default.contentsOfDirectory(atPath: scratch.appendingPathComponent("_site/lessons").path)
        XCTAssertEqual(pages.count, lessonFiles.count, "one page per lesson")

        let home = try read("_site/index.html")
        XCTAssertTrue(home.contains("<main id=\"cg-main\""))
        for page in pages {
            XCTAssertTrue(home.contains("lessons/\(page)/index.html"), "home does not link \(page)")
            XCTAssertTrue(try read("_site/lessons/\(page)/index.html").contains("aria-current=\"page\""))
        }
        let sitemap = try read("_site/sitemap.xml")
        XCTAssertTrue(sitemap.contains("<urlset"))
        XCTAssertEqual(sitemap.components(separatedBy: "<url>").count - 1, pages.count + 1)
        XCTAssertTrue(try read("_site/404.html").contains("<h1>"))
        let index = try JSONSerialization.jsonObject(with: Data(contentsOf: scratch.appendingPathComponent("_site/search-index.json")))
        XCTAssertFalse(((index as? [String: Any])?["entries"] as? [Any] ?? []).isEmpty)

        // Every `{#id}` written in a heading must become an id in the output, and no `{#` may remain anywhere.
        var explicitIDs: [String] = []
        for file in lessonFiles {
            let text = try String(contentsOf: lessonsFolder.appendingPathComponent(file), encoding: .utf8)
            for line in text.split(separator: "\n") where line.hasPrefix("#") {
                if let open = line.range(of: "{#", options: .backwards), line.hasSuffix("}") {
                    explicitIDs.append(String(line[open.upperBound..<line.index(before: line.endIndex)]))
                }
            }
        }
        var allHTML = ""
        let enumerator = FileManager.default.enumerator(atPath: scratch.appendingPathComponent("_site").path)
        while let path = enumerator?.nextObject() as? String {
            if path.hasSuffix(".html") { allHTML += try read("_site/" + path) }
        }
        XCTAssertFalse(explicitIDs.isEmpty, "the course should use explicit heading ids")
        for id in explicitIDs { XCTAssertTrue(allHTML.contains("id=\"\(id)\""), "explicit id \(id) is missing") }
        XCTAssertFalse(allHTML.contains("{#"), "a literal {# is left in the output")
    }

    func testLayoutBlockIsPublishedWithItsPreviewAfterTheCode() throws {
        try copyFixture()
        let result = try CoursegenProcess.run(["build", "content", "-o", "_site", "--theme",
                                               Self.repository.appendingPathComponent("themes/default").path], in: scratch)
        XCTAssertEqual(result.status, 0, result.stderr)
        let page = try read("_site/lessons/kod/index.html")
        guard let wrapper = page.range(of: "<div class=\"layout-block\" data-preview-id=\"quti\">") else {
            return XCTFail("no layout-block wrapper")
        }
        let rest = page[wrapper.upperBound...]
        // Code first (its line is line 13 of 02-kod.md), then the preview the renderer made for the same block.
        let code = try XCTUnwrap(rest.range(of: "<span class=\"line\" data-line=\"13\">"))
        let preview = try XCTUnwrap(rest.range(of: "data-preview-id=\"quti\""))
        XCTAssertLessThan(code.lowerBound, preview.lowerBound)
        XCTAssertTrue(page.contains("assets/preview.js"))
    }

    // MARK: Bad input: exit 1, a located error, the old site untouched

    /// Builds the fixture, breaks it with `damage`, builds again and checks the error and that `_site` is intact.
    private func assertBrokenBuild(_ name: String, expecting fragments: [String], output: String = "_site",
                                   file: StaticString = #filePath, line: UInt = #line,
                                   _ damage: () throws -> Void) throws {
        try? FileManager.default.removeItem(at: scratch.appendingPathComponent("content"))
        try copyFixture()
        let first = try build()
        XCTAssertEqual(first.status, 0, first.stderr, file: file, line: line)
        let before = try snapshot("_site")
        try damage()
        let result = try CoursegenProcess.run(["build", "content", "-o", output, "--no-previews", "--theme",
                                               Self.repository.appendingPathComponent("themes/default").path], in: scratch)
        XCTAssertEqual(result.status, 1, "\(name): \(result.stderr)", file: file, line: line)
        for fragment in fragments {
            XCTAssertTrue(result.stderr.contains(fragment), "\(name): stderr lacks '\(fragment)':\n\(result.stderr)", file: file, line: line)
        }
        XCTAssertEqual(try snapshot("_site"), before, "\(name): the previous site changed", file: file, line: line)
    }

    func testBrokenFrontMatterExitsOneNamesFileAndLineAndKeepsTheOldSite() throws {
        try assertBrokenBuild("front matter", expecting: ["content/lessons/01-salom.md:3:", "error: invalid YAML", "^"]) {
            try write("content/lessons/01-salom.md", Data("---\ntitle: Salom\nsummary: [oops\n---\nMatn\n".utf8))
        }
    }

    func testInvalidCourseYAML() throws {
        try assertBrokenBuild("course.yml", expecting: ["content/course.yml:2:", "error: invalid YAML"]) {
            try write("content/course.yml", Data("title: Kurs\n\tlanguage: uz\n".utf8))
        }
    }

    func testListedLessonThatIsMissing() throws {
        try assertBrokenBuild("missing lesson", expecting: ["content/course.yml:", "error: lesson file 'lessons/02-kod.md' does not exist"]) {
            try FileManager.default.removeItem(at: scratch.appendingPathComponent("content/lessons/02-kod.md"))
        }
    }

    func testTwoLessonsWithOneSlug() throws {
        try assertBrokenBuild("duplicate slug", expecting: ["content/lessons/02-kod.md:3:7: error: two lessons have the slug 'kod'"]) {
            try write("content/lessons/01-salom.md", Data("---\ntitle: Salom\nslug: kod\n---\nMatn\n".utf8))
        }
    }

    func testTemplateNamingAMissingPartial() throws {
        try assertBrokenBuild("missing partial", expecting: ["content/theme/templates/404.html:2:1: error: missing partial 'nowhere'"]) {
            try write("content/theme/templates/404.html", Data("<p>\n{{> nowhere}}\n".utf8))
        }
    }

    func testFileThatIsNotUTF8() throws {
        try assertBrokenBuild("not UTF-8", expecting: ["content/lessons/02-kod.md:6:", "not valid UTF-8"]) {
            try write("content/lessons/02-kod.md", Data("---\ntitle: Kod\nslug: kod\n---\n\nLatin-1 text: caf".utf8) + Data([0xE9, 0x0A]))
        }
    }

    func testUnwritableOutputFolder() throws {
        try assertBrokenBuild("unwritable output", expecting: ["error: cannot write the output folder 'blocker/_site'"], output: "blocker/_site") {
            // A file where the output's parent folder should be: unwritable even for root.
            try write("blocker", Data("x".utf8))
        }
    }

    func testLessonOnDiskThatNoChapterLists() throws {
        try assertBrokenBuild("unlisted lesson", expecting: ["content/lessons/03-stray.md:1:1: error: lesson 'lessons/03-stray.md' is not listed"]) {
            try write("content/lessons/03-stray.md", Data("---\ntitle: Stray\n---\n".utf8))
        }
    }

    func testUnknownKeyIsOnlyAWarning() throws {
        try copyFixture()
        try write("content/lessons/02-kod.md", Data("---\ntitle: Kod\nslug: kod\ntitel: typo\n---\n".utf8))
        let result = try build()
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertTrue(result.stderr.contains("content/lessons/02-kod.md:4:1: warning: unknown key 'titel'"), result.stderr)
        XCTAssertTrue(result.stdout.contains("1 warning"), result.stdout)
    }

    func testUnknownOptionIsAUsageError() throws {
        let result = try CoursegenProcess.run(["build", "--frobnicate"], in: scratch)
        XCTAssertEqual(result.status, 2)
    }

    func testInputPathsThatLeadNowhereAreUsageErrorsAsForCheck() throws {
        // DESIGN.md §3: a SRC or --theme path that does not exist is an input error (2), not a content error (1).
        try copyFixture()
        let missing = try CoursegenProcess.run(["build", "nowhere"], in: scratch)
        XCTAssertEqual(missing.status, 2, missing.stderr)
        XCTAssertTrue(missing.stderr.contains("'nowhere' is not a course folder (it does not exist)"), missing.stderr)
        XCTAssertEqual(try CoursegenProcess.run(["check", "nowhere"], in: scratch).status, 2)
        // serve says so at once instead of serving a failed first build.
        let serve = try CoursegenProcess.run(["serve", "nowhere", "--port", "0"], in: scratch)
        XCTAssertEqual(serve.status, 2, serve.stderr)
        XCTAssertTrue(serve.stderr.contains("'nowhere' is not a course folder (it does not exist)"), serve.stderr)
        let theme = try CoursegenProcess.run(["build", "content", "--theme", "no-theme"], in: scratch)
        XCTAssertEqual(theme.status, 2, theme.stderr)
        XCTAssertTrue(theme.stderr.contains("the theme folder 'no-theme' does not exist"), theme.stderr)
        XCTAssertFalse(theme.stderr.contains("templates"), theme.stderr)
    }

    // MARK: coursegen new lesson

    func testNewLessonCreatesTheFileAndRegistersItKeepingComments() throws {
        try copyFixture()
        let result = try CoursegenProcess.run(["new", "lesson", "Yangi dars: oʻrnatish", "content"], in: scratch)
        XCTAssertEqual(result.status, 0, result.stderr)
        let lesson = try read("content/lessons/03-yangi-dars-ornatish.md")
        XCTAssertTrue(lesson.hasPrefix("---\ntitle: \"Yangi dars: oʻrnatish\"\n"))
        let course = try read("content/course.yml")
        XCTAssertTrue(course.hasPrefix("# Fixture course"), "the leading comment was lost")
        XCTAssertTrue(course.contains("      - lessons/02-kod.md\n      - lessons/03-yangi-dars-ornatish.md\n"), course)
        let rebuilt = try build()
        XCTAssertEqual(rebuilt.status, 0, rebuilt.stderr)
        XCTAssertTrue(FileManager.default.fileExists(atPath: scratch.appendingPathComponent("_site/lessons/03-yangi-dars-ornatish/index.html").path))
    }

    func testNewLessonInANewChapterSaysSoAndTheCourseStillBuilds() throws {
        try copyFixture()
        let result = try CoursegenProcess.run(["new", "lesson", "Qoʻshimcha", "content", "--chapter", "Ilova"], in: scratch)
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertTrue(result.stdout.contains("created chapter 'Ilova' at the end of content/course.yml\n"), result.stdout)
        XCTAssertTrue(result.stdout.contains("added '"), result.stdout)
        let course = try read("content/course.yml")
        XCTAssertTrue(course.hasSuffix("  - title: \"Ilova\"\n    lessons:\n      - lessons/03-qoshimcha.md\n"), course)
        let again = try CoursegenProcess.run(["new", "lesson", "Yana", "content", "--chapter", "Ilova"], in: scratch)
        XCTAssertEqual(again.status, 0, again.stderr)
        XCTAssertFalse(again.stdout.contains("created chapter"), again.stdout)
        XCTAssertTrue(try read("content/course.yml").hasSuffix("      - lessons/03-qoshimcha.md\n      - lessons/04-yana.md\n"))
        let rebuilt = try build()
        XCTAssertEqual(rebuilt.status, 0, rebuilt.stderr)
        XCTAssertTrue(try read("_site/index.html").contains("Ilova"))
    }
}
