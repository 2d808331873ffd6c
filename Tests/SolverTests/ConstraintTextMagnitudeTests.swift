import Testing
@testable import Solver

/// The text format of `coursegen solve` keeps every number, every computed coefficient and every reported value
/// within ±1e15 (`ConstraintTextParser.maximumMagnitude`): beyond it the solver's absolute tolerances no longer
/// give exact answers, and past ~1.8e308 there is only infinity, which JSON cannot hold.
@Suite struct ConstraintTextMagnitudeTests {
    private func parseErrors(_ text: String) -> [ConstraintTextError] { ConstraintTextParser.parse(text).errors }

    @Test func aNumberBeyondTheLimitIsAnErrorAtTheNumber() {
        #expect(parseErrors("y == 1e300\n") == [ConstraintTextError(
            "number '1e300' is beyond ±1e15, the largest magnitude solve accepts", at: TextPosition(line: 1, column: 6))])
        // 1e309 is infinity as a double: the same error, no longer "malformed".
        #expect(parseErrors("edit x = 1e309\n").map(\.position) == [TextPosition(line: 1, column: 10)])
        #expect(parseErrors("x == -1e16 + y\n").first?.message.hasPrefix("number '1e16' is beyond") == true)
        #expect(parseErrors("x == 1e15\ny == -1000000000000000 * x\n").isEmpty)
    }

    @Test func anExpressionThatComputesBeyondTheLimitIsAnErrorAtTheOperator() {
        let errors = parseErrors("x == 1e10 * 1e10\n")
        #expect(errors.map(\.position) == [TextPosition(line: 1, column: 11)])
        #expect(errors.first?.message == "number out of range: the expression reaches beyond ±1e15")
    }

    @Test func aSolutionBeyondTheLimitIsAnErrorAtTheNamesFirstLine() {
        // Each number is fine; the product is 1e30.
        let parsed = ConstraintTextParser.parse("x == 1e15\n  y == 1e15 * x\n")
        #expect(parsed.errors.isEmpty)
        let solved = ConstraintTextSystem.solve(parsed.statements)
        #expect(solved.errors == [ConstraintTextError(
            "the solution puts 'y' at 1e+30, beyond ±1e15, the largest magnitude solve reports; scale the system down",
            at: TextPosition(line: 2, column: 3))])
    }

    @Test func aChainOfProductsThatOverflowsToInfinityIsAnErrorNotAValue() {
        // x0 = 1e15, x_k = 1e15 · x_(k-1): x20 would be 1e315, which a double holds only as infinity.
        var text = "x0 == 1e15\n"
        for index in 1...20 { text += "x\(index) == 1e15 * x\(index - 1)\n" }
        let solved = ConstraintTextSystem.solve(ConstraintTextParser.parse(text).statements)
        #expect(solved.errors.first?.position == TextPosition(line: 2, column: 1))
        #expect(solved.errors.contains { $0.message.hasPrefix("the solution puts 'x20' at infinity") })
    }

    @Test func valuesWithinTheLimitSolveWithoutErrors() {
        let solved = ConstraintTextSystem.solve(ConstraintTextParser.parse("x == 999999999999999\ny == -x\n").statements)
        #expect(solved.errors.isEmpty)
        #expect(solved.solution.variables.map(\.value) == [999_999_999_999_999, -999_999_999_999_999])
    }
}
