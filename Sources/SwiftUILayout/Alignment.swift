/// SwiftUI's `HorizontalAlignment` guides (left-to-right layout).
public enum HorizontalAlignment: String, Sendable, Hashable {
    case leading, center, trailing
}

/// SwiftUI's `VerticalAlignment` guides. The text baselines fall back to the bottom edge for views without text,
/// as SwiftUI's default baseline guides do ([DOC] VerticalAlignment.firstTextBaseline: "the default is the
/// bottom").
public enum VerticalAlignment: String, Sendable, Hashable {
    case top, center, bottom, firstTextBaseline, lastTextBaseline
}

/// SwiftUI's two-dimensional `Alignment` (frame, ZStack, overlay, background).
public struct Alignment: Hashable, Sendable {
    public var horizontal: HorizontalAlignment
    public var vertical: VerticalAlignment

    public init(horizontal: HorizontalAlignment, vertical: VerticalAlignment) {
        self.horizontal = horizontal
        self.vertical = vertical
    }

    public static let center = Alignment(horizontal: .center, vertical: .center)
    public static let leading = Alignment(horizontal: .leading, vertical: .center)
    public static let trailing = Alignment(horizontal: .trailing, vertical: .center)
    public static let top = Alignment(horizontal: .center, vertical: .top)
    public static let bottom = Alignment(horizontal: .center, vertical: .bottom)
    public static let topLeading = Alignment(horizontal: .leading, vertical: .top)
    public static let topTrailing = Alignment(horizontal: .trailing, vertical: .top)
    public static let bottomLeading = Alignment(horizontal: .leading, vertical: .bottom)
    public static let bottomTrailing = Alignment(horizontal: .trailing, vertical: .bottom)
}

extension HorizontalAlignment {
    /// The guide's x in a box of `width`.
    func position(in width: Double) -> Double {
        switch self {
        case .leading: return 0
        case .center: return width / 2
        case .trailing: return width
        }
    }
}

extension VerticalAlignment {
    /// The guide's y in a box of `height` (baselines resolved separately by the engine).
    func position(in height: Double) -> Double {
        switch self {
        case .top: return 0
        case .center: return height / 2
        case .bottom, .firstTextBaseline, .lastTextBaseline: return height
        }
    }

    var isBaseline: Bool { self == .firstTextBaseline || self == .lastTextBaseline }
}
