/// What a parent offers a child: SwiftUI's `ProposedViewSize` (iOS 16 `Layout` API, [DOC] PVS).
///
/// Each dimension is nil ("unspecified": answer with your ideal size), a finite length, or `.infinity` (answer
/// with your maximum size); 0 asks for the minimum size. Containers probe children with 0 and ∞ one axis at a time.
public struct ProposedViewSize: Hashable, Sendable, CustomStringConvertible {
    public var width: Double?
    public var height: Double?

    public init(width: Double?, height: Double?) {
        self.width = width
        self.height = height
    }

    public init(_ size: ViewSize) { self.init(width: size.width, height: size.height) }

    /// Both dimensions nil: the ideal size.
    public static let unspecified = ProposedViewSize(width: nil, height: nil)
    public static let zero = ProposedViewSize(width: 0, height: 0)
    public static let infinity = ProposedViewSize(width: .infinity, height: .infinity)

    subscript(axis: Axis) -> Double? {
        get { axis == .horizontal ? width : height }
        set { if axis == .horizontal { width = newValue } else { height = newValue } }
    }

    /// Unspecified dimensions replaced by `size` ([DOC] PVS: the default is 10×10).
    public func replacingUnspecifiedDimensions(by size: ViewSize = ViewSize(width: 10, height: 10)) -> ViewSize {
        ViewSize(width: width ?? size.width, height: height ?? size.height)
    }

    static func axis(_ axis: Axis, _ major: Double?, minor: Double?) -> ProposedViewSize {
        axis == .horizontal ? ProposedViewSize(width: major, height: minor)
                            : ProposedViewSize(width: minor, height: major)
    }

    public var description: String {
        "(\(width.map { "\($0)" } ?? "nil"), \(height.map { "\($0)" } ?? "nil"))"
    }
}
