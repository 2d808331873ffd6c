import AutoLayout
import SwiftSubset

/// Editing sessions of text fields and text views: the delegate's questions and reports
/// (`UITextFieldDelegate` / `UITextViewDelegate`) and a text field's editing control events, around the moves of
/// first-responder status in Runtime+Responder.swift.
///
/// The order follows UIKit (Apple's UITextFieldDelegate overview, and observed logs): `…ShouldBeginEditing` before
/// the status moves (false keeps it where it is); the previous responder's `…ShouldEndEditing` and `…DidEndEditing`;
/// then, for a text field, `textFieldDidBeginEditing` and the `.editingDidBegin` targets before the keyboard's
/// "will" notifications, while a text view's `textViewDidBeginEditing` comes after them (a text field's delegate
/// hears of the session before `keyboardWillShow`, a text view's after it: craiggrummitt.com, "Keyboards, text
/// views and first responders", 2016). On resigning, the keyboard's "will hide" comes first, then
/// `…DidEndEditing` and `.editingDidEnd`. Each delegate report is followed by its notification
/// (`UITextField.textDidBeginEditingNotification`, `…textDidEndEditingNotification`, and UITextView's). A text set in code sends no `.editingChanged` (UIKit sends it only for
/// typing); `sendActions(for: .editingChanged)` does.
extension Runtime {
    /// UIControl.Event names a text field sends while editing.
    static let editingEvents: Set<String> = ["editingDidBegin", "editingChanged", "editingDidEnd", "editingDidEndOnExit",
                                             "allEditingEvents"]

    /// The event names of a `for:` argument (`.editingChanged`, `[.editingDidBegin, .editingDidEnd]`).
    static func controlEventNames(_ value: Value?) -> [String] {
        if case .array(let items)? = value { return items.compactMap { Convert.caseName($0) } }
        return Convert.caseName(value).map { [$0] } ?? []
    }

    func registerEditingHandler(_ view: ViewObject, events: [String], target: Value?, selector: String?, block: Value?) {
        for event in events where Runtime.editingEvents.contains(event) {
            editingHandlers.append((view, event, target, selector, block))
        }
    }

    /// Calls the targets and actions registered for `event` on `view`, in registration order
    /// (`.allEditingEvents` registrations hear every editing event).
    func sendEditingEvent(_ event: String, to view: ViewObject, loc: Loc) throws {
        for handler in editingHandlers where handler.view === view
            && (handler.event == event || handler.event == "allEditingEvents") {
            if let block = handler.block {
                _ = try interp.callValue(block, Args([.object(view)], [nil]), loc, name: "action")
            } else if let selector = handler.selector {
                try callSelector(selector, on: handler.target ?? .object(view), argument: .object(view), loc: loc)
            }
        }
    }

    /// The delegate's answer to `textFieldShouldBeginEditing(_:)` (or a text view's, or the End variants); true
    /// when the delegate does not implement it, as UIKit assumes.
    func delegateAllows(_ object: ViewObject, _ question: String, loc: Loc) throws -> Bool {
        guard let answer = try callDelegate(object, question, loc: loc) else { return true }
        return answer.asBool ?? true
    }

    /// The delegate method `prefix + suffix` (`textField` + `DidBeginEditing`) with the object as its argument,
    /// when the object is a text field or text view whose delegate implements it; nil otherwise.
    @discardableResult
    func callDelegate(_ object: ViewObject, _ suffix: String, loc: Loc) throws -> Value? {
        let prefix: String
        switch object.kind {
        case .textField: prefix = "textField"
        case .textView: prefix = "textView"
        default: return nil
        }
        guard case .object(let delegate)? = object.inert["delegate"], let type = delegate.scriptClass,
              let (method, owner) = type.findMethods(prefix + suffix).first(where: { $0.0.params.count == 1 }) else {
            return nil
        }
        return try interp.callFunction(method, owner: owner, selfValue: .object(delegate),
                                       Args([.object(object)], [method.params[0].label]), loc)
    }

    /// What follows a text input becoming first responder: the delegate's `…DidBeginEditing` and, for a text
    /// field, its `.editingDidBegin` targets.
    func didBeginEditing(_ object: ViewObject, loc: Loc) throws {
        try callDelegate(object, "DidBeginEditing", loc: loc)
        try postEditingNotification(object, "textDidBeginEditingNotification", loc: loc)
        if object.kind == .textField { try sendEditingEvent("editingDidBegin", to: object, loc: loc) }
    }

    /// `UITextField.textDidBeginEditingNotification` and the others, which UIKit posts after telling the delegate.
    func postEditingNotification(_ object: ViewObject, _ name: String, loc: Loc) throws {
        let type = object.kind == .textField ? "UITextField" : "UITextView"
        try post("\(type).\(name)", userInfo: .nilValue, loc: loc)
    }

    /// What follows a text input giving up first-responder status: `…DidEndEditing` and `.editingDidEnd`.
    func didEndEditing(_ object: ViewObject, loc: Loc) throws {
        try callDelegate(object, "DidEndEditing", loc: loc)
        try postEditingNotification(object, "textDidEndEditingNotification", loc: loc)
        if object.kind == .textField { try sendEditingEvent("editingDidEnd", to: object, loc: loc) }
    }
}
