import TextMetrics

/// A text cut into the pieces TextMetrics' line breaker works with (words, and the runs of spaces between them),
/// each measured once, so the text can be wrapped at any width with arithmetic alone.
///
/// Wrapping must give exactly the lines `TextMeasurer.layout` gives, since the page draws with the same breaking
/// rules: the greedy fill of `LineBreaker.wrap` (a word joins the line when the line, its pending spaces and the
/// word fit within the width + 1e-6; spaces at a break hang and are dropped), pieces cut as `LineBreaker.tokens`
/// cuts them (a hyphen ends a word; spaces that open a paragraph count as a word), and every piece measured by
/// `TextMeasurer.width(of:font:)`, which measures a lone piece as the breaker does. Cases this does not model
/// (a word wider than the line, which the breaker splits between characters) return nil and the caller asks
/// TextMetrics. TextWordsTests hold this against `TextMeasurer.layout` over many texts and widths.
struct TextWords {
    /// Per paragraph (split at "\n"), its pieces: width, and whether it is a breakable run of spaces.
    private var paragraphs: [[(width: Double, isSpace: Bool)]] = []
    /// Each paragraph's width laid out unwrapped (trailing spaces dropped).
    private var naturalWidths: [Double] = []
    let lineHeight: Double
    let ascender: Double
    let isEmpty: Bool

    var paragraphCount: Int { paragraphs.count }

    init(_ text: String, font: Font, measurer: TextMeasurer) {
        let metrics = measurer.metrics(for: font)
        lineHeight = metrics.lineHeight
        ascender = metrics.ascender
        isEmpty = text.isEmpty
        guard !text.isEmpty else { return }
        for raw in text.split(separator: "\n", omittingEmptySubsequences: false) {
            let paragraph = raw.hasSuffix("\r") ? raw.dropLast() : raw
            var pieces: [(width: Double, isSpace: Bool)] = []
            var index = paragraph.startIndex
            while index < paragraph.endIndex {
                let space = Self.isSpace(paragraph[index])
                var end = paragraph.index(after: index)
                if space {
                    while end < paragraph.endIndex, Self.isSpace(paragraph[end]) { end = paragraph.index(after: end) }
                } else {
                    while end < paragraph.endIndex, !Self.isSpace(paragraph[end]),
                          paragraph[paragraph.index(before: end)] != "-" {
                        end = paragraph.index(after: end)
                    }
                }
                pieces.append((measurer.width(of: String(paragraph[index..<end]), font: font),
                               space && index != paragraph.startIndex))
                index = end
            }
            // Unwrapped, trailing spaces are not part of the line (and a paragraph of spaces is empty).
            var natural = 0.0
            if paragraph.contains(where: { !Self.isSpace($0) }) {
                let lastWord = pieces.lastIndex { !$0.isSpace } ?? -1
                for k in 0..<(lastWord + 1) { natural += pieces[k].width }
            }
            naturalWidths.append(natural)
            paragraphs.append(pieces)
        }
    }

    private static func isSpace(_ c: Character) -> Bool { c == " " || c == "\t" }

    /// One line per paragraph, at most `maxLines` of them (0: any), as the breaker lays out text given no width.
    func unwrapped(maxLines: Int) -> (lines: Int, widest: Double, truncated: Bool) {
        let count = maxLines > 0 ? min(maxLines, naturalWidths.count) : naturalWidths.count
        return (count, naturalWidths.prefix(count).max() ?? 0, count < naturalWidths.count)
    }

    /// Greedy wrapping at `maxWidth`, keeping at most `maxLines` lines (0: any). Nil when a word is wider than the
    /// line.
    func wrap(maxWidth: Double, maxLines: Int) -> (lines: Int, widest: Double, truncated: Bool)? {
        let limit = maxWidth + 1e-6
        var lines = 0
        var widest = 0.0
        for (number, pieces) in paragraphs.enumerated() {
            var open = false
            var width = 0.0
            var pending = 0.0
            var paragraphLines = 0
            for piece in pieces {
                if piece.isSpace {
                    if open { pending += piece.width }
                    continue
                }
                if open, width + pending + piece.width <= limit {
                    width += pending + piece.width
                    pending = 0
                    continue
                }
                if piece.width > limit { return nil }
                if open {
                    paragraphLines += 1
                    if maxLines > 0, lines + paragraphLines >= maxLines {
                        widest = max(widest, width)
                        return (maxLines, widest, true)
                    }
                    widest = max(widest, width)
                }
                open = true
                width = piece.width
                pending = 0
            }
            if open {
                widest = max(widest, width)
            }
            // The last line of the paragraph (an empty paragraph still takes one line).
            paragraphLines += 1
            lines += paragraphLines
            if maxLines > 0, lines >= maxLines {
                return (maxLines, widest, number < paragraphs.count - 1)
            }
        }
        return (lines, widest, false)
    }
}
