/// SwiftUI's platform defaults that the engine needs, in one place. Each value names its source and how sure it
/// is (tags of reference/swiftui-layout.md: [DOC], [WWDC], [WRITEUP], [MEASURED?], [UNVERIFIED], and [GUESS] for
/// a value chosen here without any source). docs/swiftui-layout.md repeats this table.
public enum SwiftUIDefaults {
    /// Stack spacing between two adjacent non-text views when `spacing` is nil. [MEASURED?] reference §3
    /// (fatbobman: "typically about 8"); ViewSpacing [DOC] says the value depends on the pair of views.
    public static let stackSpacing: Double = 8
    /// Stack spacing when either neighbour is a Text. No source gives a number (reference §3, "Open"); the same 8
    /// is used. [GUESS]
    public static let textAdjacentStackSpacing: Double = 8
    /// `padding()` / `padding(.edges)` without a length: 16 on iOS. [WRITEUP] OpenSwiftUI DefaultPaddingKey;
    /// [MEASURED?] widely reported.
    public static let padding: Double = 16
    /// The ideal size of views that have none (shapes, Color, a resizable image without a size, `position`):
    /// 10×10. [WRITEUP] FG/ideal-size; [DOC] PVS replacingUnspecifiedDimensions' default.
    public static let idealSize = ViewSize(width: 10, height: 10)
    /// `Spacer(minLength: nil)`: "the system default spacing" [DOC] Spacer/minLength, taken as `stackSpacing`.
    public static let spacerMinLength: Double = 8
    /// Divider thickness: one pixel (1/scale pt), a hairline. [UNVERIFIED]
    public static func dividerThickness(scale: Double) -> Double { 1 / max(1, scale) }
    /// The side of an `Image(systemName:)` square: the line height of the environment's font, so a symbol next
    /// to a Text of the same font is as tall as one line. SF Symbols' real sizes vary by symbol. [GUESS]
    public static let symbolSideInLineHeights: Double = 1
    /// How many levels of nesting (each modifier counts as a level) the engine lays out before it refuses with an
    /// error: layout recurses once per level, and this keeps the recursion far from any thread's stack limit.
    public static let maximumDepth = 256
}
