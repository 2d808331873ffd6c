/// Overload resolution by argument type: `add(_: CGFloat)`, `add(_: Int)` and `add(_: [CGFloat])` share their
/// labels, so the arguments' types choose (an integer literal prefers `Int`, then a floating type), as do
/// `configure(with: UserModel)` and `configure(with: ProductModel)`.
extension Interpreter {
    /// Picks the overload for these argument expressions and evaluates them once. `candidates` are in order of
    /// preference (the first wins a tie); `fallback` is called when none accepts the labels.
    package func resolveOverload<T>(_ candidates: [T], decl: (T) -> FuncDecl, fallback: T, _ argExprs: [Argument],
                            _ ctx: Context) throws -> (T, Args) {
        let labels = argExprs.map(\.label)
        let accepting = candidates.filter { parametersAccept(decl($0).params, labels: labels) }
        guard let first = accepting.first else {
            let f = decl(fallback)
            return (fallback, try evaluateArgs(argExprs, ctx, hints: f.params.map(\.type)))
        }
        if accepting.count == 1 || argExprs.isEmpty {
            return (first, try evaluateArgs(argExprs, ctx, hints: decl(first).params.map(\.type)))
        }
        // The argument's hint is its parameter's type when every overload agrees on it (`.init(…)`, `.red`).
        let typeLists = accepting.map { argumentTypes(decl($0), labels: labels) }
        let hints: [TypeRef?] = argExprs.indices.map { i in
            let types = typeLists.map { $0[i] }
            return types.allSatisfy { $0 == types[0] } ? types[0] : nil
        }
        let args = try evaluateArgs(argExprs, ctx, hints: hints)
        var best = 0
        var bestScore = Int.min
        for (index, types) in typeLists.enumerated() {
            var score = 0
            for i in argExprs.indices {
                guard let s = argumentScore(args.values[i], argExprs[i].value, types[i]) else { score = Int.min; break }
                score += s
            }
            if score > bestScore { best = index; bestScore = score }
        }
        let types = typeLists[best]
        let values = args.values.indices.map { coerceToParameter(args.values[$0], types[$0]) }
        return (accepting[best], Args(values, args.labels))
    }

    /// The parameter type each argument binds to (as `bindParameters` binds them; a variadic's element type).
    package func argumentTypes(_ f: FuncDecl, labels: [String?]) -> [TypeRef?] {
        var result = [TypeRef?](repeating: nil, count: labels.count)
        var i = 0
        for p in f.params {
            if p.isVariadic {
                if i < labels.count, labels[i] == p.label { result[i] = p.type; i += 1 }
                while i < labels.count, labels[i] == nil { result[i] = p.type; i += 1 }
            } else if i < labels.count, labels[i] == p.label || (labels[i] == nil && i == labels.count - 1) {
                result[i] = p.type
                i += 1
            } else if p.defaultValue == nil, i < labels.count {
                result[i] = p.type
                i += 1
            }
        }
        return result
    }

    package static let integerTypeNames: Set<String> = ["Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16",
                                                "UInt32", "UInt64"]

    /// How well an argument fits a parameter type: 3 exact, 2 by conversion or conformance (an integer literal to
    /// a floating type, a subclass), 1 unknown (a generic parameter, a protocol of the standard library), nil when
    /// it cannot bind.
    package func argumentScore(_ value: Value, _ expr: Expr, _ type: TypeRef?) -> Int? {
        guard let declared = type else { return 1 }
        let t = unwrapOptional(declared)
        let name = t.baseName
        if name == "Any" { return 1 }
        let isKnownName = name == "String" || name == "Bool" || Interpreter.integerTypeNames.contains(name)
            || floatingTypeNames.contains(name) || scriptType(named: name) != nil || module.hostTypes.isKnown(name)
        let isStructural: Bool
        switch t {
        case .array, .dictionary, .function, .tuple: isStructural = true
        default: isStructural = false
        }
        let unknown: Int? = (isKnownName || isStructural) ? nil : 1
        switch value {
        case .nilValue:
            return isOptionalType(declared) ? 2 : unknown
        case .int:
            if Interpreter.integerTypeNames.contains(name) { return 3 }
            if floatingTypeNames.contains(name) { return isIntegerLiteral(expr) ? 2 : 1 }
            return unknown
        case .double:
            return floatingTypeNames.contains(name) ? 3 : unknown
        case .bool:
            return name == "Bool" ? 3 : unknown
        case .string:
            return name == "String" || name == "Character" || name == "Substring" ? 3 : unknown
        case .array:
            if case .array = t { return 3 }
            return name == "Set" ? 2 : unknown
        case .dictionary:
            if case .dictionary = t { return 3 }
            return unknown
        case .function:
            if case .function = t { return 3 }
            return unknown
        case .tuple:
            if case .tuple = t { return 3 }
            return unknown
        case .structure(let s):
            if s.typeName == name { return 3 }
            if isInstance(value, of: t) { return 2 }
            return unknown
        case .enumCase(let e):
            if e.typeName == name { return 3 }
            if e.typeName.isEmpty { return 1 }
            if isInstance(value, of: t) { return 2 }
            return unknown
        case .object(let o):
            if o.typeName == name { return 3 }
            if isInstance(value, of: t) { return 2 }
            return unknown
        default:
            return 1
        }
    }

    /// An integer converted for a floating parameter, also inside an array (`add([5, 15])` to `[CGFloat]`).
    package func coerceToParameter(_ value: Value, _ type: TypeRef?) -> Value {
        guard let type = type else { return value }
        let t = unwrapOptional(type)
        switch (value, t) {
        case (.int(let i), _) where floatingTypeNames.contains(t.baseName):
            return .double(Double(i))
        case (.array(let items), .array(let element)) where isFloatingType(element):
            return .array(items.map { coerce($0, floating: true) })
        default:
            return value
        }
    }
}
