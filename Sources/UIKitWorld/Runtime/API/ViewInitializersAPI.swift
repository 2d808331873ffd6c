import AutoLayout
import SwiftSubset

/// The initializers the runtime makes views with. `initializers` are the signatures docs/supported-api.md lists;
/// `arguments` are what the runtime does with each label they use. `ViewObject.nativeInit` runs, in this order,
/// every argument entry whose label the call has, whatever the class (`UIView(frame:)` is every view's), then
/// gives the controls UIKit sizes on creation their size.
enum ViewInitializersAPI {
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

    /// One entry per label, in the order a call applies them (the frame before the content that may size the view).
    static let arguments: [UIKitInitializerArgument] = [
        UIKitInitializerArgument(label: "frame") { o, value, _, _ in
            if let r = Geometry.toRect(value) { o.view.frame = r }
        },
        UIKitInitializerArgument(label: "style", when: { $0.kind == .activityIndicator }) { o, value, _, _ in
            o.view.activityIndicatorStyle = Convert.activityIndicatorStyle(value)
        },
        UIKitInitializerArgument(label: "type", when: { $0.kind == .button }) { o, value, _, _ in
            o.view.buttonStyle = Convert.caseName(value) == "custom" ? .custom : .system
        },
        // An image view also takes its image unlabeled.
        UIKitInitializerArgument(label: "image", value: { o, args in
            args.named("image") ?? (o.kind == .imageView ? args.unlabeled : nil)
        }) { o, value, _, _ in
            o.setImage(value)
        },
        UIKitInitializerArgument(label: "arrangedSubviews", when: { $0.kind == .stackView }) { o, value, _, loc in
            guard case .array(let items) = value else { return }
            for item in items { o.view.addArrangedSubview(try o.childArg(item, "arrangedSubviews", loc).view) }
        },
        // A segmented control's segments; any other view keeps the items (a toolbar's bar items).
        UIKitInitializerArgument(label: "items") { o, value, _, _ in
            guard case .array(let list) = value else { return }
            if o.kind == .segmentedControl { o.view.segments = list.map { o.segment(for: $0) } }
            else { o.inert["items"] = .array(list) }
        },
        // A copy, as UIButton.Configuration is a struct.
        UIKitInitializerArgument(label: "configuration") { o, value, _, _ in
            guard case .object(let c) = value, let given = c as? ButtonConfigurationObject else { return }
            let configuration = given.copied(for: o)
            o.buttonConfiguration = configuration
            configuration.apply(to: o)
        },
        // The action runs on a tap.
        UIKitInitializerArgument(label: "primaryAction") { o, value, rt, _ in
            rt.registerTap(o, target: nil, selector: nil, block: value)
        },
    ]
}
