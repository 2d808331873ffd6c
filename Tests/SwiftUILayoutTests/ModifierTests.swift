import Testing
@testable import SwiftUILayout

/// Modifiers as layout nodes: padding, frame, fixedSize, offset, position, background/overlay, style-only ones.
struct ModifierTests {
    @Test func paddingDefaultIs16OnEveryEdge() {
        // padding() = 16 on all edges (SwiftUIDefaults.padding: [WRITEUP] OpenSwiftUI DefaultPaddingKey,
        // [MEASURED?]). A 100×50 view padded is 132×82, the view at (16, 16).
        var s = Screen()
        _ = s.modify(s.fixed(100, 50), .padding(.all, nil))
        let result = s.layout()
        #expect(result.view(at: "root")?.frame.size == ViewSize(width: 132, height: 82))
        expectFrame(result, "root.0", 16, 16, 100, 50)
        #expect(result.view(at: "root")?.modifier == "padding()")
    }

    @Test func paddingOnSomeEdges() {
        // padding(.top, 5): only the top grows. padding(.horizontal, 20): leading and trailing.
        // padding(EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)): each edge its own.
        var s = Screen()
        let top = s.modify(s.fixed(10, 10), .padding(.top, 5))
        let horizontal = s.modify(s.fixed(10, 10), .padding(.horizontal, 20))
        let insets = s.modify(s.fixed(10, 10), .paddingInsets(EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)))
        let root = s.vStack([top, horizontal, insets], alignment: .leading, spacing: 0)
        let result = s.layout(root: root)
        expectFrame(result, "root.0", 0, 0, 10, 15)
        expectFrame(result, "root.0.0", 0, 5, 10, 10)
        expectFrame(result, "root.1", 0, 15, 50, 10)
        expectFrame(result, "root.1.0", 20, 0, 10, 10)
        expectFrame(result, "root.2", 0, 25, 16, 14)
        expectFrame(result, "root.2.0", 2, 1, 10, 10)
        #expect(result.view(at: "root.0")?.modifier == "padding(.top, 5)")
        #expect(result.view(at: "root.1")?.modifier == "padding(.horizontal, 20)")
        #expect(result.view(at: "root.1")?.insets == [0, 20, 0, 20])
    }

    @Test func paddingTakesItsInsetsOffTheProposal() {
        // A flexible colour padded by 16 is proposed 393 − 32 = 361 by 759 − 32 = 727 and fills it.
        var s = Screen()
        _ = s.modify(s.color(), .padding(.all, 16))
        let result = s.layout()
        expectFrame(result, "root", 0, 59, 393, 759)
        expectFrame(result, "root.0", 16, 16, 361, 727)
    }

    @Test func fixedFrameReportsItsSizeWhateverTheChildChooses() {
        // frame(width: 50, height: 50) around a 100×100: the frame is 50×50 and the child, centred, overflows:
        // (50 − 100)/2 = −25. [DOC] frame(width:height:alignment:)
        var s = Screen()
        _ = s.add(.frame(width: 50, height: 50, alignment: .center), [s.fixed(100, 100)])
        let result = s.layout()
        #expect(result.view(at: "root")?.frame.size == ViewSize(width: 50, height: 50))
        expectFrame(result, "root.0", -25, -25, 100, 100)
    }

    @Test func frameWithOneDimensionAdoptsTheChildsOther() {
        // frame(width: 200) around Text("Hi"): 200 wide, as high as the text; the text centred, x = (200 − w)/2.
        var s = Screen()
        _ = s.add(.frame(width: 200, height: nil, alignment: .center), [s.text("Hi")])
        let result = s.layout()
        let w = Measure.px(Measure.width("Hi"))
        let h = Measure.px(Measure.lineHeight())
        #expect(result.view(at: "root")?.frame.size == ViewSize(width: 200, height: h))
        expectFrame(result, "root.0", (200 - w) / 2, 0, w, h)
    }

    @Test func maxWidthInfinityTakesTheWholeProposal() {
        // frame(maxWidth: .infinity) around a text: only max given and the proposal (393) exceeds the text, so the
        // frame is min(∞, 393) = 393 wide; the text is centred in it. [DOC] flexible frame, reference §4.
        var s = Screen()
        _ = s.add(.flexibleFrame(FlexibleFrame(maxWidth: .infinity)), [s.text("Hi")])
        let result = s.layout()
        let w = Measure.px(Measure.width("Hi"))
        #expect(result.view(at: "root")?.frame.width == 393)
        #expect(abs(result.view(at: "root.0")!.frame.x - (393 - w) / 2) < 1e-9)
    }

    @Test func minWidthGrowsASmallChild() {
        // frame(minWidth: 100) around Text("Hi") (narrower than 100): max(100, min(w, 393)) = 100.
        var s = Screen()
        _ = s.add(.flexibleFrame(FlexibleFrame(minWidth: 100)), [s.text("Hi")])
        #expect(s.layout().view(at: "root")?.frame.width == 100)
    }

    @Test func minAndMaxClampTheProposal() {
        // frame(minWidth: 100, maxWidth: 200, minHeight: 10, maxHeight: 40) proposed 393×759: both bounds →
        // the proposal clamped, 200×40, whatever the child; a fixed 50×50 child is centred: (75, −5).
        var s = Screen()
        _ = s.add(.flexibleFrame(FlexibleFrame(minWidth: 100, maxWidth: 200, minHeight: 10, maxHeight: 40)),
                  [s.fixed(50, 50)])
        let result = s.layout()
        #expect(result.view(at: "root")?.frame.size == ViewSize(width: 200, height: 40))
        expectFrame(result, "root.0", 75, -5, 50, 50)
    }

    @Test func idealWidthAppliesUnderFixedSize() {
        // frame(idealWidth: 120) proposed nil width (fixedSize): the colour is proposed 120 and the frame is 120
        // wide. [WRITEUP] FG/layout/ideal-size. Height: the colour's ideal 10.
        var s = Screen()
        let frame = s.add(.flexibleFrame(FlexibleFrame(idealWidth: 120)), [s.color()])
        _ = s.modify(frame, .fixedSize(horizontal: true, vertical: true))
        let result = s.layout()
        #expect(result.view(at: "root")?.frame.size == ViewSize(width: 120, height: 10))
        expectFrame(result, "root.0", 0, 0, 120, 10)
    }

    @Test func offsetMovesTheDrawingNotTheLayout() {
        // VStack(spacing: 0) { 50×50.offset(x: 10, y: 20); 50×50 }: the second view is still at y = 50 (the offset
        // view keeps its place in layout, [DOC] View/offset), the first is drawn at (10, 20).
        var s = Screen()
        let moved = s.modify(s.fixed(50, 50), .offset(x: 10, y: 20))
        let root = s.vStack([moved, s.fixed(50, 50)], spacing: 0)
        let result = s.layout(root: root)
        expectFrame(result, "root.0", 10, 20, 50, 50)
        expectFrame(result, "root.1", 0, 50, 50, 50)
        #expect(result.view(at: "root")?.frame.size == ViewSize(width: 50, height: 100))
    }

    @Test func positionTakesTheProposalAndCentresTheChildOnThePoint() {
        // position(x: 100, y: 100) around 40×20: the position box is the whole proposal 393×759 [UNVERIFIED],
        // the child's centre at (100, 100): origin (80, 90).
        var s = Screen()
        _ = s.add(.position(x: 100, y: 100), [s.fixed(40, 20)])
        let result = s.layout()
        expectFrame(result, "root", 0, 59, 393, 759)
        expectFrame(result, "root.0", 80, 90, 40, 20)
        expectFrame(result, "root.0", 80, 149, 40, 20, screen: true)
    }

    @Test func backgroundIsProposedTheContentsSize() {
        // Text("Hi").padding(12).background(Color).cornerRadius(8) — EXBase: the background colour is proposed
        // the padded size and fills it; the background's box is the padding's; cornerRadius clips that box.
        // [DOC] View/background(alignment:content:), [WRITEUP] FG.
        var s = Screen()
        let padded = s.modify(s.text("Hi"), .padding(.all, 12))
        let background = s.add(.background(alignment: .center), [padded, s.color("system:gray6")])
        _ = s.modify(background, .cornerRadius(8))
        let result = s.layout()
        let w = Measure.px(Measure.width("Hi")) + 24
        let h = Measure.px(Measure.lineHeight()) + 24
        let root = result.view(at: "root")!
        #expect(root.frame.size == ViewSize(width: w, height: h))
        #expect(root.type == "background" && root.style.cornerRadius == 8 && root.style.clipsToBounds == true)
        expectFrame(result, "root.1", 0, 0, w, h)
        expectFrame(result, "root.0", 0, 0, w, h)
        // Drawing order: background first, then the content.
        #expect(result.views.map(\.path) == ["root", "root.1", "root.0", "root.0.0"])
    }

    @Test func overlayIsAlignedAndDoesNotChangeTheSize() {
        // 100×100.overlay(alignment: .topTrailing) { 20×20 }: still 100×100, the badge at (80, 0); a larger
        // overlay draws out of bounds.
        var s = Screen()
        let overlay = s.add(.overlay(alignment: .topTrailing), [s.fixed(100, 100), s.fixed(20, 20)])
        let result = s.layout(root: overlay)
        #expect(result.view(at: "root")?.frame.size == ViewSize(width: 100, height: 100))
        expectFrame(result, "root.1", 80, 0, 20, 20)
        #expect(result.views.map(\.path) == ["root", "root.0", "root.0.0", "root.1", "root.1.0"])
    }

    @Test func styleModifiersFoldIntoTheirViewsBox() {
        // opacity, hidden, shadow, clipShape change drawing only: the box is the colour's, listed outermost last.
        var s = Screen()
        var node = s.fixed(100, 100)
        node = s.modify(node, .clipShape(.circle))
        node = s.modify(node, .shadow(ShadowStyle(radius: 4, y: 2)))
        node = s.modify(node, .opacity(0.5))
        node = s.modify(node, .hidden)
        let root = s.layout().view(at: "root")!
        #expect(root.frame.size == ViewSize(width: 100, height: 100))
        #expect(root.alpha == 0.5 && root.hidden)
        #expect(root.style.clipShape == "circle" && root.style.clipsToBounds == true)
        #expect(root.style.shadowRadius == 4 && root.style.shadowOffset == [0, 2])
        #expect(root.modifiers == ["clipShape", "shadow", "opacity(0.5)", "hidden"])
    }

    @Test func fixedSizeOnOneAxis() {
        // fixedSize(horizontal: true, vertical: false) on a colour in a 50×50 frame: width proposed nil → 10,
        // height keeps the 50 proposal.
        var s = Screen()
        let fixed = s.modify(s.color(), .fixedSize(horizontal: true, vertical: false))
        _ = s.add(.frame(width: 50, height: 50, alignment: .center), [fixed])
        expectFrame(s.layout(), "root.0", 20, 0, 10, 50)
    }

    @Test func shapeIsFilledWithTheForegroundStyle() {
        var s = Screen()
        _ = s.modify(s.add(.shape(.capsule, fill: nil)), .foregroundStyle("system:blue"))
        #expect(s.layout().view(at: "root")?.style.backgroundColor == "system:blue")
    }
}
