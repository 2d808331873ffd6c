import SwiftSubset

/// The initializers the runtime makes views with (`ViewObject.nativeInit`, ViewObject+Methods.swift, reads the
/// labels it understands): what docs/supported-api.md lists.
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
}
