import Solver

/// A linear expression over solver variables, built up while translating one constraint. Merges terms as it goes
/// so that coordinate-space terms which cancel (the common ancestor's origin when the multiplier is 1) vanish.
struct LinearExpression {
    private(set) var coefficients: [Int32: Double] = [:]
    var constant = 0.0

    init(constant: Double = 0) { self.constant = constant }

    init(_ variable: Variable, _ coefficient: Double = 1) {
        coefficients[variable.id] = coefficient
    }

    mutating func add(_ variable: Variable, _ coefficient: Double) {
        let sum = (coefficients[variable.id] ?? 0) + coefficient
        coefficients[variable.id] = abs(sum) < 1e-12 ? nil : sum
    }

    mutating func add(_ other: LinearExpression, times factor: Double = 1) {
        guard factor != 0 else { return }
        for (id, coefficient) in other.coefficients { add(Variable(id: id), coefficient * factor) }
        constant += other.constant * factor
    }

    static func + (a: LinearExpression, b: LinearExpression) -> LinearExpression {
        var result = a
        result.add(b)
        return result
    }

    static func - (a: LinearExpression, b: LinearExpression) -> LinearExpression {
        var result = a
        result.add(b, times: -1)
        return result
    }

    static func * (a: LinearExpression, factor: Double) -> LinearExpression {
        var result = LinearExpression()
        result.add(a, times: factor)
        return result
    }

    static func + (a: LinearExpression, constant: Double) -> LinearExpression {
        var result = a
        result.constant += constant
        return result
    }
}

/// One constraint in the solver's terms, normalised to `Σ coefficient·variable + constant (relation) 0`.
/// Hashable so a pass can tell which constraints are unchanged since the previous pass and leave them in place.
struct SolverRow: Hashable {
    var variables: [Int32]
    var coefficients: [Double]
    var constant: Double
    var relation: LayoutRelation
    var priority: Double
    var breakRank: Int

    init(_ expression: LinearExpression, _ relation: LayoutRelation, priority: Double, breakRank: Int) {
        let sorted = expression.coefficients.sorted { $0.key < $1.key }
        variables = sorted.map(\.key)
        coefficients = sorted.map(\.value)
        constant = expression.constant
        self.relation = relation
        self.priority = priority
        self.breakRank = breakRank
    }

    /// True when no variable is left: the constraint is a statement about constants (`0 == 20`).
    var isConstant: Bool { variables.isEmpty }

    var solverExpression: Expression {
        Expression(terms: zip(variables, coefficients).map { Term(Variable(id: $0), $1) }, constant: constant)
    }

    var solverRelation: Relation {
        switch relation {
        case .equal: return .equal
        case .lessThanOrEqual: return .lessThanOrEqual
        case .greaterThanOrEqual: return .greaterThanOrEqual
        }
    }
}
