import Testing
@testable import Solver

/// `shiftConstant` moves a constraint's constant in place (Solver+Constants.swift). Each test states the system
/// before and after and derives the values by hand.
@Suite struct ShiftConstantTests {
    /// x ≥ 10 and x == 0 @low: x = 10 (the required floor wins). x − 10 ≥ 0 shifted by −5 reads x − 15 ≥ 0: x = 15.
    /// Shifted by +12 it reads x + 2 ≥ 0, which the preference x == 0 satisfies: x = 0.
    @Test func inequalityMovesInPlace() throws {
        let solver = Solver()
        let x = solver.makeVariable(name: "x")
        let floor = try solver.add(x, .greaterThanOrEqual, 10)
        try solver.add(x, .equal, 0, priority: .low)
        #expect(abs(solver.value(of: x) - 10) < 1e-9)
        try solver.shiftConstant(of: floor, by: -5)
        #expect(abs(solver.value(of: x) - 15) < 1e-9)
        try solver.shiftConstant(of: floor, by: 17)
        #expect(abs(solver.value(of: x)) < 1e-9)
        #expect(solver.contains(floor))
    }

    /// A preference moves the same way: x == 100 @low alone gives 100; x − 100 + 20 = x − 80 gives 80.
    @Test func preferenceMovesInPlace() throws {
        let solver = Solver()
        let x = solver.makeVariable(name: "x")
        let wish = try solver.add(x, .equal, 100, priority: .low)
        try solver.shiftConstant(of: wish, by: 20)
        #expect(abs(solver.value(of: x) - 80) < 1e-9)
    }

    /// A required equality kept as a tableau row (x is an edit variable and y is defined, so neither can be
    /// defined by it): x == y with y := z + 1 and z == 5 @high gives x = 6. Shifting x − y by −4 reads x == y + 4:
    /// the edit (x wants 0 @medium) loses against the required row, x = 10.
    @Test func requiredEqualityRowMoves() throws {
        let solver = Solver()
        let x = solver.makeVariable(name: "x"), y = solver.makeVariable(name: "y"), z = solver.makeVariable(name: "z")
        try solver.addEditVariable(x, priority: .medium)
        try solver.add(y, .equal, z + 1)
        try solver.add(z, .equal, 5, priority: .high)
        let link = try solver.add(x, .equal, y)
        #expect(abs(solver.value(of: x) - 6) < 1e-9)
        try solver.shiftConstant(of: link, by: -4)
        #expect(abs(solver.value(of: x) - 10) < 1e-9)
    }

    /// Definitions go through removal and re-insertion: w := 100 (fresh, so a definition) and l == w + 8 used by
    /// l <= 500. Shifting w − 100 by −20 makes w = 120 and l = 128.
    @Test func definitionIsReplaced() throws {
        let solver = Solver()
        let w = solver.makeVariable(name: "w"), l = solver.makeVariable(name: "l")
        let width = try solver.add(w, .equal, 100)
        try solver.add(l, .equal, w + 8)
        try solver.add(l, .lessThanOrEqual, 500)
        try solver.shiftConstant(of: width, by: -20)
        #expect(abs(solver.value(of: w) - 120) < 1e-9)
        #expect(abs(solver.value(of: l) - 128) < 1e-9)
    }

    /// Two shares of one preference row (a := x and b := x make a == 0 @low and b == 0 @low the same row x == 0,
    /// counted twice) against x == 10 @low: 2·|x| + |x − 10| is least at x = 0. Shifting b's preference to
    /// b == 30 leaves |x| + |x − 30| + |x − 10|, least at the median: x = 10.
    @Test func sharedRowIsSplit() throws {
        let solver = Solver()
        let x = solver.makeVariable(name: "x"), a = solver.makeVariable(name: "a"), b = solver.makeVariable(name: "b")
        try solver.add(a, .equal, x)
        try solver.add(b, .equal, x)
        try solver.add(a, .equal, 0, priority: .low)
        let second = try solver.add(b, .equal, 0, priority: .low)
        try solver.add(x, .equal, 10, priority: .low)
        #expect(abs(solver.value(of: x)) < 1e-9)
        try solver.shiftConstant(of: second, by: -30)
        #expect(abs(solver.value(of: x) - 10) < 1e-9)
    }

    /// x ≥ 10 (added first) and x ≤ 20: shifting the floor to x ≥ 30 contradicts the ceiling. The shift is undone
    /// in the tableau and the constraint goes through the conflict rule: of the minimal set {x ≥ 30, x ≤ 20}, the
    /// most recently *added* member breaks (a shift does not re-add), which is the ceiling: x = 30.
    @Test func contradictionIsResolvedByTheConflictRule() throws {
        let solver = Solver()
        let x = solver.makeVariable(name: "x")
        let floor = try solver.add(x, .greaterThanOrEqual, 10)
        let ceiling = try solver.add(x, .lessThanOrEqual, 20)
        try solver.add(x, .equal, 0, priority: .low)
        try solver.shiftConstant(of: floor, by: -20)
        let conflict = try #require(solver.conflicts.first)
        #expect(Set(conflict.members) == [floor, ceiling])
        #expect(conflict.broken == ceiling)
        #expect(abs(solver.value(of: x) - 30) < 1e-9)
        // Moving the floor back lets the ceiling in again: x = 10.
        try solver.shiftConstant(of: floor, by: 20)
        #expect(solver.conflicts.isEmpty)
        #expect(abs(solver.value(of: x) - 10) < 1e-9)
    }

    @Test func badShiftsAreRejectedAndChangeNothing() throws {
        let solver = Solver()
        let x = solver.makeVariable(name: "x")
        let low = try solver.add(x, .greaterThanOrEqual, 10)
        try solver.add(x, .greaterThanOrEqual, 12)
        #expect(throws: SolverError.nonFinite) { try solver.shiftConstant(of: low, by: .nan) }
        #expect(throws: SolverError.unknownConstraint) { try solver.shiftConstant(of: ConstraintID(raw: 99), by: 1) }
        #expect(abs(solver.value(of: x) - 12) < 1e-9)
        // x − 10 shifted by −2 reads x − 12 ≥ 0 like the other one: two equal constraints, x still 12.
        try solver.shiftConstant(of: low, by: -2)
        #expect(abs(solver.value(of: x) - 12) < 1e-9)
        try solver.shiftConstant(of: low, by: 2)
        try solver.shiftConstant(of: low, by: -5)     // x ≥ 15 now
        #expect(abs(solver.value(of: x) - 15) < 1e-9)
    }

    /// Found by fuzzing. x is an edit variable (so never defined); w := x − 4 from x − w == 4; x + w == 10 is then
    /// the row 2x − 14 = 0 (x = 7), and x == 7 adds nothing new, so its dummy stays basic in a row of dummies.
    /// Shifting x + w == 10 to x + w == 8 gives 2x − 12 = 0, x = 6, which x == 7 contradicts: the conflict
    /// {x − w == 4, x + w == 8, x == 7} must be found (the dual simplex cannot see it, no sign-restricted row goes
    /// negative) and its most recently added member, x == 7, broken: x = 6, w = 2.
    @Test func shiftThatBreaksARedundantEqualityIsAConflict() throws {
        let solver = Solver()
        let x = solver.makeVariable(name: "x"), w = solver.makeVariable(name: "w")
        try solver.addEditVariable(x, priority: .medium)
        let link = try solver.add(x - w, .equal, 4)
        let sum = try solver.add(x + w, .equal, 10)
        let pin = try solver.add(x, .equal, 7)
        #expect(solver.conflicts.isEmpty)
        try solver.shiftConstant(of: sum, by: 2)
        let conflict = try #require(solver.conflicts.first)
        #expect(conflict.broken == pin)
        #expect(Set(conflict.members) == [link, sum, pin])
        #expect(abs(solver.value(of: x) - 6) < 1e-9)
        #expect(abs(solver.value(of: w) - 2) < 1e-9)
    }
}
