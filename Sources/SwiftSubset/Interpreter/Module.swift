/// Everything lesson code declares: the lesson's module (all its swift blocks), in the order of DESIGN.md §4.
///
/// A module is built one of two ways. `declare(_:override:)` for each declaration, then `link()`, declares
/// everything at once. `init(hostTypes:declarations:target:position:)` declares lazily from a lesson's shared
/// `ModuleDeclarations`: a type is made (with its extensions applied and its inheritance resolved) when a name first
/// reaches it, a function or global when it is first looked up, so a run costs what its code reaches, not the whole
/// lesson. Both answer every question below the same way.
package final class Module {
    /// Types made so far by name; a lazy module also keeps the names it found undeclared (nil), so a second look is
    /// one hash.
    private var typeSlots: [String: ScriptType?] = [:]
    /// Extensions of UIKit/Foundation types, by the extended type's name.
    package var nativeExtensions: [String: ScriptType] = [:]
    /// A lazy module keeps `[]` for a name it found no function of.
    private var functionSlots: [String: [FuncDecl]] = [:]
    private var globalSlots: [String: VarDecl?] = [:]
    package let globals = Scope(parent: nil)
    package var pendingExtensions: [TypeDecl] = []
    /// The host world's type names (what lesson classes inherit from, what `is` answers).
    package let hostTypes: any HostTypes.Type
    private let source: LazySource?

    /// Where a lazy module finds its declarations: the lesson's, and those of the unit it runs.
    private struct LazySource {
        let lesson: ModuleDeclarations
        let own: ModuleDeclarations
        let position: Int

        func type(_ name: String) -> TypeDecl? {
            ModuleDeclarations.winner(lesson.types[name], own: own.types[name], position: position)
        }

        func isType(_ name: String) -> Bool {
            own.types[name] != nil || ModuleDeclarations.declaredOutside(lesson.types[name], position: position)
        }

        /// The extensions of `name`, in the order `link()` applies them: earlier units, the unit's own, later units.
        func extensions(of name: String) -> [TypeDecl] {
            let list = lesson.extensions[name] ?? []
            let firstNotBefore = list.partitionPoint { $0.unit >= position }
            let firstAfter = list.partitionPoint { $0.unit > position }
            return list[..<firstNotBefore].map(\.declaration) + (own.extensions[name] ?? []).map(\.declaration)
                + list[firstAfter...].map(\.declaration)
        }
    }

    /// An empty module, to be filled with `declare(_:override:)` and `link()`.
    package init(hostTypes: any HostTypes.Type) {
        self.hostTypes = hostTypes
        source = nil
    }

    /// The module the unit at `position` of a lesson runs with, declared lazily: `declarations` are the lesson's
    /// (every unit that parses), `target` the unit's own code as it runs (its variables left out in top-level
    /// mode). Same as declaring the earlier units, the unit's own code with `override`, then the later units
    /// without, and linking; `declarations` must not extend nested types (`extendsNestedType`).
    package init(hostTypes: any HostTypes.Type, declarations: ModuleDeclarations, target: ModuleDeclarations,
                 position: Int) {
        self.hostTypes = hostTypes
        let source = LazySource(lesson: declarations, own: target, position: position)
        self.source = source
        declareNativeExtensions(source)
    }

    // MARK: declaring everything

    /// Declares a top-level declaration. `override` lets a later block replace an earlier declaration of the
    /// same name (lessons often show a first and a fixed version of a class).
    package func declare(_ decl: Decl, override: Bool) {
        switch decl {
        case .type(let t):
            if t.kind == .extensionType {
                pendingExtensions.append(t)
                return
            }
            if !override && typeSlots[t.name] != nil { return }
            typeSlots[t.name] = makeType(t, outer: nil)
        case .function(let f):
            if !override && functionSlots[f.name] != nil { return }
            // A later declaration replaces an earlier one of the same signature; overloads (other labels or
            // parameter types, as in one block) are kept side by side.
            let signature = Module.signature(f)
            functionSlots[f.name] = (functionSlots[f.name] ?? []).filter { Module.signature($0) != signature } + [f]
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
        if !override && globalSlots[v.name] != nil { return }
        globalSlots[v.name] = v
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
                apply(ext, to: target)
            } else {
                addNativeExtension(ext)
            }
        }
        pendingExtensions = []
        var all: [ScriptType] = []
        for case let type? in typeSlots.values { Module.collect(type, into: &all) }
        linkNativeExtensions()
        link(all)
    }

    // MARK: declaring lazily

    /// Makes the extensions of names the lesson declares no type of; those of lesson types apply when the type is
    /// made.
    private func declareNativeExtensions(_ source: LazySource) {
        if source.lesson.extensions.isEmpty && source.own.extensions.isEmpty { return }
        let names = Set(source.lesson.extensions.keys).union(source.own.extensions.keys).sorted()
        for name in names where !source.isType(name) {
            source.extensions(of: name).forEach(addNativeExtension)
        }
        linkNativeExtensions()
    }

    /// Makes the lesson type `name` (and every lesson type its inheritance clauses name, so that linking sees
    /// whole chains), applies their extensions and links them; nil when the lesson declares no type so named.
    private func materialize(_ name: String, from source: LazySource) -> ScriptType? {
        var made: [ScriptType] = []
        func make(_ name: String) -> ScriptType? {
            guard let decl = source.type(name) else {
                typeSlots.updateValue(nil, forKey: name)
                return nil
            }
            let type = makeType(decl, outer: nil)
            typeSlots[name] = type
            for ext in source.extensions(of: name) { apply(ext, to: type) }
            Module.collect(type, into: &made)
            return type
        }
        guard let type = make(name) else { return nil }
        var next = 0
        while next < made.count {
            for inherited in made[next].inheritedNames where typeSlots[inherited] == nil { _ = make(inherited) }
            next += 1
        }
        link(made)
        return type
    }

    // MARK: linking

    private func apply(_ ext: TypeDecl, to target: ScriptType) {
        target.addMembers(ext.members, cases: ext.cases, module: self)
        target.inheritedNames.append(contentsOf: ext.inherits.map(\.baseName))
    }

    private func addNativeExtension(_ ext: TypeDecl) {
        let type = nativeExtensions[ext.name] ?? ScriptType(name: ext.name, kind: .extensionType, loc: ext.loc)
        type.isNativeExtension = true
        type.addMembers(ext.members, cases: ext.cases, module: self)
        // `extension UIView: Then {}`: the conformance gives UIKit classes the protocol's default members.
        type.inheritedNames.append(contentsOf: ext.inherits.map(\.baseName))
        nativeExtensions[ext.name] = type
    }

    private func linkNativeExtensions() {
        for ext in nativeExtensions.values {
            ext.protocols = ext.inheritedNames.compactMap { name in
                guard let p = type(named: name), p.kind == .protocolType else { return nil }
                return p
            }
        }
    }

    private static func collect(_ type: ScriptType, into all: inout [ScriptType]) {
        all.append(type)
        for nested in type.nestedTypes.values { collect(nested, into: &all) }
    }

    /// Resolves the protocols, superclasses and UIKit bases of `all`, every lesson type their inheritance clauses
    /// name being declared already.
    private func link(_ all: [ScriptType]) {
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

    // MARK: lookup

    /// The top-level type of this name: declared by the lesson, or by the running code (`declareLocalType`).
    package func type(named name: String) -> ScriptType? {
        if let slot = typeSlots[name] { return slot }
        guard let source else { return nil }
        return materialize(name, from: source)
    }

    /// A type declared inside a function body: it joins the module's types unless one of its name exists.
    package func declareLocalType(_ type: ScriptType) {
        if self.type(named: type.name) == nil { typeSlots[type.name] = type }
    }

    /// The top-level functions of this name (overloads in declaration order), nil when there are none.
    package func functions(named name: String) -> [FuncDecl]? {
        if let list = functionSlots[name] { return list.isEmpty ? nil : list }
        guard let source else { return nil }
        let list = ModuleDeclarations.functions(source.lesson.functions[name], own: source.own.functions[name],
                                                position: source.position)
        functionSlots[name] = list
        return list.isEmpty ? nil : list
    }

    /// The module-level `let`/`var` of this name.
    package func globalDecl(named name: String) -> VarDecl? {
        if let slot = globalSlots[name] { return slot }
        guard let source else { return nil }
        let decl = ModuleDeclarations.winner(source.lesson.variables[name], own: source.own.variables[name],
                                             position: source.position)
        globalSlots.updateValue(decl, forKey: name)
        return decl
    }

    package func lookupType(_ name: String, from scope: ScriptType?) -> ScriptType? {
        var s = scope
        while let current = s {
            if let nested = current.findNested(name) { return nested }
            s = current.outer
        }
        return type(named: name)
    }

    package func lookupTypePath(_ path: [String]) -> ScriptType? {
        guard let first = path.first, var type = type(named: first) else { return nil }
        for component in path.dropFirst() {
            guard let next = type.nestedTypes[component] else { return nil }
            type = next
        }
        return type
    }

    // MARK: module-wide questions

    /// The top-level types a search for any of `keys` must visit (nested types are reached through them): every
    /// type a lazy module could hold a match in is made first, so the answer is the one of a module that declares
    /// everything.
    package func typesToSearch(for keys: [ModuleDeclarations.SearchKey]) -> [ScriptType] {
        if let source {
            var names = Set<String>()
            for key in keys {
                names.formUnion(source.lesson.mentions[key] ?? [])
                names.formUnion(source.own.mentions[key] ?? [])
            }
            for name in names.sorted() { _ = type(named: name) }
        }
        return typeSlots.values.compactMap { $0 }
    }

    /// The names of the module's types, sorted.
    package func typeNames() -> [String] {
        var names = Set(typeSlots.compactMap { $0.value == nil ? nil : $0.key })
        if let source {
            for (name, list) in source.lesson.types
            where ModuleDeclarations.declaredOutside(list, position: source.position) { names.insert(name) }
            names.formUnion(source.own.types.keys)
        }
        return names.sorted()
    }

    /// The names of the module-level variables, sorted.
    package func globalNames() -> [String] {
        guard let source else { return globalSlots.keys.sorted() }
        var names = Set(source.own.variables.keys)
        for (name, list) in source.lesson.variables
        where ModuleDeclarations.declaredOutside(list, position: source.position) { names.insert(name) }
        return names.sorted()
    }

    /// The names of the top-level functions, sorted.
    package func functionNames() -> [String] {
        guard let source else { return functionSlots.keys.sorted() }
        var names = Set(source.own.functions.keys)
        for (name, entries) in source.lesson.functions
        where ModuleDeclarations.declaredOutside(entries.all, position: source.position) { names.insert(name) }
        return names.sorted()
    }
}
