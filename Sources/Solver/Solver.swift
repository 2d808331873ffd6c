/// An incremental linear constraint solver with Auto Layout's semantics.
///
/// - Objective: lexicographic by priority level. Required constraints (priority 1000) always hold (or are
///   reported as conflicts and broken). Every other distinct priority value is one level; the solver first
///   minimises the sum of absolute errors of the highest level, then, without worsening it, the next level, and so
///   on. An inequality has no error while it holds. See docs/solver.md for the exact statement.
/// - Incremental: a Cassowary-style sparse tableau (dense symbol ids, a column index from each symbol to the rows
///   that mention it), primal simplex after adds/removes and dual simplex after `suggestValue`.
/// - Deterministic: the same sequence of calls gives the same results, bit for bit (no hashing order is ever
///   used to make a decision).
///
/// Not thread-safe: use one solver from one thread at a time. (Hot stored properties skip Swift's dynamic
/// exclusivity checks for that reason; the checks cost more than the work in the pivot loops.)
public final class Solver {
    /// A constant reference: calls through a `let` property of the solver need no retain of the tableau, and the
    /// hot paths make thousands of them.
    let tableau = Tableau()
    @exclusivity(unchecked) var variableNames: [String] = []
    /// The raw tables below, by id (Storage/SolverStorage.swift); freed when the solver goes.
    @exclusivity(unchecked) var storage = SolverStorage()
    /// Shared rows (Solver+SharedRows.swift): the key each host is registered under and the table from keys to
    /// hosts, and the guests of each host. Kept beside the records so that a record stays plain data.
    @exclusivity(unchecked) var sharedRowTable = SharedRowTable()
    @exclusivity(unchecked) var guestsOfHost: [Int32: Set<Int32>] = [:]
    /// `expandDefinitions`' result, reused for every insertion.
    @exclusivity(unchecked) var expandedVariables: [Int32] = []
    @exclusivity(unchecked) var expandedCoefficients: [Double] = []
    /// The terms of a constraint being added, before they are merged into the term store.
    @exclusivity(unchecked) var stagedTerms: [Term] = []
    @exclusivity(unchecked) var sortScratch: [Term] = []
    /// Non-required priority levels, most important first.
    @exclusivity(unchecked) var levels: [PriorityLevel] = []
    @exclusivity(unchecked) var edits: [Int32: EditVariableState] = [:]
    /// Raw ids of broken constraints, ascending, and the conflict each was broken for.
    @exclusivity(unchecked) var brokenIDs: [Int32] = []
    var conflictOfBroken: [Int32: Conflict] = [:]
    /// While positive, `reoptimize` leaves optimality for the end of a batch (Solver+Definitions.swift).
    @exclusivity(unchecked) var optimizationDeferrals = 0
    /// Rows whose constant may have turned negative (dual simplex work list).
    @exclusivity(unchecked) var infeasibleRows: [Int32] = []
    /// The primal simplex's candidate heap, kept between optimisations so that its storage is allocated once.
    @exclusivity(unchecked) var enteringHeap = PriorityHeap<EnteringCandidate>()

    // Definitions (Solver+Definitions.swift), by variable id.
    @exclusivity(unchecked) var nextDefinitionOrder = 0
    /// While positive, a definition is being removed or promoted, and no other may be promoted meanwhile.
    @exclusivity(unchecked) var definitionRebuilds = 0
    @exclusivity(unchecked) var walkMarks = WalkMarks()
    @exclusivity(unchecked) var flattenStack: [Int32] = []
    /// Bumped on every change, to invalidate memoised values of defined variables.
    @exclusivity(unchecked) var valueEpoch = 0

    public init() {}

    // MARK: Variables

    /// A new variable, initially 0 and unconstrained. `name` is only kept for `name(of:)` and messages.
    public func makeVariable(name: String = "") -> Variable {
        let variable = Variable(id: Int32(storage.variableSymbols.count))
        variableNames.append(name)
        let symbol = makeSymbol(.external)
        if storage.variableSymbols.count == storage.variableSymbols.capacity { growVariableTables() }
        storage.variableSymbols.appendInRoom(symbol)
        storage.definitionOfVariable.appendInRoom(nil)
        storage.isDefinedVariable.appendInRoom(false)
        storage.definitionReferences.appendInRoom(0)
        storage.mentionsOfVariable.addListInRoom()
        storage.definitionsReferencing.addListInRoom()
        return variable
    }

    /// Gives every per-variable table room for twice the variables (they are only ever appended to, all together,
    /// so `variableSymbols`' room is theirs too): one capacity check per new variable instead of one per table.
    private func growVariableTables() {
        let room = Swift.max(64, 2 * storage.variableSymbols.count)
        storage.variableSymbols.reserve(room)
        storage.definitionOfVariable.reserve(room)
        storage.isDefinedVariable.reserve(room)
        storage.definitionReferences.reserve(room)
        storage.mentionsOfVariable.reserveLists(room)
        storage.definitionsReferencing.reserveLists(room)
    }

    public func name(of variable: Variable) -> String {
        guard isKnown(variable) else { return "" }
        return variableNames[Int(variable.id)]
    }

    /// The variable's value in the current optimal solution (0 for an unknown variable; never −0, which
    /// arithmetic on zero rows can produce and which would print as `-0`).
    public func value(of variable: Variable) -> Double {
        guard isKnown(variable) else { return 0 }
        if storage.isDefinedVariable[Int(variable.id)] { return definedValue(variable.id) + 0 }
        return tableau.value(of: storage.variableSymbols[Int(variable.id)]) + 0
    }

    public var variableCount: Int { storage.variableSymbols.count }

    func isKnown(_ variable: Variable) -> Bool {
        variable.id >= 0 && Int(variable.id) < storage.variableSymbols.count
    }

    // MARK: Constraints

    /// Adds `lhs relation rhs` at `priority`.
    ///
    /// When a required constraint cannot hold together with the required constraints already present, the
    /// solver finds a minimal conflicting set, breaks its member with the highest `breakRank` (ties: the most
    /// recently added) and goes on; see `conflicts`. The new constraint is then still added (possibly broken).
    /// Equal constraints added twice are two constraints, as in UIKit (and kiwi, which tells constraints apart by
    /// object): a required one is redundant, an optional one counts its error twice, and removing either leaves
    /// the other.
    /// - Throws: `SolverError.nonFinite`, `.priorityOutOfRange`, `.unknownVariable`; the solver is unchanged when
    ///   it throws.
    @discardableResult
    public func add(_ lhs: Expression, _ relation: Relation, _ rhs: Expression, priority: Priority = .required,
                    breakRank: Int = 0) throws -> ConstraintID {
        guard lhs.isFinite, rhs.isFinite else { throw SolverError.nonFinite }
        guard priority.isValid else { throw SolverError.priorityOutOfRange(priority.value) }
        try checkVariables(lhs, rhs)
        return try placeNew(storeTerms(lhs, rhs), constant: lhs.constant - rhs.constant, relation: relation,
                            priority: priority.value, shortfallPriority: 0, breakRank: breakRank)
    }

    /// `add` for callers that keep their rows as terms: `Σ terms + constant (relation) 0`. The terms may come in
    /// any order and repeat a variable (they are merged); nothing is allocated for them.
    /// - Throws: as `add(_:_:_:priority:breakRank:)`; the solver is unchanged when it throws.
    @discardableResult
    public func add(terms: UnsafeBufferPointer<Term>, constant: Double, _ relation: Relation,
                    priority: Priority = .required, breakRank: Int = 0) throws -> ConstraintID {
        try checkTerms(terms, constant: constant)
        guard priority.isValid else { throw SolverError.priorityOutOfRange(priority.value) }
        try checkVariables(terms)
        return try placeNew(storeTerms(terms), constant: constant, relation: relation, priority: priority.value,
                            shortfallPriority: 0, breakRank: breakRank)
    }

    /// A preferred value with a priority for each side: `lhs == rhs`, where `lhs` exceeding `rhs` counts as an
    /// error at `excessPriority` and falling short at `shortfallPriority`. The same optimum as the pair
    /// `lhs <= rhs @excessPriority` and `lhs >= rhs @shortfallPriority`, in one tableau row with two error
    /// symbols instead of two rows with four symbols (Auto Layout's content hugging and compression resistance
    /// of one axis are such a pair). Both priorities must be below required.
    @discardableResult
    public func addPreference(_ lhs: Expression, equalTo rhs: Expression, excessPriority: Priority,
                              shortfallPriority: Priority, breakRank: Int = 0) throws -> ConstraintID {
        guard lhs.isFinite, rhs.isFinite else { throw SolverError.nonFinite }
        for priority in [excessPriority, shortfallPriority] where !priority.isValid || priority.isRequired {
            throw SolverError.priorityOutOfRange(priority.value)
        }
        try checkVariables(lhs, rhs)
        return try placeNew(storeTerms(lhs, rhs), constant: lhs.constant - rhs.constant, relation: .equal,
                            priority: excessPriority.value,
                            shortfallPriority: shortfallPriority.value != excessPriority.value
                                ? shortfallPriority.value : 0,
                            breakRank: breakRank)
    }

    /// `addPreference` for callers that keep their rows as terms: `Σ terms + constant == 0`, exceeding at
    /// `excessPriority`, falling short at `shortfallPriority` (terms as in `add(terms:constant:_:priority:breakRank:)`).
    @discardableResult
    public func addPreference(terms: UnsafeBufferPointer<Term>, constant: Double, excessPriority: Priority,
                              shortfallPriority: Priority, breakRank: Int = 0) throws -> ConstraintID {
        try checkTerms(terms, constant: constant)
        for priority in [excessPriority, shortfallPriority] where !priority.isValid || priority.isRequired {
            throw SolverError.priorityOutOfRange(priority.value)
        }
        try checkVariables(terms)
        return try placeNew(storeTerms(terms), constant: constant, relation: .equal, priority: excessPriority.value,
                            shortfallPriority: shortfallPriority.value != excessPriority.value
                                ? shortfallPriority.value : 0,
                            breakRank: breakRank)
    }

    /// Throws `unknownVariable` when either side mentions a variable of another solver.
    private func checkVariables(_ lhs: Expression, _ rhs: Expression) throws {
        for term in lhs.terms where !isKnown(term.variable) { throw SolverError.unknownVariable }
        for term in rhs.terms where !isKnown(term.variable) { throw SolverError.unknownVariable }
    }

    private func checkVariables(_ terms: UnsafeBufferPointer<Term>) throws {
        for term in terms where !isKnown(term.variable) { throw SolverError.unknownVariable }
    }

    private func checkTerms(_ terms: UnsafeBufferPointer<Term>, constant: Double) throws {
        guard constant.isFinite else { throw SolverError.nonFinite }
        for term in terms where !term.coefficient.isFinite { throw SolverError.nonFinite }
    }

    /// Stores `lhs − rhs`'s terms (see `storeTerms(_:)`).
    private func storeTerms(_ lhs: Expression, _ rhs: Expression) -> (start: Int32, count: Int32)? {
        var staged: [Term] = []
        swap(&staged, &stagedTerms)
        defer { swap(&staged, &stagedTerms) }
        staged.removeAll(keepingCapacity: true)
        staged.append(contentsOf: lhs.terms)
        for term in rhs.terms { staged.append(Term(term.variable, -term.coefficient)) }
        return staged.withUnsafeBufferPointer { storeTerms($0) }
    }

    /// Records a new constraint over stored terms (nil: they overflowed) and puts it into the solver (the shared
    /// tail of `add` and `addPreference`).
    private func placeNew(_ stored: (start: Int32, count: Int32)?, constant: Double, relation: Relation,
                          priority: Double, shortfallPriority: Double, breakRank: Int) throws -> ConstraintID {
        guard let (start, count) = stored else { throw SolverError.nonFinite }
        guard constant.isFinite else {
            storage.termVariables.truncate(to: Int(start))
            storage.termCoefficients.truncate(to: Int(start))
            throw SolverError.nonFinite
        }
        let id = makeRecord(ConstraintRecord(termStart: start, termCount: count, constant: constant,
                                             relation: relation, priority: priority,
                                             shortfallPriority: shortfallPriority, breakRank: breakRank,
                                             isEdit: false))
        try place(id)
        return ConstraintID(raw: id)
    }

    /// Appends terms to the term store, merged (zero sums dropped) and sorted by variable id. Nil, with the store
    /// unchanged, when a merged coefficient overflowed.
    private func storeTerms(_ terms: UnsafeBufferPointer<Term>) -> (start: Int32, count: Int32)? {
        var isMergedAndSorted = true
        var previous = Int32.min
        for term in terms {
            guard term.variable.id > previous, term.coefficient != 0 else {
                isMergedAndSorted = false
                break
            }
            previous = term.variable.id
        }
        let start = storage.termVariables.count
        if isMergedAndSorted {
            // Callers that keep their own rows merged and sorted (Auto Layout does) pass them on as they are.
            for term in terms {
                storage.termVariables.append(term.variable.id)
                storage.termCoefficients.append(term.coefficient)
            }
        } else {
            // Constraints have a handful of terms: sorting them and merging neighbours beats hashing.
            sortScratch.removeAll(keepingCapacity: true)
            sortScratch.append(contentsOf: terms)
            sortScratch.sort { $0.variable.id < $1.variable.id }
            var index = 0
            while index < sortScratch.count {
                let id = sortScratch[index].variable.id
                var coefficient = 0.0
                while index < sortScratch.count && sortScratch[index].variable.id == id {
                    coefficient += sortScratch[index].coefficient
                    index += 1
                }
                guard coefficient.isFinite else {
                    storage.termVariables.truncate(to: start)
                    storage.termCoefficients.truncate(to: start)
                    return nil
                }
                if coefficient != 0 {
                    storage.termVariables.append(id)
                    storage.termCoefficients.append(coefficient)
                }
            }
        }
        return (Int32(start), Int32(storage.termVariables.count - start))
    }

    /// `add` for any mix of variables, expressions and numbers: `solver.add(y, .equal, x * 2 + 5)`.
    @discardableResult
    public func add(_ lhs: some ExpressionConvertible, _ relation: Relation, _ rhs: some ExpressionConvertible,
                    priority: Priority = .required, breakRank: Int = 0) throws -> ConstraintID {
        try add(lhs.expression, relation, rhs.expression, priority: priority, breakRank: breakRank)
    }

    /// Removes a constraint (broken or not). Broken constraints are then retried in the order they were added:
    /// those that no longer conflict come back; the others stay broken with their conflict recomputed.
    /// - Throws: `SolverError.unknownConstraint` when the id is not in the solver.
    public func remove(_ id: ConstraintID) throws {
        guard let record = record(id), !record.isEdit else { throw SolverError.unknownConstraint }
        if record.isBroken {
            unbreak(id.raw)
        } else {
            try deactivate(id.raw)
        }
        retire(id.raw)
        try retryBrokenConstraints()
    }

    public func contains(_ id: ConstraintID) -> Bool {
        guard let record = record(id) else { return false }
        return !record.isEdit
    }

    /// Required constraints currently broken because of conflicts, each with the minimal conflicting set it was
    /// broken for; ordered by the broken constraint's id.
    public var conflicts: [Conflict] {
        brokenIDs.compactMap { conflictOfBroken[$0] }
    }

    public func isBroken(_ id: ConstraintID) -> Bool {
        record(id)?.isBroken ?? false
    }

    /// The priority a constraint was added with.
    public func priority(of id: ConstraintID) -> Priority? {
        record(id).map { Priority($0.priority) }
    }

    func record(_ id: ConstraintID) -> ConstraintRecord? {
        record(id.raw)
    }

    /// The record of a constraint still in the solver.
    func record(_ id: Int32) -> ConstraintRecord? {
        guard id >= 0, Int(id) < storage.records.count, storage.records[Int(id)].isLive else { return nil }
        return storage.records[Int(id)]
    }

    // MARK: Edit variables

    /// Makes `variable` an edit variable: an equality `variable == suggested value` at `priority` (which must be
    /// below required). The suggested value starts at 0, as in kiwi, until `suggestValue` is called.
    public func addEditVariable(_ variable: Variable, priority: Priority) throws {
        guard isKnown(variable) else { throw SolverError.unknownVariable }
        guard priority.isValid, !priority.isRequired else { throw SolverError.priorityOutOfRange(priority.value) }
        guard edits[variable.id] == nil else { throw SolverError.duplicateEditVariable }
        let normalized = NormalizedConstraint(variables: [variable.id], coefficients: [1], constant: 0,
                                              relation: .equal, priority: priority.value)
        let id = makeRecord(normalized, breakRank: 0, isEdit: true)
        try place(id)
        edits[variable.id] = EditVariableState(constraint: id, suggestedValue: 0)
    }

    public func removeEditVariable(_ variable: Variable) throws {
        guard let state = edits[variable.id] else { throw SolverError.unknownEditVariable }
        try removeFromTableau(state.constraint)
        retire(state.constraint)
        edits[variable.id] = nil
    }

    public func hasEditVariable(_ variable: Variable) -> Bool { edits[variable.id] != nil }

    /// Suggests a value for an edit variable and re-solves with the dual simplex.
    public func suggestValue(_ variable: Variable, _ value: Double) throws {
        guard value.isFinite else { throw SolverError.nonFinite }
        guard var state = edits[variable.id] else { throw SolverError.unknownEditVariable }
        let delta = value - state.suggestedValue
        state.suggestedValue = value
        edits[variable.id] = state
        storage.records[Int(state.constraint)].editValue = value
        try shiftEditConstant(of: state.constraint, by: delta)
    }

    // MARK: Records

    func makeRecord(_ record: ConstraintRecord) -> Int32 {
        let id = Int32(storage.records.count)
        // Records are large (copying them was most of growing the array): grow eight times, from 256.
        if storage.records.count == storage.records.capacity { storage.records.reserve(Swift.max(256, 8 * storage.records.capacity)) }
        storage.records.append(record)
        return id
    }

    /// A record for a constraint given as merged, sorted terms (edit constraints, conflict probes).
    func makeRecord(_ normalized: NormalizedConstraint, breakRank: Int, isEdit: Bool) -> Int32 {
        let start = Int32(storage.termVariables.count)
        storage.termVariables.append(contentsOf: normalized.variables)
        storage.termCoefficients.append(contentsOf: normalized.coefficients)
        return makeRecord(ConstraintRecord(termStart: start, termCount: Int32(normalized.variables.count),
                                           constant: normalized.constant, relation: normalized.relation,
                                           priority: normalized.priority,
                                           shortfallPriority: normalized.shortfallPriority, breakRank: breakRank,
                                           isEdit: isEdit))
    }

    /// Forgets a removed constraint (already out of the tableau and not broken).
    func retire(_ id: Int32) {
        storage.records[Int(id)].isLive = false
        storage.records[Int(id)].marker = -1
        storage.records[Int(id)].other = -1
        storage.records[Int(id)].host = -1
        storage.records[Int(id)].definedVariable = -1
        sharedRowTable.unregister(id)
        guestsOfHost[id] = nil
    }

    /// A constraint's terms, in the form of `NormalizedConstraint` (for the paths that need owned arrays).
    func normalized(_ id: Int32) -> NormalizedConstraint {
        let record = storage.records[Int(id)]
        return NormalizedConstraint(variables: Array(storage.termVariables[record.termRange]),
                                    coefficients: Array(storage.termCoefficients[record.termRange]),
                                    constant: record.constant, relation: record.relation, priority: record.priority,
                                    shortfallPriority: record.shortfallPriority)
    }

    func makeSymbol(_ kind: SymbolKind) -> Int32 {
        let symbol = tableau.makeSymbol(kind)
        while storage.constraintOfSymbol.count <= Int(symbol) { storage.constraintOfSymbol.append(-1) }
        storage.constraintOfSymbol[Int(symbol)] = -1
        return symbol
    }
}

/// What the solver remembers about one constraint: plain data, so the records of all constraints sit in one
/// array (no object and no arrays per constraint to allocate, reference-count and free), and copying a record
/// costs nothing. Its terms are in the solver's term store; shared-row keys and guests are beside it.
struct ConstraintRecord {
    /// Where the constraint's terms (`Σ a·x`, merged and sorted by variable id) sit in the term store.
    var termStart: Int32
    var termCount: Int32
    /// `Σ a·x + constant (relation) 0`; changes only through `shiftConstant` (Solver+Constants.swift).
    var constant: Double
    var relation: Relation
    var priority: Double
    /// For a non-required equality whose two sides of error count at different levels (`addPreference`): the
    /// priority of falling short (`Σ a·x + c < 0`); `priority` is then that of exceeding. 0: one priority.
    var shortfallPriority: Double
    var breakRank: Int
    /// Edit constraints are internal: they have no public id and never conflict.
    var isEdit: Bool
    /// False once the constraint was removed.
    var isLive = true
    /// The tableau symbols of the constraint while it is in the tableau; -1 otherwise.
    var marker: Int32 = -1
    var other: Int32 = -1
    var isBroken = false
    /// The variable this constraint defines while it is a definition (Solver+Definitions.swift); -1 otherwise.
    var definedVariable: Int32 = -1
    /// Counts insertions into the tableau, so stale entries of `definitionUsers` can be recognised.
    var generation = 0
    /// The current suggested value of an edit constraint (its row is `variable - editValue`).
    var editValue = 0.0
    /// Shared rows (Solver+SharedRows.swift): the host whose row this constraint shares (-1 for none) and how many
    /// constraints share this one's row.
    var host: Int32 = -1
    var guestCount: Int32 = 0
    /// In the tableau: with its own row or sharing one.
    var isInTableau: Bool { marker >= 0 || host >= 0 }

    var isRequired: Bool { priority >= 1000 }
    /// The level at which falling short counts: `shortfallPriority` when set, else the one priority.
    var shortfallLevelPriority: Double { shortfallPriority > 0 ? shortfallPriority : priority }
    var termRange: Range<Int> { Int(termStart)..<Int(termStart + termCount) }
}

/// One non-required priority value and its objective row.
struct PriorityLevel {
    var priority: Double
    var symbol: Int32
    var row: Int32
    /// The tableau track of the row (O(1) coefficient lookups).
    var track: Int
}

struct EditVariableState {
    var constraint: Int32
    var suggestedValue: Double
}

extension NormalizedConstraint {
    var isFinite: Bool { constant.isFinite && coefficients.allSatisfy(\.isFinite) }
}
