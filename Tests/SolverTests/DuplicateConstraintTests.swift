import Testing
@testable import Solver

/// Equal constraints added twice are two constraints, as UIKit treats two identical NSLayoutConstraints.
struct DuplicateConstraintTests {
    @Test func aRequiredDuplicateIsRedundantAndOutlivesItsTwin() throws {
        // x == 1 twice: consistent, no conflict. Removing either leaves x == 1; removing both frees x (0, the
        // value an unconstrained variable keeps).
        let solver = Solver()
        let x = solver.makeVariable(name: "x")
        let first = try solver.add(x, .equal, 1)
        let second = try solver.add(x, .equal, 1)
        #expect(solver.conflicts.isEmpty)
        #expect(solver.value(of: x) == 1)
        try solver.remove(first)
        #expect(solver.value(of: x) == 1)
        try solver.remove(second)
        #expect(solver.ambiguousVariables(among: [x]) == [x])
    }

    @Test func optionalDuplicatesCountTheirErrorOncePerConstraint() throws {
        // Level @250: x == 0 twice and x == 10 once. Error 2|x| + |x − 10| is 10 at x = 0 and 20 at x = 10, so
        // x = 0 is the only optimum. Without one of the twins the two pulls weigh the same: every x in [0, 10]
        // is optimal (ambiguous). A new twin restores the unique optimum.
        let solver = Solver()
        let x = solver.makeVariable(name: "x")
        let first = try solver.add(x, .equal, 0, priority: Priority(250))
        try solver.add(x, .equal, 0, priority: Priority(250))
        try solver.add(x, .equal, 10, priority: Priority(250))
        #expect(solver.value(of: x) == 0)
        #expect(solver.ambiguousVariables(among: [x]).isEmpty)
        try solver.remove(first)
        #expect(solver.ambiguousVariables(among: [x]) == [x])
        try solver.add(x, .equal, 0, priority: Priority(250))
        #expect(solver.value(of: x) == 0)
        #expect(solver.ambiguousVariables(among: [x]).isEmpty)
    }

    @Test func aShiftOntoAnEqualConstraintMakesTwins() throws {
        // @500: x ≤ 20, x ≤ 30 and x == 40. Total error max(0, x − 20) + max(0, x − 30) + |x − 40| is 20 all along
        // [20, 30] (at 20: 0 + 0 + 20; at 30: 10 + 0 + 10) and more outside, so x is ambiguous. Shifting the
        // second by +10 (x − 30 + 10 ≤ 0) makes it equal to the first: 2·max(0, x − 20) + |x − 40| is 20 at
        // x = 20 and 30 at x = 30, so x = 20 is the only optimum.
        let solver = Solver()
        let x = solver.makeVariable(name: "x")
        try solver.add(x, .lessThanOrEqual, 20, priority: Priority(500))
        let second = try solver.add(x, .lessThanOrEqual, 30, priority: Priority(500))
        try solver.add(x, .equal, 40, priority: Priority(500))
        #expect(solver.ambiguousVariables(among: [x]) == [x])
        try solver.shiftConstant(of: second, by: 10)     // x − 30 + 10 = x − 20
        #expect(solver.value(of: x) == 20)
        #expect(solver.ambiguousVariables(among: [x]).isEmpty)
    }
}
