import Diagnostics
import Foundation
import LessonMarkdown

/// Wraps a `LessonPreviewRenderer` so that a lesson's layout blocks only run again when something they depend on
/// changed. Running blocks (interpreting Swift, solving layouts for every state and device) is the expensive part
/// of a build; editing a lesson's prose must not pay for it.
///
/// The key covers everything the renderer receives: the lesson's file name, slug, locale and preview strings, and
/// every code block (all Swift blocks of a lesson form one module, so a change in any of them re-runs the lesson's
/// previews) with its info string and Markdown line numbers (diagnostics and constraint records carry those lines).
public final class CachingPreviewRenderer: LessonPreviewRenderer, @unchecked Sendable {
    private let base: LessonPreviewRenderer
    private let store: BuildCacheStore
    private let statistics = CacheStatistics()
    private let keysLock = NSLock()
    private var keysByFile: [String: String] = [:]

    public init(wrapping base: LessonPreviewRenderer, store: BuildCacheStore) {
        self.base = base
        self.store = store
    }

    /// How many lessons were answered from the cache and how many were rendered, since the last reset.
    public var counts: (hits: Int, misses: Int) { statistics.counts }
    public func resetCounts() { statistics.reset() }

    public func renderPreviews(_ input: LessonPreviewInput) -> LessonPreviewOutput {
        guard input.blocks.contains(where: \.isLayoutBlock) else { return base.renderPreviews(input) }
        let key = Self.key(for: input)
        keysLock.lock()
        keysByFile[input.file] = key
        keysLock.unlock()
        if let data = store.data(for: key),
           let record = try? JSONDecoder().decode(CachedPreviewOutput.self, from: data) {
            statistics.hit()
            return record.output
        }
        statistics.miss()
        let output = base.renderPreviews(input)
        if let data = try? JSONEncoder().encode(CachedPreviewOutput(output)) { store.store(data, for: key) }
        return output
    }

    /// The cache key the previews of the lesson in `file` were looked up under during this build, if any. A
    /// reused lesson page records it so that its previews survive pruning while the page itself is reused.
    func key(forLessonFile file: String) -> String? {
        keysLock.lock()
        defer { keysLock.unlock() }
        return keysByFile[file]
    }

    static func key(for input: LessonPreviewInput) -> String {
        var hash = ContentHash()
        // v2: file columns (container prefixes, info-string columns) and unclosed fences reach the diagnostics.
        hash.update("previews-v2")
        hash.update(input.file)
        hash.update(input.slug)
        hash.update(input.locale)
        for (key, text) in input.strings.sorted(by: { $0.key < $1.key }) {
            hash.update(key)
            hash.update(text)
        }
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
