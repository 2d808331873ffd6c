import Diagnostics

/// What a renderer needs to draw a view besides its frame. Field names follow LayoutFrames' `ViewStyle` so that
/// the frames document is filled field by field; colours are the strings the tree gave (CSS or `system:<name>`).
public struct SwiftUIViewStyle: Hashable, Sendable {
    /// The fill of a `Color` or shape view.
    public var backgroundColor: String?
    /// Text colour, or a symbol image's colour: the environment's foreground style.
    public var textColor: String?
    public var tintColor: String?
    /// `cornerRadius(_:)`, or a `RoundedRectangle`'s radius.
    public var cornerRadius: Double?
    /// `clipped()`, `clipShape(_:)` and `cornerRadius(_:)` clip the view's drawing (and its children's).
    public var clipsToBounds: Bool?
    /// The shape drawn (`rectangle`, `roundedRectangle`, `capsule`, `circle`, `ellipse`) for shape views, or the
    /// clip shape of `clipShape(_:)`.
    public var shape: String?
    public var clipShape: String?
    public var shadowColor: String?
    public var shadowRadius: Double?
    public var shadowOffset: [Double]?
    public var fontSize: Double?
    /// 100…900.
    public var fontWeight: Int?
    /// The measured line height in points: what the page must use as CSS line-height.
    public var lineHeight: Double?
    public var fontDesign: String?
    public var italic: Bool?
    /// Text views: `leading`, `center` or `trailing` (`multilineTextAlignment`).
    public var textAlignment: String?
    /// The lines the text may use: the lines kept when it was truncated, else its `lineLimit`; nil: any.
    public var numberOfLines: Int?
    public var truncated: Bool?
    public var truncationMode: String?
    /// `symbol:NAME` for `Image(systemName:)`, the asset name otherwise.
    public var imageName: String?

    public init() {}
}

/// One laid-out box: a leaf, a container, or a modifier that makes a box of its own (padding, frame, position,
/// background, overlay). Modifiers that share their content's box are folded into it and listed in `modifiers`.
public struct PlacedView: Hashable, Sendable {
    /// Stable by position in the tree: `root`, then `.i` for each child index (`root.0.1`).
    public var path: String
    /// The SwiftUI type (`Text`, `VStack`, `Color`, …) or, for a modifier's box, the modifier (`padding`, `frame`).
    public var type: String
    /// The tree node that made the box (a leaf, a container, or a box-making modifier).
    public var node: NodeID
    /// The path of the enclosing box; nil for the root.
    public var parent: String?
    /// In the parent box's coordinates.
    public var frame: ViewRect
    /// In canvas (screen) coordinates.
    public var screen: ViewRect
    /// Where the node was written.
    public var location: SourceLocation?
    /// For a modifier's box: the modifier that made it, as written (`padding(16)`, `frame(maxWidth: .infinity)`).
    public var modifier: String?
    /// Folded modifiers (fixedSize, layoutPriority, cornerRadius, opacity, …), outermost last.
    public var modifiers: [String]
    /// Padding boxes: the insets [top, leading, bottom, trailing], for the page to hatch them.
    public var insets: [Double]?
    /// Children of a stack: the space between the previous child and this one on the stack's axis.
    public var spacingBefore: Double?
    /// ScrollView boxes: the size of the content it scrolls (in the content's coordinates, offsets at zero).
    public var contentSize: ViewSize?
    public var text: String?
    public var hidden: Bool
    public var alpha: Double
    public var style: SwiftUIViewStyle
}

/// The result of a layout pass.
public struct SwiftUILayoutResult: Sendable {
    /// Depth-first, in drawing order (a background before its content, an overlay after it).
    public var views: [PlacedView]
    public var diagnostics: [Diagnostic]
    /// What the root was proposed.
    public var rootProposal: ProposedViewSize

    public func view(at path: String) -> PlacedView? { views.first { $0.path == path } }
}
