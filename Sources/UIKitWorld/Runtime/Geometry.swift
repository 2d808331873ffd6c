import AutoLayout
import Foundation
import SwiftSubset

/// Conversions between script values and geometry (`CGRect`, `CGSize`, `CGPoint`, `UIEdgeInsets`,
/// `NSDirectionalEdgeInsets`), accepting Swift's spellings and the symbolic `.zero`.
package enum Geometry {
    static func point(_ x: Double, _ y: Double) -> Value {
        .structure(StructValue("CGPoint", [("x", .double(x)), ("y", .double(y))]))
    }

    static func size(_ w: Double, _ h: Double) -> Value {
        .structure(StructValue("CGSize", [("width", .double(w)), ("height", .double(h))]))
    }

    package static func rect(_ r: Rect) -> Value {
        .structure(StructValue("CGRect", [("origin", point(r.minX, r.minY)), ("size", size(r.width, r.height))]))
    }

    static func insets(_ i: EdgeInsets) -> Value {
        .structure(StructValue("UIEdgeInsets", [("top", .double(i.top)), ("left", .double(i.left)),
                                                ("bottom", .double(i.bottom)), ("right", .double(i.right))]))
    }

    static func directionalInsets(top: Double, leading: Double, bottom: Double, trailing: Double) -> Value {
        .structure(StructValue("NSDirectionalEdgeInsets", [("top", .double(top)), ("leading", .double(leading)),
                                                           ("bottom", .double(bottom)), ("trailing", .double(trailing))]))
    }

    static func isZeroSymbol(_ v: Value) -> Bool {
        if case .enumCase(let e) = v, e.typeName.isEmpty, e.name == "zero" { return true }
        return false
    }

    static func toRect(_ v: Value) -> Rect? {
        if isZeroSymbol(v) { return .zero }
        guard case .structure(let s) = v, s.typeName == "CGRect" else { return nil }
        let (x, y) = toPoint(s.fields["origin"] ?? .void) ?? (0, 0)
        let (w, h) = toSize(s.fields["size"] ?? .void) ?? (0, 0)
        return Rect(x: x, y: y, width: w, height: h)
    }

    static func toPoint(_ v: Value) -> (Double, Double)? {
        if isZeroSymbol(v) { return (0, 0) }
        guard case .structure(let s) = v, s.typeName == "CGPoint" else { return nil }
        return (s.double("x"), s.double("y"))
    }

    static func toSize(_ v: Value) -> (Double, Double)? {
        if isZeroSymbol(v) { return (0, 0) }
        guard case .structure(let s) = v, s.typeName == "CGSize" else { return nil }
        return (s.double("width"), s.double("height"))
    }

    /// UIEdgeInsets (or a directional one read left-to-right).
    static func toInsets(_ v: Value) -> EdgeInsets? {
        if isZeroSymbol(v) { return .zero }
        guard case .structure(let s) = v else { return nil }
        if s.typeName == "UIEdgeInsets" {
            return EdgeInsets(top: s.double("top"), left: s.double("left"), bottom: s.double("bottom"), right: s.double("right"))
        }
        if s.typeName == "NSDirectionalEdgeInsets" {
            return EdgeInsets(top: s.double("top"), left: s.double("leading"), bottom: s.double("bottom"), right: s.double("trailing"))
        }
        return nil
    }

    /// Constructors of the geometry structs, by Swift's labels.
    static func construct(_ typeName: String, _ args: Args) -> Value? {
        func d(_ label: String) -> Double { args.double(label) ?? 0 }
        switch typeName {
        case "CGRect":
            if args.count == 0 { return rect(.zero) }
            if let origin = args.named("origin"), let size = args.named("size"),
               let (x, y) = toPoint(origin), let (w, h) = toSize(size) {
                return rect(Rect(x: x, y: y, width: w, height: h))
            }
            return rect(Rect(x: d("x"), y: d("y"), width: d("width"), height: d("height")))
        case "CGPoint":
            return point(d("x"), d("y"))
        case "CGSize":
            if let s = args.named("square") ?? nil, let v = s.asDouble { return size(v, v) }
            return size(d("width"), d("height"))
        case "UIEdgeInsets":
            if let all = args.double("all") { return insets(EdgeInsets(top: all, left: all, bottom: all, right: all)) }
            if let h = args.double("horizontal") ?? args.double("vertical") {
                let v = args.double("vertical") ?? 0
                let hh = args.double("horizontal") ?? 0
                _ = h
                return insets(EdgeInsets(top: v, left: hh, bottom: v, right: hh))
            }
            return insets(EdgeInsets(top: d("top"), left: d("left"), bottom: d("bottom"), right: d("right")))
        case "NSDirectionalEdgeInsets":
            if let all = args.double("all") { return directionalInsets(top: all, leading: all, bottom: all, trailing: all) }
            return directionalInsets(top: d("top"), leading: d("leading"), bottom: d("bottom"), trailing: d("trailing"))
        case "CGAffineTransform":
            if let sx = args.double("scaleX") {
                return transform([sx, 0, 0, args.double("y") ?? sx, 0, 0])
            }
            if let tx = args.double("translationX") {
                return transform([1, 0, 0, 1, tx, args.double("y") ?? 0])
            }
            if let angle = args.double("rotationAngle") {
                return transform([cos(angle), sin(angle), -sin(angle), cos(angle), 0, 0])
            }
            if args.count == 6 { return transform(args.values.map { $0.asDouble ?? 0 }) }
            return transform([1, 0, 0, 1, 0, 0])
        default:
            return nil
        }
    }

    // MARK: CGRect algebra (CGGeometry.h)

    /// CGRect.null, "the null rectangle, representing an invalid value": origin at +∞, zero size. What
    /// `intersection(_:)` gives for rectangles that do not intersect.
    static let null = Rect(x: .infinity, y: .infinity, width: 0, height: 0)
    /// CGRect.infinite: origin at −greatestFiniteMagnitude / 2, size greatestFiniteMagnitude.
    static let infinite = Rect(x: -Double.greatestFiniteMagnitude / 2, y: -Double.greatestFiniteMagnitude / 2,
                               width: .greatestFiniteMagnitude, height: .greatestFiniteMagnitude)

    static func isNull(_ r: Rect) -> Bool { r.minX.isInfinite || r.minY.isInfinite }

    /// CGRect.standardized: the same rectangle with a non-negative width and height.
    static func standardized(_ r: Rect) -> Rect {
        if isNull(r) { return null }
        return Rect(x: r.width < 0 ? r.minX + r.width : r.minX, y: r.height < 0 ? r.minY + r.height : r.minY,
                    width: abs(r.width), height: abs(r.height))
    }

    /// CGRect.intersection: the common part of the two (standardized) rectangles; `null` when either is null or
    /// they do not intersect. Rectangles that only touch along an edge intersect in a rectangle of zero width or
    /// height (CGRectIntersection compares with `<`/`>`, not `<=`).
    static func intersection(_ a: Rect, _ b: Rect) -> Rect {
        if isNull(a) || isNull(b) { return null }
        let p = standardized(a), q = standardized(b)
        let x0 = max(p.minX, q.minX), y0 = max(p.minY, q.minY)
        let x1 = min(p.maxX, q.maxX), y1 = min(p.maxY, q.maxY)
        if x1 < x0 || y1 < y0 { return null }
        return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    /// CGRect.union: the smallest rectangle containing both; a null rectangle contributes nothing.
    static func union(_ a: Rect, _ b: Rect) -> Rect {
        if isNull(a) { return standardized(b) }
        if isNull(b) { return standardized(a) }
        let p = standardized(a), q = standardized(b)
        let x0 = min(p.minX, q.minX), y0 = min(p.minY, q.minY)
        return Rect(x: x0, y: y0, width: max(p.maxX, q.maxX) - x0, height: max(p.maxY, q.maxY) - y0)
    }

    /// CGRect.contains(_ rect:): whether `b` lies within `a` (the union of the two is `a`); nothing contains a
    /// null rectangle, and a null rectangle contains nothing.
    static func contains(_ a: Rect, _ b: Rect) -> Bool {
        if isNull(a) || isNull(b) { return false }
        return union(a, b) == standardized(a)
    }

    static func transform(_ m: [Double]) -> Value {
        let names = ["a", "b", "c", "d", "tx", "ty"]
        return .structure(StructValue("CGAffineTransform", zip(names, m).map { ($0, .double($1)) }))
    }

    static func toTransform(_ v: Value) -> [Double]? {
        if case .enumCase(let e) = v, e.name == "identity" { return [1, 0, 0, 1, 0, 0] }
        guard case .structure(let s) = v, s.typeName == "CGAffineTransform" else { return nil }
        return ["a", "b", "c", "d", "tx", "ty"].map { s.double($0) }
    }

    static func concat(_ m: [Double], _ n: [Double]) -> [Double] {
        // m then n (CGAffineTransform.concatenating)
        [m[0] * n[0] + m[1] * n[2], m[0] * n[1] + m[1] * n[3],
         m[2] * n[0] + m[3] * n[2], m[2] * n[1] + m[3] * n[3],
         m[4] * n[0] + m[5] * n[2] + n[4], m[4] * n[1] + m[5] * n[3] + n[5]]
    }

    /// Static members: `CGRect.zero`, `UIEdgeInsets.zero`, `CGAffineTransform.identity`, …
    static func staticMember(_ typeName: String, _ name: String) -> Value? {
        switch (typeName, name) {
        case ("CGRect", "zero"): return rect(.zero)
        case ("CGRect", "null"): return rect(null)
        case ("CGRect", "infinite"): return rect(infinite)
        case ("CGPoint", "zero"): return point(0, 0)
        case ("CGSize", "zero"): return size(0, 0)
        case ("UIEdgeInsets", "zero"): return insets(.zero)
        case ("NSDirectionalEdgeInsets", "zero"): return directionalInsets(top: 0, leading: 0, bottom: 0, trailing: 0)
        case ("CGAffineTransform", "identity"): return transform([1, 0, 0, 1, 0, 0])
        default: return nil
        }
    }

    /// Computed members of the geometry structs (`rect.width`, `rect.midX`, `insets.horizontal`…).
    static func member(_ s: StructValue, _ name: String) -> Value? {
        switch s.typeName {
        case "CGRect":
            guard let r = toRect(.structure(s)) else { return nil }
            switch name {
            case "width": return .double(abs(r.width))
            case "height": return .double(abs(r.height))
            case "minX": return .double(r.minX)
            case "minY": return .double(r.minY)
            case "maxX": return .double(r.minX + r.width)
            case "maxY": return .double(r.minY + r.height)
            case "midX": return .double(r.minX + r.width / 2)
            case "midY": return .double(r.minY + r.height / 2)
            case "isEmpty": return .bool(isNull(r) || r.width == 0 || r.height == 0)
            case "isNull": return .bool(isNull(r))
            case "isInfinite": return .bool(r == infinite)
            case "standardized": return rect(standardized(r))
            case "integral":
                let x = r.minX.rounded(.down), y = r.minY.rounded(.down)
                return rect(Rect(x: x, y: y, width: (r.maxX).rounded(.up) - x, height: (r.maxY).rounded(.up) - y))
            default: return nil
            }
        case "CGAffineTransform":
            if name == "isIdentity" { return .bool(toTransform(.structure(s)) == [1, 0, 0, 1, 0, 0]) }
            return nil
        default:
            return nil
        }
    }
}

