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

/// A bar on the keyboard layout guide, and four markers: what the will-show, did-show, will-hide and did-hide
/// observers read as the bar's top. UIKit posts "will" before the keyboard animates and "did" once the
/// animation, and the layout that moved the views on the guide, has ended.
private func notificationOrder(actions: String, setup: String = "", extra: String = "") -> String {
    """
    ```swift preview actions="\(actions)"\(setup.isEmpty ? "" : " setup=\"\(setup)\"")
    final class OrderController: UIViewController {
        let field = UITextField()
        let bar = UIView()
        let markers = [UIView(), UIView(), UIView(), UIView()]
        var heights: [Constraint] = []

        override func viewDidLoad() {
            super.viewDidLoad()
            view.addSubview(field)
            view.addSubview(bar)
            bar.snp.makeConstraints { make in
                make.leading.trailing.equalToSuperview()
                make.height.equalTo(50)
                make.bottom.equalTo(view.keyboardLayoutGuide.snp.top)
            }
            for (i, marker) in markers.enumerated() {
                view.addSubview(marker)
                marker.snp.makeConstraints { make in
                    make.top.equalToSuperview()
                    make.leading.equalToSuperview().offset(i * 20)
                    make.width.equalTo(10)
                    heights.append(make.height.equalTo(1).constraint)
                }
            }
            let names = [UIResponder.keyboardWillShowNotification, UIResponder.keyboardDidShowNotification,
                         UIResponder.keyboardWillHideNotification, UIResponder.keyboardDidHideNotification]
            for (i, name) in names.enumerated() {
                NotificationCenter.default.addObserver(forName: name, object: nil, queue: .main) { [weak self] _ in
                    guard let self else { return }
                    self.heights[i].update(offset: self.bar.frame.minY)
                }
            }
        }
    \(extra)
    }
    ```
    """
}

private func markerHeights(_ state: StateFrames) throws -> [Double] {
    try (0..<4).map { try height(state, "view.subviews[\($0 + 2)]") }
}

/// Will-show sees the bar at the hidden guide (818 − 50 = 768), did-show after the layout (516 − 50 = 466);
/// hiding, the other way round.
@Test func keyboardDidNotificationsComeAfterTheLayout() throws {
    let block = try runBlock(notificationOrder(actions: "field.becomeFirstResponder(); field.resignFirstResponder()"))
    #expect(problems(block).isEmpty, "\(problems(block))")
    #expect(try markerHeights(block.states[1]) == [768, 466, 1, 1])
    #expect(try markerHeights(block.states[2]) == [768, 466, 466, 768])
}

/// A field focused inside a layout pass (`viewDidLayoutSubviews`): the did-show notification waits until a pass
/// has moved the bar, and what its observer changes is laid out in the same step.
@Test func aKeyboardShownDuringALayoutPassPostsDidShowAfterItIsLaidOut() throws {
    let block = try runBlock(notificationOrder(actions: "arm()", extra: """
            var focusOnLayout = false

            override func viewDidLayoutSubviews() {
                super.viewDidLayoutSubviews()
                if focusOnLayout {
                    focusOnLayout = false
                    field.becomeFirstResponder()
                }
            }

            func arm() {
                focusOnLayout = true
                view.setNeedsLayout()
            }
        """))
    #expect(problems(block).isEmpty, "\(problems(block))")
    #expect(block.states[1].keyboard == [0, 516, 393, 336])
    #expect(try markerHeights(block.states[1]) == [768, 466, 1, 1])
}

/// A `viewDidLayoutSubviews` that moves the focus on every pass would lay out forever in UIKit; the held "did"
/// notifications get four rounds, as layout passes do, and the step ends without running out of steps.
@Test func aLayoutThatChangesTheKeyboardEveryPassStops() throws {
    let block = try runBlock("""
        ```swift preview actions="arm()"
        final class TogglingController: UIViewController {
            let a = UITextField()
            let b = UITextField()
            var armed = false

            override func viewDidLoad() {
                super.viewDidLoad()
                b.inputAccessoryView = UIView(frame: CGRect(x: 0, y: 0, width: 0, height: 44))
                view.addSubview(a)
                view.addSubview(b)
            }

            func arm() { armed = true }

            override func viewDidLayoutSubviews() {
                super.viewDidLayoutSubviews()
                guard armed else { return }
                if a.isFirstResponder { b.becomeFirstResponder() } else { a.becomeFirstResponder() }
            }
        }
        ```
        """)
    #expect(problems(block).isEmpty, "\(problems(block))")
    #expect(block.states[1].keyboard != nil)
}

/// Focused before the first layout pass (`setup=`): did-show comes after that pass.
@Test func aKeyboardShownBeforeTheFirstLayoutPostsDidShowAfterIt() throws {
    let block = try runBlock(notificationOrder(actions: "field.resignFirstResponder()",
                                               setup: "field.becomeFirstResponder()"))
    #expect(problems(block).isEmpty, "\(problems(block))")
    #expect(block.states[0].keyboard == [0, 516, 393, 336])
    #expect(try height(block.states[0], "bar") == 50)
    // Will-show ran before any layout, when the bar had no frame yet.
    #expect(try markerHeights(block.states[0]) == [0, 466, 1, 1])
    #expect(try markerHeights(block.states[1]) == [0, 466, 466, 768])
}

/// `becomeFirstResponder()` "asks UIKit to make this object the first responder in its window" (UIResponder): a
/// view with no window, never added, inside a container that is not added, or removed, cannot become first
/// responder; the call returns false and no keyboard shows. Each marker's height records a return value (10 for
/// false, 100 for true) and `window` (+1 when it is nil).
@Test func onlyAViewInTheWindowBecomesFirstResponder() throws {
    let block = try runBlock("""
        ```swift preview actions="focusDetached(); focusInDetachedContainer(); focusRemoved(); addContainer()"
        final class DetachedController: UIViewController {
            let field = UITextField()
            let removed = UITextField()
            let detached = UITextField()
            let container = UIView()
            let inner = UITextField()
            let markers = [UIView(), UIView(), UIView(), UIView()]
            var heights: [Constraint] = []

            override func viewDidLoad() {
                super.viewDidLoad()
                view.addSubview(field)
                container.addSubview(inner)
                for (i, marker) in markers.enumerated() {
                    view.addSubview(marker)
                    marker.snp.makeConstraints { make in
                        make.top.equalToSuperview()
                        make.leading.equalToSuperview().offset(i * 20)
                        make.width.equalTo(10)
                        heights.append(make.height.equalTo(1).constraint)
                    }
                }
                view.addSubview(removed)
            }

            func record(_ i: Int, _ became: Bool, _ view: UIView) {
                heights[i].update(offset: (became ? 100 : 10) + (view.window == nil ? 1 : 0))
            }

            func focusDetached() { record(0, detached.becomeFirstResponder(), detached) }
            func focusInDetachedContainer() { record(1, inner.becomeFirstResponder(), inner) }
            func focusRemoved() {
                removed.removeFromSuperview()
                record(2, removed.becomeFirstResponder(), removed)
            }
            func addContainer() {
                view.addSubview(container)
                record(3, inner.becomeFirstResponder(), inner)
            }
        }
        ```
        """)
    #expect(problems(block).isEmpty, "\(problems(block))")
    let marker = { (state: Int, i: Int) in try height(block.states[state], "view.subviews[\(i + 1)]") }
    #expect(try marker(1, 0) == 11)
    #expect(try marker(2, 1) == 11)
    #expect(try marker(3, 2) == 11)
    #expect(block.states[1...3].allSatisfy { $0.keyboard == nil })
    #expect(try marker(4, 3) == 100)
    #expect(block.states[4].keyboard == [0, 516, 393, 336])
}

/// The keyboard-animation idiom `UIView.AnimationOptions(rawValue: curve << 16)`: UIView.h keeps the curve in
/// bits 16…19 (ease-in-out 0, ease-in 1, ease-out 2, linear 3), and the keyboard's own curve, 7, has no public
/// name (it animates here as the default ease-in-out). The options are accepted silently, alone, inside an
/// array literal or as `.init(rawValue:)`, and change the transition's curve, not where the bar ends.
@Test func animationOptionsFromARawCurveAreAccepted() throws {
    let block = try runBlock("""
        ```swift preview actions="move(7, 100); move(3, 200); move(1, 300); move(2, 350); showKeyboard()"
        final class CurveController: UIViewController {
            let bar = UIView()
            var top: Constraint?

            override func viewDidLoad() {
                super.viewDidLoad()
                view.addSubview(bar)
                bar.snp.makeConstraints { make in
                    make.leading.trailing.equalToSuperview()
                    make.height.equalTo(60)
                    top = make.top.equalToSuperview().constraint
                }
                NotificationCenter.default.addObserver(self, selector: #selector(keyboardWillShow(_:)),
                                                       name: UIResponder.keyboardWillShowNotification, object: nil)
            }

            func move(_ curve: Int, _ y: CGFloat) {
                top?.update(offset: y)
                let options = UIView.AnimationOptions(rawValue: UInt(curve << 16))
                if curve == 1 {
                    UIView.animate(withDuration: 0.4, delay: 0, options: [options, .beginFromCurrentState], animations: {
                        self.view.layoutIfNeeded()
                    })
                } else if curve == 2 {
                    UIView.animate(withDuration: 0.4, delay: 0, options: .init(rawValue: UInt(curve << 16)), animations: {
                        self.view.layoutIfNeeded()
                    })
                } else {
                    UIView.animate(withDuration: 0.4, delay: 0, options: options, animations: { self.view.layoutIfNeeded() })
                }
            }

            @objc func keyboardWillShow(_ note: Notification) {
                let curve = (note.userInfo?[UIResponder.keyboardAnimationCurveUserInfoKey] as? NSNumber)?.uintValue ?? 0
                top?.update(offset: 400)
                UIView.animate(withDuration: 0.25, delay: 0, options: UIView.AnimationOptions(rawValue: curve << 16),
                               animations: { self.view.layoutIfNeeded() })
            }
        }
        ```
        """)
    #expect(problems(block).isEmpty, "\(problems(block))")
    #expect(block.states.map { $0.transition?.curve } == [nil, "easeInOut", "linear", "easeIn", "easeOut", "easeInOut"])
    #expect(try block.states.map { try view($0, "bar").frame[1] } == [0, 100, 200, 300, 350, 400])
}

/// UIToolbar is a UIView subclass whose bar items and look only draw: `items`, `setItems(_:animated:)`,
/// `barStyle`, `isTranslucent` and `barTintColor` are accepted silently, and UIBarButtonItem's initializers and
/// spacers build the items. `sizeToFit()` gives a toolbar its standard height, 44 on an iPhone in portrait
/// [MEM], at its width or, with none, the screen's. As an `inputAccessoryView` it sits on top of the keys and
/// counts in the keyboard's frame: 336 + 44 = 380, top 852 − 380 = 472.
@Test func aToolbarIsAnInputAccessoryViewThatSizesToFit() throws {
    let block = try runBlock("""
        ```swift preview actions="field.becomeFirstResponder(); other.becomeFirstResponder(); probe()"
        final class ToolbarController: UIViewController {
            let field = UITextField()
            let other = UITextField()
            let marker = UIView()
            let toolbar = UIToolbar()
            let narrow = UIToolbar(frame: CGRect(x: 0, y: 0, width: 200, height: 0))
            var markerWidth: Constraint?
            var markerHeight: Constraint?

            override func viewDidLoad() {
                super.viewDidLoad()
                let done = UIBarButtonItem(title: "Done", style: .done, target: self, action: #selector(doneTapped))
                toolbar.items = [.flexibleSpace(), done]
                toolbar.barStyle = .black
                toolbar.isTranslucent = false
                toolbar.barTintColor = .systemBackground
                toolbar.sizeToFit()
                field.inputAccessoryView = toolbar
                narrow.setItems([UIBarButtonItem.flexibleSpace(),
                                 UIBarButtonItem(barButtonSystemItem: .done, target: nil, action: nil)], animated: false)
                narrow.sizeToFit()
                other.inputAccessoryView = narrow
                view.addSubview(field)
                view.addSubview(other)
                view.addSubview(marker)
                marker.snp.makeConstraints { make in
                    make.top.leading.equalToSuperview()
                    markerWidth = make.width.equalTo(1).constraint
                    markerHeight = make.height.equalTo(1).constraint
                }
            }

            @objc func doneTapped() { view.endEditing(true) }

            func probe() {
                let items = (toolbar.items?.count ?? 0) + (narrow.items?.count ?? 0)
                let flags = (toolbar.isTranslucent ? 0 : 1) + (narrow.isTranslucent ? 10 : 0) + (toolbar is UIView ? 100 : 0)
                markerWidth?.update(offset: toolbar.frame.width - narrow.frame.width)
                markerHeight?.update(offset: items + flags)
            }
        }
        ```
        """)
    #expect(problems(block).isEmpty, "\(problems(block))")
    #expect(block.states[1].keyboard == [0, 472, 393, 380])
    #expect(block.states[2].keyboard == [0, 472, 393, 380])
    // 393 − 200 wide; 4 items, toolbar opaque (1), narrow translucent (10), a UIView (100).
    #expect(try view(block.states[3], "marker").frame == [0, 0, 193, 115])
}
