import Diagnostics
import Foundation
import Testing
@testable import CourseSite

@Suite struct LessonScaffolderTests {
    private func scaffold(_ courseYAML: String, title: String = "Yangi dars", chapter: String? = nil) throws
        -> (result: LessonScaffolder.Result, yaml: String, scratch: ScratchFolder) {
        let scratch = try ScratchFolder()
        try scratch.write("content/course.yml", courseYAML)
        let result = try LessonScaffolder(source: scratch.url.appendingPathComponent("content"), displayRoot: "content")
            .addLesson(title: title, chapter: chapter)
        return (result, try scratch.read("content/course.yml"), scratch)
    }

    @Test func appendsToTheLastChapterKeepingCommentsAndStyle() throws {
        let yaml = "# izoh\ntitle: K\nchapters:\n  - title: A\n    lessons:\n      - 01-a.md   # birinchi\n  - title: B\n    lessons:\n      - 02-b.md\n# oxiri\n"
        let (result, updated, scratch) = try scaffold(yaml, title: "Oʻrnatish va sozlash")
        // Bare names in the list mean "relative to lessons/"; the number follows the highest one.
        #expect(result.entry == "03-ornatish-va-sozlash.md")
        #expect(updated == yaml.replacingOccurrences(of: "      - 02-b.md\n", with: "      - 02-b.md\n      - 03-ornatish-va-sozlash.md\n"))
        let lesson = try scratch.read("content/lessons/03-ornatish-va-sozlash.md")
        #expect(lesson.hasPrefix("---\ntitle: \"Oʻrnatish va sozlash\"\n"))
    }

    @Test func chapterCanBeChosenByNumberOrTitle() throws {
        let yaml = "title: K\nchapters:\n  - title: A\n    lessons:\n      - lessons/01-a.md\n  - title: B\n    lessons:\n      - lessons/02-b.md\n"
        let (result, updated, _) = try scaffold(yaml, chapter: "A")
        #expect(result.entry == "lessons/03-yangi-dars.md")
        #expect(updated.contains("      - lessons/01-a.md\n      - lessons/03-yangi-dars.md\n  - title: B"))
        let (_, byNumber, _) = try scaffold(yaml, chapter: "1")
        #expect(byNumber.contains("      - lessons/01-a.md\n      - lessons/03-yangi-dars.md\n"))
    }

    @Test func flowAndEmptyListsAreExtended() throws {
        let (_, flow, _) = try scaffold("title: K\nchapters:\n  - title: A\n    lessons: [lessons/01-a.md]\n")
        #expect(flow.contains("lessons: [lessons/01-a.md, lessons/02-yangi-dars.md]"))
        let (_, empty, _) = try scaffold("title: K\nchapters:\n  - title: A\n    lessons:\n")
        #expect(empty.contains("    lessons:\n      - lessons/01-yangi-dars.md"))
    }

    @Test func aChapterNumberThatDoesNotExistIsAnError() {
        #expect(throws: DiagnosticError.self) {
            _ = try scaffold("title: K\nchapters:\n  - title: A\n    lessons:\n      - a.md\n", chapter: "7")
        }
        #expect(throws: DiagnosticError.self) {
            _ = try scaffold("title: K\nchapters:\n  - title: A\n    lessons:\n      - a.md\n", chapter: "  ")
        }
    }

    @Test func aNewChapterTitleAddsTheChapterAfterTheLastOneInTheListsStyle() throws {
        let yaml = "title: K\nchapters:\n  - title: A\n    lessons:\n      - 01-a.md\n  - title: B\n    lessons:\n      - 02-b.md   # izoh\n# oxiri\n"
        let (result, updated, scratch) = try scaffold(yaml, title: "Uchinchi", chapter: "Yangi \"bob\"")
        #expect(result.createdChapter)
        #expect(result.chapterTitle == "Yangi \"bob\"")
        #expect(updated == yaml.replacingOccurrences(of: "      - 02-b.md   # izoh\n", with:
            "      - 02-b.md   # izoh\n  - title: \"Yangi \\\"bob\\\"\"\n    lessons:\n      - 03-uchinchi.md\n"))
        let chapters = try YAMLParser.parse(updated, file: "course.yml")?["chapters"]?.sequence ?? []
        #expect(chapters.count == 3)
        #expect(chapters.last?["title"]?.string == "Yangi \"bob\"")
        #expect(chapters.last?["lessons"]?.sequence?.compactMap(\.string) == ["03-uchinchi.md"])
        #expect(FileManager.default.fileExists(atPath: scratch.url.appendingPathComponent("content/lessons/03-uchinchi.md").path))

        // The same title again appends to the chapter just made instead of making a second one.
        let scratch2 = try ScratchFolder()
        try scratch2.write("content/course.yml", updated)
        let again = try LessonScaffolder(source: scratch2.url.appendingPathComponent("content"), displayRoot: "content")
            .addLesson(title: "Toʻrtinchi", chapter: "Yangi \"bob\"")
        #expect(!again.createdChapter)
        let twice = try scratch2.read("content/course.yml")
        #expect(twice.hasSuffix("      - 03-uchinchi.md\n      - 04-tortinchi.md\n# oxiri\n"), "\(twice)")
    }

    @Test func aNewChapterFollowsOtherIndentationAndFlowLists() throws {
        // Items flush with `chapters:` and a flow list in the last chapter.
        let yaml = "title: K\nchapters:\n- title: A\n  lessons: [lessons/01-a.md]\n"
        let (result, updated, _) = try scaffold(yaml, chapter: "B")
        #expect(result.createdChapter)
        #expect(updated == yaml + "- title: \"B\"\n  lessons:\n    - lessons/02-yangi-dars.md\n")
        // A chapter whose list is still empty (`lessons:` and nothing after it).
        let (_, afterEmpty, _) = try scaffold("title: K\nchapters:\n  - title: A\n    lessons:\n\n", chapter: "B")
        #expect(afterEmpty == "title: K\nchapters:\n  - title: A\n    lessons:\n  - title: \"B\"\n    lessons:\n      - lessons/01-yangi-dars.md\n\n")
    }

    @Test func chaptersWrittenAsAFlowListAreNotEditedByGuesswork() {
        #expect(throws: DiagnosticError.self) {
            _ = try scaffold("title: K\nchapters: [{title: A, lessons: [a.md]}]\n", chapter: "B")
        }
    }

    @Test func titlesWithQuotesStayValidYAML() throws {
        let (result, _, scratch) = try scaffold("title: K\nchapters:\n  - title: A\n    lessons: []\n", title: #"Say "salom" \ ok"#)
        let text = try scratch.read("content/" + result.entry)
        let front = try FrontMatter.split(text, file: "x.md")
        #expect(try YAMLParser.parse(front.yaml, file: "x.md")?["title"]?.string == #"Say "salom" \ ok"#)
    }

    @Test func crlfFilesKeepTheirLineEndingsAndOnlyGainOneLine() throws {
        let yaml = "\u{FEFF}title: K\r\nchapters:\r\n  - title: A\r\n    lessons:\r\n      - 01-a.md\r\n# oxiri\r\n"
        let scratch = try ScratchFolder()
        try scratch.write("content/course.yml", yaml)
        _ = try LessonScaffolder(source: scratch.url.appendingPathComponent("content"), displayRoot: "content")
            .addLesson(title: "Yangi")
        let bytes = try Data(contentsOf: scratch.url.appendingPathComponent("content/course.yml"))
        let expected = yaml.replacingOccurrences(of: "01-a.md\r\n", with: "01-a.md\r\n      - 02-yangi.md\r\n")
        #expect(bytes == Data(expected.utf8))
    }

    @Test func flowListsAreExtendedAfterNonASCIIText() throws {
        // libyaml's marks count characters; the edit must not count bytes, or "—" and "ʻ" shift it.
        let yaml = "title: \"Kurs — oʻzbekcha\"\nchapters:\n  - title: \"Oʻrta\"\n    lessons: [01-a.md, 02-b.md]\n"
        let (_, updated, _) = try scaffold(yaml, title: "Flow")
        #expect(updated == yaml.replacingOccurrences(of: "02-b.md]", with: "02-b.md, 03-flow.md]"))
    }

    @Test func longTitlesGetAShortFileNameAndKeepTheTitle() throws {
        let title = String(repeating: "Juda uzun sarlavha ", count: 16) + "oxiri"
        let (result, _, scratch) = try scaffold("title: K\nchapters:\n  - title: A\n    lessons: []\n", title: title)
        let stem = ((result.entry as NSString).lastPathComponent as NSString).deletingPathExtension
        #expect(stem.utf8.count <= 3 + LessonScaffolder.maximumStemBytes)
        #expect(stem.hasPrefix("01-juda-uzun-sarlavha-") && !stem.hasSuffix("-"))
        #expect(try scratch.read("content/" + result.entry).contains("title: \"\(title)\""))
    }
}
