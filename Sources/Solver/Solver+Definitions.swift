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
            let variable = storage.termVariables[start + index]
            let coefficient = abs(storage.termCoefficients[start + index])
            if let best = chosen {
                let bestCoefficient = abs(storage.termCoefficients[start + best])
                if coefficient < bestCoefficient
                    || (coefficient == bestCoefficient && variable < storage.termVariables[start + best]) {
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
        let defined = storage.termVariables[start + subject]
        let scale = -1 / storage.termCoefficients[start + subject]
        let definition = Definition(constraint: id, order: order, termStart: record.termStart,
                                    termCount: record.termCount, subjectSlot: Int32(start + subject), scale: scale,
                                    constant: record.constant * scale)
        for index in 0..<Int(record.termCount) where index != subject {
            let variable = storage.termVariables[start + index]
            storage.definitionReferences[Int(variable)] += 1
            storage.definitionsReferencing.append(id, to: variable)
        }
        storage.definitionOfVariable[Int(defined)] = definition
        storage.isDefinedVariable[Int(defined)] = true
        storage.records[Int(id)].definedVariable = defined
        valueEpoch += 1
    }

    /// Forgets the definition of `variable` (made by constraint `id`); the variable becomes an ordinary one.
    func uninstallDefinition(_ id: Int32, variable: Int32) {
        if let definition = storage.definitionOfVariable[Int(variable)] {
            for slot in definition.slots where slot != Int(definition.subjectSlot) {
                storage.definitionReferences[Int(storage.termVariables[slot])] -= 1
            }
        }
        storage.definitionOfVariable[Int(variable)] = nil
        storage.isDefinedVariable[Int(variable)] = false
        storage.records[Int(id)].definedVariable = -1
        invalidateExpansions()
    }

    /// Drops every cached expansion and memoised value (definitions changed).
    func invalidateExpansions() {
        storage.flats.invalidate()
        valueEpoch += 1
    }

    private func isFresh(_ variable: Int32) -> Bool {
        let symbol = storage.variableSymbols[Int(variable)]
        return !storage.isDefinedVariable[Int(variable)] && storage.definitionReferences[Int(variable)] == 0
            && edits[variable] == nil && !tableau.isBasic(symbol) && tableau.column(of: symbol).isEmpty
    }

    /// Removes a definition; the constraints expanded through it (directly, or through definitions that refer to
    /// its variable) are taken out of the tableau and re-added without it.
    func removeDefinition(_ id: Int32) throws {
        guard let record = record(id), record.definedVariable >= 0,
              storage.definitionOfVariable[Int(record.definedVariable)] != nil else {
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
        let stamp = walkMarks.nextStamp(variableCount: storage.variableSymbols.count, constraintCount: storage.records.count)
        var work = [variable]
        while let current = work.popLast() {
            guard walkMarks.markVariable(current, stamp) else { continue }
            compactMentions(of: current)
            for mention in storage.mentionsOfVariable.elements(current) where walkMarks.markConstraint(mention.constraint, stamp) {
                users.append(mention.constraint)
            }
            // Stale references (the definition was removed, or re-made without this variable) are dropped here.
            // A constraint's expression never changes, so while it defines a variable other than `current` its
            // definition refers to `current`; any other entry is stale.
            storage.definitionsReferencing.removeAll(in: current) { owner in
                let defined = storage.records[Int(owner)].definedVariable
                return defined < 0 || defined == current || storage.definitionOfVariable[Int(defined)]?.constraint != owner
            }
            for owner in storage.definitionsReferencing.elements(current) {
                work.append(storage.records[Int(owner)].definedVariable)
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
        for variable in storage.termVariables[record.termRange] {
            storage.mentionsOfVariable.append(Mention(constraint: id, generation: record.generation), to: variable)
            let count = storage.mentionsOfVariable.count(variable)
            // Amortised clean-up: a list never holds more than about twice its live entries.
            if count >= 16 && count & (count - 1) == 0 { compactMentions(of: variable) }
        }
    }

    /// Drops the entries of constraints that left the tableau or were re-inserted since.
    func compactMentions(of variable: Int32) {
        storage.mentionsOfVariable.removeAll(in: variable) { mention in
            // Field reads, not a record copy: this runs once per entry on every walk.
            let index = Int(mention.constraint)
            return !storage.records[index].isInTableau || storage.records[index].generation != mention.generation
        }
    }

    /// The definitions a constraint's expansion goes through (for conflict explanations).
    func definitionsUsed(by id: Int32) -> [Int32] {
        guard let record = record(id) else { return [] }
        var used: [Int32] = []
        var visited = Set<Int32>()
        var work = Array(storage.termVariables[record.termRange])
        while let variable = work.popLast() {
            guard let definition = storage.definitionOfVariable[Int(variable)], visited.insert(variable).inserted else { continue }
            used.append(definition.constraint)
            for slot in definition.slots where slot != Int(definition.subjectSlot) { work.append(storage.termVariables[slot]) }
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
        storage.flats.grow(to: storage.variableSymbols.count)
        if storage.flats.isCurrent(variable) { return storage.flats.entries[Int(variable)].count >= 0 }
        // A stack kept between calls: most calls flatten a short chain, and a new array each time cost more.
        var stack: [Int32] = []
        swap(&stack, &flattenStack)
        assert(stack.isEmpty, "the walk below empties the stack before putting it back")
        stack.append(variable)
        while let top = stack.last {
            guard !storage.flats.isCurrent(top), storage.isDefinedVariable[Int(top)] else {
                stack.removeLast()
                continue
            }
            var missing = false
            let definition = storage.definitionOfVariable[Int(top)].unsafelyUnwrapped
            for slot in definition.slots where slot != Int(definition.subjectSlot) {
                let inner = storage.termVariables[slot]
                if storage.isDefinedVariable[Int(inner)] && !storage.flats.isCurrent(inner) {
                    stack.append(inner)
                    missing = true
                }
            }
            if missing { continue }
            stack.removeLast()
            storage.flats.set(top, appendFlat(of: top))
        }
        swap(&stack, &flattenStack)
        return storage.flats.entries[Int(variable)].count >= 0
    }

    /// Appends the flat expansion of a defined variable to the store, sorted by variable id, and returns its entry
    /// (count -1 when too large; nothing stays appended then). The defined variables its definition refers to
    /// must have current entries.
    private func appendFlat(of variable: Int32) -> FlatExpansions.Entry {
        let start = storage.flats.terms.count
        let definition = storage.definitionOfVariable[Int(variable)].unsafelyUnwrapped
        var constant = definition.constant
        func merge(_ variable: Int32, _ coefficient: Double) {
            var index = start
            while index < storage.flats.terms.count {
                if storage.flats.terms[index].variable == variable {
                    storage.flats.terms[index].coefficient += coefficient
                    return
                }
                index += 1
            }
            storage.flats.terms.append(ExpansionTerm(variable: variable, coefficient: coefficient))
        }
        for slot in definition.slots where slot != Int(definition.subjectSlot) {
            let inner = storage.termVariables[slot]
            let coefficient = storage.termCoefficients[slot] * definition.scale
            if storage.isDefinedVariable[Int(inner)] {
                let entry = storage.flats.entries[Int(inner)]
                guard entry.count >= 0 else { return storage.flats.tooLarge(droppingFrom: start) }
                constant += coefficient * entry.constant
                for slot in Int(entry.start)..<Int(entry.start + entry.count) {
                    merge(storage.flats.terms[slot].variable, coefficient * storage.flats.terms[slot].coefficient)
                }
            } else {
                merge(inner, coefficient)
            }
            if storage.flats.terms.count - start > Solver.flatLimit { return storage.flats.tooLarge(droppingFrom: start) }
        }
        // Sorted through a buffer: sorting `flats.terms[start...]` copied the slice first. (Variables are unique
        // here, so every sort gives the same order.)
        storage.flats.terms.withUnsafeMutableBufferPointer { terms in
            var tail = UnsafeMutableBufferPointer(rebasing: terms[start...])
            tail.sort { $0.variable < $1.variable }
        }
        return FlatExpansions.Entry(start: Int32(start), count: Int32(storage.flats.terms.count - start), constant: constant)
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
        expand(storage.termVariables[record.termRange], storage.termCoefficients[record.termRange],
               constant: record.constant - record.editValue)
    }

    private func expand(_ variables: UnsafeBufferPointer<Int32>, _ coefficients: UnsafeBufferPointer<Double>,
                        constant: Double) -> Double {
        guard variables.contains(where: { storage.isDefinedVariable[Int($0)] }) else {
            expandedVariables.removeAll(keepingCapacity: true)
            expandedCoefficients.removeAll(keepingCapacity: true)
            expandedVariables.append(contentsOf: variables)
            expandedCoefficients.append(contentsOf: coefficients)
            return constant
        }
        storage.expansionScratch.reserve(storage.variableSymbols.count)
        var pending = PriorityHeap<PendingDefinition>()
        var constant = constant
        func accumulate(_ variable: Int32, _ coefficient: Double) {
            if storage.isDefinedVariable[Int(variable)] {
                if flatten(variable) {
                    let entry = storage.flats.entries[Int(variable)]
                    constant += coefficient * entry.constant
                    for slot in Int(entry.start)..<Int(entry.start + entry.count) {
                        storage.expansionScratch.add(storage.flats.terms[slot].variable, coefficient * storage.flats.terms[slot].coefficient)
                    }
                    return
                }
                if storage.expansionScratch.markPending(variable) {
                    pending.push(PendingDefinition(order: storage.definitionOfVariable[Int(variable)]!.order, variable: variable))
                }
            }
            storage.expansionScratch.add(variable, coefficient)
        }
        for (index, variable) in variables.enumerated() { accumulate(variable, coefficients[index]) }
        while let variable = pending.pop()?.variable {
            guard let definition = storage.definitionOfVariable[Int(variable)] else { continue }
            let coefficient = storage.expansionScratch.take(variable)
            constant += coefficient * definition.constant
            for slot in definition.slots where slot != Int(definition.subjectSlot) {
                accumulate(storage.termVariables[slot], coefficient * (storage.termCoefficients[slot] * definition.scale))
            }
        }
        storage.expansionScratch.drain(into: &expandedVariables, &expandedCoefficients)
        return constant
    }

    /// The value of a defined variable, evaluated from its definition (iteratively: chains may be very deep).
    func definedValue(_ variable: Int32) -> Double {
        if storage.memoEpoch.count < storage.variableSymbols.count {
            let target = Swift.max(storage.variableSymbols.count, 2 * storage.memoEpoch.count)
            while storage.memoEpoch.count < target {
                storage.memoEpoch.append(-1)
                storage.memoValue.append(0)
            }
        }
        // Reading a solution asks for the same values again and again between changes.
        if storage.memoEpoch[Int(variable)] == valueEpoch { return storage.memoValue[Int(variable)] }
        // The flatten stack, borrowed: a solution is read one variable at a time, and a new stack each time cost
        // an allocation per value. (Evaluating values never flattens.)
        var stack: [Int32] = []
        swap(&stack, &flattenStack)
        defer { swap(&stack, &flattenStack) }
        assert(stack.isEmpty, "the walk below empties the stack before putting it back")
        stack.append(variable)
        while let top = stack.last {
            if storage.memoEpoch[Int(top)] == valueEpoch {
                stack.removeLast()
                continue
            }
            guard let definition = storage.definitionOfVariable[Int(top)] else {
                stack.removeLast()
                continue
            }
            var ready = true
            var value = definition.constant
            for slot in definition.slots where slot != Int(definition.subjectSlot) {
                let inner = storage.termVariables[slot]
                let coefficient = storage.termCoefficients[slot] * definition.scale
                if storage.isDefinedVariable[Int(inner)] {
                    if storage.memoEpoch[Int(inner)] != valueEpoch {
                        stack.append(inner)
                        ready = false
                    } else {
                        value += coefficient * storage.memoValue[Int(inner)]
                    }
                } else {
                    value += coefficient * tableau.value(of: storage.variableSymbols[Int(inner)])
                }
            }
            if ready {
                storage.memoValue[Int(top)] = value
                storage.memoEpoch[Int(top)] = valueEpoch
                stack.removeLast()
            }
        }
        return storage.memoValue[Int(variable)]
    }
}

/// A defined variable waiting to be expanded; the latest definition comes out first.
struct PendingDefinition: HeapOrdered {
    var order: Int
    var variable: Int32

    func isBetter(than other: PendingDefinition) -> Bool { order > other.order }
}
