import Foundation
import XCTest

/// `frames`, `build` and `check` read a lesson the same way: the same blocks (in block quotes too), the same
/// messages at the same places, and exit statuses that follow DESIGN.md §3 (2 for usage and input errors).
final class LessonInputCommandTests: XCTestCase {
    private var folder: URL!

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("lesson-input-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: folder)
    }

    /// A course with one lesson whose body is `body` (after three lines of front matter).
    private func course(_ body: Data) throws -> (course: URL, lesson: URL) {
        let course = folder.appendingPathComponent("course")
        try FileManager.default.createDirectory(at: course.appendingPathComponent("lessons"), withIntermediateDirectories: true)
        try Data("""
            title: "T"
            language: en
            base_url: "https://example.org/"
            chapters:
              - title: "One"
                lessons:
                  - 01-a.md

            """.utf8).write(to: course.appendingPathComponent("course.yml"))
        let lesson = course.appendingPathComponent("lessons/01-a.md")
        try (Data("---\ntitle: \"A\"\n---\n".utf8) + body).write(to: lesson)
        return (course, lesson)
    }

    /// The `path:line:col: severity: message` lines of a command's output.
    private func locatedLines(_ text: String) -> [String] {
        text.split(separator: "\n").map(String.init).filter { $0.contains(": error: ") || $0.contains(": warning: ") || $0.contains(": note: ") }
    }

    /// Rule: a lesson that is not UTF-8 gets the build's message at the first bad byte from `frames` too, and
    /// counts as a problem in the content (exit 1).
    func testInvalidUTF8IsReportedWithItsPositionByEveryCommand() throws {
        let (course, lesson) = try course(Data("\nlet s = \"".utf8) + Data([0xFF]) + Data("\"\n".utf8))
        let frames = try CoursegenProcess.run(["frames", lesson.path])
        XCTAssertEqual(frames.status, 1, frames.stderr)
        XCTAssertTrue(frames.stderr.contains("\(lesson.path):5:10: error: file is not valid UTF-8 (save it as UTF-8)"), frames.stderr)
        let build = try CoursegenProcess.run(["build", course.path, "-o", folder.appendingPathComponent("site").path])
        XCTAssertEqual(build.status, 1)
        XCTAssertTrue(build.stderr.contains("01-a.md:5:10: error: file is not valid UTF-8 (save it as UTF-8)"), build.stderr)
    }

    /// Rule: a PATH that is missing or not a regular file is an input error: exit 2, as `solve` and `check` do, and
    /// the message says what is wrong with it.
    func testUnreadablePathsAreInputErrors() throws {
        let missing = folder.appendingPathComponent("missing.md").path
        let frames = try CoursegenProcess.run(["frames", missing])
        XCTAssertEqual(frames.status, 2)
        XCTAssertTrue(frames.stderr.contains("'\(missing)' does not exist"), frames.stderr)
        XCTAssertEqual(try CoursegenProcess.run(["solve", missing]).status, 2)
        XCTAssertEqual(try CoursegenProcess.run(["check", missing]).status, 2)

        let device = try CoursegenProcess.run(["frames", "/dev/null"])
        XCTAssertEqual(device.status, 2)
        XCTAssertTrue(device.stderr.contains("'/dev/null' is not a regular file (it is a device)"), device.stderr)
        XCTAssertFalse(device.stderr.contains("permission"), device.stderr)
    }

    /// Rule: a preview in a block quote is run by `frames` as by `check`, and both report its conflict at the
    /// column that counts the `> ` prefix.
    func testBlockQuotedPreviewsAreFoundAndLocatedAlike() throws {
        let (course, lesson) = try course(Data("""

            > ```swift preview id=quoted
            > final class A: UIView {
            >     let box = UIView()
            >     override init(frame: CGRect) {
            >         super.init(frame: frame)
            >         addSubview(box)
            >         box.snp.makeConstraints { make in
            >             make.size.equalTo(50)
            >             make.width.equalTo(60)
            >         }
            >     }
            >     required init?(coder: NSCoder) { fatalError() }
            > }
            > ```

            """.utf8))
        let frames = try CoursegenProcess.run(["frames", lesson.path])
        XCTAssertEqual(frames.status, 1)
        let block = ((try JSONSerialization.jsonObject(with: Data(frames.stdout.utf8)) as? [String: Any])?["lessons"]
            as? [[String: Any]])?.first?["blocks"] as? [[String: Any]]
        XCTAssertEqual(block?.first?["id"] as? String, "quoted")
        XCTAssertTrue(frames.stderr.contains("\(lesson.path):13:20: error: Unable to simultaneously satisfy constraints"), frames.stderr)
        XCTAssertTrue(frames.stderr.contains("\(lesson.path):12:20: note: <SnapKit.LayoutConstraint"), frames.stderr)

        let check = try CoursegenProcess.run(["check", course.path])
        XCTAssertEqual(check.status, 1)
        let located = locatedLines(check.stdout).map { $0.replacingOccurrences(of: course.path + "/", with: "") }
        XCTAssertEqual(located.first { $0.contains("error:") }?.prefix(27), "lessons/01-a.md:13:20: erro")
    }

    /// Rule: two previews with one id are one `duplicate-id` warning at the second `id=`, with a note at the
    /// first; the page no longer carries duplicate element ids (no warning at line 1, no note into the deleted
    /// temporary site).
    func testDuplicatePreviewIDsAreOneWarningAtTheSecondBlock() throws {
        let (course, _) = try course(Data("""

            ```swift preview id=card
            final class A: UIView {}
            ```

            ```swift preview id=card
            final class B: UIView {}
            ```

            """.utf8))
        let check = try CoursegenProcess.run(["check", course.path])
        XCTAssertEqual(check.status, 0, check.stdout)
        let located = locatedLines(check.stdout).map { $0.replacingOccurrences(of: course.path + "/", with: "") }
        XCTAssertEqual(located, [
            "lessons/01-a.md:9:21: warning: the preview id 'card' is already used by the block at line 5; this block is published as '01-a-2'",
            "lessons/01-a.md:5:21: note: the first block with id 'card'",
        ])
    }

    /// Rule: when a finding's note points into the built site (the first of two duplicate HTML ids), `check` keeps
    /// that site, so the note can be opened.
    func testNotesIntoTheBuiltSiteStayOpenable() throws {
        let (course, _) = try course(Data("\n<div id=\"x\">one</div>\n\n<div id=\"x\">two</div>\n".utf8))
        let check = try CoursegenProcess.run(["check", course.path])
        let note = try XCTUnwrap(locatedLines(check.stdout).first { $0.contains(": note: the first element with id 'x'") })
        let path = String(note.prefix { $0 != ":" })
        XCTAssertTrue(FileManager.default.fileExists(atPath: path), check.stdout)
        XCTAssertTrue(check.stderr.contains("kept at"), check.stderr)
        if let site = path.range(of: "/site/") {
            try? FileManager.default.removeItem(atPath: String(path[..<site.lowerBound]))
        }
    }
}
