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

    public init(previewHTML: [Int: String] = [:], diagnostics: [Diagnostic] = [], assets: [String: Data]? = nil) {
        self.previewHTML = previewHTML
        self.diagnostics = diagnostics
        self.assets = assets
    }
}

/// Turns a lesson's layout blocks into preview HTML. Called once per lesson, possibly from several threads.
public protocol LessonPreviewRenderer: Sendable {
    func renderPreviews(_ input: LessonPreviewInput) -> LessonPreviewOutput
}
