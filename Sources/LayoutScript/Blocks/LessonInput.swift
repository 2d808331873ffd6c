/// One fenced code block of a lesson, as the build pipeline (or `coursegen frames`) found it.
public struct FencedBlock: Sendable, Equatable {
    /// The info string after the opening fence (`swift preview host=width actions="…"`).
    public var infoString: String
    /// The code between the fences.
    public var code: String
    /// Markdown line of the opening fence.
    public var fenceLine: Int
    /// Markdown line of the first code line (usually `fenceLine + 1`).
    public var firstCodeLine: Int
    /// Columns of indentation the fence had (code columns are shifted by it).
    public var indent: Int

    public init(infoString: String, code: String, fenceLine: Int, firstCodeLine: Int? = nil, indent: Int = 0) {
        self.infoString = infoString
        self.code = code
        self.fenceLine = fenceLine
        self.firstCodeLine = firstCodeLine ?? fenceLine + 1
        self.indent = indent
    }

    /// True for `swift` blocks (the language is the info string's first word).
    public var isSwift: Bool {
        infoString.split(separator: " ", maxSplits: 1).first.map { $0.lowercased() == "swift" } ?? false
    }
}

/// Everything the layout-block runner needs from one lesson.
public struct LessonScriptInput: Sendable {
    /// The lesson's Markdown path as diagnostics should print it.
    public var file: String
    /// The lesson slug, for default block ids (`<slug>-<n>`).
    public var slug: String
    /// Every fenced block of the lesson, in order.
    public var blocks: [FencedBlock]

    public init(file: String, slug: String, blocks: [FencedBlock]) {
        self.file = file
        self.slug = slug
        self.blocks = blocks
    }
}

/// Overrides for a run: the preview engineer precomputes other devices and canvas widths.
public struct RunOptions: Sendable {
    /// A device of the catalog (`iPhone SE`), overriding the block's `device=`.
    public var deviceName: String?
    public var landscape: Bool
    /// Canvas width in points, overriding the device's screen width.
    public var width: Double?
    /// Budget of interpreted statements per scenario (an infinite loop becomes a `step-limit` error).
    public var stepLimit: Int
    /// How many extra scenario runs tap exploration may use per block.
    public var tapExplorationBudget: Int

    public init(deviceName: String? = nil, landscape: Bool = false, width: Double? = nil, stepLimit: Int = 1_000_000,
                tapExplorationBudget: Int = 12) {
        self.deviceName = deviceName
        self.landscape = landscape
        self.width = width
        self.stepLimit = stepLimit
        self.tapExplorationBudget = tapExplorationBudget
    }
}
