/// How a text was laid out into lines: the result of `TextMeasurer.layout`.
public struct TextLayout: Hashable, Sendable {
    /// One laid-out line: its text (trailing spaces removed) and its advance width in points.
    public struct Line: Hashable, Sendable {
        public var text: String
        public var width: Double
    }

    public var lines: [Line]
    /// The font's vertical metrics at the laid-out size.
    public var metrics: FontMetrics
    /// True when text did not fit: lines beyond `numberOfLines` were dropped, or a single-line text is wider than
    /// the width it was given. UILabel would draw an ellipsis.
    public var isTruncated: Bool

    /// The widest line, in points (unrounded).
    public var width: Double { lines.map(\.width).max() ?? 0 }
    /// Lines × line height, in points (unrounded). Zero for empty text.
    public var height: Double { Double(lines.count) * metrics.lineHeight }
    /// Offset of the first baseline from the top of the text box.
    public var firstBaselineOffset: Double { lines.isEmpty ? 0 : metrics.ascender }
    /// Offset of the last baseline from the top of the text box.
    public var lastBaselineOffset: Double {
        lines.isEmpty ? 0 : Double(lines.count - 1) * metrics.lineHeight + metrics.ascender
    }
}
