import LayoutFrames
@testable import LayoutScript
import Testing

/// UIKit calls a controller's `updateViewConstraints()` in the first layout pass, and again before the next layout
/// only after `view.setNeedsUpdateConstraints()` (Apple: "call setNeedsUpdateConstraints() on the view. The system
/// then calls your implementation of updateViewConstraints() before the layout occurs").
@Test func updateViewConstraintsRunsAgainAfterSetNeedsUpdateConstraints() throws {
    let block = try runBlock("""
        ```swift preview actions="resize(50); resizeQuietly(70); resize(80)" id=uvc
        final class PanelController: UIViewController {
            let panel = UIView()
            var passes = 0
            var height: CGFloat = 100
            override func viewDidLoad() {
                super.viewDidLoad()
                view.addSubview(panel)
            }
            override func updateViewConstraints() {
                passes += 1
                panel.snp.remakeConstraints { make in
                    make.top.leading.equalToSuperview()
                    make.width.equalTo(passes * 10)
                    make.height.equalTo(height)
                }
                super.updateViewConstraints()
            }
            func resize(_ h: CGFloat) {
                height = h
                view.setNeedsUpdateConstraints()
            }
            func resizeQuietly(_ h: CGFloat) {
                height = h
                view.setNeedsLayout()
            }
        }
        ```
        """)
    #expect(block.diagnostics.filter { $0.severity != "info" }.isEmpty, "\(block.diagnostics.map(\.message))")
    func panel(_ state: Int) -> [Double]? { block.states[state].views.first { $0.path == "panel" }?.frame }
    #expect(block.states.count == 4)
    // initial: the first pass calls it once → width 1 × 10, height 100.
    #expect(panel(0) == [0, 0, 10, 100])
    // resize(50) flags the root view → a second call: width 20, height 50.
    #expect(panel(1) == [0, 0, 20, 50])
    // resizeQuietly(70) only asks for layout: no call, so the constraints (and frame) stay as they were.
    #expect(panel(2) == [0, 0, 20, 50])
    // resize(80) flags it again → a third call: width 30, height 80.
    #expect(panel(3) == [0, 0, 30, 80])
}
