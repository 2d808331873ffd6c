import Foundation
import TextMetrics

/// Measured words of texts, shared by every engine of a process, as TextMeasurer shares its caches: the second
/// and later previews of a build (other devices, states, lessons repeating a text) find their texts measured.
public final class TextWordsCache: @unchecked Sendable {
    public static let shared = TextWordsCache()

    private struct Key: Hashable {
        var text: String
        var font: Font
        var measurer: ObjectIdentifier
    }

    private let lock = NSLock()
    private var entries: [Key: TextWords] = [:]
    /// Past this many texts the cache starts over rather than growing without bound.
    static let limit = 8192

    public init() {}

    func words(_ text: String, font: Font, measurer: TextMeasurer) -> TextWords {
        let key = Key(text: text, font: font, measurer: ObjectIdentifier(measurer))
        lock.lock()
        if let known = entries[key] {
            lock.unlock()
            return known
        }
        lock.unlock()
        let words = TextWords(text, font: font, measurer: measurer)
        lock.lock()
        if entries.count >= Self.limit { entries.removeAll(keepingCapacity: true) }
        entries[key] = words
        lock.unlock()
        return words
    }
}
