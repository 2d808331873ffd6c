import SwiftSubset

/// The UIKit methods views answer and the initializers the runtime makes views with. `ViewObject.call` (with
/// ViewObject+Methods, +ControlState and +Segments) and `ViewObject.nativeInit` run them; these entries are what
/// "did you mean", `respondsTo` and docs/supported-api.md know of them.
enum ViewMethodsAPI {
    static let methods: [UIKitMethod] = {
        let view = ["UIView"], button = ["UIButton"], stack = ["UIStackView"], segmented = ["UISegmentedControl"]
        func m(_ signature: String, _ owners: [String], _ invalidates: Invalidation = []) -> UIKitMethod {
            UIKitMethod(signature: signature, owners: owners, invalidates: invalidates)
        }
        return [
            // The view tree.
            m("addSubview(_:)", view, .layout), m("insertSubview(_:at:)", view, .layout),
            m("removeFromSuperview()", view, .layout), m("bringSubviewToFront(_:)", view, .display),
            m("sendSubviewToBack(_:)", view, .display), m("exchangeSubview(at:withSubviewAt:)", view, .display),
            m("isDescendant(of:)", view), m("viewWithTag(_:)", view),
            m("didMoveToSuperview()", view), m("didMoveToWindow()", view), m("willMove(toSuperview:)", view),
            // The layout cycle.
            m("layoutIfNeeded()", view, .layout), m("setNeedsLayout()", view, .layout), m("layoutSubviews()", view),
            m("setNeedsUpdateConstraints()", view, .layout), m("updateConstraintsIfNeeded()", view, .layout),
            m("updateConstraints()", view), m("invalidateIntrinsicContentSize()", view, [.intrinsicSize, .layout]),
            m("layoutMarginsDidChange()", view), m("safeAreaInsetsDidChange()", view),
            m("traitCollectionDidChange(_:)", view), m("setNeedsDisplay()", view, .display), m("draw(_:)", view),
            m("setNeedsFocusUpdate()", view),
            // Constraints, priorities and sizes.
            m("setContentHuggingPriority(_:for:)", view, .layout),
            m("setContentCompressionResistancePriority(_:for:)", view, .layout),
            m("contentHuggingPriority(for:)", view), m("contentCompressionResistancePriority(for:)", view),
            m("addConstraint(_:)", view, .layout), m("addConstraints(_:)", view, .layout),
            m("removeConstraint(_:)", view, .layout), m("removeConstraints(_:)", view, .layout),
            m("constraintsAffectingLayout(for:)", view), m("addLayoutGuide(_:)", view, .layout),
            m("removeLayoutGuide(_:)", view, .layout), m("systemLayoutSizeFitting(_:)", view),
            m("sizeToFit()", view, .layout), m("sizeThatFits(_:)", view), m("convert(_:to:)", view),
            m("hitTest(_:with:)", view), m("point(inside:with:)", view),
            // Gestures, targets and the responder chain.
            m("addGestureRecognizer(_:)", view), m("removeGestureRecognizer(_:)", view),
            m("addTarget(_:action:for:)", ["UIControl"]), m("removeTarget(_:action:for:)", ["UIControl"]),
            m("addAction(_:for:)", ["UIControl"]), m("sendActions(for:)", ["UIControl"]),
            m("becomeFirstResponder()", ["UIResponder"], .layout), m("resignFirstResponder()", ["UIResponder"], .layout),
            m("endEditing(_:)", view, .layout),
            // UIButton's per-state content.
            m("setTitle(_:for:)", button, [.intrinsicSize, .layout]), m("title(for:)", button),
            m("setTitleColor(_:for:)", button, .display), m("titleColor(for:)", button),
            m("setImage(_:for:)", button, [.intrinsicSize, .layout]), m("image(for:)", button),
            m("setBackgroundImage(_:for:)", button, [.intrinsicSize, .layout]), m("backgroundImage(for:)", button),
            m("setAttributedTitle(_:for:)", button, [.intrinsicSize, .layout]), m("attributedTitle(for:)", button),
            m("setTitleShadowColor(_:for:)", button),
            m("setPreferredSymbolConfiguration(_:forImageIn:)", button, [.intrinsicSize, .layout]),
            m("setNeedsUpdateConfiguration()", button, .layout), m("updateConfiguration()", button, .layout),
            // Stack views.
            m("addArrangedSubview(_:)", stack, .layout), m("insertArrangedSubview(_:at:)", stack, .layout),
            m("removeArrangedSubview(_:)", stack, .layout), m("setCustomSpacing(_:after:)", stack, .layout),
            m("customSpacing(after:)", stack),
            // Small controls.
            m("startAnimating()", ["UIActivityIndicatorView"], .display),
            m("stopAnimating()", ["UIActivityIndicatorView"], .display),
            m("setOn(_:animated:)", ["UISwitch"], .display), m("setProgress(_:animated:)", ["UIProgressView"], .display),
            m("insertSegment(withTitle:at:animated:)", segmented, [.intrinsicSize, .layout]),
            m("removeSegment(at:animated:)", segmented, [.intrinsicSize, .layout]),
            m("removeAllSegments()", segmented, [.intrinsicSize, .layout]), m("titleForSegment(at:)", segmented),
            m("imageForSegment(at:)", segmented), m("setEnabled(_:forSegmentAt:)", segmented),
            m("setSelected(_:animated:)", ["UITableViewCell"]), m("setHighlighted(_:animated:)", ["UITableViewCell"]),
            m("prepareForReuse()", ["UITableViewCell", "UICollectionReusableView"]),
            // Scroll views and tables.
            m("setContentOffset(_:animated:)", ["UIScrollView"], .layout),
            m("scrollRectToVisible(_:animated:)", ["UIScrollView"], .layout),
            m("register(_:forCellReuseIdentifier:)", ["UITableView", "UICollectionView"]),
            m("reloadData()", ["UITableView", "UICollectionView"]),
            m("dequeueReusableCell(withIdentifier:)", ["UITableView"]),
        ]
    }()

    /// Methods only some objects of a class answer (a toolbar is a UIView to the runtime).
    static let toolbarMethods: [UIKitMethod] = [UIKitMethod(signature: "setItems(_:animated:)", owners: ["UIToolbar"], invalidates: [])]

    static let initializers: [UIKitInitializer] = [
        UIKitInitializer(owner: "UIView", signature: "init()", note: "frame .zero"),
        UIKitInitializer(owner: "UIView", signature: "init(frame:)", note: "the frame given"),
        UIKitInitializer(owner: "UIButton", signature: "init(type:)", note: ".custom or .system; other types warn `unsupported-api`"),
        UIKitInitializer(owner: "UIButton", signature: "init(configuration:primaryAction:)",
                         note: "the action's title and image go to the configuration (Apple)"),
        UIKitInitializer(owner: "UIButton", signature: "init(type:primaryAction:)", note: "the action's title and image (Apple)"),
        UIKitInitializer(owner: "UIImageView", signature: "init(image:)",
                         note: "sized to the image (Apple: UIImageView.init(image:))"),
        UIKitInitializer(owner: "UIStackView", signature: "init(arrangedSubviews:)", note: "the views arranged in order"),
        UIKitInitializer(owner: "UISegmentedControl", signature: "init(items:)", note: "one segment per title or image"),
        UIKitInitializer(owner: "UIActivityIndicatorView", signature: "init(style:)",
                         note: "sized to the style (Apple: UIActivityIndicatorView.init(style:))"),
        UIKitInitializer(owner: "UISwitch", signature: "init(frame:)", note: "51 × 31 whatever the frame (Apple: UISwitch.init(frame:))"),
        UIKitInitializer(owner: "UIToolbar", signature: "init(frame:)", note: "laid out as a plain view; items are stored"),
    ]
}
