// libFuzzer entry point. The bytes are used twice:
// 1. as the constraint text format: parsed, and solved when they parse (small systems only), so the parser and
//    the solver must survive any input;
// 2. as a program of solver calls on four variables (add, add a two-level preference, remove, shift a constant,
//    suggest an edit value, ask which variables are ambiguous), so incremental paths (definitions and their
//    promotion, shared rows, shifts, conflicts) meet arbitrary sequences. After every call, each required
//    constraint that is neither broken nor removed must hold, and the ambiguity check must leave every value as
//    it was.

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    let parsed = ConstraintTextParser.parse(bytes: bytes)
    for error in parsed.errors {
        precondition(error.position.line >= 1 && error.position.column >= 1, "error without a position")
    }
    if parsed.errors.isEmpty, parsed.statements.count <= 24 {
        let solved = ConstraintTextSystem.solve(parsed.statements)
        for (_, value) in solved.solution.variables { precondition(!value.isNaN, "NaN value") }
    }
    runProgram(bytes)
    return 0
}

private struct ActiveConstraint {
    var id: ConstraintID
    var coefficients: [Double]
    var constant: Double
    var relation: Relation
    var isRequired: Bool
}

private func runProgram(_ bytes: [UInt8]) {
    var cursor = 0
    func next() -> Int? {
        guard cursor < bytes.count else { return nil }
        defer { cursor += 1 }
        return Int(bytes[cursor])
    }
    let solver = Solver()
    let variables = (0..<4).map { solver.makeVariable(name: "v\($0)") }
    try? solver.addEditVariable(variables[0], priority: Priority(600))
    var active: [ActiveConstraint] = []
    var steps = 0
    while let op = next(), steps < 40 {
        steps += 1
        switch op % 4 {
        case 0, 1:
            guard let a = next(), let b = next(), let c = next(), let d = next() else { return }
            var coefficients = [Double](repeating: 0, count: 4)
            coefficients[a % 4] += Double(b % 7) - 3
            coefficients[(a / 4) % 4] += Double(c % 5) - 2
            let relation: Relation = [.equal, .lessThanOrEqual, .greaterThanOrEqual][d % 3]
            let constant = Double(Int(b) - 128) / 4
            let priority = [1000.0, 1000, 750, 250][(d / 3) % 4]
            let terms = zip(variables, coefficients).map { Term($0.0, $0.1) }
            let id: ConstraintID?
            if relation == .equal, priority < 1000, c & 64 != 0 {
                // A preference whose shortfall counts at another level (hugging and compression resistance).
                id = try? solver.addPreference(Expression(terms: terms, constant: constant), equalTo: Expression(),
                                               excessPriority: Priority(priority),
                                               shortfallPriority: Priority([250.0, 500, 751][c % 3]))
            } else {
                id = try? solver.add(Expression(terms: terms, constant: constant), relation, Expression(),
                                     priority: Priority(priority))
            }
            if let id {
                active.append(ActiveConstraint(id: id, coefficients: coefficients, constant: constant,
                                               relation: relation, isRequired: priority >= 1000))
            }
        case 2:
            guard let a = next(), !active.isEmpty else { continue }
            let index = a % active.count
            if a & 128 != 0 {
                precondition((try? solver.remove(active[index].id)) != nil, "removing an active constraint failed")
                active.remove(at: index)
            } else {
                let delta = Double(a % 16) - 8
                if (try? solver.shiftConstant(of: active[index].id, by: delta)) != nil {
                    active[index].constant += delta
                }
            }
        default:
            guard let a = next() else { return }
            try? solver.suggestValue(variables[0], Double(a) - 128)
        }
        let values = variables.map { solver.value(of: $0) }
        if op & 32 != 0 {
            // The exact ambiguity check pivots the tableau and must put it back as it found it.
            _ = solver.ambiguousVariables(among: variables)
            let after = variables.map { solver.value(of: $0) }
            for (a, b) in zip(values, after) { precondition(a == b || (a.isNaN && b.isNaN), "ambiguity check moved a value") }
        }
        for constraint in active where constraint.isRequired && !solver.isBroken(constraint.id) {
            let expression = zip(constraint.coefficients, values).reduce(constraint.constant) { $0 + $1.0 * $1.1 }
            precondition(!expression.isNaN, "NaN value")
            switch constraint.relation {
            case .equal: precondition(abs(expression) < 1e-6, "required equality violated")
            case .lessThanOrEqual: precondition(expression < 1e-6, "required inequality violated")
            case .greaterThanOrEqual: precondition(expression > -1e-6, "required inequality violated")
            }
        }
    }
}
