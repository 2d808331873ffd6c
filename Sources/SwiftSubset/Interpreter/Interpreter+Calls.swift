extension Interpreter {
    package func evaluateArgs(_ args: [Argument], _ ctx: Context, hints: [TypeRef?] = []) throws -> Args {
        var values: [Value] = []
        values.reserveCapacity(args.count)
        for (i, a) in args.enumerated() {
            values.append(try evaluate(a.value, ctx, hint: i < hints.count ? hints[i] : nil))
        }
        return Args(values, args.map(\.label))
    }

    package func evaluateCall(_ callee: Expr, _ args: [Argument], _ ctx: Context, _ loc: Loc, hint: TypeRef?) throws -> Value {
        try step(loc)
        switch callee.kind {
        case .member(let base, let name):
            if case .superRef = base.kind {
                return try callSuper(name, try evaluateArgs(args, ctx), ctx, loc)
            }
            if name == "append", let result = try appendInPlace(base, args, ctx, loc) { return result }
            let receiver = try evaluate(base, ctx)
            return try callMethod(receiver, name, args, ctx, loc, baseExpr: base, hint: hint)
        case .identifier(let name):
            if let box = variable(name, ctx) {
                return try callValue(box.value, try evaluateArgs(args, ctx), loc, name: name, sink: InoutSink(args: args, ctx: ctx))
            }
            if name == "Self", case .type(let tv)? = dynamicSelfType(ctx) {
                // `Self(h: 11)`, `static let std = Self(…)`.
                return try callMethod(.type(tv), "init", args, ctx, loc, baseExpr: nil)
            }
            if let selfValue = ctx.selfValue, !ctx.isStatic, hasInstanceMember(selfValue, name) {
                return try callMethod(selfValue, name, args, ctx, loc, baseExpr: Expr(.selfRef, loc), hint: hint)
            }
            var type = ctx.type
            while let t = type {
                if !t.findStaticMethods(name).isEmpty {
                    return try callMethod(.type(TypeValue(name: t.name, script: t)), name, args, ctx, loc, baseExpr: nil)
                }
                type = t.outer
            }
            if let t = module.lookupType(name, from: ctx.type) {
                return try construct(t, try evaluateArgs(args, ctx, hints: initHints(t, args)), loc)
            }
            if let fns = module.functions(named: name) {
                // Swift's later declaration wins among equals (`selectOverload` takes the last).
                let (f, evaluated) = try resolveOverload(fns.reversed(), decl: { $0 }, fallback: fns[fns.count - 1], args, ctx)
                return try callFunction(f, owner: nil, selfValue: nil, evaluated, loc, sink: .make(f, args, ctx),
                                        resultHint: hint)
            }
            if module.globalDecl(named: name) != nil, let v = try globalValue(name, loc) {
                return try callValue(v, try evaluateArgs(args, ctx), loc, name: name)
            }
            if name == "swap", args.count == 2 {
                // `swap(&a, &b)`: the arguments are the variables themselves.
                let a = try evaluate(args[0].value, ctx), b = try evaluate(args[1].value, ctx)
                try assign(args[0].value, b, ctx)
                try assign(args[1].value, a, ctx)
                return .void
            }
            if host.isGlobalFunction(name) {
                // A direct call: errors point at the call, not at the statement.
                return try host.callGlobal(name, try evaluateArgs(args, ctx), loc: loc)
            }
            if let v = try host.globalValue(name, loc: loc) {
                return try callValue(v, try evaluateArgs(args, ctx, hints: Interpreter.nativeInitHints(name, args)), loc, name: name)
            }
            // `FooGuide()`: no type of that name anywhere (UnknownNames.swift).
            if name.first?.isUppercase == true { throw cannotFind(name, ctx, callee.loc) }
            let evaluated = try evaluateArgs(args, ctx)
            if let selfValue = ctx.selfValue, !ctx.isStatic, isStandardValue(selfValue),
               let (result, mutated) = try host.callValueMethod(selfValue, name, evaluated, loc: loc) {
                // `uppercased()` inside `extension String { … }`: a method of `self`.
                if let m = mutated { ctx.selfBox?.value = m }
                return result
            }
            return try host.callGlobal(name, evaluated, loc: loc)
        case .implicitMember(let name):
            let evaluated = try evaluateArgs(args, ctx)
            if let hint = hint, let t = scriptType(named: hint.baseName),
               t.kind != .protocolType || !t.findStaticMethods(name).isEmpty {
                if name == "init" { return try construct(t, evaluated, loc) }
                return try callValue(try getMember(.type(TypeValue(name: t.name, script: t)), name, ctx, loc), evaluated, loc, name: name)
            }
            if let hint = hint, module.hostTypes.isKnown(hint.baseName) {
                if name == "init" { return try host.construct(hint.baseName, evaluated, loc: loc) }
                if let v = try host.callStatic(hint.baseName, name, evaluated, loc: loc) { return v }
            }
            if let t = uniqueEnum(withCase: name), let c = t.enumCase(named: name), !c.associated.isEmpty {
                return enumValue(t, c, associated: evaluated.values, labels: evaluated.labels)
            }
            if let ext = extensionOwning(staticMember: name), let candidates = ext.staticMethods[name] {
                let f = selectOverload(candidates, labels: evaluated.labels) ?? candidates[0]
                return try callFunction(f, owner: ext, selfValue: .type(TypeValue(name: ext.name, script: nil)), evaluated, loc, isStatic: true)
            }
            if let v = try host.implicitCall(name, evaluated, loc: loc) { return v }
            return .enumCase(EnumValue(typeName: "", name: name, associated: evaluated.values, labels: evaluated.labels, rawValue: nil))
        case .array(let items) where items.count == 1 && args.isEmpty && isTypeName(items[0]):
            return .array([])
        case .array(let items) where items.isEmpty && args.isEmpty:
            return .array([])
        case .dictionary(let pairs) where args.isEmpty && pairs.count <= 1:
            return .dictionary([])
        case .typeExpr(let t):
            if let script = scriptType(named: t.baseName) { return try construct(script, try evaluateArgs(args, ctx), loc) }
            return try host.construct(t.baseName, try evaluateArgs(args, ctx), loc: loc)
        default:
            let f = try evaluate(callee, ctx)
            return try callValue(f, try evaluateArgs(args, ctx), loc, name: "closure")
        }
    }

    package func isTypeName(_ e: Expr) -> Bool {
        switch e.kind {
        case .identifier(let n): return n.first?.isUppercase ?? false
        case .typeExpr: return true
        case .array(let items): return items.count == 1 && isTypeName(items[0])
        default: return false
        }
    }

    /// UIKit initializers whose every overload takes CGFloat for these labels, so an argument such as `1/2` is
    /// floating (0.5). CGRect, CGSize and CGPoint are left out on purpose: they also have `Int` initializers,
    /// which Swift picks for integer literals (`CGSize(width: 1/2, height: 1)` is 0 wide).
    package static let nativeFloatingLabels: [String: Set<String>] = [
        "UIEdgeInsets": ["top", "left", "bottom", "right"],
        "NSDirectionalEdgeInsets": ["top", "leading", "bottom", "trailing"],
        "UIColor": ["red", "green", "blue", "alpha", "white", "hue", "saturation", "brightness", "displayP3Red"],
    ]

    package static func nativeInitHints(_ typeName: String, _ args: [Argument]) -> [TypeRef?] {
        guard let labels = nativeFloatingLabels[typeName] else { return [] }
        return args.map { a in a.label.map { labels.contains($0) } == true ? .named("CGFloat", generics: []) : nil }
    }

    package func initHints(_ t: ScriptType, _ args: [Argument]) -> [TypeRef?] {
        let labels = args.map(\.label)
        if let f = selectOverload(t.initializers.map(\.decl), labels: labels) { return f.params.map(\.type) }
        if t.kind == .structType {
            let stored = t.instanceVars.filter { !$0.isComputed }
            return labels.map { label in stored.first { $0.name == label }?.type }
        }
        return []
    }

    /// Calls a method (or a function-valued property) on a receiver.
    package func callMethod(_ receiver: Value, _ name: String, _ argExprs: [Argument], _ ctx: Context, _ loc: Loc,
                    baseExpr: Expr?, hint: TypeRef? = nil) throws -> Value {
        switch receiver {
        case .type(let tv):
            if let t = tv.script {
                if name == "init" { return try construct(t, try evaluateArgs(argExprs, ctx, hints: initHints(t, argExprs)), loc) }
                let candidates = t.findStaticMethods(name)
                if !candidates.isEmpty {
                    let ((f, owner), args) = try resolveOverload(candidates, decl: \.0, fallback: candidates[0], argExprs, ctx)
                    return try callFunction(f, owner: owner, selfValue: receiver, args, loc, isStatic: true,
                                            sink: .make(f, argExprs, ctx))
                }
                let member = try getMember(receiver, name, ctx, loc)
                return try callValue(member, try evaluateArgs(argExprs, ctx), loc, name: name)
            }
            // `extension UIView { static func … }`, up the UIKit chain, and static members of protocols an extension
            // conforms a UIKit class to (`self` is the class the call names).
            for className in module.hostTypes.chain(tv.name) {
                guard let ext = module.nativeExtensions[className] else { continue }
                let candidates = ext.findStaticMethods(name)
                guard !candidates.isEmpty else { continue }
                let ((f, owner), args) = try resolveOverload(Array(candidates.reversed()), decl: \.0, fallback: candidates[0], argExprs, ctx)
                return try callFunction(f, owner: owner, selfValue: receiver, args, loc, isStatic: true,
                                        sink: .make(f, argExprs, ctx))
            }
            let args = try evaluateArgs(argExprs, ctx)
            if name == "init" { return try host.construct(tv.name, args, loc: loc) }
            host.layoutInputsChanged()
            if let v = try host.callStatic(tv.name, name, args, loc: loc) { return v }
            warn("unsupported-api", "'\(tv.name).\(name)(\(args.labelSignature))' is not supported by the layout runtime; the call is ignored", at: loc)
            // Its result, if the code uses one, answers everything silently (UnknownNames.swift).
            return host.unsupportedValue("\(tv.name).\(name)")
        case .object(let o):
            if name == "init" {
                // `self.init(…)` delegation inside an initializer.
                let args = try evaluateArgs(argExprs, ctx)
                if let cls = o.scriptClass { return try runInitializer(cls, args, selfValue: receiver, loc) }
                if let native = o as? HostObject { try host.initialize(native, args, loc: loc) }
                return .void
            }
            if let cls = o.scriptClass {
                let candidates = cls.findMethods(name)
                if !candidates.isEmpty {
                    let ((f, owner), args) = try resolveOverload(candidates, decl: \.0, fallback: candidates[0], argExprs, ctx)
                    return try callFunction(f, owner: owner, selfValue: receiver, args, loc, sink: .make(f, argExprs, ctx),
                                            resultHint: hint)
                }
                if cls.findStored(name) != nil || cls.findComputed(name) != nil {
                    let member = try getMember(receiver, name, ctx, loc)
                    return try callValue(member, try evaluateArgs(argExprs, ctx), loc, name: name)
                }
            }
            if let v = o.fields[name] {
                return try callValue(v, try evaluateArgs(argExprs, ctx), loc, name: name)
            }
            if let native = o as? HostObject {
                if let (member, owner) = nativeExtensionMember(for: native, name) {
                    switch member {
                    case .method(let f):
                        let candidates = owner.methods[name] ?? [f]
                        let (chosen, args) = try resolveOverload(candidates.reversed(), decl: { $0 }, fallback: f, argExprs, ctx)
                        return try callFunction(chosen, owner: owner, selfValue: receiver, args, loc,
                                                sink: .make(chosen, argExprs, ctx))
                    case .computed(let decl):
                        let v = try runGetter(decl, owner: owner, self: receiver, loc)
                        return try callValue(v, try evaluateArgs(argExprs, ctx), loc, name: name)
                    }
                }
                let args = try evaluateArgs(argExprs, ctx)
                if name != "layoutIfNeeded" && name != "setNeedsLayout" { host.layoutInputsChanged() }
                if let v = try host.call(native, name, args, loc: loc, asSuper: false) { return v }
                if let v = try host.get(native, name, loc: loc), case .function = v {
                    return try callValue(v, args, loc, name: name)
                }
                try rejectMisspelledMember(name, on: native, loc, calling: true)
                warn("unsupported-api", "'\(native.className).\(name)(\(args.labelSignature))' is not supported by the layout runtime; the call is ignored", at: loc)
                return host.unsupportedValue("\(native.className).\(name)")
            }
            throw ScriptError("unknown-name", "value of type '\(o.typeName)' has no member '\(name)'", at: loc)
        case .structure, .enumCase:
            let typeName: String
            if case .structure(let s) = receiver { typeName = s.typeName } else if case .enumCase(let e) = receiver { typeName = e.typeName } else { typeName = "" }
            if let t = scriptType(named: typeName) {
                let candidates = t.findMethods(name)
                if !candidates.isEmpty {
                    let ((f, owner), args) = try resolveOverload(candidates, decl: \.0, fallback: candidates[0], argExprs, ctx)
                    let selfBox = Box(receiver)
                    let result = try callFunction(f, owner: owner, selfValue: receiver, args, loc, selfBox: selfBox,
                                                  sink: .make(f, argExprs, ctx))
                    if f.modifiers.isMutating, let base = baseExpr { try assign(base, selfBox.value, ctx) }
                    return result
                }
            }
            if case .structure(let s) = receiver, let field = s.fields[name], case .function = field {
                return try callValue(field, try evaluateArgs(argExprs, ctx), loc, name: name)
            }
            if let result = try callValueExtension(receiver, name, argExprs, ctx, loc, baseExpr: baseExpr) { return result }
            let args = try evaluateArgs(argExprs, ctx)
            if let (result, mutated) = try host.callValueMethod(receiver, name, args, loc: loc) {
                if let m = mutated, let base = baseExpr { try assign(base, m, ctx) }
                return result
            }
            if let result = try optionalMap(receiver, name, args, loc) { return result }
            throw ScriptError("unknown-name", "value of type '\(Operators.describeType(receiver))' has no member '\(name)'", at: loc)
        case .nilValue:
            // `Optional.map` / `flatMap` on nil: nil, the closure does not run.
            if name == "map" || name == "flatMap" { return .nilValue }
            throw ScriptError("runtime", "Fatal error: Unexpectedly found nil while implicitly unwrapping an Optional value (calling '\(name)')", at: loc)
        case .function(let fn) where name == "callAsFunction":
            return try callValue(.function(fn), try evaluateArgs(argExprs, ctx), loc, name: name)
        default:
            if let result = try callValueExtension(receiver, name, argExprs, ctx, loc, baseExpr: baseExpr) { return result }
            let args = try evaluateArgs(argExprs, ctx, hints: [])
            if let (result, mutated) = try host.callValueMethod(receiver, name, args, loc: loc) {
                if let m = mutated, let base = baseExpr { try assign(base, m, ctx) }
                return result
            }
            if let result = try optionalMap(receiver, name, args, loc) { return result }
            throw ScriptError("unknown-name", "value of type '\(Operators.describeType(receiver))' has no member '\(name)'", at: loc)
        }
    }

    /// `Optional.map` / `flatMap` on a value that has no such member of its own (a number, a struct): the value
    /// is the optional's wrapped value (the runtime does not box optionals), so the closure runs on it.
    package func optionalMap(_ receiver: Value, _ name: String, _ args: Args, _ loc: Loc) throws -> Value? {
        guard name == "map" || name == "flatMap", args.count == 1, case .function(let f)? = args.first else { return nil }
        return try callFunctionValue(f, Args([receiver], [nil]), loc)
    }

    /// `side.scaled(2)`, `wanted.clamped(to: 44...320)`: a method an extension of the value's standard type (or
    /// a protocol it conforms to) adds; a `mutating` one writes the new value back to the receiver.
    package func callValueExtension(_ receiver: Value, _ name: String, _ argExprs: [Argument], _ ctx: Context, _ loc: Loc,
                            baseExpr: Expr?) throws -> Value? {
        guard let (member, owner) = valueExtensionMember(receiver, name) else { return nil }
        switch member {
        case .method(let f):
            let candidates = owner.methods[name] ?? [f]
            let (chosen, args) = try resolveOverload(candidates.reversed(), decl: { $0 }, fallback: f, argExprs, ctx)
            let selfBox = Box(receiver)
            let result = try callFunction(chosen, owner: owner, selfValue: receiver, args, loc, selfBox: selfBox,
                                          sink: .make(chosen, argExprs, ctx))
            if chosen.modifiers.isMutating, let base = baseExpr { try assign(base, selfBox.value, ctx) }
            return result
        case .computed(let decl):
            let v = try runGetter(decl, owner: owner, self: receiver, loc)
            return try callValue(v, try evaluateArgs(argExprs, ctx), loc, name: name)
        }
    }

    package func callSuper(_ name: String, _ args: Args, _ ctx: Context, _ loc: Loc) throws -> Value {
        guard let selfValue = ctx.selfValue, let type = ctx.type else {
            throw ScriptError("syntax", "'super' is only available in a class member", at: loc)
        }
        if name == "init" {
            if let parent = type.superType {
                return try runInitializer(parent, args, selfValue: selfValue, loc)
            }
            if case .object(let o) = selfValue, let native = o as? HostObject {
                try host.initialize(native, args, loc: loc)
            }
            return .void
        }
        if let parent = type.superType {
            let candidates = parent.findMethods(name)
            if !candidates.isEmpty {
                let (f, owner) = selectOverloadOwned(candidates, labels: args.labels) ?? candidates[0]
                return try callFunction(f, owner: owner, selfValue: selfValue, args, loc)
            }
        }
        if case .object(let o) = selfValue, let native = o as? HostObject {
            host.layoutInputsChanged()
            if let v = try host.call(native, name, args, loc: loc, asSuper: true) { return v }
            // Lifecycle methods UIKit implements as no-ops (`super.viewWillAppear(animated)`).
            return .void
        }
        return .void
    }

    package func callValue(_ value: Value, _ args: Args, _ loc: Loc, name: String, sink: InoutSink? = nil) throws -> Value {
        switch value {
        case .function(let fn):
            return try callFunctionValue(fn, args, loc, sink: sink)
        case .type(let tv):
            if let t = tv.script { return try construct(t, args, loc) }
            return try host.construct(tv.name, args, loc: loc)
        case .nilValue:
            throw ScriptError("runtime", "Fatal error: Unexpectedly found nil while calling '\(name)'", at: loc)
        default:
            throw ScriptError("type-mismatch", "cannot call value of non-function type '\(Operators.describeType(value))'", at: loc)
        }
    }

    /// Calls a closure whose first parameter is `inout` (`reduce(into:)`'s accumulator) and returns that
    /// parameter's final value.
    package func callUpdatingFirstArgument(_ fn: Value, _ args: Args, _ loc: Loc) throws -> Value {
        guard case .function(let f) = fn, case .closure = f.kind else { return try callValue(fn, args, loc, name: "closure") }
        var final = args.values.first ?? .void
        _ = try callFunctionValue(f, args, loc, firstArgumentOut: { final = $0 })
        return final
    }

    package func callFunctionValue(_ fn: Function, _ args: Args, _ loc: Loc, sink: InoutSink? = nil,
                           firstArgumentOut: ((Value) -> Void)? = nil) throws -> Value {
        switch fn.kind {
        case .native(let body):
            return try body(args.values, args.labels)
        case .method(let f, let owner, let receiver):
            if owner.name.isEmpty { return try callFunction(f, owner: nil, selfValue: nil, args, loc, sink: sink) }
            let isStatic: Bool
            if case .type = receiver { isStatic = true } else { isStatic = false }
            return try callFunction(f, owner: owner, selfValue: receiver, args, loc, isStatic: isStatic, sink: sink)
        case .closure(let closure, let scope, let selfValue, let owner):
            callDepth += 1
            defer { callDepth -= 1 }
            if callDepth > maxCallDepth {
                throw ScriptError("step-limit", "recursion is too deep (more than \(maxCallDepth) nested calls)", at: loc)
            }
            var ctx = Context(scope: Scope(parent: scope), selfBox: selfValue.map { Box($0) }, type: owner)
            var inouts: [(arg: Int, name: String)] = []
            if let decl = localFunctionDecls[ObjectIdentifier(fn)] {
                inouts = try bindParameters(decl, args, &ctx, loc)
            } else {
                for (i, v) in args.values.enumerated() { ctx.scope.define("$\(i)", v) }
                if closure.params.count == 1 && args.count > 1 {
                    // `{ pair in … }` over (key, value) tuples.
                    ctx.scope.define(closure.params[0].name, .tuple(args.values, labels: args.labels))
                } else if closure.params.count > 1 && args.count == 1, case .tuple(let items, _) = args.values[0] {
                    for (p, v) in zip(closure.params, items) { ctx.scope.define(p.name, v) }
                } else {
                    for (i, p) in closure.params.enumerated() where p.name != "_" {
                        ctx.scope.define(p.name, coerce(i < args.count ? args.values[i] : .nilValue, floating: isFloatingType(p.type)))
                    }
                }
                if closure.usesAnonymousParams && args.count == 1, case .tuple(let items, _) = args.values[0] {
                    // `{ $0 + $1 }` takes the tuple apart; `{ $0.key }` keeps it whole, as in Swift.
                    for (i, v) in items.enumerated() { ctx.scope.define("$\(i)", v) }
                    if closure.highestAnonymousParam < 1 { ctx.scope.define("$0", args.values[0]) }
                }
            }
            let result = try runBody(closure.body, ctx, returns: localFunctionDecls[ObjectIdentifier(fn)]?.returnType ?? closure.returnType)
            try writeBackInout(inouts, ctx.scope, sink)
            if let out = firstArgumentOut {
                let first = closure.params.first?.name ?? "$0"
                if let box = ctx.scope.variables[first] { out(box.value) }
            }
            return result
        }
    }

    // MARK: script functions

    package func selectOverload(_ candidates: [FuncDecl], labels: [String?]) -> FuncDecl? {
        candidates.last { parametersAccept($0.params, labels: labels) }
    }

    package func selectOverloadOwned(_ candidates: [(FuncDecl, ScriptType)], labels: [String?]) -> (FuncDecl, ScriptType)? {
        candidates.first { parametersAccept($0.0.params, labels: labels) }
    }

    /// Whether arguments with these labels can bind to the parameters (defaults may be skipped; a trailing
    /// closure may bind a labeled function parameter).
    package func parametersAccept(_ params: [Parameter], labels: [String?]) -> Bool {
        var i = 0
        for p in params {
            if p.isVariadic {
                if i < labels.count, labels[i] == p.label { i += 1 }
                while i < labels.count, labels[i] == nil { i += 1 }
                continue
            }
            if i < labels.count, labels[i] == p.label {
                i += 1
            } else if i < labels.count, labels[i] == nil, i == labels.count - 1, case .function? = p.type.map(unwrapOptional) {
                i += 1
            } else if p.defaultValue == nil {
                return false
            }
        }
        return i == labels.count
    }

    package func unwrapOptional(_ t: TypeRef) -> TypeRef {
        if case .optional(let inner) = t { return unwrapOptional(inner) }
        if case .implicitlyUnwrapped(let inner) = t { return unwrapOptional(inner) }
        return t
    }

    /// Binds the arguments to the parameters; returns the `inout` parameters with the index of the argument each
    /// one took (for the copy-out on return).
    @discardableResult
    package func bindParameters(_ f: FuncDecl, _ args: Args, _ ctx: inout Context, _ loc: Loc) throws -> [(arg: Int, name: String)] {
        var i = 0
        var inouts: [(arg: Int, name: String)] = []
        for p in f.params {
            var value: Value
            if p.isVariadic {
                var items: [Value] = []
                if i < args.count, args.labels[i] == p.label { items.append(args.values[i]); i += 1 }
                while i < args.count, args.labels[i] == nil { items.append(args.values[i]); i += 1 }
                value = .array(items)
            } else if i < args.count, args.labels[i] == p.label || (args.labels[i] == nil && i == args.count - 1) {
                value = args.values[i]
                if p.isInout { inouts.append((i, p.name)) }
                i += 1
            } else if let d = p.defaultValue {
                value = try evaluate(d, ctx, hint: p.type)
            } else if i < args.count {
                value = args.values[i]
                if p.isInout { inouts.append((i, p.name)) }
                i += 1
            } else {
                throw ScriptError("type-mismatch", "missing argument for parameter '\(p.label ?? p.name)' in call to '\(f.name)'", at: loc)
            }
            ctx.scope.define(p.name, conform(value, to: p.type), isFloating: isFloatingType(p.type))
            if case .member(.named(let generic, _), "Type")? = p.type, case .type = value,
               module.lookupType(generic, from: ctx.type) == nil, !module.hostTypes.isKnown(generic) {
                // `func make<T: UIView>(_ type: T.Type) -> T { T() }`: the generic parameter names the type passed.
                ctx.scope.define(generic, value, isLet: true)
            }
        }
        return inouts
    }

    /// Swift's copy-in copy-out for `inout`: on return each `inout` parameter's final value is written back to the
    /// argument (`grow(&local)`, `grow(&self.prop)`, `clamp(&values[1])`; the parser keeps the argument without `&`).
    package func writeBackInout(_ inouts: [(arg: Int, name: String)], _ scope: Scope, _ sink: InoutSink?) throws {
        guard let sink = sink, !inouts.isEmpty else { return }
        for (arg, name) in inouts where arg < sink.args.count {
            guard let box = scope.variables[name] else { continue }
            try assign(sink.args[arg].value, box.value, sink.ctx)
        }
    }

    package func callFunction(_ f: FuncDecl, owner: ScriptType?, selfValue: Value?, _ args: Args, _ loc: Loc,
                      isStatic: Bool = false, selfBox: Box? = nil, sink: InoutSink? = nil,
                      resultHint: TypeRef? = nil) throws -> Value {
        callDepth += 1
        defer { callDepth -= 1 }
        if callDepth > maxCallDepth {
            throw ScriptError("step-limit", "recursion is too deep (more than \(maxCallDepth) nested calls in '\(f.name)')", at: loc)
        }
        var ctx = Context(scope: Scope(parent: module.globals), selfBox: selfBox ?? selfValue.map { Box($0) },
                          type: owner, isStatic: isStatic || f.modifiers.isStatic)
        let inouts = try bindParameters(f, args, &ctx, loc)
        if let hint = resultHint { bindGenericResult(f, hint, &ctx) }
        let result = try runBody(f.body, ctx, returns: f.returnType)
        try writeBackInout(inouts, ctx.scope, sink)
        return result
    }

    /// `func makeDefault<T: UIView>() -> T { T() }` called as `let plain: UIView = makeDefault()`: a result type that
    /// names no type (a generic parameter) is the type the call's context expects.
    package func bindGenericResult(_ f: FuncDecl, _ hint: TypeRef, _ ctx: inout Context) {
        guard let declared = f.returnType, case .named(let generic, let args) = unwrapOptional(declared), args.isEmpty,
              !["Self", "Any", "AnyObject", "Void", "Character", "Substring", "Never", "Optional"].contains(generic),
              ctx.scope.variables[generic] == nil,
              module.lookupType(generic, from: ctx.type) == nil, !module.hostTypes.isKnown(generic),
              !floatingTypeNames.contains(generic), !Interpreter.integerTypeNames.contains(generic) else { return }
        let name = unwrapOptional(hint).baseName
        if let script = module.lookupType(name, from: nil), script.kind != .protocolType {
            ctx.scope.define(generic, .type(TypeValue(name: script.name, script: script)), isLet: true)
        } else if module.hostTypes.isKnown(name) {
            ctx.scope.define(generic, .type(TypeValue(name: name, script: nil)), isLet: true)
        }
    }

    // MARK: construction

    /// `Type(args)` for a lesson type: classes allocate (with their UIKit object), run stored-property
    /// initializers and the matching `init`; structs also get Swift's memberwise initializer.
    package func construct(_ t: ScriptType, _ args: Args, _ loc: Loc) throws -> Value {
        // Stored-property initial values run before any `init` (`let child = V()` inside `V` recurses here).
        callDepth += 1
        defer { callDepth -= 1 }
        if callDepth > maxCallDepth { throw ScriptError("step-limit", "initializers recurse too deeply", at: loc) }
        switch t.kind {
        case .classType:
            let object = try host.allocate(t, loc: loc)
            let value = Value.object(object)
            if hostingAllocation == nil { hostingAllocation = object }
            try initializeStoredProperties(t, object)
            var args = args
            if args.count == 0, let implicit = host.implicitInitArguments(for: object), !hasInitializer(t, labels: []) {
                args = implicit
            }
            _ = try runInitializer(t, args, selfValue: value, loc)
            return failedInit ? consumeFailedInit() : value
        case .structType:
            var s = StructValue(t.name, [])
            let stored = t.instanceVars.filter { !$0.isComputed }
            for decl in stored {
                s.order.append(decl.name)
                s.fields[decl.name] = decl.initializer == nil ? .nilValue : try initialValue(decl, owner: t, self: .void)
            }
            if let f = selectOverload(t.initializers.map(\.decl), labels: args.labels) {
                let box = Box(.structure(s))
                _ = try callFunction(f, owner: t, selfValue: nil, args, loc, selfBox: box)
                return failedInit ? consumeFailedInit() : box.value
            }
            // Memberwise initializer.
            for (label, value) in zip(args.labels, args.values) {
                guard let label = label, let decl = stored.first(where: { $0.name == label }) else {
                    throw ScriptError("type-mismatch", "no initializer of '\(t.name)' takes these arguments (\(args.labelSignature))", at: loc)
                }
                s.fields[label] = conform(value, to: decl.type)
            }
            return .structure(s)
        case .enumType:
            if let raw = args.named("rawValue") {
                for c in t.cases where rawValue(t, c).map({ Operators.equal($0, raw) }) == true {
                    return enumValue(t, c)
                }
                return .nilValue
            }
            if let f = selectOverload(t.initializers.map(\.decl), labels: args.labels) {
                let box = Box(.nilValue)
                _ = try callFunction(f, owner: t, selfValue: nil, args, loc, selfBox: box)
                return box.value
            }
            throw ScriptError("type-mismatch", "enum '\(t.name)' has no initializer taking (\(args.labelSignature))", at: loc)
        default:
            throw ScriptError("type-mismatch", "'\(t.name)' cannot be constructed", at: loc)
        }
    }

    package func hasInitializer(_ t: ScriptType, labels: [String?]) -> Bool {
        var type: ScriptType? = t
        while let c = type {
            if selectOverload(c.initializers.map(\.decl), labels: labels) != nil { return true }
            if c.initializers.contains(where: { !$0.decl.modifiers.isConvenience }) { return false }
            type = c.superType
        }
        return false
    }

    package func consumeFailedInit() -> Value {
        failedInit = false
        return .nilValue
    }

    /// Stored properties with initializers, subclass first (Swift's phase-one order).
    package func initializeStoredProperties(_ t: ScriptType, _ object: ObjectRef) throws {
        var type: ScriptType? = t
        while let current = type {
            for decl in current.instanceVars where !decl.isComputed && !decl.modifiers.isLazy {
                if decl.modifiers.isOverride, let native = object as? HostObject, host.respondsTo(native, decl.name) { continue }
                if case .tuple = decl.pattern { continue }
                let value = try initialValue(decl, owner: current, self: .object(object))
                object.fields[decl.name] = value
                host.noteStored(decl.name, value)
            }
            type = current.superType
        }
    }

    /// Runs the `init` of `t` matching the labels (inherited when `t` declares none), then UIKit's own.
    @discardableResult
    package func runInitializer(_ t: ScriptType, _ args: Args, selfValue: Value, _ loc: Loc) throws -> Value {
        let candidates = t.initializers.map(\.decl)
        if let f = selectOverload(candidates, labels: args.labels) {
            let object = selfValue.asObject
            callDepth += 1
            defer { callDepth -= 1 }
            if callDepth > maxCallDepth { throw ScriptError("step-limit", "initializers recurse too deeply", at: loc) }
            var ctx = Context(scope: Scope(parent: module.globals), selfBox: Box(selfValue), type: t)
            ctx.initializing = object
            try bindParameters(f, args, &ctx, loc)
            do {
                try execute(f.body, ctx)
            } catch ControlFlow.returned(let v) {
                if v.isNil { failedInit = true }
            } catch is FailedInit {
                failedInit = true
            }
            return selfValue
        }
        if candidates.contains(where: { !$0.modifiers.isConvenience }) && !candidates.isEmpty {
            throw ScriptError("type-mismatch", "no initializer of '\(t.name)' takes (\(args.labelSignature))", at: loc)
        }
        if let parent = t.superType {
            return try runInitializer(parent, args, selfValue: selfValue, loc)
        }
        if case .object(let o) = selfValue, let native = o as? HostObject {
            try host.initialize(native, args, loc: loc)
        } else if args.count > 0 {
            throw ScriptError("type-mismatch", "'\(t.name)' has no initializer taking (\(args.labelSignature))", at: loc)
        }
        return selfValue
    }
}

/// `return nil` in a failable initializer.
package struct FailedInit: Error {}

/// Where `inout` arguments are written back: the call's argument expressions and the caller's context.
package struct InoutSink {
    package let args: [Argument]
    package let ctx: Context

    /// A sink only when the function has `inout` parameters (most calls need none).
    package static func make(_ f: FuncDecl, _ args: [Argument], _ ctx: Context) -> InoutSink? {
        f.params.contains(where: \.isInout) ? InoutSink(args: args, ctx: ctx) : nil
    }
}
