import Testing
@testable import AutoLayout

/// UIStackView distributions and alignments. Arranged views are custom views with a fixed intrinsicContentSize
/// (lesson classes overriding `intrinsicContentSize`), so every expected number follows from §7.5 by arithmetic.
struct StackViewTests {
    /// A stack at (0, 100) in the root, 300 wide; height left to the stack unless `height` is given.
    func makeStack(_ s: Screen, axis: Axis = .horizontal, width: Double? = 300, height: Double? = nil) -> View {
        let stack = s.add(.stackView)
        stack.axis = axis
        pin(stack, .left, .equal, s.root, .left)
        pin(stack, .top, .equal, s.root, .top, 100)
        if let width { pin(stack, .width, .equal, nil, nil, width) }
        if let height { pin(stack, .height, .equal, nil, nil, height) }
        return stack
    }

    func item(_ stack: View, _ w: Double, _ h: Double) -> View {
        let view = View()
        view.intrinsicContentSizeOverride = Size(width: w, height: h)
        stack.addArrangedSubview(view)
        return view
    }

    @Test func arrangedSubviewsLoseAutoresizing() {
        // §7.4 item 4: the stack sets translatesAutoresizingMaskIntoConstraints = false on arranged views.
        let stack = View(kind: .stackView)
        let view = View()
        stack.addArrangedSubview(view)
        #expect(!view.translatesAutoresizingMaskIntoConstraints)
        #expect(view.superview === stack)
        stack.removeArrangedSubview(view)
        #expect(view.superview === stack && stack.arrangedSubviews.isEmpty)
    }

    @Test func fillStretchesTheLowestHugging() {
        // fill, spacing 10, width 300: A (50) keeps its size, B (hugging 249 < 250) takes the rest:
        // 300 − 50 − 10 = 240 at x 60. Alignment fill: both as tall as the stack, which is as tall as B's
        // compression resistance (30 @750) beats A's hugging (20 @250): 30.
        let s = Screen()
        let stack = makeStack(s)
        stack.spacing = 10
        let a = item(stack, 50, 20)
        let b = item(stack, 80, 30)
        b.setContentHuggingPriority(249, for: .horizontal)
        let result = s.layout()
        expectFrame(stack, 0, 100, 300, 30)
        expectFrame(a, 0, 0, 50, 30)
        expectFrame(b, 60, 0, 240, 30)
        #expect(!codes(result).contains("ambiguous"))
        #expect(result.activeConstraints.contains { $0.identifier == "UISV-spacing" && $0.constant == 10 })
        #expect(result.activeConstraints.contains { $0.identifier == "UISV-canvas-connection" })
    }

    @Test func fillWithEqualHuggingIsAmbiguous() {
        // Two views with the same hugging and surplus space: UIKit leaves it ambiguous ("arrangement order" only
        // when it is ambiguous, §7.5); the emulator flags it.
        let s = Screen()
        let stack = makeStack(s)
        item(stack, 50, 20)
        item(stack, 80, 20)
        let result = s.layout()
        #expect(codes(result).contains("ambiguous"))
    }

    @Test func unconstrainedStackSizesToItsContent() {
        // Not constrained along the axis: Σ intrinsic + spacing = 50 + 80 + 8 = 138 (§7.5, last paragraph).
        let s = Screen()
        let stack = makeStack(s, width: nil)
        stack.spacing = 8
        let a = item(stack, 50, 20)
        let b = item(stack, 80, 20)
        let result = s.layout()
        expectFrame(stack, 0, 100, 138, 20)
        expectFrame(a, 0, 0, 50, 20)
        expectFrame(b, 58, 0, 80, 20)
        #expect(!codes(result).contains("ambiguous"))
    }

    @Test func fillEquallySplitsTheSpace() {
        // (300 − 10) / 2 = 145 each, whatever the intrinsic widths.
        let s = Screen()
        let stack = makeStack(s)
        stack.distribution = .fillEqually
        stack.spacing = 10
        let a = item(stack, 50, 20)
        let b = item(stack, 120, 20)
        s.layout()
        expectFrame(a, 0, 0, 145, 20)
        expectFrame(b, 155, 0, 145, 20)
    }

    @Test func fillProportionallyUsesIntrinsicShares() {
        // spacing 0: 50 : 100 of 300 → 100 and 200.
        let s = Screen()
        let stack = makeStack(s)
        stack.distribution = .fillProportionally
        let a = item(stack, 50, 20)
        let b = item(stack, 100, 20)
        s.layout()
        expectFrame(a, 0, 0, 100, 20)
        expectFrame(b, 100, 0, 200, 20)
    }

    @Test func fillProportionallyWithSpacingFavoursTheFirst() {
        // spacing 10: A.width == 300 × 50/160 = 93.75 @999, B.width == 300 × 100/160 = 187.5 @998; together with
        // the spacing they overshoot, so the lower priority (B) gives: 300 − 10 − 93.75 = 196.25.
        let s = Screen()
        let stack = makeStack(s)
        stack.distribution = .fillProportionally
        stack.spacing = 10
        let a = item(stack, 50, 20)
        let b = item(stack, 100, 20)
        s.layout()
        expectFrame(a, 0, 0, 93.75, 20)
        expectFrame(b, 103.75, 0, 196.25, 20)
    }

    @Test func equalSpacingDividesTheSurplus() {
        // 50 + 60 + 70 = 180 of 300: 120 left for two gaps → 60 each. A 0…50, B 110…170, C 230…300.
        let s = Screen()
        let stack = makeStack(s)
        stack.distribution = .equalSpacing
        stack.spacing = 10
        let a = item(stack, 50, 20)
        let b = item(stack, 60, 20)
        let c = item(stack, 70, 20)
        s.layout()
        expectFrame(a, 0, 0, 50, 20)
        expectFrame(b, 110, 0, 60, 20)
        expectFrame(c, 230, 0, 70, 20)
    }

    @Test func equalCenteringSpacesTheCenters() {
        // Centers of A (25) and C (300 − 35 = 265) are fixed by the canvas; B's center is midway: 145 → x 115.
        // Minimum edge spacing 10 holds (50 → 115, 175 → 230).
        let s = Screen()
        let stack = makeStack(s)
        stack.distribution = .equalCentering
        stack.spacing = 10
        let a = item(stack, 50, 20)
        let b = item(stack, 60, 20)
        let c = item(stack, 70, 20)
        s.layout()
        expectFrame(a, 0, 0, 50, 20)
        expectFrame(b, 115, 0, 60, 20)
        expectFrame(c, 230, 0, 70, 20)
    }

    @Test(arguments: [(StackAlignment.fill, [0.0, 0], [100.0, 100]),
                      (.top, [0, 0], [20, 40]),
                      (.center, [40, 30], [20, 40]),
                      (.bottom, [80, 60], [20, 40])])
    func horizontalAlignments(alignment: StackAlignment, ys: [Double], heights: [Double]) {
        // Stack 300 × 100, fillEqually (so the axis is settled: 150 each), items 50 × 20 and 50 × 40.
        // fill: both 100 high. top: y 0. center: (100 − h)/2 → 40 and 30. bottom: 100 − h → 80 and 60.
        let s = Screen()
        let stack = makeStack(s, height: 100)
        stack.distribution = .fillEqually
        stack.alignment = alignment
        let a = item(stack, 50, 20)
        let b = item(stack, 50, 40)
        let result = s.layout()
        expectFrame(a, 0, ys[0], 150, heights[0])
        expectFrame(b, 150, ys[1], 150, heights[1])
        #expect(!codes(result).contains("ambiguous"))
    }

    @Test(arguments: [(StackAlignment.leading, [0.0, 0]), (.center, [75, 50]), (.trailing, [150, 100])])
    func verticalAlignments(alignment: StackAlignment, xs: [Double]) {
        // Vertical stack 300 wide, items 150 × 20 and 200 × 30 stacked with spacing 5: y 0 and 25.
        // leading: x 0; center: (300 − w)/2 → 75 and 50; trailing: 300 − w → 150 and 100.
        let s = Screen()
        let stack = makeStack(s, axis: .vertical)
        stack.alignment = alignment
        stack.spacing = 5
        let a = item(stack, 150, 20)
        let b = item(stack, 200, 30)
        s.layout()
        expectFrame(stack, 0, 100, 300, 55)
        expectFrame(a, xs[0], 0, 150, 20)
        expectFrame(b, xs[1], 25, 200, 30)
    }

    @Test func crossSizeIsTheLargestItem() {
        // Vertical, alignment leading, stack width free: the spanner makes it as wide as the widest item (200).
        let s = Screen()
        let stack = makeStack(s, axis: .vertical, width: nil)
        stack.alignment = .leading
        item(stack, 150, 20)
        item(stack, 200, 30)
        s.layout()
        expectFrame(stack, 0, 100, 200, 50)
    }

    @Test func centeredPlainViewCollapses() {
        // Checklist 13c: a .center-aligned stack with a plain UIView (no intrinsic size) → its cross size is 0
        // (UISV-ambiguity-suppression @25), and the stack's cross size comes from the other item (40).
        let s = Screen()
        let stack = makeStack(s, width: nil)
        stack.alignment = .center
        let plain = View()
        stack.addArrangedSubview(plain)
        pin(plain, .width, .equal, nil, nil, 30)
        let b = item(stack, 50, 40)
        s.layout()
        expectFrame(plain, 0, 20, 30, 0)
        expectFrame(b, 30, 0, 50, 40)
        expectFrame(stack, 0, 100, 80, 40)
    }

    @Test func hidingAMiddleItemKeepsTheGap() {
        // Checklist 13a: vertical stack, spacing 10, items 20/30/40 high. With B hidden: A at 0, C at 20 + 10 = 30
        // (the two half gaps around B add up to one spacing); B collapses to height 0; stack height 70.
        let s = Screen()
        let stack = makeStack(s, axis: .vertical)
        stack.spacing = 10
        let a = item(stack, 300, 20)
        let b = item(stack, 300, 30)
        let c = item(stack, 300, 40)
        b.isHidden = true
        let result = s.layout()
        expectFrame(a, 0, 0, 300, 20)
        #expect(abs(b.frame.height) < 1e-9)
        expectFrame(c, 0, 30, 300, 40)
        expectFrame(stack, 0, 100, 300, 70)
        #expect(result.diagnostics.isEmpty)
        // Unhide: 0, 30, 70 → stack 110.
        b.isHidden = false
        s.layout()
        expectFrame(b, 0, 30, 300, 30)
        expectFrame(c, 0, 70, 300, 40)
        expectFrame(stack, 0, 100, 300, 110)
    }

    @Test func hidingTheFirstItemDropsItsGap() {
        // A hidden first item: B becomes the first visible view and sits at 0 (spacing before it is 0).
        let s = Screen()
        let stack = makeStack(s, axis: .vertical)
        stack.spacing = 10
        let a = item(stack, 300, 20)
        let b = item(stack, 300, 30)
        a.isHidden = true
        s.layout()
        expectFrame(b, 0, 0, 300, 30)
        expectFrame(stack, 0, 100, 300, 30)
    }

    @Test func hiddenItemWithRequiredHeightConflicts() {
        // Checklist 13b: UISV-hiding (height == 0) against the lesson's required height == 50 → conflict; the
        // lesson constraint breaks (system constraints survive) and the item collapses.
        let s = Screen()
        let stack = makeStack(s, axis: .vertical)
        let a = item(stack, 300, 20)
        let b = View()
        stack.addArrangedSubview(b)
        let height = pin(b, .height, .equal, nil, nil, 50)
        b.isHidden = true
        let result = s.layout()
        #expect(codes(result).contains("conflict"))
        #expect(height.isBroken)
        #expect(abs(b.frame.height) < 1e-9)
        expectFrame(a, 0, 0, 300, 20)
    }

    @Test func customSpacingAfterAView() {
        // spacing 8, custom 24 after A: B at 20 + 24 = 44, C at 44 + 30 + 8 = 82.
        let s = Screen()
        let stack = makeStack(s, axis: .vertical)
        stack.spacing = 8
        let a = item(stack, 300, 20)
        let b = item(stack, 300, 30)
        let c = item(stack, 300, 40)
        stack.setCustomSpacing(24, after: a)
        s.layout()
        expectFrame(b, 0, 44, 300, 30)
        expectFrame(c, 0, 82, 300, 40)
    }

    @Test func customSpacingFollowsTheArrangement() {
        // UIStackView.h: a custom spacing is "ignored if arrangedSubview is not actually an arranged subview" and
        // is "not [maintained] after it is removed from the arrangedSubviews list". Spacing 8 throughout:
        // 1. set after A before A is arranged → ignored: B at 20 + 8 = 28;
        // 2. set after B once arranged, then B leaves by removeFromSuperview and comes back → gone: C at
        //    28 + 30 + 8 = 66 (it would be 28 + 30 + 24 = 82 if the 24 had stayed).
        let s = Screen()
        let stack = makeStack(s, axis: .vertical)
        stack.spacing = 8
        let a = View()
        a.translatesAutoresizingMaskIntoConstraints = false
        pin(a, .width, .equal, nil, .notAnAttribute, 300)
        pin(a, .height, .equal, nil, .notAnAttribute, 20)
        stack.setCustomSpacing(30, after: a)
        stack.addArrangedSubview(a)
        let b = item(stack, 300, 30)
        let c = item(stack, 300, 40)
        stack.setCustomSpacing(24, after: b)
        b.removeFromSuperview()
        stack.insertArrangedSubview(b, at: 1)
        pin(b, .width, .equal, nil, .notAnAttribute, 300)
        pin(b, .height, .equal, nil, .notAnAttribute, 30)
        s.layout()
        expectFrame(b, 0, 28, 300, 30)
        expectFrame(c, 0, 66, 300, 40)
        #expect(stack.customSpacing(after: a) == nil)
        #expect(stack.customSpacing(after: b) == nil)
    }

    @Test func layoutMarginsRelativeArrangement() {
        // Margins 10/20/30/40 (top/left/bottom/right): the item sits inside them; the stack is 300 wide, so the
        // item is 300 − 20 − 40 = 240 wide at x 20, y 10; stack height 10 + 25 + 30 = 65.
        let s = Screen()
        let stack = makeStack(s, axis: .vertical)
        stack.isLayoutMarginsRelativeArrangement = true
        stack.layoutMargins = EdgeInsets(top: 10, left: 20, bottom: 30, right: 40)
        let a = item(stack, 100, 25)
        s.layout()
        expectFrame(a, 20, 10, 240, 25)
        expectFrame(stack, 0, 100, 300, 65)
    }

    @Test func firstBaselineAlignmentOfTwoFonts() {
        // Horizontal stack, alignment firstBaseline, a 17 pt and then a 34 pt label. A label's first baseline is
        // y + h/2 − textHeight/2 + ascender; the 34 pt label's lies d = offset(34) − offset(17) lower in it, so
        // it starts d above the small one. UIKit ties the stack's top to the first view only
        // (canvas.top <= small.top, fit @49; rdar://32291130): the small label is at y 0 and the big one at −d,
        // sticking out above the stack. The bottom is the spanner's: the lowest bottom.
        let s = Screen()
        let stack = makeStack(s, width: nil)
        stack.alignment = .firstBaseline
        stack.spacing = 4
        let small = View(kind: .label)
        small.text = "Kichik"
        let big = View(kind: .label)
        big.text = "Katta"
        big.font = .system(size: 34)
        stack.addArrangedSubview(small)
        stack.addArrangedSubview(big)
        s.layout()
        func offset(_ size: Double) -> Double {
            let m = measurer.metrics(for: .system(size: size))
            return ceilPixel(m.lineHeight) / 2 - m.lineHeight / 2 + m.ascender
        }
        let d = offset(34) - offset(17)
        #expect(abs(small.frame.minY) < 1e-6)
        #expect(abs(big.frame.minY + d) < 1e-6)
        let bigHeight = ceilPixel(measurer.metrics(for: .system(size: 34)).lineHeight)
        #expect(abs(stack.frame.height - max(small.frame.height, bigHeight - d)) < 1e-6)
    }

    @Test func nestedStacks() {
        // A vertical stack (spacing 12) holding a title label and a horizontal fillEqually row of two views
        // (spacing 8). Width 300 → row items (300 − 8)/2 = 146; row height = item height 44.
        let s = Screen()
        let column = makeStack(s, axis: .vertical)
        column.spacing = 12
        let title = View(kind: .label)
        title.text = "Sarlavha"
        column.addArrangedSubview(title)
        let row = View(kind: .stackView)
        row.distribution = .fillEqually
        row.spacing = 8
        column.addArrangedSubview(row)
        let a = item(row, 10, 44)
        let b = item(row, 10, 44)
        let result = s.layout()
        let titleHeight = ceilPixel(measurer.metrics(for: .system(size: 17)).lineHeight)
        expectFrame(title, 0, 0, 300, titleHeight)
        expectFrame(row, 0, titleHeight + 12, 300, 44)
        expectFrame(a, 0, 0, 146, 44)
        expectFrame(b, 154, 0, 146, 44)
        #expect(!codes(result).contains("ambiguous"))
    }
}
