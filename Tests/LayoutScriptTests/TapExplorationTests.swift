import LayoutFrames
@testable import LayoutScript
import Testing

/// Tap exploration (`LayoutBlockRunner.explore`): the states a reader reaches by tapping, each tap replayed from
/// the start of the block. A replay takes no snapshot of its initial state (the main run's, step for step), so
/// these tests check that what exploration publishes is still whole: every explored state has its views and
/// constraints, and the merge key tells states apart exactly.
@Suite struct TapExplorationTests {
    /// A toggle that moves a box between two heights: the tap from `initial` leads to a new state, and the tap
    /// from there leads back to `initial` (same frames), so there are exactly two states.
    static let toggle = """
        ```swift preview id=toggle
        final class ToggleView: UIView {
            let button = UIButton(type: .system)
            let box = UIView()
            var heightConstraint: Constraint?
            var tall = false

            override init(frame: CGRect) {
                super.init(frame: frame)
                button.setTitle("Toggle", for: .normal)
                button.addTarget(self, action: #selector(toggle), for: .touchUpInside)
                addSubview(button)
                addSubview(box)
                button.snp.makeConstraints { make in make.top.leading.equalToSuperview() }
                box.snp.makeConstraints { make in
                    make.top.equalTo(button.snp.bottom)
                    make.leading.trailing.equalToSuperview()
                    heightConstraint = make.height.equalTo(40).constraint
                }
            }
            required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

            @objc func toggle() {
                tall.toggle()
                heightConstraint?.update(offset: tall ? 120 : 40)
            }
        }
        ```
        """

    @Test func anExploredStateIsWholeAndItsTapLeadsBack() throws {
        let b = try runBlock(Self.toggle)
        #expect(!b.diagnostics.contains { $0.severity == "error" }, "\(b.diagnostics.map(\.message))")
        #expect(b.states.map(\.name) == ["initial", "tap(button)"])
        let initial = b.states[0], tapped = b.states[1]
        // The hosted view fills the iPhone 15's safe area (x 0, width 393); the box is as wide, 40 pt high
        // initially and 120 pt after the tap (its height constraint's constant).
        let box0 = try #require(initial.views.first { $0.path == "box" })
        let box1 = try #require(tapped.views.first { $0.path == "box" })
        #expect(box0.frame[2] == 393 && box0.frame[3] == 40)
        #expect(box1.frame[2] == 393 && box1.frame[3] == 120)
        // The explored state carries the whole tree and its constraints, as a state of `actions=` would.
        #expect(tapped.views.map(\.path) == initial.views.map(\.path))
        #expect(tapped.constraints.count == initial.constraints.count && !tapped.constraints.isEmpty)
        #expect(tapped.constraints.contains { $0.first == "box.height" && $0.constant == 120 })
        #expect(tapped.action == "tap(button)")
        // Where each tap leads: from `initial` to the tall box, and from there back to `initial`.
        #expect(initial.views.first { $0.path == "button" }?.tapAction == "tap(button)")
        #expect(tapped.views.first { $0.path == "button" }?.tapAction == "initial")
    }

    @Test func theMergeKeyWritesNumbersAsSwiftPrintsThem() {
        let view = ViewFrame(path: "box", type: "UIView", frame: [0, 59.5, 393, 40], screen: [0, 59.5, 393, 40],
                             hidden: false, alpha: 1)
        let state = StateFrames(name: "initial", action: nil, keyboard: [0, 516], views: [view], constraints: [])
        #expect(LayoutBlockRunner.stateKey(state) == "[0.0, 516.0]|box:[0.0, 59.5, 393.0, 40.0]:false:1.0::[]")
    }

    @Test func theMergeKeyTellsApartFramesThatDifferInTheLastBit() {
        func state(_ y: Double) -> StateFrames {
            StateFrames(name: "s", action: nil, keyboard: nil,
                        views: [ViewFrame(path: "box", type: "UIView", frame: [0, y, 10, 10], screen: [0, y, 10, 10],
                                          hidden: false, alpha: 1)], constraints: [])
        }
        let y = 0.1 + 0.2
        #expect(LayoutBlockRunner.stateKey(state(y)) != LayoutBlockRunner.stateKey(state(0.3)))
        #expect(LayoutBlockRunner.stateKey(state(y)) == LayoutBlockRunner.stateKey(state(0.1 + 0.2)))
    }
}
