/// A width and height in points. Either may be `.infinity` when a view answers an infinite proposal.
public struct ViewSize: Hashable, Sendable, CustomStringConvertible {
    public var width: Double
    public var height: Double

    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }

    public static let zero = ViewSize(width: 0, height: 0)

    subscript(axis: Axis) -> Double {
        get { axis == .horizontal ? width : height }
        set { if axis == .horizontal { width = newValue } else { height = newValue } }
    }

    public var description: String { "(\(width), \(height))" }
}

/// A point in some view's coordinate space.
public struct ViewPoint: Hashable, Sendable {
    public var x: Double
    public var y: Double

    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    public static let zero = ViewPoint(x: 0, y: 0)
}

/// A rectangle: origin (top-left) and size, in points.
public struct ViewRect: Hashable, Sendable, CustomStringConvertible {
    public var x: Double
    public var y: Double
    public var width: Double
    public var height: Double

    public init(x: Double, y: Double, width: Double, height: Double) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    public init(origin: ViewPoint, size: ViewSize) {
        self.init(x: origin.x, y: origin.y, width: size.width, height: size.height)
    }

    public var origin: ViewPoint { ViewPoint(x: x, y: y) }
    public var size: ViewSize { ViewSize(width: width, height: height) }
    public var maxX: Double { x + width }
    public var maxY: Double { y + height }

    /// [x, y, w, h], the frames document's form.
    public var array: [Double] { [x, y, width, height] }

    public var description: String { "[\(x), \(y), \(width), \(height)]" }
}

/// The two layout axes.
public enum Axis: Sendable, Hashable {
    case horizontal, vertical

    var other: Axis { self == .horizontal ? .vertical : .horizontal }
}

/// Insets on the four edges, SwiftUI's `EdgeInsets` (leading/trailing, left-to-right layout).
public struct EdgeInsets: Hashable, Sendable {
    public var top: Double
    public var leading: Double
    public var bottom: Double
    public var trailing: Double

    public init(top: Double = 0, leading: Double = 0, bottom: Double = 0, trailing: Double = 0) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }

    public init(_ all: Double) { self.init(top: all, leading: all, bottom: all, trailing: all) }

    public static let zero = EdgeInsets()

    /// `length` on the edges in `edges`, zero elsewhere (how `padding(_:_:)` builds its insets).
    public init(edges: EdgeSet, length: Double) {
        self.init(top: edges.contains(.top) ? length : 0, leading: edges.contains(.leading) ? length : 0,
                  bottom: edges.contains(.bottom) ? length : 0, trailing: edges.contains(.trailing) ? length : 0)
    }

    var horizontal: Double { leading + trailing }
    var vertical: Double { top + bottom }

    /// [top, leading, bottom, trailing].
    public var array: [Double] { [top, leading, bottom, trailing] }
}

/// SwiftUI's `Edge.Set`.
public struct EdgeSet: OptionSet, Hashable, Sendable {
    public let rawValue: UInt8
    public init(rawValue: UInt8) { self.rawValue = rawValue }

    public static let top = EdgeSet(rawValue: 1)
    public static let leading = EdgeSet(rawValue: 2)
    public static let bottom = EdgeSet(rawValue: 4)
    public static let trailing = EdgeSet(rawValue: 8)
    public static let horizontal: EdgeSet = [.leading, .trailing]
    public static let vertical: EdgeSet = [.top, .bottom]
    public static let all: EdgeSet = [.top, .leading, .bottom, .trailing]
}
