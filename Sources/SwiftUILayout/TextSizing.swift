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

/// A text node's measurement key: width offered (nil: unlimited) and lines allowed.
struct TextKey: Hashable {
    var width: UInt64?
    var maxLines: Int
    var scale: UInt64
}

extension SwiftUILayoutEngine {
    /// Text's sizeThatFits ([DOC] View/fixedSize: Text "wraps and truncates its string to remain within its
    /// parent's bounds"; [WWDC] W19: its bounds "never stretch beyond the height and width of its displayed
    /// lines"):
    /// - width: an unspecified or infinite width lays the text out unwrapped (its ideal size, [WRITEUP]
    ///   FG/ideal-size); a finite width wraps it there, and the text is as wide as its widest line, at most the
    ///   width offered (a truncated line fills it);
    /// - lines: `lineLimit`, and when the height offered is finite only as many whole lines as fit in it, at
    ///   least one (the rest truncate) [WRITEUP] FG;
    /// - height: lines × the font's line height (TextMetrics, Inter: see FontSpec);
    /// - both rounded up to whole pixels, as UILabel rounds its intrinsic size [MEASURED?].
    func textMeasure(_ index: Int, _ p: ProposedViewSize) -> TextMeasure {
        guard case .text(let string) = kinds[index] else {
            return TextMeasure(size: .zero, lines: 0, truncated: false, lineHeight: 0, ascender: 0, maxLines: 0)
        }
        let environment = environment[index]
        let font = environment.font.measuredFont
        let width = p.width.flatMap { $0.isFinite ? max(0, $0) : nil }
        var maxLines = environment.lineLimit ?? 0
        if let height = p.height, height.isFinite {
            let metrics = measurer.metrics(for: font)
            let fitting = max(1, Int(((height + 1e-6) / max(metrics.lineHeight, 1e-6)).rounded(.down)))
            maxLines = maxLines == 0 ? fitting : min(maxLines, fitting)
        }
        let key = TextKey(width: width?.bitPattern, maxLines: maxLines, scale: scale.bitPattern)
        if let known = textMeasures[index]?[key] { return known }
        let laidOut = measurer.layout(string, font: font, maxWidth: width, numberOfLines: maxLines)
        var lineWidth = laidOut.width
        if let width { lineWidth = min(lineWidth, width) }
        let measure = TextMeasure(
            size: ViewSize(width: roundedUpToPixel(lineWidth), height: roundedUpToPixel(laidOut.height)),
            lines: laidOut.lines.count, truncated: laidOut.isTruncated, lineHeight: laidOut.metrics.lineHeight,
            ascender: laidOut.metrics.ascender, maxLines: maxLines)
        textMeasures[index, default: [:]][key] = measure
        return measure
    }
}
