import Testing
@testable import Solver

/// `addPreference`: one row whose excess and shortfall count at their own priorities must behave as the pair
/// `lhs <= rhs @excess` and `lhs >= rhs @shortfall` it stands for (Auto Layout's hugging and compression
/// resistance). Each test derives the values by hand; the random one compares with the pair form.
@Suite struct PreferenceTests {
    /// Two widths share 100 pt (a + b == 100). a prefers 80 and b prefers 60, both with compression resistance
    /// 750 (hugging 250 and 251). Both cannot be met (140 > 100): at level 750 the shortfall (80 − a) + (60 − b)
    /// is 40 for every split with a ≤ 80 and b ≤ 60, and the hugging levels cost nothing there, so a may be
    /// anything in [40, 80]: ambiguous, UIKit's equal-compression contest. With b's compression resistance raised
    /// to 751, b = 60 is met first, then a = 40.
    @Test func compressionLevelsDecideAContest() throws {
        let solver = Solver()
        let a = solver.makeVariable(name: "a"), b = solver.makeVariable(name: "b")
        try solver.add(a + b, .equal, 100)
        try solver.addPreference(Expression(a), equalTo: Expression(constant: 80), excessPriority: Priority(250),
                                 shortfallPriority: Priority(750))
        let bWish = try solver.addPreference(Expression(b), equalTo: Expression(constant: 60),
                                             excessPriority: Priority(251), shortfallPriority: Priority(750))
        #expect(solver.ambiguousVariables(among: [a]) == [a])
        try solver.remove(bWish)
        try solver.addPreference(Expression(b), equalTo: Expression(constant: 60), excessPriority: Priority(251),
                                 shortfallPriority: Priority(751))
        #expect(abs(solver.value(of: b) - 60) < 1e-9)
        #expect(abs(solver.value(of: a) - 40) < 1e-9)
    }

    /// x ≤ 50 is required and x prefers 80: falling short costs at 750, so x = 50 (as high as it may). Moving the
    /// preferred value to 30 (constant shift of +50 on x − 80) leaves room: x = 30. Removing it leaves x free
    /// below 50 (no other constraint), which the solver reports as ambiguous.
    @Test func shiftAndRemove() throws {
        let solver = Solver()
        let x = solver.makeVariable(name: "x")
        try solver.add(x, .lessThanOrEqual, 50)
        let wish = try solver.addPreference(Expression(x), equalTo: Expression(constant: 80),
                                            excessPriority: Priority(250), shortfallPriority: Priority(750))
        #expect(abs(solver.value(of: x) - 50) < 1e-9)
        try solver.shiftConstant(of: wish, by: 50)
        #expect(abs(solver.value(of: x) - 30) < 1e-9)
        try solver.remove(wish)
        #expect(solver.ambiguousVariables(among: [x]) == [x])
    }

    @Test func requiredSidesAreRefused() {
        let solver = Solver()
        let x = solver.makeVariable(name: "x")
        #expect(throws: SolverError.self) {
            try solver.addPreference(Expression(x), equalTo: Expression(constant: 1), excessPriority: .required,
                                     shortfallPriority: Priority(750))
        }
        #expect(throws: SolverError.self) {
            try solver.addPreference(Expression(x), equalTo: Expression(constant: 1), excessPriority: Priority(250),
                                     shortfallPriority: Priority(0))
        }
    }

    /// Random rows of widths in a container: every width the pair form determines must come out the same from
    /// the preference form (the two have the same optimal face; ties may pick other points of it).
    @Test func randomSystemsMatchThePairForm() throws {
        var random = SplitMix64(state: 0x5EED_1234)
        let priorities: [Double] = [250, 251, 500, 749, 750, 751]
        for _ in 0..<300 {
            let count = random.int(1...5)
            let container = Double(random.int(50...400))
            var wishes: [(value: Double, excess: Double, shortfall: Double)] = []
            for _ in 0..<count {
                wishes.append((Double(random.int(0...200)), priorities[random.int(0...priorities.count - 1)],
                               priorities[random.int(0...priorities.count - 1)]))
            }
            func solve(preferences: Bool) throws -> (Solver, [Variable]) {
                let solver = Solver()
                let widths = (0..<count).map { solver.makeVariable(name: "w\($0)") }
                var total = Expression()
                for width in widths {
                    try solver.add(width, .greaterThanOrEqual, 0)
                    total = total + width
                }
                try solver.add(total, .lessThanOrEqual, Expression(constant: container))
                for (width, wish) in zip(widths, wishes) {
                    if preferences {
                        try solver.addPreference(Expression(width), equalTo: Expression(constant: wish.value),
                                                 excessPriority: Priority(wish.excess),
                                                 shortfallPriority: Priority(wish.shortfall))
                    } else {
                        try solver.add(width, .lessThanOrEqual, wish.value, priority: Priority(wish.excess))
                        try solver.add(width, .greaterThanOrEqual, wish.value, priority: Priority(wish.shortfall))
                    }
                }
                return (solver, widths)
            }
            let (pairs, pairWidths) = try solve(preferences: false)
            let (merged, mergedWidths) = try solve(preferences: true)
            let free = Set(pairs.ambiguousVariables(among: pairWidths).map(\.id))
            #expect(Set(merged.ambiguousVariables(among: mergedWidths).map(\.id)) == free)
            for (p, m) in zip(pairWidths, mergedWidths) where !free.contains(p.id) {
                #expect(abs(pairs.value(of: p) - merged.value(of: m)) < 1e-7, "\(wishes) in \(container)")
            }
        }
    }
}
