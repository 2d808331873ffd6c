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

/// Containers outside stacks, and ZStack's default alignment.
struct ContainerTests {
    @Test func groupOutsideAStackLaysOutAsAVStack() {
        // A Group at the root with two 50×20 views: laid out as a default VStack ([UNVERIFIED]: a hosting root
        // stacks several views vertically), spacing 8: 50 × 48, centred: (171.5, 59 + (759 − 48)/2 = 414.5).
        var s = Screen()
        let root = s.add(.group, [s.fixed(50, 20), s.fixed(50, 20)])
        let result = s.layout(root: root)
        expectFrame(result, "root", 171.5, 414.5, 50, 48)
        expectFrame(result, "root.1", 0, 28, 50, 20)
        #expect(result.view(at: "root")?.type == "Group")
    }

    @Test func zStackCentresByDefault() {
        // ZStack { 100×100; 30×10 }: the small one centred, (35, 45).
        var s = Screen()
        let root = s.add(.zStack(alignment: .center), [s.fixed(100, 100), s.fixed(30, 10)])
        expectFrame(s.layout(root: root), "root.1", 35, 45, 30, 10)
    }

    @Test func zStackProposesItsProposalToEveryChild() {
        // ZStack(alignment: .topLeading) { Color; Text("Hi") } proposed 393×759: the colour takes it all, so the
        // ZStack is 393×759; the text takes its own size, at the top-leading corner.
        var s = Screen()
        let root = s.add(.zStack(alignment: .topLeading), [s.color(), s.text("Hi")])
        let result = s.layout(root: root)
        expectFrame(result, "root", 0, 59, 393, 759)
        expectFrame(result, "root.1", 0, 0, Measure.px(Measure.width("Hi")), Measure.px(Measure.lineHeight()))
    }

    @Test func clippedMarksTheBoxThatClips() {
        // An image larger than its frame, clipped: the frame's box clips (clipsToBounds), the image keeps its
        // overflowing frame, as SwiftUI clips drawing without changing layout.
        var s = Screen()
        let image = s.add(.image(ImageContent(name: "wide", isSymbol: false, naturalSize: ViewSize(width: 300, height: 50))))
        let frame = s.add(.frame(width: 100, height: 50, alignment: .leading), [image])
        _ = s.modify(frame, .clipped)
        let result = s.layout()
        #expect(result.view(at: "root")?.style.clipsToBounds == true)
        expectFrame(result, "root.0", 0, 0, 300, 50)
    }
}

/// ScrollView: the content is proposed nil along the scrolling axis.
struct ScrollViewTests {
    @Test func verticalScrollViewProposesNilHeight() {
        // ScrollView { VStack(spacing: 0) { 30 × 100×50 } } at the root: the ScrollView takes the proposal,
        // 393×759 at (0, 59); its content is proposed (393, nil), so the VStack takes its ideal height 30 × 50 =
        // 1500, sits at the top and is centred across: x = (393 − 100)/2 = 146.5. contentSize 100×1500.
        var s = Screen()
        var rows: [NodeID] = []
        for _ in 0..<30 { rows.append(s.fixed(100, 50)) }
        let stack = s.vStack(rows, spacing: 0)
        _ = s.add(.scrollView(.vertical), [stack])
        let result = s.layout()
        expectFrame(result, "root", 0, 59, 393, 759)
        expectFrame(result, "root.0", 146.5, 0, 100, 1500)
        #expect(result.view(at: "root")?.contentSize == ViewSize(width: 100, height: 1500))
        #expect(result.view(at: "root")?.type == "ScrollView")
    }

    @Test func spacerInAScrollViewKeepsItsMinimumLength() {
        // A Spacer in a scrolling VStack is proposed nothing and keeps its minimum, 8; with the default 8 spacing on
        // either side: 10 + 8 + 8 + 8 + 10 = 44.
        var s = Screen()
        let stack = s.vStack([s.fixed(10, 10), s.add(.spacer(minLength: nil)), s.fixed(10, 10)])
        _ = s.add(.scrollView(.vertical), [stack])
        let result = s.layout()
        #expect(result.view(at: "root")?.contentSize?.height == 44)
        expectFrame(result, "root.0.1", 5, 18, 0, 8)
    }
}
