import Foundation

/// Arithmetic, comparison and equality with Swift's rules for the numeric types the subset models
/// (Int, and Double standing for Double/CGFloat/Float).
package enum Operators {
    /// Swift's `==`. Iterative, so values nested arbitrarily deep (`a = [a]` in a loop) compare without
    /// overflowing the stack.
    package static func equal(_ a: Value, _ b: Value) -> Bool {
        var pending: [(Value, Value)] = []
        var pair = (a, b)
        while true {
            guard equalTopLevel(pair.0, pair.1, &pending) else { return false }
            guard let next = pending.popLast() else { return true }
            pair = next
        }
    }

    /// Compares the outer level of two values; their elements, fields or associated values still to compare go to
    /// `pending`.
    private static func equalTopLevel(_ a: Value, _ b: Value, _ pending: inout [(Value, Value)]) -> Bool {
        switch (a, b) {
        case (.nilValue, .nilValue), (.void, .void): return true
        case (.nilValue, _), (_, .nilValue): return false
        case (.int(let x), .int(let y)): return x == y
        case (.int, .double), (.double, .int), (.double, .double): return a.asDouble == b.asDouble
        case (.bool(let x), .bool(let y)): return x == y
        case (.string(let x), .string(let y)): return x == y
        case (.array(let x), .array(let y)), (.tuple(let x, _), .tuple(let y, _)):
            guard x.count == y.count else { return false }
            pending.append(contentsOf: zip(x, y).reversed())
            return true
        case (.structure(let x), .structure(let y)):
            guard x.typeName == y.typeName && x.fields.count == y.fields.count else { return false }
            for (k, v) in x.fields {
                guard let w = y.fields[k] else { return false }
                pending.append((v, w))
            }
            return true
        case (.enumCase(let x), .enumCase(let y)):
            if !x.typeName.isEmpty && !y.typeName.isEmpty && x.typeName != y.typeName { return false }
            guard x.name == y.name && x.associated.count == y.associated.count else { return false }
            pending.append(contentsOf: zip(x.associated, y.associated).reversed())
            return true
        case (.object(let x), .object(let y)): return x === y
        case (.type(let x), .type(let y)): return x.name == y.name
        case (.dictionary(let x), .dictionary(let y)):
            return x.count == y.count && x.allSatisfy { e in y.contains { equal($0.key, e.key) && equal($0.value, e.value) } }
        case (.range(let a1, let b1, let c1), .range(let a2, let b2, let c2)):
            guard c1 == c2 else { return false }
            pending.append((b1, b2))
            pending.append((a1, a2))
            return true
        default: return false
        }
    }

    package static func compare(_ a: Value, _ b: Value) -> Int? {
        switch (a, b) {
        case (.int(let x), .int(let y)): return x < y ? -1 : (x == y ? 0 : 1)
        case (.string(let x), .string(let y)): return x < y ? -1 : (x == y ? 0 : 1)
        case (.tuple(let xs, _), .tuple(let ys, _)) where xs.count == ys.count:
            // Tuples compare lexicographically, element by element.
            for (x, y) in zip(xs, ys) {
                guard let c = compare(x, y) else { return nil }
                if c != 0 { return c }
            }
            return 0
        default:
            guard let x = a.asDouble, let y = b.asDouble else { return nil }
            return x < y ? -1 : (x == y ? 0 : 1)
        }
    }

    package static func arithmetic(_ op: String, _ a: Value, _ b: Value, loc: Loc) throws -> Value {
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
                if y == 0 {
                    throw ScriptError("runtime", op == "/" ? "Fatal error: Division by zero"
                                        : "Fatal error: Division by zero in remainder operation", at: loc)
                }
                if x == Int.min && y == -1 {
                    throw ScriptError("runtime", op == "/" ? "Fatal error: Division results in an overflow"
                                        : "Fatal error: Division results in an overflow in remainder operation", at: loc)
                }
                return .int(op == "/" ? x / y : x % y)
            case "&": return .int(x & y)
            case "|": return .int(x | y)
            case "^": return .int(x ^ y)
            case "<<": return .int(y >= 64 || y < 0 ? 0 : x << y)
            case ">>": return .int(y >= 64 || y < 0 ? (x < 0 ? -1 : 0) : x >> y)
            default: break
            }
        case (.string(let x), .string(let y)) where op == "+":
            if x.utf8.count + y.utf8.count > Limits.stringSize { throw Interpreter.tooLarge("string", "characters", loc) }
            return .string(x + y)
        case (.array(let x), .array(let y)) where op == "+":
            if x.count + y.count > Limits.collectionSize { throw Interpreter.tooLarge("array", "elements", loc) }
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

    /// Where Swift traps on integer overflow (`Int.max + 1`, `-Int.min`, `abs(Int.min)`).
    package static func overflow(_ loc: Loc) -> ScriptError {
        ScriptError("runtime", "Fatal error: Arithmetic overflow", at: loc)
    }

    /// `-i` with Swift's overflow trap.
    package static func negate(_ i: Int, loc: Loc) throws -> Int {
        let (r, o) = Int(0).subtractingReportingOverflow(i)
        if o { throw overflow(loc) }
        return r
    }

    /// `abs(i)` with Swift's overflow trap (`abs(Int.min)`).
    package static func absolute(_ i: Int, loc: Loc) throws -> Int {
        i < 0 ? try negate(i, loc: loc) : i
    }

    /// The number of integers in `a..<b` / `a...b` (0 when empty), or nil when it does not fit in an Int (Swift
    /// traps on `(Int.min...Int.max).count`).
    package static func rangeCount(_ a: Int, _ b: Int, closed: Bool) -> Int? {
        if closed ? b < a : b <= a { return 0 }
        let (d, o) = b.subtractingReportingOverflow(a)
        if o { return nil }
        if !closed { return d }
        let (c, o2) = d.addingReportingOverflow(1)
        return o2 ? nil : c
    }

    package static func describeType(_ v: Value) -> String {
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
    package static func describe(_ v: Value) -> String {
        var out = ""
        write(v, debug: false, into: &out, depth: 0)
        return out
    }

    package static func debugDescribe(_ v: Value) -> String {
        var out = ""
        write(v, debug: true, into: &out, depth: 0)
        return out
    }

    /// Values nested deeper than this print as `…` (Swift would overflow its stack describing them).
    package static let describeDepth = 1_000

    /// Appends the text of `v`. Stops writing once the text is longer than `Limits.stringSize` (a value shared many
    /// times over, like `a = [a, a]` repeated, can describe as an astronomically long text): the caller then finds the
    /// string too large.
    private static func write(_ v: Value, debug: Bool, into out: inout String, depth: Int) {
        if out.utf8.count > Limits.stringSize { return }
        if depth > describeDepth {
            out += "…"
            return
        }
        func list<T>(_ items: [T], _ open: String, _ close: String, _ each: (T, inout String) -> Void) {
            out += open
            for (i, item) in items.enumerated() {
                if i > 0 { out += ", " }
                each(item, &out)
                if out.utf8.count > Limits.stringSize { return }
            }
            out += close
        }
        switch v {
        case .void: out += "()"
        case .nilValue: out += "nil"
        case .int(let i): out += String(i)
        case .double(let d): out += formatDouble(d)
        case .bool(let b): out += b ? "true" : "false"
        case .string(let s): out += debug ? "\"" + s + "\"" : s
        case .array(let items):
            list(items, "[", "]") { write($0, debug: true, into: &$1, depth: depth + 1) }
        case .dictionary(let entries):
            if entries.isEmpty { out += "[:]"; return }
            list(entries, "[", "]") { e, out in
                write(e.key, debug: true, into: &out, depth: depth + 1)
                out += ": "
                write(e.value, debug: true, into: &out, depth: depth + 1)
            }
        case .tuple(let items, let labels):
            list(Array(zip(items, labels)), "(", ")") { pair, out in
                if let label = pair.1 { out += "\(label): " }
                write(pair.0, debug: true, into: &out, depth: depth + 1)
            }
        case .structure(let s):
            out += s.typeName
            list(s.order, "(", ")") { name, out in
                out += "\(name): "
                write(s.fields[name] ?? .void, debug: false, into: &out, depth: depth + 1)
            }
        case .enumCase(let e):
            out += e.name
            if !e.associated.isEmpty {
                list(e.associated, "(", ")") { write($0, debug: true, into: &$1, depth: depth + 1) }
            }
        case .object(let o): out += "<\(o.typeName)>"
        case .function: out += "(Function)"
        case .type(let t): out += t.name
        case .range(let a, let b, let closed):
            write(a, debug: false, into: &out, depth: depth + 1)
            out += closed ? "..." : "..<"
            write(b, debug: false, into: &out, depth: depth + 1)
        }
    }

    package static func formatDouble(_ d: Double) -> String {
        if d.isNaN { return "nan" }
        if d.isInfinite { return d < 0 ? "-inf" : "inf" }
        if d == d.rounded() && abs(d) < 1e16 { return String(format: "%.1f", d) }
        return "\(d)"
    }

    package static func truthy(_ v: Value, loc: Loc) throws -> Bool {
        if case .bool(let b) = v { return b }
        throw ScriptError("type-mismatch", "expected a Bool condition, found \(describeType(v))", at: loc)
    }
}
