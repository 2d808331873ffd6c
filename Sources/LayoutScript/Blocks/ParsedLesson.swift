import Foundation

/// A lesson's swift blocks lexed and parsed once, ready to be run many times (the preview renderer solves each
/// lesson on ~129 devices, orientations and canvas widths).
///
/// ```swift
/// let parsed = ParsedLesson(lesson: input)
/// let portrait = LayoutBlockRunner.run(module: parsed, options: RunOptions(deviceName: "iPhone SE"))
/// let wide = LayoutBlockRunner.run(module: parsed, options: RunOptions(width: 440))
/// ```
///
/// Safe to share between threads: it is never mutated after `init`, except the sweep's declaration index, built on
/// first use behind a lock. The syntax tree's nodes and the index of the blocks' declarations by name
/// (`LessonModule.declarations`) are only read by runs; everything a run builds or caches (the module and its script
/// types, static storage, interpreter state keyed by node identity) is created fresh for every run.
public final class ParsedLesson: @unchecked Sendable {
    /// The lesson as it was given.
    public let input: LessonScriptInput
    let module: LessonModule
    /// Where the preview blocks sit in `module.blocks`, their published ids, and the lesson's column map: each is
    /// the same for every block and every run, and rebuilding them per run made a lesson of many blocks quadratic.
    let previewPositions: [Int]
    let previewIDs: [PreviewBlockIDs.Assignment]
    let columns: MarkdownColumns
    /// The lesson's declarations as the variant sweep's eligibility check reads them, scanned once, when a sweep
    /// first asks: a run of one variant never needs them, and scanning them was a third of such a run.
    var sweepDeclarations: VariantSweepDeclarations {
        sweepDeclarationsLock.lock()
        defer { sweepDeclarationsLock.unlock() }
        if let index = sweepDeclarationsIndex { return index }
        let index = VariantSweepDeclarations(module)
        sweepDeclarationsIndex = index
        return index
    }
    private let sweepDeclarationsLock = NSLock()
    private var sweepDeclarationsIndex: VariantSweepDeclarations?

    public init(lesson: LessonScriptInput) {
        input = lesson
        module = LessonModule(lesson: lesson)
        let module = self.module
        previewPositions = module.blocks.indices.filter { module.blocks[$0].isPreview }
        previewIDs = PreviewBlockIDs.assign(explicitIDs: previewPositions.map { module.blocks[$0].attributes["id"] },
                                            slug: lesson.slug)
        columns = MarkdownColumns(blocks: lesson.blocks)
    }
}
