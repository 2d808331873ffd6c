import Testing
@testable import AutoLayout
import TextMetrics

/// UIButton.Configuration titles follow `titleLineBreakMode`, whose default is `.byWordWrapping` (Apple: "Word and
/// character wrapping modes enable multiline text, while other modes restrict the text to a single line"). A
/// button narrower than its one-line title wraps it like a multi-line label: UIKit's first pass gives the button
/// its one-line width, the second wraps the title at what the content insets leave of the solved width, and the
/// intrinsic height becomes the wrapped title's height + the 7 + 7 pt top and bottom insets. Line counts and
/// heights are the title's own layout at that width, read from TextMetrics, never from the engine.
struct ButtonTitleWrapTests {
    /// The configuration title font: 17 pt body [MEM].
    let titleFont = Font.system(size: 17)
    let longTitle = "Hisobingizni tasdiqlash uchun elektron pochtangizga yuborilgan havolani bosing"

    /// A `.filled()` configuration button with `title`, 20 pt from both edges of the iPhone 15 (or at most 20 pt
    /// from the trailing edge), 100 pt down.
    func pinnedButton(_ s: Screen, title: String, trailing: LayoutRelation = .equal) -> View {
        let button = s.add(.button)
        button.buttonStyle = .filled
        button.text = title
        pin(button, .leading, .equal, s.root, .leading, 20)
        pin(button, .trailing, trailing, s.root, .trailing, -20)
        pin(button, .top, .equal, s.root, .top, 100)
        return button
    }

    @Test func aLongTitleWrapsInsideTheContentInsets() {
        // Width 393 − 2 × 20 = 353; the title wraps at 353 − 12 − 12 = 329. Height = the wrapped title's height
        // (lines × line height, pixel-rounded at @3x) + 7 + 7.
        let s = Screen()
        let button = pinnedButton(s, title: longTitle)
        let result = s.layout()
        let text = measurer.layout(longTitle, font: titleFont, maxWidth: 329, numberOfLines: 0)
        #expect(text.lines.count >= 2)
        expectFrame(button, 20, 100, 353, ceilPixel(text.height) + 14)
        #expect(!codes(result).contains("truncated-text"))
    }

    @Test func aShortTitleKeepsItsOneLineSize() {
        // "Davom etish" fits in 329 pt: one line, 17 pt line height + 14, at the pinned width 353.
        let s = Screen()
        let button = pinnedButton(s, title: "Davom etish")
        s.layout()
        #expect(measurer.width(of: "Davom etish", font: titleFont) < 329)
        expectFrame(button, 20, 100, 353, ceilPixel(measurer.metrics(for: titleFont).lineHeight) + 14)
    }

    @Test func truncatingModesKeepOneLine() {
        // .byTruncatingTail (and the other truncating modes, and .byClipping) restrict the title to one line: the
        // button keeps the one-line height and its title is cut at 329 pt.
        for mode in [LineBreakMode.byTruncatingTail, .byTruncatingHead, .byTruncatingMiddle, .byClipping] {
            let s = Screen()
            let button = pinnedButton(s, title: longTitle)
            button.buttonTitleLineBreakMode = mode
            let result = s.layout()
            expectFrame(button, 20, 100, 353, ceilPixel(measurer.metrics(for: titleFont).lineHeight) + 14)
            #expect(codes(result).contains("truncated-text"), "\(mode)")
        }
    }

    @Test func characterWrappingWrapsToo() {
        // .byCharWrapping is a wrapping mode ("wrapping occurs before the first character that doesn't fit"): the
        // title's lines are filled character by character at 329 pt, splitting words.
        let s = Screen()
        let button = pinnedButton(s, title: longTitle)
        button.buttonTitleLineBreakMode = .byCharWrapping
        s.layout()
        let text = measurer.layout(longTitle, font: titleFont, maxWidth: 329, numberOfLines: 0, byCharacters: true)
        expectFrame(button, 20, 100, 353, ceilPixel(text.height) + 14)
    }

    @Test func aLegacyButtonKeepsOneLine() {
        // UIButton(type: .system): its titleLabel has numberOfLines 1, so the 15 pt title stays on one line and the
        // button keeps the line height + 6 + 6; the title is truncated at 353 pt.
        let s = Screen()
        let button = pinnedButton(s, title: longTitle)
        button.buttonStyle = .system
        let result = s.layout()
        let font = Font.system(size: 15)
        #expect(measurer.width(of: longTitle, font: font) > 353)
        expectFrame(button, 20, 100, 353, ceilPixel(measurer.metrics(for: font).lineHeight) + 12)
        #expect(codes(result).contains("truncated-text"))
    }

    @Test func fillEquallyStackOnIPhoneSE() {
        // Two configuration buttons in a horizontal fillEqually stack 16 pt from the edges of the 375 pt iPhone SE,
        // spacing 8: each is (375 − 32 − 8) / 2 = 167.5 wide and wraps its title at 167.5 − 24 = 143.5. With
        // alignment fill both take the stack's height, which is the taller button's intrinsic height (its
        // compression resistance, 750, beats the other's hugging, 250): the longer title's lines × line height,
        // pixel-rounded at @2x, + 14.
        let s = Screen(.iPhoneSE)
        let stack = s.add(.stackView)
        stack.axis = .horizontal
        stack.distribution = .fillEqually
        stack.spacing = 8
        pin(stack, .leading, .equal, s.root, .leading, 16)
        pin(stack, .trailing, .equal, s.root, .trailing, -16)
        pin(stack, .top, .equal, s.root, .top, 40)
        let titles = ["Keyingi darsga o'tish", "Bekor qilish va ortga qaytish"]
        let buttons = titles.map { title -> View in
            let button = View(kind: .button)
            button.buttonStyle = .tinted
            button.text = title
            stack.addArrangedSubview(button)
            return button
        }
        s.layout()
        let heights = titles.map { title -> Double in
            let text = measurer.layout(title, font: titleFont, maxWidth: 143.5, numberOfLines: 0)
            #expect(text.lines.count >= 2, "\(title)")
            return ceilPixel(text.height, scale: 2) + 14
        }
        let height = heights.max()!
        expectFrame(stack, 16, 40, 343, height)
        expectFrame(buttons[0], 0, 0, 167.5, height)
        expectFrame(buttons[1], 175.5, 0, 167.5, height)
    }

    @Test func aButtonThatHugsItsTitleNarrowsToTheWrappedLines() {
        // Leading 20, trailing ≤ 20 from the edge: the one-line title needs more than 353, so the first pass gives
        // the button 353 and the title wraps at 329; the button then hugs its wrapped title (hugging 250 against
        // nothing that widens it): the longest line, pixel-rounded, + 24, like a label narrowing to its lines.
        let s = Screen()
        let button = pinnedButton(s, title: longTitle, trailing: .lessThanOrEqual)
        s.layout()
        let text = measurer.layout(longTitle, font: titleFont, maxWidth: 329, numberOfLines: 0)
        #expect(text.lines.count >= 2)
        expectFrame(button, 20, 100, ceilPixel(text.width) + 24, ceilPixel(text.height) + 14)
    }

    @Test func aLeadingImageNarrowsTheTitle() {
        // A 24 × 24 image beside the title takes its width and the 4 pt image padding: the title wraps at
        // 353 − 24 − 24 − 4 = 301. Height = max(wrapped title, image) + 14.
        let s = Screen()
        let button = pinnedButton(s, title: longTitle)
        button.imageSize = Size(width: 24, height: 24)
        s.layout()
        let text = measurer.layout(longTitle, font: titleFont, maxWidth: 301, numberOfLines: 0)
        expectFrame(button, 20, 100, 353, max(ceilPixel(text.height), 24) + 14)
        // Above the title the image takes no width: the title wraps at 329, and the height adds the image and
        // its padding: wrapped title + 4 + 24 + 14.
        button.buttonImagePlacement = .top
        s.layout()
        let above = measurer.layout(longTitle, font: titleFont, maxWidth: 329, numberOfLines: 0)
        expectFrame(button, 20, 100, 353, ceilPixel(above.height) + 4 + 24 + 14)
    }

    @Test func relayoutFollowsTitleAndModeChanges() {
        // Changing the title or the line-break mode lays the title out again: long → wrapped height, short → one
        // line, truncating → one line, back to wrapping → wrapped height.
        let s = Screen()
        let button = pinnedButton(s, title: longTitle)
        let oneLine = ceilPixel(measurer.metrics(for: titleFont).lineHeight) + 14
        let wrapped = ceilPixel(measurer.layout(longTitle, font: titleFont, maxWidth: 329, numberOfLines: 0).height) + 14
        s.layout()
        expectFrame(button, 20, 100, 353, wrapped)
        button.text = "Davom etish"
        s.layout()
        expectFrame(button, 20, 100, 353, oneLine)
        button.text = longTitle
        s.layout()
        expectFrame(button, 20, 100, 353, wrapped)
        button.buttonTitleLineBreakMode = .byTruncatingTail
        s.layout()
        expectFrame(button, 20, 100, 353, oneLine)
        button.buttonTitleLineBreakMode = nil
        s.layout()
        expectFrame(button, 20, 100, 353, wrapped)
    }

    @Test func aWrappedTitleInATooShortButtonIsReported() {
        // A required height of 44 leaves 30 pt for a title that needs at least two 17 pt lines (≈ 41 pt): the
        // lines that do not fit are cut, which the layout reports as truncated text.
        let s = Screen()
        let button = pinnedButton(s, title: longTitle)
        pin(button, .height, .equal, nil, nil, 44)
        let result = s.layout()
        expectFrame(button, 20, 100, 353, 44)
        #expect(codes(result).contains("truncated-text"))
    }
}
