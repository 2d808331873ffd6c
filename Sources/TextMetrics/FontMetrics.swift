/// Vertical metrics of a font at one point size, in points.
///
/// The values come from the font's horizontal extents (`hb_font_get_h_extents`, which reads OS/2 typo metrics
/// when the font sets USE_TYPO_METRICS and hhea otherwise). Inter's hhea, typo and win metrics agree, so a browser
/// laying out the same file with `line-height: <lineHeight>px` puts every baseline where this model does.
public struct FontMetrics: Hashable, Sendable {
    /// Distance from the baseline up to the top of the line box (UIFont.ascender).
    public var ascender: Double
    /// Distance from the baseline down to the bottom of the line box, positive (−UIFont.descender).
    public var descender: Double
    public var lineGap: Double
    public var capHeight: Double
    public var xHeight: Double

    public init(ascender: Double, descender: Double, lineGap: Double, capHeight: Double, xHeight: Double) {
        self.ascender = ascender
        self.descender = descender
        self.lineGap = lineGap
        self.capHeight = capHeight
        self.xHeight = xHeight
    }

    /// The height of one line (UIFont.lineHeight = ascender + descender + leading). This is also the value the
    /// preview must use as CSS `line-height` (in px, 1 px = 1 pt) so wrapped lines stack exactly as measured.
    public var lineHeight: Double { ascender + descender + lineGap }
}
