import Testing
@testable import AutoLayout

/// `zero-size-content` warns about "a 0-wide or 0-high view with text" (docs/layout-blocks.md): the text a
/// zero-size view would clip is its own as much as a subview's. UIKit draws a text view's text, a text field's
/// text or placeholder and a button's title inside the view's bounds, so at a zero width or height they are cut
/// away just as a label's text is.
struct ZeroSizeTextContentTests {
    /// A view of `kind` pinned to the root's top and leading with a zero height and a 100-pt width.
    private func zeroHigh(_ kind: ViewKind, _ configure: (View) -> Void) -> [String] {
        let s = Screen()
        let view = s.add(kind)
        configure(view)
        pin(view, .top, .equal, s.root, .top, 100)
        pin(view, .leading, .equal, s.root, .leading, 20)
        pin(view, .width, .equal, nil, nil, 100)
        pin(view, .height, .equal, nil, nil, 0)
        return codes(s.layout())
    }

    @Test func aTextViewWithTextIsContent() {
        // A scrolling text view (no intrinsic size) held at height 0 still holds its text.
        #expect(zeroHigh(.textView) { $0.text = "Line 1" }.contains("zero-size-content"))
        #expect(!zeroHigh(.textView) { $0.text = "" }.contains("zero-size-content"))
    }

    @Test func aTextFieldWithTextOrAPlaceholderIsContent() {
        // UITextField shows its placeholder while its text is empty: either one is drawn in the bounds.
        #expect(zeroHigh(.textField) { $0.text = "Ada" }.contains("zero-size-content"))
        #expect(zeroHigh(.textField) { $0.placeholder = "Name" }.contains("zero-size-content"))
        #expect(!zeroHigh(.textField) { _ in }.contains("zero-size-content"))
    }

    @Test func aButtonWithATitleIsContent() {
        // A legacy button's title and a configuration button's title or subtitle are drawn inside the button.
        #expect(zeroHigh(.button) { $0.text = "Save" }.contains("zero-size-content"))
        #expect(zeroHigh(.button) { $0.buttonStyle = .filled; $0.buttonSubtitle = "Draft" }
            .contains("zero-size-content"))
        #expect(!zeroHigh(.button) { _ in }.contains("zero-size-content"))
    }

    @Test func aSegmentedControlWithSegmentsIsContent() {
        // Its segments' titles are text it draws itself.
        #expect(zeroHigh(.segmentedControl) { $0.segments = [SegmentedControlSegment(title: "Day")] }
            .contains("zero-size-content"))
        #expect(!zeroHigh(.segmentedControl) { _ in }.contains("zero-size-content"))
    }

    @Test func aHiddenFieldIsNotReported() {
        // What a state does not show warns about nothing.
        #expect(!zeroHigh(.textField) { $0.placeholder = "Name"; $0.isHidden = true }.contains("zero-size-content"))
    }
}
