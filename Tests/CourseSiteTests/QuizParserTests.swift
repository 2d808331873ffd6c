import CourseSite
import Diagnostics
import Testing

/// Quiz blocks (docs/quizzes.md): what each kind reads, and the located errors of a quiz that cannot be asked.
struct QuizParserTests {
    /// A quiz block whose fence is on line 10, so its YAML starts on line 11.
    private func parse(_ yaml: String) -> (quiz: Quiz?, diagnostics: [Diagnostic]) {
        let block = LessonCodeBlock(index: 0, info: "quiz", code: yaml, fenceLine: 10, firstCodeLine: 11)
        return QuizParser.parse(block, number: 1, file: "dars.md")
    }

    @Test func aChoiceQuizReadsItsOptionsExplanationsAndAnswer() throws {
        let (quiz, diagnostics) = parse("""
            question: "Qaysi biri?"
            options:
              - text: "Birinchi"
                explain: "Ha."
              - "Ikkinchi"
            answer: 1

            """)
        #expect(diagnostics.isEmpty)
        let read = try #require(quiz)
        #expect(read.kind == .choice)
        #expect(read.options.map(\.text) == ["Birinchi", "Ikkinchi"])
        #expect(read.options.map(\.explain) == ["Ha.", nil])
        #expect(read.answerOption == 0)
        #expect(read.query == nil)
    }

    @Test func aWhereQuizAsksTheEngineForAViewInAState() throws {
        let (quiz, diagnostics) = parse("""
            kind: where
            question: "Qayerda?"
            preview: karta
            view: titleLabel
            state: expand()
            tolerance: 6
            answer: [100, 200]

            """)
        #expect(diagnostics.isEmpty)
        let read = try #require(quiz)
        #expect(read.answerPoint == [100, 200])
        #expect(read.tolerance == 6)
        #expect(read.query == QuizQuery(kind: "where", preview: "karta", view: "titleLabel", state: "expand()",
                                        device: nil, landscape: false, width: nil))
    }

    @Test func aVariantQuizReadsTheDeviceAndTheOptionsValues() throws {
        let (quiz, diagnostics) = parse("""
            kind: variant
            question: "iPadʼda?"
            preview: karta
            view: cardView
            device: iPad (10th generation)
            orientation: landscape
            ask: visible
            options:
              - value: visible
              - value: hidden

            """)
        #expect(diagnostics.isEmpty)
        let read = try #require(quiz)
        #expect(read.property == .visible)
        #expect(read.landscape)
        #expect(read.options.map(\.value) == [1, 0])
    }

    /// Each error sits where the author must fix it: the value's line and column in the Markdown file.
    @Test func badFieldsAreErrorsAtTheirValues() {
        let (quiz, diagnostics) = parse("""
            kind: where
            question: "Qayerda?"
            preview: karta
            view: box
            tolerance: -3
            answer: [1, 2, 3]

            """)
        #expect(quiz == nil)
        #expect(diagnostics.map { "\($0.location?.line ?? 0):\($0.location?.column ?? 0) \($0.message)" } == [
            "15:12 `tolerance:` is a distance in points, 0 or more",
            "16:9 a `where` answer is a point `[x, y]` in the canvas's points",
        ])
    }

    @Test func aChoiceQuizNeedsOptionsAndAnAnswerInRange() {
        let missing = parse("question: \"Nima?\"\noptions: [\"A\"]\n")
        #expect(missing.quiz == nil)
        #expect(missing.diagnostics.map(\.message) == [
            "a choice quiz needs `options:` with at least two entries",
            "a choice quiz needs `answer:` (the right option's number)",
        ])
        let outOfRange = parse("question: \"Nima?\"\noptions: [\"A\", \"B\"]\nanswer: 3\n")
        #expect(outOfRange.diagnostics.map { "\($0.location?.line ?? 0):\($0.location?.column ?? 0)" } == ["13:9"])
    }

    @Test func anUnknownKindAndInvalidYAMLAreLocated() {
        let kind = parse("kind: guess\nquestion: \"?\"\n")
        #expect(kind.diagnostics.map { "\($0.location?.line ?? 0):\($0.location?.column ?? 0) \($0.message)" }
                == ["11:7 unknown quiz kind 'guess': choice, where, breaks or variant"])
        let yaml = parse("question: [unclosed\n")
        #expect(yaml.quiz == nil)
        #expect(yaml.diagnostics.first?.code == "quiz")
        #expect(yaml.diagnostics.first?.location?.line ?? 0 >= 11)
    }

    @Test func anUnknownKeyIsAWarningAndTheQuizStillWorks() {
        let (quiz, diagnostics) = parse("question: \"?\"\noptions: [\"A\", \"B\"]\nanswer: 2\nanwser: 1\n")
        #expect(quiz?.answerOption == 1)
        #expect(diagnostics.map(\.severity) == [.warning])
        #expect(diagnostics.first?.location?.line == 14)
    }
}
