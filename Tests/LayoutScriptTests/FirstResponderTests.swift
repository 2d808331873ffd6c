import LayoutFrames
@testable import LayoutScript
import Testing

/// Runs one layout block and returns its states (with the block's diagnostics, which these tests expect empty).
private func states(_ markdown: String) -> (states: [StateFrames], diagnostics: [String]) {
    guard let block = try? runBlock(markdown, file: "responder.md") else { return ([], ["no block"]) }
    return (block.states, block.diagnostics.map { "\($0.code): \($0.message)" })
}

private func frame(_ state: StateFrames, _ path: String) -> [Double]? {
    state.views.first { $0.path == path || $0.path.hasSuffix("." + path) }?.frame
}

// iPhone 15 (the default device): 393 × 852, keyboard 336 high, so the shown keyboard is (0, 516, 393, 336).
private let keys: [Double] = [0, 516, 393, 336]

/// `resignFirstResponder()` gives up a status the receiver must hold: on a field that is not first responder it
/// changes nothing; `becomeFirstResponder()` on another field moves the status and the keyboard stays.
@Test func onlyTheFirstResponderResigns() {
    let (states, diagnostics) = states("""
        ```swift preview actions="email.becomeFirstResponder(); password.resignFirstResponder(); password.becomeFirstResponder(); email.resignFirstResponder(); password.resignFirstResponder()"
        let email = UITextField()
        let password = UITextField()
        view.addSubview(email)
        view.addSubview(password)
        ```
        """)
    #expect(diagnostics.isEmpty, "\(diagnostics)")
    #expect(states.map(\.keyboard) == [nil, keys, keys, keys, keys, nil])
}

/// `isFirstResponder` tells which input holds the status: a marker 1 + 10 (email) + 100 (password) high after
/// each step. `hideKeyboard()` (the reader dismissing the keyboard) clears the status.
@Test func isFirstResponderFollowsTheStatus() {
    let (states, diagnostics) = states("""
        ```swift preview actions="email.becomeFirstResponder(); check(); password.becomeFirstResponder(); check(); hideKeyboard(); check()"
        final class FocusController: UIViewController {
            let email = UITextField()
            let password = UITextField()
            let marker = UIView()
            var markerHeight: Constraint?
            override func viewDidLoad() {
                super.viewDidLoad()
                [email, password, marker].forEach { view.addSubview($0) }
                marker.snp.makeConstraints { make in
                    make.top.leading.equalToSuperview()
                    make.width.equalTo(10)
                    markerHeight = make.height.equalTo(1).constraint
                }
            }
            func check() {
                var h = 1
                if email.isFirstResponder { h += 10 }
                if password.isFirstResponder { h += 100 }
                markerHeight?.update(offset: h)
            }
        }
        ```
        """)
    #expect(diagnostics.isEmpty, "\(diagnostics)")
    // States: initial, become, check, become, check, hideKeyboard, check.
    #expect(frame(states[2], "marker") == [0, 0, 10, 11])
    #expect(frame(states[4], "marker") == [0, 0, 10, 101])
    #expect(frame(states[6], "marker") == [0, 0, 10, 1])
    #expect(states[6].keyboard == nil)
}

/// A disabled text field cannot become first responder (`canBecomeFirstResponder` is false while `isEnabled` is
/// false): `becomeFirstResponder()` returns false and no keyboard shows. The marker is 1 high, plus 10 when the
/// call returned true.
@Test func aDisabledTextFieldCannotBecomeFirstResponder() {
    let (states, diagnostics) = states("""
        ```swift preview actions="focus(); field.isEnabled = true; focus()"
        final class DisabledController: UIViewController {
            let field = UITextField()
            let marker = UIView()
            var markerHeight: Constraint?
            override func viewDidLoad() {
                super.viewDidLoad()
                field.isEnabled = false
                [field, marker].forEach { view.addSubview($0) }
                marker.snp.makeConstraints { make in
                    make.top.leading.equalToSuperview()
                    make.width.equalTo(10)
                    markerHeight = make.height.equalTo(1).constraint
                }
            }
            func focus() {
                let became = field.becomeFirstResponder()
                markerHeight?.update(offset: became ? 11 : 1)
            }
        }
        ```
        """)
    #expect(diagnostics.isEmpty, "\(diagnostics)")
    #expect(states[1].keyboard == nil)
    #expect(frame(states[1], "marker") == [0, 0, 10, 1])
    #expect(states[3].keyboard == keys)
    #expect(frame(states[3], "marker") == [0, 0, 10, 11])
}

/// A read-only text view (`isEditable = false`) can become first responder (it stays selectable) but takes no
/// text: no keyboard, and the editable view that had the keyboard resigns, so the keyboard hides.
@Test func aReadOnlyTextViewShowsNoKeyboard() {
    let (states, diagnostics) = states("""
        ```swift preview actions="notes.becomeFirstResponder(); terms.becomeFirstResponder(); notes.becomeFirstResponder(); view.endEditing(true)"
        let notes = UITextView()
        let terms = UITextView()
        terms.isEditable = false
        view.addSubview(notes)
        view.addSubview(terms)
        ```
        """)
    #expect(diagnostics.isEmpty, "\(diagnostics)")
    #expect(states.map(\.keyboard) == [nil, keys, nil, keys, nil])
}

/// A first responder that leaves the window resigns: removing its container hides the keyboard, and a later
/// `resignFirstResponder()` on it changes nothing.
@Test func aFirstResponderRemovedFromTheWindowResigns() {
    let (states, diagnostics) = states("""
        ```swift preview actions="field.becomeFirstResponder(); other.removeFromSuperview(); form.removeFromSuperview(); showKeyboard(); field.resignFirstResponder()"
        let form = UIView(frame: CGRect(x: 0, y: 100, width: 393, height: 200))
        let field = UITextField()
        let other = UIView()
        view.addSubview(form)
        view.addSubview(other)
        form.addSubview(field)
        ```
        """)
    #expect(diagnostics.isEmpty, "\(diagnostics)")
    // Removing `other` (not holding the field) keeps the keyboard; removing `form` hides it. The built-in
    // showKeyboard() then stands for the reader focusing some input: the field is not first responder, so its
    // resign does not hide that keyboard.
    #expect(states.map(\.keyboard) == [nil, keys, keys, nil, keys, keys])
}

/// `endEditing(_:)` resigns the first responder when it is the view or inside it. After the `showKeyboard()`
/// built-in (no named input) the screen's root hides the keyboard.
@Test func endEditingResignsOnlyAFirstResponderInsideTheView() {
    let (states, diagnostics) = states("""
        ```swift preview actions="field.becomeFirstResponder(); sidebar.endEditing(true); form.endEditing(true); showKeyboard(); sidebar.endEditing(true); view.endEditing(true)"
        let form = UIView(frame: CGRect(x: 0, y: 100, width: 393, height: 200))
        let sidebar = UIView()
        let field = UITextField()
        view.addSubview(form)
        view.addSubview(sidebar)
        form.addSubview(field)
        ```
        """)
    #expect(diagnostics.isEmpty, "\(diagnostics)")
    #expect(states.map(\.keyboard) == [nil, keys, keys, nil, keys, keys, nil])
}

/// An `inputAccessoryView` sits on top of the keys and counts as keyboard: with a 44 pt accessory the keyboard
/// is 336 + 44 = 380 high, its top 852 − 380 = 472, in the state's keyboard rect, the keyboard guide (a bar on the
/// guide's top sits at 472 − 50 = 422) and the notifications' end frame. An accessory with a zero frame is as
/// high as it fits: its one subview is pinned top and bottom with a 52 pt height, so the keyboard top is
/// 516 − 52 = 464. Focusing a field without an accessory brings it back to 516.
@Test func anInputAccessoryViewMakesTheKeyboardTaller() {
    let (states, diagnostics) = states("""
        ```swift preview actions="message.becomeFirstResponder(); search.becomeFirstResponder(); plain.becomeFirstResponder()"
        final class AccessoryController: UIViewController {
            let message = UITextField()
            let search = UITextField()
            let plain = UITextField()
            let bar = UIView()
            let noted = UIView()
            var notedTop: Constraint?

            override func viewDidLoad() {
                super.viewDidLoad()
                message.inputAccessoryView = UIView(frame: CGRect(x: 0, y: 0, width: 393, height: 44))
                let fitted = UIView()
                let row = UIView()
                fitted.addSubview(row)
                row.snp.makeConstraints { make in
                    make.edges.equalToSuperview()
                    make.height.equalTo(52)
                }
                search.inputAccessoryView = fitted
                [message, search, plain, bar, noted].forEach { view.addSubview($0) }
                bar.snp.makeConstraints { make in
                    make.leading.trailing.equalToSuperview()
                    make.height.equalTo(50)
                    make.bottom.equalTo(view.keyboardLayoutGuide.snp.top)
                }
                noted.snp.makeConstraints { make in
                    make.leading.equalToSuperview()
                    make.size.equalTo(10)
                    notedTop = make.top.equalToSuperview().constraint
                }
                NotificationCenter.default.addObserver(self, selector: #selector(keyboardWillChange(_:)),
                                                       name: UIResponder.keyboardWillChangeFrameNotification, object: nil)
            }

            @objc func keyboardWillChange(_ note: Notification) {
                guard let end = (note.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue else { return }
                notedTop?.update(offset: end.minY)
            }
        }
        ```
        """)
    #expect(diagnostics.isEmpty, "\(diagnostics)")
    #expect(states[1].keyboard == [0, 472, 393, 380])
    #expect(frame(states[1], "bar") == [0, 422, 393, 50])
    #expect(frame(states[1], "noted") == [0, 472, 10, 10])
    #expect(states[2].keyboard == [0, 464, 393, 388])
    #expect(frame(states[2], "bar") == [0, 414, 393, 50])
    #expect(frame(states[2], "noted") == [0, 464, 10, 10])
    #expect(states[3].keyboard == keys)
    #expect(frame(states[3], "bar") == [0, 466, 393, 50])
    #expect(frame(states[3], "noted") == [0, 516, 10, 10])
}

/// Lesson overrides are asked: a field whose `canBecomeFirstResponder` says no gets no keyboard, and one that
/// overrides `inputAccessoryView` with a 60 pt bar (calling `super.canBecomeFirstResponder`, true for an enabled
/// field) raises the keyboard's top to 516 − 60 = 456, its height 336 + 60 = 396.
@Test func lessonOverridesOfResponderPropertiesAreAsked() {
    let (states, diagnostics) = states("""
        ```swift preview actions="locked.becomeFirstResponder(); barred.becomeFirstResponder()"
        final class LockedField: UITextField {
            override var canBecomeFirstResponder: Bool { false }
        }
        final class BarredField: UITextField {
            let bar = UIView(frame: CGRect(x: 0, y: 0, width: 393, height: 60))
            override var canBecomeFirstResponder: Bool { super.canBecomeFirstResponder }
            override var inputAccessoryView: UIView? { bar }
        }
        final class FieldsController: UIViewController {
            let locked = LockedField()
            let barred = BarredField()
            override func viewDidLoad() {
                super.viewDidLoad()
                view.addSubview(locked)
                view.addSubview(barred)
            }
        }
        ```
        """)
    #expect(diagnostics.isEmpty, "\(diagnostics)")
    #expect(states.map(\.keyboard) == [nil, nil, [0, 456, 393, 396]])
}

/// An accessory taller than the room above the keys stops at the top of the screen: the keyboard is then the
/// whole screen, (0, 0, 393, 852), never a frame above it.
@Test func anOversizedAccessoryStopsAtTheTopOfTheScreen() {
    let (states, _) = states("""
        ```swift preview actions="field.becomeFirstResponder()"
        let field = UITextField()
        field.inputAccessoryView = UIView(frame: CGRect(x: 0, y: 0, width: 393, height: 1e12))
        view.addSubview(field)
        ```
        """)
    #expect(states.map(\.keyboard) == [nil, [0, 0, 393, 852]])
}
