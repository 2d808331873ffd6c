import LayoutFrames
@testable import LayoutScript
import Testing

/// `layoutIfNeeded()` on views that are not on screen yet. Each test writes what the lesson code read into a
/// label that sits on screen (`readout`), so the frames JSON carries the values of that moment.

private func readout(_ block: BlockFrames, state: Int = 0) -> String? {
    block.states[state].views.first { $0.path.hasSuffix("readout") }?.text
}

private func frame(_ block: BlockFrames, _ path: String, state: Int = 0) -> [Double]? {
    block.states[state].views.first { $0.path == path }?.frame
}

/// UIKit: `layoutIfNeeded()` lays out the receiver's hierarchy even when it is not in a window. In `init(frame:
/// .zero)` the view stays 0 × 0 (only a superview sets a view's frame) and its subviews are placed against that
/// size; the layout on screen then places them again against the size the view gets there.
@Test func layoutIfNeededInInitLaysOutAgainstTheViewsOwnSize() throws {
    let block = try runBlock("""
        ```swift preview id=t
        final class Badge: UIView {
            let box = UIView()
            let corner = UIView()
            let readout = UILabel()

            override init(frame: CGRect) {
                super.init(frame: frame)
                addSubview(box)
                addSubview(corner)
                addSubview(readout)
                box.snp.makeConstraints { make in
                    make.top.leading.equalToSuperview().offset(10)
                    make.size.equalTo(50)
                }
                corner.snp.makeConstraints { make in
                    make.top.trailing.equalToSuperview()
                    make.size.equalTo(20)
                }
                readout.snp.makeConstraints { make in make.leading.bottom.equalToSuperview() }
                layoutIfNeeded()
                readout.text = "\\(box.frame.minX) \\(box.frame.minY) \\(box.frame.width) \\(box.frame.height) | \\(corner.frame.minX) | \\(frame.width) \\(frame.height)"
            }
            required init?(coder: NSCoder) { fatalError() }
        }
        ```
        """)
    #expect(block.diagnostics.isEmpty, "\(block.diagnostics.map(\.message))")
    #expect(readout(block) == "10.0 10.0 50.0 50.0 | -20.0 | 0.0 0.0")
    // On screen (fill: 393 wide), the corner sits at the trailing edge.
    #expect(frame(block, "box") == [10, 10, 50, 50])
    #expect(frame(block, "corner") == [373, 0, 20, 20])
}

/// UIKit: the top of a hierarchy outside the window keeps the frame code gave it, origin included, and its
/// subviews are laid out in its bounds. A plain view's layout margins are 8 on each side by default
/// (reference §7.7), and with no window nothing covers it: its safe-area guide matches its edges.
@Test func aComponentLaidOutInItsInitKeepsItsFrameAndHasNoSafeArea() throws {
    let block = try runBlock("""
        ```swift preview id=t
        final class Card: UIView {
            let inner = UIView()
            let safeBox = UIView()
            var read = ""

            override init(frame: CGRect) {
                super.init(frame: frame)
                addSubview(inner)
                addSubview(safeBox)
                inner.snp.makeConstraints { make in
                    make.edges.equalTo(layoutMarginsGuide)
                }
                safeBox.snp.makeConstraints { make in
                    make.top.leading.equalTo(safeAreaLayoutGuide)
                    make.size.equalTo(10)
                }
                layoutIfNeeded()
                read = "\\(frame.minX) \\(frame.minY) \\(frame.width) \\(frame.height) | \\(inner.frame.minX) \\(inner.frame.minY) \\(inner.frame.width) \\(inner.frame.height) | \\(safeBox.frame.minY)"
            }
            required init?(coder: NSCoder) { fatalError() }
        }

        final class Screen: UIViewController {
            let card = Card(frame: CGRect(x: 5, y: 7, width: 200, height: 100))
            let readout = UILabel()

            override func viewDidLoad() {
                super.viewDidLoad()
                view.addSubview(card)
                view.addSubview(readout)
                readout.snp.makeConstraints { make in make.leading.bottom.equalToSuperview() }
                readout.text = card.read
            }
        }
        ```
        """)
    #expect(block.diagnostics.isEmpty, "\(block.diagnostics.map(\.message))")
    #expect(readout(block) == "5.0 7.0 200.0 100.0 | 8.0 8.0 184.0 84.0 | 0.0")
    // On screen the card keeps its frame (autoresizing), under the status area: its safe area now reaches in.
    #expect(frame(block, "card") == [5, 7, 200, 100])
    #expect(frame(block, "card.safeBox") == [0, 52, 10, 10])
}

/// UIKit: in `viewDidLoad` the controller's view is not in a window, so its safe-area insets are zero and its
/// safe-area guide matches its edges (reference §7.7 [DOC]); `view.layoutIfNeeded()` there lays the view out
/// that way, and additional safe-area insets change nothing until the view is on screen. The root view's margins
/// are still the controller's: the system minimum, 16 at the sides of an iPhone 15, without a safe area.
@Test func viewDidLoadLaysOutWithoutTheSafeArea() throws {
    let block = try runBlock("""
        ```swift preview id=t
        final class Screen: UIViewController {
            let top = UIView()
            let margin = UIView()
            let readout = UILabel()

            override func viewDidLoad() {
                super.viewDidLoad()
                additionalSafeAreaInsets.top = 20
                view.addSubview(top)
                view.addSubview(margin)
                view.addSubview(readout)
                top.snp.makeConstraints { make in
                    make.top.equalTo(view.safeAreaLayoutGuide).offset(10)
                    make.leading.equalToSuperview()
                    make.size.equalTo(50)
                }
                margin.snp.makeConstraints { make in
                    make.top.leading.equalTo(view.layoutMarginsGuide)
                    make.size.equalTo(50)
                }
                readout.snp.makeConstraints { make in make.leading.bottom.equalToSuperview() }
                view.layoutIfNeeded()
                readout.text = "\\(top.frame.minY) \\(margin.frame.minX) \\(margin.frame.minY) \\(view.safeAreaInsets.top)"
            }
        }
        ```
        """)
    #expect(block.diagnostics.isEmpty, "\(block.diagnostics.map(\.message))")
    #expect(readout(block) == "10.0 16.0 0.0 0.0")
    // On screen: 59 (status area) + 20 (additional) + 10.
    #expect(frame(block, "top") == [0, 89, 50, 50])
    #expect(frame(block, "margin") == [16, 79, 50, 50])
}

/// UIKit tells a controller of a change of its view's safe-area insets (`viewSafeAreaInsetsDidChange`) when they
/// change; off screen they stay zero, so a `layoutIfNeeded()` in `viewDidLoad` announces nothing, and the first
/// layout on screen does. Laying out the view still runs its layout hooks, `viewWillLayoutSubviews` and
/// `viewDidLayoutSubviews` (UIKit calls them from the view's layoutSubviews, window or not).
@Test func viewDidLoadLayoutRunsLayoutHooksButAnnouncesNoSafeArea() throws {
    let block = try runBlock("""
        ```swift preview id=t actions="show()"
        final class Screen: UIViewController {
            let readout = UILabel()
            var loaded = false
            var hooksBeforeLoad: [String] = []
            var insetChanges: [String] = []

            override func viewDidLoad() {
                super.viewDidLoad()
                view.addSubview(readout)
                readout.snp.makeConstraints { make in make.leading.bottom.equalToSuperview() }
                view.layoutIfNeeded()
                loaded = true
            }
            override func viewWillLayoutSubviews() {
                super.viewWillLayoutSubviews()
                if !loaded && !hooksBeforeLoad.contains("will") { hooksBeforeLoad.append("will") }
            }
            override func viewDidLayoutSubviews() {
                super.viewDidLayoutSubviews()
                if !loaded && !hooksBeforeLoad.contains("did") { hooksBeforeLoad.append("did") }
            }
            override func viewSafeAreaInsetsDidChange() {
                super.viewSafeAreaInsetsDidChange()
                insetChanges.append("\\(loaded) \\(view.safeAreaInsets.top)")
            }
            func show() { readout.text = hooksBeforeLoad.joined(separator: " ") + " | " + insetChanges.joined(separator: ", ") }
        }
        ```
        """)
    #expect(block.diagnostics.isEmpty, "\(block.diagnostics.map(\.message))")
    #expect(readout(block, state: 1) == "will did | true 59.0")
}

/// UIKit calls `updateViewConstraints()` in the first layout of the controller's view, and again only after
/// `setNeedsUpdateConstraints()`. A component that lays itself out in its `init` (a stored property, made
/// before the controller's view loads) is a hierarchy of its own: it takes nothing from the controller's layout.
@Test func updateViewConstraintsRunsOnceWhateverLaidOutOffScreen() throws {
    let block = try runBlock("""
        ```swift preview id=t
        final class Pill: UIView {
            let dot = UIView()
            override init(frame: CGRect) {
                super.init(frame: frame)
                addSubview(dot)
                dot.snp.makeConstraints { make in
                    make.center.equalToSuperview()
                    make.size.equalTo(10)
                }
                layoutIfNeeded()
            }
            required init?(coder: NSCoder) { fatalError() }
        }

        final class Screen: UIViewController {
            let pill = Pill(frame: CGRect(x: 0, y: 100, width: 80, height: 30))
            let early = UIView()
            var passes = 0

            override func viewDidLoad() {
                super.viewDidLoad()
                view.addSubview(pill)
                view.addSubview(early)
                view.layoutIfNeeded()
            }
            override func updateViewConstraints() {
                passes += 1
                early.snp.makeConstraints { make in
                    make.top.leading.equalToSuperview()
                    make.width.equalTo(passes * 10)
                    make.height.equalTo(10)
                }
                super.updateViewConstraints()
            }
        }
        ```
        """)
    // One call: a second would add a second width constraint (20) and a conflict.
    #expect(block.diagnostics.isEmpty, "\(block.diagnostics.map(\.message))")
    #expect(frame(block, "early") == [0, 0, 10, 10])
}

/// A layout outside the window is a moment in `init`, not what the reader sees: a view that is 0 × 0 there but
/// full-size on screen is not reported (`zero-size-content`), nor is a constraint that only the 0 × 0 size
/// breaks (a required height inside edges pinned with insets).
@Test func anOffScreenLayoutReportsNothing() throws {
    let block = try runBlock("""
        ```swift preview id=t host=width
        final class Row: UIView {
            let title = UILabel()
            override init(frame: CGRect) {
                super.init(frame: frame)
                title.text = "Title"
                addSubview(title)
                title.snp.makeConstraints { make in
                    make.edges.equalToSuperview().inset(12)
                    make.height.equalTo(24)
                }
                layoutIfNeeded()
            }
            required init?(coder: NSCoder) { fatalError() }
        }
        ```
        """)
    #expect(block.diagnostics.isEmpty, "\(block.diagnostics.map(\.message))")
    #expect(frame(block, "title")?[1] == 12)
    #expect(frame(block, "title")?[3] == 24)
}
