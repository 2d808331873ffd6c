import Solver

/// A linear expression over solver variables, built up while translating one constraint. Merges terms as it goes
/// so that coordinate-space terms which cancel (the common ancestor's origin when the multiplier is 1) vanish.
struct LinearExpression {
    // Few terms per expression (rarely more than six), so parallel arrays with a linear search beat a dictionary.
    private(set) var ids: [Int32] = []
    private(set) var values: [Double] = []
    var constant = 0.0

    init(constant: Double = 0) { self.constant = constant }

    init(_ variable: Variable, _ coefficient: Double = 1) {
        ids = [variable.id]
        values = [coefficient]
    }

    mutating func add(_ variable: Variable, _ coefficient: Double) {
        if let index = ids.firstIndex(of: variable.id) {
            let sum = values[index] + coefficient
            if abs(sum) < 1e-12 {
                ids.remove(at: index)
                values.remove(at: index)
            } else {
                values[index] = sum
            }
        } else if coefficient != 0 {
            ids.append(variable.id)
            values.append(coefficient)
        }
    }

    mutating func add(_ other: LinearExpression, times factor: Double = 1) {
        guard factor != 0 else { return }
        for (id, coefficient) in zip(other.ids, other.values) { add(Variable(id: id), coefficient * factor) }
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
    let variables: [Int32]
    let coefficients: [Double]
    let constant: Double
    let relation: LayoutRelation
    let priority: Double
    let breakRank: Int

    /// Computed once: rows are hashed several times per pass (dedup, diff against the solver, owner lookup).
    let hashValueCache: Int

    init(_ expression: LinearExpression, _ relation: LayoutRelation, priority: Double, breakRank: Int) {
        let order = expression.ids.indices.sorted { expression.ids[$0] < expression.ids[$1] }
        variables = order.map { expression.ids[$0] }
        coefficients = order.map { expression.values[$0] }
        constant = expression.constant
        self.relation = relation
        self.priority = priority
        self.breakRank = breakRank
        var hasher = Hasher()
        hasher.combine(variables)
        hasher.combine(coefficients)
        hasher.combine(constant)
        hasher.combine(relation)
        hasher.combine(priority)
        hasher.combine(breakRank)
        hashValueCache = hasher.finalize()
    }

    func hash(into hasher: inout Hasher) { hasher.combine(hashValueCache) }

    static func == (a: SolverRow, b: SolverRow) -> Bool {
        a.hashValueCache == b.hashValueCache && a.variables == b.variables && a.coefficients == b.coefficients
            && a.constant == b.constant && a.relation == b.relation && a.priority == b.priority
            && a.breakRank == b.breakRank
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
