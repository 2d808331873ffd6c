/// Operators lesson code defines: `static func + (lhs: Pad, rhs: Pad) -> Pad` in a type or an extension
/// (`extension CGSize { static func * … }`), or a top-level `func +`.
extension Interpreter {
    /// The operator function for these operands, nil when lesson code defines none (the built-in operator applies).
    package func userOperator(_ op: String, _ l: Value, _ r: Value, _ lhs: Expr, _ rhs: Expr) -> (FuncDecl, ScriptType?)? {
        var candidates: [(FuncDecl, ScriptType?)] = []
        for v in [l, r] {
            switch v {
            case .structure(let s):
                if let t = scriptType(named: s.typeName) {
                    candidates += t.findStaticMethods(op).map { ($0.0, $0.1) }
                } else if let ext = module.nativeExtensions[s.typeName] {
                    candidates += ext.findStaticMethods(op).map { ($0.0, $0.1) }
                }
            case .enumCase(let e):
                if let t = scriptType(named: e.typeName) { candidates += t.findStaticMethods(op).map { ($0.0, $0.1) } }
            case .object(let o):
                if let t = o.scriptClass { candidates += t.findStaticMethods(op).map { ($0.0, $0.1) } }
            default:
                break
            }
        }
        candidates += (module.functions(named: op) ?? []).map { ($0, nil) }
        guard !candidates.isEmpty else { return nil }
        for (f, owner) in candidates where f.params.count == 2 {
            let types = f.params.map(\.type)
            if argumentScore(l, lhs, types[0]) != nil, argumentScore(r, rhs, types[1]) != nil { return (f, owner) }
        }
        return nil
    }

    /// Applies a user-defined operator; `a > b` uses a defined `<` as `b < a` (Comparable's derived operators),
    /// `!=` a defined `==`.
    package func callUserOperator(_ op: String, _ l: Value, _ r: Value, _ lhs: Expr, _ rhs: Expr, _ loc: Loc) throws -> Value? {
        switch (l, r) {
        case (.structure, _), (_, .structure), (.enumCase, _), (_, .enumCase), (.object, _), (_, .object): break
        default: if module.functions(named: op) == nil { return nil }
        }
        func call(_ f: FuncDecl, _ owner: ScriptType?, _ a: Value, _ b: Value) throws -> Value {
            let selfValue = owner.map { Value.type(TypeValue(name: $0.name, script: $0.isNativeExtension ? nil : $0)) }
            return try callFunction(f, owner: owner, selfValue: selfValue, Args([a, b], [nil, nil]), loc, isStatic: true)
        }
        if let (f, owner) = userOperator(op, l, r, lhs, rhs) { return try call(f, owner, l, r) }
        let negate: (Value) throws -> Value = { .bool(!(try Operators.truthy($0, loc: loc))) }
        switch op {
        case "!=":
            if let (f, owner) = userOperator("==", l, r, lhs, rhs) { return try negate(call(f, owner, l, r)) }
        case ">":
            if let (f, owner) = userOperator("<", r, l, rhs, lhs) { return try call(f, owner, r, l) }
        case "<=":
            if let (f, owner) = userOperator("<", r, l, rhs, lhs) { return try negate(call(f, owner, r, l)) }
        case ">=":
            if let (f, owner) = userOperator("<", l, r, lhs, rhs) { return try negate(call(f, owner, l, r)) }
        default:
            break
        }
        return nil
    }
}
