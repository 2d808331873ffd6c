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
