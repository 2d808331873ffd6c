import Testing
@testable import Solver

/// Priorities are lexicographic: no number of errors at a lower priority outweighs one at a higher priority.
/// With float weights (kiwi folds strengths into one double) these systems give the opposite answer.
@Suite struct StrictPriorityTests {
    /// y_i = x + i (required) and y_i == i @250 each pull x to 0 with total weight 1000·250 under any scheme that
    /// adds weighted errors; x == 100 @251 must still win outright: x = 100, y_i = 100 + i.
    @Test func oneConstraintAt251BeatsAThousandAt250() throws {
        let solver = Solver()
        let x = solver.makeVariable(name: "x")
        var ys: [Variable] = []
        for index in 1...1000 {
            let y = solver.makeVariable(name: "y\(index)")
            ys.append(y)
            try solver.add(y, .equal, x + Double(index))
            try solver.add(y, .equal, Double(index), priority: Priority(250))
        }
        try solver.add(x, .equal, 100, priority: Priority(251))
        #expect(abs(solver.value(of: x) - 100) < 1e-9)
        #expect(abs(solver.value(of: ys[499]) - 600) < 1e-9)
    }

    /// Kiwi's strengths: weak = 1, medium = 1e3. 1,001 weak errors of 1 each outweigh one medium error of 1
    /// there; here the medium constraint (x == 1 @500) holds and every weak one (x_i == x - 1 … i.e. x == 0) gives.
    @Test func aThousandAndOneWeakConstraintsLoseToOneMedium() throws {
        let solver = Solver()
        let x = solver.makeVariable(name: "x")
        for index in 0..<1001 {
            let copy = solver.makeVariable()
            try solver.add(copy, .equal, x)                               // required: copy_i = x
            try solver.add(copy, .equal, 0, priority: .low)               // weak: wants x = 0
        }
        try solver.add(x, .equal, 1, priority: .medium)
        #expect(abs(solver.value(of: x) - 1) < 1e-9)
    }

    /// The order of adds does not matter for a strict objective: adding the high constraint first gives the same.
    @Test func orderOfAddsDoesNotChangeTheWinner() throws {
        let solver = Solver()
        let x = solver.makeVariable()
        try solver.add(x, .equal, 100, priority: Priority(251))
        for index in 1...200 {
            let y = solver.makeVariable()
            try solver.add(y, .equal, x + Double(index))
            try solver.add(y, .equal, Double(index), priority: Priority(250))
        }
        #expect(abs(solver.value(of: x) - 100) < 1e-9)
    }

    /// Within one level the sum of absolute errors is minimised (an L1 median, not a least-squares mean):
    /// x == 0, x == 10, x == 100 at equal priority → x = 10 (errors 10 + 0 + 90 = 100 is the least).
    @Test func withinALevelTheSumOfAbsoluteErrorsIsMinimised() throws {
        let solver = Solver()
        let x = solver.makeVariable()
        for target in [0.0, 10, 100] { try solver.add(x, .equal, target, priority: .medium) }
        #expect(abs(solver.value(of: x) - 10) < 1e-9)
    }
}
