/// Chain-aware presolve: required equalities that define a fresh variable stay out of the tableau.
///
/// `left_i == left_{i-1} + width_{i-1} + 8` arrives when `left_i` appears nowhere else. Putting it in the tableau
/// makes `left_i` basic with `left_{i-1}`'s row substituted in, so row i carries every earlier width and marker:
/// rows grow linearly, the tableau quadratically, and each pivot pays for it (kiwi's behaviour on long chains).
/// Instead such a constraint becomes a *definition* `left_i := left_{i-1} + width_{i-1} + 8`, kept aside:
/// - a variable qualifies when no tableau row mentions it, no definition refers to it, it has no definition and
///   it is not an edit variable; so definitions form a DAG whose creation order is a topological order;
/// - a constraint that mentions defined variables is expanded (latest definition first, coefficients merged, so
///   shared sub-chains are expanded once) before it enters the tableau, and remembers which definitions it used;
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

    /// Removes a definition; the constraints expanded through it are re-added without it.
    func removeDefinition(_ id: Int32) throws {
        guard let record = records[Int(id)], record.definedVariable >= 0,
              let definition = definitionOfVariable[Int(record.definedVariable)] else {
            throw SolverError.unknownConstraint
        }
        let users = (definitionUsers[id] ?? []).filter { user in
            guard let userRecord = records[Int(user.constraint)] else { return false }
            return userRecord.marker >= 0 && userRecord.generation == user.generation
        }.map(\.constraint)
        let affected = Array(Set(users)).sorted()
        for user in affected { try removeFromTableau(user) }
        definitionUsers[id] = nil
        for variable in definition.variables { definitionReferences[Int(variable)] -= 1 }
        definitionOfVariable[Int(record.definedVariable)] = nil
        records[Int(id)]?.definedVariable = -1
        valueEpoch += 1
        for user in affected {
            if case .infeasible(let explanation) = try insertIntoTableau(user) {
                // Cannot happen (the rest was satisfiable with the definition); keep the state consistent anyway.
                let members = try minimalConflict(explanation: explanation, including: user)
                markBroken(user, Conflict(members: members.map { ConstraintID(raw: $0) }, broken: ConstraintID(raw: user)))
            }
        }
    }

    /// `Σ coefficient·variable + constant` with every defined variable replaced by its definition, and the
    /// definitions used. Terms come out sorted by variable id.
    func expandDefinitions(variables: [Int32], coefficients: [Double], constant: Double)
        -> (variables: [Int32], coefficients: [Double], constant: Double, used: [Int32]) {
        guard variables.contains(where: { definitionOfVariable[Int($0)] != nil }) else {
            return (variables, coefficients, constant, [])
        }
        var accumulated: [Int32: Double] = [:]
        var pending = DefinitionHeap()
        var constant = constant
        var used: [Int32] = []
        func accumulate(_ variable: Int32, _ coefficient: Double) {
            if let definition = definitionOfVariable[Int(variable)], accumulated[variable] == nil {
                pending.push(order: definition.order, variable: variable)
            }
            accumulated[variable, default: 0] += coefficient
        }
        for (index, variable) in variables.enumerated() { accumulate(variable, coefficients[index]) }
        while let variable = pending.pop() {
            guard let definition = definitionOfVariable[Int(variable)] else { continue }
            let coefficient = accumulated.removeValue(forKey: variable) ?? 0
            used.append(definition.constraint)
            constant += coefficient * definition.constant
            for (index, inner) in definition.variables.enumerated() {
                accumulate(inner, coefficient * definition.coefficients[index])
            }
        }
        let sorted = accumulated.keys.sorted()
        return (sorted, sorted.map { accumulated[$0] ?? 0 }, constant, used)
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

/// Defined variables waiting to be expanded, latest definition first.
struct DefinitionHeap {
    private var entries: [(order: Int, variable: Int32)] = []

    mutating func push(order: Int, variable: Int32) {
        entries.append((order, variable))
        var child = entries.count - 1
        while child > 0 {
            let parent = (child - 1) / 2
            guard entries[child].order > entries[parent].order else { break }
            entries.swapAt(child, parent)
            child = parent
        }
    }

    mutating func pop() -> Int32? {
        guard let first = entries.first else { return nil }
        let last = entries.removeLast()
        if !entries.isEmpty {
            entries[0] = last
            var parent = 0
            while true {
                let left = 2 * parent + 1, right = left + 1
                var best = parent
                if left < entries.count, entries[left].order > entries[best].order { best = left }
                if right < entries.count, entries[right].order > entries[best].order { best = right }
                if best == parent { break }
                entries.swapAt(parent, best)
                parent = best
            }
        }
        return first.variable
    }
}
