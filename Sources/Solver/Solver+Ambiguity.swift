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
            if isAmbiguous(variableSymbols[Int(variable.id)], fixed: fixed) { result.append(variable) }
        }
        tableau = original
        infeasibleRows.removeAll()
        return result
    }

    private func isAmbiguous(_ symbol: Int32, fixed: [Bool]) -> Bool {
        let isFree = { (candidate: Int32) -> Bool in Int(candidate) >= fixed.count || !fixed[Int(candidate)] }
        let row = tableau.row(of: symbol)
        if row >= 0, !tableau.cells[Int(row)].contains(where: { isFree($0.symbol) }) { return false }
        if row < 0, !isFree(symbol) { return false }
        let current = tableau.value(of: symbol)
        let tolerance = Solver.ambiguityTolerance * max(1, abs(current))
        for sign in [1.0, -1.0] {
            // Minimise sign·x: x's expression over the nonbasic symbols, as an objective row.
            let objectiveSymbol = makeSymbol(.objective)
            let objective = tableau.makeRow(basic: objectiveSymbol, constant: 0)
            let basicRow = tableau.row(of: symbol)
            if basicRow >= 0 {
                tableau.addRow(objective, tableau.cells[Int(basicRow)],
                               sourceConstant: tableau.constants[Int(basicRow)], factor: sign)
            } else {
                tableau.addToRow(objective, symbol: symbol, coefficient: sign)
            }
            let bounded = (try? minimizeSingleObjective(objective, allowed: isFree)) ?? true
            let extreme = sign * tableau.constants[Int(objective)]
            tableau.releaseSymbol(objectiveSymbol)
            if !bounded || abs(extreme - current) > tolerance { return true }
        }
        return false
    }
}
