import Testing
@testable import Solver

/// Random small feasible systems, checked against the exact rational LP of Support/ (an independent solver).
@Suite struct SolverPropertyTests {
    static let caseCount = 400

    @Test func optimumRequiredConstraintsAndAmbiguityAgreeWithTheExactLP() throws {
        var random = SplitMix64(state: 20_261_130)
        var checked = 0
        for index in 0..<SolverPropertyTests.caseCount {
            let system = ReferenceSystem.random(&random)
            let (solver, variables) = try system.makeSolver()
            guard let exact = try? system.exactAnswer() else { continue }   // rational overflow: skip
            checked += 1
            let values = variables.map { solver.value(of: $0) }
            #expect(solver.conflicts.isEmpty, "case \(index)")
            for constraint in system.constraints where constraint.isRequired {
                #expect(constraint.error(values) < 1e-7, "case \(index): required constraint violated")
            }
            let errors = system.levelErrors(values)
            for (level, optimum) in exact.levelOptima.enumerated() {
                #expect(abs(errors[level] - optimum) < 1e-6,
                        "case \(index) level \(system.levels[level]): \(errors[level]) vs exact \(optimum)")
            }
            let ambiguous = Set(solver.ambiguousVariables(among: variables))
            for (variable, expected) in zip(variables, exact.ambiguous) {
                #expect(ambiguous.contains(variable) == expected, "case \(index): ambiguity of \(variable.id)")
            }
        }
        #expect(checked > SolverPropertyTests.caseCount / 2)
    }

    /// Perturbation: a variable is ambiguous exactly when a new constraint below every level (priority 1) pulling
    /// it elsewhere moves it, since that constraint can only choose among the optimal solutions.
    @Test func ambiguityMatchesPerturbation() throws {
        var random = SplitMix64(state: 7)
        for index in 0..<200 {
            let system = ReferenceSystem.random(&random)
            let (solver, variables) = try system.makeSolver()
            let ambiguous = Set(solver.ambiguousVariables(among: variables))
            for variable in variables {
                let (probe, probeVariables) = try system.makeSolver()
                let before = probe.value(of: probeVariables[Int(variable.id)])
                for direction in [1.0, -1.0] {
                    let pull = try probe.add(probeVariables[Int(variable.id)], .equal, before + direction * 1000,
                                             priority: Priority(1))
                    let moved = abs(probe.value(of: probeVariables[Int(variable.id)]) - before) > 1e-7
                    try probe.remove(pull)
                    if moved {
                        #expect(ambiguous.contains(variable), "case \(index): x\(variable.id) moved but not reported")
                    }
                    if moved { break }
                    if direction < 0 {
                        #expect(!ambiguous.contains(variable), "case \(index): x\(variable.id) reported but fixed")
                    }
                }
            }
        }
    }
}
