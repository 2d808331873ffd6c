import Testing
@testable import Solver

/// No drift: many suggestions in a row leave the values as exact as a fresh solve of the final state.
@Suite struct NumericsTests {
    /// Three views in a container whose width is an edit variable. Each width preference has its own priority
    /// (300, 250, 200) and w0 = 2·w2 @500, so the optimum is unique for every container width (checked by the
    /// ambiguity query below); the bounds 0 ≤ w_i, w1 ≤ 150 make suggestions move across several bases.
    private static func build() throws -> (Solver, [Variable], Variable) {
        let solver = Solver()
        let container = solver.makeVariable(name: "container")
        var lefts: [Variable] = [], widths: [Variable] = []
        for index in 0..<3 {
            let left = solver.makeVariable(name: "l\(index)"), width = solver.makeVariable(name: "w\(index)")
            if index == 0 {
                try solver.add(left, .equal, 0)
            } else {
                try solver.add(left, .equal, lefts[index - 1] + widths[index - 1] + 8)
            }
            try solver.add(width, .greaterThanOrEqual, 0)
            try solver.add(width, .equal, 100, priority: Priority(300 - 50 * Double(index)))
            lefts.append(left)
            widths.append(width)
        }
        try solver.add(widths[1], .lessThanOrEqual, 150)
        try solver.add(widths[0], .equal, widths[2] * 2, priority: .medium)
        try solver.add(lefts[2] + widths[2], .equal, Expression(container), priority: Priority(900))
        try solver.addEditVariable(container, priority: .high)
        return (solver, lefts + widths + [container], container)
    }

    @Test func hundredThousandSuggestionsMatchAFreshSolve() throws {
        let (solver, variables, container) = try NumericsTests.build()
        var state: UInt64 = 12345
        var last = 0.0
        for _ in 0..<100_000 {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            // Widths from 1 to 2000 with a fractional part, so every delta is inexact in binary.
            last = Double(state >> 33 % 2_000_000) / 997.0 + 1
            try solver.suggestValue(container, last)
        }
        let (fresh, freshVariables, freshContainer) = try NumericsTests.build()
        try fresh.suggestValue(freshContainer, last)
        #expect(fresh.ambiguousVariables(among: freshVariables).isEmpty)
        for (variable, reference) in zip(variables, freshVariables) {
            let difference = abs(solver.value(of: variable) - fresh.value(of: reference))
            #expect(difference < 1e-9, "\(solver.name(of: variable)): drift \(difference)")
        }
    }

    @Test func nonFiniteInputIsRejectedEverywhere() throws {
        let (solver, variables, container) = try NumericsTests.build()
        let before = variables.map { solver.value(of: $0) }
        #expect(throws: SolverError.nonFinite) { try solver.suggestValue(container, .infinity) }
        #expect(throws: SolverError.nonFinite) { try solver.suggestValue(container, -.nan) }
        #expect(throws: SolverError.nonFinite) {
            try solver.add(Expression(terms: [Term(variables[0], .infinity)]), .equal, 0)
        }
        #expect(throws: SolverError.self) {
            try solver.add(variables[0], .equal, 0, priority: Priority(.nan))
        }
        #expect(throws: SolverError.nonFinite) {
            try solver.add(variables[0] * 1e308 + variables[0] * 1e308, .equal, 0)   // overflows when merged
        }
        #expect(variables.map { solver.value(of: $0) } == before)
    }
}
