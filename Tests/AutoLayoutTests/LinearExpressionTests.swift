import Solver
import Testing
@testable import AutoLayout

/// LinearExpression keeps up to eight terms inline and spills longer expressions to an array; both forms must
/// merge and cancel terms the same way.
@Suite struct LinearExpressionTests {
    private func terms(_ expression: LinearExpression) -> [Int32: Double] {
        var result: [Int32: Double] = [:]
        expression.forEachTerm { result[$0] = $1 }
        return result
    }

    @Test func mergesAndCancelsInline() {
        var e = LinearExpression(Variable(id: 3), 2)
        e.add(Variable(id: 5), 1)
        e.add(Variable(id: 3), 0.5)     // 3: 2.5
        e.add(Variable(id: 5), -1)      // 5 cancels
        #expect(terms(e) == [3: 2.5])
    }

    /// Twelve variables (more than the eight inline slots), then every odd one cancelled and one more added:
    /// the even ids keep coefficient id + 1, id 40 has 7.
    @Test func spillsBeyondEightTermsAndStillMerges() {
        var e = LinearExpression(constant: 4)
        for id in 0..<12 { e.add(Variable(id: Int32(id)), Double(id + 1)) }
        for id in stride(from: 1, to: 12, by: 2) { e.add(Variable(id: Int32(id)), -Double(id + 1)) }
        e.add(Variable(id: 40), 7)
        var expected: [Int32: Double] = [40: 7]
        for id in stride(from: 0, to: 12, by: 2) { expected[Int32(id)] = Double(id + 1) }
        #expect(terms(e) == expected)
        #expect(e.constant == 4)
        // A row built from it lists the terms sorted by variable id.
        let longLists = LongTermLists()
        let row = SolverRow(e, .equal, priority: 1000, breakRank: 0, longLists: longLists)
        withExtendedLifetime(longLists) {
            #expect(row.variables == [0, 2, 4, 6, 8, 10, 40])
            #expect(row.coefficients == [1, 3, 5, 7, 9, 11, 7])
        }
    }
}
