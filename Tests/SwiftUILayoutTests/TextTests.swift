import Testing
import TextMetrics
@testable import SwiftUILayout

/// Text: ideal size, wrapping, truncation, lineLimit, fixedSize, fonts. Widths and line heights are Inter's, as
/// TextMetrics measures them (Measure), and Text rounds its size up to whole pixels.
struct TextTests {
    let sentence = "SwiftUI lays out views with proposals, not constraints"

    @Test func idealSizeIsOneUnwrappedLine() {
        // fixedSize() proposes nil: the text's ideal size is its unwrapped line ([WRITEUP] FG/ideal-size), one line
        // high in the environment's default font, .body (17 pt).
        var s = Screen()
        _ = s.modify(s.text(sentence), .fixedSize(horizontal: true, vertical: true))
        let result = s.layout()
        let width = Measure.px(Measure.width(sentence))
        let height = Measure.px(Measure.lineHeight())
        #expect(width > 393, "the sentence must not fit on one line for this test")
        #expect(result.view(at: "root")?.frame.size == ViewSize(width: width, height: height))
        // Centred on the root even though it overflows the safe area.
        #expect(abs(result.view(at: "root")!.frame.x - (393 - width) / 2) < 1e-9)
    }

    @Test func textWrapsAtTheProposedWidthAndIsAsWideAsItsLines() {
        // Proposed 393×759, the sentence wraps at 393; its width is its widest line, never the 393 offered
        // ([WWDC] W19), and its height is lines × line height.
        var s = Screen()
        _ = s.text(sentence)
        let layout = Measure.measurer.layout(sentence, font: FontSpec.body.measuredFont, maxWidth: 393)
        let result = s.layout()
        let view = result.view(at: "root")!
        #expect(layout.lines.count == 2)
        #expect(view.frame.width == Measure.px(layout.width))
        #expect(view.frame.height == Measure.px(2 * Measure.lineHeight()))
        #expect(view.text == sentence)
        #expect(view.style.fontSize == 17 && view.style.fontWeight == 400)
        // Nothing was cut and no lineLimit was set: the page may draw any number of lines.
        #expect(view.style.numberOfLines == nil && view.style.truncated == nil)
    }

    @Test func lineLimitTruncates() {
        // .lineLimit(1): one line, truncated at the width offered, so it is exactly 393 wide (a truncated line
        // fills the width) and one line high. [WRITEUP] swiftui.cc lineLimit/truncation
        var s = Screen()
        _ = s.modify(s.text(sentence), .lineLimit(1))
        let view = s.layout().view(at: "root")!
        #expect(view.frame.width == 393)
        #expect(view.frame.height == Measure.px(Measure.lineHeight()))
        #expect(view.style.truncated == true)
        #expect(view.style.numberOfLines == 1)
        #expect(view.style.truncationMode == "tail")
    }

    @Test func aShortHeightTruncatesToTheLinesThatFit() {
        // In a 30 pt high frame only one 20.57 pt line fits: the text keeps one line (truncated), at least one
        // line always. [WRITEUP] FG (text truncates to the proposed height)
        var s = Screen()
        _ = s.add(.frame(width: 200, height: 30, alignment: .topLeading), [s.text(sentence)])
        let result = s.layout()
        let text = result.view(at: "root.0")!
        #expect(text.frame.height == Measure.px(Measure.lineHeight()))
        #expect(text.frame.width == 200)
        #expect(text.style.truncated == true)
        #expect(text.style.numberOfLines == 1)
        #expect(text.frame.origin == .zero)
    }

    @Test func fixedSizeVerticalKeepsTheWidthAndShowsEveryLine() {
        // fixedSize(horizontal: false, vertical: true) inside a 150×20 frame: width proposal 150 kept, height nil,
        // so every wrapped line shows and the text overflows the frame, centred on it vertically.
        var s = Screen()
        let text = s.modify(s.text(sentence), .fixedSize(horizontal: false, vertical: true))
        _ = s.add(.frame(width: 150, height: 20, alignment: .center), [text])
        let layout = Measure.measurer.layout(sentence, font: FontSpec.body.measuredFont, maxWidth: 150)
        let height = Measure.px(Double(layout.lines.count) * Measure.lineHeight())
        let result = s.layout()
        let view = result.view(at: "root.0")!
        #expect(view.frame.height == height)
        #expect(abs(view.frame.y - (20 - height) / 2) < 1e-9)
        #expect(view.modifiers == ["fixedSize(horizontal: false, vertical: true)"])
    }

    @Test func textStylesHaveDynamicTypeDefaultSizes() {
        // Large (default) Dynamic Type sizes, reference §5 table [MEASURED?] + HIG [DOC via copies]:
        // largeTitle 34, title 28, title2 22, title3 20, headline 17 semibold, subheadline 15, body 17, callout 16,
        // footnote 13, caption 12, caption2 11.
        let expected: [(SwiftUITextStyle, Double, Int)] = [
            (.largeTitle, 34, 400), (.title, 28, 400), (.title2, 22, 400), (.title3, 20, 400), (.headline, 17, 600),
            (.subheadline, 15, 400), (.body, 17, 400), (.callout, 16, 400), (.footnote, 13, 400), (.caption, 12, 400),
            (.caption2, 11, 400),
        ]
        for (style, size, weight) in expected {
            var s = Screen()
            _ = s.modify(s.text("Aa"), .font(.style(style)))
            let view = s.layout().view(at: "root")!
            #expect(view.style.fontSize == size, "\(style)")
            #expect(view.style.fontWeight == weight, "\(style)")
            // One line of the style's font: Inter's line height at that size.
            #expect(view.frame.height == Measure.px(Measure.lineHeight(.style(style))), "\(style)")
        }
    }

    @Test func systemFontAndWeightOverride() {
        // .font(.system(size: 20, weight: .bold, design: .rounded)): 20 pt, weight 700; the design is kept for
        // the page and measured with Inter (FontSpec).
        var s = Screen()
        _ = s.modify(s.text("Salom"), .font(.system(size: 20, weight: .bold, design: .rounded)))
        let view = s.layout().view(at: "root")!
        #expect(view.style.fontSize == 20 && view.style.fontWeight == 700 && view.style.fontDesign == "rounded")
        let font = FontSpec.system(size: 20, weight: .bold)
        #expect(view.frame.width == Measure.px(Measure.width("Salom", font)))
    }

    @Test func fontIsInheritedThroughTheTree() {
        // .font on a VStack is environment: both texts inside get .headline, and a nearer .font wins.
        var s = Screen()
        let a = s.text("A")
        let b = s.modify(s.text("B"), .font(.style(.caption)))
        _ = s.modify(s.vStack([a, b]), .font(.style(.headline)))
        let result = s.layout()
        #expect(result.view(at: "root.0")?.style.fontWeight == 600)
        #expect(result.view(at: "root.1")?.style.fontSize == 12)
    }

    @Test func multilineAlignmentAndForegroundAreStyles() {
        var s = Screen()
        let text = s.modify(s.modify(s.text(sentence), .multilineTextAlignment(.center)), .foregroundStyle("system:blue"))
        _ = text
        let view = s.layout().view(at: "root")!
        #expect(view.style.textAlignment == "center")
        #expect(view.style.textColor == "system:blue")
    }
}
