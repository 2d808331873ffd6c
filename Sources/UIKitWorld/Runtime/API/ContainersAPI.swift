import AutoLayout
import SwiftSubset

/// UIStackView, UIScrollView (and its table and collection subclasses), cells, toolbars and effect views as the
/// runtime models them.
enum ContainersAPI {
    static let stack = ["UIStackView"]
    static let scroll = ["UIScrollView"]

    static let properties: [UIKitProperty] = stackView + scrollView + scrollIndicators + tableView + cells + toolbar
        + [.recognised("effect", on: ["UIVisualEffectView"], "UIVisualEffect?")]

    static let stackView: [UIKitProperty] = [
        .modelled("axis", on: stack, "NSLayoutConstraint.Axis", default: .apple(".horizontal", "UIStackView.axis"),
                  invalidates: .layout, sample: "NSLayoutConstraint.Axis.vertical",
                  get: { o, _, _ in .plainCase(o.view.axis == .vertical ? "vertical" : "horizontal") },
                  set: { o, v, _, _ in o.view.axis = Convert.axis(v) }),
        .modelled("spacing", on: stack, "CGFloat", default: .reference("0", "§7.5"), invalidates: .layout, sample: "12.0",
                  get: { o, _, _ in .double(o.view.spacing) },
                  set: { o, v, _, loc in o.view.spacing = try Convert.double(v, "spacing", loc) }),
        .modelled("distribution", on: stack, "UIStackView.Distribution", default: .apple(".fill", "UIStackView.distribution"),
                  invalidates: .layout, sample: "UIStackView.Distribution.fillEqually",
                  get: { o, _, _ in .plainCase(Convert.name(of: o.view.distribution)) },
                  set: { o, v, _, _ in o.view.distribution = Convert.stackDistribution(v) }),
        .modelled("alignment", on: stack, "UIStackView.Alignment", default: .apple(".fill", "UIStackView.alignment"),
                  invalidates: .layout, sample: "UIStackView.Alignment.center",
                  get: { o, _, _ in .plainCase(Convert.name(of: o.view.alignment)) },
                  set: { o, v, _, _ in o.view.alignment = Convert.stackAlignment(v) }),
        .readOnly("arrangedSubviews", on: stack, "[UIView]") { o, rt, _ in
            .array(o.view.arrangedSubviews.map { .object(rt.object(for: $0)) })
        },
        .modelled("isLayoutMarginsRelativeArrangement", on: stack, "Bool",
                  default: .apple("false", "UIStackView.isLayoutMarginsRelativeArrangement"), invalidates: .layout,
                  sample: "true",
                  get: { o, _, _ in .bool(o.view.isLayoutMarginsRelativeArrangement) },
                  set: { o, v, _, _ in o.view.isLayoutMarginsRelativeArrangement = Convert.bool(v) }),
        .modelled("isBaselineRelativeArrangement", on: stack, "Bool",
                  default: .apple("false", "UIStackView.isBaselineRelativeArrangement"), invalidates: .layout,
                  sample: "true",
                  get: { o, _, _ in .bool(o.view.isBaselineRelativeArrangement) },
                  set: { o, v, _, _ in o.view.isBaselineRelativeArrangement = Convert.bool(v) }),
    ]

    static let scrollView: [UIKitProperty] = [
        .modelled("contentInset", on: scroll, "UIEdgeInsets", default: .apple(".zero", "UIScrollView.contentInset"),
                  invalidates: .layout, sample: "UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)",
                  get: { o, _, _ in Geometry.insets(o.view.contentInset) },
                  set: { o, v, _, _ in if let i = Geometry.toInsets(v) { o.view.contentInset = i } }),
        .modelled("contentSize", on: scroll, "CGSize", default: .reference(".zero; with Auto Layout, the content guide's size", "§7.6"),
                  invalidates: .layout, sample: "CGSize(width: 300, height: 900)",
                  get: { o, _, _ in Geometry.size(o.view.contentSize.width, o.view.contentSize.height) },
                  set: { o, v, _, _ in if let (w, h) = Geometry.toSize(v) { o.view.contentSize = Size(width: w, height: h) } }),
        .modelled("contentOffset", on: scroll, "CGPoint", default: .apple(".zero", "UIScrollView.contentOffset"),
                  invalidates: .layout, sample: "CGPoint(x: 0, y: 0)",
                  get: { o, _, _ in Geometry.point(o.view.contentOffset.x, o.view.contentOffset.y) },
                  set: { o, v, rt, loc in if let p = Geometry.toPoint(v) { try rt.scroll(o, to: Point(x: p.0, y: p.1), loc: loc) } }),
        .readOnly("adjustedContentInset", on: scroll, "UIEdgeInsets") { o, _, _ in Geometry.insets(o.view.adjustedContentInset) },
        .readOnly("contentLayoutGuide", on: scroll, "UILayoutGuide") { o, rt, _ in .object(rt.object(for: o.view.contentLayoutGuide)) },
        .readOnly("frameLayoutGuide", on: scroll, "UILayoutGuide") { o, rt, _ in .object(rt.object(for: o.view.frameLayoutGuide)) },
        .modelled("isScrollEnabled", on: scroll, "Bool", default: .apple("true", "UIScrollView.isScrollEnabled"),
                  invalidates: .layout, sample: "false",
                  get: { o, _, _ in .bool(o.view.isScrollEnabled) },
                  set: { o, v, _, _ in o.view.isScrollEnabled = Convert.bool(v) }),
        .modelled("contentInsetAdjustmentBehavior", on: scroll, "UIScrollView.ContentInsetAdjustmentBehavior",
                  default: .apple(".automatic", "UIScrollView.contentInsetAdjustmentBehavior"), invalidates: .layout,
                  sample: "UIScrollView.ContentInsetAdjustmentBehavior.never",
                  get: { o, _, _ in .plainCase(o.view.contentInsetAdjustmentBehavior.rawValue) },
                  set: { o, v, _, _ in
                      o.view.contentInsetAdjustmentBehavior = ContentInsetAdjustmentBehavior(rawValue: Convert.caseName(v) ?? "automatic") ?? .automatic
                  }),
        .modelled("alwaysBounceVertical", on: scroll, "Bool", default: .apple("false", "UIScrollView.alwaysBounceVertical"),
                  invalidates: .layout, sample: "true",
                  get: { o, _, _ in .bool(o.view.alwaysBounceVertical) },
                  set: { o, v, _, _ in o.view.alwaysBounceVertical = Convert.bool(v) }),
        .modelled("alwaysBounceHorizontal", on: scroll, "Bool", default: .apple("false", "UIScrollView.alwaysBounceHorizontal"),
                  invalidates: .layout, sample: "true",
                  get: { o, _, _ in .bool(o.view.alwaysBounceHorizontal) },
                  set: { o, v, _, _ in o.view.alwaysBounceHorizontal = Convert.bool(v) }),
        .stored("isPagingEnabled", on: scroll, "Bool", initial: .bool(false), default: .apple("false", "UIScrollView.isPagingEnabled"),
                sample: "true"),
        .stored("bounces", on: scroll, "Bool", initial: .nilValue, default: .apple("true", "UIScrollView.bounces"), sample: "false"),
        .stored("keyboardDismissMode", on: scroll, "UIScrollView.KeyboardDismissMode", initial: .nilValue,
                default: .apple(".none", "UIScrollView.keyboardDismissMode"), sample: "UIScrollView.KeyboardDismissMode.onDrag"),
        .stored("decelerationRate", on: scroll, "UIScrollView.DecelerationRate", initial: .nilValue,
                default: .apple(".normal", "UIScrollView.decelerationRate"), sample: "UIScrollView.DecelerationRate.fast"),
        .stored("zoomScale", on: scroll, "CGFloat", initial: .nilValue, default: .apple("1.0", "UIScrollView.zoomScale"), sample: "2.0"),
        .stored("minimumZoomScale", on: scroll, "CGFloat", initial: .nilValue, default: .apple("1.0", "UIScrollView.minimumZoomScale"),
                sample: "0.5"),
        .stored("maximumZoomScale", on: scroll, "CGFloat", initial: .nilValue, default: .apple("1.0", "UIScrollView.maximumZoomScale"),
                sample: "3.0"),
        .stored("isDirectionalLockEnabled", on: scroll, "Bool", initial: .nilValue,
                default: .apple("false", "UIScrollView.isDirectionalLockEnabled"), sample: "true"),
        .stored("scrollsToTop", on: scroll, "Bool", initial: .nilValue, default: .apple("true", "UIScrollView.scrollsToTop"),
                sample: "false"),
        .stored("delegate", on: ["UIScrollView", "UITextField"], "UIScrollViewDelegate?", initial: .nilValue,
                default: .apple("nil", "UIScrollView.delegate"), sample: "nil"),
    ]

    static let scrollIndicators: [UIKitProperty] = [
        .stored("showsVerticalScrollIndicator", on: scroll, "Bool", initial: .nilValue,
                default: .apple("true", "UIScrollView.showsVerticalScrollIndicator"), sample: "false"),
        .stored("showsHorizontalScrollIndicator", on: scroll, "Bool", initial: .nilValue,
                default: .apple("true", "UIScrollView.showsHorizontalScrollIndicator"), sample: "false"),
        .stored("scrollIndicatorInsets", on: scroll, "UIEdgeInsets", initial: Geometry.insets(.zero),
                default: .apple(".zero", "UIScrollView.scrollIndicatorInsets"), sample: "UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)"),
        .stored("verticalScrollIndicatorInsets", on: scroll, "UIEdgeInsets", initial: Geometry.insets(.zero),
                default: .apple(".zero", "UIScrollView.verticalScrollIndicatorInsets"),
                sample: "UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)"),
        .stored("horizontalScrollIndicatorInsets", on: scroll, "UIEdgeInsets", initial: Geometry.insets(.zero),
                default: .apple(".zero", "UIScrollView.horizontalScrollIndicatorInsets"),
                sample: "UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)"),
        .stored("automaticallyAdjustsScrollIndicatorInsets", on: scroll, "Bool", initial: .bool(true),
                default: .apple("true", "UIScrollView.automaticallyAdjustsScrollIndicatorInsets"), sample: "false"),
    ]

    static let tableView: [UIKitProperty] = {
        let table = ["UITableView"]
        return [
            .stored("separatorStyle", on: table, "UITableViewCell.SeparatorStyle", initial: .nilValue,
                    default: .apple(".singleLine", "UITableView.separatorStyle"), sample: "UITableViewCell.SeparatorStyle.none"),
            .stored("rowHeight", on: table, "CGFloat", initial: .nilValue,
                    default: .apple("automaticDimension", "UITableView.rowHeight"), sample: "44.0"),
            .stored("estimatedRowHeight", on: table, "CGFloat", initial: .nilValue,
                    default: .apple("automaticDimension", "UITableView.estimatedRowHeight"), sample: "44.0"),
            .stored("allowsSelection", on: table, "Bool", initial: .nilValue, default: .apple("true", "UITableView.allowsSelection"),
                    sample: "false"),
            .stored("insetsContentViewsToSafeArea", on: table, "Bool", initial: .nilValue,
                    default: .apple("true", "UITableView.insetsContentViewsToSafeArea"), sample: "false"),
            .stored("dataSource", on: ["UITableView", "UICollectionView"], "UITableViewDataSource?", initial: .nilValue,
                    default: .apple("nil", "UITableView.dataSource"), sample: "nil"),
        ]
    }()

    static let cells: [UIKitProperty] = {
        let cell = ["UITableViewCell", "UICollectionViewCell"]
        return [
            .readOnly("contentView", on: cell, "UIView") { o, rt, _ in
                o.view.contentView.map { .object(rt.object(for: $0)) } ?? .object(o)
            },
            .readOnly("textLabel", on: ["UITableViewCell"], "UILabel?") { o, _, _ in .object(o.titleLabelProxy) },
            .recognised("detailTextLabel", on: ["UITableViewCell"], "UILabel?"),
            .stored("backgroundView", on: cell, "UIView?", initial: .nilValue, default: .apple("nil", "UITableViewCell.backgroundView"),
                    sample: "UIView()"),
            .stored("selectionStyle", on: ["UITableViewCell"], "UITableViewCell.SelectionStyle", initial: .nilValue,
                    default: .apple(".default", "UITableViewCell.selectionStyle"), sample: "UITableViewCell.SelectionStyle.none"),
            .stored("accessoryType", on: ["UITableViewCell"], "UITableViewCell.AccessoryType", initial: .nilValue,
                    default: .apple(".none", "UITableViewCell.accessoryType"),
                    sample: "UITableViewCell.AccessoryType.disclosureIndicator"),
        ]
    }()

    /// A UIToolbar is laid out as a plain view: its bar items and look are stored.
    static let toolbar: [UIKitProperty] = {
        let bar = ["UIToolbar"]
        func isToolbar(_ o: ViewObject) -> Bool { o.isToolbar }
        return [
            .stored("items", on: bar, "[UIBarButtonItem]?", initial: .nilValue, default: .apple("nil", "UIToolbar.items"),
                    sample: "nil", appliesTo: isToolbar),
            .stored("barStyle", on: bar, "UIBarStyle", initial: .plainCase("default"), default: .apple(".default", "UIToolbar.barStyle"),
                    sample: "UIBarStyle.black", appliesTo: isToolbar),
            .stored("isTranslucent", on: bar, "Bool", initial: .bool(true), default: .apple("true", "UIToolbar.isTranslucent"),
                    sample: "false", appliesTo: isToolbar),
            .stored("barTintColor", on: bar, "UIColor?", initial: .nilValue, default: .apple("nil", "UIToolbar.barTintColor"),
                    sample: "UIColor.red", appliesTo: isToolbar),
        ]
    }()
}
