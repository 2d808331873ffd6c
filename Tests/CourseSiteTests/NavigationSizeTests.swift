import Foundation
import Testing
@testable import CourseSite

/// Lesson pages carry a bounded window of the navigation; the whole course is in the shared nav.js (issue 25:
/// every page used to list every lesson, so a course's size grew with the square of its lessons).
@Suite struct NavigationSizeTests {
    /// A course of `chapters` chapters of `perChapter` lessons each, built without previews.
    private func build(chapters: Int, perChapter: Int) throws -> (ScratchFolder, URL) {
        let scratch = try ScratchFolder()
        var yaml = "title: Kurs\nlanguage: uz\nchapters:\n"
        for chapter in 0..<chapters {
            yaml += "  - title: \"Bob \(chapter + 1)\"\n    lessons:\n"
            for lesson in 0..<perChapter {
                let name = String(format: "c%03d-l%03d.md", chapter, lesson)
                yaml += "      - \(name)\n"
                try scratch.write("content/lessons/" + name, "---\ntitle: \"Dars \(chapter + 1).\(lesson + 1)\"\n---\n\nMatn.\n")
            }
        }
        try scratch.write("content/course.yml", yaml)
        let output = scratch.url.appendingPathComponent("_site")
        _ = try SiteBuilder(options: BuildOptions(source: scratch.url.appendingPathComponent("content"), output: output,
                                                  themeDirectory: TestPaths.theme)).build()
        return (scratch, output)
    }

    private func page(_ output: URL, _ slug: String) throws -> String {
        try String(contentsOf: output.appendingPathComponent("lessons/\(slug)/index.html"), encoding: .utf8)
    }

    private func count(_ needle: String, in text: String) -> Int { text.components(separatedBy: needle).count - 1 }

    @Test func aPageListsTheLessonsNearItInItsChapterAndPrevNext() throws {
        // One chapter of 120 lessons; the page of lesson 60 (index 59) lists lessons 35...85 (radius 25) itself.
        let (scratch, output) = try build(chapters: 1, perChapter: 120)
        _ = scratch
        let html = try page(output, "c000-l059")
        let sidebar = html.components(separatedBy: "id=\"cg-sidebar\"")[1].components(separatedBy: "</nav>")[0]
        #expect(count("<li><a href=", in: sidebar) == 2 * PageContext.navigationRadius + 1)
        #expect(sidebar.contains("lessons/c000-l034/index.html"))
        #expect(!sidebar.contains("lessons/c000-l033/index.html"))
        #expect(sidebar.contains("lessons/c000-l084/index.html"))
        #expect(!sidebar.contains("lessons/c000-l085/index.html"))
        #expect(count("class=\"sidebar-more\"", in: sidebar) == 2)
        #expect(html.contains("rel=\"prev\"") && html.contains("rel=\"next\""))
        #expect(html.contains("<script src=\"../../nav.js\" defer></script>"))
    }

    @Test func otherChaptersAreTitlesLinkedToTheirFirstLesson() throws {
        let (scratch, output) = try build(chapters: 3, perChapter: 2)
        _ = scratch
        let html = try page(output, "c001-l000")
        #expect(html.contains("<a class=\"sidebar-chapter-title\" href=\"../../lessons/c000-l000/index.html\">1. Bob 1</a>"))
        #expect(html.contains("<a class=\"sidebar-chapter-title\" href=\"../../lessons/c002-l000/index.html\">3. Bob 3</a>"))
        // Lessons of other chapters are not listed (c000-l001 is this page's previous lesson, so it is in the pager).
        #expect(!html.contains("lessons/c002-l001/index.html"))
    }

    @Test func navJSHoldsEveryLessonOnce() throws {
        let (scratch, output) = try build(chapters: 3, perChapter: 4)
        _ = scratch
        let script = try String(contentsOf: output.appendingPathComponent("nav.js"), encoding: .utf8)
        #expect(script.hasPrefix("window.COURSEGEN_NAV = {\"chapters\":[{\"title\":\"Bob 1\",\"lessons\":[[\"lessons/c000-l000/index.html\",\"Dars 1.1\"]"))
        #expect(count("lessons/", in: script) == 12)
    }

    @Test func pagesStayTheSameSizeAsTheCourseGrows() throws {
        // Bytes of a middle page at 60 and at 240 lessons (chapters of 10): the window is the same size.
        let (small, smallOutput) = try build(chapters: 6, perChapter: 10)
        let (large, largeOutput) = try build(chapters: 24, perChapter: 10)
        _ = (small, large)
        let smallPage = try page(smallOutput, "c003-l005").utf8.count
        let largePage = try page(largeOutput, "c003-l005").utf8.count
        // Chapters 1 to 6 on the small course, 1 to 9 (chapterRadius 5 around chapter 4) on the large one: three
        // more chapter titles of about 160 bytes, nothing else.
        #expect(largePage - smallPage < 3 * 200)
    }
}
