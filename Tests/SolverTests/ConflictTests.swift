import Testing
@testable import Solver

/// Unsatisfiable required constraints: minimal conflicting sets, the breaking rule, and consistency afterwards.
@Suite struct ConflictTests {
    /// x == 10, y == x + 5, y == 20 conflict as a whole; z >= 0 is unrelated and must not be listed.
    @Test func conflictListsOnlyTheMembersNeeded() throws {
        let solver = Solver()
        let x = solver.makeVariable(), y = solver.makeVariable(), z = solver.makeVariable()
        let a = try solver.add(x, .equal, 10)
        let b = try solver.add(y, .equal, x + 5)
        let unrelated = try solver.add(z, .greaterThanOrEqual, 0)
        let c = try solver.add(y, .equal, 20)
        #expect(solver.conflicts == [Conflict(members: [a, b, c], broken: c)])
        #expect(!solver.conflicts[0].members.contains(unrelated))
        #expect(abs(solver.value(of: y) - 15) < 1e-9)
    }

    /// A conflict larger than the deletion filter's limit keeps the simplex's certificate: a chain x_{i+1} ≥ x_i + 1
    /// of 300 links from x_0 ≥ 0 cannot end at x_300 ≤ 10, and every link is needed (dropping any one lets the
    /// chain fit), so the set is all 302 constraints, with the newest (the cap) broken; the unrelated z is not in it.
    @Test func aLargeConflictKeepsItsIrreducibleCertificate() throws {
        let solver = Solver()
        let z = solver.makeVariable()
        let unrelated = try solver.add(z, .greaterThanOrEqual, 0)
        let xs = (0...300).map { _ in solver.makeVariable() }
        var chain = [try solver.add(xs[0], .greaterThanOrEqual, 0)]
        for i in 0..<300 { chain.append(try solver.add(xs[i + 1], .greaterThanOrEqual, xs[i] + 1)) }
        let cap = try solver.add(xs[300], .lessThanOrEqual, 10)
        #expect(chain.count + 1 > Solver.deletionFilterLimit)
        #expect(solver.conflicts.count == 1)
        #expect(solver.conflicts.first?.broken == cap)
        #expect(Set(solver.conflicts.first?.members ?? []) == Set(chain + [cap]))
        #expect(!(solver.conflicts.first?.members.contains(unrelated) ?? true))
    }

    /// Inequalities conflict too: x >= 10 and x <= 5 (through y = x).
    @Test func inequalityConflictIsFound() throws {
        let solver = Solver()
        let x = solver.makeVariable(), y = solver.makeVariable()
        let lower = try solver.add(x, .greaterThanOrEqual, 10)
        let alias = try solver.add(y, .equal, x)
        let upper = try solver.add(y, .lessThanOrEqual, 5)
        #expect(solver.conflicts == [Conflict(members: [lower, alias, upper], broken: upper)])
        #expect(solver.value(of: x) >= 10 - 1e-9)
    }

    /// The breaking rule: highest breakRank first, whatever the order of adds; an earlier constraint is broken
    /// (removed from the tableau) when it ranks higher, and the new one takes its place.
    @Test func highestBreakRankIsBrokenEvenWhenItCameFirst() throws {
        let solver = Solver()
        let x = solver.makeVariable()
        let user = try solver.add(x, .equal, 40, breakRank: 1)      // a "user" constraint
        let system = try solver.add(x, .equal, 0, breakRank: 0)     // a "system" constraint added later
        #expect(solver.isBroken(user))
        #expect(!solver.isBroken(system))
        #expect(abs(solver.value(of: x)) < 1e-9)
    }

    /// A broken constraint comes back when the constraint it conflicted with is removed; a non-required
    /// preference then yields to it as it should.
    @Test func removalUnbreaksAndLaterEditsStayConsistent() throws {
        let solver = Solver()
        let width = solver.makeVariable(), left = solver.makeVariable()
        let pin = try solver.add(width, .equal, 100)
        let clash = try solver.add(width, .equal, 120)
        try solver.add(left, .equal, width * 0.5)
        try solver.addEditVariable(width, priority: .high)
        try solver.suggestValue(width, 300)
        #expect(solver.isBroken(clash))
        #expect(abs(solver.value(of: width) - 100) < 1e-9)   // required pin beats the edit
        try solver.remove(pin)
        #expect(!solver.isBroken(clash))
        #expect(solver.conflicts.isEmpty)
        #expect(abs(solver.value(of: width) - 120) < 1e-9)
        #expect(abs(solver.value(of: left) - 60) < 1e-9)
        try solver.remove(clash)
        #expect(abs(solver.value(of: width) - 300) < 1e-9)    // now only the edit decides
        try solver.suggestValue(width, 10)
        #expect(abs(solver.value(of: left) - 5) < 1e-9)
    }

    /// Several conflicts at once are each reported with their own broken member.
    @Test func independentConflictsAreReportedSeparately() throws {
        let solver = Solver()
        let x = solver.makeVariable(), y = solver.makeVariable()
        let x1 = try solver.add(x, .equal, 1)
        let y1 = try solver.add(y, .equal, 1)
        let x2 = try solver.add(x, .equal, 2)
        let y2 = try solver.add(y, .equal, 2)
        #expect(solver.conflicts == [Conflict(members: [x1, x2], broken: x2), Conflict(members: [y1, y2], broken: y2)])
    }

    /// Random required systems: every reported conflict is infeasible exactly, each member is needed (dropping it
    /// makes the rest feasible, checked by the exact LP), and the constraints left unbroken hold.
    @Test func randomConflictsAreMinimalAndTheRestHolds() throws {
        var random = SplitMix64(state: 99)
        var conflictsSeen = 0
        for index in 0..<250 {
            let system = ReferenceSystem.randomConflicting(&random)
            let solver = Solver()
            let variables = (0..<system.variableCount).map { _ in solver.makeVariable() }
            var ids: [ConstraintID: Int] = [:]
            for (position, constraint) in system.constraints.enumerated() {
                let terms = zip(variables, constraint.coefficients).map { Term($0.0, Double($0.1)) }
                guard let id = try? solver.add(Expression(terms: terms, constant: Double(constraint.constant)),
                                               constraint.relation, Expression()) else { continue }
                ids[id] = position
            }
            let values = variables.map { solver.value(of: $0) }
            for (id, position) in ids where !solver.isBroken(id) {
                #expect(system.constraints[position].error(values) < 1e-7, "case \(index): unbroken violated")
            }
            let unbroken = ids.filter { !solver.isBroken($0.key) }.map { system.constraints[$0.value] }
            #expect(try ReferenceSystem.isFeasible(unbroken, variableCount: system.variableCount))
            for conflict in solver.conflicts {
                conflictsSeen += 1
                let members = conflict.members.compactMap { ids[$0] }.map { system.constraints[$0] }
                #expect(members.count == conflict.members.count)
                #expect(conflict.members.contains(conflict.broken))
                #expect(try !ReferenceSystem.isFeasible(members, variableCount: system.variableCount),
                        "case \(index): conflict is satisfiable")
                for dropped in members.indices {
                    var rest = members
                    rest.remove(at: dropped)
                    #expect(try ReferenceSystem.isFeasible(rest, variableCount: system.variableCount),
                            "case \(index): member \(dropped) is not needed")
                }
            }
        }
        #expect(conflictsSeen > 50)
    }
}
