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

    /// The initializer's arguments (ViewInitializersAPI.arguments), each the call has, then the size UIKit gives
    /// the controls it sizes on creation.
    func viewInit(_ args: Args, _ rt: Runtime, loc: Loc) throws {
        for entry in ViewInitializersAPI.arguments where entry.appliesTo?(self) ?? true {
            if let value = entry.value(self, args) { try entry.run(self, value, rt, loc) }
        }
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
