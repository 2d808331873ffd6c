extension Interpreter {
    package func getMember(_ receiver: Value, _ name: String, _ ctx: Context, _ loc: Loc) throws -> Value {
        switch receiver {
        case .object(let o):
            return try objectMember(o, name, ctx, loc)
        case .structure(let s):
            if let v = s.fields[name] { return v }
            if let t = scriptType(named: s.typeName) {
                if let (decl, owner) = t.findComputed(name) {
                    return try runGetter(decl, owner: owner, self: receiver, loc)
                }
                if let (f, owner) = t.findMethod(name) {
                    return .function(Function(.method(f, owner, receiver: receiver), name: name))
                }
            }
            if let v = try valueExtensionValue(receiver, name, loc) { return v }
            if let v = try host.valueMember(receiver, name, loc: loc) { return v }
        case .enumCase(let e):
            if name == "rawValue", let raw = e.rawValue { return raw }
            if let t = scriptType(named: e.typeName) {
                if let (decl, owner) = t.findComputed(name) {
                    return try runGetter(decl, owner: owner, self: receiver, loc)
                }
                if let (f, owner) = t.findMethod(name) {
                    return .function(Function(.method(f, owner, receiver: receiver), name: name))
                }
            }
            if let v = try host.valueMember(receiver, name, loc: loc) { return v }
        case .type(let tv):
            if let t = tv.script {
                return try staticMember(t, name, ctx, loc)
            }
            if name == "self" { return receiver }   // `UIStackView.self`
            for className in module.hostTypes.chain(tv.name) {
                // `UILabel.reuseID` from `extension UIView: Reusable {}` (or an extension of UILabel itself).
                guard let ext = module.nativeExtensions[className] else { continue }
                if let v = try staticMemberIfPresent(ext, name, ctx, loc, conformingType: tv) { return v }
            }
            if let v = try host.staticMember(tv.name, name, loc: loc) { return v }
            warn("unsupported-api", "'\(tv.name).\(name)' is not supported by the layout runtime", at: loc)
            // A member of a type the runtime does not know at all (`UIFancyFactory.shared`) answers everything
            // silently; one of a known type stays a symbolic case, which UIKit properties read by name.
            if !module.hostTypes.isKnown(tv.name) && !module.hostTypes.isInertType(tv.name) && !tv.name.contains(".") {
                return host.unsupportedValue("\(tv.name).\(name)")
            }
            return .plainCase(name)
        case .nilValue:
            throw ScriptError("runtime", "Fatal error: Unexpectedly found nil while implicitly unwrapping an Optional value (accessing '\(name)')", at: loc)
        default:
            if let v = try valueExtensionValue(receiver, name, loc) { return v }
            if let v = try host.valueMember(receiver, name, loc: loc) { return v }
        }
        throw ScriptError("unknown-name", "value of type '\(Operators.describeType(receiver))' has no member '\(name)'", at: loc)
    }

    /// `37.pt`, `width.half`: a computed property an extension adds (its getter runs), or a method as a value.
    package func valueExtensionValue(_ receiver: Value, _ name: String, _ loc: Loc) throws -> Value? {
        guard let (member, owner) = valueExtensionMember(receiver, name) else { return nil }
        switch member {
        case .computed(let decl): return try runGetter(decl, owner: owner, self: receiver, loc)
        case .method(let f): return .function(Function(.method(f, owner, receiver: receiver), name: name))
        }
    }

    package func unsupported(_ api: String, _ loc: Loc) -> ScriptError {
        ScriptError("unsupported-api", "'\(api)' is not supported by the layout runtime", at: loc)
    }

    package func objectMember(_ o: ObjectRef, _ name: String, _ ctx: Context, _ loc: Loc) throws -> Value {
        if let cls = o.scriptClass {
            if let (decl, owner) = cls.findStored(name) {
                if let v = o.fields[name] { return v }
                if decl.modifiers.isLazy {
                    let v = try initialValue(decl, owner: owner, self: .object(o))
                    o.fields[name] = v
                    return v
                }
                if let native = o as? HostObject, host.respondsTo(native, name) {
                    // An observer-only override of a UIKit property (`override var isHidden: Bool { didSet … }`).
                    if let v = try host.get(native, name, loc: loc) { return v }
                }
                return .nilValue
            }
            if let (decl, owner) = cls.findComputed(name) {
                return try runGetter(decl, owner: owner, self: .object(o), loc)
            }
            if let (f, owner) = cls.findMethod(name) {
                return .function(Function(.method(f, owner, receiver: .object(o)), name: name))
            }
        }
        if let v = o.fields[name] { return v }
        if let native = o as? HostObject {
            if let v = try host.get(native, name, loc: loc) { return v }
            if let (member, owner) = nativeExtensionMember(for: native, name) {
                switch member {
                case .computed(let decl): return try runGetter(decl, owner: owner, self: .object(o), loc)
                case .method(let f): return .function(Function(.method(f, owner, receiver: .object(o)), name: name))
                }
            }
            if host.respondsTo(native, name) {
                // A method used as a value (`button.addTarget(self, action: …)` never needs this; rare).
                return .function(Function(.native({ [weak self] args, labels in
                    guard let self = self else { return .void }
                    self.host.layoutInputsChanged()
                    return try self.host.call(native, name, Args(args, labels), loc: loc, asSuper: false) ?? .void
                }), name: name))
            }
            try rejectControllerMember(name, on: native, loc)
            try rejectMisspelledMember(name, on: native, loc)
            warn("unsupported-api", "'\(native.className).\(name)' is not supported by the layout runtime", at: loc)
            return host.unsupportedValue("\(native.className).\(name)")
        }
        throw ScriptError("unknown-name", "value of type '\(o.typeName)' has no member '\(name)'", at: loc)
    }

    /// A view controller's member used on a view (`view.systemMinimumLayoutMargins`) is Swift's compile-time "has no
    /// member" error, not an API the runtime lacks: reading on with nil would only fail later, somewhere else.
    package func rejectControllerMember(_ name: String, on native: HostObject, _ loc: Loc) throws {
        guard let owner = host.ownerOfMisplacedMember(name, on: native) else { return }
        throw ScriptError("unknown-name", "value of type '\(native.typeName)' has no member '\(name)' "
                          + "('\(name)' belongs to \(owner))", at: loc)
    }

    package enum ExtensionMember {
        case computed(VarDecl)
        case method(FuncDecl)
    }

    /// Members lesson code added to UIKit classes with `extension UIView { … }`, searched up the UIKit chain.
    /// Also the default members of lesson protocols a UIKit class is made to conform to (`extension UIView: Then {}`).
    package func nativeExtensionMember(for native: HostObject, _ name: String) -> (ExtensionMember, ScriptType)? {
        extensionMember(for: module.hostTypes.chain(native.className), name)
    }

    /// An instance member that an extension of one of `typeNames` (most specific first) declares, or a default
    /// member of a lesson protocol such an extension conforms the type to.
    package func extensionMember(for typeNames: [String], _ name: String) -> (ExtensionMember, ScriptType)? {
        if module.nativeExtensions.isEmpty { return nil }
        var conformances: [ScriptType] = []
        for typeName in typeNames {
            guard let ext = module.nativeExtensions[typeName] else { continue }
            if let v = ext.computed[name] { return (.computed(v), ext) }
            if let f = ext.methods[name]?.last { return (.method(f), ext) }
            for p in ext.inheritedNames {
                if let proto = module.type(named: p), proto.kind == .protocolType { conformances.append(proto) }
            }
        }
        for proto in conformances {
            if let (v, owner) = proto.findComputed(name) { return (.computed(v), owner) }
            if let (f, owner) = proto.findMethod(name) { return (.method(f), owner) }
        }
        return nil
    }

    /// The standard-library types and protocols a value is an instance of, for members lesson code adds with
    /// `extension Int { var pt: CGFloat { … } }`, `extension CGFloat { … }`, `extension Comparable { … }`.
    /// A floating value is a CGFloat first (the interpreter does not tell CGFloat from Double).
    package func valueTypeNames(_ value: Value) -> [String] {
        switch value {
        case .int:
            return ["Int", "FixedWidthInteger", "SignedInteger", "BinaryInteger", "SignedNumeric", "Numeric",
                    "AdditiveArithmetic", "Strideable", "Comparable", "Hashable", "Equatable"]
        case .double:
            return ["CGFloat", "Double", "Float", "BinaryFloatingPoint", "FloatingPoint", "SignedNumeric", "Numeric",
                    "AdditiveArithmetic", "Strideable", "Comparable", "Hashable", "Equatable"]
        case .string:
            return ["String", "StringProtocol", "BidirectionalCollection", "Collection", "Sequence", "Comparable",
                    "Hashable", "Equatable"]
        case .bool:
            return ["Bool", "Hashable", "Equatable"]
        case .array:
            return ["Array", "RandomAccessCollection", "RangeReplaceableCollection", "MutableCollection",
                    "BidirectionalCollection", "Collection", "Sequence"]
        case .dictionary:
            return ["Dictionary", "Collection", "Sequence"]
        case .range:
            return ["ClosedRange", "Range", "Collection", "Sequence"]
        case .structure(let s):
            return [s.typeName, "Equatable", "Hashable"]
        default:
            return []
        }
    }

    /// A member an extension adds to a value's standard type (nil when there is none).
    package func valueExtensionMember(_ value: Value, _ name: String) -> (ExtensionMember, ScriptType)? {
        if module.nativeExtensions.isEmpty { return nil }
        return extensionMember(for: valueTypeNames(value), name)
    }

    package func staticMember(_ t: ScriptType, _ name: String, _ ctx: Context, _ loc: Loc) throws -> Value {
        if let v = try staticMemberIfPresent(t, name, ctx, loc) { return v }
        if let native = t.nativeBase {
            // A lesson subclass of a UIKit class an extension conforms to a protocol (`ProfileCell.reuseID`).
            for className in module.hostTypes.chain(native) {
                guard let ext = module.nativeExtensions[className] else { continue }
                if let v = try staticMemberIfPresent(ext, name, ctx, loc, conformingType: TypeValue(name: t.name, script: t)) {
                    return v
                }
            }
            if let v = try host.staticMember(native, name, loc: loc) { return v }
        }
        throw ScriptError("unknown-name", "type '\(t.name)' has no member '\(name)'", at: loc)
    }

    package func staticMemberIfPresent(_ t: ScriptType, _ name: String, _ ctx: Context, _ loc: Loc,
                               conformingType: TypeValue? = nil) throws -> Value? {
        if name == "self" { return .type(TypeValue(name: t.name, script: t.isNativeExtension ? nil : t)) }
        if let (decl, owner) = t.findStatic(name) {
            if let box = owner.staticStorage[name] { return box.value }
            // In a protocol extension's static member `self` is the conforming type (`String(describing: self)`).
            let selfType = owner.kind == .protocolType
                ? conformingType ?? TypeValue(name: t.name, script: t.isNativeExtension ? nil : t)
                : TypeValue(name: owner.name, script: owner)
            let sctx = Context(scope: Scope(parent: module.globals), selfBox: Box(.type(selfType)),
                               type: owner, isStatic: true)
            if let getter = decl.getter { return try runBody(getter, sctx, returns: decl.type) }
            var value: Value = .nilValue
            if let initializer = decl.initializer {
                if staticInitializing.contains(ObjectIdentifier(decl)) {
                    throw ScriptError("runtime", "static '\(name)' is used in its own initializer", at: loc)
                }
                staticInitializing.insert(ObjectIdentifier(decl))
                defer { staticInitializing.remove(ObjectIdentifier(decl)) }
                value = conform(try checkedInitialValue(try evaluate(initializer, sctx, hint: decl.type), of: initializer,
                                                        declared: decl.type), to: decl.type)
            }
            owner.staticStorage[name] = Box(value, isFloating: isFloatingType(decl.type), isLet: decl.isLet)
            return value
        }
        if let c = t.enumCase(named: name) {
            if c.associated.isEmpty { return enumValue(t, c) }
            let type = t
            return .function(Function(.native({ [weak self] args, labels in
                guard let self = self else { return .void }
                return self.enumValue(type, c, associated: args, labels: labels)
            }), name: name))
        }
        if let nested = t.findNested(name) { return .type(TypeValue(name: nested.name, script: nested)) }
        if let (f, owner) = t.findStaticMethods(name).last {
            let receiver = owner.kind == .protocolType
                ? conformingType ?? TypeValue(name: t.name, script: t.isNativeExtension ? nil : t)
                : TypeValue(name: owner.name, script: owner)
            return .function(Function(.method(f, owner, receiver: .type(receiver)), name: name))
        }
        if name == "allCases", t.kind == .enumType {
            return .array(t.cases.map { enumValue(t, $0) })
        }
        if name == "init" {
            let type = t
            return .function(Function(.native({ [weak self] args, labels in
                guard let self = self else { return .void }
                return try self.construct(type, Args(args, labels), self.currentLoc)
            }), name: "init"))
        }
        return nil
    }

    package func runGetter(_ decl: VarDecl, owner: ScriptType, self value: Value, _ loc: Loc) throws -> Value {
        callDepth += 1
        defer { callDepth -= 1 }
        if callDepth > maxCallDepth {
            throw ScriptError("step-limit", "recursion is too deep (computed property '\(decl.name)')", at: loc)
        }
        let ctx = Context(scope: Scope(parent: module.globals), selfBox: Box(value), type: owner)
        return coerce(try runBody(decl.getter ?? [], ctx, returns: decl.type), floating: isFloatingType(decl.type))
    }

    /// A stored property's initial value (runs `{ … }()` initializers; `lazy` ones may use `self`).
    package func initialValue(_ decl: VarDecl, owner: ScriptType, self value: Value) throws -> Value {
        guard let initializer = decl.initializer else {
            if let t = decl.type, isOptionalType(t) { return .nilValue }
            return .nilValue
        }
        let ctx = Context(scope: Scope(parent: module.globals), selfBox: Box(value), type: owner)
        let saved = currentLoc
        currentLoc = initializer.loc
        defer { currentLoc = saved }
        return conform(try checkedInitialValue(try evaluate(initializer, ctx, hint: decl.type), of: initializer,
                                               declared: decl.type), to: decl.type)
    }

    /// Runs a setter or property observer as a call (they may set properties whose accessors recurse).
    package func runAccessor(_ body: [Stmt], _ ctx: Context, _ what: String, _ loc: Loc) throws {
        callDepth += 1
        defer { callDepth -= 1 }
        if callDepth > maxCallDepth {
            throw ScriptError("step-limit", "recursion is too deep (more than \(maxCallDepth) nested calls in the \(what))", at: loc)
        }
        _ = try runBody(body, ctx)
    }

    package func superMember(_ name: String, _ ctx: Context, _ loc: Loc) throws -> Value {
        guard let selfValue = ctx.selfValue, let type = ctx.type else {
            throw ScriptError("syntax", "'super' is only available in a class member", at: loc)
        }
        if ctx.isStatic, let parent = type.superType {
            // `super.height` in an `override class var`: the superclass's class member.
            return try getMember(.type(TypeValue(name: parent.name, script: parent)), name, ctx, loc)
        }
        if let parent = type.superType {
            if let (decl, owner) = parent.findComputed(name) { return try runGetter(decl, owner: owner, self: selfValue, loc) }
            if let (f, owner) = parent.findMethod(name) {
                return .function(Function(.method(f, owner, receiver: selfValue), name: name))
            }
            if parent.findStored(name) != nil, case .object(let o) = selfValue { return o.fields[name] ?? .nilValue }
        }
        if case .object(let o) = selfValue, let native = o as? HostObject {
            if let v = try host.get(native, name, loc: loc) { return v }
        }
        throw ScriptError("unknown-name", "'super' has no member '\(name)'", at: loc)
    }

    // MARK: assignment

    /// `base.name = value` with `base` already evaluated to `receiver`; a value-type receiver is written back to
    /// `base`.
    package func assignMember(_ receiver: Value, of base: Expr, _ name: String, _ value: Value, _ ctx: Context, _ loc: Loc) throws {
        if case .type(let tv) = receiver, let t = tv.script, let (decl, owner) = t.findStatic(name) {
            _ = try staticMemberIfPresent(owner, name, ctx, loc)
            owner.staticStorage[name]?.value = coerce(value, floating: isFloatingType(decl.type))
            return
        }
        try setMember(receiver, name, value, ctx, loc, writeBack: { newBase in
            try self.assign(base, newBase, ctx)
        })
    }

    package func assign(_ target: Expr, _ value: Value, _ ctx: Context) throws {
        switch target.kind {
        case .identifier(let name):
            if name == "_" { return }
            if let box = variable(name, ctx) {
                box.value = keepingTupleLabels(coerce(copyingValueTypes(value), floating: box.isFloating), of: box.value)
                return
            }
            if let selfValue = ctx.selfValue, !ctx.isStatic, hasInstanceMember(selfValue, name) {
                try setMember(selfValue, name, value, ctx, target.loc, writeBack: { newSelf in ctx.selfBox?.value = newSelf })
                return
            }
            var type = ctx.type
            while let t = type {
                if let (decl, owner) = t.findStatic(name) {
                    _ = try staticMemberIfPresent(owner, name, ctx, target.loc)
                    owner.staticStorage[name] = Box(coerce(value, floating: isFloatingType(decl.type)), isFloating: isFloatingType(decl.type))
                    return
                }
                type = t.outer
            }
            if module.globalDecl(named: name) != nil {
                _ = try globalValue(name, target.loc)
                if let box = module.globals.variables[name] {
                    box.value = keepingTupleLabels(coerce(value, floating: box.isFloating), of: box.value)
                }
                return
            }
            throw cannotFind(name, ctx, target.loc)
        case .member(let base, let name):
            if case .superRef = base.kind, let selfValue = ctx.selfValue {
                if case .object(let o) = selfValue, let native = o as? HostObject {
                    if try host.set(native, name, value, loc: target.loc) { return }
                }
                try setMember(selfValue, name, value, ctx, target.loc, writeBack: { _ in })
                return
            }
            let receiver: Value
            do {
                receiver = try evaluate(base, ctx)
            } catch is OptionalChainNil {
                return
            }
            try assignMember(receiver, of: base, name, value, ctx, target.loc)
        case .optionalChain(let inner):
            do {
                try assign(inner, value, ctx)
            } catch is OptionalChainNil {
                return
            }
        case .bindOptional(let inner), .forceUnwrap(let inner):
            let v = try evaluate(inner, ctx)
            if v.isNil {
                if case .bindOptional = target.kind { throw OptionalChainNil() }
                throw ScriptError("runtime", "Fatal error: Unexpectedly found nil while unwrapping an Optional value", at: target.loc)
            }
            try assign(inner, value, ctx)
        case .subscriptAccess(let base, let args):
            if let slot = inPlaceSlot(base, ctx) {
                let keys = try args.map { try evaluate($0.value, ctx) }
                try mutateInPlace(slot) { try subscriptSet(&$0, keys, value, target.loc) }
                return
            }
            var container = try evaluate(base, ctx)
            let keys = try args.map { try evaluate($0.value, ctx) }
            try subscriptSet(&container, keys, value, target.loc)
            try assign(base, container, ctx)
        case .tupleIndex(let base, let index):
            var container = try evaluate(base, ctx)
            guard case .tuple(var items, let labels) = container, index < items.count else {
                throw ScriptError("type-mismatch", "cannot assign to tuple element \(index)", at: target.loc)
            }
            items[index] = value
            container = .tuple(items, labels: labels)
            try assign(base, container, ctx)
        case .selfRef:
            guard let box = ctx.selfBox else { throw ScriptError("syntax", "cannot assign to 'self'", at: target.loc) }
            box.value = value
        case .tuple(let items):
            guard case .tuple(let values, _) = value, values.count == items.count else {
                throw ScriptError("type-mismatch", "cannot assign \(Operators.describeType(value)) to a tuple", at: target.loc)
            }
            for (item, v) in zip(items, values) { try assign(item.1, v, ctx) }
        case .dollar(let n):
            // `$0 += $1` in `reduce(into:)`: the closure's inout parameter.
            guard let box = ctx.scope.lookup("$\(n)") else {
                throw ScriptError("unknown-name", "anonymous closure argument $\(n) is not available here", at: target.loc)
            }
            box.value = value
        default:
            throw ScriptError("syntax", "cannot assign to this expression", at: target.loc)
        }
    }

    /// Sets a member. For value types `writeBack` stores the modified value back where it came from.
    package func setMember(_ receiver: Value, _ name: String, _ value: Value, _ ctx: Context, _ loc: Loc,
                   writeBack: (Value) throws -> Void) throws {
        switch receiver {
        case .object(let o):
            try setObjectMember(o, name, value, ctx, loc)
        case .structure(var s):
            if s.fields[name] != nil || s.order.contains(name) {
                let declared = scriptType(named: s.typeName)?.findStored(name)?.0.type
                let old = s.fields[name] ?? .void
                let isDouble: Bool
                if case .double = old { isDouble = true } else { isDouble = false }
                s.fields[name] = keepingTupleLabels(coerce(conform(value, to: declared), floating: isDouble), of: old)
                try writeBack(.structure(s))
                return
            }
            if let t = scriptType(named: s.typeName), let (decl, owner) = t.findComputed(name), let setter = decl.setter {
                let selfBox = Box(receiver)
                let sctx = Context(scope: Scope(parent: module.globals), selfBox: selfBox, type: owner)
                sctx.scope.define(setter.name, value)
                try runAccessor(setter.body, sctx, "setter of '\(name)'", loc)
                try writeBack(selfBox.value)
                return
            }
            if let updated = try host.setValueMember(receiver, name, value, loc: loc) {
                try writeBack(updated)
                return
            }
            throw ScriptError("unknown-name", "value of type '\(s.typeName)' has no settable member '\(name)'", at: loc)
        case .nilValue:
            throw ScriptError("runtime", "Fatal error: Unexpectedly found nil while implicitly unwrapping an Optional value (setting '\(name)')", at: loc)
        default:
            if let updated = try host.setValueMember(receiver, name, value, loc: loc) {
                try writeBack(updated)
                return
            }
            throw ScriptError("unknown-name", "cannot assign to '\(name)' of \(Operators.describeType(receiver))", at: loc)
        }
    }

    package func setObjectMember(_ o: ObjectRef, _ name: String, _ value: Value, _ ctx: Context, _ loc: Loc) throws {
        if let cls = o.scriptClass {
            if let (decl, owner) = cls.findStored(name) {
                let v = conform(value, to: decl.type)
                // Swift calls no observer while a class's own initializer sets the properties that class declares;
                // a subclass initializer setting an inherited property (after `super.init`) goes through them.
                let observe = ctx.initializing !== o || owner !== ctx.type
                let native = o as? HostObject
                let isNativeOverride = decl.modifiers.isOverride && native.map { host.respondsTo($0, name) } == true
                let old = isNativeOverride ? (try native.flatMap { try host.get($0, name, loc: loc) } ?? .nilValue) : (o.fields[name] ?? .nilValue)
                if observe, let willSet = decl.willSet {
                    let wctx = Context(scope: Scope(parent: module.globals), selfBox: Box(.object(o)), type: owner)
                    wctx.scope.define(willSet.name, v)
                    try runAccessor(willSet.body, wctx, "willSet of '\(name)'", loc)
                }
                if isNativeOverride, let native = native {
                    host.layoutInputsChanged()
                    _ = try host.set(native, name, v, loc: loc)
                } else {
                    o.fields[name] = v
                    host.noteStored(name, v)
                }
                if observe, let didSet = decl.didSet {
                    let dctx = Context(scope: Scope(parent: module.globals), selfBox: Box(.object(o)), type: owner)
                    dctx.scope.define(didSet.name, old)
                    try runAccessor(didSet.body, dctx, "didSet of '\(name)'", loc)
                }
                return
            }
            if let (decl, owner) = cls.findComputed(name) {
                guard let setter = decl.setter else {
                    throw ScriptError("type-mismatch", "cannot assign to property: '\(name)' is a get-only property", at: loc)
                }
                let sctx = Context(scope: Scope(parent: module.globals), selfBox: Box(.object(o)), type: owner)
                sctx.scope.define(setter.name, coerce(value, floating: isFloatingType(decl.type)))
                try runAccessor(setter.body, sctx, "setter of '\(name)'", loc)
                return
            }
        }
        if let native = o as? HostObject {
            host.layoutInputsChanged()
            if try host.set(native, name, value, loc: loc) { return }
            if let (member, owner) = nativeExtensionMember(for: native, name), case .computed(let decl) = member,
               let setter = decl.setter {
                let sctx = Context(scope: Scope(parent: module.globals), selfBox: Box(.object(o)), type: owner)
                sctx.scope.define(setter.name, value)
                try runAccessor(setter.body, sctx, "setter of '\(name)'", loc)
                return
            }
            try rejectControllerMember(name, on: native, loc)
            try rejectMisspelledMember(name, on: native, loc)
            warn("unsupported-api", "'\(native.className).\(name)' is not supported by the layout runtime; the assignment is ignored", at: loc)
            return
        }
        o.fields[name] = value
    }

    // MARK: subscripts

    package func subscriptGet(_ receiver: Value, _ keys: [Value], labels: [String?], _ ctx: Context, _ loc: Loc) throws -> Value {
        switch receiver {
        case .array(let items):
            guard let key = keys.first else { break }
            if case .range(let lo, let hi, let closed) = key, let a = lo.asInt, let b = hi.asInt {
                // `b` ≥ `a` (ranges check their bounds), so `b - 1` only overflows for an empty Int.min..<Int.min.
                let upper = closed ? b : b &- 1
                guard a >= 0, b >= a, upper < items.count else {
                    throw ScriptError("runtime", "Fatal error: Array index is out of range", at: loc)
                }
                return try checkBuilt(.array(a > upper ? [] : Array(items[a...upper])), loc)
            }
            guard let i = key.asInt else { break }
            guard i >= 0 && i < items.count else {
                throw ScriptError("runtime", "Fatal error: Index out of range (index \(i), count \(items.count))", at: loc)
            }
            return items[i]
        case .dictionary(let entries):
            guard let key = keys.first else { break }
            // Entries are searched one by one: the search counts against the step budget.
            try chargeBulk(entries.count * Limits.unitsPerElement, loc)
            let found = entries.first { Operators.equal($0.key, key) }?.value
            if labels.count > 1, labels[1] == "default" { return found ?? keys[1] }
            return found ?? .nilValue
        case .string(let s):
            if let i = keys.first?.asInt, i >= 0, i < s.count {
                return .string(String(s[s.index(s.startIndex, offsetBy: i)]))
            }
        case .object(let o):
            if let cls = o.scriptClass, let (f, owner) = cls.findMethod("subscript") {
                return try callFunction(f, owner: owner, selfValue: receiver, Args(keys, labels), loc)
            }
        default:
            break
        }
        throw ScriptError("type-mismatch", "cannot subscript a value of type \(Operators.describeType(receiver))", at: loc)
    }

    package func subscriptSet(_ container: inout Value, _ keys: [Value], _ value: Value, _ loc: Loc) throws {
        switch container {
        case .array(var items):
            guard let i = keys.first?.asInt, i >= 0, i < items.count else {
                throw ScriptError("runtime", "Fatal error: Index out of range", at: loc)
            }
            // Drop the container's reference first: a container taken out of its variable (`subscriptAssignInPlace`)
            // is then the array's only owner and Swift writes in place.
            container = .void
            items[i] = value
            container = .array(items)
        case .dictionary(var entries):
            guard let key = keys.first else { return }
            try chargeBulk(entries.count * Limits.unitsPerElement, loc)
            container = .void
            defer { container = .dictionary(entries) }
            if let i = entries.firstIndex(where: { Operators.equal($0.key, key) }) {
                if value.isNil { entries.remove(at: i) } else { entries[i].value = value }
            } else if !value.isNil {
                if entries.count >= Limits.collectionSize { throw Interpreter.tooLarge("dictionary", "entries", loc) }
                entries.append(DictEntry(key: key, value: value))
            }
        default:
            throw ScriptError("type-mismatch", "cannot assign through a subscript of \(Operators.describeType(container))", at: loc)
        }
    }
}
