import LayoutFrames
@testable import PreviewRender
import Testing

/// A segmented control draws its segments' titles (an image as a mark named by its tooltip) in the font the runtime measured them
/// in, with the selected segment marked, equal in width unless apportioned by content, as the layout sized them.
struct SegmentedControlAppearanceTests {
    func control(type: String = "UISegmentedControl", selected: Int? = 1, byContent: Bool? = nil) -> ViewFrame {
        var style = ViewStyle()
        style.segments = [SegmentStyle(title: "Day"), SegmentStyle(title: "<Week>"), SegmentStyle(imageName: "symbol:star")]
        style.selectedSegmentIndex = selected
        style.apportionsSegmentWidthsByContent = byContent
        style.fontSize = 13
        style.fontWeight = 400
        return ViewFrame(path: "range", type: type, frame: [107, 67, 179, 32], screen: [107, 67, 179, 32],
                         hidden: false, alpha: 1, style: style)
    }

    @Test func theSegmentsAreDrawnWithTheSelectedOneMarked() {
        let view = control()
        #expect(ViewKind(view) == .segmented)
        let appearance = ViewAppearance(view: view, kind: .segmented)
        #expect(appearance.inner == "<span class=\"cg-segments\"><span class=\"cg-segment\">Day</span>"
            + "<span class=\"cg-segment cg-segment-on\">&lt;Week&gt;</span>"
            + "<span class=\"cg-segment\"><svg class=\"cg-symbol\" viewBox=\"0 0 16 16\" preserveAspectRatio=\"xMidYMid meet\""
            + " style=\"width:16px;height:16px;flex:none\" role=\"img\" aria-label=\"star\">\(SymbolIcons.neutral.body)</svg></span></span>")
        #expect(appearance.css.contains("font-size:13px"))
        #expect(appearance.css.contains("font-weight:400"))
    }

    @Test func noSelectionAndApportionedWidthsShow() {
        let appearance = ViewAppearance(view: control(selected: nil, byContent: true), kind: .segmented)
        #expect(appearance.inner.hasPrefix("<span class=\"cg-segments cg-by-content\">"))
        #expect(!appearance.inner.contains("cg-segment-on"))
    }

    @Test func aSubclassIsRecognisedByItsSegments() {
        // A lesson subclass's name need not end in "SegmentedControl": the style's segments say what it is.
        #expect(ViewKind(control(type: "RangePicker")) == .segmented)
    }
}
