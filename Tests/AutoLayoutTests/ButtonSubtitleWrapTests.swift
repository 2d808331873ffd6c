import Testing
@testable import AutoLayout
import TextMetrics

/// UIButton.Configuration subtitles follow `subtitleLineBreakMode`, whose default is `.byWordWrapping` (Apple, as
/// for the title: "Word and character wrapping modes enable multiline text, while other modes restrict the text
/// to a single line"). The subtitle sits directly under the title in the subheadline style (15 pt) [MEM] and wraps
/// at the same width as the title: the button's width less the 12 + 12 pt content insets. The button's intrinsic
/// height is title height + subtitle height + 7 + 7. Line counts and heights come from TextMetrics at that width,
/// never from the engine.
struct ButtonSubtitleWrapTests {
    let titleFont = Font.system(size: 17)
    let subtitleFont = Font.preferred(.subheadline)
    let longSubtitle = "Keyingi darsga o'tish uchun bosing va yangi mavzuni o'rganing, avval esa mashqlarni tugating"

    /// A `.filled()` configuration button titled "Davom etish" with `subtitle`, 20 pt from both edges of the
    /// iPhone 15, 100 pt down.
    func pinnedButton(_ s: Screen, subtitle: String) -> View {
        let button = s.add(.button)
        button.buttonStyle = .filled
        button.text = "Davom etish"
        button.buttonSubtitle = subtitle
        pin(button, .leading, .equal, s.root, .leading, 20)
        pin(button, .trailing, .equal, s.root, .trailing, -20)
        pin(button, .top, .equal, s.root, .top, 100)
        return button
    }

    var titleHeight: Double { ceilPixel(measurer.metrics(for: titleFont).lineHeight) }

    @Test func aLongSubtitleWrapsUnderTheTitle() {
        // Width 393 − 2 × 20 = 353; the subtitle wraps at 353 − 12 − 12 = 329. Height = title line + the wrapped
        // subtitle's height (pixel-rounded at @3x) + 7 + 7.
        let s = Screen()
        let button = pinnedButton(s, subtitle: longSubtitle)
        let result = s.layout()
        let text = measurer.layout(longSubtitle, font: subtitleFont, maxWidth: 329, numberOfLines: 0)
        #expect(text.lines.count >= 2)
        expectFrame(button, 20, 100, 353, titleHeight + ceilPixel(text.height) + 14)
        #expect(!codes(result).contains("truncated-text"))
    }

    @Test func aShortSubtitleAddsOneLine() {
        // "Bepul" fits: one 15 pt line under the one-line title.
        let s = Screen()
        let button = pinnedButton(s, subtitle: "Bepul")
        s.layout()
        let line = ceilPixel(measurer.metrics(for: subtitleFont).lineHeight)
        expectFrame(button, 20, 100, 353, titleHeight + line + 14)
    }

    @Test func aTruncatingSubtitleKeepsOneLineAndIsReported() {
        // .byTruncatingTail restricts the subtitle to one line: the button keeps one subtitle line, and the
        // subtitle, wider than 329 pt, is cut.
        let s = Screen()
        let button = pinnedButton(s, subtitle: longSubtitle)
        button.buttonSubtitleLineBreakMode = .byTruncatingTail
        let result = s.layout()
        #expect(measurer.width(of: longSubtitle, font: subtitleFont) > 329)
        let line = ceilPixel(measurer.metrics(for: subtitleFont).lineHeight)
        expectFrame(button, 20, 100, 353, titleHeight + line + 14)
        let message = result.diagnostics.first { $0.code == "truncated-text" }?.message ?? ""
        #expect(message.hasPrefix("Subtitle of"))
    }

    @Test func aFixedHeightCutsTheWrappedSubtitle() {
        // A required height of 44 against a wrapped subtitle that needs more: the button is 44 high and the
        // subtitle's lines do not all show.
        let s = Screen()
        let button = pinnedButton(s, subtitle: longSubtitle)
        pin(button, .height, .equal, nil, .notAnAttribute, 44)
        let result = s.layout()
        expectFrame(button, 20, 100, 353, 44)
        #expect(codes(result).contains("truncated-text"))
    }

    @Test func sizeThatFitsWrapsAtTheProposedWidth() {
        // sizeThatFits(width 200): the subtitle wraps at 200 − 24 = 176; the width is the wider of the title and
        // the widest subtitle line + 24, the height the title + the wrapped subtitle + 14.
        let s = Screen()
        let button = pinnedButton(s, subtitle: longSubtitle)
        s.layout()
        let text = measurer.layout(longSubtitle, font: subtitleFont, maxWidth: 176, numberOfLines: 0)
        let titleWidth = ceilPixel(measurer.width(of: "Davom etish", font: titleFont))
        let size = s.engine.buttonSizeThatFits(button, width: 200)
        #expect(size.map { abs($0.width - (max(titleWidth, ceilPixel(text.width)) + 24)) < 1e-6 } == true)
        #expect(size.map { abs($0.height - (titleHeight + ceilPixel(text.height) + 14)) < 1e-6 } == true)
    }

    @Test func aLegacyButtonHasNoSubtitle() {
        // UIButton(type: .system) has no configuration, so no subtitle: the 15 pt title's line + 6 + 6.
        let s = Screen()
        let button = pinnedButton(s, subtitle: longSubtitle)
        button.buttonStyle = .system
        s.layout()
        expectFrame(button, 20, 100, 353, ceilPixel(measurer.metrics(for: Font.system(size: 15)).lineHeight) + 12)
    }
}
