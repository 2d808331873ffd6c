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
}
