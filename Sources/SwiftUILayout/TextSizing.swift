import TextMetrics

/// How a Text lays out for one proposal.
struct TextMeasure {
    /// Rounded up to whole pixels.
    var size: ViewSize
    var lines: Int
    var truncated: Bool
    var lineHeight: Double
    var ascender: Double
    /// The line count the text was allowed (lineLimit, or fewer when the proposed height holds fewer); 0: any.
    var maxLines: Int
}

/// A text node laid out at a width narrower than one of its words.
struct SplitWordKey: Hashable {
    var node: Int
    var width: UInt64
    var maxLines: Int
}

extension SwiftUILayoutEngine {
    /// Text's sizeThatFits ([DOC] View/fixedSize: Text "wraps and truncates its string to remain within its
    /// parent's bounds"; [WWDC] W19: its bounds "never stretch beyond the height and width of its displayed
    /// lines"):
    /// - width: an unspecified or infinite width lays the text out unwrapped (its ideal size, [WRITEUP]
    ///   FG/ideal-size); a finite width wraps it there, and the text is as wide as its widest line, at most the
    ///   width offered (a truncated line fills it);
    /// - lines: `lineLimit`, and when the height offered is finite only as many whole lines as fit in it, at
    ///   least one (the rest truncate) [WRITEUP] FG; one line never wraps;
    /// - height: lines × the font's line height (TextMetrics, Inter: see FontSpec);
    /// - both rounded up to whole pixels, as UILabel rounds its intrinsic size [MEASURED?].
    func textMeasure(_ index: Int, _ p: ProposedViewSize) -> TextMeasure {
        guard case .text(let string) = kinds[index] else {
            return TextMeasure(size: .zero, lines: 0, truncated: false, lineHeight: 0, ascender: 0, maxLines: 0)
        }
        let words = textWords(index, string)
        let width = p.width.flatMap { $0.isFinite ? max(0, $0) : nil }
        var maxLines = environment[index].lineLimit ?? 0
        if let height = p.height, height.isFinite {
            let fitting = max(1, Int(((height + 1e-6) / max(words.lineHeight, 1e-6)).rounded(.down)))
            maxLines = maxLines == 0 ? fitting : min(maxLines, fitting)
        }
        var lines = 0
        var lineWidth = 0.0
        var truncated = false
        if words.isEmpty {
            lines = 0
        } else if width == nil || maxLines == 1 {
            // Unwrapped: one line per paragraph; a single line is cut at the width, never wrapped.
            (lines, lineWidth, truncated) = words.unwrapped(maxLines: maxLines)
            if let width, lineWidth > width + 1e-6 { truncated = true }
        } else if let width, let wrapped = words.wrap(maxWidth: width, maxLines: maxLines) {
            (lines, lineWidth, truncated) = (wrapped.lines, wrapped.widest, wrapped.truncated)
        } else if let width {
            // A word wider than the line: TextMetrics splits it between characters. Stacks probe every text at
            // width 0, so these answers are kept for the engine's later passes.
            let key = SplitWordKey(node: index, width: width.bitPattern, maxLines: maxLines)
            if let known = splitWordLayouts[key] {
                (lines, lineWidth, truncated) = known
            } else {
                let font = environment[index].font.measuredFont
                let laidOut = measurer.layout(string, font: font, maxWidth: width, numberOfLines: maxLines)
                (lines, lineWidth, truncated) = (laidOut.lines.count, laidOut.width, laidOut.isTruncated)
                splitWordLayouts[key] = (lines, lineWidth, truncated)
            }
        }
        if let width { lineWidth = min(lineWidth, width) }
        return TextMeasure(
            size: ViewSize(width: roundedUpToPixel(lineWidth), height: roundedUpToPixel(Double(lines) * words.lineHeight)),
            lines: lines, truncated: truncated, lineHeight: words.lineHeight, ascender: words.ascender,
            maxLines: maxLines)
    }

    /// A text node's words, measured once per engine (the node's font never changes).
    private func textWords(_ index: Int, _ string: String) -> TextWords {
        if let known = textWords[index] { return known }
        let words = wordsCache.words(string, font: environment[index].font.measuredFont, measurer: measurer)
        textWords[index] = words
        return words
    }
}
