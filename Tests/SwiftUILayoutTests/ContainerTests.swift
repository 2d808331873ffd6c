import Testing
@testable import SwiftUILayout

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

    @Test func zStackSizesToItsHighestPriorityChildren() {
        // ZStack { Color; Text("Hi").layoutPriority(1) }: the text alone decides the ZStack's size (its own
        // size, proposed 393×759), and the colour is proposed that size and fills it. Without the priority the
        // colour would take the whole 393×759. [UNVERIFIED] well-known idiom
        var s = Screen()
        let text = s.modify(s.text("Hi"), .layoutPriority(1))
        let root = s.add(.zStack(alignment: .center), [s.color(), text])
        let result = s.layout(root: root)
        let w = Measure.px(Measure.width("Hi")), h = Measure.px(Measure.lineHeight())
        #expect(result.view(at: "root")?.frame.size == ViewSize(width: w, height: h))
        expectFrame(result, "root.0", 0, 0, w, h)
        expectFrame(result, "root.1", 0, 0, w, h)
    }
}
