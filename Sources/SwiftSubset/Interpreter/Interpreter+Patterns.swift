extension Interpreter {
    /// Matches `value` against a `case`/`for`/`if case` pattern, binding names into `ctx.scope`.
    /// `bindAll`: bare identifiers bind (for-in and `let` patterns) instead of being compared.
    package func match(_ pattern: Pattern, _ value: Value, _ ctx: Context, bindAll: Bool) throws -> Bool {
        switch pattern {
        case .wildcard:
            return true
        case .binding(let name, _):
            ctx.scope.define(name, value)
            return true
        case .tuple(let items):
            guard case .tuple(let values, _) = value, values.count == items.count else { return false }
            for (p, v) in zip(items, values) where try !match(p, v, ctx, bindAll: bindAll) { return false }
            return true
        case .optional(let inner):
            if value.isNil { return false }
            return try match(inner, value, ctx, bindAll: bindAll)
        case .enumCase(let typeName, let name, let subs):
            if name == "some", !value.isNil {
                guard let subs = subs, subs.count == 1 else { return true }
                return try match(subs[0], value, ctx, bindAll: bindAll)
            }
            if name == "none" { return value.isNil }
            guard case .enumCase(let e) = value else {
                // Static members compared by value (`case .zero:` on a struct, `case UIColor.red:`).
                if let typeName = typeName, let t = scriptType(named: typeName) {
                    let member = try getMember(.type(TypeValue(name: t.name, script: t)), name, ctx, Loc.unknown)
                    return Operators.equal(member, value)
                }
                // `case .required:` on a priority, which is a number in UIKit's world (Priorities.swift).
                if typeName == nil, subs == nil, let level = host.numberOfCase(name), let number = value.asDouble {
                    return number == level
                }
                return false
            }
            if let typeName = typeName, !e.typeName.isEmpty, typeName != e.typeName,
               scriptType(named: typeName) != nil { return false }
            guard e.name == name else { return false }
            guard let subs = subs else { return true }
            if subs.count == 1 && e.associated.count > 1 {
                return try match(subs[0], .tuple(e.associated, labels: e.labels), ctx, bindAll: bindAll)
            }
            guard subs.count == e.associated.count else { return false }
            for (p, v) in zip(subs, e.associated) where try !match(p, v, ctx, bindAll: bindAll) { return false }
            return true
        case .expression(let expr):
            if case .identifier(let name) = expr.kind, bindAll {
                ctx.scope.define(name, value)
                return true
            }
            let patternValue = try evaluate(expr, ctx)
            return patternMatches(patternValue, value)
        case .isType(let type):
            return isInstance(value, of: type)
        case .asType(let inner, let type):
            guard isInstance(value, of: type) else { return false }
            return try match(inner, value, ctx, bindAll: bindAll)
        }
    }
}
