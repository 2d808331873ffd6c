import SwiftSubset

/// Standard-library initializers that trap in Swift on bad input (fixed-width integers, dictionaries from pairs)
/// and `random(in:)`: the trap becomes a `runtime` error with Swift's wording.
extension Runtime {
    /// The fixed-width integer types, with the bounds the runtime can hold (it models every integer as an `Int`,
    /// so `UInt` and `UInt64` stop at `Int.max`).
    static let integerBounds: [String: (min: Int, max: Int)] = [
        "Int8": (Int(Int8.min), Int(Int8.max)), "Int16": (Int(Int16.min), Int(Int16.max)),
        "Int32": (Int(Int32.min), Int(Int32.max)), "Int64": (Int.min, Int.max),
        "UInt8": (0, Int(UInt8.max)), "UInt16": (0, Int(UInt16.max)), "UInt32": (0, Int(UInt32.max)),
        "UInt": (0, Int.max), "UInt64": (0, Int.max),
    ]

    /// `UInt8(300)`, `Int32(x)`, `UInt(-1)`, `UInt8(clamping:)`, `Int16(truncatingIfNeeded:)`, `UInt8(exactly:)`,
    /// `UInt8("42")`.
    func convertInteger(_ typeName: String, _ args: Args, loc: Loc) throws -> Value {
        guard let (low, high) = Runtime.integerBounds[typeName] else { return .nilValue }
        guard let value = args.first else { return .int(0) }
        let label = args.labels.first ?? nil
        if case .string(let s) = value { return Int(s).map { $0 >= low && $0 <= high ? .int($0) : .nilValue } ?? .nilValue }
        if case .double(let d) = value {
            if label == "exactly" { return d.rounded(.towardZero) == d && d >= Double(low) && d <= Double(high) ? .int(Int(d)) : .nilValue }
            guard d.isFinite else {
                throw ScriptError("runtime", "Fatal error: Double value cannot be converted to \(typeName) because it is either infinite or NaN", at: loc)
            }
            // Swift truncates toward zero, then requires the result to fit.
            let t = d.rounded(.towardZero)
            if t < Double(low) {
                throw ScriptError("runtime", "Fatal error: Double value cannot be converted to \(typeName) because the result would be less than \(typeName).min", at: loc)
            }
            // 2^63 for Int.max (`Double(Int.max)` rounds up to it): the first value that does not fit.
            let limit = high == Int.max ? 9.223372036854775808e18 : Double(high) + 1
            if t >= limit {
                if high == Int.max && typeName.hasPrefix("U") {
                    throw ScriptError("runtime", "\(typeName)(\(Operators.formatDouble(d))) does not fit in the Int the layout runtime uses for \(typeName)", at: loc)
                }
                throw ScriptError("runtime", "Fatal error: Double value cannot be converted to \(typeName) because the result would be greater than \(typeName).max", at: loc)
            }
            return .int(Int(t))
        }
        guard case .int(let i) = value else {
            throw ScriptError("type-mismatch", "no initializer of '\(typeName)' takes \(Operators.describeType(value))", at: loc)
        }
        switch label {
        case "clamping":
            return .int(Swift.min(Swift.max(i, low), high))
        case "truncatingIfNeeded":
            switch typeName {
            case "Int8": return .int(Int(Int8(truncatingIfNeeded: i)))
            case "Int16": return .int(Int(Int16(truncatingIfNeeded: i)))
            case "Int32": return .int(Int(Int32(truncatingIfNeeded: i)))
            case "UInt8": return .int(Int(UInt8(truncatingIfNeeded: i)))
            case "UInt16": return .int(Int(UInt16(truncatingIfNeeded: i)))
            case "UInt32": return .int(Int(UInt32(truncatingIfNeeded: i)))
            case "UInt", "UInt64":
                if i < 0 { throw ScriptError("runtime", "\(typeName)(truncatingIfNeeded: \(i)) does not fit in the Int the layout runtime uses for \(typeName)", at: loc) }
                return .int(i)
            default: return .int(i)
            }
        case "exactly":
            return i >= low && i <= high ? .int(i) : .nilValue
        default:
            if i < low {
                throw ScriptError("runtime", low == 0 ? "Fatal error: Negative value is not representable"
                                    : "Fatal error: Not enough bits to represent the passed value", at: loc)
            }
            if i > high { throw ScriptError("runtime", "Fatal error: Not enough bits to represent the passed value", at: loc) }
            return .int(i)
        }
    }

    /// `Dictionary()`, `Dictionary(uniqueKeysWithValues:)` (duplicate keys trap, as in Swift) and
    /// `Dictionary(_:uniquingKeysWith:)`.
    func makeDictionary(_ args: Args, loc: Loc) throws -> Value {
        if let sequence = args.named("grouping"), let key = args.named("by") {
            // `Dictionary(grouping: items, by: { … })`: the elements under their keys, in order of first key.
            var entries: [DictEntry] = []
            for item in try interp.iterate(sequence, loc: loc, what: "'Dictionary(grouping:by:)'") {
                try interp.step(loc)
                let k = try interp.callValue(key, Args([item], [nil]), loc, name: "by")
                try interp.chargeBulk(entries.count * Limits.unitsPerElement, loc)
                if let i = entries.firstIndex(where: { Operators.equal($0.key, k) }), case .array(var group) = entries[i].value {
                    entries[i].value = .void
                    group.append(item)
                    entries[i].value = .array(group)
                } else {
                    entries.append(DictEntry(key: k, value: .array([item])))
                }
            }
            return try interp.checkBuilt(.dictionary(entries), loc)
        }
        let unique = args.named("uniqueKeysWithValues")
        let combine = args.named("uniquingKeysWith")
        guard let sequence = unique ?? (combine != nil ? args.first : nil) else { return .dictionary([]) }
        var entries: [DictEntry] = []
        for item in try interp.iterate(sequence, loc: loc, what: "'Dictionary(uniqueKeysWithValues:)'") {
            guard case .tuple(let pair, _) = item, pair.count == 2 else {
                throw ScriptError("type-mismatch", "Dictionary(uniqueKeysWithValues:) expects (key, value) pairs, found \(Operators.describeType(item))", at: loc)
            }
            // Entries are searched one by one: the search counts against the step budget.
            try interp.chargeBulk(entries.count * Limits.unitsPerElement, loc)
            if let i = entries.firstIndex(where: { Operators.equal($0.key, pair[0]) }) {
                guard let combine = combine else {
                    throw ScriptError("runtime", "Fatal error: Duplicate values for key: '\(Operators.describe(pair[0]))'", at: loc)
                }
                try interp.step(loc)
                entries[i].value = try interp.callValue(combine, Args([entries[i].value, pair[1]], [nil, nil]), loc, name: "uniquingKeysWith")
            } else {
                entries.append(DictEntry(key: pair[0], value: pair[1]))
            }
        }
        return try interp.checkBuilt(.dictionary(entries), loc)
    }

    /// `Int.random(in:)`, `CGFloat.random(in:)`, `Bool.random()`: previews are deterministic, so the lower bound
    /// (and `false`); an empty range traps as in Swift.
    func random(_ typeName: String, _ args: Args, loc: Loc) throws -> Value? {
        if typeName == "Bool" { return .bool(false) }
        guard case .range(let lo, let hi, let closed)? = args.named("in") else { return nil }
        if let c = Operators.compare(lo, hi), closed ? c > 0 : c >= 0 {
            throw ScriptError("runtime", "Fatal error: Can't get random value with an empty range", at: loc)
        }
        if floatingTypeNames.contains(typeName) { return lo.asDouble.map { .double($0) } ?? lo }
        return lo
    }
}
