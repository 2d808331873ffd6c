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
    /// solution.
    public func ambiguousVariables(among variables: [Variable]) -> [Variable] {
        var fixed = [Bool](repeating: false, count: tableau.symbolCount)
        for symbol in 0..<Int32(tableau.symbolCount) where !tableau.isBasic(symbol) {
            let kind = tableau.kind(symbol)
            if kind == .dummy || kind == .objective || leadingReducedCost(symbol) != nil {
                fixed[Int(symbol)] = true
            }
        }
        let original = tableau
        tableau = tableau.copy()
        var result: [Variable] = []
        var seen = Set<Int32>()
        for variable in variables where isKnown(variable) && seen.insert(variable.id).inserted {
            let expanded = expandDefinitions(variables: [variable.id], coefficients: [1], constant: 0)
            let terms = zip(expanded.variables, expanded.coefficients).map { (variableSymbols[Int($0.0)], $0.1) }
            if isAmbiguous(terms, constant: expanded.constant, current: value(of: variable), fixed: fixed) {
                result.append(variable)
            }
        }
        tableau = original
        infeasibleRows.removeAll()
        return result
    }

    /// Whether `Σ coefficient·symbol + constant` (over external symbols) varies over the optimal face.
    private func isAmbiguous(_ terms: [(Int32, Double)], constant: Double, current: Double, fixed: [Bool]) -> Bool {
        let isFree = { (candidate: Int32) -> Bool in Int(candidate) >= fixed.count || !fixed[Int(candidate)] }
        let mentionsFreeSymbol = terms.contains { symbol, _ in
            let row = tableau.row(of: symbol)
            return row >= 0 ? tableau.cells[Int(row)].contains { isFree($0.symbol) } : isFree(symbol)
        }
        if !mentionsFreeSymbol { return false }
        let tolerance = Solver.ambiguityTolerance * max(1, abs(current))
        for sign in [1.0, -1.0] {
            // Minimise sign·expression, written over the current nonbasic symbols, as an objective row.
            let objectiveSymbol = makeSymbol(.objective)
            let objective = tableau.makeRow(basic: objectiveSymbol, constant: sign * constant)
            for (symbol, coefficient) in terms { tableau.addSymbol(symbol, times: sign * coefficient, into: objective) }
            let bounded = (try? minimizeSingleObjective(objective, allowed: isFree)) ?? true
            let extreme = sign * tableau.constants[Int(objective)]
            tableau.releaseSymbol(objectiveSymbol)
            if !bounded || abs(extreme - current) > tolerance { return true }
        }
        return false
    }
}
