/// Chain-aware presolve: required equalities that define a fresh variable stay out of the tableau.
///
/// `left_i == left_{i-1} + width_{i-1} + 8` arrives when `left_i` appears nowhere else. Putting it in the tableau
/// makes `left_i` basic with `left_{i-1}`'s row substituted in, so row i carries every earlier width and marker:
/// rows grow linearly, the tableau quadratically, and each pivot pays for it (kiwi's behaviour on long chains).
/// Instead such a constraint becomes a *definition* `left_i := left_{i-1} + width_{i-1} + 8`, kept aside:
/// - a variable qualifies when no tableau row mentions it, no definition refers to it, it has no definition and
///   it is not an edit variable; so definitions form a DAG whose creation order is a topological order;
/// - a constraint that mentions defined variables is expanded (latest definition first, coefficients merged, so
///   shared sub-chains are expanded once) before it enters the tableau; short expansions (an alias chain
///   `w_i := w_{i-1}` flattens to `w_0`) are cached, so a chain of aliases costs O(1) per use, not O(length);
/// - values of defined variables are evaluated on demand from their definitions, memoised until the next change;
/// - removing a definition takes the constraints that used it out of the tableau and puts them back, expanded
///   without it (the variable becomes an ordinary one); conflicts list the definitions a proof went through.
extension Solver {
    struct Definition {
        var constraint: Int32
        /// Creation order: a definition only refers to variables defined earlier or not at all.
        var order: Int
        var variables: [Int32]
        var coefficients: [Double]
        var constant: Double
    }

    /// Makes a required equality a definition when one of its variables qualifies (see above). The variable with
    /// the largest coefficient magnitude wins (ties: the highest id, usually the newest variable).
    func defineIfPossible(_ id: Int32) -> Bool {
        guard let record = records[Int(id)], record.isRequired, !record.isEdit,
              record.normalized.relation == .equal else { return false }
        let normalized = record.normalized
        var chosen = -1
        for (index, variable) in normalized.variables.enumerated() {
            let coefficient = abs(normalized.coefficients[index])
            guard coefficient >= 1e-3, isFresh(variable) else { continue }
            if chosen >= 0 {
                let best = abs(normalized.coefficients[chosen])
                if coefficient < best || (coefficient == best && variable < normalized.variables[chosen]) { continue }
            }
            chosen = index
        }
        guard chosen >= 0 else { return false }
        let defined = normalized.variables[chosen]
        let scale = -1 / normalized.coefficients[chosen]
        var definition = Definition(constraint: id, order: nextDefinitionOrder, variables: [], coefficients: [],
                                    constant: normalized.constant * scale)
        nextDefinitionOrder += 1
        for (index, variable) in normalized.variables.enumerated() where index != chosen {
            definition.variables.append(variable)
            definition.coefficients.append(normalized.coefficients[index] * scale)
            definitionReferences[Int(variable)] += 1
            definitionsReferencing[variable, default: []].append(id)
        }
        definitionOfVariable[Int(defined)] = definition
        records[Int(id)]?.definedVariable = defined
        valueEpoch += 1
        return true
    }

    private func isFresh(_ variable: Int32) -> Bool {
        let symbol = variableSymbols[Int(variable)]
        return definitionOfVariable[Int(variable)] == nil && definitionReferences[Int(variable)] == 0
            && edits[variable] == nil && !tableau.isBasic(symbol) && tableau.columns[Int(symbol)].isEmpty
    }

    /// Removes a definition; the constraints expanded through it (directly, or through definitions that refer to
    /// its variable) are taken out of the tableau and re-added without it.
    func removeDefinition(_ id: Int32) throws {
        guard let record = records[Int(id)], record.definedVariable >= 0,
              let definition = definitionOfVariable[Int(record.definedVariable)] else {
            throw SolverError.unknownConstraint
        }
        var affected = Set<Int32>()
        var visited = Set<Int32>()
        var work = [record.definedVariable]
        while let variable = work.popLast() {
            guard visited.insert(variable).inserted else { continue }
            for mention in mentionsOfVariable[variable] ?? [] {
                guard let user = records[Int(mention.constraint)], user.isInTableau,
                      user.generation == mention.generation else { continue }
                affected.insert(mention.constraint)
            }
            for referencing in definitionsReferencing[variable] ?? [] {
                guard let owner = records[Int(referencing)], owner.definedVariable >= 0,
                      let inner = definitionOfVariable[Int(owner.definedVariable)], inner.constraint == referencing,
                      inner.variables.contains(variable) else { continue }
                work.append(owner.definedVariable)
            }
        }
        let users = affected.sorted()
        try withDeferredOptimization { try rebuild(users, removing: id, definition: definition,
                                                   variable: record.definedVariable) }
    }

    private func rebuild(_ users: [Int32], removing id: Int32, definition: Definition, variable: Int32) throws {
        for user in users { try removeFromTableau(user) }
        mentionsOfVariable[variable] = nil
        for inner in definition.variables { definitionReferences[Int(inner)] -= 1 }
        definitionOfVariable[Int(variable)] = nil
        records[Int(id)]?.definedVariable = -1
        flatCache.removeAll(keepingCapacity: true)
        largeFlats.removeAll(keepingCapacity: true)
        valueEpoch += 1
        for user in users {
            if case .infeasible(let explanation) = try insertIntoTableau(user) {
                // Cannot happen (the rest was satisfiable with the definition); keep the state consistent anyway.
                let members = try minimalConflict(explanation: explanation, including: user)
                markBroken(user, Conflict(members: members.map { ConstraintID(raw: $0) }, broken: ConstraintID(raw: user)))
            }
        }
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

    /// Remembers that a constraint now in the tableau was expanded through the defined variables it mentions.
    func registerMentions(of id: Int32) {
        guard let record = records[Int(id)] else { return }
        for variable in record.normalized.variables where definitionOfVariable[Int(variable)] != nil {
            mentionsOfVariable[variable, default: []].append((id, record.generation))
        }
    }

    /// The definitions a constraint's expansion goes through (for conflict explanations).
    func definitionsUsed(by id: Int32) -> [Int32] {
        guard let record = records[Int(id)] else { return [] }
        var used: [Int32] = []
        var visited = Set<Int32>()
        var work = record.normalized.variables
        while let variable = work.popLast() {
            guard let definition = definitionOfVariable[Int(variable)], visited.insert(variable).inserted else { continue }
            used.append(definition.constraint)
            work += definition.variables
        }
        return used
    }

    /// An expansion small enough to cache (alias chains and short sums).
    struct Flat {
        var variables: [Int32]
        var coefficients: [Double]
        var constant: Double
    }

    static let flatLimit = 16

    /// The cached flat expansion of a defined variable, computing it (iteratively, dependencies first) when
    /// missing; nil when it has more than `flatLimit` terms.
    func flatten(_ variable: Int32) -> Flat? {
        if let cached = flatCache[variable] { return cached }
        if largeFlats.contains(variable) { return nil }
        var stack: [Int32] = [variable]
        while let top = stack.last {
            if flatCache[top] != nil || largeFlats.contains(top) {
                stack.removeLast()
                continue
            }
            guard let definition = definitionOfVariable[Int(top)] else {
                stack.removeLast()
                continue
            }
            let missing = definition.variables.filter {
                definitionOfVariable[Int($0)] != nil && flatCache[$0] == nil && !largeFlats.contains($0)
            }
            if !missing.isEmpty {
                stack += missing
                continue
            }
            stack.removeLast()
            var terms: [Int32: Double] = [:]
            var constant = definition.constant
            var large = false
            for (index, inner) in definition.variables.enumerated() {
                let coefficient = definition.coefficients[index]
                if definitionOfVariable[Int(inner)] != nil {
                    guard let flat = flatCache[inner] else { large = true; break }
                    constant += coefficient * flat.constant
                    for (slot, leaf) in flat.variables.enumerated() {
                        terms[leaf, default: 0] += coefficient * flat.coefficients[slot]
                    }
                } else {
                    terms[inner, default: 0] += coefficient
                }
                if terms.count > Solver.flatLimit { large = true; break }
            }
            if large {
                largeFlats.insert(top)
            } else {
                let sorted = terms.keys.sorted()
                flatCache[top] = Flat(variables: sorted, coefficients: sorted.map { terms[$0] ?? 0 }, constant: constant)
            }
        }
        return flatCache[variable]
    }

    /// `Σ coefficient·variable + constant` with every defined variable replaced by its definition. Terms come out
    /// sorted by variable id.
    func expandDefinitions(variables: [Int32], coefficients: [Double], constant: Double)
        -> (variables: [Int32], coefficients: [Double], constant: Double) {
        guard variables.contains(where: { definitionOfVariable[Int($0)] != nil }) else {
            return (variables, coefficients, constant)
        }
        var accumulated: [Int32: Double] = [:]
        var pending = PriorityHeap<PendingDefinition>()
        var constant = constant
        func accumulate(_ variable: Int32, _ coefficient: Double) {
            if let definition = definitionOfVariable[Int(variable)] {
                if let flat = flatten(variable) {
                    constant += coefficient * flat.constant
                    for (slot, leaf) in flat.variables.enumerated() {
                        accumulated[leaf, default: 0] += coefficient * flat.coefficients[slot]
                    }
                    return
                }
                if accumulated[variable] == nil { pending.push(PendingDefinition(order: definition.order, variable: variable)) }
            }
            accumulated[variable, default: 0] += coefficient
        }
        for (index, variable) in variables.enumerated() { accumulate(variable, coefficients[index]) }
        while let variable = pending.pop()?.variable {
            guard let definition = definitionOfVariable[Int(variable)] else { continue }
            let coefficient = accumulated.removeValue(forKey: variable) ?? 0
            constant += coefficient * definition.constant
            for (index, inner) in definition.variables.enumerated() {
                accumulate(inner, coefficient * definition.coefficients[index])
            }
        }
        let sorted = accumulated.keys.sorted().filter { accumulated[$0] != 0 }
        return (sorted, sorted.map { accumulated[$0] ?? 0 }, constant)
    }

    /// The value of a defined variable, evaluated from its definition (iteratively: chains may be very deep).
    func definedValue(_ variable: Int32) -> Double {
        if memoEpoch.count < variableSymbols.count {
            memoEpoch += [Int](repeating: -1, count: variableSymbols.count - memoEpoch.count)
            memoValue += [Double](repeating: 0, count: variableSymbols.count - memoValue.count)
        }
        var stack: [Int32] = [variable]
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
            for (index, inner) in definition.variables.enumerated() {
                if definitionOfVariable[Int(inner)] != nil {
                    if memoEpoch[Int(inner)] != valueEpoch {
                        stack.append(inner)
                        ready = false
                    } else {
                        value += definition.coefficients[index] * memoValue[Int(inner)]
                    }
                } else {
                    value += definition.coefficients[index] * tableau.value(of: variableSymbols[Int(inner)])
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
