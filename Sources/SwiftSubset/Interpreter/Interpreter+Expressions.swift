extension Interpreter {
    package func evaluate(_ e: Expr, _ ctx: Context, hint: TypeRef? = nil) throws -> Value {
        switch e.kind {
        case .integer(let i):
            return isFloatingType(hint) ? .double(Double(i)) : .int(i)
        case .float(let d):
            return .double(d)
        case .string(let parts):
            if parts.count == 1, case .literal(let text) = parts[0] { return .string(text) }
            var s = ""
            for part in parts {
                switch part {
                case .literal(let text): s += text
                case .interpolation(let expr): s += Operators.describe(try evaluate(expr, ctx))
                }
                if s.utf8.count > Limits.stringSize { throw Interpreter.tooLarge("string", "characters", e.loc) }
            }
            return try checkBuilt(.string(s), e.loc)
        case .bool(let b):
            return .bool(b)
        case .nilLiteral:
            return .nilValue
        case .identifier(let name):
            return try lookup(name, ctx, e.loc, hint: hint)
        case .dollar(let n):
            if let box = ctx.scope.lookup("$\(n)") { return box.value }
            throw ScriptError("unknown-name", "anonymous closure argument $\(n) is not available here", at: e.loc)
        case .selfRef:
            guard let v = ctx.selfValue else {
                throw ScriptError("unknown-name", "'self' is not available here", at: e.loc)
            }
            return v
        case .superRef:
            throw ScriptError("syntax", "expected '.' or '(' after 'super'", at: e.loc)
        case .implicitMember(let name):
            return try implicitMember(name, hint: hint, ctx, e.loc)
        case .member(let base, let name):
            if case .superRef = base.kind { return try superMember(name, ctx, e.loc) }
            let receiver = try evaluate(base, ctx)
            return try getMember(receiver, name, ctx, e.loc)
        case .tupleIndex(let base, let index):
            let v = try evaluate(base, ctx)
            guard case .tuple(let items, _) = v, index < items.count else {
                throw ScriptError("type-mismatch", "value of type \(Operators.describeType(v)) has no member '\(index)'", at: e.loc)
            }
            return items[index]
        case .bindOptional(let inner):
            let v = try evaluate(inner, ctx)
            if v.isNil { throw OptionalChainNil() }
            return v
        case .optionalChain(let inner):
            do {
                return try evaluate(inner, ctx, hint: hint)
            } catch is OptionalChainNil {
                return .nilValue
            }
        case .forceUnwrap(let inner):
            let v = try evaluate(inner, ctx, hint: hint)
            if v.isNil {
                throw ScriptError("runtime", "Fatal error: Unexpectedly found nil while unwrapping an Optional value", at: e.loc)
            }
            return v
        case .call(let callee, let args):
            return try evaluateCall(callee, args, ctx, e.loc, hint: hint)
        case .subscriptAccess(let base, let args):
            let receiver = try evaluate(base, ctx)
            let values = try args.map { try evaluate($0.value, ctx) }
            return try subscriptGet(receiver, values, labels: args.map(\.label), ctx, e.loc)
        case .prefix(let op, let operand):
            let v = try evaluate(operand, ctx, hint: hint)
            switch (op, v) {
            case ("-", .int(let i)): return .int(try Operators.negate(i, loc: e.loc))
            case ("-", .double(let d)): return .double(-d)
            case ("+", _): return v
            case ("!", .bool(let b)): return .bool(!b)
            case ("~", .int(let i)): return .int(~i)
            case ("..<", _): return .range(.int(0), v, closed: false)
            case ("...", _): return .range(.int(0), v, closed: true)
            default:
                throw ScriptError("type-mismatch", "unary operator '\(op)' cannot be applied to \(Operators.describeType(v))", at: e.loc)
            }
        case .postfix(let op, _):
            throw ScriptError("syntax", "postfix operator '\(op)' is not supported", at: e.loc)
        case .binary(let op, let lhs, let rhs):
            return try evaluateBinary(op, lhs, rhs, ctx, e.loc, hint: hint)
        case .assign(let op, let target, let valueExpr):
            if op == "=" {
                if isIntegerLiteralArithmetic(valueExpr), try assignLiteralArithmetic(target, valueExpr, ctx) { return .void }
                let value = try evaluate(valueExpr, ctx, hint: try declaredType(of: target, ctx))
                try assign(target, value, ctx)
            } else if op == "+=", try appendAssignInPlace(target, valueExpr, ctx, e.loc) {
                return .void
            } else {
                let current = try evaluate(target, ctx)
                let operand = try evaluate(valueExpr, ctx, hint: current.asDouble != nil && current.asInt == nil ? .named("CGFloat", generics: []) : nil)
                if let (f, owner) = userOperator(op, current, operand, target, valueExpr) {
                    // `static func += (lhs: inout Pad, rhs: Pad)`: the inout parameter is written back to the target.
                    let sink = InoutSink(args: [Argument(label: nil, value: target), Argument(label: nil, value: valueExpr)], ctx: ctx)
                    _ = try callFunction(f, owner: owner, selfValue: owner.map { .type(TypeValue(name: $0.name, script: $0.isNativeExtension ? nil : $0)) },
                                         Args([current, operand], [nil, nil]), e.loc, isStatic: true, sink: sink)
                    return .void
                }
                let binaryOp = String(op.dropLast())
                let result = try callUserOperator(binaryOp, current, operand, target, valueExpr, e.loc)
                    ?? arithmetic(binaryOp, current, operand, loc: e.loc)
                try assign(target, result, ctx)
            }
            return .void
        case .ternary(let condition, let a, let b):
            return try Operators.truthy(evaluate(condition, ctx), loc: condition.loc)
                ? evaluate(a, ctx, hint: hint) : evaluate(b, ctx, hint: hint)
        case .closure(let closure):
            var scope = ctx.scope
            if !closure.captures.isEmpty {
                // A capture list copies its values now; the body sees them, not later changes of the originals.
                scope = Scope(parent: ctx.scope)
                for capture in closure.captures {
                    scope.define(capture.name, try evaluate(capture.value, ctx), isLet: true)
                }
            }
            return .function(Function(.closure(closure, scope, selfValue: ctx.selfValue, owner: ctx.type)))
        case .array(let items):
            var element: TypeRef?
            if case .array(let t)? = hint { element = t }
            return .array(try items.map { try evaluate($0, ctx, hint: element) })
        case .dictionary(let pairs):
            var valueHint: TypeRef?
            if case .dictionary(_, let v)? = hint { valueHint = v }
            var entries: [DictEntry] = []
            for (k, v) in pairs {
                let key = try evaluate(k, ctx)
                let value = try evaluate(v, ctx, hint: valueHint)
                try chargeBulk(entries.count * Limits.unitsPerElement, e.loc)
                if entries.contains(where: { Operators.equal($0.key, key) }) {
                    throw ScriptError("runtime", "Fatal error: Dictionary literal contains duplicate keys", at: k.loc)
                }
                entries.append(DictEntry(key: key, value: value))
            }
            return .dictionary(entries)
        case .tuple(let items):
            // An expected tuple type types the elements and names them (`return (7 / 2, 1)` from a function
            // declared `-> (w: CGFloat, h: CGFloat)` is (w: 3.5, h: 1.0)).
            if let (types, labels) = tupleType(hint), types.count == items.count {
                return .tuple(try zip(items, types).map { try evaluate($0.1, ctx, hint: $1) }, labels: labels)
            }
            return .tuple(try items.map { try evaluate($0.1, ctx) }, labels: items.map(\.0))
        case .cast(let op, let inner, let type):
            let v = try evaluate(inner, ctx, hint: type)
            if op == "as" {
                if floatingTypeNames.contains(type.baseName), let d = v.asDouble { return .double(d) }
                return v
            }
            let matches = isInstance(v, of: type)
            switch op {
            case "is": return .bool(matches)
            case "as?": return matches ? castNumeric(v, type) : .nilValue
            default:
                if !matches {
                    throw ScriptError("runtime", "Could not cast value of type '\(Operators.describeType(v))' to '\(type)'", at: e.loc)
                }
                return castNumeric(v, type)
            }
        case .selector(let name):
            return .string(name)
        case .keyPath(let path):
            // A key path used as a function (`views.map(\.frame.width)`, `items.sorted { … }` helpers): reads the path.
            let loc = e.loc
            return .function(Function(.native({ [unowned self] args, _ in
                guard var value = args.first else { return .void }
                for component in path {
                    if value.isNil { return .nilValue }
                    value = try self.getMember(value, component, ctx, loc)
                }
                return value
            }), name: "\\." + path.joined(separator: ".")))
        case .tryExpr(let inner):
            do {
                return try evaluate(inner, ctx, hint: hint)
            } catch let thrown as ThrownValue {
                _ = thrown
                return .nilValue
            }
        case .typeExpr(let type):
            return .type(TypeValue(name: type.baseName, script: module.lookupType(type.baseName, from: ctx.type)))
        case .statementExpression(let statement):
            var inner = ctx.child()
            inner.returnType = hint
            do {
                try execute(statement, inner, implicitReturn: true)
            } catch ControlFlow.returned(let v) {
                return v
            }
            return .void
        case .invalid:
            throw ScriptError("syntax", "invalid expression", at: e.loc)
        }
    }

    private func castNumeric(_ v: Value, _ type: TypeRef) -> Value {
        if floatingTypeNames.contains(type.baseName), let d = v.asDouble { return .double(d) }
        return v
    }

    package func evaluateBinary(_ op: String, _ lhs: Expr, _ rhs: Expr, _ ctx: Context, _ loc: Loc, hint: TypeRef?) throws -> Value {
        switch op {
        case "&&":
            guard try Operators.truthy(evaluate(lhs, ctx), loc: lhs.loc) else { return .bool(false) }
            return .bool(try Operators.truthy(evaluate(rhs, ctx), loc: rhs.loc))
        case "||":
            if try Operators.truthy(evaluate(lhs, ctx), loc: lhs.loc) { return .bool(true) }
            return .bool(try Operators.truthy(evaluate(rhs, ctx), loc: rhs.loc))
        case "??":
            let l = try evaluate(lhs, ctx, hint: hint)
            return l.isNil ? try evaluate(rhs, ctx, hint: hint) : l
        default:
            break
        }
        let arithmeticHint = ["+", "-", "*", "/", "%"].contains(op) ? hint : nil
        var l = try evaluate(lhs, ctx, hint: arithmeticHint)
        var r = try evaluate(rhs, ctx, hint: arithmeticHint ?? implicitOperandHint(rhs, l))
        if let result = try callUserOperator(op, l, r, lhs, rhs, loc) { return result }
        // Swift types an integer literal by its neighbour: `width / 2` is CGFloat division when width is.
        if case .int = l, case .double = r, isIntegerLiteral(lhs) { l = .double(l.asDouble ?? 0) }
        if case .int = r, case .double = l, isIntegerLiteral(rhs) { r = .double(r.asDouble ?? 0) }
        // `.defaultLow + 1`, `c.priority < .required`: the host types a bare case by the number beside it.
        (l, r) = host.operands(of: op, l, r)
        switch op {
        case "==": return .bool(Operators.equal(l, r))
        case "!=": return .bool(!Operators.equal(l, r))
        case "===":
            if case .object(let a) = l, case .object(let b) = r { return .bool(a === b) }
            return .bool(l.isNil && r.isNil)
        case "!==":
            if case .object(let a) = l, case .object(let b) = r { return .bool(a !== b) }
            return .bool(!(l.isNil && r.isNil))
        case "<", ">", "<=", ">=":
            guard let c = Operators.compare(l, r) else {
                throw ScriptError("type-mismatch", "binary operator '\(op)' cannot compare \(Operators.describeType(l)) and \(Operators.describeType(r))", at: loc)
            }
            switch op {
            case "<": return .bool(c < 0)
            case ">": return .bool(c > 0)
            case "<=": return .bool(c <= 0)
            default: return .bool(c >= 0)
            }
        case "...", "..<":
            // Swift checks the bounds when it forms the range (`5..<1`, and any range with a NaN bound).
            if let c = Operators.compare(l, r), c > 0 || (l.asDouble?.isNaN ?? false) || (r.asDouble?.isNaN ?? false) {
                throw ScriptError("runtime", "Fatal error: Range requires lowerBound <= upperBound", at: loc)
            }
            return .range(l, r, closed: op == "...")
        case "~=":
            return .bool(patternMatches(l, r))
        default:
            return try arithmetic(op, l, r, loc: loc)
        }
    }

    /// `pad + .uniform(2)`, `base != .zero`: an implicit member on the right of an operator has the left operand's
    /// lesson type.
    package func implicitOperandHint(_ rhs: Expr, _ l: Value) -> TypeRef? {
        switch rhs.kind {
        case .implicitMember: break
        case .call(let callee, _): guard case .implicitMember = callee.kind else { return nil }
        default: return nil
        }
        switch l {
        case .structure(let s) where scriptType(named: s.typeName) != nil: return .named(s.typeName, generics: [])
        case .enumCase(let e) where !e.typeName.isEmpty: return .named(e.typeName, generics: [])
        default: return nil
        }
    }

    /// `Operators.arithmetic`, with the strings and arrays it builds (`s + s`) checked and charged.
    package func arithmetic(_ op: String, _ l: Value, _ r: Value, loc: Loc) throws -> Value {
        let result = try Operators.arithmetic(op, l, r, loc: loc)
        switch result {
        case .string, .array: return try checkBuilt(result, loc)
        default: return result
        }
    }

    /// `0/0`, `1 / 2`, `-(3 * 4)`: arithmetic of integer literals alone, whose type (and so whose result) Swift
    /// takes from the context.
    package func isIntegerLiteralArithmetic(_ e: Expr) -> Bool {
        switch e.kind {
        case .binary: return isIntegerLiteral(e)
        case .prefix(_, let inner): return isIntegerLiteralArithmetic(inner)
        default: return false
        }
    }

    /// `box.alpha = 0/0`, `layer.cornerRadius = 1 / 2`, `alpha = 1/2` in a UIView subclass: the literals take the
    /// type of the property, so the arithmetic is floating (NaN, 0.5) when a UIKit or geometry property is CGFloat,
    /// and integer (trapping on a zero divisor) otherwise. The receiver is read before the value to learn that
    /// type; the value is literals only, so the order is not observable. False when `target` is not a member
    /// whose receiver this can read (the caller assigns as usual).
    package func assignLiteralArithmetic(_ target: Expr, _ valueExpr: Expr, _ ctx: Context) throws -> Bool {
        switch target.kind {
        case .identifier(let name):
            guard variable(name, ctx) == nil, !ctx.isStatic, let selfValue = ctx.selfValue,
                  memberIsFloating(selfValue, name) else { return false }
            try assign(target, try evaluate(valueExpr, ctx, hint: .named("CGFloat", generics: [])), ctx)
            return true
        case .member(let base, let name):
            if case .superRef = base.kind { return false }
            let receiver: Value
            do {
                receiver = try evaluate(base, ctx)
            } catch is OptionalChainNil {
                return true
            }
            let hint: TypeRef? = memberIsFloating(receiver, name) ? .named("CGFloat", generics: []) : nil
            try assignMember(receiver, of: base, name, try evaluate(valueExpr, ctx, hint: hint), ctx, target.loc)
            return true
        default:
            return false
        }
    }

    /// Whether the property `name` of `receiver` holds a floating-point number: by its declaration in lesson types,
    /// else by what the runtime's UIKit object or geometry value reads (a CGFloat property reads as a Double).
    package func memberIsFloating(_ receiver: Value, _ name: String) -> Bool {
        func isDouble(_ v: Value?) -> Bool {
            if case .double? = v { return true }
            return false
        }
        switch receiver {
        case .object(let o):
            if let cls = o.scriptClass {
                if let (decl, _) = cls.findStored(name) {
                    return decl.type.map { isFloatingType($0) } ?? isDouble(o.fields[name])
                }
                if let (decl, _) = cls.findComputed(name) { return isFloatingType(decl.type) }
            }
            // Only objects whose getters just read state are asked.
            guard let native = o as? HostObject, host.readsStateOnly(native) else { return false }
            return isDouble(try? host.get(native, name, loc: .unknown))
        case .structure(let s):
            if let t = scriptType(named: s.typeName) {
                if let decl = t.instanceVars.first(where: { $0.name == name }) {
                    return decl.type.map { isFloatingType($0) } ?? isDouble(s.fields[name])
                }
                return false
            }
            return isDouble(s.fields[name])
        default:
            return false
        }
    }

    package func isIntegerLiteral(_ e: Expr) -> Bool {
        switch e.kind {
        case .integer: return true
        case .prefix(_, let inner): return isIntegerLiteral(inner)
        case .binary(_, let a, let b): return isIntegerLiteral(a) && isIntegerLiteral(b)
        default: return false
        }
    }

    /// `pattern ~= value`: ranges contain, everything else compares equal.
    package func patternMatches(_ pattern: Value, _ value: Value) -> Bool {
        if case .range(let lo, let hi, let closed) = pattern {
            guard let a = Operators.compare(lo, value), let b = Operators.compare(value, hi) else { return false }
            return a <= 0 && (closed ? b <= 0 : b < 0)
        }
        return Operators.equal(pattern, value)
    }

    /// `value is Type`.
    package func isInstance(_ v: Value, of type: TypeRef) -> Bool {
        let name = type.baseName
        switch v {
        case .nilValue: return false
        case .int: return name == "Int" || name == "Any" || name == "NSNumber" || module.hostTypes.numberConformances.contains(name)
        case .double: return floatingTypeNames.contains(name) || name == "Any" || name == "NSNumber"
            || module.hostTypes.numberConformances.contains(name)
        case .string: return name == "String" || name == "Any"
        case .bool: return name == "Bool" || name == "Any"
        case .array: return name == "Array" || name == "Any"
        case .dictionary: return name == "Dictionary" || name == "Any"
        case .object(let o):
            if name == "Any" || name == "AnyObject" || name == "NSObject" { return true }
            if let cls = o.scriptClass, cls.isSubtype(of: name, hostTypes: module.hostTypes) { return true }
            if let native = o.nativeClassName { return module.hostTypes.isSubclass(native, of: name) }
            return false
        case .structure(let s): return s.typeName == name || name == "Any"
            || module.hostTypes.structConformances[s.typeName]?.contains(name) == true
            || (name == "NSValue" && ["CGRect", "CGPoint", "CGSize", "UIEdgeInsets"].contains(s.typeName))
            || (scriptType(named: s.typeName)?.isSubtype(of: name, hostTypes: module.hostTypes) ?? false)
        case .enumCase(let e): return e.typeName == name || name == "Any"
            || (scriptType(named: e.typeName)?.isSubtype(of: name, hostTypes: module.hostTypes) ?? false)
        default: return name == "Any"
        }
    }

    /// Finds a script type by its (possibly nested) name.
    package func scriptType(named name: String) -> ScriptType? {
        if name.isEmpty { return nil }
        if let t = module.type(named: name) { return t }
        if let cached = nestedTypeCache[name] { return cached }
        var found: ScriptType?
        func search(_ t: ScriptType) {
            if found != nil { return }
            if t.name == name { found = t; return }
            t.nestedTypes.values.forEach(search)
        }
        module.typesToSearch(for: [.nestedType(name)]).sorted { $0.name < $1.name }.forEach(search)
        if let f = found { nestedTypeCache[name] = f }
        return found
    }

    /// `let w: CGFloat = "wide"`: the initial value of a typed `let`/`var` or property checked against its type, as
    /// Swift does when compiling ("cannot convert value of type 'String' to specified type 'CGFloat'"). Only
    /// mismatches between strings, numbers and booleans are clear enough to call (an integer for a floating type is
    /// Swift's own literal rule; optionals, protocols, class hierarchies and generics are left alone).
    package func checkedInitialValue(_ value: Value, of initializer: Expr, declared type: TypeRef?) throws -> Value {
        guard let type else { return value }
        var named = type
        while case .optional(let inner) = named { named = inner }
        if case .implicitlyUnwrapped(let inner) = named { named = inner }
        guard case .named(let name, let generics) = named, generics.isEmpty else { return value }
        let numeric = Interpreter.integerTypeNames.contains(name) || floatingTypeNames.contains(name)
        let given: String
        switch value {
        case .string where numeric || name == "Bool": given = "String"
        case .int where name == "String" || name == "Bool": given = "Int"
        case .double where name == "String" || name == "Bool":
            if case .float = initializer.kind { given = "Double" } else { given = Operators.describeType(value) }
        case .bool where numeric || name == "String": given = "Bool"
        default: return value
        }
        throw ScriptError("type-mismatch", "cannot convert value of type '\(given)' to specified type '\(type)'",
                          at: initializer.loc)
    }

    /// The declared type of an assignment target, so `height = 10` stores a CGFloat when `height` is one.
    package func declaredType(of target: Expr, _ ctx: Context) throws -> TypeRef? {
        switch target.kind {
        case .identifier(let name):
            if let box = variable(name, ctx) { return box.isFloating ? .named("CGFloat", generics: []) : nil }
            if case .object(let o)? = ctx.selfValue, let (decl, _) = o.scriptClass?.findStored(name) { return decl.type }
            return nil
        case .member(let base, let name):
            if case .selfRef = base.kind, case .object(let o)? = ctx.selfValue,
               let (decl, _) = o.scriptClass?.findStored(name) {
                return decl.type
            }
            return nil
        default:
            return nil
        }
    }
}
