import Diagnostics
import Foundation
import LessonMarkdown

// The seam between the site and the layout-block previews. CourseSite knows nothing about LayoutScript or
// PreviewRender; the CLI implements `LessonPreviewRenderer` with them and passes it in `BuildOptions`.

/// One fenced (or indented) code block of a lesson, as the Markdown parser found it.
public struct LessonCodeBlock: Sendable, Hashable {
    /// 0-based position among all code blocks of the lesson, in document order.
    public var index: Int
    /// The info string after the opening fence (`swift preview host=width`), as written.
    public var info: String
    /// The code, ending with a newline as cmark gives it.
    public var code: String
    /// 1-based line of the opening fence in the Markdown file (for indented blocks: the first code line).
    public var fenceLine: Int
    /// 1-based line of the first code line in the Markdown file.
    public var firstCodeLine: Int
    /// The block with its file positions (fence and info-string columns, container prefixes, whether it is
    /// closed), as `coursegen frames` scans it too.
    public var block: FencedBlock

    public init(index: Int, info: String, code: String, fenceLine: Int, firstCodeLine: Int, block: FencedBlock? = nil) {
        self.index = index
        self.info = info
        self.code = code
        self.fenceLine = fenceLine
        self.firstCodeLine = firstCodeLine
        self.block = block ?? FencedBlock(infoString: info, code: code.hasSuffix("\n") ? String(code.dropLast()) : code,
                                          fenceLine: fenceLine, firstCodeLine: firstCodeLine)
    }

    /// True for a layout block (DESIGN.md §4): the info string starts with `swift` and contains the word `preview`.
    public var isLayoutBlock: Bool { BlockAttributes.parse(info).isLayoutBlock }
}

/// Everything a preview renderer needs about one lesson.
public struct LessonPreviewInput: Sendable {
    /// The Markdown file as diagnostics should name it (`content/lessons/01-salom.md`).
    public var file: String
    /// The lesson's slug; default block ids are `<slug>-<n>`.
    public var slug: String
    /// All code blocks of the lesson in order (a layout block may use declarations from any of them).
    public var blocks: [LessonCodeBlock]
    /// The course language (`uz`, `ru`, `en`) for any text the preview shows.
    public var locale: String
    /// The interface strings of that language whose keys start with `preview_` (docs/templates.md), for the
    /// preview's controls and panels.
    public var strings: [String: String]

    public init(file: String, slug: String, blocks: [LessonCodeBlock], locale: String,
                strings: [String: String] = [:]) {
        self.file = file
        self.slug = slug
        self.blocks = blocks
        self.locale = locale
        self.strings = strings
    }

    /// The strings of a locale table that belong to previews.
    public static func previewStrings(_ strings: [String: String]) -> [String: String] {
        strings.filter { $0.key.hasPrefix("preview_") }
    }
}

/// What the renderer produced for one lesson.
public struct LessonPreviewOutput: Sendable {
    /// The preview HTML of each layout block, keyed by `LessonCodeBlock.index`. It is inserted after the block's
    /// highlighted code inside `<div class="layout-block">`.
    public var previewHTML: [Int: String]
    /// Layout diagnostics with Markdown file locations. They are reported by `build` but never fail it;
    /// `coursegen check` decides.
    public var diagnostics: [Diagnostic]
    /// Extra files to publish, keyed by path relative to the site root (`assets/previews/x.json`).
    public var assets: [String: Data]?
    /// Layout blocks drawn on their own device only, whose other devices, orientations and widths are still to
    /// come (`coursegen serve` publishes such a page at once and completes it in the background). A page with
    /// pending blocks is never stored in the cache.
    public var pendingBlocks: Int
    /// Some block's output depends on how fast this machine was (`BlockPreviewPart.dependsOnTiming`): the page
    /// is published but never stored in the cache.
    public var dependsOnTiming: Bool
    /// What the renderer computed for the lesson's quizzes, by `QuizQuery.key`: text only a `QuizResolver` reads.
    public var quizFacts: [String: String] = [:]

    public init(previewHTML: [Int: String] = [:], diagnostics: [Diagnostic] = [], assets: [String: Data]? = nil,
                pendingBlocks: Int = 0, dependsOnTiming: Bool = false) {
        self.previewHTML = previewHTML
        self.diagnostics = diagnostics
        self.assets = assets
        self.pendingBlocks = pendingBlocks
        self.dependsOnTiming = dependsOnTiming
    }
}

/// Turns a lesson's layout blocks into preview HTML. Called once per lesson, possibly from several threads.
public protocol LessonPreviewRenderer: Sendable {
    func renderPreviews(_ input: LessonPreviewInput) -> LessonPreviewOutput
}

/// A preview renderer whose output for a lesson is the concatenation of independent per-block parts, so that a
/// cache can keep each block apart (`CachingPreviewRenderer`): editing one block re-runs that block alone.
public protocol BlockwisePreviewRenderer: LessonPreviewRenderer {
    /// One entry per layout block, in document order, without running anything: the code block's index and a key
    /// naming everything its preview depends on besides the renderer itself (its code and attributes, the shared
    /// declarations it may use, its id, the interface strings). Nil when the lesson cannot be split into blocks
    /// (then the whole lesson is rendered with `renderPreviews`).
    func blockPlan(_ input: LessonPreviewInput) -> [PreviewBlockPlan]?

    /// Renders the layout blocks at `numbers` (positions in `blockPlan`, from 0). With `ownDeviceOnly`, each block
    /// is solved on its own device only (every state and tap, no other device, orientation or width); such a part
    /// is marked incomplete. `control.shouldStop` is asked before each block's sweep over the other variants:
    /// when it answers true, that block is drawn on its own device only.
    func renderBlocks(_ input: LessonPreviewInput, numbers: [Int], ownDeviceOnly: Bool,
                      control: BlockRenderControl) -> [Int: BlockPreviewPart]
}

/// How a caller steers and follows `BlockwisePreviewRenderer.renderBlocks`.
public struct BlockRenderControl: Sendable {
    /// True when the remaining sweeps should be left for later (`coursegen serve` got a new change).
    public var shouldStop: @Sendable () -> Bool
    /// Called once per block when it is done (the progress line counts them).
    public var blockFinished: @Sendable () -> Void
    /// Whether `shouldStop` may ever answer true. When it may not (`build`), a renderer does each block's sweep in
    /// as few runs as it can instead of shorter runs it could leave between.
    public var mayStop: Bool

    public init(shouldStop: @escaping @Sendable () -> Bool = { false }, blockFinished: @escaping @Sendable () -> Void = {},
                mayStop: Bool = true) {
        self.shouldStop = shouldStop
        self.blockFinished = blockFinished
        self.mayStop = mayStop
    }
}

extension LessonPreviewOutput {
    /// The lesson's output assembled from its blocks' parts, in document order (a missing part contributes
    /// nothing).
    public init(plan: [PreviewBlockPlan], parts: [Int: BlockPreviewPart]) {
        var html: [Int: String] = [:]
        var diagnostics: [Diagnostic] = []
        var pending = 0
        var timing = false
        var facts: [String: String] = [:]
        for (number, block) in plan.enumerated() {
            guard let part = parts[number] else { continue }
            facts.merge(part.quizFacts ?? [:]) { first, _ in first }
            if let text = part.html { html[block.codeIndex] = text }
            diagnostics += part.diagnostics
            if !part.complete { pending += 1 }
            if part.dependsOnTiming == true { timing = true }
        }
        self.init(previewHTML: html, diagnostics: diagnostics, pendingBlocks: pending, dependsOnTiming: timing)
        quizFacts = facts
    }
}

/// Where one layout block sits in its lesson and what its preview depends on.
public struct PreviewBlockPlan: Sendable, Hashable {
    /// `LessonCodeBlock.index` of the block.
    public var codeIndex: Int
    /// A content hash of the block's inputs (see `BlockwisePreviewRenderer.blockPlan`).
    public var key: String

    public init(codeIndex: Int, key: String) {
        self.codeIndex = codeIndex
        self.key = key
    }
}

/// One layout block's share of a `LessonPreviewOutput`.
public struct BlockPreviewPart: Sendable, Codable {
    /// The preview's HTML (nil when the block produced none), placed after the block's code.
    public var html: String?
    /// The block's diagnostics, in the order the lesson's output lists them.
    public var diagnostics: [Diagnostic]
    /// False when only the block's own device was solved.
    public var complete: Bool
    /// True when the block's other variants were skipped because its own run took too long: another run may
    /// finish in time, so the part is never stored in the cache.
    public var dependsOnTiming: Bool?
    /// Facts for the lesson's quizzes that name this block, by `QuizQuery.key` (see `QuizResolver`).
    public var quizFacts: [String: String]?

    public init(html: String?, diagnostics: [Diagnostic], complete: Bool, dependsOnTiming: Bool = false,
                quizFacts: [String: String]? = nil) {
        self.quizFacts = quizFacts
        self.html = html
        self.diagnostics = diagnostics
        self.complete = complete
        self.dependsOnTiming = dependsOnTiming ? true : nil
    }
}
