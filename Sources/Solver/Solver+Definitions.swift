/// Chain-aware presolve: required equalities that define a fresh variable stay out of the tableau.
///
/// `left_i == left_{i-1} + width_{i-1} + 8` arrives when `left_i` appears nowhere else. Putting it in the tableau
/// makes `left_i` basic with `left_{i-1}`'s row substituted in, so row i carries every earlier width and marker:
/// rows grow linearly, the tableau quadratically, and each pivot pays for it (kiwi's behaviour on long chains).
/// Instead such a constraint becomes a *definition* `left_i := left_{i-1} + width_{i-1} + 8`, kept aside:
/// - a variable qualifies when no tableau row mentions it, no definition refers to it, it has no definition and
///   it is not an edit variable; so definitions form a DAG, and each definition's `order` is above the orders of
///   the definitions it refers to (a constraint whose variables are all in use can still be promoted to a
///   definition, see Solver+Promotion.swift);
/// - a constraint that mentions defined variables is expanded (latest definition first, coefficients merged, so
///   shared sub-chains are expanded once) before it enters the tableau; short expansions (an alias chain
///   `w_i := w_{i-1}` flattens to `w_0`) are cached, so a chain of aliases costs O(1) per use, not O(length);
/// - values of defined variables are evaluated on demand from their definitions, memoised until the next change;
/// - removing a definition takes the constraints that used it out of the tableau and puts them back, expanded
///   without it (the variable becomes an ordinary one); conflicts list the definitions a proof went through;
/// - the walks that find those constraints (`dependents`) use per-variable mention lists, pruned of stale entries
///   as they go, so repeated removals cost what the live constraints cost, not what history left behind.
extension Solver {
    /// A tableau constraint mentioning a variable; `generation` tells a stale entry from a live one.
    struct Mention {
        var constraint: Int32
        var generation: Int
    }

    /// `v := Σ scale·a_i·x_i + scale·c` over the defining constraint's other terms, read from the term store
    /// where they already are (`scale = −1/a_v`): no arrays per definition, and a definition is plain data.
    struct Definition {
        var constraint: Int32
        /// Topological order: higher than the order of every definition this one refers to.
        var order: Int
        /// The constraint's terms in the term store, and the defined variable's slot among them.
        var termStart: Int32
        var termCount: Int32
        var subjectSlot: Int32
        var scale: Double
        var constant: Double

        /// The term-store slots of the variables the definition refers to: `slots` without `subjectSlot`.
        var slots: Range<Int> { Int(termStart)..<Int(termStart + termCount) }
    }

    /// Makes a required equality a definition when one of its variables qualifies (see above). The variable with
    /// the largest coefficient magnitude wins (ties: the highest id, usually the newest variable).
    func defineIfPossible(_ id: Int32) -> Bool {
        guard let record = record(id), let chosen = definitionSubject(of: record, where: isFresh) else {
            return false
        }
        installDefinition(id, subject: chosen, order: nextDefinitionOrder)
        nextDefinitionOrder += 1
        return true
    }

    /// The index of the variable a required equality would define, among those `qualifies` accepts and whose
    /// coefficient is not negligible: the largest coefficient magnitude wins (ties: the highest id, usually the
    /// newest variable). Nil when none qualifies, or the constraint is not a required, non-edit equality.
    func definitionSubject(of record: ConstraintRecord, where qualifies: (Int32) -> Bool) -> Int? {
        guard record.isRequired, !record.isEdit, record.relation == .equal else { return nil }
        let start = Int(record.termStart)
        var chosen: Int?
        for index in 0..<Int(record.termCount) {
            let variable = termVariables[start + index]
            let coefficient = abs(termCoefficients[start + index])
            if let best = chosen {
                let bestCoefficient = abs(termCoefficients[start + best])
                if coefficient < bestCoefficient
                    || (coefficient == bestCoefficient && variable < termVariables[start + best]) {
                    continue
                }
            }
            guard coefficient >= 1e-3, qualifies(variable) else { continue }
            chosen = index
        }
        return chosen
    }

    /// Turns constraint `id` into the definition of its variable number `subject`, with the given order.
    func installDefinition(_ id: Int32, subject: Int, order: Int) {
        guard let record = record(id) else { return }
        let start = Int(record.termStart)
        let defined = termVariables[start + subject]
        let scale = -1 / termCoefficients[start + subject]
        let definition = Definition(constraint: id, order: order, termStart: record.termStart,
                                    termCount: record.termCount, subjectSlot: Int32(start + subject), scale: scale,
                                    constant: record.constant * scale)
        for index in 0..<Int(record.termCount) where index != subject {
            let variable = termVariables[start + index]
            definitionReferences[Int(variable)] += 1
            definitionsReferencing.append(id, to: variable)
        }
        definitionOfVariable[Int(defined)] = definition
        isDefinedVariable[Int(defined)] = true
        records[Int(id)].definedVariable = defined
        valueEpoch += 1
    }

    /// Forgets the definition of `variable` (made by constraint `id`); the variable becomes an ordinary one.
    func uninstallDefinition(_ id: Int32, variable: Int32) {
        if let definition = definitionOfVariable[Int(variable)] {
            for slot in definition.slots where slot != Int(definition.subjectSlot) {
                definitionReferences[Int(termVariables[slot])] -= 1
            }
        }
        definitionOfVariable[Int(variable)] = nil
        isDefinedVariable[Int(variable)] = false
        records[Int(id)].definedVariable = -1
        invalidateExpansions()
    }

    /// Drops every cached expansion and memoised value (definitions changed).
    func invalidateExpansions() {
        flats.invalidate()
        valueEpoch += 1
    }

    private func isFresh(_ variable: Int32) -> Bool {
        let symbol = variableSymbols[Int(variable)]
        return !isDefinedVariable[Int(variable)] && definitionReferences[Int(variable)] == 0
            && edits[variable] == nil && !tableau.isBasic(symbol) && tableau.column(of: symbol).isEmpty
    }

    /// Removes a definition; the constraints expanded through it (directly, or through definitions that refer to
    /// its variable) are taken out of the tableau and re-added without it.
    func removeDefinition(_ id: Int32) throws {
        guard let record = record(id), record.definedVariable >= 0,
              definitionOfVariable[Int(record.definedVariable)] != nil else {
            throw SolverError.unknownConstraint
        }
        let users = dependents(of: record.definedVariable)
        definitionRebuilds += 1
        defer { definitionRebuilds -= 1 }
        try withDeferredOptimization {
            try takeOut(users)
            uninstallDefinition(id, variable: record.definedVariable)
            try putBack(users)
        }
    }

    /// Puts constraints taken out by `takeOut` back, in the order they were added, expanded through the current
    /// definitions.
    func putBack(_ users: [Int32]) throws {
        for user in users {
            if case .infeasible(let explanation) = try insertIntoTableau(user) {
                // Cannot happen (they held together before the definitions changed in a way that only frees
                // variables); stay consistent anyway.
                let members = try minimalConflict(explanation: explanation, including: user)
                markBroken(user, Conflict(members: members.map { ConstraintID(raw: $0) }, broken: ConstraintID(raw: user)))
            }
        }
    }

    /// Takes constraints out of the tableau, newest first: a shared row's host is usually the oldest of its
    /// constraints, so its guests leave before it and the row is never handed over on the way.
    func takeOut(_ users: [Int32]) throws {
        for user in users.reversed() { try removeFromTableau(user) }
    }

    /// The tableau constraints whose expansion goes through `variable` (directly, or through definitions that refer
    /// to it), ascending.
    func dependents(of variable: Int32) -> [Int32] {
        var users: [Int32] = []
        let stamp = walkMarks.nextStamp(variableCount: variableSymbols.count, constraintCount: records.count)
        var work = [variable]
        while let current = work.popLast() {
            guard walkMarks.markVariable(current, stamp) else { continue }
            compactMentions(of: current)
            for mention in mentionsOfVariable.elements(current) where walkMarks.markConstraint(mention.constraint, stamp) {
                users.append(mention.constraint)
            }
            // Stale references (the definition was removed, or re-made without this variable) are dropped here.
            // A constraint's expression never changes, so while it defines a variable other than `current` its
            // definition refers to `current`; any other entry is stale.
            definitionsReferencing.removeAll(in: current) { owner in
                let defined = records[Int(owner)].definedVariable
                return defined < 0 || defined == current || definitionOfVariable[Int(defined)]?.constraint != owner
            }
            for owner in definitionsReferencing.elements(current) {
                work.append(records[Int(owner)].definedVariable)
            }
        }
        return users.sorted()
    }

    /// Runs `body` with optimality restored once at the end instead of after every step.
    func withDeferredOptimization(_ body: () throws -> Void) throws {
        optimizationDeferrals += 1
        do {
            try body()
        } catch {
            optimizationDeferrals -= 1
            throw error
        }
        optimizationDeferrals -= 1
        try reoptimize()
    }

    /// Remembers which variables a constraint now in the tableau mentions (its own terms, before expansion).
    func registerMentions(of id: Int32) {
        guard let record = record(id) else { return }
        for variable in termVariables[record.termRange] {
            mentionsOfVariable.append(Mention(constraint: id, generation: record.generation), to: variable)
            let count = mentionsOfVariable.count(variable)
            // Amortised clean-up: a list never holds more than about twice its live entries.
            if count >= 16 && count & (count - 1) == 0 { compactMentions(of: variable) }
        }
    }

    /// Drops the entries of constraints that left the tableau or were re-inserted since.
    func compactMentions(of variable: Int32) {
        mentionsOfVariable.removeAll(in: variable) { mention in
            // Field reads, not a record copy: this runs once per entry on every walk.
            let index = Int(mention.constraint)
            return !records[index].isInTableau || records[index].generation != mention.generation
        }
    }

    /// The definitions a constraint's expansion goes through (for conflict explanations).
    func definitionsUsed(by id: Int32) -> [Int32] {
        guard let record = record(id) else { return [] }
        var used: [Int32] = []
        var visited = Set<Int32>()
        var work = Array(termVariables[record.termRange])
        while let variable = work.popLast() {
            guard let definition = definitionOfVariable[Int(variable)], visited.insert(variable).inserted else { continue }
            used.append(definition.constraint)
            for slot in definition.slots where slot != Int(definition.subjectSlot) { work.append(termVariables[slot]) }
        }
        return used
    }

    /// One term of an expansion.
    struct ExpansionTerm {
        var variable: Int32
        var coefficient: Double
    }

    static let flatLimit = 16

    /// Makes sure a defined variable's flat expansion is cached (computing it iteratively, dependencies first);
    /// false when it has more than `flatLimit` terms. Read it from `flats.entries[variable]`.
    func flatten(_ variable: Int32) -> Bool {
        flats.grow(to: variableSymbols.count)
        if flats.isCurrent(variable) { return flats.entries[Int(variable)].count >= 0 }
        // A stack kept between calls: most calls flatten a short chain, and a new array each time cost more.
        var stack: [Int32] = []
        swap(&stack, &flattenStack)
        assert(stack.isEmpty, "the walk below empties the stack before putting it back")
        stack.append(variable)
        while let top = stack.last {
            guard !flats.isCurrent(top), isDefinedVariable[Int(top)] else {
                stack.removeLast()
                continue
            }
            var missing = false
            let definition = definitionOfVariable[Int(top)].unsafelyUnwrapped
            for slot in definition.slots where slot != Int(definition.subjectSlot) {
                let inner = termVariables[slot]
                if isDefinedVariable[Int(inner)] && !flats.isCurrent(inner) {
                    stack.append(inner)
                    missing = true
                }
            }
            if missing { continue }
            stack.removeLast()
            flats.set(top, appendFlat(of: top))
        }
        swap(&stack, &flattenStack)
        return flats.entries[Int(variable)].count >= 0
    }

    /// Appends the flat expansion of a defined variable to the store, sorted by variable id, and returns its entry
    /// (count -1 when too large; nothing stays appended then). The defined variables its definition refers to
    /// must have current entries.
    private func appendFlat(of variable: Int32) -> FlatExpansions.Entry {
        let start = flats.terms.count
        let definition = definitionOfVariable[Int(variable)].unsafelyUnwrapped
        var constant = definition.constant
        func merge(_ variable: Int32, _ coefficient: Double) {
            var index = start
            while index < flats.terms.count {
                if flats.terms[index].variable == variable {
                    flats.terms[index].coefficient += coefficient
                    return
                }
                index += 1
            }
            flats.terms.append(ExpansionTerm(variable: variable, coefficient: coefficient))
        }
        for slot in definition.slots where slot != Int(definition.subjectSlot) {
            let inner = termVariables[slot]
            let coefficient = termCoefficients[slot] * definition.scale
            if isDefinedVariable[Int(inner)] {
                let entry = flats.entries[Int(inner)]
                guard entry.count >= 0 else { return flats.tooLarge(droppingFrom: start) }
                constant += coefficient * entry.constant
                for slot in Int(entry.start)..<Int(entry.start + entry.count) {
                    merge(flats.terms[slot].variable, coefficient * flats.terms[slot].coefficient)
                }
            } else {
                merge(inner, coefficient)
            }
            if flats.terms.count - start > Solver.flatLimit { return flats.tooLarge(droppingFrom: start) }
        }
        // Sorted through a buffer: sorting `flats.terms[start...]` copied the slice first. (Variables are unique
        // here, so every sort gives the same order.)
        flats.terms.withUnsafeMutableBufferPointer { terms in
            var tail = UnsafeMutableBufferPointer(rebasing: terms[start...])
            tail.sort { $0.variable < $1.variable }
        }
        return FlatExpansions.Entry(start: Int32(start), count: Int32(flats.terms.count - start), constant: constant)
    }

    /// `Σ coefficient·variable + constant` with every defined variable replaced by its definition. Terms come out
    /// sorted by variable id.
    func expandDefinitions(variables: [Int32], coefficients: [Double], constant: Double)
        -> (variables: [Int32], coefficients: [Double], constant: Double) {
        let expandedConstant = variables.withUnsafeBufferPointer { variables in
            coefficients.withUnsafeBufferPointer { coefficients in
                expand(variables, coefficients, constant: constant)
            }
        }
        return (expandedVariables, expandedCoefficients, expandedConstant)
    }

    /// A record's `Σ a·x + constant − editValue` expanded as above, left in `expandedVariables` and
    /// `expandedCoefficients` (reused buffers: an insertion allocates nothing for its expansion); returns the
    /// constant.
    func expandDefinitions(of record: ConstraintRecord) -> Double {
        // (Expanding never adds terms to the store, so the buffers stay valid.)
        expand(termVariables[record.termRange], termCoefficients[record.termRange],
               constant: record.constant - record.editValue)
    }

    private func expand(_ variables: UnsafeBufferPointer<Int32>, _ coefficients: UnsafeBufferPointer<Double>,
                        constant: Double) -> Double {
        guard variables.contains(where: { isDefinedVariable[Int($0)] }) else {
            expandedVariables.removeAll(keepingCapacity: true)
            expandedCoefficients.removeAll(keepingCapacity: true)
            expandedVariables.append(contentsOf: variables)
            expandedCoefficients.append(contentsOf: coefficients)
            return constant
        }
        expansionScratch.reserve(variableSymbols.count)
        var pending = PriorityHeap<PendingDefinition>()
        var constant = constant
        func accumulate(_ variable: Int32, _ coefficient: Double) {
            if isDefinedVariable[Int(variable)] {
                if flatten(variable) {
                    let entry = flats.entries[Int(variable)]
                    constant += coefficient * entry.constant
                    for slot in Int(entry.start)..<Int(entry.start + entry.count) {
                        expansionScratch.add(flats.terms[slot].variable, coefficient * flats.terms[slot].coefficient)
                    }
                    return
                }
                if expansionScratch.markPending(variable) {
                    pending.push(PendingDefinition(order: definitionOfVariable[Int(variable)]!.order, variable: variable))
                }
            }
            expansionScratch.add(variable, coefficient)
        }
        for (index, variable) in variables.enumerated() { accumulate(variable, coefficients[index]) }
        while let variable = pending.pop()?.variable {
            guard let definition = definitionOfVariable[Int(variable)] else { continue }
            let coefficient = expansionScratch.take(variable)
            constant += coefficient * definition.constant
            for slot in definition.slots where slot != Int(definition.subjectSlot) {
                accumulate(termVariables[slot], coefficient * (termCoefficients[slot] * definition.scale))
            }
        }
        expansionScratch.drain(into: &expandedVariables, &expandedCoefficients)
        return constant
    }

    /// The value of a defined variable, evaluated from its definition (iteratively: chains may be very deep).
    func definedValue(_ variable: Int32) -> Double {
        if memoEpoch.count < variableSymbols.count {
            let target = Swift.max(variableSymbols.count, 2 * memoEpoch.count)
            while memoEpoch.count < target {
                memoEpoch.append(-1)
                memoValue.append(0)
            }
        }
        // Reading a solution asks for the same values again and again between changes.
        if memoEpoch[Int(variable)] == valueEpoch { return memoValue[Int(variable)] }
        // The flatten stack, borrowed: a solution is read one variable at a time, and a new stack each time cost
        // an allocation per value. (Evaluating values never flattens.)
        var stack: [Int32] = []
        swap(&stack, &flattenStack)
        defer { swap(&stack, &flattenStack) }
        assert(stack.isEmpty, "the walk below empties the stack before putting it back")
        stack.append(variable)
        while let top = stack.last {
            if memoEpoch[Int(top)] == valueEpoch {
                stack.removeLast()
                continue
            }
            guard let definition = definitionOfVariable[Int(top)] else {
                stack.removeLast()
                continue
            }
            var ready = true
            var value = definition.constant
            for slot in definition.slots where slot != Int(definition.subjectSlot) {
                let inner = termVariables[slot]
                let coefficient = termCoefficients[slot] * definition.scale
                if isDefinedVariable[Int(inner)] {
                    if memoEpoch[Int(inner)] != valueEpoch {
                        stack.append(inner)
                        ready = false
                    } else {
                        value += coefficient * memoValue[Int(inner)]
                    }
                } else {
                    value += coefficient * tableau.value(of: variableSymbols[Int(inner)])
                }
            }
            if ready {
                memoValue[Int(top)] = value
                memoEpoch[Int(top)] = valueEpoch
                stack.removeLast()
            }
        }
        return memoValue[Int(variable)]
    }
}

/// A defined variable waiting to be expanded; the latest definition comes out first.
struct PendingDefinition: HeapOrdered {
    var order: Int
    var variable: Int32

    func isBetter(than other: PendingDefinition) -> Bool { order > other.order }
}

/// Dense scratch space for `expandDefinitions`: coefficients by variable id, the ids touched, and which defined
/// variables wait in the heap. No hashing, and nothing allocated once it has grown to the variable count. Raw
/// arrays (no uniqueness check per write), freed by the solver's `deallocate()` call.
struct ExpansionScratch {
    private var coefficients = RawArray<Double>()
    private var isTouched = RawArray<Bool>()
    private var isPending = RawArray<Bool>()
    private var touched = RawArray<Int32>()

    @inline(__always) mutating func reserve(_ count: Int) {
        if coefficients.count < count { pad(to: count) }
    }

    private mutating func pad(to count: Int) {
        let target = Swift.max(count, 2 * coefficients.count)
        while coefficients.count < target {
            coefficients.append(0)
            isTouched.append(false)
            isPending.append(false)
        }
    }

    func deallocate() {
        coefficients.deallocate()
        isTouched.deallocate()
        isPending.deallocate()
        touched.deallocate()
    }

    mutating func add(_ variable: Int32, _ coefficient: Double) {
        let index = Int(variable)
        if !isTouched[index] {
            isTouched[index] = true
            touched.append(variable)
        }
        coefficients[index] += coefficient
    }

    /// Marks a defined variable as waiting for expansion; false when it already waits.
    mutating func markPending(_ variable: Int32) -> Bool {
        if isPending[Int(variable)] { return false }
        isPending[Int(variable)] = true
        return true
    }

    /// Removes and returns a waiting variable's coefficient (it is expanded now; a later mention waits again).
    mutating func take(_ variable: Int32) -> Double {
        isPending[Int(variable)] = false
        let coefficient = coefficients[Int(variable)]
        coefficients[Int(variable)] = 0
        return coefficient
    }

    /// Replaces `variables` and `values` with the nonzero terms, sorted by variable id; leaves the scratch empty.
    mutating func drain(into variables: inout [Int32], _ values: inout [Double]) {
        let count = touched.count
        if count > 128 {
            var sorted = UnsafeMutableBufferPointer(start: touched.base, count: count)
            sorted.sort()
        } else if count > 1 {
            // Insertion sort: the ids are distinct and an expansion is short (mostly a few terms, and its ids arrive nearly in order), where the library's
            // sort (a stable merge sort) cost several times more.
            let ids = touched.base.unsafelyUnwrapped
            for position in 1..<count {
                let id = ids[position]
                var hole = position
                while hole > 0 && ids[hole - 1] > id {
                    ids[hole] = ids[hole - 1]
                    hole -= 1
                }
                ids[hole] = id
            }
        }
        variables.removeAll(keepingCapacity: true)
        values.removeAll(keepingCapacity: true)
        variables.reserveCapacity(count)
        values.reserveCapacity(count)
        for position in 0..<count {
            let variable = touched[position]
            let index = Int(variable)
            if coefficients[index] != 0 {
                variables.append(variable)
                values.append(coefficients[index])
            }
            coefficients[index] = 0
            isTouched[index] = false
            isPending[index] = false
        }
        touched.removeAll()
    }
}

/// Visit marks for the dependents walk, by variable id and by constraint id: a mark is current when it equals the
/// walk's stamp, so starting a walk clears nothing.
struct WalkMarks {
    private var variableStamps: [Int] = []
    private var constraintStamps: [Int] = []
    private var stamp = 0

    mutating func nextStamp(variableCount: Int, constraintCount: Int) -> Int {
        if variableStamps.count < variableCount {
            variableStamps.pad(toCover: variableCount, with: 0)
        }
        if constraintStamps.count < constraintCount {
            constraintStamps.pad(toCover: constraintCount, with: 0)
        }
        stamp += 1
        return stamp
    }

    /// Marks a variable; false when it was already marked in this walk.
    mutating func markVariable(_ variable: Int32, _ stamp: Int) -> Bool {
        if variableStamps[Int(variable)] == stamp { return false }
        variableStamps[Int(variable)] = stamp
        return true
    }

    mutating func markConstraint(_ constraint: Int32, _ stamp: Int) -> Bool {
        if constraintStamps[Int(constraint)] == stamp { return false }
        constraintStamps[Int(constraint)] = stamp
        return true
    }
}

/// Flat expansions of defined variables, stored back to back in one array: no allocation per expansion, and all
/// of them are dropped at once (an epoch) whenever the definitions change.
struct FlatExpansions {
    /// Where a variable's terms sit in `terms`; `count` is -1 when the expansion is too large to cache.
    struct Entry {
        var start: Int32
        var count: Int32
        var constant: Double
    }

    var terms: [Solver.ExpansionTerm] = []
    /// Raw arrays (read on every expansion), freed by `deallocate()`.
    private(set) var entries = RawArray<Entry>()
    private var epochs = RawArray<Int>()
    private var epoch = 0

    /// (Inlined: every flatten calls it, and it almost never has to grow.)
    @inline(__always) mutating func grow(to count: Int) {
        if entries.count < count { pad(to: count) }
    }

    private mutating func pad(to count: Int) {
        let target = Swift.max(count, 2 * entries.count)
        while entries.count < target {
            entries.append(Entry(start: 0, count: -1, constant: 0))
            epochs.append(-1)
        }
    }

    func isCurrent(_ variable: Int32) -> Bool { epochs[Int(variable)] == epoch }

    func deallocate() {
        entries.deallocate()
        epochs.deallocate()
    }

    mutating func set(_ variable: Int32, _ entry: Entry) {
        entries[Int(variable)] = entry
        epochs[Int(variable)] = epoch
    }

    /// Drops the terms appended from `start` on and returns the "too large" entry.
    mutating func tooLarge(droppingFrom start: Int) -> Entry {
        terms.removeSubrange(start...)
        return Entry(start: 0, count: -1, constant: 0)
    }

    mutating func invalidate() {
        epoch += 1
        terms.removeAll(keepingCapacity: true)
    }
}

extension Array {
    /// Pads the array with `value` to at least `count` elements, at least doubling it. The tables indexed by
    /// variable or constraint id grow with every new one; padding to the exact count reallocated them (through a
    /// temporary array) on almost every use.
    mutating func pad(toCover count: Int, with value: Element) {
        guard self.count < count else { return }
        append(contentsOf: repeatElement(value, count: Swift.max(count, 2 * self.count) - self.count))
    }
}
