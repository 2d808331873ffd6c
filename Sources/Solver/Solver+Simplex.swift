/// The simplex iterations: a lexicographic primal simplex over the priority levels and a dual simplex for
/// re-solving after edits.
extension Solver {
    /// Replaces a newly basic symbol in every other row; rows whose restricted basic symbol went negative are
    /// queued for the dual simplex.
    func substituteEverywhere(_ symbol: Int32, row: Int32) {
        tableau.substitute(symbol, usingRowOf: row, infeasible: &infeasibleRows)
    }

    /// Makes `entering` basic in `row` (whose basic symbol leaves).
    func pivot(entering: Int32, row: Int32) {
        tableau.solveRow(row, for: entering)
        substituteEverywhere(entering, row: row)
    }

    /// Restores optimality (primal) and feasibility (dual) after any change.
    /// - Parameter reportingStuckDual: throw `DualSimplexStuck` when a negative row cannot be repaired (the
    ///   required constraints became contradictory, which only a constant shift can cause) instead of an
    ///   internal error.
    func reoptimize(reportingStuckDual: Bool = false) throws {
        valueEpoch += 1
        // Inside a batch (removing a definition rebuilds many rows) optimality can wait for the end: insertion and
        // removal only need a feasible tableau. Infeasible rows cannot wait (the dual simplex needs optimality).
        if optimizationDeferrals > 0 && infeasibleRows.isEmpty { return }
        try optimizeLevels()
        if !infeasibleRows.isEmpty {
            do {
                try dualOptimize()
            } catch is DualSimplexStuck where !reportingStuckDual {
                throw SolverError.internalError("dual simplex found no entering symbol")
            }
            try optimizeLevels()
        }
    }

    // MARK: Reduced costs

    /// The first priority level (rank) where a symbol's objective coefficient is nonzero, and that coefficient.
    func leadingReducedCost(_ symbol: Int32) -> (rank: Int, value: Double)? {
        for (rank, level) in levels.enumerated() {
            let value = tableau.trackedCoefficient(level.track, symbol)
            if !Tolerance.isZero(value) { return (rank, value) }
        }
        return nil
    }

    /// The full reduced-cost vector of a symbol, one entry per level, most important first.
    func reducedCosts(_ symbol: Int32) -> [Double] {
        levels.map { tableau.trackedCoefficient($0.track, symbol) }
    }

    // MARK: Primal simplex

    /// Lexicographic primal simplex. A nonbasic symbol may enter when its reduced-cost vector is lexicographically
    /// negative (for a sign-restricted symbol) or nonzero (for a free external one, moving the improving way):
    /// that improves the first level where it is nonzero and leaves every more important level unchanged.
    /// Candidates come from the objective coefficients that changed since the last call, so a quiet tableau costs
    /// nothing. Dantzig's rule (most important level, then steepest coefficient) picks among candidates; after a
    /// run of degenerate pivots, Bland's rule (lowest symbol id) takes over to rule out cycling.
    func optimizeLevels() throws {
        // Nothing changed in an objective row: the tableau is still optimal (most calls after an insertion).
        if tableau.pendingObjectiveSymbols.count == 0 { return }
        var heap = PriorityHeap<EnteringCandidate>()
        swap(&heap, &enteringHeap)
        defer {
            heap.clear()
            swap(&heap, &enteringHeap)
        }
        var degenerateRun = 0
        var iterations = 0
        while true {
            tableau.takePendingObjectiveSymbols { symbol in
                if let entry = enteringCandidate(symbol) { heap.push(entry) }
            }
            var chosen: EnteringCandidate?
            if degenerateRun > 50 {
                // Bland's rule: the lowest symbol id among the candidates of the most important level.
                var valid: [EnteringCandidate] = []
                for entry in heap.removeAll() {
                    if let current = enteringCandidate(entry.symbol) { valid.append(current) }
                }
                if let rank = valid.map(\.rank).min() {
                    chosen = valid.filter { $0.rank == rank }.min { $0.symbol < $1.symbol }
                }
                for entry in valid where entry.symbol != chosen?.symbol { heap.push(entry) }
            } else {
                while let entry = heap.pop() {
                    guard let current = enteringCandidate(entry.symbol) else { continue }
                    if current.rank != entry.rank || current.magnitude != entry.magnitude {
                        heap.push(current)
                        continue
                    }
                    chosen = current
                    break
                }
            }
            guard let entering = chosen else { return }
            let direction = enteringDirection(entering.symbol)
            guard let row = leavingRow(for: entering.symbol, direction: direction) else {
                throw SolverError.internalError("objective unbounded at priority \(levels[entering.rank].priority)")
            }
            degenerateRun = Tolerance.isZero(tableau.constants[Int(row)]) ? degenerateRun + 1 : 0
            pivot(entering: entering.symbol, row: row)
            iterations += 1
            if iterations > 50_000_000 { throw SolverError.internalError("simplex did not terminate") }
        }
    }

    /// The symbol as an entering candidate, or nil when it cannot improve the objective.
    private func enteringCandidate(_ symbol: Int32) -> EnteringCandidate? {
        if tableau.isBasic(symbol) || !isPivotable(symbol) { return nil }
        guard let (rank, value) = leadingReducedCost(symbol) else { return nil }
        if tableau.kind(symbol) != .external && value > 0 { return nil }
        return EnteringCandidate(rank: rank, magnitude: abs(value), symbol: symbol)
    }

    /// +1 to increase the entering symbol, -1 to decrease it (only a free external with a positive cost).
    private func enteringDirection(_ symbol: Int32) -> Double {
        guard tableau.kind(symbol) == .external, let (_, value) = leadingReducedCost(symbol) else { return 1 }
        return value > 0 ? -1 : 1
    }

    /// The ratio test: the restricted row that first hits 0 as `entering` moves in `direction`. Ties go to the
    /// lowest basic symbol id (Bland).
    func leavingRow(for entering: Int32, direction: Double) -> Int32? {
        var best: (ratio: Double, basic: Int32, row: Int32)?
        for entry in tableau.column(of: entering) {
            let row = entry.row
            guard tableau.isRestrictedRow(row) else { continue }
            let rate = tableau.coefficient(at: entry) * direction
            if rate >= 0 { continue }
            let ratio = max(0, tableau.constants[Int(row)]) / -rate
            let basicSymbol = tableau.basic[Int(row)]
            if let current = best, current.ratio < ratio || (current.ratio == ratio && current.basic < basicSymbol) {
                continue
            }
            best = (ratio, basicSymbol, row)
        }
        return best?.row
    }

    /// Minimises one objective row on its own (the artificial phase and ambiguity probes), entering only symbols
    /// that `allowed` accepts. Bland's rule throughout: these runs are short and must never cycle.
    /// Returns false when the objective is unbounded below. `afterPivot` is told the tableau's stored cell count
    /// after each pivot and may throw to stop the run (a search budget).
    @discardableResult
    func minimizeSingleObjective(_ objective: Int32, allowed: (Int32) -> Bool,
                                 afterPivot: (Int) throws -> Void = { _ in }) throws -> Bool {
        var iterations = 0
        while true {
            var chosen: (symbol: Int32, direction: Double)?
            for cell in tableau.cells(of: objective) {
                let symbol = cell.symbol
                guard isPivotable(symbol), !tableau.isBasic(symbol), allowed(symbol),
                      !Tolerance.isZero(cell.coefficient) else { continue }
                let isFree = tableau.kind(symbol) == .external
                if !isFree && cell.coefficient > 0 { continue }
                if let current = chosen, current.symbol < symbol { continue }
                chosen = (symbol, isFree && cell.coefficient > 0 ? -1 : 1)
            }
            guard let (symbol, direction) = chosen else { return true }
            guard let row = leavingRow(for: symbol, direction: direction) else { return false }
            pivot(entering: symbol, row: row)
            try afterPivot(tableau.storedCellCount)
            iterations += 1
            if iterations > 10_000_000 { throw SolverError.internalError("simplex did not terminate") }
        }
    }

    // MARK: Dual simplex

    /// Dual simplex: while some restricted row is negative, pivot it out, bringing in the symbol whose reduced-cost
    /// vector divided by its coefficient is lexicographically smallest, which keeps every level optimal.
    func dualOptimize() throws {
        var iterations = 0
        while let row = infeasibleRows.popLast() {
            let basicSymbol = tableau.basic[Int(row)]
            guard basicSymbol >= 0, tableau.isRestrictedRow(row),
                  tableau.constants[Int(row)] < -Tolerance.epsilon else { continue }
            var best: (symbol: Int32, ratios: [Double])?
            for cell in tableau.cells(of: row) {
                let symbol = cell.symbol
                guard isPivotable(symbol) else { continue }
                let isFree = tableau.kind(symbol) == .external
                if !isFree && cell.coefficient <= Tolerance.epsilon { continue }
                if isFree && Tolerance.isZero(cell.coefficient) { continue }
                let ratios = reducedCosts(symbol).map { $0 / abs(cell.coefficient) }
                if let current = best {
                    let order = Solver.compareLexicographically(ratios, current.ratios)
                    if order > 0 || (order == 0 && symbol > current.symbol) { continue }
                }
                best = (symbol, ratios)
            }
            guard let entering = best?.symbol else { throw DualSimplexStuck(row: row) }
            pivot(entering: entering, row: row)
            iterations += 1
            if iterations > 10_000_000 { throw SolverError.internalError("dual simplex did not terminate") }
        }
    }

    /// -1, 0 or 1: lexicographic comparison with the solver tolerance.
    static func compareLexicographically(_ lhs: [Double], _ rhs: [Double]) -> Int {
        for index in lhs.indices {
            let difference = lhs[index] - rhs[index]
            if Tolerance.isZero(difference) { continue }
            return difference < 0 ? -1 : 1
        }
        return 0
    }
}
