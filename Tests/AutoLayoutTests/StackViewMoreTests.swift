import Testing
@testable import AutoLayout

/// Less common stack view settings (§7.5).
struct StackViewMoreTests {
    func makeStack(_ s: Screen, axis: Axis, width: Double? = 300) -> View {
        let stack = s.add(.stackView)
        stack.axis = axis
        pin(stack, .left, .equal, s.root, .left)
        pin(stack, .top, .equal, s.root, .top, 100)
        if let width { pin(stack, .width, .equal, nil, nil, width) }
        return stack
    }

    func item(_ stack: View, _ w: Double, _ h: Double) -> View {
        let view = View()
        view.intrinsicContentSizeOverride = Size(width: w, height: h)
        stack.addArrangedSubview(view)
        return view
    }

    @Test func equalSpacingIgnoresAHiddenItem() {
        // Three 50-wide items, the middle one hidden: the two visible ones take the ends (0 and 250), the hidden
        // one collapses to width 0 between them.
        let s = Screen()
        let stack = makeStack(s, axis: .horizontal)
        stack.distribution = .equalSpacing
        stack.spacing = 10
        let a = item(stack, 50, 20)
        let b = item(stack, 50, 20)
        let c = item(stack, 50, 20)
        b.isHidden = true
        let result = s.layout()
        expectFrame(a, 0, 0, 50, 20)
        expectFrame(c, 250, 0, 50, 20)
        #expect(abs(b.frame.width) < 1e-9)
        #expect(!codes(result).contains("conflict"))
    }

    @Test func singleViewEqualSpacingStackHugsItsView() {
        // One plain view (no intrinsic width) that must be at least 30 wide, in an equalSpacing (then
        // equalCentering) stack whose width nothing sets. There are no gaps to distribute, but UIKit still adds
        // UISV-canvas-fit (canvas.width == 0 @49) whenever the stack has arranged views [3P kean/Arranged], so
        // the stack shrinks to the view's minimum: 30. Without it the width would be ambiguous.
        for distribution in [StackDistribution.equalSpacing, .equalCentering] {
            let s = Screen()
            let stack = makeStack(s, axis: .horizontal, width: nil)
            stack.distribution = distribution
            let a = View()
            stack.addArrangedSubview(a)
            pin(a, .width, .greaterThanOrEqual, nil, nil, 30)
            pin(a, .height, .equal, nil, nil, 40)
            let result = s.layout()
            expectFrame(a, 0, 0, 30, 40)
            expectFrame(stack, 0, 100, 30, 40)
            #expect(codes(result).isEmpty)
        }
    }

    @Test func fillProportionallyGivesNothingToViewsWithoutIntrinsicWidth() {
        // A plain view (no intrinsic width) gets width 0; the two sized ones split 300 as 100 : 200.
        let s = Screen()
        let stack = makeStack(s, axis: .horizontal)
        stack.distribution = .fillProportionally
        let a = item(stack, 50, 20)
        let plain = View()
        plain.intrinsicContentSizeOverride = Size(width: View.noIntrinsicMetric, height: 20)
        stack.addArrangedSubview(plain)
        let b = item(stack, 100, 20)
        s.layout()
        expectFrame(a, 0, 0, 100, 20)
        #expect(abs(plain.frame.width) < 1e-9)
        expectFrame(b, 100, 0, 200, 20)
    }

    @Test func lastBaselineAlignment() {
        // Horizontal, lastBaseline: a one-line label next to a two-line label of the same font; their last
        // baselines align, so the one-line label sits one line lower.
        let s = Screen()
        let stack = makeStack(s, axis: .horizontal, width: nil)
        stack.alignment = .lastBaseline
        stack.spacing = 8
        let one = View(kind: .label)
        one.text = "Bir"
        let two = View(kind: .label)
        two.text = "Ikki\nqator"
        two.numberOfLines = 0
        stack.addArrangedSubview(one)
        stack.addArrangedSubview(two)
        s.layout()
        let m = measurer.metrics(for: .system(size: 17))
        // Baseline offsets from each label's top: one line → h1/2 − lh/2 + ascender; two lines →
        // h2/2 − lh + (2 lh − descender). Aligning them puts the one-line label lower by the difference.
        // The top: canvas.top == spanner.top <= both tops, the spanner hugging @51, so the higher top (two's) is 0.
        // The bottom: lastBaseline ties it to the first view only (canvas.bottom >= one.bottom, fit @49,
        // rdar://32291130), so the stack ends at one.bottom; two reaches (h2 − 2 lh)/2 − (h1 − lh)/2 ≈ 0.05 pt
        // lower (pixel rounding of the two heights), outside the stack.
        let h1 = ceilPixel(m.lineHeight), h2 = ceilPixel(2 * m.lineHeight)
        let offsetOne = h1 / 2 - m.lineHeight / 2 + m.ascender
        let offsetTwo = h2 / 2 - m.lineHeight + 2 * m.lineHeight - m.descender
        #expect(abs(two.frame.minY) < 1e-6)
        #expect(abs(one.frame.minY - (offsetTwo - offsetOne)) < 1e-6)
        #expect(abs(stack.frame.height - (offsetTwo - offsetOne + h1)) < 1e-6)
    }

    @Test func baselineRelativeVerticalArrangement() {
        // Vertical stack with isBaselineRelativeArrangement and spacing 30: the second label's first baseline is
        // 30 below the first label's last baseline.
        let s = Screen()
        let stack = makeStack(s, axis: .vertical)
        stack.isBaselineRelativeArrangement = true
        stack.spacing = 30
        let first = View(kind: .label)
        first.text = "Birinchi"
        let second = View(kind: .label)
        second.text = "Ikkinchi"
        stack.addArrangedSubview(first)
        stack.addArrangedSubview(second)
        s.layout()
        let m = measurer.metrics(for: .system(size: 17))
        let h = ceilPixel(m.lineHeight)
        let baselineOffset = h / 2 - m.lineHeight / 2 + m.ascender
        let lastBaselineOffset = h / 2 + m.lineHeight / 2 - m.descender
        #expect(abs((second.frame.minY + baselineOffset) - (first.frame.minY + lastBaselineOffset) - 30) < 1e-6)
    }

    @Test func insertAndRemoveArrangedSubviews() {
        // insertArrangedSubview(at: 0) puts the view first; removeArrangedSubview keeps it as a subview but out of
        // the arrangement, so the other items close up.
        let s = Screen()
        let stack = makeStack(s, axis: .vertical)
        stack.spacing = 10
        let a = item(stack, 300, 20)
        let b = View()
        b.intrinsicContentSizeOverride = Size(width: 300, height: 40)
        stack.insertArrangedSubview(b, at: 0)
        s.layout()
        expectFrame(b, 0, 0, 300, 40)
        expectFrame(a, 0, 50, 300, 20)
        stack.removeArrangedSubview(b)
        b.isHidden = true
        s.layout()
        #expect(b.superview === stack)
        expectFrame(a, 0, 0, 300, 20)
        expectFrame(stack, 0, 100, 300, 20)
    }

    @Test func stackConstraintsAreReportedWithUIKitNames() {
        let s = Screen()
        let stack = makeStack(s, axis: .horizontal)
        stack.distribution = .fillEqually
        stack.alignment = .center
        item(stack, 10, 10)
        let hidden = item(stack, 10, 10)
        hidden.isHidden = true
        item(stack, 10, 10)
        let result = s.layout()
        let names = Set(result.activeConstraints.filter { $0.origin == .stack }.compactMap(\.identifier))
        for expected in ["UISV-canvas-connection", "UISV-spacing", "UISV-hiding", "UISV-fill-equally",
                         "UISV-alignment", "UISV-spanning-fit", "UISV-spanning-boundary",
                         "UISV-ambiguity-suppression"] {
            #expect(names.contains(expected), "\(expected)")
        }
    }
}
