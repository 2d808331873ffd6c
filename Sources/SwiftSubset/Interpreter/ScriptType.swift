/// A class, struct, enum or protocol declared by lesson code (with its extensions merged), or an extension of a
/// UIKit type (`extension UIView { func addSubviews(…) }`), which holds only the added members.
package final class ScriptType {
    package let name: String
    package var kind: TypeDeclKind
    package let loc: Loc
    /// The inheritance clause as written; resolved lazily because the superclass may be declared later.
    package var inheritedNames: [String] = []
    package weak var superType: ScriptType?
    /// Protocols the type conforms to that lesson code declares (their extensions give default members).
    package var protocols: [ScriptType] = []
    /// The UIKit class at the root of the chain (`UIView` for `final class Card: BaseView` when BaseView: UIView).
    package var nativeBase: String?
    /// Stored and computed instance properties in declaration order.
    package var instanceVars: [VarDecl] = []
    package var computed: [String: VarDecl] = [:]
    package var storedByName: [String: VarDecl] = [:]
    package var methods: [String: [FuncDecl]] = [:]
    package var initializers: [(decl: FuncDecl, failable: Bool)] = []
    package var staticVars: [String: VarDecl] = [:]
    package var staticStorage: [String: Box] = [:]
    package var staticMethods: [String: [FuncDecl]] = [:]
    package var cases: [EnumCaseDecl] = []
    package var caseRawValues: [String: Value] = [:]
    package var nestedTypes: [String: ScriptType] = [:]
    package weak var outer: ScriptType?
    package var deinitBody: [Stmt]?
    /// True for an extension of a type the module does not declare (UIKit, Foundation).
    package var isNativeExtension = false

    package init(name: String, kind: TypeDeclKind, loc: Loc) {
        self.name = name
        self.kind = kind
        self.loc = loc
    }

    package var isClass: Bool { kind == .classType }
    package var isValueType: Bool { kind == .structType || kind == .enumType }

    /// Adds the members of a declaration (the type's body or an extension's).
    package func addMembers(_ decls: [Decl], cases newCases: [EnumCaseDecl], module: Module) {
        cases.append(contentsOf: newCases)
        for decl in decls {
            switch decl {
            case .variable(let v):
                addVariable(v)
            case .variables(let list):
                list.forEach(addVariable)
            case .function(let f):
                if f.modifiers.isStatic { staticMethods[f.name, default: []].append(f) }
                else { methods[f.name, default: []].append(f) }
            case .initializer(let f, let failable):
                initializers.append((f, failable))
            case .deinitializer(let body):
                deinitBody = body
            case .type(let t):
                let nested = module.makeType(t, outer: self)
                nestedTypes[t.name] = nested
            case .enumCase(let list):
                cases.append(contentsOf: list)
            case .subscriptDecl(let f):
                methods["subscript", default: []].append(f)
            case .typeAlias, .importDecl, .associatedType:
                break
            }
        }
    }

    private func addVariable(_ v: VarDecl) {
        if v.modifiers.isStatic {
            staticVars[v.name] = v
            return
        }
        if v.isComputed {
            computed[v.name] = v
        } else {
            storedByName[v.name] = v
        }
        instanceVars.append(v)
    }

    // MARK: lookup along the class chain

    package func findMethod(_ name: String) -> (FuncDecl, ScriptType)? {
        var type: ScriptType? = self
        while let t = type {
            if let list = t.methods[name], let f = list.last { return (f, t) }
            type = t.superType
        }
        for p in allProtocols() { if let f = p.methods[name]?.last { return (f, p) } }
        return nil
    }

    /// Protocols of the whole class chain (default implementations from protocol extensions); computed once,
    /// after the module is linked.
    package func allProtocols() -> [ScriptType] {
        if let cached = protocolChain { return cached }
        var result: [ScriptType] = []
        var type: ScriptType? = self
        var guardCount = 0
        while let t = type, guardCount < 64 {
            result.append(contentsOf: t.protocols)
            type = t.superType
            guardCount += 1
        }
        protocolChain = result
        return result
    }
    private var protocolChain: [ScriptType]?

    package func findMethods(_ name: String) -> [(FuncDecl, ScriptType)] {
        var result: [(FuncDecl, ScriptType)] = []
        var type: ScriptType? = self
        while let t = type {
            for f in t.methods[name] ?? [] { result.append((f, t)) }
            type = t.superType
        }
        for p in allProtocols() { for f in p.methods[name] ?? [] { result.append((f, p)) } }
        return result
    }

    package func findComputed(_ name: String) -> (VarDecl, ScriptType)? {
        var type: ScriptType? = self
        while let t = type {
            if let v = t.computed[name] { return (v, t) }
            type = t.superType
        }
        for p in allProtocols() { if let v = p.computed[name] { return (v, p) } }
        return nil
    }

    package func findStored(_ name: String) -> (VarDecl, ScriptType)? {
        var type: ScriptType? = self
        while let t = type {
            if let v = t.storedByName[name] { return (v, t) }
            type = t.superType
        }
        return nil
    }

    package func findStatic(_ name: String) -> (VarDecl, ScriptType)? {
        var type: ScriptType? = self
        while let t = type {
            if let v = t.staticVars[name] { return (v, t) }
            type = t.superType
        }
        for p in allProtocols() { if let v = p.staticVars[name] { return (v, p) } }
        return nil
    }

    package func findStaticMethods(_ name: String) -> [(FuncDecl, ScriptType)] {
        var result: [(FuncDecl, ScriptType)] = []
        var type: ScriptType? = self
        while let t = type {
            for f in t.staticMethods[name] ?? [] { result.append((f, t)) }
            type = t.superType
        }
        for p in allProtocols() { for f in p.staticMethods[name] ?? [] { result.append((f, p)) } }
        return result
    }

    package func findNested(_ name: String) -> ScriptType? {
        var type: ScriptType? = self
        while let t = type {
            if let n = t.nestedTypes[name] { return n }
            type = t.superType
        }
        return nil
    }

    package func isSubtype(of name: String, hostTypes: any HostTypes.Type) -> Bool {
        var type: ScriptType? = self
        while let t = type {
            if t.name == name || t.inheritedNames.contains(name) { return true }
            type = t.superType
        }
        return nativeBase.map { hostTypes.isSubclass($0, of: name) } ?? false
    }

    package func enumCase(named name: String) -> EnumCaseDecl? { cases.first { $0.name == name } }
}

/// Everything lesson code declares: the lesson's module (all its swift blocks), in the order of DESIGN.md §4.
package final class Module {
    package var types: [String: ScriptType] = [:]
    /// Extensions of UIKit/Foundation types, by the extended type's name.
    package var nativeExtensions: [String: ScriptType] = [:]
    package var functions: [String: [FuncDecl]] = [:]
    package var globalDecls: [String: VarDecl] = [:]
    package let globals = Scope(parent: nil)
    package var pendingExtensions: [TypeDecl] = []
    /// The host world's type names (what lesson classes inherit from, what `is` answers).
    package let hostTypes: any HostTypes.Type

    package init(hostTypes: any HostTypes.Type) {
        self.hostTypes = hostTypes
    }

    /// Declares a top-level declaration. `override` lets a later block replace an earlier declaration of the
    /// same name (lessons often show a first and a fixed version of a class).
    package func declare(_ decl: Decl, override: Bool) {
        switch decl {
        case .type(let t):
            if t.kind == .extensionType {
                pendingExtensions.append(t)
                return
            }
            if !override && types[t.name] != nil { return }
            types[t.name] = makeType(t, outer: nil)
        case .function(let f):
            if !override && functions[f.name] != nil { return }
            // A later declaration replaces an earlier one of the same signature; overloads (other labels or
            // parameter types, as in one block) are kept side by side.
            let signature = Module.signature(f)
            functions[f.name] = (functions[f.name] ?? []).filter { Module.signature($0) != signature } + [f]
        case .variable(let v):
            declareGlobal(v, override: override)
        case .variables(let list):
            list.forEach { declareGlobal($0, override: override) }
        default:
            break
        }
    }

    package static func signature(_ f: FuncDecl) -> String {
        f.params.map { "\($0.label ?? "_"):\($0.type?.description ?? "")" }.joined(separator: ",")
    }

    private func declareGlobal(_ v: VarDecl, override: Bool) {
        if !override && globalDecls[v.name] != nil { return }
        globalDecls[v.name] = v
        globals.variables[v.name] = nil
    }

    package func makeType(_ decl: TypeDecl, outer: ScriptType?) -> ScriptType {
        let type = ScriptType(name: decl.name, kind: decl.kind, loc: decl.loc)
        type.outer = outer
        type.inheritedNames = decl.inherits.map(\.baseName)
        type.addMembers(decl.members, cases: decl.cases, module: self)
        return type
    }

    /// Resolves superclasses and applies extensions once every block has been declared.
    package func link() {
        for ext in pendingExtensions {
            let path = ext.name.split(separator: ".").map(String.init)
            if let target = lookupTypePath(path) {
                target.addMembers(ext.members, cases: ext.cases, module: self)
                target.inheritedNames.append(contentsOf: ext.inherits.map(\.baseName))
            } else {
                let type = nativeExtensions[ext.name] ?? ScriptType(name: ext.name, kind: .extensionType, loc: ext.loc)
                type.isNativeExtension = true
                type.addMembers(ext.members, cases: ext.cases, module: self)
                // `extension UIView: Then {}`: the conformance gives UIKit classes the protocol's default members.
                type.inheritedNames.append(contentsOf: ext.inherits.map(\.baseName))
                nativeExtensions[ext.name] = type
            }
        }
        pendingExtensions = []
        var all: [ScriptType] = []
        func collect(_ t: ScriptType) {
            all.append(t)
            t.nestedTypes.values.forEach(collect)
        }
        types.values.forEach(collect)
        for ext in nativeExtensions.values {
            ext.protocols = ext.inheritedNames.compactMap { name in
                guard let p = types[name], p.kind == .protocolType else { return nil }
                return p
            }
        }
        for type in all {
            type.protocols = type.inheritedNames.compactMap { name in
                guard let p = lookupType(name, from: type.outer), p.kind == .protocolType, p !== type else { return nil }
                return p
            }
        }
        for type in all where type.isClass {
            if let first = type.inheritedNames.first {
                if let parent = lookupType(first, from: type.outer), parent !== type, parent.isClass {
                    type.superType = parent
                } else if hostTypes.isKnown(first) {
                    type.nativeBase = hostTypes.canonical(first)
                }
            }
        }
        // Propagate the UIKit base down the chains (guarding against cycles).
        for type in all where type.isClass {
            var seen = Set<ObjectIdentifier>()
            var t: ScriptType? = type
            while let current = t, current.nativeBase == nil, !seen.contains(ObjectIdentifier(current)) {
                seen.insert(ObjectIdentifier(current))
                t = current.superType
            }
            if let base = t?.nativeBase, t !== type { type.nativeBase = base }
            if seen.count > 64 { type.superType = nil }
        }
        // Break inheritance cycles (`class A: B`, `class B: A`).
        for type in all {
            var seen = Set<ObjectIdentifier>()
            var t: ScriptType? = type
            while let current = t {
                if seen.contains(ObjectIdentifier(current)) { type.superType = nil; break }
                seen.insert(ObjectIdentifier(current))
                t = current.superType
            }
        }
    }

    package func lookupType(_ name: String, from scope: ScriptType?) -> ScriptType? {
        var s = scope
        while let current = s {
            if let nested = current.findNested(name) { return nested }
            s = current.outer
        }
        return types[name]
    }

    package func lookupTypePath(_ path: [String]) -> ScriptType? {
        guard let first = path.first, var type = types[first] else { return nil }
        for component in path.dropFirst() {
            guard let next = type.nestedTypes[component] else { return nil }
            type = next
        }
        return type
    }
}
