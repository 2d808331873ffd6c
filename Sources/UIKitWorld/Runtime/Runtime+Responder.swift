import AutoLayout
import SwiftSubset

/// The first responder and the keyboard it brings up (UIResponder, UITextInputTraits, reference DESIGN.md §4).
///
/// UIKit keeps one first responder per window; the keyboard is up while it is an input that takes text. Lesson
/// code moves that status with `becomeFirstResponder()`, `resignFirstResponder()`, `endEditing(_:)` and by taking
/// the responder out of the window; the `showKeyboard()` / `hideKeyboard()` built-ins stand for the reader
/// tapping some input and dismissing the keyboard.
extension Runtime {
    /// UIResponder.canBecomeFirstResponder: a lesson override's answer, else an enabled text field, or a text view
    /// that is editable or selectable (a read-only text view takes the status for selection, without a keyboard).
    func canBecomeFirstResponder(_ object: ViewObject, loc: Loc) throws -> Bool {
        if let value = try overriddenProperty(object, "canBecomeFirstResponder", loc: loc) { return value.asBool ?? false }
        return nativeCanBecomeFirstResponder(object)
    }

    /// UIKit's own answer, what `super.canBecomeFirstResponder` gives an override.
    func nativeCanBecomeFirstResponder(_ object: ViewObject) -> Bool {
        switch object.kind {
        case .textField: return object.inertBool("isEnabled")
        case .textView: return object.inertBool("isEditable") || object.inertBool("isSelectable")
        default: return false
        }
    }

    /// Whether the object, as first responder, brings up the keyboard: a text field, or an editable text view.
    func takesKeyboardInput(_ object: ViewObject) -> Bool {
        switch object.kind {
        case .textField: return true
        case .textView: return object.inertBool("isEditable")
        default: return false
        }
    }

    /// `becomeFirstResponder()`: false when the object cannot take the status, when its delegate's
    /// `…ShouldBeginEditing` says no, or when the previous first responder's `…ShouldEndEditing` keeps it. Otherwise
    /// the previous first responder ends its editing session, and the keyboard shows (or stays, resized to the new
    /// input's accessory view) when the new one takes text input, and hides when it does not. The delegate calls
    /// and editing events come in UIKit's order (Runtime+Editing.swift).
    func becomeFirstResponder(_ object: ViewObject, loc: Loc) throws -> Bool {
        // UIKit makes the object first responder "in its window": a field never added, or removed, has none.
        guard isInWindow(object.view), try canBecomeFirstResponder(object, loc: loc) else { return false }
        if firstResponder === object { return true }
        guard try delegateAllows(object, "ShouldBeginEditing", loc: loc) else { return false }
        if let previous = firstResponder {
            guard try delegateAllows(previous, "ShouldEndEditing", loc: loc) else { return false }
            firstResponder = nil
            try didEndEditing(previous, loc: loc)
        }
        firstResponder = object
        let keyboard = takesKeyboardInput(object) ? try keyboardFrame(for: object, loc: loc) : nil
        if object.kind == .textView {
            try setKeyboard(frame: keyboard, loc: loc, afterWill: { try self.didBeginEditing(object, loc: loc) })
        } else {
            try didBeginEditing(object, loc: loc)
            // A delegate that moved the status elsewhere (or resigned it) decided where the keyboard goes.
            guard firstResponder === object else { return true }
            try setKeyboard(frame: keyboard, loc: loc)
        }
        return true
    }

    /// `resignFirstResponder()`: only the first responder gives the status up, unless its delegate's
    /// `…ShouldEndEditing` says no (then it stays, and the call returns false); the keyboard hides and the editing
    /// session ends. On any other object it changes nothing and answers true, as UIResponder does. `force`
    /// (`endEditing(true)`, the reader dismissing the keyboard, the responder leaving the window) skips the question.
    func resignFirstResponder(_ object: ViewObject, force: Bool = false, loc: Loc) throws -> Bool {
        guard firstResponder === object else { return true }
        if !force { guard try delegateAllows(object, "ShouldEndEditing", loc: loc) else { return false } }
        firstResponder = nil
        try setKeyboard(frame: nil, loc: loc, afterWill: { try self.didEndEditing(object, loc: loc) })
        return true
    }

    /// `endEditing(_:)`: the first responder resigns when it is the view or inside it (without asking its delegate
    /// when `force` is true). After the `showKeyboard()` built-in no input is named: the keyboard hides when the
    /// view is the screen (the root or the hosted view) or holds an input that takes text.
    func endEditing(in object: ViewObject, force: Bool = true, loc: Loc) throws -> Bool {
        if let responder = firstResponder {
            guard responder.view === object.view || responder.view.isDescendant(of: object.view) else { return false }
            return try resignFirstResponder(responder, force: force, loc: loc)
        }
        guard keyboardShown else { return false }
        let isScreen = object.view === canvas || (hostedController == nil && object.view.superview === canvas)
        guard isScreen || holdsTextInput(object.view) else { return false }
        try setKeyboard(frame: nil, loc: loc)
        return true
    }

    /// Whether the view is on screen: the root of layout (the hosted controller's view, or the window a hosted
    /// view is placed in) or inside it. A view built but not added, or inside a container that is not, is not.
    func isInWindow(_ view: View) -> Bool {
        view.isDescendant(of: canvas)
    }

    /// Before `view` leaves its superview: a first responder inside it (or the view itself) resigns, as UIKit
    /// resigns a responder that leaves the window, and the keyboard hides.
    func viewWillLeaveSuperview(_ view: View, loc: Loc) throws {
        guard let responder = firstResponder, responder.view === view || responder.view.isDescendant(of: view) else { return }
        _ = try resignFirstResponder(responder, force: true, loc: loc)
    }

    /// Where the keyboard sits while `object` is first responder: the device's keyboard, taller by the object's
    /// `inputAccessoryView` (UIKit puts the accessory on top of the keys and reports both as the keyboard). The
    /// accessory's height is its frame's, or its fitting height at the screen's width when the frame has none.
    func keyboardFrame(for object: ViewObject?, loc: Loc) throws -> Rect {
        let keys = device.keyboardFrame
        guard let object, case .object(let o)? = try accessoryView(of: object, loc: loc), let accessory = o as? ViewObject else {
            return keys
        }
        var height = accessory.view.frame.height
        if height <= 0 {
            try applyIntrinsicOverrides(inTreeOf: accessory.view, loc: loc)
            height = engine.systemLayoutSizeFitting(accessory.view, target: Size(width: keys.width, height: 0),
                                                    horizontal: 1000, vertical: 50).height
        }
        // The keyboard and its accessory never rise above the top of the screen.
        height = min(max(0, height.isFinite ? height : 0), keys.minY)
        return Rect(x: keys.minX, y: keys.minY - height, width: keys.width, height: keys.height + height)
    }

    private func accessoryView(of object: ViewObject, loc: Loc) throws -> Value? {
        if let value = try overriddenProperty(object, "inputAccessoryView", loc: loc) { return value }
        return object.inert["inputAccessoryView"]
    }

    /// A computed property a lesson subclass declares (`override var canBecomeFirstResponder: Bool { true }`).
    private func overriddenProperty(_ object: ViewObject, _ name: String, loc: Loc) throws -> Value? {
        guard let cls = object.scriptClass, let (decl, owner) = cls.findComputed(name) else { return nil }
        return try interp.runGetter(decl, owner: owner, self: .object(object), loc)
    }

    private func holdsTextInput(_ view: View) -> Bool {
        if let object = viewObjects[ObjectIdentifier(view)], takesKeyboardInput(object),
           object.kind != .textField || object.inertBool("isEnabled") {
            return true
        }
        return view.subviews.contains { holdsTextInput($0) }
    }
}

extension ViewObject {
    /// A Bool property kept in `inert` (`isEnabled`, `isEditable`, `isSelectable`), with UIKit's default.
    func inertBool(_ name: String) -> Bool {
        (inert[name] ?? inertDefault(name)).asBool ?? false
    }
}
