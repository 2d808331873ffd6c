import Foundation
import XCTest

/// End-to-end tests of `coursegen solve` (DESIGN.md §3 and §8). Expected values are derived by hand in comments.
final class SolveCommandTests: XCTestCase {
    private func solve(_ text: String, file: Bool = false) throws -> (status: Int32, json: [String: Any]?, stderr: String) {
        let result: CoursegenProcess.Result
        if file {
            let url = FileManager.default.temporaryDirectory.appendingPathComponent("solve-\(UUID().uuidString).txt")
            try text.write(to: url, atomically: true, encoding: .utf8)
            defer { try? FileManager.default.removeItem(at: url) }
            result = try CoursegenProcess.run(["solve", url.path])
        } else {
            result = try CoursegenProcess.run(["solve"], stdin: text)
        }
        let json = try? JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any]
        return (result.status, json, result.stderr)
    }

    private func variables(_ json: [String: Any]?) -> [String: Double] {
        (json?["variables"] as? [String: Any] ?? [:]).compactMapValues { ($0 as? NSNumber)?.doubleValue }
    }

    func testRowOfViewsFromAFile() throws {
        // l1 = 0, w1 = 100 (weak preference met), l2 = l1 + w1 + 8 = 108, w2 = 100.
        let text = """
            # two views in a row
            l1 == 0
            w1 == 100 @low
            l2 == l1 + w1 + 8
            w2 == w1
            """
        let (status, json, stderr) = try solve(text, file: true)
        XCTAssertEqual(status, 0, stderr)
        XCTAssertEqual(variables(json), ["l1": 0, "w1": 100, "l2": 108, "w2": 100])
        XCTAssertEqual(json?["broken"] as? [Int], [])
        XCTAssertEqual(json?["conflicts"] as? [[Int]], [])
        XCTAssertEqual(json?["ambiguous"] as? [String], [])
    }

    func testPriorityContestIsStrict() throws {
        // Two weak (@250) constraints pull x to 0, one @251 to 10: strict priorities give x = 10.
        let text = "a == x\nb == x\na == 0 @250\nb == 0 @250\nx == 10 @251\n"
        let (status, json, _) = try solve(text)
        XCTAssertEqual(status, 0)
        XCTAssertEqual(variables(json)["x"], 10)
    }

    func testConflictBreaksTheLatestLineAndExitsOne() throws {
        // Lines 1, 2 and 4 cannot all hold (x = 10, y = x + 5 = 15, y = 20); line 3 is not involved.
        // All have break rank 0, so the most recent (line 4) is broken; x = 10, y = 15 remain.
        let text = "x == 10\ny == x + 5\nz >= 0\ny == 20\n"
        let (status, json, _) = try solve(text)
        XCTAssertEqual(status, 1)
        XCTAssertEqual(json?["broken"] as? [Int], [4])
        XCTAssertEqual(json?["conflicts"] as? [[Int]], [[1, 2, 4]])
        XCTAssertEqual(variables(json)["y"], 15)
    }

    func testAmbiguousVariablesAreListed() throws {
        // a + b == 10 leaves a and b free to trade; c is fixed; d appears only in an inequality.
        let text = "a + b == 10\nc == 3\nd >= 0\n"
        let (status, json, _) = try solve(text)
        XCTAssertEqual(status, 0)
        XCTAssertEqual(json?["ambiguous"] as? [String], ["a", "b", "d"])
        XCTAssertEqual(Set(variables(json).keys), ["a", "b", "c", "d"])
    }

    func testEditLineSuggestsAValue() throws {
        // total is an edit variable suggested at 300; half = total / 2 = 150.
        let text = "half * 2 == total\nedit total = 300\n"
        let (status, json, _) = try solve(text)
        XCTAssertEqual(status, 0)
        XCTAssertEqual(variables(json)["half"], 150)
        XCTAssertEqual(variables(json)["total"], 300)
    }

    func testMalformedInputIsAnErrorAtLineAndColumn() throws {
        let cases: [(String, String)] = [
            ("x == 1\ny == x $ 2\n", "<stdin>:2:8: error: unknown token '$'"),
            ("x == y * z\n", "<stdin>:1:8: error: nonlinear term"),
            ("x == 1 @1001\n", "<stdin>:1:9: error: priority 1001 is out of range 1...1000"),
            ("x == 1 @0\n", "<stdin>:1:9: error: priority 0 is out of range"),
            ("x = 1\n", "<stdin>:1:3: error: expected '==', '<=' or '>='"),
        ]
        for (text, expected) in cases {
            let (status, json, stderr) = try solve(text)
            XCTAssertEqual(status, 2, text)
            XCTAssertNil(json, text)
            XCTAssertTrue(stderr.contains(expected), "\(text): \(stderr)")
        }
    }

    func testAConstraintGivenTwiceIsTwoConstraints() throws {
        // As in UIKit: x == 1 twice is redundant, not an error; w == 0 @250 twice outweighs w == 10 @250 once
        // (error 2|w| + |w − 10| is least at w = 0).
        let (status, json, _) = try solve("x == 1\nx == 1\nw == 0 @250\nw == 0 @250\nw == 10 @250\n")
        XCTAssertEqual(status, 0)
        XCTAssertEqual(variables(json)["x"], 1)
        XCTAssertEqual(variables(json)["w"], 0)
    }

    func testUsageErrors() throws {
        let missing = try CoursegenProcess.run(["solve", "/nonexistent/system.txt"])
        XCTAssertEqual(missing.status, 2)
        let extra = try CoursegenProcess.run(["solve", "a.txt", "b.txt"])
        XCTAssertEqual(extra.status, 2)
    }

    /// `y == 1e300` printed `"y": inf` (rounding multiplied by 1e9 and overflowed) and `x == 1e308`, `y == x * 10`
    /// printed `"y": null`, both with status 0. Numbers and results are now limited to ±1e15 (docs/solver.md):
    /// beyond it a located error and status 2; within it, always valid JSON.
    func testHugeNumbersAreLocatedErrorsAndTheJSONIsAlwaysValid() throws {
        let cases: [(String, String)] = [
            ("y == 1e300\n", "<stdin>:1:6: error: number '1e300' is beyond ±1e15, the largest magnitude solve accepts"),
            ("x == 1e308\ny == x * 10\n", "<stdin>:1:6: error: number '1e308' is beyond ±1e15"),
            ("x == 1e15\ny == 1e15 * x\n", "<stdin>:2:1: error: the solution puts 'y' at 1e+30, beyond ±1e15"),
        ]
        for (text, expected) in cases {
            let result = try CoursegenProcess.run(["solve"], stdin: text)
            XCTAssertEqual(result.status, 2, text)
            XCTAssertEqual(result.stdout, "", text)
            XCTAssertTrue(result.stderr.contains(expected), "\(text): \(result.stderr)")
        }
        for (text, value) in [("y == 1e15\n", 1e15), ("y == -999999999999999.5\n", -999_999_999_999_999.5),
                              ("y == 123456789.123456789\n", 123_456_789.123_456_789)] {
            let result = try CoursegenProcess.run(["solve"], stdin: text)
            XCTAssertEqual(result.status, 0, result.stderr)
            let json = try XCTUnwrap(try? JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any],
                                     "not JSON: \(result.stdout)")
            XCTAssertEqual(variables(json)["y"] ?? .nan, value, accuracy: value.magnitude * 1e-15, text)
        }
    }
}
