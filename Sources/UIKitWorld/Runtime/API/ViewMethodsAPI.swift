import AutoLayout
import SwiftSubset

/// UIView's, UIResponder's and UIControl's methods: the view tree, the layout cycle, constraints and sizes,
/// gestures, targets and the responder chain. Any view answers them (helpers in ViewObject+Methods.swift).
enum ViewMethodsAPI {
    static let methods: [UIKitMethod] = treeMethods + layoutCycleMethods + constraintMethods + eventMethods

    static let treeMethods: [UIKitMethod] = {
        let view = ["UIView"]
        return [
            .method("addSubview(_:)", on: view, invalidates: .layout) { o, args, rt, loc in
                let child = try o.viewArg(args.first, "addSubview", loc)
                if !o.view.addSubview(child.view) {
                    throw ScriptError("runtime", "NSInvalidArgumentException: Can't add self as subview", at: loc)
                }
                try rt.callOverride(child, "didMoveToSuperview", loc: loc)
                return .void
            },
            .method("insertSubview(_:at:)", on: view, invalidates: .layout,
                    note: "also `insertSubview(_:aboveSubview:)` and `(_:belowSubview:)`") { o, args, _, loc in
                let child = try o.childArg(args.first, "insertSubview", loc)
                if let i = args.named("at")?.asInt {
                    o.view.insertSubview(child.view, at: i)
                } else if let above = args.named("aboveSubview") {
                    o.view.insertSubview(child.view, aboveSubview: try o.viewArg(above, "aboveSubview", loc).view)
                } else if let below = args.named("belowSubview") {
                    o.view.insertSubview(child.view, belowSubview: try o.viewArg(below, "belowSubview", loc).view)
                } else {
                    o.view.addSubview(child.view)
                }
                return .void
            },
            .method("removeFromSuperview()", on: view, invalidates: .layout,
                    note: "constraints between its subtree and other views are removed (Apple)") { o, _, rt, loc in
                if o.view.superview != nil {
                    rt.checkConflictsBeforeDeactivating()
                    try rt.viewWillLeaveSuperview(o.view, loc: loc)
                }
                rt.removeSnapConstraints(inSubtreeOf: o.view, detachingFrom: o.view.superview)
                o.view.removeFromSuperview()
                return .void
            },
            .method("bringSubviewToFront(_:)", on: view, invalidates: .display) { o, args, _, loc in
                o.view.bringSubviewToFront(try o.viewArg(args.first, "bringSubviewToFront", loc).view)
                return .void
            },
            .method("sendSubviewToBack(_:)", on: view, invalidates: .display) { o, args, _, loc in
                o.view.sendSubviewToBack(try o.viewArg(args.first, "sendSubviewToBack", loc).view)
                return .void
            },
            .method("exchangeSubview(at:withSubviewAt:)", on: view, invalidates: .display) { o, args, _, _ in
                o.view.exchangeSubview(at: args.first?.asInt ?? 0, withSubviewAt: args.named("withSubviewAt")?.asInt ?? 0)
                return .void
            },
            .method("isDescendant(of:)", on: view) { o, args, _, loc in
                .bool(o.view.isDescendant(of: try o.viewArg(args.first, "isDescendant", loc).view))
            },
            .method("viewWithTag(_:)", on: view, note: "the view itself or the first in its subtree, depth first") { o, args, rt, _ in
                let tag = args.first?.asInt ?? 0
                return rt.findView(in: o) { $0.inert["tag"]?.asInt == tag }.map { .object($0) } ?? .nilValue
            },
            .noEffect("didMoveToSuperview()", on: view), .noEffect("didMoveToWindow()", on: view),
            .noEffect("willMove(toSuperview:)", on: view),
            .method("convert(_:to:)", on: view, note: "a point or a rect; also `convert(_:from:)`") { o, args, rt, loc in
                try rt.convert(args, from: o, loc: loc)
            },
            .noEffect("hitTest(_:with:)", on: view), .noEffect("point(inside:with:)", on: view),
        ]
    }()

    static let layoutCycleMethods: [UIKitMethod] = {
        let view = ["UIView"]
        return [
            .method("layoutIfNeeded()", on: view, invalidates: .layout) { o, _, rt, loc in
                try rt.layoutIfNeeded(of: o.view, loc: loc)
                return .void
            },
            .method("setNeedsLayout()", on: view, invalidates: .layout,
                    note: "every call is a layout input: the next pass lays the view out") { _, _, _, _ in .void },
            .noEffect("layoutSubviews()", on: view),
            .method("setNeedsUpdateConstraints()", on: view, invalidates: .layout) { o, _, rt, _ in
                if !rt.needsUpdateConstraints.contains(where: { $0 === o }) { rt.needsUpdateConstraints.append(o) }
                return .void
            },
            .method("updateConstraintsIfNeeded()", on: view, invalidates: .layout,
                    note: "runs the `updateConstraints()` overrides of views that asked for it") { _, _, rt, loc in
                try rt.flushUpdateConstraints(loc: loc)
                return .void
            },
            .noEffect("updateConstraints()", on: view),
            .method("invalidateIntrinsicContentSize()", on: view, invalidates: [.intrinsicSize, .layout]) { _, _, _, _ in .void },
            .noEffect("layoutMarginsDidChange()", on: view), .noEffect("safeAreaInsetsDidChange()", on: view),
            .noEffect("traitCollectionDidChange(_:)", on: view),
            .method("setNeedsDisplay()", on: view, invalidates: .display,
                    note: "the preview draws every state anew") { _, _, _, _ in .void },
            .noEffect("draw(_:)", on: view), .noEffect("setNeedsFocusUpdate()", on: view),
        ]
    }()

    static let constraintMethods: [UIKitMethod] = {
        let view = ["UIView"]
        return [
            .method("setContentHuggingPriority(_:for:)", on: view, invalidates: .layout) { o, args, _, loc in
                o.view.setContentHuggingPriority(try Convert.priority(args.first, loc), for: Convert.axis(args.named("for")))
                return .void
            },
            .method("setContentCompressionResistancePriority(_:for:)", on: view, invalidates: .layout) { o, args, _, loc in
                o.view.setContentCompressionResistancePriority(try Convert.priority(args.first, loc),
                                                               for: Convert.axis(args.named("for")))
                return .void
            },
            .method("contentHuggingPriority(for:)", on: view) { o, args, _, _ in
                .double(o.view.contentHuggingPriority(for: Convert.axis(args.named("for"))))
            },
            .method("contentCompressionResistancePriority(for:)", on: view) { o, args, _, _ in
                .double(o.view.contentCompressionResistancePriority(for: Convert.axis(args.named("for"))))
            },
            .method("addConstraint(_:)", on: view, invalidates: .layout, note: "activates it") { _, args, rt, loc in
                try activate(args, true, rt, loc)
            },
            .method("addConstraints(_:)", on: view, invalidates: .layout, note: "activates them") { _, args, rt, loc in
                try activate(args, true, rt, loc)
            },
            .method("removeConstraint(_:)", on: view, invalidates: .layout, note: "deactivates it") { _, args, rt, loc in
                try activate(args, false, rt, loc)
            },
            .method("removeConstraints(_:)", on: view, invalidates: .layout, note: "deactivates them") { _, args, rt, loc in
                try activate(args, false, rt, loc)
            },
            .method("constraintsAffectingLayout(for:)", on: view,
                    note: "the active constraints on the view along the axis, wherever installed") { o, args, rt, _ in
                // UIKit keeps a constraint on the items' nearest common ancestor: walk up, in installation order.
                let axis: Axis = Convert.axis(args.named("for") ?? args.first)
                var found: [Value] = []
                var node: View? = o.view
                while let holder = node {
                    for c in holder.constraints where c.isActive {
                        let mine = (c.firstItem as? View) === o.view && c.firstAttribute.axis == axis
                            || (c.secondItem as? View) === o.view && c.secondAttribute.axis == axis
                        if mine { found.append(.object(rt.object(for: c))) }
                    }
                    node = holder.superview
                }
                return .array(found)
            },
            .method("addLayoutGuide(_:)", on: view, invalidates: .layout) { o, args, _, _ in
                if case .object(let g)? = args.first, let guide = g as? GuideObject { o.view.addLayoutGuide(guide.guide) }
                return .void
            },
            .method("removeLayoutGuide(_:)", on: view, invalidates: .layout) { o, args, _, _ in
                if case .object(let g)? = args.first, let guide = g as? GuideObject { o.view.removeLayoutGuide(guide.guide) }
                return .void
            },
            .method("systemLayoutSizeFitting(_:)", on: view,
                    note: "also with `withHorizontalFittingPriority:verticalFittingPriority:` (50 when left out)") { o, args, rt, loc in
                let target = args.first.flatMap(Geometry.toSize) ?? (0, 0)
                let h = try args.named("withHorizontalFittingPriority").map { try Convert.priority($0, loc) } ?? 50
                let v = try args.named("verticalFittingPriority").map { try Convert.priority($0, loc) } ?? 50
                try rt.applyIntrinsicOverrides(inTreeOf: o.view, loc: loc)
                let s = rt.engine.systemLayoutSizeFitting(o.view, target: Size(width: target.0, height: target.1),
                                                          horizontal: h, vertical: v, controllerView: o.isMovableRoot(rt))
                return Geometry.size(s.width, s.height)
            },
            .method("sizeToFit()", on: view, invalidates: .layout,
                    note: "asks sizeThatFits with the current size: a multi-line label wraps at its width (Apple)") { o, _, rt, loc in
                let s = try o.naturalSize(rt, within: o.view.frame.size, loc: loc)
                o.view.frame = Rect(x: o.view.frame.minX, y: o.view.frame.minY, width: s.width, height: s.height)
                return .void
            },
            .method("sizeThatFits(_:)", on: view) { o, args, rt, loc in
                let proposed = args.first.flatMap(Geometry.toSize).map { Size(width: $0.0, height: $0.1) } ?? .zero
                let s = try o.naturalSize(rt, within: proposed, loc: loc)
                return Geometry.size(s.width, s.height)
            },
        ]
    }()

    /// `addConstraint(s)` / `removeConstraint(s)`: one constraint or an array of them.
    private static func activate(_ args: Args, _ active: Bool, _ rt: Runtime, _ loc: Loc) throws -> Value {
        let items: [Value]
        if case .array(let list)? = args.first { items = list } else { items = args.first.map { [$0] } ?? [] }
        for item in items {
            if case .object(let o) = item, let c = o as? LayoutConstraintObject { try c.setActive(active, rt, loc: loc) }
        }
        return .void
    }

    static let eventMethods: [UIKitMethod] = {
        let view = ["UIView"], control = ["UIControl"], responder = ["UIResponder"]
        return [
            .method("addGestureRecognizer(_:)", on: view,
                    note: "a tap recognizer's actions are the view's taps") { o, args, rt, _ in
                guard case .object(let g)? = args.first, let gesture = g as? GestureObject else { return .void }
                o.gestureRecognizers.append(gesture)
                gesture.view = o
                if gesture.className == "UITapGestureRecognizer" || gesture.scriptClass != nil
                    || gesture.className == "UIGestureRecognizer" {
                    for action in gesture.actions {
                        rt.registerTap(o, target: action.target, selector: action.selector, block: nil)
                    }
                    gesture.attached = true
                }
                return .void
            },
            .method("removeGestureRecognizer(_:)", on: view) { o, args, rt, _ in
                guard case .object(let g)? = args.first, let gesture = g as? GestureObject else { return .void }
                o.gestureRecognizers.removeAll { $0 === gesture }
                rt.tapHandlers.removeAll { h in
                    h.view === o && gesture.actions.contains(where: { a in a.selector == h.selector })
                }
                return .void
            },
            .method("addTarget(_:action:for:)", on: control,
                    note: "`.touchUpInside`, `.primaryActionTriggered`, `.valueChanged` are taps; editing events too") { o, args, rt, _ in
                let events = Convert.caseName(args.named("for")) ?? "touchUpInside"
                if events == "touchUpInside" || events == "primaryActionTriggered" || events == "valueChanged" {
                    rt.registerTap(o, target: args.first, selector: args.named("action")?.asString, block: nil)
                }
                rt.registerEditingHandler(o, events: Runtime.controlEventNames(args.named("for")), target: args.first,
                                          selector: args.named("action")?.asString, block: nil)
                return .void
            },
            .method("removeTarget(_:action:for:)", on: control, note: "removes every target of the control") { o, _, rt, _ in
                rt.tapHandlers.removeAll { $0.view === o }
                rt.editingHandlers.removeAll { $0.view === o }
                return .void
            },
            .method("addAction(_:for:)", on: control) { o, args, rt, _ in
                let editing = Runtime.controlEventNames(args.named("for")).filter { Runtime.editingEvents.contains($0) }
                if editing.isEmpty { rt.registerTap(o, target: nil, selector: nil, block: args.first) }
                rt.registerEditingHandler(o, events: editing, target: nil, selector: nil, block: args.first)
                return .void
            },
            .method("sendActions(for:)", on: control) { o, args, rt, loc in
                let editing = Runtime.controlEventNames(args.named("for")).filter { Runtime.editingEvents.contains($0) }
                if editing.isEmpty { try rt.performTap(on: o, loc: loc) }
                for event in editing { try rt.sendEditingEvent(event, to: o, loc: loc) }
                return .void
            },
            .method("becomeFirstResponder()", on: responder, invalidates: .layout) { o, _, rt, loc in
                .bool(try rt.becomeFirstResponder(o, loc: loc))
            },
            .method("resignFirstResponder()", on: responder, invalidates: .layout) { o, _, rt, loc in
                .bool(try rt.resignFirstResponder(o, loc: loc))
            },
            .method("endEditing(_:)", on: view, invalidates: .layout) { o, args, rt, loc in
                .bool(try rt.endEditing(in: o, force: args.first?.asBool ?? true, loc: loc))
            },
        ]
    }()
}
