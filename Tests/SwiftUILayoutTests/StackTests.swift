import Testing
@testable import SwiftUILayout

/// VStack, HStack, ZStack: distribution, spacing, alignment. Algorithm: [WRITEUP] FG/layout/hstack and
/// OBJC-HS (objc.io "HStacks and child ordering", derived from [WWDC] W19).
struct StackTests {
    @Test func objcExampleGreedyOverflow() {
        // OBJC-HS's example: HStack(spacing: 0) { A.frame(maxWidth: 100); B.frame(minWidth: 100) }.frame(width: 150)
        // with flexible A and B (colours). Flexibility: A's frame answers 0…100 (flex 100), B's 100…∞ (flex ∞), so
        // A goes first and is offered 150/2 = 75 → 75; B is offered 150 − 75 = 75, but its min is 100 → 100.
        // The stack is 175 wide inside a 150 frame: centred, x = (150 − 175)/2 = −12.5. (OBJC-HS: A = 75, B = 100.)
        var s = Screen()
        let a = s.add(.flexibleFrame(FlexibleFrame(maxWidth: 100)), [s.color("red")])
        let b = s.add(.flexibleFrame(FlexibleFrame(minWidth: 100)), [s.color("blue")])
        let stack = s.hStack([a, b], spacing: 0)
        _ = s.add(.frame(width: 150, height: 50, alignment: .center), [stack])
        let result = s.layout()
        expectFrame(result, "root.0", -12.5, 0, 175, 50)
        expectFrame(result, "root.0.0", 0, 0, 75, 50)
        expectFrame(result, "root.0.1", 75, 0, 100, 50)
    }

    @Test func leastFlexibleChildIsSizedFirst() {
        // HStack(spacing: 10) { Color; Text("Hello") } in 393: the text's flexibility (ideal − minimum width) is
        // finite and the colour's infinite, so the text is offered (393 − 10)/2 = 191.5 first and takes its ideal
        // width w; the colour then gets 383 − w. The text, listed second, still sits after the colour.
        var s = Screen()
        let root = s.hStack([s.color(), s.text("Hello")], spacing: 10)
        let result = s.layout(root: root)
        let w = Measure.px(Measure.width("Hello"))
        expectFrame(result, "root.0", 0, 0, 383 - w, 759)
        // Text centred on the minor axis: (759 − h)/2.
        let h = Measure.px(Measure.lineHeight())
        expectFrame(result, "root.1", 393 - w, (759 - h) / 2, w, h)
    }

    @Test func equalFlexibilitySplitsEvenly() {
        // Three colours in 393 with spacing 6: each offered an equal share of 393 − 12 = 381 → 127 each.
        var s = Screen()
        let root = s.hStack([s.color(), s.color(), s.color()], spacing: 6)
        let result = s.layout(root: root)
        expectFrame(result, "root.0", 0, 0, 127, 759)
        expectFrame(result, "root.1", 133, 0, 127, 759)
        expectFrame(result, "root.2", 266, 0, 127, 759)
    }

    @Test func layoutPriorityIsServedFirstLessTheOthersMinimums() {
        // HStack(spacing: 0) { Color.frame(minWidth: 50); Color.layoutPriority(1) } in 393: the priority-1 group is
        // offered 393 less the lower group's minimum (50) = 343 and takes it; the other gets the 50 left.
        // [WRITEUP] FG (priority groups) + Hacking with Swift ("minus the minimums"); [DOC] layoutPriority.
        var s = Screen()
        let low = s.add(.flexibleFrame(FlexibleFrame(minWidth: 50)), [s.color()])
        let high = s.modify(s.color(), .layoutPriority(1))
        let root = s.hStack([low, high], spacing: 0)
        let result = s.layout(root: root)
        expectFrame(result, "root.0", 0, 0, 50, 759)
        expectFrame(result, "root.1", 50, 0, 343, 759)
        #expect(result.view(at: "root.1")?.modifiers == ["layoutPriority(1)"])
    }

    @Test func defaultSpacingIsEight() {
        // spacing: nil → 8 between any two views (SwiftUIDefaults.stackSpacing [MEASURED?] fatbobman "about 8").
        var s = Screen()
        let root = s.vStack([s.fixed(40, 30), s.fixed(40, 30), s.text("x")])
        let result = s.layout(root: root)
        expectFrame(result, "root.1", 0, 38, 40, 30)
        #expect(result.view(at: "root.1")?.spacingBefore == 8)
        // Text-adjacent spacing has no published value; 8 is used, flagged [GUESS] in SwiftUIDefaults.
        #expect(result.view(at: "root.2")?.frame.y == 76)
    }

    @Test func vStackAlignment() {
        // VStack(alignment: .leading, spacing: 4) { 100×20; 50×20 }: width 100 (widest), the narrow child at x 0;
        // .trailing puts it at 100 − 50 = 50, .center at 25.
        for (alignment, x) in [(HorizontalAlignment.leading, 0.0), (.center, 25), (.trailing, 50)] {
            var s = Screen()
            let root = s.vStack([s.fixed(100, 20), s.fixed(50, 20)], alignment: alignment, spacing: 4)
            let result = s.layout(root: root)
            expectFrame(result, "root.1", x, 24, 50, 20)
            expectFrame(result, "root", 146.5, 59 + (759 - 44) / 2, 100, 44)
        }
    }

    @Test func hStackAlignmentTopAndBottom() {
        for (alignment, y) in [(VerticalAlignment.top, 0.0), (.center, 15), (.bottom, 30)] {
            var s = Screen()
            let root = s.hStack([s.fixed(20, 50), s.fixed(20, 20)], alignment: alignment, spacing: 0)
            expectFrame(s.layout(root: root), "root.1", 20, y, 20, 20)
        }
    }

    @Test func firstTextBaselineAlignment() {
        // HStack(alignment: .firstTextBaseline) { Text in .largeTitle; Text in .caption }: the baselines line up,
        // so the small text's top is the difference of the ascenders below the large one's. Views without text
        // would align by their bottom ([DOC] VerticalAlignment).
        var s = Screen()
        let big = s.modify(s.text("Big"), .font(.style(.largeTitle)))
        let small = s.modify(s.text("small"), .font(.style(.caption)))
        let root = s.hStack([big, small], alignment: .firstTextBaseline, spacing: 0)
        let result = s.layout(root: root)
        let bigAscender = Measure.measurer.metrics(for: FontSpec.style(.largeTitle).measuredFont).ascender
        let smallAscender = Measure.measurer.metrics(for: FontSpec.style(.caption).measuredFont).ascender
        #expect(abs(result.view(at: "root.1")!.frame.y - (bigAscender - smallAscender)) < 1e-9)
        #expect(result.view(at: "root.0")!.frame.y == 0)
    }

    @Test func unspecifiedProposalGivesIdealSizes() {
        // HStack under fixedSize: children proposed nil on the axis; the stack is the sum of ideal widths plus
        // spacing: colour 10 + 8 + 10 = 28 ([DOC] Spacer overview: "up to the combined ideal widths").
        var s = Screen()
        let root = s.modify(s.hStack([s.color(), s.color()]), .fixedSize(horizontal: true, vertical: true))
        let result = s.layout(root: root)
        #expect(result.view(at: "root")?.frame.size == ViewSize(width: 28, height: 10))
    }

    @Test func zStackIsTheUnionOfItsAlignedChildren() {
        // ZStack(alignment: .bottomTrailing) { 100×60; 40×20 }: 100×60, the small one at (60, 40).
        var s = Screen()
        let root = s.add(.zStack(alignment: .bottomTrailing), [s.fixed(100, 60), s.fixed(40, 20)])
        let result = s.layout(root: root)
        expectFrame(result, "root", 146.5, 59 + (759 - 60) / 2, 100, 60)
        expectFrame(result, "root.1", 60, 40, 40, 20)
    }

    @Test func groupAndForEachChildrenJoinTheStack() {
        // VStack(spacing: 10) { 30×30; Group { 30×30; ForEach { 30×30; 30×30 } } }: four children of the VStack,
        // three gaps: height 4 × 30 + 3 × 10 = 150. Paths keep the tree position: root.1.1.0 is the ForEach's first.
        var s = Screen()
        let forEach = s.add(.forEach, [s.fixed(30, 30), s.fixed(30, 30)])
        let group = s.add(.group, [s.fixed(30, 30), forEach])
        let root = s.vStack([s.fixed(30, 30), group], spacing: 10)
        let result = s.layout(root: root)
        #expect(result.view(at: "root")?.frame.height == 150)
        expectFrame(result, "root.1.1.0", 0, 80, 30, 30)
        #expect(result.view(at: "root.1.1.0")?.parent == "root")
    }

    @Test func nestedStacksCardLayout() {
        // The info card: VStack(alignment: .leading, spacing: 5) { Text(headline); Text(subheadline) }
        // .frame(maxWidth: .infinity, alignment: .leading).padding(12).
        // padding proposes 393 − 24 = 369; the flexible frame (max ∞) takes all 369 and puts the stack at its
        // leading edge; the VStack is as wide as its wider text.
        var s = Screen()
        let title = s.modify(s.text("Ma'lumot"), .font(.style(.headline)))
        let body = s.modify(s.text("Qisqa izoh"), .font(.style(.subheadline)))
        let stack = s.vStack([title, body], alignment: .leading, spacing: 5)
        let frame = s.add(.flexibleFrame(FlexibleFrame(maxWidth: .infinity, alignment: .leading)), [stack])
        _ = s.modify(frame, .padding(.all, 12))
        let result = s.layout()
        let titleHeight = Measure.px(Measure.lineHeight(.style(.headline)))
        let bodyHeight = Measure.px(Measure.lineHeight(.style(.subheadline)))
        let stackHeight = titleHeight + 5 + bodyHeight
        let cardHeight = stackHeight + 24
        expectFrame(result, "root", 0, 59 + (759 - cardHeight) / 2, 393, cardHeight)
        expectFrame(result, "root.0", 12, 12, 369, stackHeight)
        let stackWidth = max(Measure.px(Measure.width("Ma'lumot", .style(.headline))),
                             Measure.px(Measure.width("Qisqa izoh", .style(.subheadline))))
        expectFrame(result, "root.0.0", 0, 0, stackWidth, stackHeight)
        expectFrame(result, "root.0.0.1", 0, titleHeight + 5, Measure.px(Measure.width("Qisqa izoh", .style(.subheadline))),
                    bodyHeight)
        #expect(result.view(at: "root")?.insets == [12, 12, 12, 12])
        #expect(result.view(at: "root")?.modifier == "padding(12)")
        #expect(result.view(at: "root.0")?.modifier == "frame(maxWidth: .infinity, alignment: .leading)")
    }
}
