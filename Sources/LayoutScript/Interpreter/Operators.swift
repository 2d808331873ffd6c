import Foundation

/// Arithmetic, comparison and equality with Swift's rules for the numeric types the subset models
/// (Int, and Double standing for Double/CGFloat/Float).
enum Operators {
    static func equal(_ a: Value, _ b: Value) -> Bool {
        switch (a, b) {
        case (.nilValue, .nilValue), (.void, .void): return true
        case (.nilValue, _), (_, .nilValue): return false
        case (.int(let x), .int(let y)): return x == y
        case (.int, .double), (.double, .int), (.double, .double): return a.asDouble == b.asDouble
        case (.bool(let x), .bool(let y)): return x == y
        case (.string(let x), .string(let y)): return x == y
        case (.array(let x), .array(let y)): return x.count == y.count && zip(x, y).allSatisfy { equal($0, $1) }
        case (.tuple(let x, _), .tuple(let y, _)): return x.count == y.count && zip(x, y).allSatisfy { equal($0, $1) }
        case (.structure(let x), .structure(let y)):
            return x.typeName == y.typeName && x.fields.count == y.fields.count
                && x.fields.allSatisfy { k, v in y.fields[k].map { equal(v, $0) } ?? false }
        case (.enumCase(let x), .enumCase(let y)):
            if !x.typeName.isEmpty && !y.typeName.isEmpty && x.typeName != y.typeName { return false }
            return x.name == y.name && x.associated.count == y.associated.count
                && zip(x.associated, y.associated).allSatisfy { equal($0, $1) }
        case (.object(let x), .object(let y)): return x === y
        case (.type(let x), .type(let y)): return x.name == y.name
        case (.dictionary(let x), .dictionary(let y)):
            return x.count == y.count && x.allSatisfy { e in y.contains { equal($0.key, e.key) && equal($0.value, e.value) } }
        case (.range(let a1, let b1, let c1), .range(let a2, let b2, let c2)):
            return c1 == c2 && equal(a1, a2) && equal(b1, b2)
        default: return false
        }
    }

    static func compare(_ a: Value, _ b: Value) -> Int? {
        switch (a, b) {
        case (.int(let x), .int(let y)): return x < y ? -1 : (x == y ? 0 : 1)
        case (.string(let x), .string(let y)): return x < y ? -1 : (x == y ? 0 : 1)
        default:
            guard let x = a.asDouble, let y = b.asDouble else { return nil }
            return x < y ? -1 : (x == y ? 0 : 1)
        }
    }

    static func arithmetic(_ op: String, _ a: Value, _ b: Value, loc: Loc) throws -> Value {
        switch (a, b) {
        case (.int(let x), .int(let y)):
            switch op {
            case "+": let (r, o) = x.addingReportingOverflow(y); if o { throw overflow(loc) }; return .int(r)
            case "-": let (r, o) = x.subtractingReportingOverflow(y); if o { throw overflow(loc) }; return .int(r)
            case "*": let (r, o) = x.multipliedReportingOverflow(by: y); if o { throw overflow(loc) }; return .int(r)
            case "&+": return .int(x &+ y)
            case "&-": return .int(x &- y)
            case "&*": return .int(x &* y)
            case "/", "%":
                if y == 0 { throw ScriptError("runtime", "Fatal error: Division by zero", at: loc) }
                if x == Int.min && y == -1 { throw overflow(loc) }
                return .int(op == "/" ? x / y : x % y)
            case "&": return .int(x & y)
            case "|": return .int(x | y)
            case "^": return .int(x ^ y)
            case "<<": return .int(y >= 64 || y < 0 ? 0 : x << y)
            case ">>": return .int(y >= 64 || y < 0 ? (x < 0 ? -1 : 0) : x >> y)
            default: break
            }
        case (.string(let x), .string(let y)) where op == "+":
            return .string(x + y)
        case (.array(let x), .array(let y)) where op == "+":
            return .array(x + y)
        default:
            if let x = a.asDouble, let y = b.asDouble {
                switch op {
                case "+": return .double(x + y)
                case "-": return .double(x - y)
                case "*": return .double(x * y)
                case "/": return .double(x / y)
                case "%": return .double(x.truncatingRemainder(dividingBy: y))
                default: break
                }
            }
            if case .structure(let s) = a, let factor = b.asDouble, op == "*" || op == "/" {
                // CGSize/CGPoint scaling helpers lessons sometimes write via extensions: not Swift, but harmless.
                var r = s
                for (k, v) in s.fields { if let d = v.asDouble { r.fields[k] = .double(op == "*" ? d * factor : d / factor) } }
                return .structure(r)
            }
        }
        throw ScriptError("type-mismatch", "binary operator '\(op)' cannot be applied to \(describeType(a)) and \(describeType(b))", at: loc)
    }

    static func overflow(_ loc: Loc) -> ScriptError {
        ScriptError("runtime", "Fatal error: arithmetic overflow", at: loc)
    }

    static func describeType(_ v: Value) -> String {
        switch v {
        case .void: return "Void"
        case .nilValue: return "nil"
        case .int: return "Int"
        case .double: return "CGFloat"
        case .bool: return "Bool"
        case .string: return "String"
        case .array: return "Array"
        case .dictionary: return "Dictionary"
        case .tuple: return "tuple"
        case .structure(let s): return s.typeName
        case .enumCase(let e): return e.typeName.isEmpty ? "enum case" : e.typeName
        case .object(let o): return o.typeName
        case .function: return "function"
        case .type(let t): return "\(t.name).Type"
        case .range: return "Range"
        }
    }

    /// `String(describing:)` / interpolation text, following Swift's formatting (`1.0`, `Optional` unwrapped
    /// by lessons anyway, arrays as `[1, 2]`).
    static func describe(_ v: Value) -> String {
        switch v {
        case .void: return "()"
        case .nilValue: return "nil"
        case .int(let i): return String(i)
        case .double(let d): return formatDouble(d)
        case .bool(let b): return b ? "true" : "false"
        case .string(let s): return s
        case .array(let items): return "[" + items.map(debugDescribe).joined(separator: ", ") + "]"
        case .dictionary(let entries):
            if entries.isEmpty { return "[:]" }
            return "[" + entries.map { debugDescribe($0.key) + ": " + debugDescribe($0.value) }.joined(separator: ", ") + "]"
        case .tuple(let items, let labels):
            return "(" + zip(items, labels).map { ($1.map { "\($0): " } ?? "") + debugDescribe($0) }.joined(separator: ", ") + ")"
        case .structure(let s):
            return s.typeName + "(" + s.order.map { "\($0): " + describe(s.fields[$0] ?? .void) }.joined(separator: ", ") + ")"
        case .enumCase(let e):
            if e.associated.isEmpty { return e.name }
            return e.name + "(" + e.associated.map(debugDescribe).joined(separator: ", ") + ")"
        case .object(let o): return "<\(o.typeName)>"
        case .function: return "(Function)"
        case .type(let t): return t.name
        case .range(let a, let b, let closed): return describe(a) + (closed ? "..." : "..<") + describe(b)
        }
    }

    static func debugDescribe(_ v: Value) -> String {
        if case .string(let s) = v { return "\"" + s + "\"" }
        return describe(v)
    }

    static func formatDouble(_ d: Double) -> String {
        if d.isNaN { return "nan" }
        if d.isInfinite { return d < 0 ? "-inf" : "inf" }
        if d == d.rounded() && abs(d) < 1e16 { return String(format: "%.1f", d) }
        return "\(d)"
    }

    static func truthy(_ v: Value, loc: Loc) throws -> Bool {
        if case .bool(let b) = v { return b }
        throw ScriptError("type-mismatch", "expected a Bool condition, found \(describeType(v))", at: loc)
    }
}
