import Foundation
import XCTest

/// `build -o` and `serve -o` never replace a folder that holds work: the course folder, a folder containing it,
/// a folder inside it holding course files, or a non-empty folder that is not a coursegen site. Each refusal
/// exits 1 with an error naming the folder and leaves every file exactly as it was.
final class OutputFolderSafetyTests: XCTestCase {
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
    private var scratch: URL!

    override func setUpWithError() throws {
        scratch = FileManager.default.temporaryDirectory.appendingPathComponent("coursegen-output-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: Self.repository.appendingPathComponent("Tests/Fixtures/site-basic/content"),
                                         to: scratch.appendingPathComponent("content"))
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: scratch)
    }

    private func build(_ output: String, source: String = "content") throws -> CoursegenProcess.Result {
        try CoursegenProcess.run(["build", source, "-o", output, "--no-previews", "--quiet", "--theme",
                                  Self.repository.appendingPathComponent("themes/default").path], in: scratch)
    }

    /// Every file and folder under `relative` (the scratch folder itself for "."), with the bytes of each file.
    private func tree(_ relative: String = ".") throws -> [String: Data?] {
        let root = scratch.appendingPathComponent(relative).standardizedFileURL
        var entries: [String: Data?] = [:]
        let enumerator = FileManager.default.enumerator(atPath: root.path)
        while let path = enumerator?.nextObject() as? String {
            var isDirectory: ObjCBool = false
            FileManager.default.fileExists(atPath: root.path + "/" + path, isDirectory: &isDirectory)
            entries[path] = isDirectory.boolValue ? nil : FileManager.default.contents(atPath: root.path + "/" + path)
        }
        return entries
    }

    private func write(_ relative: String, _ text: String) throws {
        let url = scratch.appendingPathComponent(relative)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
    }

    /// Builds into `output`, expects exit 1 with every fragment on standard error and the whole scratch folder
    /// (course, output and everything else) unchanged.
    private func assertRefused(_ output: String, expecting fragments: [String], source: String = "content",
                               file: StaticString = #filePath, line: UInt = #line) throws {
        let before = try tree()
        XCTAssertFalse(before.isEmpty, file: file, line: line)
        let result = try build(output, source: source)
        XCTAssertEqual(result.status, 1, result.stderr, file: file, line: line)
        for fragment in fragments {
            XCTAssertTrue(result.stderr.contains(fragment), "stderr lacks '\(fragment)':\n\(result.stderr)", file: file, line: line)
        }
        XCTAssertTrue(result.stderr.contains("was not changed"), result.stderr, file: file, line: line)
        XCTAssertEqual(try tree(), before, "files changed", file: file, line: line)
    }

    func testTheCourseFolderItselfIsRefused() throws {
        try assertRefused("content", expecting: ["error: the output folder 'content' is the course folder itself"])
        XCTAssertTrue(FileManager.default.fileExists(atPath: scratch.appendingPathComponent("content/course.yml").path))
    }

    func testTheSameFolderSpelledDifferentlyIsRefused() throws {
        try assertRefused("./content/../content/", expecting: ["is the course folder itself"])
        try FileManager.default.createSymbolicLink(atPath: scratch.appendingPathComponent("link").path,
                                                   withDestinationPath: scratch.appendingPathComponent("content").path)
        try assertRefused("link", expecting: ["error: the output folder 'link' is the course folder itself"])
    }

    func testAFolderContainingTheCourseIsRefused() throws {
        try assertRefused(".", expecting: ["error: the output folder '.' contains the course folder 'content'"])
        try FileManager.default.createDirectory(at: scratch.appendingPathComponent("project"), withIntermediateDirectories: true)
        try FileManager.default.moveItem(at: scratch.appendingPathComponent("content"),
                                         to: scratch.appendingPathComponent("project/content"))
        try assertRefused("project", expecting: ["error: the output folder 'project' contains the course folder 'project/content'"],
                          source: "project/content")
    }

    func testAFolderInsideTheCourseHoldingCourseFilesIsRefused() throws {
        try assertRefused("content/lessons", expecting: ["error: the output folder 'content/lessons' is the course's lessons folder"])
        try assertRefused("content/course.yml", expecting: ["error: the output folder 'content/course.yml' is a course file"])
        try assertRefused("content/lessons/01-salom.md", expecting: ["error: the output folder 'content/lessons/01-salom.md' is a course file"])
        try FileManager.default.createDirectory(at: scratch.appendingPathComponent("content/part"), withIntermediateDirectories: true)
        try FileManager.default.moveItem(at: scratch.appendingPathComponent("content/lessons"),
                                         to: scratch.appendingPathComponent("content/part/lessons"))
        try write("content/part/index.html", "<p>looks like a site</p>")
        try write("content/part/search-index.json", "[]")
        try FileManager.default.createDirectory(at: scratch.appendingPathComponent("content/part/assets"), withIntermediateDirectories: true)
        let course = try String(contentsOf: scratch.appendingPathComponent("content/course.yml"), encoding: .utf8)
        try write("content/course.yml", course.replacingOccurrences(of: "lessons/", with: "part/lessons/"))
        try assertRefused("content/part", expecting: [
            "error: the output folder 'content/part' holds course files ('content/part/lessons/01-salom.md')"])
        try assertRefused("content/theme", expecting: ["error: the output folder 'content/theme' is inside the course's theme folder 'content/theme'"])
        try assertRefused("content/theme/assets", expecting: ["is inside the course's theme folder"])
    }

    func testANonEmptyFolderThatIsNotASiteIsRefused() throws {
        try write("somedir/important/thesis.txt", "three years of work\n")
        try assertRefused("somedir", expecting: [
            "error: the output folder 'somedir' is not empty and is not a site coursegen wrote (it has no .coursegen-site file; it holds 'important')"])
        XCTAssertEqual(try String(contentsOf: scratch.appendingPathComponent("somedir/important/thesis.txt"), encoding: .utf8),
                       "three years of work\n")
    }

    func testABuildWritesTheMarkerAndReplacesItsOwnSiteAgain() throws {
        let first = try build("_site")
        XCTAssertEqual(first.status, 0, first.stderr)
        XCTAssertTrue(FileManager.default.fileExists(atPath: scratch.appendingPathComponent("_site/.coursegen-site").path))
        let second = try build("_site")
        XCTAssertEqual(second.status, 0, second.stderr)
    }

    func testASiteFromBeforeTheMarkerIsStillReplaced() throws {
        XCTAssertEqual(try build("_site").status, 0)
        try FileManager.default.removeItem(at: scratch.appendingPathComponent("_site/.coursegen-site"))
        let result = try build("_site")
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertTrue(FileManager.default.fileExists(atPath: scratch.appendingPathComponent("_site/.coursegen-site").path))
    }

    func testAnEmptyFolderAndASiteFolderInsideTheCourseAreFine() throws {
        try FileManager.default.createDirectory(at: scratch.appendingPathComponent("empty"), withIntermediateDirectories: true)
        XCTAssertEqual(try build("empty").status, 0)
        XCTAssertEqual(try build("content/_site").status, 0)
        let again = try build("content/_site")
        XCTAssertEqual(again.status, 0, again.stderr)
        XCTAssertTrue(FileManager.default.fileExists(atPath: scratch.appendingPathComponent("content/course.yml").path))
    }

    func testServeRefusesTheSameFoldersBeforeServing() throws {
        try write("somedir/important/thesis.txt", "three years of work\n")
        for (output, fragment) in [("content", "is the course folder itself"), (".", "contains the course folder 'content'"),
                                   ("content/lessons", "is the course's lessons folder"), ("somedir", "is not empty and is not a site")] {
            let before = try tree()
            let result = try CoursegenProcess.run(["serve", "content", "--port", "0", "-o", output], in: scratch)
            XCTAssertEqual(result.status, 1, "\(output): \(result.stderr)")
            XCTAssertTrue(result.stderr.contains("error: the output folder '\(output)' \(fragment)"), result.stderr)
            XCTAssertEqual(try tree(), before, "\(output): files changed")
        }
    }
}
