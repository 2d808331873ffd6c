import Foundation
import XCTest

/// End-to-end tests of `coursegen check`: exit codes, every format, and findings at the Markdown lines where
/// problems were planted in a copy of Tests/Fixtures/linkcheck-course.
final class CheckCommandTests: XCTestCase {
    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
    static let fixtures = packageRoot.appendingPathComponent("Tests/Fixtures")

    private var workspace: URL!

    override func setUpWithError() throws {
        workspace = FileManager.default.temporaryDirectory.appendingPathComponent("check-cli-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: workspace, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: workspace)
    }

    /// A copy of the clean fixture course in the workspace, with `lines` appended to lesson 1.
    private func course(appendingToLessonOne lines: [String] = []) throws -> String {
        let copy = workspace.appendingPathComponent("course")
        try FileManager.default.copyItem(at: Self.fixtures.appendingPathComponent("linkcheck-course"), to: copy)
        if !lines.isEmpty {
            let lesson = copy.appendingPathComponent("lessons/01-kirish.md")
            var text = try String(contentsOf: lesson, encoding: .utf8)
            text += lines.map { $0 + "\n" }.joined()
            try text.write(to: lesson, atomically: true, encoding: .utf8)
        }
        return copy.path
    }

    private func check(_ arguments: [String]) throws -> CoursegenProcess.Result {
        // Run from the package root so the build finds themes/default.
        try CoursegenProcess.run(["check"] + arguments, in: Self.packageRoot)
    }

    /// Lesson 1 of the fixture has 12 lines; these become lines 13–18.
    static let plantedLines = [
        "",
        "Buzuq havola: [yoʻq dars](03-yoq.md).",          // 14: `[` after 14 characters → column 15
        "",
        "Notoʻgʻri boʻlim: [davomi](02-davomi.md#yoq).",  // 16: `Notoʻgʻri boʻlim: ` is 18 scalars → 19
        "",
        "![Yoʻq rasm](images/yoq.png)",                    // 18: the image starts the line → column 1
    ]

    func testTheUnmodifiedCourseIsClean() throws {
        let result = try check([try course()])
        XCTAssertEqual(result.status, 0, result.stdout + result.stderr)
        XCTAssertTrue(result.stdout.hasPrefix("no problems found ("), result.stdout)
    }

    func testPlantedProblemsAreReportedAtTheirMarkdownLinesInJSON() throws {
        let source = try course(appendingToLessonOne: Self.plantedLines)
        let result = try check([source, "--format", "json"])
        XCTAssertEqual(result.status, 1, result.stderr)
        let object = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        let diagnostics = try XCTUnwrap(object["diagnostics"] as? [[String: Any]])
        let lesson = source + "/lessons/01-kirish.md"
        let found = diagnostics.map { "\($0["code"]!) \($0["file"]!):\($0["line"]!):\($0["column"]!)" }
        XCTAssertEqual(found, [
            "broken-link \(lesson):14:15",
            "missing-anchor \(lesson):16:19",
            "missing-asset \(lesson):18:1",
        ])
        XCTAssertEqual((object["summary"] as? [String: Any])?["errors"] as? Int, 3)
    }

    func testEveryFormatReportsTheSameFindings() throws {
        let source = try course(appendingToLessonOne: Self.plantedLines)
        let lesson = source + "/lessons/01-kirish.md"

        let text = try check([source])
        XCTAssertEqual(text.status, 1)
        for position in ["14:15: error: broken link", "16:19: error: missing anchor", "18:1: error: missing image"] {
            XCTAssertTrue(text.stdout.contains(lesson + ":" + position), text.stdout)
        }
        // 71: each of the two lesson pages also loads the shared nav.js, every page links print.html, and print.html
        // holds both lessons' links again (its own findings are left out: they repeat the lessons').
        XCTAssertTrue(text.stdout.hasSuffix("3 errors in 1 file (5 pages, 71 links checked)\n"), text.stdout)

        let github = try check([source, "--format", "github"])
        XCTAssertEqual(github.status, 1)
        let annotations = github.stdout.split(separator: "\n").filter { $0.hasPrefix("::error ") }
        XCTAssertEqual(annotations.count, 3, github.stdout)
        XCTAssertTrue(github.stdout.contains("::error file=\(lesson),line=16,col=19,title=missing-anchor::"), github.stdout)

        let junit = try check([source, "--format", "junit"])
        XCTAssertEqual(junit.status, 1)
        XCTAssertTrue(junit.stdout.contains("<testsuites name=\"coursegen check\" tests=\"3\" failures=\"3\" errors=\"0\">"), junit.stdout)
        XCTAssertTrue(junit.stdout.contains("name=\"missing-asset at 18:1\" file=\"\(lesson)\" line=\"18\""), junit.stdout)
    }

    /// A preview whose conflict the author announced with `expect=conflict`, appended to lesson 1 (lines 13–22).
    static let expectedConflictLines = [
        "",
        "```swift preview expect=conflict",
        "let card = UIView()",
        "view.addSubview(card)",
        "card.snp.makeConstraints { make in",
        "    make.center.equalToSuperview()",
        "    make.width.equalTo(200)",
        "    make.width.equalTo(240)",
        "    make.height.equalTo(120)",
        "}",
        "```",
    ]

    func testExpectedFindingsAreCountedInTextAndListedOnlyWithVerboseOrInJSON() throws {
        let source = try course(appendingToLessonOne: Self.expectedConflictLines)
        let quiet = try check([source])
        XCTAssertEqual(quiet.status, 0, quiet.stdout + quiet.stderr)
        XCTAssertFalse(quiet.stdout.contains("(expected)"), quiet.stdout)
        XCTAssertTrue(quiet.stdout.hasPrefix("no problems found ("), quiet.stdout)
        XCTAssertTrue(quiet.stdout.hasSuffix("; 1 expected finding not listed (--verbose lists it)\n"), quiet.stdout)
        XCTAssertEqual(quiet.stdout.split(separator: "\n").count, 1, quiet.stdout)

        let verbose = try check([source, "--verbose"])
        XCTAssertEqual(verbose.status, 0, verbose.stdout)
        XCTAssertTrue(verbose.stdout.contains(source + "/lessons/01-kirish.md:"), verbose.stdout)
        XCTAssertTrue(verbose.stdout.contains("(expected)"), verbose.stdout)
        XCTAssertEqual(try check([source, "-v"]).stdout, verbose.stdout)

        let json = try check([source, "--format", "json"])
        let object = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        let diagnostics = try XCTUnwrap(object["diagnostics"] as? [[String: Any]])
        XCTAssertFalse(diagnostics.isEmpty, json.stdout)
        XCTAssertTrue(diagnostics.allSatisfy { $0["expected"] as? Bool == true }, json.stdout)
        let github = try check([source, "--format", "github"])
        XCTAssertTrue(github.stdout.contains("(expected)"), github.stdout)
    }

    func testWarningsFailOnlyWithWarningsAsErrors() throws {
        // An empty link is a warning: the page still works, it only reloads itself.
        let source = try course(appendingToLessonOne: ["", "<a href=\"\">boʻsh</a>"])
        let lenient = try check([source, "--format", "json"])
        XCTAssertEqual(lenient.status, 0, lenient.stdout)
        XCTAssertTrue(lenient.stdout.contains("\"code\": \"empty-link\""), lenient.stdout)
        let strict = try check([source, "--warnings-as-errors"])
        XCTAssertEqual(strict.status, 1, strict.stdout)
        XCTAssertTrue(strict.stdout.contains("error: empty a[href]"), strict.stdout)
    }

    func testABuiltSiteCanBeCheckedDirectly() throws {
        let site = Self.fixtures.appendingPathComponent("linkcheck-clean").path
        let result = try check(["--site", site])
        XCTAssertEqual(result.status, 0, result.stdout)
        XCTAssertEqual(result.stdout, "no problems found (2 pages, 11 links checked)\n")
    }

    func testUsageAndConfigurationErrorsExitWith2() throws {
        let badFormat = try check([try course(), "--format", "xml"])
        XCTAssertEqual(badFormat.status, 2)
        XCTAssertTrue(badFormat.stderr.contains("unknown --format 'xml'"), badFormat.stderr)

        let noCourse = try check([workspace.appendingPathComponent("nothing").path])
        XCTAssertEqual(noCourse.status, 2)
        XCTAssertTrue(noCourse.stderr.contains("is not a course folder"), noCourse.stderr)

        let noSite = try check(["--site", workspace.appendingPathComponent("nothing").path])
        XCTAssertEqual(noSite.status, 2)

        let updateAlone = try check(["--update-snapshots"])
        XCTAssertEqual(updateAlone.status, 2)
        XCTAssertTrue(updateAlone.stderr.contains("--update-snapshots needs --snapshots DIR"), updateAlone.stderr)
    }

    func testSnapshotsAreWrittenThenComparedByMeaning() throws {
        let snapshots = workspace.appendingPathComponent("snapshots")
        let source = Self.fixtures.appendingPathComponent("preview-course").path
        let update = try check([source, "--snapshots", snapshots.path, "--update-snapshots", "--format", "json"])
        XCTAssertEqual(update.status, 0, update.stdout + update.stderr)
        let file = snapshots.appendingPathComponent("basics-moving.json")
        XCTAssertTrue(FileManager.default.fileExists(atPath: file.path))

        let unchanged = try check([source, "--snapshots", snapshots.path, "--format", "json"])
        XCTAssertEqual(unchanged.status, 0, unchanged.stdout)
        XCTAssertFalse(unchanged.stdout.contains("snapshot-"), unchanged.stdout)

        // Move the first view of the first state 10 pt to the right in the stored snapshot.
        var document = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(contentsOf: file)) as? [String: Any])
        var lessons = try XCTUnwrap(document["lessons"] as? [[String: Any]])
        var blocks = try XCTUnwrap(lessons[0]["blocks"] as? [[String: Any]])
        var states = try XCTUnwrap(blocks[0]["states"] as? [[String: Any]])
        var views = try XCTUnwrap(states[0]["views"] as? [[String: Any]])
        var frame = try XCTUnwrap(views[0]["frame"] as? [Double])
        frame[0] += 10
        views[0]["frame"] = frame
        states[0]["views"] = views
        blocks[0]["states"] = states
        lessons[0]["blocks"] = blocks
        document["lessons"] = lessons
        try JSONSerialization.data(withJSONObject: document).write(to: file)
        let blockLine = try XCTUnwrap(blocks[0]["line"] as? Int)

        let changed = try check([source, "--snapshots", snapshots.path, "--format", "json"])
        XCTAssertEqual(changed.status, 1, changed.stdout)
        let report = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(changed.stdout.utf8)) as? [String: Any])
        let mismatches = (report["diagnostics"] as? [[String: Any]] ?? []).filter { $0["code"] as? String == "snapshot-mismatch" }
        XCTAssertEqual(mismatches.count, 1, changed.stdout)
        XCTAssertEqual(mismatches.first?["line"] as? Int, blockLine)
        XCTAssertTrue((mismatches.first?["message"] as? String ?? "").contains("preview 'basics-moving'"), changed.stdout)
        // Named as every other finding is, relative to the working directory (the package root here).
        XCTAssertEqual(mismatches.first?["file"] as? String, "Tests/Fixtures/preview-course/lessons/01-preview-basics.md",
                       changed.stdout)
    }

    /// A block id becomes the file name `DIR/<id>.json`: ids that would leave DIR (`../x`, `/tmp/x`), hide the
    /// file or collide are errors at the `id=` attribute, and nothing is written outside DIR.
    func testSnapshotIdsThatAreNotPlainFileNamesAreLocatedErrors() throws {
        let course = workspace.appendingPathComponent("course")
        try FileManager.default.createDirectory(at: course.appendingPathComponent("lessons"), withIntermediateDirectories: true)
        try """
            title: "T"
            base_url: "/"
            chapters:
              - title: "A"
                lessons:
                  - 01-l.md

            """.write(to: course.appendingPathComponent("course.yml"), atomically: true, encoding: .utf8)
        let block = "view.backgroundColor = .white\n```\n"
        let escapeTarget = workspace.appendingPathComponent("ESCAPED")
        let lesson = "---\ntitle: L\n---\n\n"                                  // lines 1-4
            + "```swift preview id=../../ESCAPED\n" + block + "\n"               // 5-8
            + "```swift preview id=\"\(escapeTarget.path)\"\n" + block + "\n"    // 9-12
            + "```swift preview id=.hidden\n" + block + "\n"                     // 13-16
            + "```swift preview id=ok\n" + block + "\n"                          // 17-20
            + "```swift preview  id=ok\n" + block                                // 21-23
        try lesson.write(to: course.appendingPathComponent("lessons/01-l.md"), atomically: true, encoding: .utf8)
        let snapshots = workspace.appendingPathComponent("a/b/snapshots")

        let result = try check([course.path, "--snapshots", snapshots.path, "--update-snapshots"])
        XCTAssertEqual(result.status, 1, result.stdout + result.stderr)
        let file = course.appendingPathComponent("lessons/01-l.md").path
        for expected in [
            "\(file):5:18: error: preview id '../../ESCAPED' cannot name a snapshot file: it contains a path separator",
            "\(file):9:18: error: preview id '\(escapeTarget.path)' cannot name a snapshot file: it contains a path separator",
            "\(file):13:18: error: preview id '.hidden' cannot name a snapshot file: it starts with '.'",
            "\(file):21:19: error: preview id 'ok' is used twice",
        ] {
            XCTAssertTrue(result.stdout.contains(expected), "missing '\(expected)' in:\n\(result.stdout)")
        }
        XCTAssertFalse(result.stdout.contains("NSCocoaErrorDomain") || result.stderr.contains("NSCocoaErrorDomain"))
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: snapshots.path), ["ok.json"])
        for outside in [escapeTarget.path + ".json", workspace.appendingPathComponent("a/ESCAPED.json").path] {
            XCTAssertFalse(FileManager.default.fileExists(atPath: outside), outside)
        }

        // Comparing reports the same errors instead of reading files outside DIR.
        let compare = try check([course.path, "--snapshots", snapshots.path])
        XCTAssertEqual(compare.status, 1)
        XCTAssertTrue(compare.stdout.contains("\(file):5:18: error: preview id '../../ESCAPED' cannot name a snapshot file"),
                      compare.stdout)
    }
}
