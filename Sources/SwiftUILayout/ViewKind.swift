import TextMetrics

/// The shapes SwiftUI draws as views: flexible, they take the whole proposal.
public enum ShapeKind: Hashable, Sendable {
    case rectangle
    case roundedRectangle(cornerRadius: Double)
    case capsule
    case circle
    case ellipse

    var typeName: String {
        switch self {
        case .rectangle: return "Rectangle"
        case .roundedRectangle: return "RoundedRectangle"
        case .capsule: return "Capsule"
        case .circle: return "Circle"
        case .ellipse: return "Ellipse"
        }
    }

    /// The name the page draws the shape by (`style.shape`).
    var styleName: String {
        switch self {
        case .rectangle: return "rectangle"
        case .roundedRectangle: return "roundedRectangle"
        case .capsule: return "capsule"
        case .circle: return "circle"
        case .ellipse: return "ellipse"
        }
    }
}

/// SwiftUI's `Axis.Set`: the axes a ScrollView scrolls along.
public struct AxisSet: OptionSet, Hashable, Sendable {
    public let rawValue: UInt8
    public init(rawValue: UInt8) { self.rawValue = rawValue }

    public static let horizontal = AxisSet(rawValue: 1)
    public static let vertical = AxisSet(rawValue: 2)
}

/// SwiftUI's `ContentMode` for `aspectRatio`.
public enum ContentMode: String, Sendable, Hashable {
    case fit, fill
}

/// SwiftUI's `TextAlignment` (`multilineTextAlignment`).
public enum TextAlignment: String, Sendable, Hashable {
    case leading, center, trailing
}

/// SwiftUI's `Text.TruncationMode`.
public enum TruncationMode: String, Sendable, Hashable {
    case head, middle, tail
}

/// An image leaf: a symbol (`Image(systemName:)`) or a named image with the size of its asset.
public struct ImageContent: Hashable, Sendable {
    public var name: String
    public var isSymbol: Bool
    /// The asset's size; nil for symbols (sized from the font) and for assets whose size is unknown (10×10).
    public var naturalSize: ViewSize?
    /// `.resizable()`: the image takes any proposal instead of its natural size.
    public var isResizable: Bool

    public init(name: String, isSymbol: Bool, naturalSize: ViewSize? = nil, isResizable: Bool = false) {
        self.name = name
        self.isSymbol = isSymbol
        self.naturalSize = naturalSize
        self.isResizable = isResizable
    }
}

/// The frame modifier's flexible form, `frame(minWidth:idealWidth:maxWidth:minHeight:idealHeight:maxHeight:)`.
public struct FlexibleFrame: Hashable, Sendable {
    public var minWidth: Double?
    public var idealWidth: Double?
    public var maxWidth: Double?
    public var minHeight: Double?
    public var idealHeight: Double?
    public var maxHeight: Double?
    public var alignment: Alignment

    public init(minWidth: Double? = nil, idealWidth: Double? = nil, maxWidth: Double? = nil,
                minHeight: Double? = nil, idealHeight: Double? = nil, maxHeight: Double? = nil,
                alignment: Alignment = .center) {
        self.minWidth = minWidth
        self.idealWidth = idealWidth
        self.maxWidth = maxWidth
        self.minHeight = minHeight
        self.idealHeight = idealHeight
        self.maxHeight = maxHeight
        self.alignment = alignment
    }

    func bounds(_ axis: Axis) -> (min: Double?, ideal: Double?, max: Double?) {
        axis == .horizontal ? (minWidth, idealWidth, maxWidth) : (minHeight, idealHeight, maxHeight)
    }
}

/// A shadow as `shadow(color:radius:x:y:)` gives it.
public struct ShadowStyle: Hashable, Sendable {
    public var color: String
    public var radius: Double
    public var x: Double
    public var y: Double

    /// `shadow(radius:)`'s default colour is black at 33 % opacity ([DOC] View/shadow: `Color(.sRGBLinear, white: 0,
    /// opacity: 0.33)`).
    public init(color: String = "rgba(0,0,0,0.33)", radius: Double, x: Double = 0, y: Double = 0) {
        self.color = color
        self.radius = radius
        self.x = x
        self.y = y
    }
}

/// What a node of the view tree is. Leaves have no children; containers have any number; modifiers have one
/// (the modified content), except `background` and `overlay`, whose second child is the secondary content.
public enum ViewKind: Hashable, Sendable {
    // Leaves
    case text(String)
    case image(ImageContent)
    /// A `Color` view; the colour is a CSS string or `system:<name>` (the page resolves light/dark).
    case color(String)
    /// A shape view filled with the environment's foreground style (or `fill` when given).
    case shape(ShapeKind, fill: String?)
    case spacer(minLength: Double?)
    case divider
    case emptyView

    // Containers
    case vStack(alignment: HorizontalAlignment, spacing: Double?)
    case hStack(alignment: VerticalAlignment, spacing: Double?)
    case zStack(alignment: Alignment)
    /// `ScrollView(axes)` with one content view: the content is proposed nil along the scrolling axes.
    case scrollView(AxisSet)
    /// `Group` and `ForEach` over static data: their children become the enclosing container's children.
    case group
    case forEach

    // Modifiers with layout
    /// `padding(_ edges:_ length:)`; a nil length is the platform default (`SwiftUIDefaults.padding`).
    case padding(EdgeSet, Double?)
    /// `padding(_ insets: EdgeInsets)`.
    case paddingInsets(EdgeInsets)
    case frame(width: Double?, height: Double?, alignment: Alignment)
    case flexibleFrame(FlexibleFrame)
    case fixedSize(horizontal: Bool, vertical: Bool)
    case layoutPriority(Double)
    case offset(x: Double, y: Double)
    case position(x: Double, y: Double)
    /// `aspectRatio(_:contentMode:)`; nil ratio keeps the content's own (ideal) aspect ratio. `scaledToFit()`
    /// and `scaledToFill()` are `aspectRatio(nil, .fit/.fill)`.
    case aspectRatio(Double?, ContentMode)
    case background(alignment: Alignment)
    case overlay(alignment: Alignment)
    /// `ignoresSafeArea(_:edges:)`: the view grows into the safe-area insets on `edges` it touches.
    case ignoresSafeArea(EdgeSet)

    // Modifiers that only draw
    case clipped
    case clipShape(ShapeKind)
    case cornerRadius(Double)
    case opacity(Double)
    case shadow(ShadowStyle)
    case hidden

    // Environment modifiers: they set a value for the whole subtree.
    case font(FontSpec)
    /// `foregroundColor(_:)` and `foregroundStyle(_:)`.
    case foregroundStyle(String)
    case lineLimit(Int?)
    case multilineTextAlignment(TextAlignment)
    case truncationMode(TruncationMode)
}

extension ViewKind {
    /// How many children the kind takes: nil for any number.
    var childCount: ClosedRange<Int> {
        switch self {
        case .text, .image, .color, .shape, .spacer, .divider, .emptyView: return 0...0
        case .vStack, .hStack, .zStack, .group, .forEach: return 0...Int.max
        case .background, .overlay: return 2...2
        default: return 1...1
        }
    }

    /// The SwiftUI type (leaves and containers) or modifier name the frames document shows.
    var typeName: String {
        switch self {
        case .text: return "Text"
        case .image: return "Image"
        case .color: return "Color"
        case .shape(let shape, _): return shape.typeName
        case .spacer: return "Spacer"
        case .divider: return "Divider"
        case .emptyView: return "EmptyView"
        case .vStack: return "VStack"
        case .hStack: return "HStack"
        case .zStack: return "ZStack"
        case .scrollView: return "ScrollView"
        case .group: return "Group"
        case .forEach: return "ForEach"
        case .padding, .paddingInsets: return "padding"
        case .frame, .flexibleFrame: return "frame"
        case .fixedSize: return "fixedSize"
        case .layoutPriority: return "layoutPriority"
        case .offset: return "offset"
        case .position: return "position"
        case .aspectRatio: return "aspectRatio"
        case .background: return "background"
        case .overlay: return "overlay"
        case .ignoresSafeArea: return "ignoresSafeArea"
        case .clipped: return "clipped"
        case .clipShape: return "clipShape"
        case .cornerRadius: return "cornerRadius"
        case .opacity: return "opacity"
        case .shadow: return "shadow"
        case .hidden: return "hidden"
        case .font: return "font"
        case .foregroundStyle: return "foregroundStyle"
        case .lineLimit: return "lineLimit"
        case .multilineTextAlignment: return "multilineTextAlignment"
        case .truncationMode: return "truncationMode"
        }
    }

    /// Modifiers whose box is their content's box: they change drawing, the environment, a trait, or the size the
    /// content is proposed, and the output folds them into the content's view (listed in its `modifiers`).
    var sharesContentBox: Bool {
        switch self {
        case .fixedSize, .layoutPriority, .offset, .aspectRatio, .ignoresSafeArea, .clipped, .clipShape,
             .cornerRadius, .opacity, .shadow, .hidden, .font, .foregroundStyle, .lineLimit,
             .multilineTextAlignment, .truncationMode:
            return true
        default:
            return false
        }
    }

    /// Leaves and modifiers are views of their own; `Group`, `ForEach` and `EmptyView` are not (a stack sees
    /// their children, or nothing).
    var isTransparentList: Bool {
        switch self {
        case .group, .forEach: return true
        default: return false
        }
    }
}
