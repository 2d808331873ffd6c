import LayoutFrames
@testable import LayoutScript
import Testing

/// Issue 23: code that compiles in Xcode, as authors write it, runs here, and what does not compile gets Swift's
/// own message once. Each test's expected frames are derived by hand in comments (iPhone 15: 393 × 852, safe area
/// 59 / 34, so a `fill`-hosted view is (0, 59, 393, 759)).
private func run(_ markdown: String) throws -> BlockFrames { try runBlock(markdown, file: "real.md") }

private func frame(_ block: BlockFrames, _ path: String, state: Int = 0) -> [Double]? {
    block.states[state].views.first { $0.path == path }?.frame
}

private func problems(_ block: BlockFrames) -> [String] {
    block.diagnostics.filter { $0.severity != "note" }.map { "\($0.severity) \($0.code) \($0.line ?? 0): \($0.message)" }
}

/// SnapKit's public aliases are the UIKit types themselves (ConstraintLayoutGuide = UILayoutGuide, ConstraintInsets =
/// UIEdgeInsets, ConstraintDirectionalInsets = NSDirectionalEdgeInsets, ConstraintView = UIView), and its public
/// types (ConstraintPriority and its arithmetic, ConstraintItem, Constraint, LayoutConstraint,
/// ConstraintRelatableTarget) can be named in declarations and casts.
@Test func snapKitAliasesAndTypesRun() throws {
    let block = try run("""
        ```swift preview id=aliases
        final class AliasView: UIView {
            let box: ConstraintView = UIView()
            let guide = ConstraintLayoutGuide()
            let insets: ConstraintInsets = ConstraintInsets(top: 10, left: 20, bottom: 30, right: 40)
            let directional = ConstraintDirectionalInsets(top: 5, leading: 6, bottom: 7, trailing: 8)
            var width: Constraint?
            override init(frame: CGRect) {
                super.init(frame: frame)
                addSubview(box)
                addLayoutGuide(guide)
                guide.snp.makeConstraints { make in make.edges.equalToSuperview().inset(insets) }
                let high: ConstraintPriority = .high
                let wins = ConstraintPriority(750) + 1
                box.snp.makeConstraints { make in
                    make.top.leading.equalTo(guide).inset(directional)
                    width = make.width.equalTo(100).priority(high).constraint
                    make.width.equalTo(120).priority(wins)
                    make.height.equalTo(50).priority(ConstraintPriority.required)
                }
                let item: ConstraintItem = guide.snp.bottom
                let targets: [ConstraintRelatableTarget] = [box, 20, guide, item]
                let first: LayoutConstraint? = width?.layoutConstraints.first
                if let first, first is LayoutConstraint, targets.count == 4 { first.label = "box.width" }
            }
            required init?(coder: NSCoder) { fatalError() }
        }
        ```
        """)
    #expect(problems(block).isEmpty, "\(problems(block))")
    // guide = self inset (10, 20, 30, 40): x 20, y 10. box.top = guide.top + 5, leading = guide.leading + 6
    // → (26, 15); width 120 @751 beats 100 @750; height 50.
    #expect(frame(block, "box") == [26, 15, 120, 50])
    let width = try #require(block.states[0].constraints.first { $0.first == "box.width" && $0.constant == 100 })
    #expect(width.priority == 750)
    #expect(block.states[0].constraints.contains { $0.first == "box.width" && $0.constant == 120 && $0.priority == 751 })
}

/// `topLayoutGuide` runs from the view's top to the safe area's top (0…59), `bottomLayoutGuide` from the safe
/// area's bottom to the view's bottom (818…852); each read is Swift's deprecation warning naming the replacement.
@Test func controllerLayoutGuidesAreTheBandsOutsideTheSafeArea() throws {
    let block = try run("""
        ```swift preview id=guides
        final class GuidesController: UIViewController {
            let header = UIView()
            let footer = UIView()
            override func viewDidLoad() {
                super.viewDidLoad()
                view.addSubview(header)
                view.addSubview(footer)
                header.snp.makeConstraints { make in
                    make.top.equalTo(topLayoutGuide.snp.bottom)
                    make.leading.trailing.equalToSuperview()
                    make.height.equalTo(10)
                }
                footer.snp.makeConstraints { make in
                    make.bottom.equalTo(bottomLayoutGuide.snp.top)
                    make.leading.trailing.equalToSuperview()
                    make.height.equalTo(10)
                }
            }
        }
        ```
        """)
    #expect(frame(block, "header") == [0, 59, 393, 10])
    // footer.bottom = 852 − 34 = 818 → y = 808.
    #expect(frame(block, "footer") == [0, 808, 393, 10])
    let warnings = block.diagnostics.filter { $0.code == "deprecated" }
    #expect(warnings.map(\.line) == [10, 15])
    #expect(warnings.allSatisfy { $0.message.contains("safeAreaLayoutGuide") && $0.severity == "warning" })
    #expect(problems(block).count == 2)
}

/// UIKit's editing session, in order: shouldBegin, didBegin (isEditing true) and `.editingDidBegin` before the
/// keyboard's willShow for a text field; moving to another field ends the first (shouldEnd, didEnd with isEditing
/// false, `.editingDidEnd`) before the second begins, with the keyboard staying up; `endEditing(true)` forces the
/// end without asking, after willHide.
@Test func textFieldEditingSessionsFollowUIKitsOrder() throws {
    let block = try run("""
        ```swift preview id=field actions="field.becomeFirstResponder(); other.becomeFirstResponder(); view.endEditing(true)"
        final class FieldController: UIViewController, UITextFieldDelegate {
            let field = UITextField(frame: CGRect(x: 0, y: 300, width: 200, height: 34))
            let other = UITextField()
            let marker = UILabel()
            var log: [String] = []
            override func viewDidLoad() {
                super.viewDidLoad()
                [field, other, marker].forEach { view.addSubview($0) }
                field.delegate = self
                other.delegate = self
                field.addTarget(self, action: #selector(began), for: .editingDidBegin)
                field.addTarget(self, action: #selector(ended), for: .editingDidEnd)
                field.addTarget(self, action: #selector(changed), for: .editingChanged)
                NotificationCenter.default.addObserver(self, selector: #selector(willShow), name: UIResponder.keyboardWillShowNotification, object: nil)
                NotificationCenter.default.addObserver(self, selector: #selector(willHide), name: UIResponder.keyboardWillHideNotification, object: nil)
                NotificationCenter.default.addObserver(self, selector: #selector(editingEnded), name: UITextField.textDidEndEditingNotification, object: nil)
                marker.numberOfLines = 0
                marker.snp.makeConstraints { make in make.top.leading.trailing.equalToSuperview() }
                field.text = "set in code"
            }
            func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool { log.append("shouldBegin"); return true }
            func textFieldDidBeginEditing(_ textField: UITextField) { log.append("didBegin \\(textField.isEditing)"); show() }
            func textFieldShouldEndEditing(_ textField: UITextField) -> Bool { log.append("shouldEnd"); return true }
            func textFieldDidEndEditing(_ textField: UITextField) { log.append("didEnd \\(textField.isEditing)"); show() }
            @objc func began() { log.append("began"); show() }
            @objc func ended() { log.append("ended"); show() }
            @objc func changed() { log.append("changed"); show() }
            @objc func willShow(_ n: Notification) { log.append("willShow"); show() }
            @objc func willHide(_ n: Notification) { log.append("willHide"); show() }
            @objc func editingEnded(_ n: Notification) { log.append("notified"); show() }
            func show() { marker.text = log.joined(separator: ",") }
        }
        ```
        """)
    #expect(problems(block).isEmpty, "\(problems(block))")
    let texts = block.states.map { state in state.views.first { $0.path == "marker" }?.text ?? "" }
    let begin = "shouldBegin,didBegin true,began,willShow"
    let move = ",shouldBegin,shouldEnd,didEnd false,notified,ended,didBegin true"
    #expect(texts == ["", begin, begin + move, begin + move + ",willHide,didEnd false,notified"])
    #expect(block.states.map { $0.keyboard != nil } == [false, true, true, false])
}

/// A delegate that refuses keeps the status where it is: `textFieldShouldBeginEditing` false → no first responder,
/// no keyboard; `textFieldShouldEndEditing` false → `resignFirstResponder()` returns false and the keyboard stays.
/// The marker is 10 high plus 1 while the field is editing (`isEditing`).
@Test func aDelegateCanRefuseToBeginOrEndEditing() throws {
    let block = try run("""
        ```swift preview id=refuse actions="field.becomeFirstResponder(); allowBegin = true; field.becomeFirstResponder(); field.resignFirstResponder(); allowEnd = true; field.resignFirstResponder()"
        final class RefuseController: UIViewController, UITextFieldDelegate {
            let field = UITextField()
            let marker = UIView()
            var allowBegin = false
            var allowEnd = false
            var height: Constraint?
            override func viewDidLoad() {
                super.viewDidLoad()
                [field, marker].forEach { view.addSubview($0) }
                field.delegate = self
                marker.snp.makeConstraints { make in
                    make.top.leading.equalToSuperview()
                    make.width.equalTo(10)
                    height = make.height.equalTo(10).constraint
                }
            }
            func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool { allowBegin }
            func textFieldShouldEndEditing(_ textField: UITextField) -> Bool { allowEnd }
            func textFieldDidBeginEditing(_ textField: UITextField) { height?.update(offset: textField.isEditing ? 11 : 10) }
            func textFieldDidEndEditing(_ textField: UITextField) { height?.update(offset: textField.isEditing ? 11 : 10) }
        }
        ```
        """)
    #expect(problems(block).isEmpty, "\(problems(block))")
    #expect(block.states.map { $0.keyboard != nil } == [false, false, false, true, true, true, false])
    #expect(block.states.map { frame($0, "marker")?[3] } == [10, 10, 10, 11, 11, 11, 10])
}

private func frame(_ state: StateFrames, _ path: String) -> [Double]? { state.views.first { $0.path == path }?.frame }

/// One unknown name is one error, in Swift's words, at its first use; the block stops there, so nothing that
/// follows from it is reported (`guide` used in a relation, `.snp` of it).
@Test func anUnknownTypeIsOneSwiftError() throws {
    let block = try run("""
        ```swift preview id=unknown
        final class UnknownView: UIView {
            let box = UIView()
            let guide = FooGuide()
            override init(frame: CGRect) {
                super.init(frame: frame)
                addSubview(box)
                box.snp.makeConstraints { make in make.edges.equalTo(guide) }
                guide.snp.makeConstraints { make in make.edges.equalToSuperview() }
            }
            required init?(coder: NSCoder) { fatalError() }
        }
        ```
        """)
    #expect(problems(block) == ["error unknown-name 4: cannot find 'FooGuide' in scope"])
}

/// A near miss of a known name says which: a UIKit type, a local, a SnapKit item, a view property.
@Test func nearMissesSuggestTheKnownName() throws {
    func first(_ code: String) throws -> String {
        let block = try run("```swift preview id=t\n\(code)\n```")
        return problems(block).first ?? "none"
    }
    #expect(try first("let label = UILabl()") == "error unknown-name 2: cannot find 'UILabl' in scope; did you mean 'UILabel'?")
    #expect(try first("let box = UIView()\nview.addSubview(boxx)")
        == "error unknown-name 3: cannot find 'boxx' in scope; did you mean 'box'?")
    #expect(try first("let box = UIView()\nview.addSubview(box)\nbox.snp.makeConstraints { make in make.tpo.equalToSuperview() }")
        == "error unknown-name 4: value of type 'ConstraintMaker' has no member 'tpo'; did you mean 'top'?")
    #expect(try first("let box = UIView()\nbox.layoutIfNeded()")
        == "error unknown-name 3: value of type 'UIView' has no member 'layoutIfNeded'; did you mean 'layoutIfNeeded'?")
    #expect(try first("let box = UIView()\nlet item = box.snp.centr")
        == "error unknown-name 3: value of type 'ConstraintViewDSL' has no member 'centr'; did you mean 'center'?")
}

/// A type UIKit may well have but the runtime does not model is a warning, and the object it makes answers
/// everything silently: no nil crash at `.snp`, no type error where it is used as a target.
@Test func anUnmodelledAppleTypeIsOneWarningAndNothingFollows() throws {
    let block = try run("""
        ```swift preview id=unmodelled
        let box = UIView()
        let fancy = UIFancyGuide()
        view.addSubview(box)
        fancy.snp.makeConstraints { make in make.edges.equalToSuperview() }
        box.snp.makeConstraints { make in
            make.top.leading.equalToSuperview()
            make.size.equalTo(40)
            make.bottom.equalTo(fancy)
        }
        ```
        """)
    #expect(problems(block) == ["warning unsupported-api 3: 'UIFancyGuide()' is not supported by the layout runtime"])
    #expect(frame(block, "box") == [0, 0, 40, 40])
}

/// The same for an unmodelled static member or method and an unmodelled method of a view: what they return, when the
/// code goes on using it, is no nil and no enum case, so the block has the warnings and nothing else.
@Test func whatAnUnmodelledAPIReturnsAnswersSilently() throws {
    let block = try run("""
        ```swift preview id=unmodelled-results
        let box = UIView()
        view.addSubview(box)
        let made = UIFancyFactory.make(kind: 1)
        made.snp.makeConstraints { make in make.edges.equalToSuperview() }
        let shared = UIFancyFactory.shared.make()
        let result = box.frobnicate(level: 2)
        result.isHidden = true
        box.snp.makeConstraints { make in
            make.size.equalTo(20)
            make.top.leading.equalToSuperview()
        }
        ```
        """)
    #expect(problems(block) == [
        "warning unsupported-api 4: 'UIFancyFactory.make(kind:)' is not supported by the layout runtime; the call is ignored",
        "warning unsupported-api 6: 'UIFancyFactory.shared' is not supported by the layout runtime",
        "warning unsupported-api 7: 'UIView.frobnicate(level:)' is not supported by the layout runtime; the call is ignored",
    ])
    #expect(frame(block, "box") == [0, 0, 20, 20])
}

/// A cell whose constraints give its content no height is 44 pt high (UITableView's standard row), with UIKit's
/// message at the cell's class; its label then sits in those 44 pt, not in the status bar.
@Test func aCollapsedCellGetsTheStandardHeight() throws {
    let block = try run("""
        ```swift preview id=cell
        final class NameCell: UITableViewCell {
            let nameLabel = UILabel()
            override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
                super.init(style: style, reuseIdentifier: reuseIdentifier)
                nameLabel.text = "Salom"
                contentView.addSubview(nameLabel)
                nameLabel.snp.makeConstraints { make in
                    make.leading.equalToSuperview().offset(16)
                    make.centerY.equalToSuperview()
                }
            }
            required init?(coder: NSCoder) { fatalError() }
        }
        ```
        """)
    // Placed at the safe area's top, screen-wide, 44 high.
    #expect(frame(block, "self") == [0, 59, 393, 44])
    let warning = try #require(block.diagnostics.first { $0.code == "cell-zero-height" })
    #expect(warning.line == 2)
    #expect(warning.message.hasPrefix("Detected a case where constraints ambiguously suggest a height of zero for a table view cell's content view. We're considering the collapse unintentional and using standard height instead."))
    #expect(!block.diagnostics.contains { $0.code == "zero-size-content" })
}

/// Every diagnostic of a block has a line: the content view UIKit makes for a cell is placed where the cell is
/// made (host=width keeps the collapsed cell 0 high, so its content view is the zero-size warning's subject).
@Test func aDiagnosticAboutAViewUIKitMadeHasTheCellsLine() throws {
    let block = try run("""
        ```swift preview id=content host=width
        final class NameCell: UITableViewCell {
            let nameLabel = UILabel()
            override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
                super.init(style: style, reuseIdentifier: reuseIdentifier)
                nameLabel.text = "Salom"
                contentView.addSubview(nameLabel)
                nameLabel.snp.makeConstraints { make in make.leading.centerY.equalToSuperview() }
            }
            required init?(coder: NSCoder) { fatalError() }
        }
        ```
        """)
    #expect(!block.diagnostics.isEmpty)
    #expect(block.diagnostics.allSatisfy { $0.line != nil && $0.line! > 0 }, "\(block.diagnostics)")
}

/// The same conflict in several states is one diagnostic whose note lists the states (a hidden arranged view with
/// a required height conflicts with UISV-hiding while it is hidden: initially and after the second toggle).
@Test func aConflictIsReportedOnceWithItsStates() throws {
    let block = try run("""
        ```swift preview id=hidden actions="toggle(); toggle()"
        final class HiddenController: UIViewController {
            let stack = UIStackView()
            let a = UIView()
            let b = UIView()
            override func viewDidLoad() {
                super.viewDidLoad()
                stack.axis = .vertical
                view.addSubview(stack)
                stack.addArrangedSubview(a)
                stack.addArrangedSubview(b)
                stack.snp.makeConstraints { make in make.top.leading.trailing.equalToSuperview() }
                a.snp.makeConstraints { make in make.height.equalTo(40) }
                b.snp.makeConstraints { make in make.height.equalTo(50) }
                b.isHidden = true
            }
            func toggle() { b.isHidden.toggle() }
        }
        ```
        """)
    let conflicts = block.diagnostics.filter { $0.code == "conflict" }
    #expect(conflicts.count == 1)
    #expect(conflicts.first?.notes?.contains { $0.message == "the conflict appears in the states: initial, toggle()" } == true)
}

/// `device=iPhone14` names the devices there are and the nearest one.
@Test func anUnknownDeviceListsTheNamesAndTheNearestOne() throws {
    let block = try run("```swift preview device=iPhone14\nlet box = UIView()\n```")
    let warning = try #require(block.diagnostics.first { $0.code == "block-attribute" })
    #expect(warning.message.hasPrefix("unknown device 'iPhone14' (did you mean 'iPhone 15'?); known devices: iPhone SE, iPhone 15, iPhone 15 Pro Max"))
    #expect(LayoutBlockRunner.unknownDevice("iphonese").contains("did you mean 'iPhone SE'?"))
}

/// A text view's delegate hears of the session after the keyboard's willShow (the opposite of a text field's), and a
/// read-only text view (no keyboard) begins and ends a session all the same; `UITextView` has no control events.
@Test func textViewEditingSessionsComeAfterTheKeyboardWillShow() throws {
    let block = try run("""
        ```swift preview id=notes actions="notes.becomeFirstResponder(); notes.resignFirstResponder()"
        final class NotesController: UIViewController, UITextViewDelegate {
            let notes = UITextView(frame: CGRect(x: 0, y: 300, width: 200, height: 100))
            let marker = UILabel()
            var log: [String] = []
            override func viewDidLoad() {
                super.viewDidLoad()
                [notes, marker].forEach { view.addSubview($0) }
                notes.delegate = self
                NotificationCenter.default.addObserver(self, selector: #selector(willShow), name: UIResponder.keyboardWillShowNotification, object: nil)
                NotificationCenter.default.addObserver(self, selector: #selector(willHide), name: UIResponder.keyboardWillHideNotification, object: nil)
                marker.numberOfLines = 0
                marker.snp.makeConstraints { make in make.top.leading.trailing.equalToSuperview() }
            }
            func textViewShouldBeginEditing(_ textView: UITextView) -> Bool { log.append("shouldBegin"); return true }
            func textViewDidBeginEditing(_ textView: UITextView) { log.append("didBegin \\(textView.isFirstResponder)"); show() }
            func textViewShouldEndEditing(_ textView: UITextView) -> Bool { log.append("shouldEnd"); return true }
            func textViewDidEndEditing(_ textView: UITextView) { log.append("didEnd \\(textView.isFirstResponder)"); show() }
            @objc func willShow(_ n: Notification) { log.append("willShow"); show() }
            @objc func willHide(_ n: Notification) { log.append("willHide"); show() }
            func show() { marker.text = log.joined(separator: ",") }
        }
        ```
        """)
    #expect(problems(block).isEmpty, "\(problems(block))")
    let texts = block.states.map { state in state.views.first { $0.path == "marker" }?.text ?? "" }
    let begin = "shouldBegin,willShow,didBegin true"
    #expect(texts == ["", begin, begin + ",shouldEnd,willHide,didEnd false"])
}
