import AutoLayout
import SwiftSubset

/// UIView's (and UIResponder's) properties as the runtime models them.
enum UIViewAPI {
    static let view = ["UIView"]
    static let responder = ["UIResponder"]

    static let properties: [UIKitProperty] = geometry + appearance + margins + tree + layoutState + responderState

    static let geometry: [UIKitProperty] = [
        .modelled("frame", on: view, "CGRect", default: .apple(".zero for init()", "UIView.init(frame:)"),
                  invalidates: .layout, sample: "CGRect(x: 10, y: 20, width: 30, height: 40)",
                  get: { o, rt, _ in
                      if o.isMovableRoot(rt) {
                          return Geometry.rect(Rect(x: rt.rootOffset.x, y: rt.rootOffset.y, width: o.view.frame.width,
                                                    height: o.view.frame.height))
                      }
                      return Geometry.rect(o.view.frame)
                  },
                  set: { o, v, rt, loc in
                      guard let r = Geometry.toRect(v) else { throw ScriptError("type-mismatch", "frame expects a CGRect", at: loc) }
                      if o.isMovableRoot(rt) { rt.rootOffset = Point(x: r.minX, y: r.minY); return }
                      o.view.frame = r
                  }),
        .modelled("bounds", on: view, "CGRect", default: .apple("origin .zero, the frame's size", "UIView.bounds"),
                  invalidates: .layout, sample: "CGRect(x: 0, y: 0, width: 30, height: 40)",
                  get: { o, _, _ in Geometry.rect(o.view.bounds) },
                  set: { o, v, rt, loc in
                      guard let r = Geometry.toRect(v) else { throw ScriptError("type-mismatch", "bounds expects a CGRect", at: loc) }
                      o.view.bounds = r
                      try rt.announceScroll(of: o, loc: loc)
                  }),
        .modelled("center", on: view, "CGPoint", default: .apple("the frame's centre", "UIView.center"),
                  invalidates: .layout, sample: "CGPoint(x: 15, y: 25)",
                  get: { o, rt, _ in
                      if o.isMovableRoot(rt) {
                          return Geometry.point(rt.rootOffset.x + o.view.frame.width / 2, rt.rootOffset.y + o.view.frame.height / 2)
                      }
                      return Geometry.point(o.view.frame.midX, o.view.frame.midY)
                  },
                  set: { o, v, rt, loc in
                      guard let (x, y) = Geometry.toPoint(v) else { throw ScriptError("type-mismatch", "center expects a CGPoint", at: loc) }
                      if o.isMovableRoot(rt) {
                          rt.rootOffset = Point(x: x - o.view.frame.width / 2, y: y - o.view.frame.height / 2)
                          return
                      }
                      o.view.center = Point(x: x, y: y)
                  }),
        .modelled("transform", on: view, "CGAffineTransform", default: .apple(".identity", "UIView.transform"),
                  invalidates: .display, sample: "CGAffineTransform(scaleX: 2, y: 3)",
                  get: { o, _, _ in Geometry.transform(o.view.appearance.transform.components) },
                  set: { o, v, _, _ in
                      if let m = Geometry.toTransform(v) {
                          o.view.appearance.transform = AffineTransform(a: m[0], b: m[1], c: m[2], d: m[3], tx: m[4], ty: m[5])
                      }
                  }),
        .modelled("translatesAutoresizingMaskIntoConstraints", on: view, "Bool",
                  default: .reference("true (false once SnapKit constrains the view)", "§7.4"), invalidates: .layout,
                  sample: "false",
                  get: { o, _, _ in .bool(o.view.translatesAutoresizingMaskIntoConstraints) },
                  set: { o, v, _, _ in o.view.translatesAutoresizingMaskIntoConstraints = Convert.bool(v) }),
        .modelled("autoresizingMask", on: view, "UIView.AutoresizingMask", default: .apple("[]", "UIView.autoresizingMask"),
                  invalidates: .layout, sample: "[UIView.AutoresizingMask.flexibleWidth, UIView.AutoresizingMask.flexibleHeight]",
                  get: { o, _, _ in AutoresizingMaskNames.value(o.view.autoresizingMask) },
                  set: { o, v, _, _ in o.view.autoresizingMask = Runtime.autoresizingMask(v) }),
    ]

    static let appearance: [UIKitProperty] = [
        .modelled("isHidden", on: view, "Bool", default: .apple("false", "UIView.isHidden"),
                  invalidates: [.layout, .display], sample: "true",
                  get: { o, _, _ in .bool(o.view.isHidden) },
                  set: { o, v, _, _ in o.view.isHidden = Convert.bool(v) }),
        .modelled("alpha", on: view, "CGFloat", default: .apple("1.0", "UIView.alpha"), invalidates: .display,
                  sample: "0.5",
                  get: { o, _, _ in .double(o.view.alpha) },
                  set: { o, v, rt, loc in
                      let alpha = try Convert.double(v, "alpha", loc)
                      if alpha.isFinite {
                          o.view.alpha = alpha
                      } else {
                          // Reported where code set it (`box.alpha = 0/0`), not at the view's line when a state is
                          // drawn, which then finds nothing left to report.
                          rt.keep([.error("invalid-geometry", "The alpha of \(o.view.layoutDescription) is set to "
                              + "\(alpha.isNaN ? "nan" : "\(alpha)"), which is not finite (UIKit's CALayerInvalidGeometry). "
                              + "It is shown as 0", at: rt.sourceLocation(loc))])
                          o.view.alpha = 0
                      }
                  }),
        .modelled("backgroundColor", on: view, "UIColor?", default: .apple("nil", "UIView.backgroundColor"),
                  invalidates: .display, sample: "UIColor.red",
                  get: { o, _, _ in o.view.appearance.backgroundColor.map { .object(ColorObject(css: $0)) } ?? .nilValue },
                  set: { o, v, _, _ in o.view.appearance.backgroundColor = Convert.color(v) }),
        .modelled("tintColor", on: view, "UIColor!", default: .apple("the superview's, systemBlue at the root", "UIView.tintColor"),
                  invalidates: .display, sample: "UIColor.orange",
                  get: { o, _, _ in .object(ColorObject(css: o.view.appearance.tintColor ?? "system:systemBlue")) },
                  set: { o, v, _, _ in o.view.appearance.tintColor = Convert.color(v) }),
        .modelled("clipsToBounds", on: view, "Bool", default: .apple("false", "UIView.clipsToBounds"),
                  invalidates: .display, sample: "true",
                  get: { o, _, _ in .bool(o.view.clipsToBounds) },
                  set: { o, v, _, _ in o.view.clipsToBounds = Convert.bool(v) }),
        .readOnly("layer", on: view, "CALayer") { o, _, _ in .object(o.layer) },
    ]

    static let margins: [UIKitProperty] = [
        .modelled("layoutMargins", on: view, "UIEdgeInsets",
                  default: .reference("8 on each side; a controller's root view: the system minimum plus the safe area", "§7.7"),
                  invalidates: .layout, sample: "UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)",
                  get: { o, rt, _ in Geometry.insets(o.reportedLayoutMargins(rt)) },
                  set: { o, v, _, loc in
                      guard let i = Geometry.toInsets(v) else { throw ScriptError("type-mismatch", "layoutMargins expects UIEdgeInsets", at: loc) }
                      o.view.layoutMargins = i
                  }),
        .modelled("directionalLayoutMargins", on: view, "NSDirectionalEdgeInsets",
                  default: .reference("8 on each side", "§7.7"), invalidates: .layout,
                  sample: "NSDirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)",
                  get: { o, rt, _ in
                      let m = o.reportedLayoutMargins(rt)
                      return Geometry.directionalInsets(top: m.top, leading: m.left, bottom: m.bottom, trailing: m.right)
                  },
                  set: { o, v, _, loc in
                      guard let i = Geometry.toInsets(v) else {
                          throw ScriptError("type-mismatch", "directionalLayoutMargins expects NSDirectionalEdgeInsets", at: loc)
                      }
                      o.view.layoutMargins = i
                  }),
        .modelled("insetsLayoutMarginsFromSafeArea", on: view, "Bool", default: .reference("true", "§7.7"),
                  invalidates: .layout, sample: "false",
                  get: { o, _, _ in .bool(o.view.insetsLayoutMarginsFromSafeArea) },
                  set: { o, v, _, _ in o.view.insetsLayoutMarginsFromSafeArea = Convert.bool(v) }),
        .modelled("preservesSuperviewLayoutMargins", on: view, "Bool",
                  default: .apple("false", "UIView.preservesSuperviewLayoutMargins"), invalidates: .layout, sample: "true",
                  get: { o, _, _ in .bool(o.view.preservesSuperviewLayoutMargins) },
                  set: { o, v, _, _ in o.view.preservesSuperviewLayoutMargins = Convert.bool(v) }),
        .readOnly("safeAreaInsets", on: view, "UIEdgeInsets") { o, rt, _ in Geometry.insets(rt.safeAreaInsets(of: o.view)) },
    ]

    static let tree: [UIKitProperty] = [
        .readOnly("superview", on: view, "UIView?") { o, rt, _ in o.view.superview.map { .object(rt.object(for: $0)) } ?? .nilValue },
        .readOnly("subviews", on: view, "[UIView]") { o, rt, _ in .array(o.view.subviews.map { .object(rt.object(for: $0)) }) },
        .readOnly("window", on: view, "UIWindow?") { o, rt, _ in
            o.view.superview == nil || !rt.isInWindow(o.view) ? .nilValue : .object(rt.object(for: rt.canvas))
        },
        .readOnly("safeAreaLayoutGuide", on: view, "UILayoutGuide") { o, rt, _ in .object(rt.object(for: o.view.safeAreaLayoutGuide)) },
        .readOnly("layoutMarginsGuide", on: view, "UILayoutGuide") { o, rt, _ in .object(rt.object(for: o.view.layoutMarginsGuide)) },
        .readOnly("readableContentGuide", on: view, "UILayoutGuide") { o, rt, _ in .object(rt.object(for: o.view.readableContentGuide)) },
        .readOnly("keyboardLayoutGuide", on: view, "UIKeyboardLayoutGuide") { o, rt, _ in
            .object(rt.object(for: o.view.keyboardLayoutGuide))
        },
        .readOnly("layoutGuides", on: view, "[UILayoutGuide]") { o, rt, _ in .array(o.view.layoutGuides.map { .object(rt.object(for: $0)) }) },
        .readOnly("snp", on: view, "ConstraintViewDSL") { o, _, _ in .object(SnapDSLObject(item: o.view, owner: o)) },
        .readOnly("gestureRecognizers", on: view, "[UIGestureRecognizer]?") { o, _, _ in .array(o.gestureRecognizers.map { .object($0) }) },
        .readOnly("traitCollection", on: ["UIView", "UIViewController"], "UITraitCollection") { _, rt, _ in rt.traitCollection() },
    ]

    static let layoutState: [UIKitProperty] = [
        .readOnly("intrinsicContentSize", on: view, "CGSize") { o, rt, _ in
            let s = rt.engine.intrinsicContentSize(of: o.view)
            return Geometry.size(s.width, s.height)
        },
        .readOnly("constraints", on: view, "[NSLayoutConstraint]") { o, rt, _ in .array(o.view.constraints.map { .object(rt.object(for: $0)) }) },
        // As the last layout found it (UIKit asks its engine; here the pass that reported `ambiguous`).
        .readOnly("hasAmbiguousLayout", on: view, "Bool") { o, rt, _ in .bool(rt.engine.ambiguousViews.contains(ObjectIdentifier(o.view))) },
    ]

    static let responderState: [UIKitProperty] = [
        .readOnly("isFirstResponder", on: responder, "Bool") { o, rt, _ in .bool(rt.firstResponder === o) },
        .readOnly("canBecomeFirstResponder", on: responder, "Bool") { o, rt, _ in .bool(rt.nativeCanBecomeFirstResponder(o)) },
    ]
}

/// `UIView.AutoresizingMask` members by their Swift names, both ways.
enum AutoresizingMaskNames {
    static let members: [(String, AutoresizingMask)] = [
        ("flexibleLeftMargin", .flexibleLeftMargin), ("flexibleWidth", .flexibleWidth),
        ("flexibleRightMargin", .flexibleRightMargin), ("flexibleTopMargin", .flexibleTopMargin),
        ("flexibleHeight", .flexibleHeight), ("flexibleBottomMargin", .flexibleBottomMargin),
    ]

    /// The mask as an array literal's value (`[.flexibleWidth, .flexibleHeight]`), in UIKit's declaration order.
    static func value(_ mask: AutoresizingMask) -> Value {
        .array(members.filter { mask.contains($0.1) }.map { .plainCase($0.0) })
    }
}
