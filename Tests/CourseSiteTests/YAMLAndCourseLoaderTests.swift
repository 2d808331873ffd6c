import Diagnostics
import Foundation
import Testing
@testable import CourseSite

@Suite struct YAMLTests {
    @Test func parsesMappingsSequencesAndPositions() throws {
        let root = try #require(try YAMLParser.parse("title: Salom\nlist:\n  - a\n  - 'b'\n", file: "c.yml"))
        #expect(root["title"]?.string == "Salom")
        #expect(root["list"]?.sequence?.map(\.string) == ["a", "b"])
        // "title: Salom\n" (13 bytes) + "list:\n" (6) + "  - a\n" (6) + "  - " (4): the quote starts at byte 29.
        #expect(root["list"]?.sequence?[1].start == YAMLMark(line: 4, column: 5, offset: 29))
    }

    @Test func invalidYAMLIsAnErrorAtItsLineWithTheOffsetApplied() {
        do {
            _ = try YAMLParser.parse("title: a\nsummary: [unclosed\n", file: "l.md", lineOffset: 1)
            Issue.record("expected an error")
        } catch let error as DiagnosticError {
            let diagnostic = error.diagnostics[0]
            #expect(diagnostic.code == "yaml")
            #expect(diagnostic.message.hasPrefix("invalid YAML"))
            // libyaml notices the missing ']' at the end of the input (line 3 of the YAML = file line 4).
            #expect(diagnostic.location?.file == "l.md")
            #expect((diagnostic.location?.line ?? 0) >= 3)
        } catch {
            Issue.record("unexpected \(error)")
        }
    }

    @Test func tabIndentationPointsAtTheTab() {
        do {
            _ = try YAMLParser.parse("a: 1\n\tb: 2\n", file: "c.yml")
            Issue.record("expected an error")
        } catch let error as DiagnosticError {
            #expect(error.diagnostics[0].location == SourceLocation(file: "c.yml", line: 2, column: 1))
        } catch {
            Issue.record("unexpected \(error)")
        }
    }

    /// `[[[…]]]` 50,000 deep used to crash (the tree is freed recursively); past 512 levels it is an error at the
    /// first bracket too many.
    @Test func nestingDeeperThanTheLimitIsAnErrorAtTheBracketTooMany() {
        let limit = YAMLParser.maximumDepth
        #expect(throws: Never.self) { try YAMLParser.parse("x: " + String(repeating: "[", count: limit - 1)
                                                           + String(repeating: "]", count: limit - 1) + "\n", file: "c.yml") }
        for depth in [limit, 50_000] {
            let text = "x: " + String(repeating: "[", count: depth) + String(repeating: "]", count: depth) + "\n"
            do {
                _ = try YAMLParser.parse(text, file: "l.md", lineOffset: 1)
                Issue.record("expected an error at depth \(depth)")
            } catch let error as DiagnosticError {
                // The mapping is level 1, so the 512th '[' (column 3 + 512) opens level 513.
                #expect(error.diagnostics.map(\.location) == [SourceLocation(file: "l.md", line: 2, column: 3 + limit)])
                #expect(error.diagnostics.first?.message == "YAML nested too deeply: more than 512 levels of lists and mappings")
            } catch {
                Issue.record("unexpected \(error)")
            }
        }
    }

    /// Aliases copy their anchor's subtree, so nesting an alias of a deep list inside another deep list counts both.
    @Test func aliasesCountWithTheDepthOfWhatTheyCopy() {
        let half = YAMLParser.maximumDepth / 2 + 10
        let text = "a: &deep " + String(repeating: "[", count: half) + String(repeating: "]", count: half) + "\n"
            + "b: " + String(repeating: "[", count: half) + "*deep" + String(repeating: "]", count: half) + "\n"
        do {
            _ = try YAMLParser.parse(text, file: "c.yml")
            Issue.record("expected an error")
        } catch let error as DiagnosticError {
            #expect(error.diagnostics.first?.location == SourceLocation(file: "c.yml", line: 2, column: 4 + half))
        } catch {
            Issue.record("unexpected \(error)")
        }
    }

    @Test func nullsAndEmptyValues() throws {
        let root = try #require(try YAMLParser.parse("a:\nb: ~\nc: ''\n", file: "c.yml"))
        #expect(root["a"]?.isNull == true)
        #expect(root["b"]?.isNull == true)
        #expect(root["c"]?.string == "")
    }
}

@Suite struct CourseLoaderTests {
    private func load(_ scratch: ScratchFolder) throws -> (course: Course, warnings: [Diagnostic]) {
        try CourseLoader(source: scratch.url.appendingPathComponent("content"), displayRoot: "content").load()
    }

    private func errors(_ scratch: ScratchFolder) -> [Diagnostic] {
        do {
            _ = try load(scratch)
            return []
        } catch let error as DiagnosticError {
            return error.diagnostics.filter { $0.severity == .error }
        } catch {
            return []
        }
    }

    @Test func loadsChaptersLessonsAndFrontMatter() throws {
        let scratch = try ScratchFolder()
        _ = try scratch.makeCourse([
            ("lessons/01-a.md", "---\ntitle: Birinchi\nsummary: Qisqa\nduration: 5\n---\n\nMatn\n"),
            ("lessons/02-b.md", "---\ntitle: Ikkinchi\nslug: ikki\n---\nMatn\n"),
        ])
        let (course, warnings) = try load(scratch)
        #expect(warnings.isEmpty)
        #expect(course.title == "Kurs")
        #expect(course.lessons.map(\.slug) == ["01-a", "ikki"])
        #expect(course.lessons[0].summary == "Qisqa")
        #expect(course.lessons[0].duration == "5")
        #expect(course.lessons[0].bodyStartLine == 6)
        #expect(course.chapters[0].lessonIndexes == [0, 1])
    }

    @Test func lessonsMayBeListedRelativeToTheLessonsFolder() throws {
        let scratch = try ScratchFolder()
        _ = try scratch.makeCourse([("01-a.md", "---\ntitle: A\n---\n")])
        try FileManager.default.createDirectory(at: scratch.url.appendingPathComponent("content/lessons"), withIntermediateDirectories: true)
        try FileManager.default.moveItem(at: scratch.url.appendingPathComponent("content/01-a.md"),
                                        to: scratch.url.appendingPathComponent("content/lessons/01-a.md"))
        #expect(try load(scratch).course.lessons.first?.relativePath == "lessons/01-a.md")
    }

    @Test func unknownKeysAreWarningsAtTheKey() throws {
        let scratch = try ScratchFolder()
        _ = try scratch.makeCourse([("a.md", "---\ntitle: A\ntitel: typo\n---\n")], extraCourseYAML: "colour: red\n")
        let warnings = try load(scratch).warnings
        #expect(warnings.map(\.code) == ["unknown-key", "unknown-key"])
        #expect(warnings.contains { $0.location == SourceLocation(file: "content/a.md", line: 3, column: 1) })
        #expect(warnings.contains { $0.location == SourceLocation(file: "content/course.yml", line: 3, column: 1) })
    }

    @Test func relativeBaseURLIsAWarningBecauseSitemapsNeedAbsoluteAddresses() throws {
        let scratch = try ScratchFolder()
        _ = try scratch.makeCourse([("a.md", "---\ntitle: A\n---\n")], extraCourseYAML: "base_url: /kurs\n")
        let (course, warnings) = try load(scratch)
        #expect(course.baseURL == "/kurs/")
        #expect(warnings.map(\.code) == ["base-url"])
        #expect(warnings.first?.location == SourceLocation(file: "content/course.yml", line: 3, column: 11))
    }

    @Test func invalidFrontMatterYAMLNamesTheLessonFileAndLine() throws {
        let scratch = try ScratchFolder()
        _ = try scratch.makeCourse([("a.md", "---\ntitle: A\nsummary: \"unclosed\n---\nMatn\n")])
        let found = errors(scratch)
        #expect(found.first?.code == "yaml")
        #expect(found.first?.location?.file == "content/a.md")
        #expect((found.first?.location?.line ?? 0) >= 3)
    }

    @Test func listedLessonThatIsMissingIsAnErrorAtItsEntry() throws {
        let scratch = try ScratchFolder()
        _ = try scratch.makeCourse([("a.md", "---\ntitle: A\n---\n")])
        try scratch.write("content/course.yml", try scratch.read("content/course.yml") + "      - ghost.md\n")
        let found = errors(scratch)
        #expect(found.map(\.code) == ["missing-lesson"])
        #expect(found.first?.location == SourceLocation(file: "content/course.yml", line: 7, column: 9))
    }

    @Test func lessonOnDiskThatNoChapterListsIsAnError() throws {
        let scratch = try ScratchFolder()
        _ = try scratch.makeCourse([("a.md", "---\ntitle: A\n---\n")])
        try scratch.write("content/lessons/stray.md", "---\ntitle: S\n---\n")
        try scratch.write("content/README.md", "notes for people browsing the repository")
        let found = errors(scratch)
        #expect(found.map(\.code) == ["unlisted-lesson"])
        #expect(found.first?.location == SourceLocation(file: "content/lessons/stray.md", line: 1, column: 1))
    }

    @Test func courseWithoutChaptersIsOneErrorInCourseYML() throws {
        // Not one "not listed" error per lesson: the missing list is the one problem.
        let scratch = try ScratchFolder()
        _ = try scratch.makeCourse([("a.md", "---\ntitle: A\n---\n"), ("b.md", "---\ntitle: B\n---\n")])
        try scratch.write("content/course.yml", "# kurs\ntitle: K\n")
        let found = errors(scratch)
        #expect(found.map(\.message) == ["course.yml has no chapters: list the lessons under chapters:"])
        #expect(found.first?.location == SourceLocation(file: "content/course.yml", line: 2, column: 1))
        try scratch.write("content/course.yml", "title: K\nchapters:\n")
        #expect(errors(scratch).map(\.location) == [SourceLocation(file: "content/course.yml", line: 2, column: 10)])
    }

    @Test func twoLessonsWithOneSlugIsAnErrorAtTheSecondSlug() throws {
        let scratch = try ScratchFolder()
        _ = try scratch.makeCourse([
            ("a.md", "---\ntitle: A\nslug: same\n---\n"),
            ("b.md", "---\ntitle: B\nslug: same\n---\n"),
        ])
        let found = errors(scratch)
        #expect(found.map(\.code) == ["duplicate-slug"])
        #expect(found.first?.location == SourceLocation(file: "content/b.md", line: 3, column: 7))
        #expect(found.first?.notes.first?.location == SourceLocation(file: "content/a.md", line: 3, column: 7))
    }

    @Test func fileThatIsNotUTF8IsAnErrorAtTheFirstBadByte() throws {
        let scratch = try ScratchFolder()
        _ = try scratch.makeCourse([("a.md", "")])
        try scratch.write("content/a.md", Data("---\ntitle: Sal".utf8) + Data([0xF8]) + Data("om\n---\n".utf8))
        let found = errors(scratch)
        #expect(found.map(\.code) == ["encoding"])
        #expect(found.first?.location == SourceLocation(file: "content/a.md", line: 2, column: 11))
    }

    @Test func aKeyGivenTwiceIsAWarningAtTheSecondWithANoteAtTheFirst() throws {
        let scratch = try ScratchFolder()
        _ = try scratch.makeCourse([("a.md", "---\ntitle: First\nsummary: s\ntitle: Second\n---\n")],
                                   extraCourseYAML: "author: A\nauthor: B\n")
        let (course, warnings) = try load(scratch)
        #expect(course.lessons.first?.title == "First")
        #expect(course.author == "A")
        let duplicates = warnings.filter { $0.code == "duplicate-key" }
        #expect(duplicates.map(\.message) == ["duplicate key 'author' in course.yml: the first one is used",
                                               "duplicate key 'title' in lesson front matter: the first one is used"])
        #expect(duplicates.map(\.location) == [SourceLocation(file: "content/course.yml", line: 4, column: 1),
                                                SourceLocation(file: "content/a.md", line: 4, column: 1)])
        #expect(duplicates.last?.notes.first?.location == SourceLocation(file: "content/a.md", line: 2, column: 1))
        #expect(duplicates.allSatisfy { $0.severity == .warning })
    }

    @Test func deeplyNestedFrontMatterAndCourseYAMLAreErrorsNotCrashes() throws {
        let deep = String(repeating: "[", count: 50_000) + String(repeating: "]", count: 50_000)
        let scratch = try ScratchFolder()
        _ = try scratch.makeCourse([("a.md", "---\ntitle: A\nx: \(deep)\n---\n")])
        #expect(errors(scratch).map(\.location) == [SourceLocation(file: "content/a.md", line: 3, column: 4 + 511)])
        try scratch.write("content/course.yml", "title: Kurs\nx: \(deep)\n")
        #expect(errors(scratch).map(\.location) == [SourceLocation(file: "content/course.yml", line: 2, column: 4 + 511)])
    }

    @Test func missingTitleAndMissingFrontMatterAreErrors() throws {
        let scratch = try ScratchFolder()
        _ = try scratch.makeCourse([("a.md", "---\nsummary: x\n---\n"), ("b.md", "# No front matter\n")])
        let found = errors(scratch)
        #expect(Set(found.map(\.code)) == ["missing-key", "front-matter"])
    }
}

/// Aliases are bounded (issue 25): a "billion laughs" document is a located error at the alias that crosses
/// `YAMLParser.maximumExpandedValues`, and an ordinary alias still copies its anchor.
@Suite struct YAMLAliasBoundTests {
    @Test func anAliasBombIsALocatedError() {
        // Level 0 is one scalar; level i is a list of ten aliases of level i − 1, so level i expands to about
        // 10^i values: level 6 passes a million at its own line.
        var text = "l0: &l0 lol\n"
        for level in 1...9 {
            text += "l\(level): &l\(level) [" + Array(repeating: "*l\(level - 1)", count: 10).joined(separator: ", ") + "]\n"
        }
        do {
            _ = try YAMLParser.parse(text, file: "course.yml")
            Issue.record("an alias bomb was accepted")
        } catch let error as DiagnosticError {
            #expect(error.diagnostics.first?.code == "yaml")
            #expect(error.diagnostics.first?.message.contains("aliases expand to more than") == true)
            #expect(error.diagnostics.first?.location?.file == "course.yml")
            #expect(error.diagnostics.first?.location?.line == 7)
        } catch {
            Issue.record("unexpected \(error)")
        }
    }

    @Test func anOrdinaryAliasCopiesItsAnchor() throws {
        let root = try YAMLParser.parse("a: &x [1, 2]\nb: *x\n", file: "f.yml")
        #expect(root?["b"]?.sequence?.count == 2)
    }
}
