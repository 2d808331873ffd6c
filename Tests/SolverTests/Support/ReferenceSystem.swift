@testable import Solver

/// A deterministic pseudo-random generator (SplitMix64) so property tests replay exactly.
struct SplitMix64 {
    var state: UInt64

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    mutating func int(_ range: ClosedRange<Int>) -> Int {
        range.lowerBound + Int(next() % UInt64(range.count))
    }
}

/// A small constraint system with integer data, solvable both by `Solver` and by the exact reference LP.
struct ReferenceSystem {
    struct Constraint {
        var coefficients: [Int]
        var constant: Int
        var relation: Relation
        var priority: Double

        var isRequired: Bool { priority >= 1000 }

        func expression(_ values: [Double]) -> Double {
            zip(coefficients, values).reduce(Double(constant)) { $0 + Double($1.0) * $1.1 }
        }

        /// The constraint's error at `values`: |expr| for ==, the violation for inequalities.
        func error(_ values: [Double]) -> Double {
            let value = expression(values)
            switch relation {
            case .equal: return abs(value)
            case .lessThanOrEqual: return max(0, value)
            case .greaterThanOrEqual: return max(0, -value)
            }
        }
    }

    var variableCount: Int
    var constraints: [Constraint]

    var levels: [Double] { Array(Set(constraints.filter { !$0.isRequired }.map(\.priority))).sorted(by: >) }

    /// Required constraints are built to hold at a random integer point, so the system is always feasible.
    static func random(_ random: inout SplitMix64) -> ReferenceSystem {
        let count = random.int(2...4)
        let point = (0..<count).map { _ in random.int(-10...10) }
        var constraints: [Constraint] = []
        let priorities: [Double] = [250, 251, 500, 750]
        for index in 0..<random.int(3...7) {
            let coefficients = (0..<count).map { _ in random.next() % 3 == 0 ? 0 : random.int(-3...3) }
            let relation: Relation = [.equal, .lessThanOrEqual, .greaterThanOrEqual][random.int(0...2)]
            let required = index < 2 ? random.next() % 2 == 0 : random.next() % 4 == 0
            var constant: Int
            if required {
                let atPoint = zip(coefficients, point).reduce(0) { $0 + $1.0 * $1.1 }
                let slack = relation == .equal ? 0 : random.int(0...5)
                constant = relation == .greaterThanOrEqual ? -atPoint + slack : -atPoint - slack
            } else {
                constant = random.int(-20...20)
            }
            if coefficients.allSatisfy({ $0 == 0 }) { constant = 0 }
            constraints.append(Constraint(coefficients: coefficients, constant: constant, relation: relation,
                                          priority: required ? 1000 : priorities[random.int(0...3)]))
        }
        return ReferenceSystem(variableCount: count, constraints: constraints)
    }

    // MARK: Exact reference

    /// Column layout: x⁺ (count), x⁻ (count), then per constraint its slack and error columns.
    struct Layout {
        var columns: Int
        var rows: [([Rational], Rational)]
        var errorColumns: [Double: [Int]]
    }

    func layout() -> Layout {
        let n = variableCount
        var columns = 2 * n
        var rows: [([Rational], Rational)] = []
        var errorColumns: [Double: [Int]] = [:]
        var pending: [(coefficients: [Int: Int], constant: Int)] = []
        for constraint in constraints {
            var extra: [Int: Int] = [:]
            func newColumn(_ coefficient: Int) -> Int {
                let column = columns
                columns += 1
                extra[column] = coefficient
                return column
            }
            switch (constraint.relation, constraint.isRequired) {
            case (.equal, true): break
            case (.lessThanOrEqual, true): _ = newColumn(1)
            case (.greaterThanOrEqual, true): _ = newColumn(-1)
            case (.equal, false):
                errorColumns[constraint.priority, default: []] += [newColumn(-1), newColumn(1)]
            case (.lessThanOrEqual, false):
                _ = newColumn(1)
                errorColumns[constraint.priority, default: []].append(newColumn(-1))
            case (.greaterThanOrEqual, false):
                _ = newColumn(-1)
                errorColumns[constraint.priority, default: []].append(newColumn(1))
            }
            pending.append((extra, constraint.constant))
        }
        for (index, constraint) in constraints.enumerated() {
            var row = [Rational](repeating: .zero, count: columns)
            for (variable, coefficient) in constraint.coefficients.enumerated() {
                row[variable] = Rational(coefficient)
                row[n + variable] = Rational(-coefficient)
            }
            for (column, coefficient) in pending[index].coefficients { row[column] = Rational(coefficient) }
            rows.append((row, Rational(-pending[index].constant)))
        }
        return Layout(columns: columns, rows: rows, errorColumns: errorColumns)
    }

    struct ExactAnswer {
        /// The optimal error sum of each level, most important first.
        var levelOptima: [Double]
        /// For each variable: can it move within the optimal face?
        var ambiguous: [Bool]
    }

    /// Solves level by level (each level's optimum becomes an equality for the next), then minimises and
    /// maximises every variable over the optimal face.
    func exactAnswer() throws -> ExactAnswer {
        let structure = layout()
        var lp = ExactLP(columns: structure.columns)
        for (row, value) in structure.rows { lp.addRow(row, equals: value) }
        var optima: [Double] = []
        for level in levels {
            var objective = [Rational](repeating: .zero, count: structure.columns)
            for column in structure.errorColumns[level] ?? [] { objective[column] = .one }
            guard case .optimal(let best) = try lp.minimize(objective) else {
                throw ReferenceError.unexpected
            }
            optima.append(best.doubleValue)
            lp.addRow(objective, equals: best)
        }
        var ambiguous: [Bool] = []
        for variable in 0..<variableCount {
            var objective = [Rational](repeating: .zero, count: structure.columns)
            objective[variable] = .one
            objective[variableCount + variable] = Rational(-1)
            guard case .optimal(let low) = try lp.minimize(objective) else { ambiguous.append(true); continue }
            guard case .optimal(let negatedHigh) = try lp.minimize(objective.map { $0.negated() }) else {
                ambiguous.append(true)
                continue
            }
            ambiguous.append(low < negatedHigh.negated())
        }
        return ExactAnswer(levelOptima: optima, ambiguous: ambiguous)
    }

    enum ReferenceError: Error { case unexpected }

    // MARK: Solver

    /// Adds the system to a fresh solver (two random constraints that came out equal are two constraints).
    func makeSolver() throws -> (Solver, [Variable]) {
        let solver = Solver()
        let variables = (0..<variableCount).map { solver.makeVariable(name: "x\($0)") }
        for constraint in constraints {
            let terms = zip(variables, constraint.coefficients).map { Term($0.0, Double($0.1)) }
            try solver.add(Expression(terms: terms, constant: Double(constraint.constant)), constraint.relation,
                           Expression(), priority: Priority(constraint.priority))
        }
        return (solver, variables)
    }

    func levelErrors(_ values: [Double]) -> [Double] {
        levels.map { level in
            constraints.filter { $0.priority == level }.reduce(0) { $0 + $1.error(values) }
        }
    }
}

extension ReferenceSystem {
    /// Whether the given required constraints can hold together, decided exactly.
    static func isFeasible(_ constraints: [Constraint], variableCount: Int) throws -> Bool {
        let required = constraints.map { constraint -> Constraint in
            var copy = constraint
            copy.priority = 1000
            return copy
        }
        let system = ReferenceSystem(variableCount: variableCount, constraints: required)
        let structure = system.layout()
        var lp = ExactLP(columns: structure.columns)
        for (row, value) in structure.rows { lp.addRow(row, equals: value) }
        if case .infeasible = try lp.minimize([Rational](repeating: .zero, count: structure.columns)) { return false }
        return true
    }

    /// Random required constraints that often contradict each other.
    static func randomConflicting(_ random: inout SplitMix64) -> ReferenceSystem {
        let count = random.int(1...3)
        var constraints: [Constraint] = []
        for _ in 0..<random.int(3...7) {
            var coefficients = (0..<count).map { _ in random.next() % 3 == 0 ? 0 : random.int(-2...2) }
            if coefficients.allSatisfy({ $0 == 0 }) { coefficients[0] = 1 }
            let relation: Relation = [.equal, .lessThanOrEqual, .greaterThanOrEqual][random.int(0...2)]
            constraints.append(Constraint(coefficients: coefficients, constant: random.int(-6...6), relation: relation,
                                          priority: 1000))
        }
        return ReferenceSystem(variableCount: count, constraints: constraints)
    }
}
