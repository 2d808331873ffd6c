/// The top-level declarations of a lesson's code units (its swift blocks), indexed by name once per lesson, so that
/// the module one unit runs with declares a declaration only when a name reaches it
/// (`Module(declarations:target:position:)`). Building every unit's declarations for every run made a lesson of N
/// blocks cost N² (issue 25).
///
/// Which declaration a name means depends on the running unit at `position` (DESIGN.md §4): its own declaration,
/// else the last one of an earlier unit, else the first one of a later unit. Functions keep overloads of other
/// signatures side by side. Extensions of a lesson type apply in unit order when the type is declared.
///
/// Read-only after `init`: one instance is shared by every run of the lesson, on any thread.
package final class ModuleDeclarations: @unchecked Sendable {
    /// A declaration, the unit it sits in, and its rank in the lesson (unit, then statement order).
    package struct Placed<Declaration> {
        let unit: Int
        let rank: Int
        let declaration: Declaration
    }

    /// The functions of one name: all in rank order, and by signature (`Module.signature`).
    package struct Functions {
        var all: [Placed<FuncDecl>] = []
        var bySignature: [String: [Placed<FuncDecl>]] = [:]
    }

    /// Search keys (`Module.typesToSearch(for:)`): what a module-wide search looks for in every type.
    package enum SearchKey: Hashable {
        /// An enum case (`uniqueEnum(withCase:)`).
        case enumCase(String)
        /// A type nested at any depth (`scriptType(named:)`).
        case nestedType(String)
        /// A method, property or subscript.
        case member(String)
    }

    package private(set) var types: [String: [Placed<TypeDecl>]] = [:]
    /// Extensions by the extended name as written.
    package private(set) var extensions: [String: [Placed<TypeDecl>]] = [:]
    package private(set) var functions: [String: Functions] = [:]
    package private(set) var variables: [String: [Placed<VarDecl>]] = [:]
    /// For each search key, the top-level names whose declarations or extensions hold a match somewhere inside.
    package private(set) var mentions: [SearchKey: Set<String>] = [:]
    /// An extension of a nested type (`extension Outer.Inner`) is applied in the order of all extensions, which
    /// only a module that declares everything reproduces.
    package private(set) var extendsNestedType = false

    /// `units[i]` is the code of unit i, nil when it contributes nothing (it does not parse); `includeVariables`
    /// false leaves out its `let`s and `var`s (statements that run in order instead of globals).
    package init(units: [(statements: [Stmt], includeVariables: Bool)?]) {
        var rank = 0
        for (unit, code) in units.enumerated() {
            guard let code else { continue }
            for statement in code.statements {
                guard case .declaration(let declaration) = statement.kind else { continue }
                rank += 1
                switch declaration {
                case .type(let t) where t.kind == .extensionType:
                    extensions[t.name, default: []].append(Placed(unit: unit, rank: rank, declaration: t))
                    if t.name.contains(".") { extendsNestedType = true }
                    index(t.members, cases: t.cases, under: t.name)
                case .type(let t):
                    types[t.name, default: []].append(Placed(unit: unit, rank: rank, declaration: t))
                    index(t.members, cases: t.cases, under: t.name)
                case .function(let f):
                    let placed = Placed(unit: unit, rank: rank, declaration: f)
                    functions[f.name, default: Functions()].all.append(placed)
                    functions[f.name, default: Functions()].bySignature[Module.signature(f), default: []].append(placed)
                case .variable(let v) where code.includeVariables:
                    variables[v.name, default: []].append(Placed(unit: unit, rank: rank, declaration: v))
                case .variables(let list) where code.includeVariables:
                    for v in list { variables[v.name, default: []].append(Placed(unit: unit, rank: rank, declaration: v)) }
                default:
                    break
                }
            }
        }
    }

    private func index(_ members: [Decl], cases: [EnumCaseDecl], under owner: String) {
        for c in cases { mentions[.enumCase(c.name), default: []].insert(owner) }
        for member in members {
            switch member {
            case .variable(let v): mentions[.member(v.name), default: []].insert(owner)
            case .variables(let list): for v in list { mentions[.member(v.name), default: []].insert(owner) }
            case .function(let f): mentions[.member(f.name), default: []].insert(owner)
            case .subscriptDecl: mentions[.member("subscript"), default: []].insert(owner)
            case .enumCase(let list): for c in list { mentions[.enumCase(c.name), default: []].insert(owner) }
            case .type(let t):
                mentions[.nestedType(t.name), default: []].insert(owner)
                index(t.members, cases: t.cases, under: owner)
            case .initializer, .deinitializer, .typeAlias, .importDecl, .associatedType:
                break
            }
        }
    }
}

extension Array {
    /// The first index whose element satisfies `isAfter`, for an array ordered so that every element satisfying
    /// it follows every one that does not.
    func partitionPoint(_ isAfter: (Element) -> Bool) -> Int {
        var low = 0, high = count
        while low < high {
            let mid = (low + high) / 2
            if isAfter(self[mid]) { high = mid } else { low = mid + 1 }
        }
        return low
    }
}

extension ModuleDeclarations {
    /// The declaration a name means for the unit at `position`, whose own declarations are `own`: its own last,
    /// else the last of an earlier unit, else the first of a later one.
    static func winner<D>(_ lesson: [Placed<D>]?, own: [Placed<D>]?, position: Int) -> D? {
        if let mine = own?.last { return mine.declaration }
        guard let list = lesson else { return nil }
        let firstNotBefore = list.partitionPoint { $0.unit >= position }
        if firstNotBefore > 0 { return list[firstNotBefore - 1].declaration }
        let firstAfter = list.partitionPoint { $0.unit > position }
        return firstAfter < list.count ? list[firstAfter].declaration : nil
    }

    /// Whether a unit other than `position` declares something in `list`.
    static func declaredOutside<D>(_ list: [Placed<D>]?, position: Int) -> Bool {
        guard let list, let first = list.first, let last = list.last else { return false }
        return first.unit != position || last.unit != position
    }

    /// The functions named so for the unit at `position`, as `Module.declare` leaves them when it declares earlier
    /// units, then the unit's own code (each replacing the same signature), then later units only while the name is
    /// still free (so the first of them alone).
    static func functions(_ lesson: Functions?, own: Functions?, position: Int) -> [FuncDecl] {
        var kept: [(unit: Int, rank: Int, declaration: FuncDecl)] = []
        var ownSignatures = Set<String>()
        for (signature, list) in own?.bySignature ?? [:] {
            ownSignatures.insert(signature)
            if let last = list.last { kept.append((position, last.rank, last.declaration)) }
        }
        for (signature, list) in lesson?.bySignature ?? [:] where !ownSignatures.contains(signature) {
            let firstNotBefore = list.partitionPoint { $0.unit >= position }
            if firstNotBefore > 0 {
                let last = list[firstNotBefore - 1]
                kept.append((last.unit, last.rank, last.declaration))
            }
        }
        if !kept.isEmpty {
            return kept.sorted { ($0.unit, $0.rank) < ($1.unit, $1.rank) }.map(\.declaration)
        }
        guard let all = lesson?.all else { return [] }
        let firstAfter = all.partitionPoint { $0.unit > position }
        return firstAfter < all.count ? [all[firstAfter].declaration] : []
    }
}
