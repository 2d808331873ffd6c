import Testing
import TextMetrics
@testable import SwiftUILayout

/// Stack cases lessons meet every day, derived from the same algorithm ([WRITEUP] FG/hstack, OBJC-HS).
struct MoreStackTests {
    let long = "Steklar bo'sh joyni eng kam moslashuvchan bolalardan boshlab taqsimlaydi"

    @Test func shortTextKeepsItsWidthAndTheLongOneWraps() {
        // HStack(spacing: 0) { Text(long); Text("12 daq") } in 393. Flexibility = ideal − minimum width: the short
        // text's is far smaller, so it goes first, offered 393/2, and takes its ideal width s. The long text is
        // then offered 393 − s and wraps there; it is as wide as its widest line at that width.
        var s = Screen()
        let root = s.hStack([s.text(long), s.text("12 daq")], spacing: 0)
        let result = s.layout(root: root)
        let short = Measure.px(Measure.width("12 daq"))
        let wrapped = Measure.measurer.layout(long, font: FontSpec.body.measuredFont, maxWidth: 393 - short)
        let longWidth = Measure.px(wrapped.width)
        let longHeight = Measure.px(Double(wrapped.lines.count) * Measure.lineHeight())
        #expect(wrapped.lines.count > 1)
        expectFrame(result, "root.0", 0, 0, longWidth, longHeight)
        // The short text follows, centred on the stack's height (the long text's).
        let h = Measure.px(Measure.lineHeight())
        expectFrame(result, "root.1", longWidth, (longHeight - h) / 2, short, h)
    }

    @Test func twoMaxWidthInfinityFramesSplitEvenly() {
        // HStack(spacing: 10) { Text("A").frame(maxWidth: .infinity); Text("Bbbbbb").frame(maxWidth: .infinity) }
        // in 393: both frames have infinite flexibility (0…∞ from their min text width… max ∞), equal; the first
        // in order is offered (393 − 10)/2 = 191.5 and takes it, the second the 191.5 left.
        var s = Screen()
        let a = s.add(.flexibleFrame(FlexibleFrame(maxWidth: .infinity)), [s.text("A")])
        let b = s.add(.flexibleFrame(FlexibleFrame(maxWidth: .infinity)), [s.text("Bbbbbb")])
        let root = s.hStack([a, b], spacing: 10)
        let result = s.layout(root: root)
        #expect(result.view(at: "root.0")?.frame.width == 191.5)
        #expect(result.view(at: "root.1")?.frame.x == 201.5)
        #expect(result.view(at: "root.1")?.frame.width == 191.5)
    }

    @Test func spacerPushesTextsApartInAVStack() {
        // VStack { Text("Top"); Spacer(); Text("Bottom") } in 759: the texts (flexibility 0 for one line: proposed
        // height 0 they still keep one line) go first; the spacer takes 759 − 2h − 2 × 8.
        var s = Screen()
        let root = s.vStack([s.text("Top"), s.add(.spacer(minLength: nil)), s.text("Bottom")])
        let result = s.layout(root: root)
        let h = Measure.px(Measure.lineHeight())
        #expect(abs(result.view(at: "root.1")!.frame.height - (759 - 2 * h - 16)) < 1e-9)
        #expect(abs(result.view(at: "root.2")!.frame.y - (759 - h)) < 1e-9)
        #expect(result.view(at: "root")?.frame.height == 759)
    }

    @Test func hiddenViewsKeepTheirSpace() {
        // .hidden() draws nothing but lays out as before: VStack(spacing: 0) { 40×40.hidden(); 40×40 }.
        var s = Screen()
        let hidden = s.modify(s.fixed(40, 40), .hidden)
        let root = s.vStack([hidden, s.fixed(40, 40)], spacing: 0)
        let result = s.layout(root: root)
        #expect(result.view(at: "root.0")?.hidden == true)
        expectFrame(result, "root.1", 0, 40, 40, 40)
    }

    @Test func pathsParentsAndCanvasCoordinates() {
        // VStack(spacing: 4) { HStack(spacing: 2) { 10×10; 20×20 }; 30×30 } at the root: the stack is 32 × 54,
        // centred: x = (393 − 32)/2 = 180.5, y = 59 + (759 − 54)/2 = 411.5. The HStack (32×20) is centred in the
        // VStack's width: x 0; its 10×10 is centred on 20: y 5. On the canvas: (180.5 + 0 + 0, 411.5 + 0 + 5).
        var s = Screen()
        let row = s.hStack([s.fixed(10, 10), s.fixed(20, 20)], spacing: 2)
        let root = s.vStack([row, s.fixed(30, 30)], spacing: 4)
        let result = s.layout(root: root)
        expectFrame(result, "root", 180.5, 411.5, 32, 54)
        expectFrame(result, "root.0.0", 0, 5, 10, 10)
        expectFrame(result, "root.0.0", 180.5, 416.5, 10, 10, screen: true)
        expectFrame(result, "root.1", 1, 24, 30, 30)
        #expect(result.view(at: "root.0.0")?.parent == "root.0")
        #expect(result.view(at: "root.0.0.0")?.parent == "root.0.0")
        #expect(result.view(at: "root.0.0.0")?.type == "Color")
        #expect(result.view(at: "root.0.0")?.type == "frame")
        #expect(result.view(at: "root.1")?.spacingBefore == 4)
        #expect(result.view(at: "root.0.1")?.spacingBefore == 2)
        #expect(result.views.map(\.path) == ["root", "root.0", "root.0.0", "root.0.0.0", "root.0.1", "root.0.1.0",
                                             "root.1", "root.1.0"])
        // Each box names the node that made it, and the engine maps nodes to paths.
        let engine = SwiftUILayoutEngine(tree: s.tree, root: root)
        #expect(result.view(at: "root.0")?.node == row)
        #expect(engine.path(of: row) == "root.0")
        #expect(engine.path(of: NodeID(index: 999)) == nil)
    }
}
