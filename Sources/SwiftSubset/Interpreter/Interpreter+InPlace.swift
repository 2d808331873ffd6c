/// Appending to an array held by a variable or a stored property, in place.
///
/// The general path evaluates the receiver (a second reference to the array), appends to a copy and assigns it
/// back: every `items.append(x)` copies the whole array, so a loop of appends is quadratic. For a plain variable or
/// a stored property without observers the value is taken out of its storage, appended to (amortized O(1), as in
/// Swift) and put back.
extension Interpreter {
    /// Storage whose value may be mutated in place.
    package enum InPlaceSlot {
        case box(Box)
        case field(ObjectRef, String)
    }

    package func inPlaceSlot(_ target: Expr, _ ctx: Context) -> InPlaceSlot? {
        switch target.kind {
        case .identifier(let name):
            if let box = variable(name, ctx) { return box.isLet ? nil : .box(box) }
            if !ctx.isStatic, case .object(let o)? = ctx.selfValue { return plainField(o, name) }
        case .member(let base, let name):
            if case .selfRef = base.kind, !ctx.isStatic, case .object(let o)? = ctx.selfValue { return plainField(o, name) }
        default:
            break
        }
        return nil
    }

    /// A stored `var` of a lesson class with no observers and not overriding a UIKit property.
    private func plainField(_ o: ObjectRef, _ name: String) -> InPlaceSlot? {
        guard let (decl, _) = o.scriptClass?.findStored(name), !decl.isLet, decl.willSet == nil, decl.didSet == nil,
              !decl.modifiers.isOverride, o.fields[name] != nil else { return nil }
        return .field(o, name)
    }

    /// Runs `body` on the value in `slot` with the slot's own reference dropped (see `mutateArrayInPlace`).
    package func mutateInPlace(_ slot: InPlaceSlot, _ body: (inout Value) throws -> Void) throws {
        var current: Value
        switch slot {
        case .box(let b):
            current = b.value
            b.value = .void
        case .field(let o, let n):
            current = o.fields[n] ?? .nilValue
            o.fields[n] = .void
        }
        defer {
            switch slot {
            case .box(let b): b.value = current
            case .field(let o, let n): o.fields[n] = current
            }
        }
        try body(&current)
    }

    /// Runs `body` on the array in `slot` with the slot's own reference dropped, so the array is uniquely
    /// referenced (unless lesson code holds another copy) and Swift appends in place. False when the slot does not
    /// hold an array.
    package func mutateArrayInPlace(_ slot: InPlaceSlot, _ body: (inout [Value]) throws -> Void) throws -> Bool {
        var current: Value
        switch slot {
        case .box(let b): current = b.value
        case .field(let o, let n): current = o.fields[n] ?? .void
        }
        guard case .array(var items) = current else { return false }
        current = .void
        switch slot {
        case .box(let b): b.value = .void
        case .field(let o, let n): o.fields[n] = .void
        }
        defer {
            switch slot {
            case .box(let b): b.value = .array(items)
            case .field(let o, let n): o.fields[n] = .array(items)
            }
        }
        try body(&items)
        return true
    }

    package func holdsArray(_ slot: InPlaceSlot) -> Bool {
        switch slot {
        case .box(let b): if case .array = b.value { return true }
        case .field(let o, let n): if case .array? = o.fields[n] { return true }
        }
        return false
    }

    /// Appends `more` to the array in `slot` in place; false when the slot no longer holds an array.
    package func append(_ more: [Value], to slot: InPlaceSlot, _ loc: Loc) throws -> Bool {
        try mutateArrayInPlace(slot) { items in
            if items.count + more.count > Limits.collectionSize { throw Interpreter.tooLarge("array", "elements", loc) }
            try chargeBulk(more.count * Limits.unitsPerElement, loc)
            items.append(contentsOf: more)
        }
    }

    /// `name.append(x)` / `name.append(contentsOf: s)` on an array variable or plain stored property; nil when the
    /// fast path does not apply (nothing was evaluated: the caller takes the general path).
    package func appendInPlace(_ target: Expr, _ argExprs: [Argument], _ ctx: Context, _ loc: Loc) throws -> Value? {
        guard argExprs.count == 1, argExprs[0].label == nil || argExprs[0].label == "contentsOf",
              let slot = inPlaceSlot(target, ctx), holdsArray(slot) else { return nil }
        let args = try evaluateArgs(argExprs, ctx)
        let x = args.values[0]
        var more = [x]
        if args.labels[0] == "contentsOf" {
            if case .array(let items) = x { more = items } else { more = try iterate(x, loc: loc, what: "'append(contentsOf:)'") }
        }
        if try append(more, to: slot, loc) { return .void }
        // The arguments replaced the array with something else: the general path, with the arguments evaluated.
        let receiver = try evaluate(target, ctx)
        if let (result, mutated) = try host.callValueMethod(receiver, "append", args, loc: loc) {
            if let m = mutated { try assign(target, m, ctx) }
            return result
        }
        throw ScriptError("unknown-name", "value of type '\(Operators.describeType(receiver))' has no member 'append'", at: loc)
    }

    /// `name += [x]` on an array variable or plain stored property; nil when the fast path does not apply.
    package func appendAssignInPlace(_ target: Expr, _ valueExpr: Expr, _ ctx: Context, _ loc: Loc) throws -> Bool {
        guard let slot = inPlaceSlot(target, ctx), holdsArray(slot) else { return false }
        let operand = try evaluate(valueExpr, ctx)
        if case .array(let more) = operand, try append(more, to: slot, loc) { return true }
        let current = try evaluate(target, ctx)
        try assign(target, try arithmetic("+", current, operand, loc: loc), ctx)
        return true
    }
}
