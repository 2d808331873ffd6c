/// Exact ambiguity: does a variable take other values in other optimal solutions?
///
/// At a lexicographic optimum every nonbasic symbol has a reduced-cost vector ≥ 0 (lexicographically). The
/// optimal solutions are exactly the feasible points where every nonbasic symbol with a *nonzero* vector stays at
/// 0 (moving one would worsen the first level where its vector is nonzero) and dummies stay at 0; the rest may
/// move. So the optimal face is itself a polyhedron described by the current tableau, and a variable is ambiguous
/// iff its maximum over that face exceeds its minimum. Both are found with the simplex on a scratch copy of the
/// tableau, entering only the free symbols; an unbounded direction means ambiguous. A variable whose row mentions
/// no free symbol is decided without any pivot.
extension Solver {
    /// How far apart two optimal values must be to count as different (absolute, in points, scaled up for large
    /// values): looser than the pivot tolerance so rounding never reports a determined variable as ambiguous.
    static let ambiguityTolerance = 1e-7

    /// Those of `variables` (in the given order, without repeats) that take different values in another optimal
    /// solution, searched within the standard budget (see `ambiguityCheck(among:budget:)`).
    public func ambiguousVariables(among variables: [Variable]) -> [Variable] {
        ambiguityCheck(among: variables).ambiguous
    }

    /// What an ambiguity check found.
    public struct AmbiguityCheck: Sendable, Equatable {
        /// The variables shown to take other values in another optimal solution, in the order asked.
        public var ambiguous: [Variable]
        /// True when the search ran past its budget before every variable was decided: `ambiguous` is then only
        /// the part found before it stopped, and the others are not known to be determined.
        public var isIncomplete: Bool
    }

    /// Those of `variables` (in the given order, without repeats) that take different values in another optimal
    /// solution, with a bound on the search's pivots, memory and time. Past the bound the search stops, the
    /// solver is left as it was, and the answer says it is incomplete.
    public func ambiguityCheck(among variables: [Variable], budget: SearchBudget = .standard) -> AmbiguityCheck {
        var meter = SearchMeter(budget)
        var fixed = [Bool](repeating: false, count: tableau.symbolCount)
        for symbol in 0..<Int32(tableau.symbolCount) where !tableau.isBasic(symbol) {
            let kind = tableau.kind(symbol)
            if kind == .dummy || kind == .objective || leadingReducedCost(symbol) != nil {
                fixed[Int(symbol)] = true
            }
        }
        // The search pivots the tableau itself and puts the saved state back at the end (by exchanging storage,
        // so the tableau is copied once). The state is saved only when some variable needs pivots: in a determined
        // layout none does, and the copy would cost more than the whole check.
        var saved: Tableau?
        var result: [Variable] = []
        var seen = [Bool](repeating: false, count: storage.variableSymbols.count)
        var freeMentions = FreeMentions(symbolCount: tableau.symbolCount)
        var reach = DefinitionReach(variableCount: storage.variableSymbols.count)
        var isIncomplete = false
        for variable in variables where isKnown(variable) && !seen[Int(variable.id)] {
            seen[Int(variable.id)] = true
            // Most variables are settled without expanding them into arrays: an ordinary one by its own symbol, a
            // defined one by its cached flat expansion, or, when that is too long to cache (a long chain), by
            // whether anything its definitions reach mentions a free symbol at all.
            if let mentions = cachedMentionOfFree(variable.id, &freeMentions, fixed: fixed), !mentions { continue }
            if !reach.mayMentionFree(variable.id, solver: self, &freeMentions, fixed: fixed) { continue }
            let expanded = expandDefinitions(variables: [variable.id], coefficients: [1], constant: 0)
            let symbols = expanded.variables.map { storage.variableSymbols[Int($0)] }
            guard symbols.contains(where: { freeMentions.mentionsFree($0, in: tableau, fixed: fixed) }) else { continue }
            if saved == nil {
                // The saved copy is as large as the tableau: a tableau already past the cell budget is not copied.
                guard tableau.storedCellCount <= budget.cells else {
                    isIncomplete = true
                    break
                }
                saved = tableau.copy()
            }
            let terms = Array(zip(symbols, expanded.coefficients))
            do {
                try meter.checkTime()
                if try isAmbiguous(terms, constant: expanded.constant, current: value(of: variable), fixed: fixed,
                                   meter: &meter) {
                    result.append(variable)
                }
            } catch {
                // Over budget (or a failed pivot): the saved tableau is put back below; what is left is undecided.
                isIncomplete = true
                break
            }
            // The search pivoted the tableau: rows now mention other symbols.
            freeMentions = FreeMentions(symbolCount: tableau.symbolCount)
            reach = DefinitionReach(variableCount: storage.variableSymbols.count)
        }
        if let saved { tableau.restore(consuming: saved) }
        infeasibleRows.removeAll()
        return AmbiguityCheck(ambiguous: result, isIncomplete: isIncomplete)
    }

    /// Whether some symbol of the variable's expansion mentions a free symbol, answered without building the
    /// expansion; nil when the expansion is not cached (then the caller expands it).
    private func cachedMentionOfFree(_ variable: Int32, _ freeMentions: inout FreeMentions, fixed: [Bool]) -> Bool? {
        guard storage.isDefinedVariable[Int(variable)] else {
            return freeMentions.mentionsFree(storage.variableSymbols[Int(variable)], in: tableau, fixed: fixed)
        }
        guard flatten(variable) else { return nil }
        let entry = storage.flats.entries[Int(variable)]
        for slot in Int(entry.start)..<Int(entry.start + entry.count)
        where freeMentions.mentionsFree(storage.variableSymbols[Int(storage.flats.terms[slot].variable)], in: tableau, fixed: fixed) {
            return true
        }
        return false
    }

    /// Whether any variable a definition reaches, through the definitions it refers to, mentions a free symbol:
    /// false proves the expansion mentions none (cancelled terms can only make it say true wrongly), so a long
    /// chain of definitions, whose expansions are too long to cache, is settled in one walk of the chain instead of
    /// one expansion per variable, which grew with the square of the chain (a stack of 20,000 labels took 18 s).
    struct DefinitionReach {
        /// Per variable: 0 not known yet, 1 it may reach a free symbol, -1 it cannot.
        private var known: [Int8]

        init(variableCount: Int) { known = [Int8](repeating: 0, count: variableCount) }

        mutating func mayMentionFree(_ variable: Int32, solver: Solver, _ freeMentions: inout FreeMentions,
                                     fixed: [Bool]) -> Bool {
            // An explicit stack: chains are as long as the lesson makes them, far deeper than the call stack allows.
            var stack: [Int32] = [variable]
            while let top = stack.last {
                let index = Int(top)
                if known[index] != 0 {
                    stack.removeLast()
                    continue
                }
                guard solver.storage.isDefinedVariable[index], let definition = solver.storage.definitionOfVariable[index] else {
                    let symbol = solver.storage.variableSymbols[index]
                    known[index] = freeMentions.mentionsFree(symbol, in: solver.tableau, fixed: fixed) ? 1 : -1
                    stack.removeLast()
                    continue
                }
                var waiting = false
                var reachesFree = false
                for slot in definition.slots where slot != Int(definition.subjectSlot) {
                    let inner = solver.storage.termVariables[slot]
                    switch known[Int(inner)] {
                    case 0:
                        stack.append(inner)
                        waiting = true
                    case 1: reachesFree = true
                    default: break
                    }
                }
                if waiting { continue }
                known[index] = reachesFree ? 1 : -1
                stack.removeLast()
            }
            return known[Int(variable)] > 0
        }
    }

    /// Whether a symbol's value can move on the optimal face without a pivot telling: a basic symbol whose row
    /// mentions a free (not fixed) symbol, or a free nonbasic one. Remembered per symbol until the tableau changes.
    struct FreeMentions {
        private var known: [Int8]

        init(symbolCount: Int) { known = [Int8](repeating: 0, count: symbolCount) }

        mutating func mentionsFree(_ symbol: Int32, in tableau: Tableau, fixed: [Bool]) -> Bool {
            let index = Int(symbol)
            if index < known.count, known[index] != 0 { return known[index] > 0 }
            let isFree = { (candidate: Int32) -> Bool in Int(candidate) >= fixed.count || !fixed[Int(candidate)] }
            let row = tableau.row(of: symbol)
            let answer = row >= 0 ? tableau.cells(of: row).contains { isFree($0.symbol) } : isFree(symbol)
            if index < known.count { known[index] = answer ? 1 : -1 }
            return answer
        }
    }

    /// Whether `Σ coefficient·symbol + constant` (over external symbols, at least one of which mentions a free
    /// symbol) varies over the optimal face.
    private func isAmbiguous(_ terms: [(Int32, Double)], constant: Double, current: Double, fixed: [Bool],
                             meter: inout SearchMeter) throws -> Bool {
        let isFree = { (candidate: Int32) -> Bool in Int(candidate) >= fixed.count || !fixed[Int(candidate)] }
        let tolerance = Solver.ambiguityTolerance * max(1, abs(current))
        for sign in [1.0, -1.0] {
            // Minimise sign·expression, written over the current nonbasic symbols, as an objective row.
            let objectiveSymbol = makeSymbol(.objective)
            let objective = tableau.makeRow(basic: objectiveSymbol, constant: sign * constant)
            for (symbol, coefficient) in terms { tableau.addSymbol(symbol, times: sign * coefficient, into: objective) }
            let bounded = try minimizeSingleObjective(objective, allowed: isFree) { cells in
                try meter.countPivot(cells: cells)
            }
            let extreme = sign * tableau.constants[Int(objective)]
            tableau.releaseSymbol(objectiveSymbol)
            if !bounded || abs(extreme - current) > tolerance { return true }
        }
        return false
    }
}
