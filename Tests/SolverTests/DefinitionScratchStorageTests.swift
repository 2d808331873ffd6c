import Testing
@testable import Solver

/// The scratch containers under definition expansion (Storage/ExpansionScratch.swift, WalkMarks.swift,
/// FlatExpansions.swift), each checked against what a plain dictionary or set would give.
@Suite struct DefinitionScratchStorageTests {
    /// Coefficients added for the same variable are summed, cancelled terms are dropped, and the drain is sorted
    /// by variable id whatever order the terms came in (both the short insertion sort and the long library sort).
    @Test(arguments: [5, 300])
    func expansionScratchDrainsSortedNonzeroSums(variableCount: Int) {
        var scratch = ExpansionScratch()
        defer { scratch.deallocate() }
        scratch.reserve(variableCount)
        var expected: [Int32: Double] = [:]
        // Descending ids, each added twice: 2·v and then -v, so each sums to v; variable 0 sums to 0 and drops out.
        for variable in stride(from: Int32(variableCount - 1), through: 0, by: -1) {
            scratch.add(variable, 2 * Double(variable))
            scratch.add(variable, -Double(variable))
            if variable != 0 { expected[variable] = Double(variable) }
        }
        var variables: [Int32] = [99]
        var values: [Double] = [99]
        scratch.drain(into: &variables, &values)
        #expect(variables == expected.keys.sorted())
        #expect(values == expected.keys.sorted().map { expected[$0]! })

        // Drained means empty: a second drain gives nothing.
        scratch.drain(into: &variables, &values)
        #expect(variables.isEmpty && values.isEmpty)
    }

    /// A variable waits once until it is taken; taking it hands back its coefficient and clears it.
    @Test func expansionScratchPendingAndTake() {
        var scratch = ExpansionScratch()
        defer { scratch.deallocate() }
        scratch.reserve(4)
        let firstMark = scratch.markPending(2)
        let secondMark = scratch.markPending(2)
        #expect(firstMark && !secondMark)
        scratch.add(2, 1.5)
        let taken = scratch.take(2)
        #expect(taken == 1.5)
        let markAfterTake = scratch.markPending(2)
        #expect(markAfterTake)
        var variables: [Int32] = []
        var values: [Double] = []
        scratch.drain(into: &variables, &values)
        #expect(variables.isEmpty, "a taken coefficient is zero and is not drained")
    }

    /// Marks hold within one walk and are all forgotten by the next stamp, without clearing anything.
    @Test func walkMarksAreScopedToOneStamp() {
        var marks = WalkMarks()
        let first = marks.nextStamp(variableCount: 3, constraintCount: 2)
        let firstWalk = [marks.markVariable(1, first), marks.markVariable(1, first),
                         marks.markConstraint(1, first), marks.markConstraint(1, first)]
        #expect(firstWalk == [true, false, true, false])
        let second = marks.nextStamp(variableCount: 10, constraintCount: 10)
        #expect(second != first)
        // The tables grow to the counts of the new walk (variable 9).
        let secondWalk = [marks.markVariable(1, second), marks.markConstraint(1, second), marks.markVariable(9, second)]
        #expect(secondWalk == [true, true, true])
    }

    /// An entry is current only in the epoch it was set in; invalidating drops every entry and the term store.
    @Test func flatExpansionsInvalidateByEpoch() {
        var flats = FlatExpansions()
        defer { flats.deallocate() }
        flats.grow(to: 3)
        flats.terms.append(Solver.ExpansionTerm(variable: 0, coefficient: 2))
        flats.set(1, FlatExpansions.Entry(start: 0, count: 1, constant: 5))
        #expect(flats.isCurrent(1))
        #expect(!flats.isCurrent(0))
        #expect(flats.entries[1].constant == 5)
        flats.invalidate()
        #expect(!flats.isCurrent(1))
        #expect(flats.terms.isEmpty)

        flats.terms.append(Solver.ExpansionTerm(variable: 0, coefficient: 1))
        flats.terms.append(Solver.ExpansionTerm(variable: 2, coefficient: 1))
        let tooLarge = flats.tooLarge(droppingFrom: 1)
        #expect(tooLarge.count == -1)
        #expect(flats.terms.count == 1)
    }

    /// Padding covers the asked count and at least doubles, keeping what was there.
    @Test func arrayPadCoversAndDoubles() {
        var array = [7, 8, 9]
        array.pad(toCover: 4, with: 0)
        #expect(array == [7, 8, 9, 0, 0, 0])
        array.pad(toCover: 2, with: 1)
        #expect(array.count == 6)
        array.pad(toCover: 20, with: 1)
        #expect(array.count == 20 && array[6] == 1)
    }
}
