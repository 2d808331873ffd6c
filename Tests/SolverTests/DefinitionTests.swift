import Testing
@testable import Solver

/// Required equalities that define a fresh variable are kept out of the tableau (Solver+Definitions.swift).
/// These tests check that this stays invisible: values, removals, edits, conflicts and ambiguity behave as if
/// every constraint were in the tableau.
@Suite struct DefinitionTests {
    /// l0 = 0, w_i == 100 @low, l_i = l_{i-1} + w_{i-1} + 8: l_i = 108·i.
    private func chain(_ solver: Solver, count: Int) throws -> (lefts: [Variable], widths: [Variable], links: [ConstraintID]) {
        var lefts: [Variable] = [], widths: [Variable] = [], links: [ConstraintID] = []
        for index in 0..<count {
            let left = solver.makeVariable(name: "l\(index)"), width = solver.makeVariable(name: "w\(index)")
            if index == 0 {
                links.append(try solver.add(left, .equal, 0))
            } else {
                links.append(try solver.add(left, .equal, lefts[index - 1] + widths[index - 1] + 8))
            }
            try solver.add(width, .equal, 100, priority: .low)
            lefts.append(left)
            widths.append(width)
        }
        return (lefts, widths, links)
    }

    @Test func chainValuesAreEvaluatedFromDefinitions() throws {
        let solver = Solver()
        let (lefts, _, _) = try chain(solver, count: 50)
        #expect(solver.storage.definitionOfVariable[Int(lefts[49].id)] != nil)   // really kept out of the tableau
        #expect(abs(solver.value(of: lefts[49]) - 108 * 49) < 1e-9)
    }

    /// A container constraint through the whole chain squeezes every width: 10 views, 10·w + 9·8 <= 532 → w = 46.
    @Test func constraintThroughTheChainSeesEveryLink() throws {
        let solver = Solver()
        let (lefts, widths, _) = try chain(solver, count: 10)
        try solver.add(lefts[9] + widths[9], .lessThanOrEqual, 532)
        for index in 0..<10 { try solver.add(widths[index], .equal, widths[0]) }
        #expect(abs(solver.value(of: widths[3]) - 46) < 1e-9)
        #expect(abs(solver.value(of: lefts[9]) - 9 * 54) < 1e-9)
    }

    /// Removing a link frees the next view (its left is no longer tied) while the container still holds the
    /// rest; the constraints expanded through the link must be rebuilt, not left stale.
    @Test func removingALinkRebuildsTheConstraintsThatUsedIt() throws {
        let solver = Solver()
        let (lefts, widths, links) = try chain(solver, count: 5)
        try solver.add(lefts[4] + widths[4], .lessThanOrEqual, 1000)   // slack: 4·108 + 100 = 532 ≤ 1000
        try solver.add(lefts[2], .greaterThanOrEqual, 300, priority: Priority(100))   // below the widths: loses
        #expect(abs(solver.value(of: lefts[2]) - 216) < 1e-9)
        #expect(solver.ambiguousVariables(among: lefts).isEmpty)
        try solver.remove(links[2])
        // l2 is free now: l2 >= 300 @100 holds, and the container (l2 + 2·108 + 100 <= 1000) caps it at 684.
        // Any value in [300, 684] is optimal, so l2 and everything chained after it are ambiguous.
        let l2 = solver.value(of: lefts[2])
        #expect(l2 >= 300 - 1e-9 && l2 <= 684 + 1e-9)
        #expect(abs(solver.value(of: lefts[3]) - (l2 + 108)) < 1e-9)     // l3 = l2 + w2 + 8
        #expect(abs(solver.value(of: lefts[1]) - 108) < 1e-9)
        #expect(solver.ambiguousVariables(among: lefts) == [lefts[2], lefts[3], lefts[4]])
        // Adding the link back restores the single solution.
        try solver.add(lefts[2], .equal, lefts[1] + widths[1] + 8)
        #expect(abs(solver.value(of: lefts[4]) - 432) < 1e-9)
        #expect(solver.ambiguousVariables(among: lefts).isEmpty)
    }

    /// Twenty constraints mention x, so its mention list is compacted while they are added. Removing x := y + 1
    /// must rebuild every one of them: x ≥ 0 … x ≥ 19 then hold on x alone, and y is free to take its preference.
    /// Before: y + 1 ≥ 19 → y = 18, x = 19. After: y = 0 (its @high preference), x = 19 (x ≥ 19 beats x == 0 @low).
    @Test func removingADefinitionRebuildsEveryMentionEvenAfterCompaction() throws {
        let solver = Solver()
        let y = solver.makeVariable(name: "y"), x = solver.makeVariable(name: "x")
        let link = try solver.add(x, .equal, y + 1)     // x is the newer variable: x := y + 1
        #expect(solver.storage.definitionOfVariable[Int(x.id)] != nil)
        for floor in 0..<20 { try solver.add(x, .greaterThanOrEqual, Double(floor)) }
        try solver.add(y, .equal, 0, priority: .high)
        try solver.add(x, .equal, 0, priority: .low)
        #expect(abs(solver.value(of: y) - 18) < 1e-9)
        try solver.remove(link)
        #expect(abs(solver.value(of: y)) < 1e-9)
        #expect(abs(solver.value(of: x) - 19) < 1e-9)
    }

    @Test func editVariableOnADefinedVariable() throws {
        let solver = Solver()
        let (lefts, widths, _) = try chain(solver, count: 4)
        try solver.addEditVariable(lefts[3], priority: .high)    // l3 = w0 + w1 + w2 + 24: the widths give way
        try solver.suggestValue(lefts[3], 324)
        #expect(abs(solver.value(of: lefts[3]) - 324) < 1e-9)
        let sum = (0..<3).reduce(0.0) { $0 + solver.value(of: widths[$1]) }
        #expect(abs(sum - 300) < 1e-9)
    }

    /// A conflict through a chain lists the links it needs, and breaking the newest keeps the chain.
    @Test func conflictThroughTheChainListsTheLinks() throws {
        let solver = Solver()
        let (lefts, widths, links) = try chain(solver, count: 3)
        let fixedWidths = try [0, 1].map { try solver.add(widths[$0], .equal, 100) }
        let clash = try solver.add(lefts[2], .equal, 500)    // l2 = 0 + 100 + 8 + 100 + 8 = 216
        let conflict = try #require(solver.conflicts.first)
        #expect(conflict.broken == clash)
        #expect(Set(conflict.members) == Set(links + fixedWidths + [clash]))
        #expect(abs(solver.value(of: lefts[2]) - 216) < 1e-9)
    }
}

/// A required equality re-added after removal becomes a definition again even though its variables are in use
/// (Solver+Promotion.swift), unless that would be cyclic or would contradict the constraints already present.
@Suite struct PromotionTests {
    /// Widths aliased in a chain `w_i == w_{i-1}`, each with `w_i == 100 @low`; the container
    /// `l_last + w_last <= 1000` is slack (4 views: 4·100 + 3·8 = 424).
    private func aliasedRow(_ solver: Solver) throws -> (widths: [Variable], aliases: [ConstraintID], last: Variable) {
        var lefts: [Variable] = [], widths: [Variable] = [], aliases: [ConstraintID] = []
        for index in 0..<4 {
            let left = solver.makeVariable(name: "l\(index)"), width = solver.makeVariable(name: "w\(index)")
            if index == 0 {
                try solver.add(left, .equal, 0)
            } else {
                try solver.add(left, .equal, lefts[index - 1] + widths[index - 1] + 8)
                aliases.append(try solver.add(width, .equal, widths[index - 1]))
            }
            try solver.add(width, .equal, 100, priority: .low)
            lefts.append(left)
            widths.append(width)
        }
        try solver.add(lefts[3] + widths[3], .lessThanOrEqual, 1000)
        return (widths, aliases, lefts[3])
    }

    @Test func removedAndReaddedAliasIsADefinitionAgain() throws {
        let solver = Solver()
        let (widths, aliases, last) = try aliasedRow(solver)
        try solver.remove(aliases[1])                                  // w2 == w1 goes; w2, w3 are used meanwhile
        let again = try solver.add(widths[2], .equal, widths[1])
        #expect(solver.record(again.raw)?.definedVariable == widths[2].id)
        // Every w_i == 100 @low expands to w0 == 100 again, so the four preferences share one row.
        let hosts = (0..<solver.storage.records.count).filter { solver.sharedRowTable.hasKey(Int32($0)) }
        #expect(hosts.count == 1)
        // The solution is the fresh one: every width 100, l3 = 3·108 = 324.
        for width in widths { #expect(abs(solver.value(of: width) - 100) < 1e-9) }
        #expect(abs(solver.value(of: last) - 324) < 1e-9)
        #expect(solver.ambiguousVariables(among: widths + [last]).isEmpty)
    }

    /// x == 5 is in the tableau (y == x + 1 uses x); adding x == 6 must not become a definition that silently
    /// breaks x == 5: it conflicts, and the newest member (x == 6) is the one broken, as for any conflict.
    @Test func contradictingEqualityIsNotPromotedButBroken() throws {
        let solver = Solver()
        let x = solver.makeVariable(name: "x"), y = solver.makeVariable(name: "y")
        try solver.add(y, .equal, x + 1)            // y := x + 1 (definition)
        let five = try solver.add(x, .equal, 5)     // x is referenced by a definition: a row, or promoted
        let six = try solver.add(x, .equal, 6)
        let conflict = try #require(solver.conflicts.first)
        #expect(conflict.broken == six)
        #expect(conflict.members.contains(five))
        #expect(abs(solver.value(of: x) - 5) < 1e-9)
        #expect(abs(solver.value(of: y) - 6) < 1e-9)
        // Removing x == 5 lets x == 6 in.
        try solver.remove(five)
        #expect(solver.conflicts.isEmpty)
        #expect(abs(solver.value(of: y) - 7) < 1e-9)
    }

    /// x >= 7 is a row, and x == 0 @low pulls x down to 7. Promoting x == 3 would take x >= 7 out and fail to
    /// put it back, so the promotion is undone and x == 3 goes through the ordinary conflict path: it is the newest
    /// member of {x >= 7, x == 3}, so it is broken, and x stays 7.
    @Test func failedPromotionIsUndone() throws {
        let solver = Solver()
        let x = solver.makeVariable(name: "x")
        let floor = try solver.add(x, .greaterThanOrEqual, 7)
        try solver.add(x, .equal, 0, priority: .low)
        let three = try solver.add(x, .equal, 3)
        let conflict = try #require(solver.conflicts.first)
        #expect(conflict.broken == three)
        #expect(Set(conflict.members) == [floor, three])
        #expect(solver.storage.definitionOfVariable[Int(x.id)] == nil)
        #expect(abs(solver.value(of: x) - 7) < 1e-9)
        try solver.remove(floor)                           // now x == 3 fits and comes back
        #expect(solver.conflicts.isEmpty)
        #expect(abs(solver.value(of: x) - 3) < 1e-9)
    }

    /// a := b + 1 exists; b == a - 1 says the same. Defining b through a would be cyclic, a already has a
    /// definition, so the constraint stays a (redundant) row: no conflict, values unchanged, and removing either
    /// keeps the other in force.
    @Test func cyclicCandidateIsSkipped() throws {
        let solver = Solver()
        let a = solver.makeVariable(name: "a"), b = solver.makeVariable(name: "b")
        let first = try solver.add(a, .equal, b + 1)
        try solver.add(b, .equal, 4, priority: .low)
        let second = try solver.add(b, .equal, a - 1)
        #expect(solver.conflicts.isEmpty)
        #expect(abs(solver.value(of: a) - 5) < 1e-9)
        try solver.remove(first)
        try solver.add(a, .equal, 9, priority: .high)     // a == b + 1 still holds through `second`: b = 8
        #expect(abs(solver.value(of: b) - 8) < 1e-9)
        try solver.remove(second)
        #expect(abs(solver.value(of: b) - 4) < 1e-9)       // now free again: back to its preference
    }
}

/// Identical preferences (after expansion) share one tableau row, counted once per constraint.
@Suite struct SharedRowTests {
    /// a == x and b == x make `a == 0 @250` and `b == 0 @250` the same row `x == 0`, counted twice:
    /// 2·|x| + |x − 10| is least at x = 0 (10 < 20). Removing one share leaves |x| + |x − 10|, flat on [0, 10]:
    /// x becomes ambiguous. Removing the host (the first) must hand the row to the other share.
    @Test func sharesAreCountedAndHandedOver() throws {
        let solver = Solver()
        let x = solver.makeVariable(), a = solver.makeVariable(), b = solver.makeVariable()
        try solver.add(a, .equal, x)
        try solver.add(b, .equal, x)
        let first = try solver.add(a, .equal, 0, priority: .low)
        let second = try solver.add(b, .equal, 0, priority: .low)
        try solver.add(x, .equal, 10, priority: .low)
        #expect(solver.record(second.raw)?.host == first.raw)
        #expect(abs(solver.value(of: x)) < 1e-9)
        #expect(solver.ambiguousVariables(among: [x]).isEmpty)
        try solver.remove(first)
        #expect(solver.ambiguousVariables(among: [x]) == [x])
        let x0 = solver.value(of: x)
        #expect(x0 >= -1e-9 && x0 <= 10 + 1e-9)
        let third = try solver.add(b, .equal, 0, priority: Priority(100))    // a weaker tie-breaker: x = 0
        #expect(abs(solver.value(of: x)) < 1e-9)
        try solver.remove(second)
        try solver.remove(third)
        #expect(abs(solver.value(of: x) - 10) < 1e-9)                        // only x == 10 is left
    }

    /// Shared rows are found by value, so equal constraints must hash alike: `x + (−0) == 0` is `x == 0`.
    @Test func equalConstraintsHashAlike() {
        let a = NormalizedConstraint(variables: [3, 7], coefficients: [1, -2], constant: 0, relation: .equal,
                                     priority: 250)
        let b = NormalizedConstraint(variables: [3, 7], coefficients: [1, -2], constant: -0.0, relation: .equal,
                                     priority: 250)
        let c = NormalizedConstraint(variables: [3, 7], coefficients: [1, -2], constant: 0, relation: .equal,
                                     priority: 251)
        #expect(a == b)
        #expect(a.hashValue == b.hashValue)
        #expect(a != c)
        #expect(Set([a, b, c]).count == 2)
    }
}
