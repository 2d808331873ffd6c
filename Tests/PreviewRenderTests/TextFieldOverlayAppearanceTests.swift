import Foundation
import LayoutFrames
@testable import PreviewRender
import Testing

/// A text field whose leftView or rightView shows (style.textInsets [left, right]) gives its own text that room:
/// the field carries it as `--cg-field-l`/`--cg-field-r`, which preview.css applies to the field's direct
/// `.cg-inner` only, so the overlay view nested in the field keeps its whole frame.
struct TextFieldOverlayAppearanceTests {
    func field(insets: [Double]?) -> ViewFrame {
        var style = ViewStyle()
        style.placeholder = "Email"
        style.borderStyle = "roundedRect"
        style.textInsets = insets
        return ViewFrame(path: "field", type: "UITextField", frame: [20, 100, 300, 48], screen: [20, 100, 300, 48],
                         hidden: false, alpha: 1, text: nil, style: style)
    }

    @Test func aShownLeftViewsWidthIsTheFieldsLeftTextInset() {
        let css = ViewAppearance(view: field(insets: [24, 0]), kind: .field).css
        #expect(css.contains("--cg-field-l:24px"))
        #expect(css.contains("--cg-field-r:0px"))
    }

    @Test func aFieldWithoutOverlayViewsSetsNoInset() {
        #expect(!ViewAppearance(view: field(insets: nil), kind: .field).css.contains("--cg-field"))
    }

    @Test func textInsetsAreAnOptionalFramesField() throws {
        var style = ViewStyle(); style.textInsets = [24, 0]
        #expect(String(decoding: try JSONEncoder().encode(style), as: UTF8.self) == #"{"textInsets":[24,0]}"#)
        #expect(try JSONDecoder().decode(ViewStyle.self, from: Data("{}".utf8)).textInsets == nil)
    }
}
