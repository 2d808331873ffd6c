/// A small dense two-phase simplex over exact rationals, written for the tests as an independent reference:
/// minimise c·y subject to A·y = b, y ≥ 0. Bland's rule (lowest index enters and leaves) guarantees termination.
struct ExactLP {
    enum Outcome {
        case optimal(Rational)
        case infeasible
        case unbounded
    }

    var rows: [[Rational]]      // A
    var rightSide: [Rational]   // b

    init(columns: Int) {
        rows = []
        rightSide = []
        self.columns = columns
    }

    let columns: Int

    mutating func addRow(_ coefficients: [Rational], equals value: Rational) {
        rows.append(coefficients)
        rightSide.append(value)
    }

    /// The minimum of `objective`·y over the feasible set.
    func minimize(_ objective: [Rational]) throws -> Outcome {
        let m = rows.count, n = columns
        // Tableau with one artificial per row: [A | I | b], rows sign-normalised so b ≥ 0.
        var table: [[Rational]] = []
        for (index, row) in rows.enumerated() {
            var line = row
            var value = rightSide[index]
            if value.isNegative {
                line = line.map { $0.negated() }
                value = value.negated()
            }
            var artificial = [Rational](repeating: .zero, count: m)
            artificial[index] = .one
            table.append(line + artificial + [value])
        }
        var basis = Array(n..<(n + m))
        let width = n + m

        func pivot(_ r: Int, _ c: Int) throws {
            let factor = table[r][c]
            for j in 0...width { table[r][j] = try table[r][j].dividedBy(factor) }
            for i in 0..<m where i != r && !table[i][c].isZero {
                let scale = table[i][c]
                for j in 0...width where !table[r][j].isZero {
                    table[i][j] = try table[i][j].minus(try scale.times(table[r][j]))
                }
            }
            basis[r] = c
        }

        /// Runs the simplex for cost vector `cost` (length width), entering only columns < `limit`.
        func run(_ cost: [Rational], limit: Int) throws -> Bool {
            while true {
                // Reduced costs: c_j - c_B · column_j.
                var entering: Int?
                for j in 0..<limit where !basis.contains(j) {
                    var reduced = cost[j]
                    for i in 0..<m where !table[i][j].isZero {
                        reduced = try reduced.minus(try cost[basis[i]].times(table[i][j]))
                    }
                    if reduced.isNegative { entering = j; break }
                }
                guard let c = entering else { return true }
                var leaving: Int?
                var best: Rational?
                for i in 0..<m where table[i][c].isPositive {
                    let ratio = try table[i][width].dividedBy(table[i][c])
                    if best == nil || ratio < best! || (ratio == best! && basis[i] < basis[leaving!]) {
                        best = ratio
                        leaving = i
                    }
                }
                guard let r = leaving else { return false }
                try pivot(r, c)
            }
        }

        // Phase 1: minimise the sum of artificials.
        let phaseOneCost = [Rational](repeating: .zero, count: n) + [Rational](repeating: .one, count: m)
        _ = try run(phaseOneCost, limit: width)
        var infeasibility = Rational.zero
        for i in 0..<m where basis[i] >= n { infeasibility = try infeasibility.plus(table[i][width]) }
        if infeasibility.isPositive { return .infeasible }
        // Drive zero-valued artificials out of the basis where possible (otherwise the row is redundant).
        for i in 0..<m where basis[i] >= n {
            if let c = (0..<n).first(where: { !table[i][$0].isZero }) { try pivot(i, c) }
        }
        // Phase 2: artificials may no longer enter (they are all nonbasic or stuck at 0 in redundant rows).
        let cost = objective + [Rational](repeating: .zero, count: m)
        guard try run(cost, limit: n) else { return .unbounded }
        var value = Rational.zero
        for i in 0..<m { value = try value.plus(try cost[basis[i]].times(table[i][width])) }
        return .optimal(value)
    }
}
