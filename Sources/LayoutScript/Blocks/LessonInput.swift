// A lesson's blocks come from LessonMarkdown's scanner (`MarkdownFences`, `FencedBlock`, `BlockAttributes`); they
// are this module's input types too, so code that imports LayoutScript can build its input without a second import.
@_exported import LessonMarkdown

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
    /// How many extra scenario runs tap exploration may use per block: 30 lets a row of five toggles (a star
    /// rating) be played from each of its six states.
    public var tapExplorationBudget: Int
    /// Views a scenario may create (more is a `step-limit` error; the default is `Limits.views`).
    public var viewLimit: Int

    public init(deviceName: String? = nil, landscape: Bool = false, width: Double? = nil, stepLimit: Int = 1_000_000,
                tapExplorationBudget: Int = 30, viewLimit: Int = 10_000) {
        self.deviceName = deviceName
        self.landscape = landscape
        self.width = width
        self.stepLimit = stepLimit
        self.tapExplorationBudget = tapExplorationBudget
        self.viewLimit = viewLimit
    }
}
