import AutoLayout
import Foundation
import SwiftSubset

/// Members of Swift's standard value types: Int/Double, String, Array, Dictionary, tuples, ranges, optionals.
extension Runtime {
    package func valueMember(_ v: Value, _ name: String, loc: Loc) throws -> Value? {
        switch v {
        case .int(let i):
            switch name {
            case "description": return .string(String(i))
            case "intValue", "uintValue", "integerValue": return v
            case "doubleValue", "floatValue": return .double(Double(i))
            case "isMultiple": return nil
            case "magnitude":
                // Int.magnitude is a UInt; the runtime models unsigned integers as Int, which cannot hold |Int.min|.
                if i == Int.min {
                    throw ScriptError("runtime", "Int.min.magnitude (9223372036854775808) does not fit in the Int the layout runtime uses for UInt", at: loc)
                }
                return .int(Swift.abs(i))
            default: break
            }
        case .double(let d):
            switch name {
            case "description": return .string(Operators.formatDouble(d))
            case "doubleValue", "floatValue": return v
            case "intValue", "uintValue", "integerValue": return .int(d.isFinite && abs(d) < 9e18 ? Int(d) : 0)
            case "magnitude": return .double(abs(d))
            case "isNaN": return .bool(d.isNaN)
            case "isFinite": return .bool(d.isFinite)
            case "isZero": return .bool(d == 0)
            case "pi": return .double(Double.pi)
            // A priority is its number (Priorities.swift): UILayoutPriority.rawValue, ConstraintPriority.value.
            case "rawValue", "value": return v
            default: break
            }
        case .bool(let b):
            if name == "description" { return .string(b ? "true" : "false") }
        case .string(let s):
            switch name {
            case "count": return .int(s.count)
            case "isEmpty": return .bool(s.isEmpty)
            case "first": return s.first.map { .string(String($0)) } ?? .nilValue
            case "last": return s.last.map { .string(String($0)) } ?? .nilValue
            case "description": return .string(s)
            case "utf8", "unicodeScalars", "characters": return .array(try interp.iterate(v, loc: loc, what: "'\(name)'"))
            default: break
            }
        case .array(let items):
            switch name {
            case "count": return .int(items.count)
            case "isEmpty": return .bool(items.isEmpty)
            case "first": return items.first ?? .nilValue
            case "last": return items.last ?? .nilValue
            case "indices": return .range(.int(0), .int(items.count), closed: false)
            case "lazy": return v   // `.lazy.map { … }`: evaluated eagerly, with the same results
            case "startIndex": return .int(0)
            case "endIndex": return .int(items.count)
            case "description": return .string(Operators.describe(v))
            default: break
            }
        case .dictionary(let entries):
            switch name {
            case "count": return .int(entries.count)
            case "isEmpty": return .bool(entries.isEmpty)
            case "keys": return .array(entries.map(\.key))
            case "values": return .array(entries.map(\.value))
            default: break
            }
        case .tuple(let items, let labels):
            if let i = labels.firstIndex(where: { $0 == name }) { return items[i] }
            if name == "offset" || name == "key", items.count == 2 { return items[0] }
            if name == "element" || name == "value", items.count == 2 { return items[1] }
        case .range(let lo, let hi, let closed):
            switch name {
            case "lowerBound": return lo
            case "upperBound": return hi
            case "isEmpty":
                if let c = Operators.compare(lo, hi) { return .bool(closed ? c > 0 : c >= 0) }
            case "first", "last":
                // Integer ranges are collections: their ends, without making the elements.
                if case .int(let a) = lo, case .int(let b) = hi {
                    if closed ? b < a : b <= a { return .nilValue }
                    return .int(name == "first" ? a : (closed ? b : b - 1))
                }
            case "count":
                if let a = lo.asInt, let b = hi.asInt {
                    guard let n = Operators.rangeCount(a, b, closed: closed) else { throw Operators.overflow(loc) }
                    return .int(n)
                }
            default: break
            }
        case .structure(let s):
            if let m = Geometry.member(s, name) { return m }
            // NSValue unwrapping (`(info[key] as? NSValue)?.cgRectValue`): geometry values are their own NSValue.
            if ["cgRectValue", "cgSizeValue", "cgPointValue", "uiEdgeInsetsValue"].contains(name) { return v }
            if s.typeName == "Notification" || s.typeName == "NotificationPayload" { return s.fields[name] ?? .nilValue }
        case .enumCase(let e):
            if name == "rawValue", let raw = e.rawValue { return raw }
            if let i = e.labels.firstIndex(where: { $0 == name }) { return e.associated[i] }
            // Before the case-name fallback: a bare `.required`'s rawValue is its priority, 1000.
            if let member = try symbolicMember(e, name, loc: loc) { return member }
            return name == "rawValue" ? .string(e.name) : nil
        default:
            break
        }
        return nil
    }

    package func setValueMember(_ v: Value, _ name: String, _ newValue: Value, loc: Loc) throws -> Value? {
        if case .structure(var s) = v {
            switch (s.typeName, name) {
            case ("CGRect", "width"), ("CGRect", "height"):
                if case .structure(var size)? = s.fields["size"] {
                    size.fields[name] = .double(newValue.asDouble ?? 0)
                    s.fields["size"] = .structure(size)
                    return .structure(s)
                }
            default:
                break
            }
        }
        return nil
    }

    /// Calls a method of a standard value; returns the result and, for mutating methods, the new receiver.
    ///
    /// Builtins do work proportional to their data, which counts against the step budget: a method of a string,
    /// array or dictionary is charged a scan of the receiver, every call of a closure argument is a step, and the
    /// strings and arrays it returns are checked and charged (`Limits`).
    package func callValueMethod(_ v: Value, _ name: String, _ args: Args, loc: Loc) throws -> (Value, Value?)? {
        switch v {
        case .string(let s): try interp.chargeBulk(s.utf8.count, loc)
        case .array(let items): try interp.chargeBulk(items.count * Limits.unitsPerElement, loc)
        case .dictionary(let entries): try interp.chargeBulk(entries.count * Limits.unitsPerElement, loc)
        default: break
        }
        guard let (result, mutated) = try valueMethod(v, name, args, loc: loc) else { return nil }
        try interp.checkBuilt(result, loc)
        if let m = mutated { try interp.checkBuilt(m, loc) }
        return (result, mutated)
    }

    private func valueMethod(_ v: Value, _ name: String, _ args: Args, loc: Loc) throws -> (Value, Value?)? {
        let interp = self.interp
        func call(_ f: Value, _ values: [Value]) throws -> Value {
            try interp.step(loc)
            return try interp.callValue(f, Args(values, values.map { _ in nil }), loc, name: name)
        }
        func fn() -> Value? { args.values.last }
        switch v {
        case .array(var items):
            switch name {
            case "append":
                if args.labels.first == "contentsOf", let more = args.first {
                    items.append(contentsOf: try interp.iterate(more, loc: loc, what: "'append(contentsOf:)'"))
                } else if let x = args.first {
                    items.append(x)
                }
                return (.void, .array(items))
            case "insert":
                let i = args.named("at")?.asInt ?? items.count
                guard i >= 0 && i <= items.count, let x = args.first else {
                    throw ScriptError("runtime", "Fatal error: Array index is out of range", at: loc)
                }
                items.insert(x, at: i)
                return (.void, .array(items))
            case "remove":
                guard let i = args.named("at")?.asInt, i >= 0, i < items.count else {
                    throw ScriptError("runtime", "Fatal error: Index out of range", at: loc)
                }
                let removed = items.remove(at: i)
                return (removed, .array(items))
            case "removeAll":
                if let f = fn(), case .function = f {
                    items = try items.filter { try !Operators.truthy(call(f, [$0]), loc: loc) }
                } else {
                    items.removeAll()
                }
                return (.void, .array(items))
            case "removeLast" where args.count == 1, "removeFirst" where args.count == 1:
                // `removeLast(k)` / `removeFirst(k)`
                let k = try Runtime.takeCount(args.first, "remove", items.count, loc)
                if name == "removeLast" { items.removeLast(k) } else { items.removeFirst(k) }
                return (.void, .array(items))
            case "removeLast":
                guard !items.isEmpty else { throw ScriptError("runtime", "Fatal error: Can't remove last element from an empty collection", at: loc) }
                let last = items.removeLast()
                return (last, .array(items))
            case "removeFirst":
                guard !items.isEmpty else { throw ScriptError("runtime", "Fatal error: Can't remove first element from an empty collection", at: loc) }
                let first = items.removeFirst()
                return (first, .array(items))
            case "popLast":
                let last = items.popLast() ?? .nilValue
                return (last, .array(items))
            case "reverse":
                return (.void, .array(items.reversed()))
            case "sort":
                return (.void, .array(try sortValues(items, args, loc)))
            case "shuffle", "shuffled":
                return (.array(items), nil)
            case "forEach":
                guard let f = fn() else { break }
                for item in items { _ = try call(f, [item]) }
                return (.void, nil)
            case "map":
                guard let f = fn() else { break }
                return (.array(try items.map { try call(f, [$0]) }), nil)
            case "compactMap":
                guard let f = fn() else { break }
                return (.array(try items.map { try call(f, [$0]) }.filter { !$0.isNil }), nil)
            case "flatMap":
                guard let f = fn() else { break }
                var out: [Value] = []
                for item in items {
                    let r = try call(f, [item])
                    if case .array(let inner) = r {
                        if out.count + inner.count > Limits.collectionSize { throw Interpreter.tooLarge("array", "elements", loc) }
                        out.append(contentsOf: inner)
                    } else if !r.isNil {
                        out.append(r)
                    }
                }
                return (.array(out), nil)
            case "filter":
                guard let f = fn() else { break }
                return (.array(try items.filter { try Operators.truthy(call(f, [$0]), loc: loc) }), nil)
            case "reduce" where args.labels.first == "into":
                // `reduce(into: 0) { $0 += $1 }`: the accumulator is the closure's inout first parameter.
                guard args.count == 2 else { break }
                var acc = args.values[0]
                for item in items {
                    try interp.step(loc)
                    acc = try interp.callUpdatingFirstArgument(args.values[1], Args([acc, item], [nil, nil]), loc)
                }
                return (acc, nil)
            case "reduce":
                guard args.count == 2 else { break }
                var acc = args.values[0]
                for item in items { acc = try call(args.values[1], [acc, item]) }
                return (acc, nil)
            case "contains":
                if let f = fn(), case .function = f, args.labels.first == "where" {
                    return (.bool(try items.contains { try Operators.truthy(call(f, [$0]), loc: loc) }), nil)
                }
                guard let x = args.first else { break }
                return (.bool(items.contains { Operators.equal($0, x) }), nil)
            case "first", "last":
                guard let f = fn() else { break }
                let seq = name == "first" ? items : items.reversed()
                for item in seq where try Operators.truthy(call(f, [item]), loc: loc) { return (item, nil) }
                return (.nilValue, nil)
            case "firstIndex", "lastIndex":
                let indices = name == "firstIndex" ? Array(items.indices) : items.indices.reversed()
                for i in indices {
                    let hit: Bool
                    if args.labels.first == "where", let f = fn() { hit = try Operators.truthy(call(f, [items[i]]), loc: loc) }
                    else if let x = args.first { hit = Operators.equal(items[i], x) } else { hit = false }
                    if hit { return (.int(i), nil) }
                }
                return (.nilValue, nil)
            case "allSatisfy":
                guard let f = fn() else { break }
                return (.bool(try items.allSatisfy { try Operators.truthy(call(f, [$0]), loc: loc) }), nil)
            case "enumerated":
                return (.array(items.enumerated().map { .tuple([.int($0.offset), $0.element], labels: ["offset", "element"]) }), nil)
            case "reversed":
                return (.array(items.reversed()), nil)
            case "randomElement":
                // Deterministic previews: the first element.
                return (items.first ?? .nilValue, nil)
            case "swapAt":
                guard args.count == 2, let i = args.values[0].asInt, let j = args.values[1].asInt,
                      items.indices.contains(i), items.indices.contains(j) else {
                    throw ScriptError("runtime", "Fatal error: Index out of range", at: loc)
                }
                items.swapAt(i, j)
                return (.void, .array(items))
            case "sorted":
                return (.array(try sortValues(items, args, loc)), nil)
            case "joined":
                let sep = args.named("separator")?.asString ?? ""
                // Built piece by piece, checking the size as it grows: `Array(repeating: big, count: n).joined()`
                // must fail before it allocates n times `big`.
                if items.allSatisfy({ if case .array = $0 { return true }; return false }) {
                    var out: [Value] = []
                    for case .array(let inner) in items {
                        if out.count + inner.count > Limits.collectionSize { throw Interpreter.tooLarge("array", "elements", loc) }
                        out.append(contentsOf: inner)
                    }
                    return (.array(out), nil)
                }
                var text = ""
                for (i, item) in items.enumerated() {
                    if i > 0 { text += sep }
                    text += Operators.describe(item)
                    if text.utf8.count > Limits.stringSize { throw Interpreter.tooLarge("string", "characters", loc) }
                }
                return (.string(text), nil)
            case "prefix" where args.isUnlabeled, "suffix" where args.isUnlabeled:
                let n = try Runtime.takeCount(args.first, name, nil, loc)
                return (.array(Array(name == "prefix" ? items.prefix(n) : items.suffix(n))), nil)
            case "dropFirst", "dropLast":
                let n = args.count == 0 ? 1 : try Runtime.takeCount(args.first, "drop", nil, loc)
                return (.array(Array(name == "dropFirst" ? items.dropFirst(n) : items.dropLast(n))), nil)
            case "max", "min":
                let sorted = try sortValues(items, args, loc)
                return ((name == "min" ? sorted.first : sorted.last) ?? .nilValue, nil)
            case "zip":
                break
            default:
                break
            }
        case .string(let s):
            switch name {
            case "uppercased": return (.string(s.uppercased()), nil)
            case "lowercased": return (.string(s.lowercased()), nil)
            case "capitalized": return (.string(s.capitalized), nil)
            case "hasPrefix": return (.bool(s.hasPrefix(args.first?.asString ?? "")), nil)
            case "hasSuffix": return (.bool(s.hasSuffix(args.first?.asString ?? "")), nil)
            case "contains": return (.bool(s.contains(args.first?.asString ?? "\u{0}")), nil)
            case "range" where args.labels.first == "of":
                // As an NSRange (UTF-16 offsets), the form attributed-string code needs: `(text as NSString)
                // .range(of:)` and `NSRange(text.range(of:)!, in: text)` both give it. Nil when not found.
                guard let needle = args.first?.asString, let r = s.range(of: needle) else { return (.nilValue, nil) }
                return (AttributedStringObject.nsRange(location: s.utf16.distance(from: s.utf16.startIndex, to: r.lowerBound),
                                                       length: needle.utf16.count), nil)
            case "split", "components":
                let sep = (args.first?.asString ?? args.named("separatedBy")?.asString) ?? " "
                let parts = name == "split" ? s.split(separator: Character(sep.first.map { String($0) } ?? " ")).map(String.init)
                    : s.components(separatedBy: sep)
                return (.array(parts.map { .string($0) }), nil)
            case "replacingOccurrences":
                let a = args.named("of")?.asString ?? ""
                let b = args.named("with")?.asString ?? ""
                if a.isEmpty { return (.string(s), nil) }
                if b.utf8.count > a.utf8.count {
                    // The result grows by the difference per occurrence: count them before building it.
                    var occurrences = 0
                    var searchFrom = s.startIndex
                    while let r = s.range(of: a, range: searchFrom..<s.endIndex) {
                        occurrences += 1
                        if s.utf8.count + occurrences * (b.utf8.count - a.utf8.count) > Limits.stringSize {
                            throw Interpreter.tooLarge("string", "characters", loc)
                        }
                        searchFrom = r.upperBound
                    }
                }
                return (.string(s.replacingOccurrences(of: a, with: b)), nil)
            case "trimmingCharacters": return (.string(s.trimmingCharacters(in: .whitespacesAndNewlines)), nil)
            case "append":
                return (.void, .string(s + (args.first.map { Operators.describe($0) } ?? "")))
            case "prefix" where args.isUnlabeled:
                return (.string(String(s.prefix(try Runtime.takeCount(args.first, name, nil, loc)))), nil)
            case "suffix" where args.isUnlabeled:
                return (.string(String(s.suffix(try Runtime.takeCount(args.first, name, nil, loc)))), nil)
            case "dropFirst", "dropLast":
                let n = args.count == 0 ? 1 : try Runtime.takeCount(args.first, "drop", nil, loc)
                return (.string(String(name == "dropFirst" ? s.dropFirst(n) : s.dropLast(n))), nil)
            case "reversed": return (.string(String(s.reversed())), nil)
            case "forEach", "map", "filter", "enumerated":
                return try callValueMethod(.array(interp.iterate(v, loc: loc, what: "'\(name)'")), name, args, loc: loc)
            default: break
            }
        case .int(let i):
            switch name {
            case "isMultiple":
                // Swift: only 0 is a multiple of 0; everything is a multiple of -1 (no Int.min % -1 trap).
                return (.bool((args.first?.asInt).map { $0 == 0 ? i == 0 : $0 == -1 || i % $0 == 0 } ?? false), nil)
            case "advanced":
                if case .double(let by)? = args.first { return (.double(Double(i) + by), nil) }
                let (r, o) = i.addingReportingOverflow(args.first?.asInt ?? 0)
                if o { throw Operators.overflow(loc) }
                return (.int(r), nil)
            case "toggle": break
            default: break
            }
        case .double(let d):
            switch name {
            case "rounded":
                if case .enumCase(let e)? = args.first {
                    switch e.name {
                    case "down": return (.double(d.rounded(.down)), nil)
                    case "up": return (.double(d.rounded(.up)), nil)
                    case "towardZero": return (.double(d.rounded(.towardZero)), nil)
                    default: return (.double(d.rounded()), nil)
                    }
                }
                return (.double(d.rounded()), nil)
            case "round": return (.void, .double(d.rounded()))
            case "advanced": return (.double(d + (args.first?.asDouble ?? 0)), nil)
            case "squareRoot": return (.double(d.squareRoot()), nil)
            case "truncatingRemainder":
                guard let by = args.named("dividingBy")?.asDouble else { break }
                return (.double(d.truncatingRemainder(dividingBy: by)), nil)
            case "remainder":
                guard let by = args.named("dividingBy")?.asDouble else { break }
                return (.double(d.remainder(dividingBy: by)), nil)
            default: break
            }
        case .bool(let b):
            if name == "toggle" { return (.void, .bool(!b)) }
        case .dictionary(var entries):
            switch name {
            case "forEach":
                guard let f = fn() else { break }
                for e in entries { _ = try call(f, [.tuple([e.key, e.value], labels: ["key", "value"])]) }
                return (.void, nil)
            case "map":
                guard let f = fn() else { break }
                return (.array(try entries.map { try call(f, [.tuple([$0.key, $0.value], labels: ["key", "value"])]) }), nil)
            case "removeValue":
                if let k = args.first, let i = entries.firstIndex(where: { Operators.equal($0.key, k) }) {
                    let old = entries.remove(at: i).value
                    return (old, .dictionary(entries))
                }
                return (.nilValue, nil)
            case "removeAll":
                return (.void, .dictionary([]))
            case "updateValue":
                guard args.count == 2 else { break }
                var copy = Value.dictionary(entries)
                try interp.subscriptSet(&copy, [args.values[1]], args.values[0], loc)
                return (.nilValue, copy)
            case "mapValues":
                guard let f = fn() else { break }
                for i in entries.indices { entries[i].value = try call(f, [entries[i].value]) }
                return (.dictionary(entries), nil)
            default:
                // Sequence methods see a dictionary as (key, value) pairs.
                let pairs = Value.array(entries.map { .tuple([$0.key, $0.value], labels: ["key", "value"]) })
                if let (result, _) = try callValueMethod(pairs, name, args, loc: loc) { return (result, nil) }
            }
        case .range(let lo, let hi, let closed):
            if name == "contains", args.labels.first != "where", let x = args.first {
                return (.bool(interp.patternMatches(v, x)), nil)
            }
            if case .int(let a) = lo, case .int(let b) = hi {
                return try callRangeMethod(a, b, closed: closed, name, args, loc: loc)
            }
        case .structure(let s):
            if let r = try geometryMethod(s, name, args, loc: loc) { return (r, nil) }
        case .enumCase(let e):
            if let r = try symbolicMethod(e, name, args, loc: loc) { return (r, nil) }
        default:
            break
        }
        return nil
    }

    /// The count argument of `prefix`/`suffix`/`dropFirst`/`dropLast`/`removeFirst`/`removeLast`, with Swift's
    /// preconditions (`available`: the elements there are to remove).
    static func takeCount(_ v: Value?, _ what: String, _ available: Int?, _ loc: Loc) throws -> Int {
        guard case .int(let n)? = v else {
            throw ScriptError("type-mismatch", "'\(what)' expects an Int count, found \(Operators.describeType(v ?? .void))", at: loc)
        }
        if n < 0 {
            let message: String
            switch what {
            case "prefix": message = "Can't take a prefix of negative length from a collection"
            case "suffix": message = "Can't take a suffix of negative length from a collection"
            case "drop": message = "Can't drop a negative number of elements from a collection"
            default: message = "Number of elements to remove should be non-negative"
            }
            throw ScriptError("runtime", "Fatal error: " + message, at: loc)
        }
        if let available = available, n > available {
            throw ScriptError("runtime", "Fatal error: Can't remove more items from a collection than it contains", at: loc)
        }
        return n
    }

    /// Methods of an integer range. What a range knows without its elements is answered arithmetically, methods
    /// that stop early walk it lazily (each element a step), and the rest get its elements as an array, which only
    /// a range of at most `Limits.rangeElements` may give (Swift would have the time and memory; a preview not).
    func callRangeMethod(_ a: Int, _ b: Int, closed: Bool, _ name: String, _ args: Args, loc: Loc) throws -> (Value, Value?)? {
        let interp = self.interp
        let isEmpty = closed ? b < a : b <= a
        // The last element (only read when the range is not empty, so `b - 1` cannot overflow).
        let last = closed ? b : b &- 1
        let function: Value? = { if case .function? = args.values.last { return args.values.last }; return nil }()
        func test(_ f: Value, _ i: Int) throws -> Bool {
            try interp.step(loc)
            return try Operators.truthy(interp.callValue(f, Args([.int(i)], [nil]), loc, name: name), loc: loc)
        }
        /// Visits the elements in order (or reversed) until `body` returns false.
        func walk(reversed: Bool = false, _ body: (Int) throws -> Bool) throws {
            if isEmpty { return }
            var i = reversed ? last : a
            while true {
                guard try body(i) else { return }
                if i == (reversed ? a : last) { return }
                i = reversed ? i - 1 : i + 1
            }
        }
        switch name {
        case "min" where function == nil, "max" where function == nil:
            return (isEmpty ? .nilValue : .int(name == "min" ? a : last), nil)
        case "randomElement":
            // Deterministic previews, as for arrays: the first element.
            return (isEmpty ? .nilValue : .int(a), nil)
        case "firstIndex" where args.labels.first == "of", "lastIndex" where args.labels.first == "of":
            guard case .int(let x)? = args.first else { return (.nilValue, nil) }
            return (!isEmpty && x >= a && x <= last ? .int(x) : .nilValue, nil)
        case "first", "last", "contains", "allSatisfy", "firstIndex", "lastIndex":
            guard let f = function else { break }
            var found: Int?
            let reversed = name == "last" || name == "lastIndex"
            if name == "allSatisfy" {
                try walk { i in if try !test(f, i) { found = i; return false }; return true }
                return (.bool(found == nil), nil)
            }
            try walk(reversed: reversed) { i in if try test(f, i) { found = i; return false }; return true }
            if name == "contains" { return (.bool(found != nil), nil) }
            // A range's indices are its elements.
            return (found.map { .int($0) } ?? .nilValue, nil)
        case "forEach":
            guard let f = function else { break }
            try walk { i in
                try interp.step(loc)
                _ = try interp.callValue(f, Args([.int(i)], [nil]), loc, name: name)
                return true
            }
            return (.void, nil)
        case "reduce":
            guard args.count == 2 else { break }
            var acc = args.values[0]
            try walk { i in
                try interp.step(loc)
                acc = try interp.callValue(args.values[1], Args([acc, .int(i)], [nil, nil]), loc, name: name)
                return true
            }
            return (acc, nil)
        default:
            break
        }
        let items = try interp.rangeElements(a, b, closed: closed, what: "'\(name)' over the range", loc: loc)
        return try callValueMethod(.array(items.map { .int($0) }), name, args, loc: loc)
    }

    func sortValues(_ items: [Value], _ args: Args, _ loc: Loc) throws -> [Value] {
        if let f = args.values.last, case .function = f {
            var error: Error?
            let sorted = items.enumerated().sorted { a, b in
                if error != nil { return a.offset < b.offset }
                do {
                    try interp.step(loc)
                    let r = try interp.callValue(f, Args([a.element, b.element], [nil, nil]), loc, name: "sorted")
                    return r.asBool ?? false
                } catch let e {
                    error = e
                    return a.offset < b.offset
                }
            }.map(\.element)
            if let e = error { throw e }
            return sorted
        }
        return items.sorted { (Operators.compare($0, $1) ?? 0) < 0 }
    }

    func geometryMethod(_ s: StructValue, _ name: String, _ args: Args, loc: Loc) throws -> Value? {
        switch (s.typeName, name) {
        case ("CGRect", "insetBy"):
            guard let r = Geometry.toRect(.structure(s)) else { return nil }
            let dx = args.double("dx") ?? 0, dy = args.double("dy") ?? 0
            return Geometry.rect(Rect(x: r.minX + dx, y: r.minY + dy, width: r.width - 2 * dx, height: r.height - 2 * dy))
        case ("CGRect", "inset"):
            guard let r = Geometry.toRect(.structure(s)), let i = args.first.flatMap(Geometry.toInsets) else { return nil }
            return Geometry.rect(Rect(x: r.minX + i.left, y: r.minY + i.top, width: r.width - i.left - i.right,
                                      height: r.height - i.top - i.bottom))
        case ("CGRect", "offsetBy"):
            guard let r = Geometry.toRect(.structure(s)) else { return nil }
            return Geometry.rect(Rect(x: r.minX + (args.double("dx") ?? 0), y: r.minY + (args.double("dy") ?? 0), width: r.width, height: r.height))
        case ("CGRect", "contains"):
            guard let r = Geometry.toRect(.structure(s)) else { return nil }
            if let other = args.first.flatMap(Geometry.toRect) { return .bool(Geometry.contains(r, other)) }
            guard let p = args.first.flatMap(Geometry.toPoint) else { return nil }
            let a = Geometry.standardized(r)
            return .bool(!Geometry.isNull(a) && p.0 >= a.minX && p.0 < a.maxX && p.1 >= a.minY && p.1 < a.maxY)
        case ("CGRect", "intersection"), ("CGRect", "intersects"), ("CGRect", "union"):
            guard let r = Geometry.toRect(.structure(s)), let other = args.first.flatMap(Geometry.toRect) else {
                throw ScriptError("type-mismatch", "CGRect.\(name)(_:) expects a CGRect", at: loc)
            }
            switch name {
            case "intersection": return Geometry.rect(Geometry.intersection(r, other))
            case "intersects": return .bool(!Geometry.isNull(Geometry.intersection(r, other)))
            default: return Geometry.rect(Geometry.union(r, other))
            }
        case ("CGAffineTransform", "scaledBy"), ("CGAffineTransform", "translatedBy"), ("CGAffineTransform", "rotated"),
             ("CGAffineTransform", "concatenating"):
            guard let m = Geometry.toTransform(.structure(s)) else { return nil }
            var n: [Double] = [1, 0, 0, 1, 0, 0]
            switch name {
            case "scaledBy": n = [args.double("x") ?? 1, 0, 0, args.double("y") ?? 1, 0, 0]
            case "translatedBy": n = [1, 0, 0, 1, args.double("x") ?? 0, args.double("y") ?? 0]
            case "rotated":
                let a = args.double("by") ?? 0
                n = [cos(a), sin(a), -sin(a), cos(a), 0, 0]
            default: n = args.first.flatMap(Geometry.toTransform) ?? n
            }
            // scaledBy/translatedBy/rotated apply the new transform first: t' = n × m
            return Geometry.transform(name == "concatenating" ? Geometry.concat(m, n) : Geometry.concat(n, m))
        default:
            return nil
        }
    }
}
