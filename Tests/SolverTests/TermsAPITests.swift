import Testing
@testable import Solver

/// `add(terms:constant:…)` and `addPreference(terms:constant:…)`, the entry points that take a caller's buffer of
/// terms (Auto Layout's), and the term store behind every constraint's record.
@Suite struct TermsAPITests {
    private func withTerms<R>(_ terms: [Term], _ body: (UnsafeBufferPointer<Term>) throws -> R) rethrows -> R {
        try terms.withUnsafeBufferPointer(body)
    }

    /// Unsorted terms that repeat a variable (2x + y − x − 30 == 0, that is x + y == 30) and the same constraint
    /// given as expressions give the same solution; a cancelled term (y − y) is dropped from the record.
    @Test func termsAreMergedLikeExpressions() throws {
        let viaTerms = Solver(), viaExpressions = Solver()
        let (x1, y1) = (viaTerms.makeVariable(name: "x"), viaTerms.makeVariable(name: "y"))
        let (x2, y2) = (viaExpressions.makeVariable(name: "x"), viaExpressions.makeVariable(name: "y"))
        let id = try withTerms([Term(y1, 1), Term(x1, 2), Term(x1, -1)]) {
            try viaTerms.add(terms: $0, constant: -30, .equal)
        }
        try viaExpressions.add(2 * x2 + y2 - x2, .equal, 30)
        let stay = try withTerms([Term(x1, 1), Term(y1, 1), Term(y1, -1)]) {
            try viaTerms.add(terms: $0, constant: -10, .greaterThanOrEqual, priority: .low)
        }
        try viaExpressions.add(x2, .greaterThanOrEqual, 10, priority: .low)
        #expect(viaTerms.value(of: x1) == viaExpressions.value(of: x2))
        #expect(viaTerms.value(of: y1) == viaExpressions.value(of: y2))
        let record = try #require(viaTerms.record(id))
        #expect(Array(viaTerms.storage.termVariables[record.termRange]) == [x1.id, y1.id])
        #expect(Array(viaTerms.storage.termCoefficients[record.termRange]) == [1, 1])
        let stayRecord = try #require(viaTerms.record(stay))
        #expect(Array(viaTerms.storage.termVariables[stayRecord.termRange]) == [x1.id])
        #expect(viaTerms.priority(of: stay) == .low)
    }

    /// A preference given as terms: w prefers 80 with hugging 250 and compression resistance 750, and a required
    /// w <= 50 wins: w = 50. Removing the cap lets it reach 80.
    @Test func preferenceFromTerms() throws {
        let solver = Solver()
        let w = solver.makeVariable(name: "w")
        let cap = try solver.add(w, .lessThanOrEqual, 50)
        let wish = try withTerms([Term(w, 1)]) {
            try solver.addPreference(terms: $0, constant: -80, excessPriority: Priority(250),
                                     shortfallPriority: Priority(750))
        }
        #expect(abs(solver.value(of: w) - 50) < 1e-9)
        try solver.remove(cap)
        #expect(abs(solver.value(of: w) - 80) < 1e-9)
        #expect(solver.contains(wish))
        #expect(throws: SolverError.self) {
            try withTerms([Term(w, 1)]) {
                try solver.addPreference(terms: $0, constant: 0, excessPriority: .required, shortfallPriority: .low)
            }
        }
    }

    /// Rejected calls change nothing: a non-finite coefficient or constant, a merge that overflows, a variable of
    /// another solver, a priority out of range. The term store and the records stay as they were.
    @Test func rejectedTermsLeaveTheSolverUnchanged() throws {
        let solver = Solver(), other = Solver()
        let x = solver.makeVariable(name: "x")
        _ = other.makeVariable()
        let stranger = other.makeVariable()
        try solver.add(x, .equal, 5)
        let (records, terms) = (solver.storage.records.count, solver.storage.termVariables.count)
        let attempts: [([Term], Double, Priority)] = [
            ([Term(x, .infinity)], 0, .required),
            ([Term(x, 1)], .nan, .required),
            ([Term(x, 1e308), Term(x, 1e308)], 0, .required),
            ([Term(stranger, 1)], 0, .required),
            ([Term(x, 1)], 0, Priority(1001)),
        ]
        for (list, constant, priority) in attempts {
            #expect(throws: SolverError.self) {
                try withTerms(list) { try solver.add(terms: $0, constant: constant, .equal, priority: priority) }
            }
            #expect(solver.storage.records.count == records)
            #expect(solver.storage.termVariables.count == terms)
            #expect(solver.storage.termCoefficients.count == terms)
        }
        // The expression form stores its terms before it knows the constant overflowed; they are taken back.
        #expect(throws: SolverError.self) {
            try solver.add(Expression(terms: [Term(x, 1)], constant: 1e308), .equal, Expression(constant: -1e308))
        }
        #expect(solver.storage.records.count == records)
        #expect(solver.storage.termVariables.count == terms)
        #expect(solver.storage.termCoefficients.count == terms)
        #expect(abs(solver.value(of: x) - 5) < 1e-9)
    }

    /// Records of removed constraints are retired, not reused; shifting a constant and removing still see the
    /// stored terms, and a duplicate optional constraint shares the first one's row through the stored terms.
    @Test func recordsOutliveTheirConstraints() throws {
        let solver = Solver()
        let x = solver.makeVariable(name: "x")
        let first = try withTerms([Term(x, 1)]) { try solver.add(terms: $0, constant: -10, .equal, priority: .low) }
        let second = try withTerms([Term(x, 1)]) { try solver.add(terms: $0, constant: -10, .equal, priority: .low) }
        #expect(solver.record(second)?.host == first.raw)
        try solver.add(x, .equal, 40, priority: .low)
        #expect(abs(solver.value(of: x) - 10) < 1e-9)   // two shares at 10 outweigh one at 40
        try solver.remove(first)
        #expect(solver.record(first) == nil)
        #expect(solver.storage.records[Int(first.raw)].isLive == false)
        #expect(solver.record(second)?.host == -1)        // the row was handed over
        try solver.shiftConstant(of: second, by: -50)      // x == 60 @low against x == 40 @low
        let value = solver.value(of: x)
        #expect(value >= 40 - 1e-9 && value <= 60 + 1e-9)
        try solver.remove(second)
        #expect(abs(solver.value(of: x) - 40) < 1e-9)
        #expect(throws: SolverError.self) { try solver.remove(second) }
    }
}
