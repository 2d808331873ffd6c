import Testing
@testable import SwiftUILayout

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
