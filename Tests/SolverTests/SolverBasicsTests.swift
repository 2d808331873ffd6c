import Testing
@testable import Solver

/// One test per public operation, each with a hand-derived expected value.
@Suite struct SolverBasicsTests {
    @Test func requiredEqualitiesDetermineValues() throws {
        let solver = Solver()
        let x = solver.makeVariable(name: "x"), y = solver.makeVariable(name: "y")
        try solver.add(Expression(x), .equal, Expression(constant: 10))
        try solver.add(y, .equal, x * 2 + 5)          // y = 2·10 + 5
        #expect(solver.value(of: x) == 10)
        #expect(solver.value(of: y) == 25)
        #expect(solver.name(of: y) == "y")
    }

    @Test func inequalityHoldsAgainstWeakerPreference() throws {
        let solver = Solver()
        let w = solver.makeVariable()
        try solver.add(Expression(w), .greaterThanOrEqual, 50)
        try solver.add(Expression(w), .equal, 20, priority: .low)   // cannot reach 20: stays at the bound 50
        #expect(abs(solver.value(of: w) - 50) < 1e-9)
    }

    @Test func higherPriorityWins() throws {
        let solver = Solver()
        let w = solver.makeVariable()
        try solver.add(Expression(w), .equal, 100, priority: .low)
        try solver.add(Expression(w), .equal, 200, priority: .high)
        #expect(abs(solver.value(of: w) - 200) < 1e-9)
    }

    @Test func removingAConstraintRestoresTheWeakerOne() throws {
        let solver = Solver()
        let w = solver.makeVariable()
        try solver.add(Expression(w), .equal, 100, priority: .low)
        let strong = try solver.add(Expression(w), .equal, 200, priority: .high)
        try solver.remove(strong)
        #expect(!solver.contains(strong))
        #expect(abs(solver.value(of: w) - 100) < 1e-9)
        #expect(throws: SolverError.unknownConstraint) { try solver.remove(strong) }
    }

    @Test func editVariableFollowsSuggestions() throws {
        let solver = Solver()
        let width = solver.makeVariable(), half = solver.makeVariable()
        try solver.add(half * 2, .equal, Expression(width))
        try solver.add(Expression(width), .lessThanOrEqual, 500)
        try solver.addEditVariable(width, priority: .high)
        try solver.suggestValue(width, 300)
        #expect(abs(solver.value(of: half) - 150) < 1e-9)
        try solver.suggestValue(width, 800)                         // clamped by the required width <= 500
        #expect(abs(solver.value(of: width) - 500) < 1e-9)
        try solver.suggestValue(width, 40)
        #expect(abs(solver.value(of: half) - 20) < 1e-9)
        try solver.removeEditVariable(width)
        #expect(throws: SolverError.unknownEditVariable) { try solver.suggestValue(width, 1) }
    }

    @Test func badInputIsRejected() throws {
        let solver = Solver()
        let x = solver.makeVariable()
        #expect(throws: SolverError.nonFinite) { try solver.add(x * .nan, .equal, 1) }
        #expect(throws: SolverError.nonFinite) { try solver.add(Expression(x), .equal, Expression(constant: .infinity)) }
        #expect(throws: SolverError.priorityOutOfRange(0)) { try solver.add(Expression(x), .equal, 1, priority: Priority(0)) }
        #expect(throws: SolverError.priorityOutOfRange(1001)) {
            try solver.add(Expression(x), .equal, 1, priority: Priority(1001))
        }
        try solver.add(Expression(x), .equal, 1)
        #expect(throws: SolverError.unknownEditVariable) { try solver.suggestValue(x, 3) }
        #expect(throws: SolverError.priorityOutOfRange(1000)) { try solver.addEditVariable(x, priority: .required) }
        try solver.addEditVariable(x, priority: .low)
        #expect(throws: SolverError.duplicateEditVariable) { try solver.addEditVariable(x, priority: .low) }
        #expect(throws: SolverError.nonFinite) { try solver.suggestValue(x, .nan) }
        #expect(throws: SolverError.unknownConstraint) { try solver.remove(ConstraintID(raw: 99)) }
        // Nothing above corrupted the tableau: the required x == 1 still holds.
        #expect(abs(solver.value(of: x) - 1) < 1e-9)
    }

    @Test func conflictBreaksTheMostRecentOfEqualRank() throws {
        let solver = Solver()
        let x = solver.makeVariable()
        let a = try solver.add(Expression(x), .equal, 10)
        let b = try solver.add(Expression(x), .equal, 20)
        #expect(solver.isBroken(b))
        #expect(!solver.isBroken(a))
        #expect(solver.conflicts == [Conflict(members: [a, b], broken: b)])
        #expect(abs(solver.value(of: x) - 10) < 1e-9)
        // Removing the survivor un-breaks the other one.
        try solver.remove(a)
        #expect(!solver.isBroken(b))
        #expect(solver.conflicts.isEmpty)
        #expect(abs(solver.value(of: x) - 20) < 1e-9)
    }

    @Test func conflictBreaksTheHighestBreakRank() throws {
        let solver = Solver()
        let x = solver.makeVariable()
        let user = try solver.add(Expression(x), .greaterThanOrEqual, 30, breakRank: 1)
        let system = try solver.add(Expression(x), .equal, 10)
        #expect(solver.isBroken(user))
        #expect(!solver.isBroken(system))
        #expect(abs(solver.value(of: x) - 10) < 1e-9)
    }

    @Test func ambiguityOfAFreeAndADeterminedVariable() throws {
        let solver = Solver()
        let x = solver.makeVariable(), y = solver.makeVariable(), z = solver.makeVariable()
        try solver.add(x + y, .equal, 100)       // x and y trade off freely
        try solver.add(Expression(z), .equal, 5)
        #expect(solver.ambiguousVariables(among: [x, y, z]) == [x, y])
        try solver.add(Expression(x), .equal, 30, priority: .low)   // now x = 30 is the unique optimum
        #expect(solver.ambiguousVariables(among: [x, y, z]).isEmpty)
        #expect(abs(solver.value(of: y) - 70) < 1e-9)
    }
}
