import LayoutFrames
@testable import LayoutScript
import Testing

/// Keyboard handling as UIKit does it: content insets, the order of the keyboard notifications and layout,
/// toolbar accessories, first responders outside the window and keyboard-curve animation options.
/// iPhone 15 (the default device): 393 × 852, safe area 59 / 34, keyboard 336 high (top 516).

private func view(_ state: StateFrames, _ path: String) throws -> ViewFrame {
    try #require(state.views.first { $0.path == path }, "no view \(path) in \(state.name)")
}

private func height(_ state: StateFrames, _ path: String) throws -> Double {
    try view(state, path).frame[3]
}

private func problems(_ block: BlockFrames) -> [String] {
    block.diagnostics.map { "\($0.code): \($0.message)" }
}

/// A controller with a full-screen scroll view whose 1400-high content scrolls vertically, so under
/// `.automatic` its adjusted inset takes the safe area's top and bottom (59, 0, 34, 0), and two markers whose
/// heights `probe()` sets from what it reads.
private func insetProbe(_ probe: String) -> String {
    """
    ```swift preview actions="probe()"
    final class InsetProbeController: UIViewController {
        let scrollView = UIScrollView()
        let contentView = UIView()
        let first = UIView()
        let second = UIView()
        var firstHeight: Constraint?
        var secondHeight: Constraint?

        override func viewDidLoad() {
            super.viewDidLoad()
            view.addSubview(scrollView)
            scrollView.addSubview(contentView)
            view.addSubview(first)
            view.addSubview(second)
            scrollView.snp.makeConstraints { make in make.edges.equalToSuperview() }
            contentView.snp.makeConstraints { make in
                make.edges.equalTo(scrollView.contentLayoutGuide)
                make.width.equalTo(scrollView.frameLayoutGuide)
                make.height.equalTo(1400)
            }
            first.snp.makeConstraints { make in
                make.top.leading.equalToSuperview()
                make.width.equalTo(10)
                firstHeight = make.height.equalTo(1).constraint
            }
            second.snp.makeConstraints { make in
                make.top.trailing.equalToSuperview()
                make.width.equalTo(10)
                secondHeight = make.height.equalTo(1).constraint
            }
        }

        func probe() {
    \(probe)
        }
    }
    ```
    """
}

/// UIScrollView derives `adjustedContentInset` as soon as `contentInset` or `contentInsetAdjustmentBehavior`
/// changes (contentInset plus the safe-area part the behaviour adds), not at the next layout pass: 100 + 34
/// under `.automatic`, then 100 alone under `.never`.
@Test func adjustedContentInsetFollowsContentInsetAndBehaviourAtOnce() throws {
    let block = try runBlock(insetProbe("""
                scrollView.contentInset.bottom = 100
                firstHeight?.update(offset: scrollView.adjustedContentInset.bottom)
                scrollView.contentInsetAdjustmentBehavior = .never
                secondHeight?.update(offset: scrollView.adjustedContentInset.top + scrollView.adjustedContentInset.bottom)
        """))
    #expect(problems(block).isEmpty, "\(problems(block))")
    #expect(try view(block.states[0], "scrollView").adjustedContentInset == [59, 0, 34, 0])
    #expect(try height(block.states[1], "first") == 134)
    #expect(try height(block.states[1], "second") == 100)
    #expect(try view(block.states[1], "scrollView").adjustedContentInset == [0, 0, 100, 0])
}

/// `scrollRectToVisible(_:animated:)` right after `contentInset.bottom` is set (the keyboard handler's recipe)
/// keeps the rectangle above the new inset: visible from offset + 59 to offset + 852 − (336 + 34), so a field
/// at content y 700 … 744 scrolls to 744 − 482 = 262.
@Test func scrollRectToVisibleUsesAContentInsetSetJustBefore() throws {
    let block = try runBlock(insetProbe("""
                scrollView.contentInset.bottom = 336
                scrollView.scrollRectToVisible(CGRect(x: 16, y: 700, width: 361, height: 44), animated: true)
        """))
    #expect(problems(block).isEmpty, "\(problems(block))")
    #expect(try view(block.states[0], "scrollView").contentOffset == [0, -59])
    #expect(try view(block.states[1], "scrollView").contentOffset == [0, 262])
}
