import AutoLayout
import SwiftSubset
import TextMetrics

/// Reading UIKit-typed arguments out of script values (numbers, symbolic enum cases, UIKit objects).
enum Convert {
    static func double(_ v: Value?, _ what: String, _ loc: Loc) throws -> Double {
        guard let v = v else { throw ScriptError("type-mismatch", "missing value for \(what)", at: loc) }
        if let d = v.asDouble { return d }
        if case .enumCase(let e) = v, let p = Runtime.namedPriority(e.name) { return p }
        // `stack.spacing = .zero`: CGFloat.zero, the number a bare `.zero` is where a number is expected.
        if Geometry.isZeroSymbol(v) { return 0 }
        throw ScriptError("type-mismatch", "expected a number for \(what), found \(Operators.describeType(v))", at: loc)
    }

    static func bool(_ v: Value?) -> Bool { v?.asBool ?? false }

    static func caseName(_ v: Value?) -> String? {
        if case .enumCase(let e)? = v { return e.name }
        if case .int(let i)? = v { return String(i) }
        return nil
    }

    /// `.required`, `.high`, `UILayoutPriority(999)`, `600`, `.defaultHigh + 1`.
    static func priority(_ v: Value?, _ loc: Loc) throws -> Double {
        guard let v = v else { return 1000 }
        if let d = v.asDouble { return d }
        if case .enumCase(let e) = v, let p = Runtime.namedPriority(e.name) { return p }
        throw ScriptError("type-mismatch", "expected a priority, found \(Operators.describeType(v))", at: loc)
    }

    static func axis(_ v: Value?) -> Axis {
        caseName(v) == "vertical" || caseName(v) == "1" ? .vertical : .horizontal
    }

    static func color(_ v: Value?) -> String? {
        guard let v = v else { return nil }
        switch v {
        case .object(let o):
            if let c = o as? ColorObject { return c.css }
            return nil
        case .enumCase(let e):
            return ColorObject(system: e.name).css
        default:
            return nil
        }
    }

    static func font(_ v: Value?) -> Font? {
        if case .object(let o)? = v, let f = o as? FontObject { return f.font }
        return nil
    }

    /// `UIActivityIndicatorView.Style`: the iOS 13 cases and the legacy ones (ActivityIndicatorStyle); medium for
    /// anything else.
    static func activityIndicatorStyle(_ v: Value?) -> ActivityIndicatorStyle {
        caseName(v).flatMap { ActivityIndicatorStyle(uiKitName: $0) } ?? .medium
    }

    static func string(_ v: Value?) -> String? {
        guard let v = v else { return nil }
        if case .nilValue = v { return nil }
        if case .string(let s) = v { return s }
        if case .object(let o) = v, let a = o as? AttributedStringObject { return a.string }
        if case .object(let o) = v, let s = o.fields["string"]?.asString { return s }
        return Operators.describe(v)
    }

    static func textAlignment(_ v: Value?) -> TextAlignment {
        TextAlignment(rawValue: caseName(v) ?? "natural") ?? .natural
    }

    static func lineBreakMode(_ v: Value?) -> LineBreakMode {
        LineBreakMode(rawValue: caseName(v) ?? "byTruncatingTail") ?? .byTruncatingTail
    }

    static func stackDistribution(_ v: Value?) -> StackDistribution {
        switch caseName(v) {
        case "fillEqually", "1": return .fillEqually
        case "fillProportionally", "2": return .fillProportionally
        case "equalSpacing", "3": return .equalSpacing
        case "equalCentering", "4": return .equalCentering
        default: return .fill
        }
    }

    static func stackAlignment(_ v: Value?) -> StackAlignment {
        switch caseName(v) {
        case "leading", "top", "1": return .leading
        case "firstBaseline", "2": return .firstBaseline
        case "center", "3": return .center
        case "trailing", "bottom", "4": return .trailing
        case "lastBaseline", "5": return .lastBaseline
        default: return .fill
        }
    }

    static func name(of d: StackDistribution) -> String { String(describing: d) }
    static func name(of a: StackAlignment) -> String { String(describing: a) }
}
