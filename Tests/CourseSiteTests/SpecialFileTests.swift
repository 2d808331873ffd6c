import Diagnostics
import Foundation
import Testing
@testable import CourseSite

/// Only regular files are read as content: a FIFO, a device, a folder or a link loop named like a lesson is a
/// located error that says what it is, and nothing blocks on it (issue 25).
struct SpecialFileTests {
    private func errors(_ scratch: ScratchFolder) -> [Diagnostic] {
        do {
            _ = try CourseLoader(source: scratch.url.appendingPathComponent("content"), displayRoot: "content").load()
            return []
        } catch let error as DiagnosticError {
            return error.diagnostics.filter { $0.severity == .error }
        } catch {
            return []
        }
    }

    private func courseListing(_ extra: String, in scratch: ScratchFolder) throws {
        _ = try scratch.makeCourse([("a.md", "---\ntitle: A\n---\n")])
        try scratch.write("content/course.yml", try scratch.read("content/course.yml") + "      - \(extra)\n")
    }

    @Test func aListedFIFOIsAnErrorAtItsEntryAndDoesNotBlock() throws {
        let scratch = try ScratchFolder()
        try courseListing("b.md", in: scratch)
        #expect(mkfifo(scratch.url.appendingPathComponent("content/b.md").path, 0o644) == 0)
        let found = errors(scratch)
        #expect(found.count == 1)
        #expect(found.first?.location == SourceLocation(file: "content/course.yml", line: 7, column: 9))
        #expect(found.first?.message.contains("is not a regular file (it is a pipe)") == true)
    }

    @Test func anUnlistedFIFOIsAnErrorThatSaysItIsAPipe() throws {
        let scratch = try ScratchFolder()
        _ = try scratch.makeCourse([("a.md", "---\ntitle: A\n---\n")])
        try FileManager.default.createDirectory(at: scratch.url.appendingPathComponent("content/lessons"),
                                                withIntermediateDirectories: true)
        #expect(mkfifo(scratch.url.appendingPathComponent("content/lessons/notes.md").path, 0o644) == 0)
        let found = errors(scratch)
        #expect(found.map(\.message) == ["'content/lessons/notes.md' is not a regular file (it is a pipe)"])
        #expect(found.first?.location == SourceLocation(file: "content/lessons/notes.md", line: 1))
    }

    @Test func aListedFolderIsReportedAsAFolder() throws {
        let scratch = try ScratchFolder()
        try courseListing("c.md", in: scratch)
        try FileManager.default.createDirectory(at: scratch.url.appendingPathComponent("content/c.md"),
                                                withIntermediateDirectories: true)
        let found = errors(scratch)
        #expect(found.count == 1)
        #expect(found.first?.message.contains("(it is a folder)") == true)
    }

    @Test func aListedLinkLoopIsReportedAsALoopAndNotAsUnlisted() throws {
        let scratch = try ScratchFolder()
        try courseListing("d.md", in: scratch)
        try FileManager.default.createDirectory(at: scratch.url.appendingPathComponent("content/lessons"),
                                                withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: scratch.url.appendingPathComponent("content/lessons/d.md").path,
                                                   withDestinationPath: "d.md")
        let found = errors(scratch)
        #expect(found.count == 1)
        #expect(found.first?.location == SourceLocation(file: "content/course.yml", line: 7, column: 9))
        #expect(found.first?.message.contains("symbolic link that loops") == true)
    }

    @Test func aLessonLinkedToDevZeroIsADeviceNotAnEndlessRead() throws {
        let scratch = try ScratchFolder()
        try courseListing("z.md", in: scratch)
        try FileManager.default.createSymbolicLink(atPath: scratch.url.appendingPathComponent("content/z.md").path,
                                                   withDestinationPath: "/dev/zero")
        let found = errors(scratch)
        #expect(found.first?.message.contains("(it is a device)") == true)
    }

    @Test func aLessonOverTheSizeLimitIsALocatedError() throws {
        let scratch = try ScratchFolder()
        try courseListing("big.md", in: scratch)
        var text = Data("---\ntitle: Big\n---\n".utf8)
        text.append(Data(repeating: UInt8(ascii: "a"), count: 16 << 20))
        try scratch.write("content/big.md", text)
        let found = errors(scratch)
        #expect(found.map(\.code) == ["file-too-large"])
        #expect(found.first?.location == SourceLocation(file: "content/big.md", line: 1))
    }
}

/// Addresses from course.yml go into every page's links: only http and https are accepted (issue 25).
@Suite struct CourseURLSchemeTests {
    private func errors(_ extra: String) throws -> [Diagnostic] {
        let scratch = try ScratchFolder()
        _ = try scratch.makeCourse([("a.md", "---\ntitle: A\n---\n")], extraCourseYAML: extra)
        do {
            _ = try CourseLoader(source: scratch.url.appendingPathComponent("content"), displayRoot: "content").load()
            return []
        } catch let error as DiagnosticError {
            return error.diagnostics.filter { $0.severity == .error }
        }
    }

    @Test func javascriptAndDataURLsAreLocatedErrors() throws {
        let repository = try errors("repository: \"javascript:alert(1)\"\n")
        #expect(repository.map(\.message) == ["repository must be an http:// or https:// address, not 'javascript:alert(1)'"])
        #expect(repository.first?.location == SourceLocation(file: "content/course.yml", line: 3, column: 13))
        let base = try errors("base_url: \"data:text/html,x\"\n")
        #expect(base.map(\.code) == ["course-yml"])
        #expect(base.first?.location?.line == 3)
    }

    @Test func webAddressesAreAccepted() throws {
        #expect(try errors("repository: https://github.com/x/y\nbase_url: https://kurs.example/\n").isEmpty)
    }
}
