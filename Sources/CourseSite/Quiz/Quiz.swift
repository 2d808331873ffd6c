import Diagnostics

/// A quiz block of a lesson (a fenced ```` ```quiz ```` block holding YAML; docs/quizzes.md), as written.
///
/// Four kinds: `choice` (the author gives the options and the answer), and three whose answer the layout engine
/// knows: `where` (click where a view of a preview will be), `breaks` (which member of a preview's conflict the
/// solver breaks) and `variant` (a view's frame or visibility at another width or device). CourseSite parses and
/// draws quizzes; the engine's facts are computed and compared by a `QuizResolver` the command line supplies.
public struct Quiz: Sendable {
    public enum Kind: String, Sendable, CaseIterable {
        case choice, `where`, breaks, variant
    }

    /// What a `variant` quiz asks about the view.
    public enum Property: String, Sendable, CaseIterable {
        case x, y, width, height, visible
    }

    /// One option. `value` is a `variant` option's claim (a number, or 1/0 for visible/hidden).
    public struct Option: Sendable {
        public var text: String
        public var explain: String?
        public var value: Double?
        public var location: SourceLocation

        public init(text: String, explain: String? = nil, value: Double? = nil, location: SourceLocation) {
            self.text = text
            self.explain = explain
            self.value = value
            self.location = location
        }
    }

    public var kind: Kind
    /// 1-based position among the lesson's quizzes: the page's `id="cg-quiz-N"`.
    public var number: Int
    public var question: String
    public var options: [Option]
    /// The general explanation, shown with the answer.
    public var explain: String?
    /// `choice` and `variant`: the 0-based correct option as the author states it.
    public var answerOption: Int?
    /// `where`: the point (canvas coordinates) the author says lies on the view.
    public var answerPoint: [Double]?
    /// `breaks`: the Markdown line of the constraint the author says is broken.
    public var answerLine: Int?
    public var answerLocation: SourceLocation?
    /// The layout block asked about (its `id=`), with the view and the state (index or name) when the kind needs
    /// them; `variant` also names a device (with `landscape`) or a canvas width.
    public var preview: String?
    public var view: String?
    public var state: String?
    public var device: String?
    public var landscape: Bool
    public var width: Double?
    public var property: Property?
    /// `where`: how far (points) outside the view's frame a click still counts.
    public var tolerance: Double
    /// The fence, and where each engine-bound field was written (for located errors).
    public var location: SourceLocation
    public var fieldLocations: [String: SourceLocation]

    /// The engine question behind the quiz; nil for `choice`.
    public var query: QuizQuery? {
        guard kind != .choice, let preview else { return nil }
        return QuizQuery(kind: kind.rawValue, preview: preview, view: view, state: state,
                         device: device, landscape: landscape, width: width)
    }

    /// Where a field was written, or the fence.
    public func location(of field: String) -> SourceLocation { fieldLocations[field] ?? location }
}

/// What the engine is asked for one quiz: no prose and no positions, so moving or rewording a quiz does not
/// re-run its layout block (the block's cache key includes the queries that name it).
public struct QuizQuery: Sendable, Hashable, Codable {
    public var kind: String
    public var preview: String
    public var view: String?
    public var state: String?
    public var device: String?
    public var landscape: Bool
    public var width: Double?

    public init(kind: String, preview: String, view: String?, state: String?, device: String?, landscape: Bool,
                width: Double?) {
        self.kind = kind
        self.preview = preview
        self.view = view
        self.state = state
        self.device = device
        self.landscape = landscape
        self.width = width
    }

    /// A stable text naming the query: the key of its facts.
    public var key: String {
        [kind, preview, view ?? "", state ?? "", device ?? "", landscape ? "landscape" : "",
         width.map { String($0) } ?? ""].joined(separator: "|")
    }
}

/// What a `QuizResolver` made of one quiz with the engine's facts.
public struct QuizOutcome: Sendable {
    /// Options the engine supplies (`breaks`: the conflict's members); nil keeps the author's.
    public var options: [Quiz.Option]?
    /// The 0-based correct option (`choice`, `breaks`, `variant`).
    public var correct: Int?
    /// `where`: the view's frame [x, y, w, h] in canvas coordinates, and the canvas size.
    public var target: [Double]?
    public var canvas: [Double]?
    /// `where`: hide the view in the picture (the question is about the state the picture shows).
    public var hidesView = false
    /// The answer in words, for the `<details>` a reader without JavaScript opens.
    public var answerText: String?
    public var diagnostics: [Diagnostic] = []

    public init(options: [Quiz.Option]? = nil, correct: Int? = nil, target: [Double]? = nil, canvas: [Double]? = nil,
                hidesView: Bool = false, answerText: String? = nil, diagnostics: [Diagnostic] = []) {
        self.options = options
        self.correct = correct
        self.target = target
        self.canvas = canvas
        self.hidesView = hidesView
        self.answerText = answerText
        self.diagnostics = diagnostics
    }
}

/// Answers and checks the engine's quizzes of one lesson. The command line implements it over the layout engine
/// (Sources/coursegen/QuizVerifier.swift); CourseSite never looks into layout.
public protocol QuizResolver: Sendable {
    /// - Parameters:
    ///   - facts: what the preview renderer computed for each `QuizQuery.key` (`LessonPreviewOutput.quizFacts`).
    ///   - previewIDs: the ids of the lesson's layout blocks, to tell a misnamed block from one not run.
    ///   - strings: the course language's interface strings.
    func resolve(_ quiz: Quiz, facts: [String: String], previewIDs: [String], strings: [String: String]) -> QuizOutcome
}

extension LessonPreviewInput {
    /// The engine questions of the lesson's quiz blocks (blocks that do not parse ask nothing).
    public var quizQueries: [QuizQuery] {
        blocks.filter(QuizParser.isQuiz).compactMap { QuizParser.parse($0, number: 0, file: file).quiz?.query }
    }
}
