import Testing
@testable import AutoLayout

/// Baselines of views without text, of stack views, and baseline-aligned stacks. Expected frames follow from UIKit's
/// documented rules and the stack constraints of reference §7.5 by arithmetic; each test says how.
struct BaselineTests {
    /// A stack at (0, 100) in the root; width and height left to the stack unless given.
    func makeStack(_ s: Screen, axis: Axis = .horizontal, width: Double? = nil, height: Double? = nil) -> View {
        let stack = s.add(.stackView)
        stack.axis = axis
        pin(stack, .left, .equal, s.root, .left)
        pin(stack, .top, .equal, s.root, .top, 100)
        if let width { pin(stack, .width, .equal, nil, nil, width) }
        if let height { pin(stack, .height, .equal, nil, nil, height) }
        return stack
    }

    /// A custom view with a fixed intrinsic size (no text, so no baseline).
    @discardableResult
    func item(_ stack: View, _ w: Double, _ h: Double) -> View {
        let view = View()
        view.intrinsicContentSizeOverride = Size(width: w, height: h)
        stack.addArrangedSubview(view)
        return view
    }

    // MARK: Views without a baseline

    @Test func firstBaselineOfAPlainViewIsItsTop() {
        // Apple, UIView.forFirstBaselineLayout: "If that view does not have a baseline, Auto Layout uses the view's
        // top edge"; forLastBaselineLayout: "… the view's bottom edge". p spans y 100…150, so q.top == p.firstBaseline
        // puts q at 100 and r.top == p.lastBaseline puts r at 150.
        let s = Screen()
        let p = s.add()
        pin(p, .left, .equal, s.root, .left, 16)
        pin(p, .top, .equal, s.root, .top, 100)
        pin(p, .width, .equal, nil, nil, 50)
        pin(p, .height, .equal, nil, nil, 50)
        let q = s.add()
        pin(q, .left, .equal, s.root, .left, 100)
        pin(q, .top, .equal, p, .firstBaseline)
        pin(q, .width, .equal, nil, nil, 10)
        pin(q, .height, .equal, nil, nil, 10)
        let r = s.add()
        pin(r, .left, .equal, s.root, .left, 120)
        pin(r, .top, .equal, p, .lastBaseline)
        pin(r, .width, .equal, nil, nil, 10)
        pin(r, .height, .equal, nil, nil, 10)
        let result = s.layout()
        expectFrame(q, 100, 100, 10, 10)
        expectFrame(r, 120, 150, 10, 10)
        #expect(codes(result).isEmpty)
    }

    @Test func firstBaselineStackOfPlainViewsAlignsTheirTops() {
        // Horizontal, alignment firstBaseline, items 40×30 and 40×60, spacing 8, stack height free. Plain views'
        // first baselines are their tops, so the tops are equal (T). The stack's bottom is the spanner's, which
        // reaches below both items and hugs them @51: height H = T + 60. canvas.top <= a.top gives T >= 0, and the
        // canvas fit (@49) makes H as small as possible: T = 0, H = 60.
        let s = Screen()
        let stack = makeStack(s)
        stack.alignment = .firstBaseline
        stack.spacing = 8
        let a = item(stack, 40, 30)
        let b = item(stack, 40, 60)
        let result = s.layout()
        expectFrame(a, 0, 0, 40, 30)
        expectFrame(b, 48, 0, 40, 60)
        expectFrame(stack, 0, 100, 88, 60)
        #expect(codes(result).isEmpty)
    }
}
