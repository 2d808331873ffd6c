import Diagnostics
import Foundation
import LessonMarkdown

/// Wraps a `LessonPreviewRenderer` so that layout blocks only run again when something they depend on changed.
/// Running blocks (interpreting Swift, solving layouts for every state, device and width) is the expensive part of
/// a build; editing a lesson's prose must not pay for it, and editing one block must not re-run its neighbours.
///
/// With a `BlockwisePreviewRenderer` (the real one), each layout block is an entry of its own, keyed by what the
/// renderer says the block depends on (`blockPlan`: its code, attributes and position, the shared declarations
/// it may use, its id) and by the coursegen binary (`BuildCacheStore` drops another binary's entries). Other
/// renderers are cached per lesson: the key covers everything the renderer receives.
///
/// Without a store (`--no-cache`) it still renders block by block, so that a cached and an uncached build
/// assemble the same output the same way, and counts the blocks for the progress line.
public final class CachingPreviewRenderer: LessonPreviewRenderer, @unchecked Sendable {
    private let base: LessonPreviewRenderer
    private let store: BuildCacheStore?
    private let progress: BuildProgress?
    /// Blocks missing from the cache are drawn on their own device only; their sweep is left for
    /// `completing(shouldStop:)` (`coursegen serve`).
    private let defersVariants: Bool
    private let statistics = CacheStatistics()
    private let keysLock = NSLock()
    private var keysByFile: [String: [String]] = [:]

    public init(wrapping base: LessonPreviewRenderer, store: BuildCacheStore?, progress: BuildProgress? = nil,
                defersVariants: Bool = false) {
        self.base = base
        self.store = store
        self.progress = progress
        self.defersVariants = defersVariants && store != nil
    }

    /// How many blocks (or lessons, for a renderer that is not blockwise) were answered from the cache and how
    /// many were rendered, since the last reset.
    public var counts: (hits: Int, misses: Int) { statistics.counts }
    public func resetCounts() { statistics.reset() }

    public func renderPreviews(_ input: LessonPreviewInput) -> LessonPreviewOutput {
        render(input, deferringVariants: defersVariants, shouldStop: nil)
    }

    /// A renderer over the same cache that completes every block (no deferral), leaving the remaining sweeps
    /// when `shouldStop` answers true.
    func completing(shouldStop: @escaping @Sendable () -> Bool) -> LessonPreviewRenderer {
        CompletingPreviewRenderer(cache: self, shouldStop: shouldStop)
    }

    /// `shouldStop` nil: nothing will ask the sweeps to stop (`build`).
    func render(_ input: LessonPreviewInput, deferringVariants: Bool,
                shouldStop: (@Sendable () -> Bool)?) -> LessonPreviewOutput {
        guard input.blocks.contains(where: \.isLayoutBlock) else { return base.renderPreviews(input) }
        guard let blockwise = base as? BlockwisePreviewRenderer, let plan = blockwise.blockPlan(input) else {
            return renderWholeLesson(input)
        }
        let keys = plan.map { "block-" + $0.key }
        keysLock.lock()
        keysByFile[input.file] = keys
        keysLock.unlock()
        var parts: [Int: BlockPreviewPart] = [:]
        var missing: [Int] = []
        for (number, key) in keys.enumerated() {
            if let data = store?.data(for: key), let part = try? JSONDecoder().decode(BlockPreviewPart.self, from: data),
               part.complete {
                parts[number] = part
                statistics.hit()
            } else {
                missing.append(number)
                statistics.miss()
            }
        }
        if !missing.isEmpty {
            progress?.plan(missing.count)
            let progress = self.progress
            let fresh = blockwise.renderBlocks(input, numbers: missing, ownDeviceOnly: deferringVariants,
                                               control: BlockRenderControl(shouldStop: shouldStop ?? { false },
                                                                           blockFinished: { progress?.finishOne() },
                                                                           mayStop: shouldStop != nil))
            for number in missing {
                let part = fresh[number] ?? BlockPreviewPart(html: nil, diagnostics: [], complete: true)
                parts[number] = part
                if part.complete, part.dependsOnTiming != true, let store, let data = try? JSONEncoder().encode(part) {
                    store.store(data, for: keys[number])
                }
            }
        }
        return LessonPreviewOutput(plan: plan, parts: parts)
    }

    private func renderWholeLesson(_ input: LessonPreviewInput) -> LessonPreviewOutput {
        let key = Self.key(for: input)
        keysLock.lock()
        keysByFile[input.file] = [key]
        keysLock.unlock()
        if let data = store?.data(for: key),
           let record = try? JSONDecoder().decode(CachedPreviewOutput.self, from: data) {
            statistics.hit()
            return record.output
        }
        statistics.miss()
        let output = base.renderPreviews(input)
        if let store, let data = try? JSONEncoder().encode(CachedPreviewOutput(output)) { store.store(data, for: key) }
        return output
    }

    /// The cache keys the previews of the lesson in `file` were looked up under during this build. A reused
    /// lesson page records them so that its previews survive pruning while the page itself is reused.
    func keys(forLessonFile file: String) -> [String] {
        keysLock.lock()
        defer { keysLock.unlock() }
        return keysByFile[file] ?? []
    }

    static func key(for input: LessonPreviewInput) -> String {
        var hash = ContentHash()
        // v2: file columns (container prefixes, info-string columns) and unclosed fences reach the diagnostics.
        hash.update("previews-v2")
        hash.update(lessonContextOf: input)
        for block in input.blocks {
            hash.update(block.index)
            hash.update(block.info)
            hash.update(block.code)
            hash.update(block.fenceLine)
            hash.update(block.firstCodeLine)
            hash.update(block.block.fenceColumn)
            hash.update(block.block.infoColumn)
            hash.update(block.block.codeLineOffsets.map(String.init).joined(separator: ","))
            hash.update(block.block.isClosed ? "closed" : "open")
        }
        return "preview-" + hash.hex
    }
}

/// The cache's renderer for `coursegen serve`'s background work: every block complete.
private struct CompletingPreviewRenderer: LessonPreviewRenderer {
    let cache: CachingPreviewRenderer
    let shouldStop: @Sendable () -> Bool

    func renderPreviews(_ input: LessonPreviewInput) -> LessonPreviewOutput {
        cache.render(input, deferringVariants: false, shouldStop: shouldStop)
    }
}

/// `LessonPreviewOutput` as stored in the cache.
struct CachedPreviewOutput: Codable {
    var previewHTML: [String: String]
    var diagnostics: [Diagnostic]
    var assets: [String: Data]?

    init(_ output: LessonPreviewOutput) {
        previewHTML = Dictionary(uniqueKeysWithValues: output.previewHTML.map { (String($0.key), $0.value) })
        diagnostics = output.diagnostics
        assets = output.assets
    }

    var output: LessonPreviewOutput {
        LessonPreviewOutput(previewHTML: Dictionary(uniqueKeysWithValues: previewHTML.compactMap { key, value in
            Int(key).map { ($0, value) }
        }), diagnostics: diagnostics, assets: assets)
    }
}

/// Hit and miss counters shared by concurrent renders.
final class CacheStatistics: @unchecked Sendable {
    private let lock = NSLock()
    private var hits = 0
    private var misses = 0

    func hit() { lock.lock(); hits += 1; lock.unlock() }
    func miss() { lock.lock(); misses += 1; lock.unlock() }
    func reset() { lock.lock(); hits = 0; misses = 0; lock.unlock() }

    var counts: (hits: Int, misses: Int) {
        lock.lock()
        defer { lock.unlock() }
        return (hits, misses)
    }
}

extension ContentHash {
    /// What every preview of a lesson sees besides its code: the file and slug (in diagnostics and ids), the
    /// language and the interface strings (in the page fragment). Both preview cache keys start from it.
    public mutating func update(lessonContextOf input: LessonPreviewInput) {
        update(input.file)
        update(input.slug)
        update(input.locale)
        for (key, text) in input.strings.sorted(by: { $0.key < $1.key }) {
            update(key)
            update(text)
        }
    }
}
