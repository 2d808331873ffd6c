import SwiftSubset

/// Properties of every view (and of view controllers) that lesson code sets for behaviour the preview does not
/// model: accessibility, interaction, appearance overrides, presentation. Setting one is accepted silently and
/// reading it gives what was set.
enum StoredViewAPI {
    static let properties: [UIKitProperty] = view + controller + helpers

    static let view: [UIKitProperty] = {
        let view = ["UIView"]
        func stored(_ name: String, _ type: String, _ value: String, _ symbol: String, sample: String,
                    initial: Value = .nilValue) -> UIKitProperty {
            .stored(name, on: view, type, initial: initial, default: .apple(value, symbol), sample: sample)
        }
        return [
            stored("accessibilityLabel", "String?", "nil", "NSObject.accessibilityLabel", sample: "\"Yopish\""),
            stored("accessibilityIdentifier", "String?", "nil", "UIAccessibilityIdentification.accessibilityIdentifier",
                   sample: "\"close\""),
            stored("accessibilityHint", "String?", "nil", "NSObject.accessibilityHint", sample: "\"Yopadi\""),
            stored("isAccessibilityElement", "Bool", "false (true for standard controls)", "NSObject.isAccessibilityElement",
                   sample: "true"),
            stored("accessibilityTraits", "UIAccessibilityTraits", ".none", "NSObject.accessibilityTraits",
                   sample: "UIAccessibilityTraits.button"),
            stored("isUserInteractionEnabled", "Bool", "true (false for labels and image views)", "UIView.isUserInteractionEnabled",
                   sample: "false", initial: .bool(true)),
            stored("tag", "Int", "0", "UIView.tag", sample: "7", initial: .int(0)),
            stored("contentMode", "UIView.ContentMode", ".scaleToFill", "UIView.contentMode",
                   sample: "UIView.ContentMode.scaleAspectFit"),
            stored("overrideUserInterfaceStyle", "UIUserInterfaceStyle", ".unspecified", "UIView.overrideUserInterfaceStyle",
                   sample: "UIUserInterfaceStyle.dark"),
            stored("semanticContentAttribute", "UISemanticContentAttribute", ".unspecified", "UIView.semanticContentAttribute",
                   sample: "UISemanticContentAttribute.forceRightToLeft"),
            stored("isExclusiveTouch", "Bool", "false", "UIView.isExclusiveTouch", sample: "true"),
            stored("isMultipleTouchEnabled", "Bool", "false", "UIView.isMultipleTouchEnabled", sample: "true"),
            stored("isOpaque", "Bool", "true", "UIView.isOpaque", sample: "false"),
            stored("restorationIdentifier", "String?", "nil", "UIView.restorationIdentifier", sample: "\"card\""),
            stored("cornerConfiguration", "UICornerConfiguration", "none", "UIView.cornerConfiguration", sample: "nil"),
            .stored("largeContentTitle", on: [], "String?", initial: .nilValue,
                    default: .apple("nil", "UILargeContentViewerItem.largeContentTitle"), sample: "\"Yopish\""),
            .stored("showsLargeContentViewer", on: [], "Bool", initial: .nilValue,
                    default: .apple("false", "UILargeContentViewerItem.showsLargeContentViewer"), sample: "true"),
        ]
    }()

    /// Presentation settings of UIViewController, accepted on views too (as the runtime always has).
    static let controller: [UIKitProperty] = {
        let controller = ["UIViewController"]
        func stored(_ name: String, _ type: String, _ value: String, sample: String) -> UIKitProperty {
            .stored(name, on: controller, type, initial: .nilValue, default: .apple(value, "UIViewController.\(name)"), sample: sample)
        }
        return [
            stored("modalPresentationStyle", "UIModalPresentationStyle", ".automatic",
                   sample: "UIModalPresentationStyle.fullScreen"),
            stored("modalTransitionStyle", "UIModalTransitionStyle", ".coverVertical",
                   sample: "UIModalTransitionStyle.crossDissolve"),
            stored("definesPresentationContext", "Bool", "false", sample: "true"),
            stored("hidesBottomBarWhenPushed", "Bool", "false", sample: "true"),
            stored("edgesForExtendedLayout", "UIRectEdge", ".all", sample: "UIRectEdge.top"),
            stored("extendedLayoutIncludesOpaqueBars", "Bool", "false", sample: "true"),
        ]
    }()

    /// Names the runtime answers that are no UIKit property (left out of suggestions and the docs).
    static let helpers: [UIKitProperty] = [
        .recognised("snp_top", on: [], "ConstraintItem"),
    ]
}
