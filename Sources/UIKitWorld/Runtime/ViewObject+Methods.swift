import AutoLayout
import SwiftSubset
import TextMetrics

extension ViewObject {
    func viewArg(_ v: Value?, _ what: String, _ loc: Loc) throws -> ViewObject {
        if case .object(let o)? = v, let vo = o as? ViewObject { return vo }
        if case .object(let o)? = v, let vc = o as? ViewControllerObject { return vc.rootView }
        if v?.isNil ?? true {
            throw ScriptError("runtime", "Fatal error: Unexpectedly found nil while unwrapping an Optional value (\(what))", at: loc)
        }
        throw ScriptError("type-mismatch", "\(what) expects a UIView, found \(Operators.describeType(v ?? .void))", at: loc)
    }

    /// A view to add as a subview (or arranged subview) of this one: never itself or one of its ancestors (UIKit
    /// raises, as for `addSubview(self)`).
    func childArg(_ v: Value?, _ what: String, _ loc: Loc) throws -> ViewObject {
        let child = try viewArg(v, what, loc)
        if child.view === view || view.isDescendant(of: child.view) {
            throw ScriptError("runtime", "NSInvalidArgumentException: Can't add self as subview", at: loc)
        }
        return child
    }

    func viewInit(_ args: Args, _ rt: Runtime, loc: Loc) throws {
        if let f = args.named("frame"), let r = Geometry.toRect(f) { view.frame = r }
        if let s = args.named("style"), kind == .activityIndicator {
            view.activityIndicatorStyle = Convert.activityIndicatorStyle(s)
        }
        if let t = args.named("type"), kind == .button {
            view.buttonStyle = Convert.caseName(t) == "custom" ? .custom : .system
        }
        if let img = args.named("image") ?? (kind == .imageView ? args.unlabeled : nil) { setImage(img) }
        if case .array(let items)? = args.named("arrangedSubviews"), kind == .stackView {
            for item in items { view.addArrangedSubview(try childArg(item, "arrangedSubviews", loc).view) }
        }
        if let items = args.named("items"), case .array(let list) = items {
            if kind == .segmentedControl { view.segments = list.map { segment(for: $0) } }
            else { inert["items"] = .array(list) }
        }
        if let c = args.named("configuration"), case .object(let o) = c, let given = o as? ButtonConfigurationObject {
            let conf = given.copied(for: self)
            buttonConfiguration = conf
            conf.apply(to: self)
        }
        if let a = args.named("primaryAction") { rt.registerTap(self, target: nil, selector: nil, block: a) }
        takeInitializerSize(args, rt)
    }

    /// The controls whose UIKit initializers size them, whatever frame they were given (if any). Frames set
    /// afterwards (`frame =`, `center =`) work as for any view; this size is the one they start from.
    private func takeInitializerSize(_ args: Args, _ rt: Runtime) {
        let size: Size
        switch kind {
        case .switchControl:
            // init(frame:), which init() and subclasses go through, "enforces a size appropriate for the
            // control… the size components of this rectangle are ignored" (Apple): 51 × 31.
            size = rt.engine.intrinsicContentSize(of: view)
        case .activityIndicator where args.named("style") != nil:
            // init(style:) "sizes the returned instance according to the specified style" (Apple).
            size = rt.engine.intrinsicContentSize(of: view)
        case .imageView where args.named("image") != nil || args.isUnlabeled:
            // init(image:) "adjusts the frame of the receiver to match the size of the specified image" (Apple);
            // a nil image leaves the frame as it was. Setting `image` later does not resize.
            guard let image = view.imageSize else { return }
            size = image
        default:
            return
        }
        view.frame = Rect(x: view.frame.minX, y: view.frame.minY, width: size.width, height: size.height)
    }

    func viewCall(_ name: String, _ args: Args, _ rt: Runtime, loc: Loc) throws -> Value? {
        // As the matching properties' setters do (their API entries invalidate `.intrinsicSize`).
        if ["setTitle", "setImage", "setAttributedTitle"].contains(name) {
            rt.intrinsicSizeInvalidated.insert(ObjectIdentifier(self))
        }
        switch name {
        case "addSubview":
            let child = try viewArg(args.first, "addSubview", loc)
            if !view.addSubview(child.view) {
                throw ScriptError("runtime", "NSInvalidArgumentException: Can't add self as subview", at: loc)
            }
            try rt.callOverride(child, "didMoveToSuperview", loc: loc)
        case "insertSubview":
            let child = try childArg(args.first, "insertSubview", loc)
            if let i = args.named("at")?.asInt { view.insertSubview(child.view, at: i) }
            else if let above = args.named("aboveSubview") { view.insertSubview(child.view, aboveSubview: try viewArg(above, "aboveSubview", loc).view) }
            else if let below = args.named("belowSubview") { view.insertSubview(child.view, belowSubview: try viewArg(below, "belowSubview", loc).view) }
            else { view.addSubview(child.view) }
        case "removeFromSuperview":
            if view.superview != nil {
                rt.checkConflictsBeforeDeactivating()
                try rt.viewWillLeaveSuperview(view, loc: loc)
            }
            rt.removeSnapConstraints(inSubtreeOf: view, detachingFrom: view.superview)
            view.removeFromSuperview()
        case "bringSubviewToFront": view.bringSubviewToFront(try viewArg(args.first, name, loc).view)
        case "sendSubviewToBack": view.sendSubviewToBack(try viewArg(args.first, name, loc).view)
        case "exchangeSubview":
            view.exchangeSubview(at: args.first?.asInt ?? 0, withSubviewAt: args.named("withSubviewAt")?.asInt ?? 0)
        case "layoutIfNeeded":
            try rt.layoutIfNeeded(of: view, loc: loc)
        case "invalidateIntrinsicContentSize":
            rt.intrinsicSizeInvalidated.insert(ObjectIdentifier(self))
        case "setNeedsLayout", "setNeedsDisplay", "setNeedsFocusUpdate",
             "layoutMarginsDidChange", "safeAreaInsetsDidChange", "didMoveToSuperview", "didMoveToWindow", "willMove",
             "traitCollectionDidChange", "draw", "prepareForReuse", "register", "reloadData",
             "setNeedsUpdateConfiguration", "updateConfiguration":
            break
        case "layoutSubviews", "updateConstraints", "updateConstraintsIfNeeded":
            if name == "updateConstraintsIfNeeded" { try rt.flushUpdateConstraints(loc: loc) }
        case "setNeedsUpdateConstraints":
            if !rt.needsUpdateConstraints.contains(where: { $0 === self }) { rt.needsUpdateConstraints.append(self) }
        case "setContentHuggingPriority":
            view.setContentHuggingPriority(try Convert.priority(args.first, loc), for: Convert.axis(args.named("for")))
        case "setContentCompressionResistancePriority":
            view.setContentCompressionResistancePriority(try Convert.priority(args.first, loc), for: Convert.axis(args.named("for")))
        case "contentHuggingPriority":
            return .double(view.contentHuggingPriority(for: Convert.axis(args.named("for"))))
        case "contentCompressionResistancePriority":
            return .double(view.contentCompressionResistancePriority(for: Convert.axis(args.named("for"))))
        case "addGestureRecognizer":
            guard case .object(let o)? = args.first, let g = o as? GestureObject else { break }
            gestureRecognizers.append(g)
            g.view = self
            if g.className == "UITapGestureRecognizer" || g.scriptClass != nil || g.className == "UIGestureRecognizer" {
                for action in g.actions { rt.registerTap(self, target: action.target, selector: action.selector, block: nil) }
                g.attached = true
            }
        case "removeGestureRecognizer":
            guard case .object(let o)? = args.first, let g = o as? GestureObject else { break }
            gestureRecognizers.removeAll { $0 === g }
            rt.tapHandlers.removeAll { h in h.view === self && g.actions.contains(where: { a in a.selector == h.selector }) }
        case "addLayoutGuide":
            guard case .object(let o)? = args.first, let g = o as? GuideObject else { break }
            view.addLayoutGuide(g.guide)
        case "removeLayoutGuide":
            guard case .object(let o)? = args.first, let g = o as? GuideObject else { break }
            view.removeLayoutGuide(g.guide)
        case "addConstraint", "addConstraints":
            let items: [Value]
            if case .array(let list)? = args.first { items = list } else { items = args.first.map { [$0] } ?? [] }
            for item in items {
                if case .object(let o) = item, let c = o as? LayoutConstraintObject { try c.setActive(true, rt, loc: loc) }
            }
        case "removeConstraint", "removeConstraints":
            let items: [Value]
            if case .array(let list)? = args.first { items = list } else { items = args.first.map { [$0] } ?? [] }
            for item in items {
                if case .object(let o) = item, let c = o as? LayoutConstraintObject { try c.setActive(false, rt, loc: loc) }
            }
        case "systemLayoutSizeFitting":
            let target = args.first.flatMap(Geometry.toSize) ?? (0, 0)
            let h = try args.named("withHorizontalFittingPriority").map { try Convert.priority($0, loc) } ?? 50
            let v = try args.named("verticalFittingPriority").map { try Convert.priority($0, loc) } ?? 50
            try rt.applyIntrinsicOverrides(inTreeOf: view, loc: loc)
            let s = rt.engine.systemLayoutSizeFitting(view, target: Size(width: target.0, height: target.1),
                                                      horizontal: h, vertical: v, controllerView: isMovableRoot(rt))
            return Geometry.size(s.width, s.height)
        case "sizeToFit":
            // UIView.sizeToFit asks sizeThatFits with the current size: a multi-line label wraps at its width.
            let s = try naturalSize(rt, within: view.frame.size, loc: loc)
            view.frame = Rect(x: view.frame.minX, y: view.frame.minY, width: s.width, height: s.height)
        case "sizeThatFits":
            let proposed = args.first.flatMap(Geometry.toSize).map { Size(width: $0.0, height: $0.1) } ?? .zero
            let s = try naturalSize(rt, within: proposed, loc: loc)
            return Geometry.size(s.width, s.height)
        case "isDescendant":
            return .bool(view.isDescendant(of: try viewArg(args.first, name, loc).view))
        case "viewWithTag":
            let tag = args.first?.asInt ?? 0
            return rt.findView(in: self) { $0.inert["tag"]?.asInt == tag } .map { .object($0) } ?? .nilValue
        case "addTarget":
            let events = Convert.caseName(args.named("for")) ?? "touchUpInside"
            if events == "touchUpInside" || events == "primaryActionTriggered" || events == "valueChanged" {
                rt.registerTap(self, target: args.first, selector: args.named("action")?.asString, block: nil)
            }
            rt.registerEditingHandler(self, events: Runtime.controlEventNames(args.named("for")), target: args.first,
                                      selector: args.named("action")?.asString, block: nil)
        case "addAction":
            let editing = Runtime.controlEventNames(args.named("for")).filter { Runtime.editingEvents.contains($0) }
            if editing.isEmpty { rt.registerTap(self, target: nil, selector: nil, block: args.first) }
            rt.registerEditingHandler(self, events: editing, target: nil, selector: nil, block: args.first)
        case "removeTarget":
            rt.tapHandlers.removeAll { $0.view === self }
            rt.editingHandlers.removeAll { $0.view === self }
        case "sendActions":
            let editing = Runtime.controlEventNames(args.named("for")).filter { Runtime.editingEvents.contains($0) }
            if editing.isEmpty { try rt.performTap(on: self, loc: loc) }
            for event in editing { try rt.sendEditingEvent(event, to: self, loc: loc) }
        case "becomeFirstResponder":
            return .bool(try rt.becomeFirstResponder(self, loc: loc))
        case "resignFirstResponder":
            return .bool(try rt.resignFirstResponder(self, loc: loc))
        case "endEditing":
            return .bool(try rt.endEditing(in: self, force: args.first?.asBool ?? true, loc: loc))
        case "setTitle":
            if let c = buttonConfiguration { c.fields["title"] = args.first ?? .nilValue; c.apply(to: self) }
            else { view.text = Convert.string(args.first) }
        case "title":
            return view.text.map { .string($0) } ?? .nilValue
        case "setTitleColor":
            view.appearance.textColor = Convert.color(args.first)
        case "setImage", "setBackgroundImage":
            if name == "setImage" { setImage(args.first ?? .nilValue) }
        case "setAttributedTitle":
            view.text = Convert.string(args.first)
        case "setTitleShadowColor", "setEnabled", "setSelected", "setHighlighted", "hitTest", "point":
            break
        case "dequeueReusableCell":
            return .nilValue
        case "addArrangedSubview":
            let child = try childArg(args.first, name, loc)
            view.addArrangedSubview(child.view)
        case "insertArrangedSubview":
            let child = try childArg(args.first, name, loc)
            view.insertArrangedSubview(child.view, at: args.named("at")?.asInt ?? view.arrangedSubviews.count)
        case "removeArrangedSubview":
            view.removeArrangedSubview(try viewArg(args.first, name, loc).view)
        case "setCustomSpacing":
            let after = try viewArg(args.named("after"), "after", loc).view
            // UIKit ignores a custom spacing after a view that is not (yet) arranged in the stack, without a word;
            // the usual cause is calling it before addArrangedSubview, which an author wants to hear.
            if kind == .stackView, !view.arrangedSubviews.contains(where: { $0 === after }) {
                rt.interp.warn("no-effect", "'setCustomSpacing(_:after:)' has no effect: \(after.layoutDescription) is "
                               + "not an arranged subview of \(view.layoutDescription); call it after addArrangedSubview",
                               at: loc)
            }
            view.setCustomSpacing(try Convert.double(args.first, "spacing", loc), after: after)
        case "customSpacing":
            // UIKit answers spacingUseDefault for a view without a custom spacing (UIStackView.h).
            return .double(view.customSpacing(after: try viewArg(args.named("after"), "after", loc).view) ?? View.spacingUseDefault)
        case "startAnimating": inert["isAnimating"] = .bool(true); if inert["hidesWhenStopped"]?.asBool == true { view.isHidden = false }
        case "stopAnimating": inert["isAnimating"] = .bool(false); if inert["hidesWhenStopped"]?.asBool == true { view.isHidden = true }
        case "setOn": view.isOn = Convert.bool(args.first)
        case "setProgress": view.progress = args.first?.asDouble ?? 0
        case "setContentOffset":
            if let p = args.first.flatMap(Geometry.toPoint) { try rt.scroll(self, to: Point(x: p.0, y: p.1), loc: loc) }
        case "scrollRectToVisible":
            guard let rect = args.first.flatMap(Geometry.toRect) else {
                throw ScriptError("type-mismatch", "scrollRectToVisible expects a CGRect", at: loc)
            }
            try rt.scroll(self, to: rt.offsetShowing(rect, in: view), loc: loc)
        case "convert":
            return try rt.convert(args, from: self, loc: loc)
        case "constraintsAffectingLayout":
            // The active constraints on this view along the axis, wherever they are installed (UIKit keeps a
            // constraint on the items' nearest common ancestor), in installation order.
            let axis: Axis = Convert.axis(args.named("for") ?? args.first)
            var found: [Value] = []
            var node: View? = view
            while let holder = node {
                for c in holder.constraints where c.isActive {
                    let mine = (c.firstItem as? View) === view && c.firstAttribute.axis == axis
                        || (c.secondItem as? View) === view && c.secondAttribute.axis == axis
                    if mine { found.append(.object(rt.object(for: c))) }
                }
                node = holder.superview
            }
            return .array(found)
        default:
            return nil
        }
        return .void
    }
}

extension ViewObject {
    /// What `sizeThatFits`/`sizeToFit` answer. A plain UIView (and a scroll view) keeps its size ("Default is
    /// return existing view size", UIView.h); a label lays its text out within the proposed width; controls,
    /// images and stacks answer the size their content needs, asking lesson `intrinsicContentSize` overrides
    /// first.
    func naturalSize(_ rt: Runtime, within proposed: Size, loc: Loc) throws -> Size {
        // A toolbar answers its bar height at the proposed width (the screen's when none is proposed, as a
        // toolbar made with no frame for an input accessory view gets).
        if isToolbar {
            return Size(width: proposed.width > 0 ? proposed.width : rt.device.screenSize.width,
                        height: ViewObject.toolbarHeight)
        }
        if kind == .view || kind == .scrollView { return view.frame.size }
        // A label's text wraps within the proposed width (numberOfLines 0 or more than 1); its height is free.
        if kind == .label, view.intrinsicContentSizeOverride == nil {
            return rt.engine.labelSizeThatFits(view, width: proposed.width)
        }
        // So does a configuration button's wrapping title or subtitle, inside its content insets.
        if kind == .button, view.intrinsicContentSizeOverride == nil,
           let size = rt.engine.buttonSizeThatFits(view, width: proposed.width) {
            return size
        }
        try rt.applyIntrinsicOverrides(inTreeOf: view, loc: loc)
        let s = rt.fittingSize(of: view)
        return Size(width: max(0, s.width), height: max(0, s.height))
    }
}

extension Runtime {
    /// Calls a lesson override of a UIKit hook on a view (`didMoveToSuperview`, `layoutSubviews`), if any.
    package func callOverride(_ object: ObjectRef, _ name: String, loc: Loc) throws {
        guard let cls = object.scriptClass, let (f, owner) = cls.findMethod(name), f.params.isEmpty else { return }
        _ = try interp.callFunction(f, owner: owner, selfValue: .object(object), .none, loc)
    }

    func findView(in root: ViewObject, _ predicate: (ViewObject) -> Bool) -> ViewObject? {
        if predicate(root) { return root }
        for child in root.view.subviews {
            if let found = findView(in: object(for: child), predicate) { return found }
        }
        return nil
    }

    /// UIView.safeAreaInsets as the last layout pass found them; zero for a view outside the hierarchy.
    func safeAreaInsets(of view: View) -> EdgeInsets {
        guard view.superview != nil || view === canvas else { return .zero }
        return view.safeAreaInsets
    }

    /// UIScrollView.scrollRectToVisible: the nearest offset at which `rect` (content coordinates) lies inside the
    /// bounds less the adjusted content inset, kept within the scrollable range; a rect larger than the visible
    /// area shows its top-left part.
    func offsetShowing(_ rect: Rect, in scroll: View) -> Point {
        let inset = scroll.adjustedContentInset
        let size = scroll.frame.size
        func axis(_ offset: Double, _ low: Double, _ high: Double, _ before: Double, _ after: Double,
                  _ visible: Double, _ content: Double) -> Double {
            var result = offset
            if high > result + visible - after { result = high - visible + after }
            if low < result + before { result = low - before }
            let maximum = max(-before, content - visible + after)
            return min(max(result, -before), maximum)
        }
        return Point(x: axis(scroll.contentOffset.x, rect.minX, rect.maxX, inset.left, inset.right, size.width,
                             scroll.contentSize.width),
                     y: axis(scroll.contentOffset.y, rect.minY, rect.maxY, inset.top, inset.bottom, size.height,
                             scroll.contentSize.height))
    }

    /// A view's natural size for sizeToFit/sizeThatFits: its fitting size with nothing pulling on it (a leaf's
    /// intrinsic content size, a container's size from its content).
    func fittingSize(of view: View) -> Size {
        engine.systemLayoutSizeFitting(view, target: .zero, horizontal: 50, vertical: 50)
    }

    /// `view.convert(rect/point, to: other)` / `from:`, through canvas coordinates.
    func convert(_ args: Args, from source: ViewObject, loc: Loc) throws -> Value {
        let other: ViewObject?
        if case .object(let o)? = args.named("to") ?? args.named("from") { other = o as? ViewObject } else { other = nil }
        let toDirection = args.named("to") != nil
        let origin = engineScreenOrigin(of: source.view)
        let otherOrigin = other.map { engineScreenOrigin(of: $0.view) } ?? (0, 0)
        let dx = toDirection ? origin.0 - otherOrigin.0 : otherOrigin.0 - origin.0
        let dy = toDirection ? origin.1 - otherOrigin.1 : otherOrigin.1 - origin.1
        if let r = args.first.flatMap(Geometry.toRect) {
            return Geometry.rect(Rect(x: r.minX + dx, y: r.minY + dy, width: r.width, height: r.height))
        }
        if let p = args.first.flatMap(Geometry.toPoint) { return Geometry.point(p.0 + dx, p.1 + dy) }
        return args.first ?? .nilValue
    }

    /// Where the point (0, 0) of `view`'s coordinate space lies on the canvas: each view on the way up adds its
    /// frame origin and takes away its bounds origin (a scroll view's content offset), as UIView.convert does.
    func engineScreenOrigin(of view: View) -> (Double, Double) {
        var x = 0.0, y = 0.0
        var node: View? = view
        while let n = node, n !== canvas {
            let bounds = n.bounds
            x += n.frame.minX - bounds.minX
            y += n.frame.minY - bounds.minY
            node = n.superview
        }
        return (x, y)
    }
}
