extension Interpreter {
    /// Resolves an unqualified name: locals, then `self`'s members, then statics of the enclosing types, then
    /// the module (types, globals, functions), then UIKit/Foundation builtins.
    package func lookup(_ name: String, _ ctx: Context, _ loc: Loc, hint: TypeRef? = nil) throws -> Value {
        if let box = variable(name, ctx) { return box.value }
        if name == "Self", let type = dynamicSelfType(ctx) { return type }
        if let selfValue = ctx.selfValue, !ctx.isStatic, hasInstanceMember(selfValue, name) {
            return try getMember(selfValue, name, ctx, loc)
        }
        if let v = try lookupStatic(name, ctx, loc) { return v }
        if let type = module.lookupType(name, from: ctx.type) {
            return .type(TypeValue(name: type.name, script: type))
        }
        if let v = try globalValue(name, loc) { return v }
        if let fns = module.functions(named: name), let f = fns.last {
            return .function(makeGlobalFunction(f))
        }
        if let v = try host.globalValue(name, loc: loc) { return v }
        if let selfValue = ctx.selfValue, !ctx.isStatic, isStandardValue(selfValue),
           let v = try host.valueMember(selfValue, name, loc: loc) {
            // `count` inside `extension Array { … }`: a property of `self`.
            return v
        }
        throw cannotFind(name, ctx, loc)
    }

    /// `Self`: the dynamic type of `self` (a subclass, the type conforming to a protocol whose extension runs, the
    /// type a static member is called on), else the type whose member runs.
    package func dynamicSelfType(_ ctx: Context) -> Value? {
        switch ctx.selfValue {
        case .object(let o)?:
            if let cls = o.scriptClass { return .type(TypeValue(name: cls.name, script: cls)) }
            if let native = o as? HostObject { return .type(TypeValue(name: native.className, script: nil)) }
        case .type(let tv)? where ctx.isStatic:
            return .type(tv)
        case .structure(let s)?:
            if let t = scriptType(named: s.typeName) { return .type(TypeValue(name: t.name, script: t)) }
        case .enumCase(let e)?:
            if let t = scriptType(named: e.typeName) { return .type(TypeValue(name: t.name, script: t)) }
        default:
            break
        }
        if let t = ctx.type, t.kind != .protocolType, !t.isNativeExtension { return .type(TypeValue(name: t.name, script: t)) }
        return nil
    }

    /// A number, string, collection or UIKit/CoreGraphics struct: `self` in an extension of a standard type.
    package func isStandardValue(_ value: Value) -> Bool {
        switch value {
        case .int, .double, .string, .bool, .array, .dictionary, .range: return true
        case .structure(let s): return scriptType(named: s.typeName) == nil
        default: return false
        }
    }

    /// The variable an unqualified name means before `self`'s members are looked at: a local of the running
    /// code (its function, the closures around it, their captures), or a module-level variable unless `self`
    /// has a member of that name. Swift looks up locals, then members of `self`, then globals: inside
    /// `RowView.setupViews()`, `badge` is `self.badge` even when the block's top level declares a `badge` (another
    /// object's property is never in scope). The top-level statements' own controller is the exception: its
    /// properties *are* those top-level variables.
    package func variable(_ name: String, _ ctx: Context) -> Box? {
        var scope: Scope? = ctx.scope
        while let s = scope {
            if let box = s.variables[name] {
                if s === module.globals, let selfValue = ctx.selfValue, !ctx.isStatic, !isTopLevelController(selfValue),
                   hasInstanceMember(selfValue, name) {
                    return nil
                }
                return box
            }
            scope = s.parent
        }
        return nil
    }

    private func isTopLevelController(_ value: Value) -> Bool {
        guard let host = topLevelController, case .object(let o) = value else { return false }
        return o === host
    }

    package func makeGlobalFunction(_ f: FuncDecl) -> Function {
        Function(.method(f, ScriptType(name: "", kind: .structType, loc: f.loc), receiver: .void), name: f.name)
    }

    /// Static members visible unqualified inside a type's body (and its outer types).
    package func lookupStatic(_ name: String, _ ctx: Context, _ loc: Loc) throws -> Value? {
        var type = ctx.type
        while let t = type {
            if t.findStatic(name) != nil || !t.findStaticMethods(name).isEmpty || t.findNested(name) != nil {
                return try getMember(.type(TypeValue(name: t.name, script: t)), name, ctx, loc)
            }
            if t.kind == .enumType, ctx.isStatic, let c = t.enumCase(named: name), c.associated.isEmpty {
                return enumValue(t, c)
            }
            type = t.outer
        }
        return nil
    }

    /// Module-level `let`/`var`, initialized lazily on first use as Swift globals are.
    package func globalValue(_ name: String, _ loc: Loc) throws -> Value? {
        if let box = module.globals.variables[name] { return box.value }
        guard let decl = module.globalDecl(named: name) else { return nil }
        if initializingGlobals.contains(name) {
            throw ScriptError("runtime", "global '\(name)' is used in its own initializer", at: loc)
        }
        initializingGlobals.insert(name)
        defer { initializingGlobals.remove(name) }
        let ctx = Context(scope: module.globals)
        var value: Value = .nilValue
        if let getter = decl.getter {
            return try runBody(getter, ctx.child(), returns: decl.type)
        }
        if let initializer = decl.initializer {
            value = try checkedInitialValue(try evaluate(initializer, ctx, hint: decl.type), of: initializer, declared: decl.type)
        }
        value = conform(value, to: decl.type)
        module.globals.define(name, value, isFloating: isFloatingType(decl.type), isLet: decl.isLet)
        return value
    }

    /// Whether `name` is a member of `self` (so an unqualified name means `self.name`).
    package func hasInstanceMember(_ value: Value, _ name: String) -> Bool {
        switch value {
        case .object(let o):
            if o.fields[name] != nil { return true }
            if let cls = o.scriptClass {
                if cls.findStored(name) != nil || cls.findComputed(name) != nil || cls.findMethod(name) != nil {
                    return true
                }
            }
            if let native = o as? HostObject {
                if host.respondsTo(native, name) { return true }
                if nativeExtensionMember(for: native, name) != nil { return true }
            }
            return false
        case .structure(let s):
            if s.fields[name] != nil { return true }
            if let t = scriptType(named: s.typeName) {
                return t.findComputed(name) != nil || t.findMethod(name) != nil
            }
            return valueExtensionMember(value, name) != nil
        case .enumCase(let e):
            if name == "rawValue" { return true }
            if let t = scriptType(named: e.typeName) {
                return t.findComputed(name) != nil || t.findMethod(name) != nil
            }
            return false
        default:
            // Inside `extension CGFloat { … }` a sibling member is found unqualified (`half` for `self.half`).
            return valueExtensionMember(value, name) != nil
        }
    }

    package func enumValue(_ type: ScriptType, _ c: EnumCaseDecl, associated: [Value] = [], labels: [String?] = []) -> Value {
        .enumCase(EnumValue(typeName: type.name, name: c.name, associated: associated, labels: labels,
                            rawValue: rawValue(type, c)))
    }

    /// Raw values: explicit, or implicit (`Int` cases count from the previous, `String` cases use the name).
    package func rawValue(_ type: ScriptType, _ c: EnumCaseDecl) -> Value? {
        if let cached = type.caseRawValues[c.name] { return cached }
        let rawType = type.inheritedNames.first ?? ""
        var result: Value?
        if let raw = c.rawValue {
            result = try? evaluate(raw, Context(scope: module.globals), hint: .named(rawType, generics: []))
        } else if rawType == "String" {
            result = .string(c.name)
        } else if rawType == "Int" || floatingTypeNames.contains(rawType) {
            var next = 0
            for other in type.cases {
                if let raw = other.rawValue, case .integer(let i) = raw.kind { next = i }
                else if let raw = other.rawValue, case .prefix("-", let inner) = raw.kind, case .integer(let i) = inner.kind { next = -i }
                if other.name == c.name { break }
                next += 1
            }
            result = floatingTypeNames.contains(rawType) ? .double(Double(next)) : .int(next)
        }
        if let r = result { type.caseRawValues[c.name] = r }
        return result
    }

    /// `.name` with no receiver: the contextual type's static member or case when the type is known, otherwise
    /// a uniquely named case of a lesson enum, otherwise a UIKit member (`.systemBlue`), otherwise a symbolic
    /// case that UIKit properties interpret by name (`.vertical`, `.fill`).
    package func implicitMember(_ name: String, hint: TypeRef?, _ ctx: Context, _ loc: Loc) throws -> Value {
        if let hint = hint, let type = scriptType(named: hint.baseName) {
            if type.kind != .protocolType {
                return try getMember(.type(TypeValue(name: type.name, script: type)), name, ctx, loc)
            }
            // A protocol result type (`-> Theme { .dark }`): its static members, else the usual search.
            if let v = try staticMemberIfPresent(type, name, ctx, loc) { return v }
        }
        if let hint = hint, module.hostTypes.isKnown(hint.baseName),
           let v = try host.staticMember(hint.baseName, name, loc: loc) {
            return v
        }
        if let type = uniqueEnum(withCase: name) {
            if let c = type.enumCase(named: name) { return enumValue(type, c) }
        }
        // `extension UIColor { static let brand = … }` / `extension CGFloat { static let spacing = 16 }`: `.brand`.
        if let ext = extensionOwning(staticMember: name) {
            return try getMember(.type(TypeValue(name: ext.name, script: nil)), name, ctx, loc)
        }
        if let v = try host.implicitMember(name, loc: loc) { return v }
        return .plainCase(name)
    }

    /// The extension of a UIKit/Foundation type that declares a static member of this name (the first, in
    /// name order, when several do).
    package func extensionOwning(staticMember name: String) -> ScriptType? {
        for key in module.nativeExtensions.keys.sorted() {
            guard let ext = module.nativeExtensions[key] else { continue }
            if ext.staticVars[name] != nil || ext.staticMethods[name] != nil { return ext }
        }
        return nil
    }

    package func uniqueEnum(withCase name: String) -> ScriptType? {
        if let cached = enumCaseOwners[name] { return cached }
        var found: [ScriptType] = []
        func search(_ t: ScriptType) {
            if t.kind == .enumType, t.enumCase(named: name) != nil { found.append(t) }
            t.nestedTypes.values.forEach(search)
        }
        module.typesToSearch(for: [.enumCase(name)]).forEach(search)
        guard found.count == 1 else { return nil }
        enumCaseOwners[name] = found[0]
        return found[0]
    }
}
