import Testing
@testable import Solver

/// The ambiguity check stops at its budget (pivots, stored cells, time) and says so, leaving the solver as it was.
struct AmbiguityBudgetTests {
    /// n boxes in a column 0...1000 high: each box's top is at least every earlier box's bottom, each box is h
    /// high. Box i can sit anywhere from h·i (all boxes stacked from the top) to 1000 − h·(n − i) (all stacked
    /// against the bottom), so for n·h < 1000 every top is ambiguous, and finding a top's maximum takes pivots.
    private func denseColumn(_ n: Int, height h: Double = 10) throws -> (Solver, [Variable]) {
        let solver = Solver()
        let tops = (0..<n).map { solver.makeVariable(name: "top\($0)") }
        for (i, top) in tops.enumerated() {
            try solver.add(top, .greaterThanOrEqual, 0)
            try solver.add(Expression(top) + Expression(constant: h), .lessThanOrEqual, Expression(constant: 1000))
            for earlier in tops[..<i] {
                try solver.add(Expression(top), .greaterThanOrEqual, Expression(earlier) + Expression(constant: h))
            }
        }
        return (solver, tops)
    }

    @Test func withinTheStandardBudgetEveryTopIsAmbiguous() throws {
        let (solver, tops) = try denseColumn(12)
        let check = solver.ambiguityCheck(among: tops)
        #expect(!check.isIncomplete)
        #expect(check.ambiguous == tops)
    }

    @Test func pastThePivotBudgetTheCheckIsIncompleteAndTheSolverUnchanged() throws {
        let (solver, tops) = try denseColumn(12)
        let before = tops.map { solver.value(of: $0) }
        let check = solver.ambiguityCheck(among: tops, budget: SearchBudget(pivots: 1))
        #expect(check.isIncomplete)
        #expect(check.ambiguous.count < tops.count)
        #expect(tops.map { solver.value(of: $0) } == before)
        // The tableau was put back: a full check afterwards finds what a fresh one finds.
        #expect(solver.ambiguityCheck(among: tops).ambiguous == tops)
    }

    @Test func pastTheCellBudgetTheCheckIsIncomplete() throws {
        let (solver, tops) = try denseColumn(12)
        let check = solver.ambiguityCheck(among: tops, budget: SearchBudget(cells: 1))
        #expect(check.isIncomplete)
        #expect(solver.ambiguityCheck(among: tops).ambiguous == tops)
    }

    @Test func pastTheTimeBudgetTheCheckIsIncomplete() throws {
        let (solver, tops) = try denseColumn(12)
        let check = solver.ambiguityCheck(among: tops, budget: SearchBudget(seconds: 0))
        #expect(check.isIncomplete)
        #expect(check.ambiguous.isEmpty)
    }

    @Test func aDenseSystemStopsAtTheCellBudgetInsteadOfFillingMemory() throws {
        // 150 boxes tied to every earlier one (11,175 inequalities), the shape that used to fill the tableau in
        // until memory ran out: with room for 50,000 cells the check stops (the saved copy alone holds more than
        // half of that), and what it did report is right: every top is ambiguous (150 · 5 < 1000).
        let (solver, tops) = try denseColumn(150, height: 5)
        let check = solver.ambiguityCheck(among: tops, budget: SearchBudget(cells: 50_000))
        #expect(check.isIncomplete)
        #expect(check.ambiguous == Array(tops.prefix(check.ambiguous.count)))
    }

    @Test func aTableauLargerThanTheCellBudgetIsNotCopied() throws {
        // The check works on a copy of the tableau; when the tableau alone holds more cells than the budget, the
        // copy would break the bound before any pivot, so the check stops at once (with nothing found).
        let (solver, tops) = try denseColumn(40)
        let check = solver.ambiguityCheck(among: tops, budget: SearchBudget(cells: 100))
        #expect(check.isIncomplete)
        #expect(check.ambiguous.isEmpty)
    }
}
