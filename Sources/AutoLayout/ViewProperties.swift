/// Value types for the UIKit properties views carry.

/// UIView.AutoresizingMask.
public struct AutoresizingMask: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let flexibleLeftMargin = AutoresizingMask(rawValue: 1 << 0)
    public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
    public static let flexibleRightMargin = AutoresizingMask(rawValue: 1 << 2)
    public static let flexibleTopMargin = AutoresizingMask(rawValue: 1 << 3)
    public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
    public static let flexibleBottomMargin = AutoresizingMask(rawValue: 1 << 5)
}

/// NSLineBreakMode.
public enum LineBreakMode: String, Sendable {
    case byWordWrapping, byCharWrapping, byClipping, byTruncatingHead, byTruncatingTail, byTruncatingMiddle

    /// Word and character wrapping give multi-line text; the other modes keep one line (NSParagraphStyle.h).
    public var wraps: Bool { self == .byWordWrapping || self == .byCharWrapping }
}

/// NSTextAlignment.
public enum TextAlignment: String, Sendable {
    case left, center, right, justified, natural
}

/// How a UIButton is built: the legacy `UIButton(type: .system)` look, or one of the iOS 15
/// `UIButton.Configuration` styles, which use a larger title and content insets.
public enum ButtonStyle: String, Sendable {
    case system, custom, plain, gray, tinted, filled, borderedProminent, bordered, borderless
    /// True for the `UIButton.Configuration` styles.
    public var usesConfiguration: Bool {
        switch self {
        case .system, .custom: return false
        default: return true
        }
    }
}

/// NSDirectionalRectEdge of UIButton.Configuration.imagePlacement: where the image sits against the title.
public enum ButtonImagePlacement: String, Sendable {
    case leading, trailing, top, bottom
}

/// UITextField.BorderStyle.
public enum TextBorderStyle: String, Sendable {
    case none, line, bezel, roundedRect
}

/// UIActivityIndicatorView.Style, by the size it gives the indicator.
public enum ActivityIndicatorStyle: String, Sendable {
    case medium, large

    /// The style a UIKit case name stands for. The pre-iOS 13 styles, deprecated but still compiling, draw the
    /// same two sizes: `.whiteLarge` is the large indicator, `.white` and `.gray` the medium one [3P]. Nil for a
    /// name UIKit does not have.
    public init?(uiKitName name: String) {
        switch name {
        case "large", "whiteLarge": self = .large
        case "medium", "white", "gray": self = .medium
        default: return nil
        }
    }
}

/// One segment of a UISegmentedControl: a title or an image, as UIKit keeps one or the other (setting a title
/// replaces the image, and the other way round).
public struct SegmentedControlSegment: Hashable, Sendable {
    public var title: String?
    /// Image or SF Symbol name, for the preview.
    public var imageName: String?
    /// The image's size in points; nil for a title segment.
    public var imageSize: Size?

    public init(title: String?) {
        self.title = title
    }

    public init(imageName: String, imageSize: Size) {
        self.imageName = imageName
        self.imageSize = imageSize
    }
}

/// UIStackView.Distribution (raw values as UIKit's).
public enum StackDistribution: Int, Sendable {
    case fill = 0, fillEqually = 1, fillProportionally = 2, equalSpacing = 3, equalCentering = 4
}

/// UIStackView.Alignment (raw values as UIKit's; `top` = `leading`, `bottom` = `trailing`).
public enum StackAlignment: Int, Sendable {
    case fill = 0, leading = 1, firstBaseline = 2, center = 3, trailing = 4, lastBaseline = 5
    public static let top = StackAlignment.leading
    public static let bottom = StackAlignment.trailing
}

/// UIScrollView.ContentInsetAdjustmentBehavior.
public enum ContentInsetAdjustmentBehavior: String, Sendable {
    case automatic, scrollableAxes, never, always

    /// The part of a scroll view's safe area this behaviour adds to `contentInset`. `.automatic` (no navigation
    /// bars here) and `.scrollableAxes` add it only along axes that scroll (UIScrollView.h); `.always` adds all
    /// of it, `.never` none.
    public func addedInsets(safeArea: EdgeInsets, scrolling axes: ScrollingAxes) -> EdgeInsets {
        switch self {
        case .never:
            return .zero
        case .always:
            return safeArea
        case .automatic, .scrollableAxes:
            var added = EdgeInsets.zero
            if axes.contains(.vertical) { added.top = safeArea.top; added.bottom = safeArea.bottom }
            if axes.contains(.horizontal) { added.left = safeArea.left; added.right = safeArea.right }
            return added
        }
    }
}

/// The axes along which a scroll view scrolls, for the inset adjustment: content larger than the frame, or
/// bouncing always on (UIScrollView.h).
public struct ScrollingAxes: OptionSet, Sendable {
    public let rawValue: UInt8
    public init(rawValue: UInt8) { self.rawValue = rawValue }
    public static let vertical = ScrollingAxes(rawValue: 1 << 0)
    public static let horizontal = ScrollingAxes(rawValue: 1 << 1)
}

/// Drawing-only properties, passed through to the preview. Colors are kept as the script layer spells them
/// (CSS strings, or `system:<name>` for UIKit's dynamic colors).
public struct ViewAppearance: Hashable, Sendable {
    public var backgroundColor: String?
    public var tintColor: String?
    public var textColor: String?
    public var cornerRadius: Double = 0
    public var borderWidth: Double = 0
    public var borderColor: String?
    public var shadowColor: String?
    public var shadowOpacity: Double = 0
    public var shadowRadius: Double = 3
    public var shadowOffset = Size(width: 0, height: -3)
    /// Ignored by layout, as in UIKit: frames are computed untransformed.
    public var transform: AffineTransform = .identity
    public init() {}
}
