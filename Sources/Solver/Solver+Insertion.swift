/// Adding constraints to and removing them from the tableau (the Cassowary/kiwi algorithm, with a fill-in aware
/// choice of the basic variable and a rollback when a required constraint turns out to be unsatisfiable).
extension Solver {
    enum InsertionOutcome {
        case inserted
        /// Required constraints (raw ids, including the new one) whose combination proves the new one cannot hold.
        case infeasible(explanation: [Int32])
    }

    /// Puts a new record into the tableau, resolving conflicts by breaking constraints as documented in `add`.
    func place(_ id: Int32) throws {
        while true {
            switch try insertIntoTableau(id) {
            case .inserted:
                return
            case .infeasible(let explanation):
                let members = try minimalConflict(explanation: explanation, including: id)
                let victim = members.max { lhs, rhs in
                    let (l, r) = (record(lhs)?.breakRank ?? 0, record(rhs)?.breakRank ?? 0)
                    return l != r ? l < r : lhs < rhs
                } ?? id
                let conflict = Conflict(members: members.map { ConstraintID(raw: $0) }, broken: ConstraintID(raw: victim))
                if victim == id {
                    markBroken(id, conflict)
                    return
                }
                try deactivate(victim)
                markBroken(victim, conflict)
            }
        }
    }

    func markBroken(_ id: Int32, _ conflict: Conflict) {
        storage.records[Int(id)].isBroken = true
        conflictOfBroken[id] = conflict
        let position = brokenIDs.firstIndex { $0 > id } ?? brokenIDs.count
        if position == 0 || brokenIDs[position - 1] != id { brokenIDs.insert(id, at: position) }
    }

    func unbreak(_ id: Int32) {
        storage.records[Int(id)].isBroken = false
        conflictOfBroken[id] = nil
        brokenIDs.removeAll { $0 == id }
    }

    /// After a removal, broken constraints may fit again: retry each in the order they were added.
    func retryBrokenConstraints() throws {
        for id in brokenIDs {
            switch try insertIntoTableau(id) {
            case .inserted:
                unbreak(id)
            case .infeasible(let explanation):
                let members = try minimalConflict(explanation: explanation, including: id)
                conflictOfBroken[id] = Conflict(members: members.map { ConstraintID(raw: $0) },
                                                broken: ConstraintID(raw: id))
            }
        }
    }

    // MARK: Insertion

    func insertIntoTableau(_ id: Int32) throws -> InsertionOutcome {
        guard let record = record(id) else { throw SolverError.internalError("no record \(id)") }
        if defineIfPossible(id) { return .inserted }
        if try promoteIfPossible(id) { return .inserted }
        storage.records[Int(id)].generation += 1
        let constant = expandDefinitions(of: record)
        var sharedKey: SharedRowKey?
        if !record.isRequired && !record.isEdit {
            let key = SharedRowKey(variables: expandedVariables, coefficients: expandedCoefficients,
                                   constant: constant, relation: record.relation, priority: record.priority,
                                   shortfallPriority: record.shortfallPriority)
            if joinSharedRow(id, key: key) {
                try reoptimize()
                return .inserted
            }
            sharedKey = key
        }
        let (row, marker, other) = buildRow(for: record, constant: constant)
        if tableau.constants[Int(row)] < 0 { tableau.scaleRow(row, by: -1) }

        // (A preference with a level for each side has no single level to weigh the error subject against.)
        let subjectPriority = record.shortfallPriority == 0 ? record.priority : 1000
        if let subject = chooseSubject(row: row, marker: marker, other: other, priority: subjectPriority) {
            adopt(id, marker: marker, other: other)
            if let sharedKey {
                sharedRowTable.register(id, sharedKey)
            }
            pivotNewRow(row, subject: subject)
            try reoptimize()
            return .inserted
        }
        if rowHasOnlyDummies(row) {
            if Tolerance.isZero(tableau.constants[Int(row)]) {
                // Redundant required equality: keep its dummy basic so the constraint can be removed later.
                adopt(id, marker: marker, other: other)
                pivotNewRow(row, subject: marker)
                return .inserted
            }
            let explanation = tableau.cells(of: row).map { storage.constraintOfSymbol[Int($0.symbol)] }
                .filter { $0 >= 0 } + [id]
            tableau.dropRow(row)
            releaseSymbols(marker, other)
            return .infeasible(explanation: explanation)
        }
        // No symbol can take the row directly: find a feasible point with an artificial variable.
        switch try addWithArtificialVariable(row) {
        case .inserted:
            adopt(id, marker: marker, other: other)
            try reoptimize()
            return .inserted
        case .infeasible(let explanation):
            try reoptimize()
            releaseSymbols(marker, other)
            return .infeasible(explanation: explanation + [id])
        }
    }

    private func adopt(_ id: Int32, marker: Int32, other: Int32) {
        storage.records[Int(id)].marker = marker
        storage.records[Int(id)].other = other
        // After the marker: registering may compact the mention lists, which keeps only constraints in the tableau.
        registerMentions(of: id)
        storage.constraintOfSymbol[Int(marker)] = id
        if other >= 0 { storage.constraintOfSymbol[Int(other)] = id }
    }

    private func releaseSymbols(_ marker: Int32, _ other: Int32) {
        for symbol in [marker, other] where symbol >= 0 {
            storage.constraintOfSymbol[Int(symbol)] = -1
            tableau.releaseSymbol(symbol)
        }
    }

    /// Builds the row `0 = constant + Σ…` of a constraint (its expansion: `expandedVariables`,
    /// `expandedCoefficients`) over the current nonbasic symbols, with its marker (and error) symbols, and adds its
    /// errors to its level's objective.
    ///
    /// - `expr <= 0`: `expr + slack = 0`; `expr >= 0`: `expr - slack = 0`; non-required adds an error `e ≥ 0`
    ///   on the violating side, weighted 1 in the level objective.
    /// - `expr == 0`: required adds a dummy (fixed at 0); non-required `expr - e⁺ + e⁻ = 0`, objective `e⁺ + e⁻`.
    func buildRow(for record: ConstraintRecord, constant: Double) -> (row: Int32, marker: Int32, other: Int32) {
        let relation = record.relation
        let row = tableau.makeRow(basic: -1, constant: constant)
        // Room for every term the substitutions can bring, and the marker and error: one allocation instead of
        // one per doubling.
        var capacity = 2
        for variable in expandedVariables {
            let symbol = storage.variableSymbols[Int(variable)]
            capacity += tableau.isBasic(symbol) ? tableau.cellCount(tableau.row(of: symbol)) : 1
        }
        tableau.reserveCells(row, capacity)
        for (index, variable) in expandedVariables.enumerated() {
            tableau.addSymbol(storage.variableSymbols[Int(variable)], times: expandedCoefficients[index], into: row)
        }
        var marker: Int32 = -1
        var other: Int32 = -1
        let level = record.isRequired ? nil : levelRow(for: record.priority)
        let shortfallLevel = record.isRequired ? nil : levelRow(for: record.shortfallLevelPriority)
        switch relation {
        case .lessThanOrEqual, .greaterThanOrEqual:
            let sign: Double = relation == .lessThanOrEqual ? 1 : -1
            marker = makeSymbol(.slack)
            tableau.insertCell(row: row, symbol: marker, coefficient: sign)
            if let level {
                other = makeSymbol(.error)
                tableau.insertCell(row: row, symbol: other, coefficient: -sign)
                tableau.addToRow(level, symbol: other, coefficient: 1)
            }
        case .equal:
            if let level, let shortfallLevel {
                // marker − other = expr: the marker is the excess, the other the shortfall.
                marker = makeSymbol(.error)
                other = makeSymbol(.error)
                tableau.insertCell(row: row, symbol: marker, coefficient: -1)
                tableau.insertCell(row: row, symbol: other, coefficient: 1)
                tableau.addToRow(level, symbol: marker, coefficient: 1)
                tableau.addToRow(shortfallLevel, symbol: other, coefficient: 1)
            } else {
                marker = makeSymbol(.dummy)
                tableau.insertCell(row: row, symbol: marker, coefficient: 1)
            }
        }
        return (row, marker, other)
    }

    /// The symbol to make basic in a new row (whose constant is ≥ 0), or nil when none is safe.
    ///
    /// An external variable is preferred when no sign-restricted row mentions it (so making it basic cannot make
    /// another row infeasible); among those, the one in the fewest rows, which limits fill-in (Markowitz' rule).
    /// Otherwise the marker or error symbol when its coefficient is negative (it then starts at constant/|a| ≥ 0).
    func chooseSubject(row: Int32, marker: Int32, other: Int32, priority: Double) -> Int32? {
        var best: Int32 = -1
        var bestCount = Int.max
        for cell in tableau.cells(of: row) where tableau.kind(cell.symbol) == .external {
            let count = tableau.columnCount(cell.symbol)
            if count > bestCount || (count == bestCount && cell.symbol > best) { continue }
            if tableau.restrictedRowMentions(cell.symbol, besides: row) { continue }
            best = cell.symbol
            bestCount = count
        }
        if best >= 0 { return best }
        if let errorSubject = chooseErrorSubject(row: row, marker: marker, other: other, priority: priority) {
            return errorSubject
        }
        // A sign-restricted symbol with a negative coefficient starts at constant/|a| ≥ 0. That is safe when the
        // constant is 0 (nothing moves) or when no other restricted row mentions it; the fewest rows win.
        let degenerate = Tolerance.isZero(tableau.constants[Int(row)])
        best = -1
        bestCount = Int.max
        for cell in tableau.cells(of: row) where cell.coefficient < 0 {
            let kind = tableau.kind(cell.symbol)
            guard kind == .slack || kind == .error else { continue }
            let count = tableau.columnCount(cell.symbol)
            if count > bestCount || (count == bestCount && cell.symbol > best) { continue }
            if !degenerate, tableau.restrictedRowMentions(cell.symbol, besides: row) { continue }
            best = cell.symbol
            bestCount = count
        }
        return best >= 0 ? best : nil
    }

    /// For a non-required equality that already holds (constant 0), both error symbols are feasible subjects.
    /// Kiwi always takes e⁺; with many equal preferences (every width == 100 @250 of a row of equal widths) that
    /// drives one shared error symbol's reduced cost negative and costs a degenerate pivot through every row per
    /// add. Instead take the side that leaves fewer negative reduced costs in the level's objective, so
    /// the objective stays optimal without pivoting. Flips the row's sign when e⁻ is chosen.
    private func chooseErrorSubject(row: Int32, marker: Int32, other: Int32, priority: Double) -> Int32? {
        guard other >= 0, tableau.kind(marker) == .error, tableau.kind(other) == .error,
              Tolerance.isZero(tableau.constants[Int(row)]),
              priority < 1000, let level = levels.first(where: { $0.priority == priority }) else { return nil }
        var negativesWithMarker = 0, negativesWithOther = 0
        let markerCoefficient = tableau.coefficient(of: marker, in: row)
        for cell in tableau.cells(of: row) where cell.symbol != marker && cell.symbol != other {
            let current = tableau.trackedCoefficient(level.track, cell.symbol)
            // Solving for a symbol with coefficient a adds -r/a per unit of its objective weight (1).
            if current - cell.coefficient / markerCoefficient < -Tolerance.epsilon { negativesWithMarker += 1 }
            if current + cell.coefficient / markerCoefficient < -Tolerance.epsilon { negativesWithOther += 1 }
        }
        guard negativesWithOther < negativesWithMarker else { return nil }
        if tableau.coefficient(of: other, in: row) > 0 { tableau.scaleRow(row, by: -1) }
        return other
    }

    private func rowHasOnlyDummies(_ row: Int32) -> Bool {
        tableau.cells(of: row).allSatisfy { tableau.kind($0.symbol) == .dummy }
    }

    /// Solves a fresh row for `subject` and substitutes it into every row that mentions the subject.
    private func pivotNewRow(_ row: Int32, subject: Int32) {
        tableau.solveRow(row, for: subject)
        substituteEverywhere(subject, row: row)
    }

    /// Kiwi's artificial-variable phase: `a = row`, minimise `a`; the row is satisfiable iff the minimum is 0.
    /// On failure, the artificial objective row is a Farkas certificate: the required constraints whose markers
    /// it mentions, combined, contradict the new row. The caller rolls the tableau back.
    private func addWithArtificialVariable(_ row: Int32) throws -> InsertionOutcome {
        let artificial = makeSymbol(.slack)
        tableau.setBasic(row, artificial)
        let objectiveSymbol = makeSymbol(.objective)
        let objective = tableau.makeRow(basic: objectiveSymbol, constant: 0)
        tableau.addRow(objective, from: row, factor: 1)
        try minimizeSingleObjective(objective, allowed: { _ in true })

        if !Tolerance.isZero(tableau.constants[Int(objective)]) {
            let explanation = tableau.cells(of: objective).compactMap { cell -> Int32? in
                let owner = storage.constraintOfSymbol[Int(cell.symbol)]
                guard owner >= 0, record(owner)?.isRequired == true else { return nil }
                return owner
            }
            // Roll back. The artificial symbol, like a marker, appeared only in the new row, and it is basic (its
            // value is positive), so its row holds every trace of the new constraint (the new slack included):
            // dropping that row leaves a valid tableau of the other constraints.
            tableau.releaseSymbol(objectiveSymbol)
            tableau.releaseSymbol(artificial)
            return .infeasible(explanation: explanation)
        }
        tableau.releaseSymbol(objectiveSymbol)   // drops the objective row too
        let artificialRow = tableau.row(of: artificial)
        if artificialRow >= 0 {
            if let entering = tableau.cells(of: artificialRow).first(where: { isPivotable($0.symbol) })?.symbol {
                pivot(entering: entering, row: artificialRow)
            } else {
                // `a = Σ dummies` with a zero constant: the row adds nothing.
                tableau.dropRow(artificialRow)
            }
        }
        tableau.releaseSymbol(artificial)
        return .inserted
    }

    /// Slack, error and (nonbasic) external symbols may enter the basis; dummies are fixed at 0.
    func isPivotable(_ symbol: Int32) -> Bool {
        let kind = tableau.kind(symbol)
        return kind == .slack || kind == .error || kind == .external
    }

    // MARK: Levels

    /// The objective row of a priority level, created on first use (levels stay sorted, most important first).
    func levelRow(for priority: Double) -> Int32 {
        // A plain loop over the handful of levels: `first(where:)` copied each level out through a closure, and
        // every preference row asks twice.
        for index in levels.indices where levels[index].priority == priority { return levels[index].row }
        return makeLevel(for: priority)
    }

    private func makeLevel(for priority: Double) -> Int32 {
        let symbol = makeSymbol(.objective)
        let row = tableau.makeRow(basic: symbol, constant: 0)
        let position = levels.firstIndex { $0.priority < priority } ?? levels.count
        let track = tableau.track(row)
        levels.insert(PriorityLevel(priority: priority, symbol: symbol, row: row, track: track), at: position)
        return row
    }

    // MARK: Removal

    /// Takes an active constraint out: a definition, or a tableau row.
    func deactivate(_ id: Int32) throws {
        if let record = record(id), record.definedVariable >= 0 {
            try removeDefinition(id)
        } else {
            try removeFromTableau(id)
        }
    }

    /// Takes a constraint's row out of the tableau (kiwi's algorithm), leaving an optimal tableau of the rest.
    func removeFromTableau(_ id: Int32) throws {
        guard let record = record(id), record.isInTableau else { throw SolverError.unknownConstraint }
        if leaveSharedRow(id) {
            try reoptimize()
            return
        }
        let marker = record.marker
        let other = record.other
        if !record.isRequired { addErrorShare(of: record, factor: -1) }
        let markerRow = tableau.row(of: marker)
        if markerRow >= 0 {
            tableau.dropRow(markerRow)
        } else if let leaving = markerLeavingRow(marker) {
            tableau.solveRow(leaving, for: marker)
            substituteEverywhere(marker, row: leaving)
            tableau.dropRow(leaving)
        }
        storage.records[Int(id)].marker = -1
        storage.records[Int(id)].other = -1
        sharedRowTable.unregister(id)
        releaseSymbols(marker, other)
        try reoptimize()
    }

    /// The row to pivot a nonbasic marker into before dropping it, keeping every restricted row feasible:
    /// first a row whose basic symbol is a dummy (a redundant required equality, `d = Σ dummies`: pivoting there
    /// keeps every row unchanged in value and leaves that dummy nonbasic, that is fixed at 0 again — choosing
    /// another row would let the basic dummy, which nothing pins to 0, drift); then a restricted row where the
    /// marker's coefficient is negative (smallest ratio); then a restricted row with a positive one (smallest
    /// ratio); then any other row. Ties go to the lowest basic symbol id.
    private func markerLeavingRow(_ marker: Int32) -> Int32? {
        var best: [(ratio: Double, basic: Int32, row: Int32)?] = [nil, nil, nil, nil]
        for entry in tableau.column(of: marker) where !tableau.isObjectiveRow(entry.row) {
            let coefficient = tableau.coefficient(at: entry)
            let basicSymbol = tableau.basic[Int(entry.row)]
            let tier: Int
            var ratio = 0.0
            if tableau.kind(basicSymbol) == .dummy {
                tier = 0
            } else if tableau.isRestrictedRow(entry.row) {
                ratio = abs(tableau.constants[Int(entry.row)] / coefficient)
                tier = coefficient < 0 ? 1 : 2
            } else {
                tier = 3
            }
            if let current = best[tier],
               current.ratio < ratio || (current.ratio == ratio && current.basic < basicSymbol) { continue }
            best[tier] = (ratio, basicSymbol, entry.row)
        }
        return best.compactMap { $0 }.first?.row
    }

    // MARK: Edits

    /// Moves the constant of an edit constraint by `delta` without rebuilding anything (kiwi's trick): rows that
    /// mention the edit's error symbol absorb `delta × coefficient`; then the dual simplex restores feasibility.
    func shiftEditConstant(of id: Int32, by delta: Double) throws {
        guard let record = record(id), record.marker >= 0 else { throw SolverError.unknownEditVariable }
        let marker = record.marker, other = record.other
        let markerRow = tableau.row(of: marker)
        let otherRow = tableau.row(of: other)
        if markerRow >= 0 {
            tableau.constants[Int(markerRow)] -= delta
            if tableau.constants[Int(markerRow)] < -Tolerance.epsilon { infeasibleRows.append(markerRow) }
        } else if otherRow >= 0 {
            tableau.constants[Int(otherRow)] += delta
            if tableau.constants[Int(otherRow)] < -Tolerance.epsilon { infeasibleRows.append(otherRow) }
        } else {
            for entry in tableau.column(of: marker) where !tableau.isObjectiveRow(entry.row) {
                let coefficient = tableau.coefficient(at: entry)
                tableau.constants[Int(entry.row)] += delta * coefficient
                if tableau.isRestrictedRow(entry.row), tableau.constants[Int(entry.row)] < -Tolerance.epsilon {
                    infeasibleRows.append(entry.row)
                }
            }
        }
        try reoptimize()
    }
}
