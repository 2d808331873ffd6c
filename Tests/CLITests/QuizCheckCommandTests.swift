import Foundation
import XCTest

/// `coursegen check` and `build` verify quizzes against the layout engine (docs/quizzes.md): each wrong statement in
/// a copy of Tests/Fixtures/quiz-course is an error at the quiz field's Markdown line and column.
final class QuizCheckCommandTests: XCTestCase {
    private var workspace: URL!

    override func setUpWithError() throws {
        workspace = FileManager.default.temporaryDirectory.appendingPathComponent("quiz-cli-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: workspace, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: workspace)
    }

    /// A copy of the quiz fixture whose lesson 1 has `original` replaced by `replacement`.
    private func course(replacing original: String, with replacement: String) throws -> String {
        let copy = workspace.appendingPathComponent("content")
        try FileManager.default.copyItem(at: CheckCommandTests.fixtures.appendingPathComponent("quiz-course/content"), to: copy)
        let lesson = copy.appendingPathComponent("lessons/01-savollar.md")
        let text = try String(contentsOf: lesson, encoding: .utf8)
        XCTAssertTrue(text.contains(original), "the fixture no longer holds \(original)")
        try text.replacingOccurrences(of: original, with: replacement).write(to: lesson, atomically: true, encoding: .utf8)
        return copy.path
    }

    private func check(_ source: String) throws -> CoursegenProcess.Result {
        try CoursegenProcess.run(["check", source, "--format", "text"], in: CheckCommandTests.packageRoot)
    }

    func testTheFixtureCourseChecksClean() throws {
        let result = try check(CheckCommandTests.fixtures.appendingPathComponent("quiz-course/content").path)
        XCTAssertEqual(result.status, 0, result.stdout + result.stderr)
    }

    /// The `where` quiz says the box ends its move around (196, 459): after `moveDown()` it spans y 359…459, so a
    /// point at y 600 (more than the 10 pt tolerance below it) disagrees with the layout.
    func testAWhereAnswerOffTheViewIsAnErrorAtTheAnswer() throws {
        let result = try check(try course(replacing: "answer: [196, 459]", with: "answer: [196, 600]"))
        XCTAssertEqual(result.status, 1)
        XCTAssertTrue(result.stdout.contains("01-savollar.md:48:9: error: the answer (196, 600) is not on 'box'"), result.stdout)
    }

    func testAWhereAnswerOutsideTheCanvasIsAnError() throws {
        let result = try check(try course(replacing: "answer: [196, 459]", with: "answer: [500, 459]"))
        XCTAssertEqual(result.status, 1)
        XCTAssertTrue(result.stdout.contains("01-savollar.md:48:9: error: the answer (500, 459) is outside the canvas (393×852)"),
                      result.stdout)
    }

    func testAQuizNamingAMissingViewOrBlockIsAnErrorAtTheName() throws {
        let view = try check(try course(replacing: "view: box\nstate:", with: "view: boks\nstate:"))
        XCTAssertEqual(view.status, 1)
        XCTAssertTrue(view.stdout.contains("01-savollar.md:45:7: error: the preview has no view 'boks' (views: self, box)"), view.stdout)

        try FileManager.default.removeItem(at: workspace.appendingPathComponent("content"))
        let block = try check(try course(replacing: "preview: wide", with: "preview: keng"))
        XCTAssertEqual(block.status, 1)
        XCTAssertTrue(block.stdout.contains("error: no layout block with id 'keng' in this lesson (ids: box, wide)"), block.stdout)
    }

    /// iPhone SE is 375 pt wide: the 100 pt box centred has x = 137.5, option 1; answer 2 (146.5, iPhone 15's) is wrong.
    func testAVariantAnswerThatDisagreesWithTheLayoutIsAnError() throws {
        let result = try check(try course(replacing: "    explain: \"Bu iPhone 15 uchun.\"\nanswer: 1",
                                          with: "    explain: \"Bu iPhone 15 uchun.\"\nanswer: 2"))
        XCTAssertEqual(result.status, 1)
        XCTAssertTrue(result.stdout.contains("error: answer 2 disagrees with the layout: 'box'.x is 137.5 on iPhone SE, which is option 1"),
                      result.stdout)
    }

    /// The solver breaks the most recently added required constraint, `width.equalTo(400)` on line 78, not line 77's.
    func testABreaksAnswerNamingAnotherMemberIsAnError() throws {
        let result = try check(try course(replacing: "answer: 78", with: "answer: 77"))
        XCTAssertEqual(result.status, 1)
        XCTAssertTrue(result.stdout.contains("error: the constraint on line 77 does not break: the solver breaks `card.width == 400.0` (line 78)"),
                      result.stdout)
    }

    func testAStateTheBlockDoesNotHaveIsAnErrorAtTheState() throws {
        let result = try check(try course(replacing: "state: moveDown()", with: "state: moveUp()"))
        XCTAssertEqual(result.status, 1)
        XCTAssertTrue(result.stdout.contains("01-savollar.md:46:8: error: the preview has no state 'moveUp()' (states: 0: initial, 1: moveDown())"),
                      result.stdout)
    }

    /// `box` has no conflict: a `breaks` quiz about it has nothing to ask.
    func testABreaksQuizOnABlockWithoutAConflictIsAnError() throws {
        let result = try check(try course(replacing: "kind: breaks\nquestion: \"Qaysi cheklov buziladi?\"\npreview: wide",
                                          with: "kind: breaks\nquestion: \"Qaysi cheklov buziladi?\"\npreview: box"))
        XCTAssertEqual(result.status, 1)
        XCTAssertTrue(result.stdout.contains("01-savollar.md:89:10: error: the preview 'box' has no conflict: nothing breaks"), result.stdout)
    }

    /// Neither 137.5 nor 146.5 is the box's x at width 320: (320 − 100) / 2 = 110.
    func testAVariantQuizWithNoRightOptionIsAnErrorAtTheOptions() throws {
        let result = try check(try course(replacing: "device: iPhone SE", with: "width: 320"))
        XCTAssertEqual(result.status, 1)
        XCTAssertTrue(result.stdout.contains("error: no option is right: the layout says 'box'.x is 110 at width 320"), result.stdout)
    }

    func testBuildFailsOnAWrongQuizToo() throws {
        let source = try course(replacing: "answer: 78", with: "answer: 77")
        let result = try CoursegenProcess.run(["build", source, "-o", workspace.appendingPathComponent("site").path, "--quiet"],
                                              in: CheckCommandTests.packageRoot)
        XCTAssertEqual(result.status, 1)
        XCTAssertTrue(result.stderr.contains("01-savollar.md:90:9: error: the constraint on line 77 does not break"), result.stderr)
    }
}
