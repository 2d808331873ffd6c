import Foundation
import XCTest

/// End-to-end tests of the `coursegen` executable. They run the binary that `swift build` produced next to the
/// test bundle, so they test exactly what a user runs.
final class CLIUsageTests: XCTestCase {
    func testUnknownCommandIsAUsageError() throws {
        let result = try CoursegenProcess.run(["frobnicate"])
        XCTAssertEqual(result.status, 2)
        XCTAssertTrue(result.stderr.contains("unknown command 'frobnicate'"), result.stderr)
    }

    func testHelpListsEveryCommandOfTheContract() throws {
        let result = try CoursegenProcess.run(["help"])
        XCTAssertEqual(result.status, 0)
        for name in ["build", "check", "frames", "solve", "serve", "new"] {
            XCTAssertTrue(result.stdout.contains("  \(name)"), "help does not list \(name)")
        }
    }

    func testASwitchBeforeAShortOptionDoesNotSwallowIt() throws {
        // `--no-cache -o OUT`: `-o` names an option, so it is not the switch's value. The arguments then parse,
        // and the missing course is what is reported (an input error, exit 2, DESIGN.md §3).
        let missing = FileManager.default.temporaryDirectory.appendingPathComponent("coursegen-no-such-course").path
        let out = FileManager.default.temporaryDirectory.appendingPathComponent("coursegen-cli-out").path
        let result = try CoursegenProcess.run(["build", "--no-cache", "-o", out, missing])
        XCTAssertEqual(result.status, 2, result.stderr)
        XCTAssertTrue(result.stderr.contains("is not a course folder (it does not exist)"), result.stderr)
        XCTAssertFalse(result.stderr.contains("unknown option"), result.stderr)
        XCTAssertFalse(result.stderr.contains("unexpected argument"), result.stderr)
    }

    func testASwitchBeforeThePathDoesNotHideIt() throws {
        // `frames --landscape PATH`: `--landscape` takes no value, so PATH is still the positional argument.
        let lesson = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Fixtures/preview-course/lessons/01-preview-basics.md").path
        let result = try CoursegenProcess.run(["frames", "--landscape", lesson])
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertTrue(result.stdout.contains("\"blocks\""), result.stdout)
    }

    func testUsageErrorsPrintTheCommandsUsageAndExit2() throws {
        let result = try CoursegenProcess.run(["build", "--bogus"])
        XCTAssertEqual(result.status, 2)
        XCTAssertTrue(result.stderr.contains("unknown option '--bogus'"), result.stderr)
        XCTAssertTrue(result.stderr.contains("usage: coursegen build"), result.stderr)
    }
}
