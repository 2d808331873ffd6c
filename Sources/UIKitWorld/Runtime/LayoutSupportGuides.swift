import AutoLayout
import SwiftSubset

/// `topLayoutGuide` / `bottomLayoutGuide` of UIViewController (UILayoutSupport, deprecated in iOS 11 but still in
/// the SDK, and in many older tutorials).
///
/// UIKit defines the top guide as the band from the top of the controller's view down to the bottom of whatever
/// covers it (status bar, navigation bar): since iOS 11 that is the safe area's top. The bottom guide is the band from
/// the safe area's bottom (home indicator, tab bar) down to the view's bottom. Each is a layout guide of the root
/// view, held in place by system constraints (origin `host`), made the first time lesson code asks for it.
extension Runtime {
    /// The guide, made once per controller. Reading it is Swift's deprecation warning, which names the replacement.
    func layoutSupportGuide(of vc: ViewControllerObject, top: Bool, loc: Loc) throws -> Value {
        let name = top ? "topLayoutGuide" : "bottomLayoutGuide"
        let replacement = top ? "view.safeAreaLayoutGuide.topAnchor instead of topLayoutGuide.bottomAnchor"
            : "view.safeAreaLayoutGuide.bottomAnchor instead of bottomLayoutGuide.topAnchor"
        interp.warn("deprecated", "'\(name)' was deprecated in iOS 11.0: Use \(replacement)", at: loc)
        let key = "__" + name
        if let existing = vc.fields[key] { return existing }
        let root = vc.rootView.view
        let guide = LayoutGuide(identifier: top ? "UIViewControllerTopLayoutGuide" : "UIViewControllerBottomLayoutGuide")
        root.addLayoutGuide(guide)
        let safe = root.safeAreaLayoutGuide
        let edges: [(LayoutAttribute, LayoutItem, LayoutAttribute)] = top
            ? [(.top, root, .top), (.bottom, safe, .top)]
            : [(.top, safe, .bottom), (.bottom, root, .bottom)]
        do {
            for (attribute, item, other) in edges + [(.leading, root, .leading), (.trailing, root, .trailing)] {
                let c = try LayoutConstraint(item: guide, attribute: attribute, relatedBy: .equal, toItem: item,
                                             attribute: other, multiplier: 1, constant: 0, origin: .host)
                try c.activate()
            }
        } catch let e as LayoutError {
            throw error(e, loc)
        }
        let object = LayoutSupportObject(guide: guide)
        vc.fields[key] = .object(object)
        return .object(object)
    }
}

/// A UILayoutSupport: `length`, three anchors, and a `snp` with only `top`, `bottom` and `height`
/// (SnapKit's ConstraintLayoutSupportDSL).
final class LayoutSupportObject: NativeObject {
    let guide: LayoutGuide

    init(guide: LayoutGuide) {
        self.guide = guide
        super.init(className: "UILayoutSupport")
    }

    static let anchors: [String: LayoutAttribute] = ["topAnchor": .top, "bottomAnchor": .bottom, "heightAnchor": .height]
    static let names: Set<String> = Set(anchors.keys).union(["length", "snp"])

    override func respondsTo(_ name: String) -> Bool { LayoutSupportObject.names.contains(name) }

    override func get(_ name: String, _ rt: Runtime, loc: Loc) throws -> Value? {
        if let attribute = LayoutSupportObject.anchors[name] { return .object(AnchorObject(item: guide, attribute: attribute)) }
        switch name {
        case "length": return .double(rt.engine.layoutFrame(of: guide).height)
        case "snp":
            return .object(SnapDSLObject(item: guide, owner: self, className: "ConstraintLayoutSupportDSL",
                                         attributes: ["top", "bottom", "height"]))
        default: return nil
        }
    }
}
