import AutoLayout
import SwiftSubset

/// SnapKit's ConstraintAttributes: an option set whose union a chain like `make.top.left` builds (reference §1.1).
struct SnapAttributes: OptionSet, Hashable {
    let rawValue: UInt32

    static let left = SnapAttributes(rawValue: 1 << 0)
    static let top = SnapAttributes(rawValue: 1 << 1)
    static let right = SnapAttributes(rawValue: 1 << 2)
    static let bottom = SnapAttributes(rawValue: 1 << 3)
    static let leading = SnapAttributes(rawValue: 1 << 4)
    static let trailing = SnapAttributes(rawValue: 1 << 5)
    static let width = SnapAttributes(rawValue: 1 << 6)
    static let height = SnapAttributes(rawValue: 1 << 7)
    static let centerX = SnapAttributes(rawValue: 1 << 8)
    static let centerY = SnapAttributes(rawValue: 1 << 9)
    static let lastBaseline = SnapAttributes(rawValue: 1 << 10)
    static let firstBaseline = SnapAttributes(rawValue: 1 << 11)
    static let leftMargin = SnapAttributes(rawValue: 1 << 12)
    static let rightMargin = SnapAttributes(rawValue: 1 << 13)
    static let topMargin = SnapAttributes(rawValue: 1 << 14)
    static let bottomMargin = SnapAttributes(rawValue: 1 << 15)
    static let leadingMargin = SnapAttributes(rawValue: 1 << 16)
    static let trailingMargin = SnapAttributes(rawValue: 1 << 17)
    static let centerXWithinMargins = SnapAttributes(rawValue: 1 << 18)
    static let centerYWithinMargins = SnapAttributes(rawValue: 1 << 19)

    static let edges: SnapAttributes = [.left, .top, .right, .bottom]
    static let horizontalEdges: SnapAttributes = [.left, .right]
    static let verticalEdges: SnapAttributes = [.top, .bottom]
    static let directionalEdges: SnapAttributes = [.top, .bottom, .leading, .trailing]
    static let directionalHorizontalEdges: SnapAttributes = [.leading, .trailing]
    static let size: SnapAttributes = [.width, .height]
    static let center: SnapAttributes = [.centerX, .centerY]
    static let margins: SnapAttributes = [.leftMargin, .rightMargin, .topMargin, .bottomMargin]
    static let directionalMargins: SnapAttributes = [.topMargin, .bottomMargin, .leadingMargin, .trailingMargin]
    static let centerWithinMargins: SnapAttributes = [.centerXWithinMargins, .centerYWithinMargins]

    /// Every DSL property name, for "did you mean".
    static let names = ["left", "top", "right", "bottom", "leading", "trailing", "width", "height", "centerX", "centerY",
                        "lastBaseline", "firstBaseline", "leftMargin", "rightMargin", "topMargin", "bottomMargin",
                        "leadingMargin", "trailingMargin", "centerXWithinMargins", "centerYWithinMargins", "edges",
                        "horizontalEdges", "verticalEdges", "directionalEdges", "directionalHorizontalEdges",
                        "directionalVerticalEdges", "size", "center", "margins", "directionalMargins",
                        "centerWithinMargins"]

    /// The DSL property names (`make.<name>`, `view.snp.<name>`).
    static func named(_ name: String) -> SnapAttributes? {
        switch name {
        case "left": return .left
        case "top": return .top
        case "right": return .right
        case "bottom": return .bottom
        case "leading": return .leading
        case "trailing": return .trailing
        case "width": return .width
        case "height": return .height
        case "centerX": return .centerX
        case "centerY": return .centerY
        case "lastBaseline", "baseline": return .lastBaseline
        case "firstBaseline": return .firstBaseline
        case "leftMargin": return .leftMargin
        case "rightMargin": return .rightMargin
        case "topMargin": return .topMargin
        case "bottomMargin": return .bottomMargin
        case "leadingMargin": return .leadingMargin
        case "trailingMargin": return .trailingMargin
        case "centerXWithinMargins": return .centerXWithinMargins
        case "centerYWithinMargins": return .centerYWithinMargins
        case "edges": return .edges
        case "horizontalEdges": return .horizontalEdges
        case "verticalEdges", "directionalVerticalEdges": return .verticalEdges
        case "directionalEdges": return .directionalEdges
        case "directionalHorizontalEdges": return .directionalHorizontalEdges
        case "size": return .size
        case "center": return .center
        case "margins": return .margins
        case "directionalMargins": return .directionalMargins
        case "centerWithinMargins": return .centerWithinMargins
        default: return nil
        }
    }

    private static let canonical: [(SnapAttributes, LayoutAttribute)] = [
        (.left, .left), (.top, .top), (.right, .right), (.bottom, .bottom), (.leading, .leading),
        (.trailing, .trailing), (.width, .width), (.height, .height), (.centerX, .centerX), (.centerY, .centerY),
        (.lastBaseline, .lastBaseline), (.firstBaseline, .firstBaseline), (.leftMargin, .leftMargin),
        (.rightMargin, .rightMargin), (.topMargin, .topMargin), (.bottomMargin, .bottomMargin),
        (.leadingMargin, .leadingMargin), (.trailingMargin, .trailingMargin),
        (.centerXWithinMargins, .centerXWithinMargins), (.centerYWithinMargins, .centerYWithinMargins),
    ]

    /// NSLayoutAttributes in SnapKit's canonical expansion order.
    var layoutAttributes: [LayoutAttribute] {
        SnapAttributes.canonical.filter { contains($0.0) }.map(\.1)
    }
}

/// The value a chain's constant came from, resolved per attribute by SnapKit's rules (reference §3.2).
enum SnapConstant {
    case scalar(Double)
    case size(Double, Double)
    case point(Double, Double)
    /// UIEdgeInsets (scalar `inset(n)` expands to n on every side); NSDirectionalEdgeInsets read as LTR.
    case insets(top: Double, left: Double, bottom: Double, right: Double)

    func resolve(_ a: LayoutAttribute) -> Double {
        switch self {
        case .scalar(let n):
            return n
        case .size(let w, let h):
            return a == .width ? w : (a == .height ? h : 0)
        case .point(let x, let y):
            switch a {
            case .left, .right, .leading, .trailing, .centerX, .leftMargin, .rightMargin, .leadingMargin,
                 .trailingMargin, .centerXWithinMargins:
                return x
            case .width, .height, .notAnAttribute:
                return 0
            default:
                return y
            }
        case .insets(let t, let l, let b, let r):
            switch a {
            case .left, .leftMargin, .leading, .leadingMargin: return l
            case .top, .topMargin, .firstBaseline: return t
            case .right, .rightMargin, .trailing, .trailingMargin: return -r
            case .bottom, .bottomMargin, .lastBaseline: return -b
            case .centerX, .centerXWithinMargins: return (l - r) / 2
            case .centerY, .centerYWithinMargins: return (t - b) / 2
            case .width: return -(l + r)
            case .height: return -(t + b)
            case .notAnAttribute: return 0
            }
        }
    }

    /// A constant target or modifier argument: numbers, CGSize, CGPoint, UIEdgeInsets, NSDirectionalEdgeInsets.
    static func from(_ v: Value) -> SnapConstant? {
        if let d = v.asDouble { return .scalar(d) }
        if Geometry.isZeroSymbol(v) { return .scalar(0) }
        guard case .structure(let s) = v else { return nil }
        switch s.typeName {
        case "CGSize": return .size(s.double("width"), s.double("height"))
        case "CGPoint": return .point(s.double("x"), s.double("y"))
        case "UIEdgeInsets": return .insets(top: s.double("top"), left: s.double("left"), bottom: s.double("bottom"), right: s.double("right"))
        case "NSDirectionalEdgeInsets":
            return .insets(top: s.double("top"), left: s.double("leading"), bottom: s.double("bottom"), right: s.double("trailing"))
        default: return nil
        }
    }
}
