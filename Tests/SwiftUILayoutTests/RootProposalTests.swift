import Testing
@testable import SwiftUILayout

/// The root of a hosting controller: proposed the safe area, centred in it. [WWDC] W19 ("the root view gets the
/// screen size minus the safe-area insets", "the root centres its child").
struct RootProposalTests {
    @Test func rootIsProposedTheSafeAreaAndCentred() {
        // A flexible Color takes the whole proposal: 393 × (852 − 59 − 34) = 393×759, at the safe area's origin.
        var s = Screen()
        _ = s.color()
        let result = s.layout()
        #expect(result.rootProposal == ProposedViewSize(width: 393, height: 759))
        expectFrame(result, "root", 0, 59, 393, 759)
        expectFrame(result, "root", 0, 59, 393, 759, screen: true)
    }

    @Test func smallRootIsCentredInTheSafeArea() {
        // A fixed 100×50 frame: x = (393 − 100)/2 = 146.5, y = 59 + (759 − 50)/2 = 413.5.
        var s = Screen()
        _ = s.fixed(100, 50)
        let result = s.layout()
        expectFrame(result, "root", 146.5, 413.5, 100, 50)
        // The colour inside is proposed exactly 100×50 ([DOC] frame(width:height:)) at the frame's origin.
        expectFrame(result, "root.0", 0, 0, 100, 50)
        expectFrame(result, "root.0", 146.5, 413.5, 100, 50, screen: true)
    }

    @Test func ignoresSafeAreaOnTheRootProposesTheWholeScreen() {
        // .ignoresSafeArea() on the root: the region grows to the screen on all edges, 393×852 at (0, 0).
        // [DOC] View/ignoresSafeArea(_:edges:)
        var s = Screen()
        _ = s.modify(s.color(), .ignoresSafeArea(.all))
        let result = s.layout()
        #expect(result.rootProposal == ProposedViewSize(width: 393, height: 852))
        expectFrame(result, "root", 0, 0, 393, 852)
        #expect(result.view(at: "root")?.modifiers == ["ignoresSafeArea"])
    }

    @Test func ignoresSafeAreaOnOneEdge() {
        // Only the top edge: from y = 0 to the safe area's bottom, 852 − 34 = 818.
        var s = Screen()
        _ = s.modify(s.color(), .ignoresSafeArea(.top))
        expectFrame(s.layout(), "root", 0, 0, 393, 818)
    }

    @Test func backgroundColorIgnoringTheSafeAreaReachesTheScreenEdges() {
        // Text.frame(maxWidth: .infinity, maxHeight: .infinity).background(Color.yellow.ignoresSafeArea()): the
        // frame fills the safe area (0, 59, 393, 759); the colour is proposed that, reaches every safe-area edge,
        // and grows to the screen: (0, 0, 393, 852), i.e. y = −59 in the background's box. The text stays put.
        var s = Screen()
        let frame = s.add(.flexibleFrame(FlexibleFrame(maxWidth: .infinity, maxHeight: .infinity)), [s.text("Hi")])
        let color = s.modify(s.color("yellow"), .ignoresSafeArea(.all))
        _ = s.add(.background(alignment: .center), [frame, color])
        let result = s.layout()
        expectFrame(result, "root", 0, 59, 393, 759)
        expectFrame(result, "root.1", 0, -59, 393, 852)
        expectFrame(result, "root.1", 0, 0, 393, 852, screen: true)
        expectFrame(result, "root.0", 0, 0, 393, 759)
    }

    @Test func ignoresSafeAreaShortOfTheEdgeDoesNothing() {
        // A 100×100 colour centred in the safe area touches no edge, so it keeps its frame.
        var s = Screen()
        _ = s.add(.frame(width: 100, height: 100, alignment: .center), [s.modify(s.color(), .ignoresSafeArea(.all))])
        expectFrame(s.layout(), "root.0", 0, 0, 100, 100)
    }

    @Test func hostViewSizeIsTheRootsRegion() {
        // A hosting controller's view 300×200 at (20, 100): it lies inside the safe area (59…818), so the root is
        // proposed 300×200 and a flexible colour fills it.
        var s = Screen()
        _ = s.color()
        var host = iPhone15
        host.sizing = .hostView(ViewRect(x: 20, y: 100, width: 300, height: 200))
        expectFrame(s.layout(host), "root", 20, 100, 300, 200)
    }

    @Test func anotherWidthReLaysOut() {
        // The width handle: 375 wide, same safe area; the colour follows.
        var s = Screen()
        _ = s.color()
        let engine = SwiftUILayoutEngine(tree: s.tree)
        let first = engine.layout(in: iPhone15)
        let second = engine.layout(in: iPhone15.withWidth(375))
        expectFrame(first, "root", 0, 59, 393, 759)
        expectFrame(second, "root", 0, 59, 375, 759)
    }
}
