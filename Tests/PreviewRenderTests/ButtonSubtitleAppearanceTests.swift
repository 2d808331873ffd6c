import Foundation
import LayoutFrames
@testable import PreviewRender
import Testing

/// A configuration button's subtitle is drawn under its title in the subheadline style (15 pt, regular), wrapping
/// (subtitleLines 0) or on one line (1), as the layout measured it.
struct ButtonSubtitleAppearanceTests {
    func button(subtitle: String?, lines: Int?) -> ViewFrame {
        var style = ViewStyle()
        style.buttonStyle = "filled"
        style.fontSize = 17
        style.subtitle = subtitle
        style.subtitleLines = lines
        return ViewFrame(path: "button", type: "UIButton", frame: [16, 59, 361, 80], screen: [16, 59, 361, 80],
                         hidden: false, alpha: 1, text: "Davom etish", style: style)
    }

    @Test func aSubtitleIsDrawnUnderTheTitleIn15Points() {
        let view = button(subtitle: "Keyingi <dars>", lines: 0)
        let appearance = ViewAppearance(view: view, kind: .button)
        #expect(appearance.inner.hasPrefix("<span class=\"cg-text\">Davom etish</span>"))
        #expect(appearance.inner.contains("cg-subtitle cg-wraps"))
        #expect(appearance.inner.contains("font-size:15px"))
        #expect(appearance.inner.contains("Keyingi &lt;dars&gt;"))
        #expect(ViewAppearance.classes(kind: .button, style: view.style).contains("cg-with-subtitle"))
    }

    @Test func aOneLineSubtitleIsMarkedSo() {
        let appearance = ViewAppearance(view: button(subtitle: "Bepul", lines: 1), kind: .button)
        #expect(appearance.inner.contains("cg-subtitle cg-subtitle-one-line"))
    }

    @Test func aButtonWithoutSubtitleDrawsItsTitleAlone() {
        let view = button(subtitle: nil, lines: nil)
        #expect(ViewAppearance(view: view, kind: .button).inner == "<span class=\"cg-text\">Davom etish</span>")
        #expect(!ViewAppearance.classes(kind: .button, style: view.style).contains("cg-with-subtitle"))
    }
}

/// An activity indicator is drawn in its color: `color` (textColor), else its own tint, else the style's gray.
struct SpinnerAppearanceTests {
    private func spinner(_ style: ViewStyle) -> ViewAppearance {
        ViewAppearance(view: ViewFrame(path: "spinner", type: "UIActivityIndicatorView", frame: [0, 0, 20, 20],
                                       screen: [0, 0, 20, 20], hidden: false, alpha: 1, style: style), kind: .spinner)
    }

    @Test func theColorIsTheViewsColor() {
        var white = ViewStyle(); white.textColor = "#ffffff"; white.tintColor = "system:systemBlue"
        let drawn = spinner(white)
        #expect(drawn.css.contains("color:#ffffff"))
        #expect(drawn.inner == "<span class=\"cg-spinner\"></span>")
    }

    @Test func withoutAColorItsTintThenGray() {
        var tinted = ViewStyle(); tinted.tintColor = "system:systemPink"
        #expect(spinner(tinted).inner == "<span class=\"cg-spinner\" style=\"color:var(--cg-tint)\"></span>")
        #expect(spinner(ViewStyle()).inner == "<span class=\"cg-spinner\"></span>")
        #expect(ViewAppearance.classes(kind: .spinner, style: nil) == "cg-v cg-k-spinner")
    }
}

/// UITextField.borderStyle decides the field's border, and nothing else does: no hairline is invented for a
/// field without one (it would look like an underline the app does not have, worst inside a filled container).
struct TextFieldBorderTests {
    @Test func eachBorderStyleHasItsClassAndNoneHasNothing() {
        for (border, expected) in [("roundedRect", " cg-field-roundedRect"), ("line", " cg-field-line"),
                                   ("bezel", " cg-field-bezel"), ("none", ""), ("dotted", "")] {
            var style = ViewStyle(); style.borderStyle = border; style.placeholder = "Ism"
            #expect(ViewAppearance.classes(kind: .field, style: style) == "cg-v cg-k-field cg-one-line" + expected)
        }
        var bare = ViewStyle(); bare.placeholder = "Ism"
        #expect(ViewAppearance.classes(kind: .field, style: bare) == "cg-v cg-k-field cg-one-line")
        var filled = bare; filled.backgroundColor = "system:systemRed/0.1"
        #expect(!ViewAppearance.classes(kind: .field, style: filled).contains("hint"))
    }

    @Test func theBorderStyleIsAnOptionalFramesField() throws {
        var style = ViewStyle(); style.borderStyle = "line"
        let json = String(decoding: try JSONEncoder().encode(style), as: UTF8.self)
        #expect(json == #"{"borderStyle":"line"}"#)
        #expect(try JSONDecoder().decode(ViewStyle.self, from: Data("{}".utf8)).borderStyle == nil)
    }
}
