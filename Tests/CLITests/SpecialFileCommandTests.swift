import Foundation
import XCTest

/// `build`, `check` and `frames` on a course holding a FIFO named like a lesson: each ends at once with the FIFO
/// named as a pipe, instead of waiting in open() forever (issue 25).
final class SpecialFileCommandTests: XCTestCase {
    private var scratch: URL!
    private let theme = BuildCommandTests.repository.appendingPathComponent("themes/default").path

    override func setUpWithError() throws {
        scratch = FileManager.default.temporaryDirectory.appendingPathComponent("coursegen-fifo-\(UUID().uuidString)")
        let lessons = scratch.appendingPathComponent("content/lessons")
        try FileManager.default.createDirectory(at: lessons, withIntermediateDirectories: true)
        try Data("title: Kurs\nlanguage: uz\nchapters:\n  - title: Bob\n    lessons:\n      - a.md\n      - b.md\n".utf8)
            .write(to: scratch.appendingPathComponent("content/course.yml"))
        try Data("---\ntitle: A\n---\n\nMatn.\n".utf8).write(to: lessons.appendingPathComponent("a.md"))
        XCTAssertEqual(mkfifo(lessons.appendingPathComponent("b.md").path, 0o644), 0)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: scratch)
    }

    func testBuildCheckAndFramesNameTheFIFOAndDoNotWait() throws {
        for arguments in [["build", "content", "-o", "_site", "--no-previews", "--theme", theme],
                          ["check", "content"]] {
            let started = Date()
            let result = try CoursegenProcess.run(arguments, in: scratch)
            XCTAssertEqual(result.status, 1, arguments[0])
            XCTAssertTrue(result.stderr.contains("is not a regular file (it is a pipe)")
                          || result.stdout.contains("is not a regular file (it is a pipe)"), arguments[0])
            XCTAssertLessThan(Date().timeIntervalSince(started), 60, arguments[0])
        }
        let frames = try CoursegenProcess.run(["frames", "content/lessons"], in: scratch)
        XCTAssertEqual(frames.status, 1)
        XCTAssertTrue(frames.stderr.contains("content/lessons/b.md:1:1: error: "))
    }
}
