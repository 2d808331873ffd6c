import AutoLayout
import SwiftSubset

/// Taps, keyboard notifications, `UIView.animate` (reference DESIGN.md §4 states and transitions).
extension Runtime {
    func registerTap(_ view: ViewObject, target: Value?, selector: String?, block: Value?) {
        tapHandlers.append((view, target, selector, block))
    }

    /// Plays a tap on `view`: every registered target/action and UIAction, in registration order.
    package func performTap(on view: ViewObject, loc: Loc) throws {
        // A tap flips a switch before it sends .valueChanged, as UIKit does.
        if view.kind == .switchControl {
            view.view.isOn.toggle()
            layoutInputsChanged()
        }
        try view.toggleSelectionIfPrimaryAction(self, loc: loc)
        for handler in tapHandlers where handler.view === view {
            if let block = handler.block {
                _ = try interp.callValue(block, Args([.object(view)], [nil]), loc, name: "action")
            } else if let selector = handler.selector {
                let target = handler.target ?? .object(view)
                try callSelector(selector, on: target, argument: .object(view), loc: loc)
            }
        }
    }

    /// Calls `#selector(name)` on a target, passing the sender when the method takes a parameter.
    func callSelector(_ selector: String, on target: Value, argument: Value, loc: Loc) throws {
        guard case .object(let o) = target else { return }
        if let cls = o.scriptClass {
            let candidates = cls.findMethods(selector)
            guard let (f, owner) = candidates.first else {
                throw ScriptError("unknown-name", "unrecognized selector '\(selector)' sent to \(o.typeName)", at: loc)
            }
            let args = f.params.isEmpty ? Args.none : Args([argument], [f.params[0].label])
            _ = try interp.callFunction(f, owner: owner, selfValue: target, args, loc)
            return
        }
        if let native = o as? NativeObject {
            layoutInputsChanged()
            _ = try native.call(selector, .none, self, loc: loc)
        }
    }

    // MARK: keyboard

    static func normalizeNotificationName(_ name: String) -> String {
        var n = name
        if n.hasPrefix("UIResponder.") { n = String(n.dropFirst("UIResponder.".count)) }
        if n.hasPrefix("UIKeyboard") && !n.hasSuffix("Notification") {
            n = "keyboard" + n.dropFirst("UIKeyboard".count) + "Notification"
        }
        return n
    }

    /// The keyboard notifications' `userInfo`: where the keyboard was and will be (a hidden keyboard sits just
    /// below the screen, at its shown size) and UIKit's 0.25 s duration and curve 7.
    func keyboardUserInfo(from begin: Rect?, to end: Rect?) -> Value {
        func offScreen(_ size: Rect) -> Rect {
            Rect(x: 0, y: device.screenSize.height, width: size.width, height: size.height)
        }
        let shownSize = end ?? begin ?? device.keyboardFrame
        return .dictionary([
            DictEntry(key: .string("keyboardFrameEndUserInfoKey"), value: Geometry.rect(end ?? offScreen(shownSize))),
            DictEntry(key: .string("keyboardFrameBeginUserInfoKey"), value: Geometry.rect(begin ?? offScreen(shownSize))),
            DictEntry(key: .string("keyboardAnimationDurationUserInfoKey"), value: .double(0.25)),
            DictEntry(key: .string("keyboardAnimationCurveUserInfoKey"), value: .int(7)),
            DictEntry(key: .string("keyboardIsLocalUserInfoKey"), value: .bool(true)),
        ])
    }

    /// The `showKeyboard()` / `hideKeyboard()` built-ins: the reader focuses an input (the first responder's
    /// keyboard, else the device's) or dismisses the keyboard, which clears the first responder.
    package func setKeyboard(shown: Bool, loc: Loc) throws {
        if shown {
            guard !keyboardShown else { return }
            try setKeyboard(frame: try keyboardFrame(for: firstResponder, loc: loc), loc: loc)
        } else if let responder = firstResponder {
            _ = try resignFirstResponder(responder, force: true, loc: loc)
        } else {
            try setKeyboard(frame: nil, loc: loc)
        }
    }

    /// Shows the keyboard at `frame` (canvas coordinates) or hides it (nil): moves the keyboard guide and posts
    /// UIKit's will/did show (or hide) and change-frame notifications. Nothing happens when the frame stays.
    ///
    /// UIKit posts the "will" notifications before the keyboard animates and the "did" ones when its animation
    /// has ended, after the layout pass that moved the views tied to the keyboard layout guide: a `didShow`
    /// handler sees a scroll view on the guide already shortened. So a layout pass runs in between; during a
    /// pass (or before the first one) the "did" notifications wait for `layoutIfNeeded(loc:)` to lay the change
    /// out. `afterWill` runs between the two (an editing session's delegate call that UIKit makes there).
    func setKeyboard(frame: Rect?, loc: Loc, afterWill: (() throws -> Void)? = nil) throws {
        guard keyboardFrame != frame else {
            try afterWill?()
            return
        }
        let previous = keyboardFrame
        layoutInputsChanged()
        engine.keyboardFrame = frame
        let info = keyboardUserInfo(from: previous, to: frame)
        let shown = frame != nil
        if transition == nil { transition = (0.25, 0, "easeInOut", nil, nil) }
        try post(shown ? "keyboardWillShowNotification" : "keyboardWillHideNotification", userInfo: info, loc: loc)
        try post("keyboardWillChangeFrameNotification", userInfo: info, loc: loc)
        try afterWill?()
        let did = [(name: shown ? "keyboardDidShowNotification" : "keyboardDidHideNotification", userInfo: info),
                   (name: "keyboardDidChangeFrameNotification", userInfo: info)]
        if inLayoutPass || layoutPassCount == 0 {
            heldKeyboardNotifications += did
        } else {
            try layoutIfNeeded(loc: loc)
            for notification in did { try post(notification.name, userInfo: notification.userInfo, loc: loc) }
        }
        if transition == nil { transition = (0.25, 0, "easeInOut", nil, nil) }
    }

    func post(_ rawName: String, userInfo: Value, loc: Loc) throws {
        let name = Runtime.normalizeNotificationName(rawName)
        let notification = Value.structure(StructValue("Notification", [("name", .string(name)), ("userInfo", userInfo),
                                                                         ("object", .nilValue)]))
        for observer in observers where Runtime.normalizeNotificationName(observer.name) == name {
            if let block = observer.block {
                _ = try interp.callValue(block, Args([notification], [nil]), loc, name: "observer")
            } else if let selector = observer.selector, let target = observer.target {
                try callSelector(selector, on: target, argument: notification, loc: loc)
            }
        }
    }

    // MARK: animation

    /// `UIView.animate(withDuration:delay:usingSpringWithDamping:initialSpringVelocity:options:animations:completion:)`
    /// and its shorter forms: runs the animations now (frames end where they would without animation) and
    /// records the first animation of the step as the state's transition.
    func animate(_ args: Args, loc: Loc) throws -> Value {
        // iOS 17's `animate(springDuration:bounce:…)`: a spring whose damping ratio is 1 − bounce (Apple: bounce 0
        // is critically damped, higher values bounce more).
        let springDuration = args.double("springDuration")
        let duration = args.double("withDuration") ?? args.double("duration") ?? springDuration ?? 0.25
        let delay = args.double("delay") ?? 0
        let damping = args.double("usingSpringWithDamping") ?? args.double("dampingRatio")
            ?? springDuration.map { _ in min(1, max(0.01, 1 - (args.double("bounce") ?? 0))) }
        let velocity = args.double("initialSpringVelocity")
        let curve = damping != nil ? "spring" : Runtime.animationCurve(options: args.named("options"))
        // Inside `performWithoutAnimation` the animation blocks run but nothing animates.
        if transition == nil && animationsDisabled == 0 { transition = (duration, delay, curve, damping, velocity) }
        var animations: Value?
        var completion: Value?
        // A trailing closure binds to the last parameter it can: the animations when none were passed, else
        // the completion (`animate(withDuration: 0.3, animations: { … }) { _ in … }`).
        for (label, value) in zip(args.labels, args.values) {
            guard case .function = value else { continue }
            switch label {
            case "completion": completion = value
            case "animations": animations = value
            default:
                if animations == nil { animations = value } else if completion == nil { completion = value }
            }
        }
        if let a = animations { _ = try interp.callValue(a, .none, loc, name: "animations") }
        if let c = completion {
            if case .function(let f) = c, case .closure(let closure, _, _, _) = f.kind, closure.params.isEmpty, !closure.usesAnonymousParams {
                _ = try interp.callValue(c, .none, loc, name: "completion")
            } else {
                _ = try interp.callValue(c, Args([.bool(true)], [nil]), loc, name: "completion")
            }
        }
        return .void
    }

    /// The names of an `options:` argument: one option, an array literal of them, or what
    /// `UIView.AnimationOptions(rawValue:)` made, nested or not (`[options, .beginFromCurrentState]`). A number is
    /// the raw value `.init(rawValue:)` passes on when the options type is only known from context.
    static func animationOptionNames(_ value: Value?) -> [String] {
        if case .array(let items)? = value { return items.flatMap { animationOptionNames($0) } }
        if case .int(let raw)? = value { return animationOptionNames(animationOptions(rawValue: raw)) }
        return Convert.caseName(value).map { [$0] } ?? []
    }

    /// The transition curve animation options choose; UIKit's default is ease-in-out.
    static func animationCurve(options: Value?) -> String {
        let names = animationOptionNames(options)
        if names.contains("curveLinear") { return "linear" }
        if names.contains("curveEaseOut") { return "easeOut" }
        if names.contains("curveEaseIn") { return "easeIn" }
        return "easeInOut"
    }

    /// `UIView.AnimationOptions(rawValue:)`, as the options it holds. The keyboard idiom shifts
    /// `keyboardAnimationCurveUserInfoKey` into bits 16…19, where UIView.h keeps the curve (ease-in-out 0, ease-in
    /// 1, ease-out 2, linear 3); the keyboard's own curve, 7, has no public name and animates here as the default
    /// ease-in-out. The transition and frame-rate bits above move no frame and are left out.
    static func animationOptions(rawValue: Int) -> Value {
        let flags = ["layoutSubviews", "allowUserInteraction", "beginFromCurrentState", "repeat", "autoreverse",
                     "overrideInheritedDuration", "overrideInheritedCurve", "allowAnimatedContent",
                     "showHideTransitionViews", "overrideInheritedOptions"]
        var names = flags.indices.filter { rawValue & (1 << $0) != 0 }.map { flags[$0] }
        let curves = [0: "curveEaseInOut", 1: "curveEaseIn", 2: "curveEaseOut", 3: "curveLinear"]
        names.append(curves[(rawValue >> 16) & 0xF] ?? "curveEaseInOut")
        return .array(names.map { .plainCase($0) })
    }
}
