import AutoLayout

/// The UIKit/Foundation class hierarchy the runtime models, for `is`/`as?`, subclassing and lookups.
package enum NativeClasses {
    static let superclass: [String: String] = [
        "UIView": "UIResponder", "UIResponder": "NSObject", "UIViewController": "UIResponder",
        "UILabel": "UIView", "UIImageView": "UIView", "UIControl": "UIView", "UIButton": "UIControl",
        "UITextField": "UIControl", "UISwitch": "UIControl", "UISlider": "UIControl", "UIStepper": "UIControl",
        "UISegmentedControl": "UIControl", "UIPageControl": "UIControl", "UIScrollView": "UIView",
        "UITextView": "UIScrollView", "UITableView": "UIScrollView", "UICollectionView": "UIScrollView",
        "UIStackView": "UIView", "UIActivityIndicatorView": "UIView", "UIProgressView": "UIView",
        "UITableViewCell": "UIView", "UICollectionViewCell": "UICollectionReusableView",
        "UICollectionReusableView": "UIView", "UIVisualEffectView": "UIView", "UIToolbar": "UIView",
        "UINavigationController": "UIViewController", "UITableViewController": "UIViewController",
        "UIHostingController": "UIViewController",
        "UIColor": "NSObject", "UIFont": "NSObject", "UIImage": "NSObject", "UILayoutGuide": "NSObject",
        "NSLayoutConstraint": "NSObject", "UIGestureRecognizer": "NSObject",
        "UITapGestureRecognizer": "UIGestureRecognizer", "UIPanGestureRecognizer": "UIGestureRecognizer",
        "UILongPressGestureRecognizer": "UIGestureRecognizer", "UISwipeGestureRecognizer": "UIGestureRecognizer",
        "CALayer": "NSObject", "CAGradientLayer": "CALayer", "CAShapeLayer": "CALayer",
        "NotificationCenter": "NSObject", "NSAttributedString": "NSObject",
        "NSMutableAttributedString": "NSAttributedString", "UIViewPropertyAnimator": "NSObject", "NSObject": "",
        // SnapKit's classes (its public API, reference §4–5): the NSLayoutConstraint subclass it makes, and the
        // objects of a chain, which lesson code names in helper signatures (`func pin(_ make: ConstraintMaker)`).
        "LayoutConstraint": "NSLayoutConstraint", "Constraint": "NSObject", "ConstraintItem": "NSObject",
        "ConstraintMaker": "NSObject", "ConstraintMakerExtendable": "ConstraintMakerRelatable",
        "ConstraintMakerRelatable": "NSObject", "ConstraintMakerEditable": "ConstraintMakerPrioritizable",
        "ConstraintMakerPrioritizable": "ConstraintMakerFinalizable", "ConstraintMakerFinalizable": "NSObject",
        "ConstraintDescription": "NSObject", "ConstraintViewDSL": "NSObject", "ConstraintLayoutGuideDSL": "NSObject",
        "ConstraintLayoutSupportDSL": "NSObject", "UILayoutSupport": "NSObject",
    ]

    /// SnapKit's public type aliases (its Typealiases.swift and ConstraintConfig.swift on iOS), by the UIKit type
    /// each one is. Swift treats an alias as the type itself: `ConstraintLayoutGuide()` makes a UILayoutGuide.
    static let aliases: [String: String] = [
        "ConstraintView": "UIView", "ConstraintLayoutGuide": "UILayoutGuide", "ConstraintInsets": "UIEdgeInsets",
        "ConstraintDirectionalInsets": "NSDirectionalEdgeInsets", "ConstraintLayoutSupport": "UILayoutSupport",
        "ConstraintInterfaceLayoutDirection": "UIUserInterfaceLayoutDirection",
        "ConstraintMakerPriortizable": "ConstraintMakerPrioritizable",
    ]

    /// SnapKit's public protocols: what its methods accept (`equalTo(_: ConstraintRelatableTarget)`), usable as
    /// types in lesson code (`let targets: [ConstraintRelatableTarget] = [box, 20, guide]`).
    static let protocols: Set<String> = [
        "ConstraintRelatableTarget", "ConstraintConstantTarget", "ConstraintOffsetTarget", "ConstraintInsetTarget",
        "ConstraintDirectionalInsetTarget", "ConstraintMultiplierTarget", "ConstraintPriorityTarget",
        "ConstraintDSL", "ConstraintBasicAttributesDSL", "ConstraintAttributesDSL", "LayoutConstraintItem",
    ]

    /// The type a name stands for: an alias's UIKit type, else the name itself.
    package static func canonical(_ name: String) -> String { aliases[name] ?? name }

    /// The view kind a UIKit class (or a lesson subclass rooted at it) is laid out as.
    static let viewKinds: [String: ViewKind] = [
        "UIView": .view, "UILabel": .label, "UIButton": .button, "UIImageView": .imageView,
        "UITextField": .textField, "UITextView": .textView, "UISwitch": .switchControl,
        "UIActivityIndicatorView": .activityIndicator, "UIPageControl": .pageControl, "UIProgressView": .progressView,
        "UIStackView": .stackView, "UIScrollView": .scrollView, "UITableViewCell": .tableViewCell,
        "UICollectionViewCell": .collectionViewCell, "UISlider": .slider, "UIStepper": .stepper,
        "UISegmentedControl": .segmentedControl, "UIControl": .view, "UIVisualEffectView": .view,
        "UITableView": .scrollView, "UICollectionView": .scrollView, "UICollectionReusableView": .view,
        "UIToolbar": .view,
    ]

    package static func isKnown(_ name: String) -> Bool {
        let name = canonical(name)
        return superclass[name] != nil || valueTypes.contains(name) || protocols.contains(name)
    }

    static let valueTypes: Set<String> = [
        "CGRect", "CGPoint", "CGSize", "UIEdgeInsets", "NSDirectionalEdgeInsets", "CGAffineTransform", "CGFloat",
        "Double", "Float", "Int", "String", "Bool", "TimeInterval", "UILayoutPriority", "UIFont.Weight",
        "DispatchQueue", "DispatchTime", "Notification", "NSValue", "NSNumber", "UIResponder", "Array",
        "Dictionary", "Set", "ConstraintPriority", "UIScreen", "UIApplication", "UIAction", "NSRange",
        "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64",
    ]

    package static func chain(_ name: String) -> [String] {
        var result: [String] = []
        var current: String? = canonical(name)
        while let c = current, !c.isEmpty, result.count < 16 {
            result.append(c)
            current = superclass[c]
        }
        return result
    }

    package static func isSubclass(_ name: String, of other: String) -> Bool {
        if other == "AnyObject" || other == "Any" || other == "NSObject" { return true }
        if let conforms = snapKitConformances[canonical(other)] { return chain(name).contains { conforms.contains($0) } }
        return chain(name).contains(canonical(other))
    }

    /// The UIKit and SnapKit classes that conform to each SnapKit protocol (SnapKit's `extension UIView:
    /// ConstraintRelatableTarget` and so on); numbers and UIKit structs conform too, which `isInstance` answers.
    static let snapKitConformances: [String: Set<String>] = [
        "ConstraintRelatableTarget": ["UIView", "UILayoutGuide", "ConstraintItem"],
        "LayoutConstraintItem": ["UIView", "UILayoutGuide"],
        "ConstraintDSL": ["ConstraintViewDSL", "ConstraintLayoutGuideDSL", "ConstraintLayoutSupportDSL"],
        "ConstraintBasicAttributesDSL": ["ConstraintViewDSL", "ConstraintLayoutGuideDSL"],
        "ConstraintAttributesDSL": ["ConstraintViewDSL", "ConstraintLayoutGuideDSL"],
    ]

    /// SnapKit protocols Swift's numbers conform to (SnapKit's `extension Int: ConstraintRelatableTarget` …).
    package static let numberConformances: Set<String> = [
        "ConstraintRelatableTarget", "ConstraintConstantTarget", "ConstraintOffsetTarget", "ConstraintInsetTarget",
        "ConstraintMultiplierTarget", "ConstraintPriorityTarget",
    ]

    /// SnapKit protocols the geometry structs conform to.
    package static let structConformances: [String: Set<String>] = [
        "CGSize": ["ConstraintRelatableTarget", "ConstraintConstantTarget"],
        "CGPoint": ["ConstraintRelatableTarget", "ConstraintConstantTarget"],
        "UIEdgeInsets": ["ConstraintRelatableTarget", "ConstraintConstantTarget", "ConstraintInsetTarget"],
        "NSDirectionalEdgeInsets": ["ConstraintRelatableTarget", "ConstraintConstantTarget",
                                    "ConstraintDirectionalInsetTarget"],
    ]

    static func viewKind(for name: String) -> ViewKind? {
        for c in chain(name) {
            if let k = viewKinds[c] { return k }
        }
        return nil
    }
}
