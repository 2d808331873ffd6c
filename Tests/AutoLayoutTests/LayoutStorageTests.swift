import Solver
import Testing
@testable import AutoLayout

/// The hashed containers of a layout pass (Sources/AutoLayout/Storage/), each checked against what the standard
/// library's Dictionary or Set would give.
@Suite struct LayoutStorageTests {
    /// Lookups find every inserted key through growth (64 slots at first) and a bulk reserve, and miss others;
    /// `removeAll` forgets every key.
    @Test func identityTableMatchesDictionary() {
        let objects = (0..<200).map { _ in View() }
        var table = IdentityTable<Int>()
        for (index, object) in objects.enumerated() where index < 100 {
            table.insertNew(index, for: ObjectIdentifier(object))
        }
        table.reserveCapacity(200)
        for (index, object) in objects.enumerated() where index >= 100 {
            table.insertNew(index, for: ObjectIdentifier(object))
        }
        for (index, object) in objects.enumerated() { #expect(table[ObjectIdentifier(object)] == index) }
        let stranger = View()
        #expect(table[ObjectIdentifier(stranger)] == nil)
        table.removeAll()
        #expect(objects.allSatisfy { table[ObjectIdentifier($0)] == nil })
    }

    /// Values are replaced and removed by key, as in a Dictionary.
    @Test func objectTableSetsAndForgets() {
        let (a, b) = (View(), View())
        var table = ObjectTable<String>()
        #expect(table.isEmpty)
        table[ObjectIdentifier(a)] = "a"
        table[ObjectIdentifier(b)] = "b"
        table[ObjectIdentifier(a)] = "a2"
        #expect(table[ObjectIdentifier(a)] == "a2" && table[ObjectIdentifier(b)] == "b")
        table[ObjectIdentifier(a)] = nil
        #expect(table[ObjectIdentifier(a)] == nil && !table.isEmpty)
    }

    /// Rows of one term (inline, so the lists table may go).
    private func rows(_ count: Int) -> [SolverRow] {
        let solver = Solver()
        let x = solver.makeVariable()
        return (0..<count).map {
            SolverRow(LinearExpression(x) + Double($0), .equal, priority: 1000, breakRank: 0,
                      longLists: LongTermLists())
        }
    }

    private func longExpression(_ solver: Solver, terms: Int) -> LinearExpression {
        var expression = LinearExpression()
        for index in 0..<terms { expression.add(solver.makeVariable(), Double(index + 1)) }
        return expression
    }

    /// Long rows with equal terms share one list (so they compare equal), other terms get another, and the
    /// lists go with their table: nothing is kept for the life of the process.
    @Test func longTermListsAreSharedWithinATableAndFreedWithIt() {
        let solver = Solver()
        let long = longExpression(solver, terms: RowTerms.inlineCapacity + 2)
        weak var weakList: LongTermList?
        do {
            let lists = LongTermLists()
            let a = SolverRow(long, .equal, priority: 1000, breakRank: 0, longLists: lists)
            let b = SolverRow(long + 3, .equal, priority: 1000, breakRank: 0, longLists: lists)
            let other = SolverRow(longExpression(solver, terms: 7), .equal, priority: 1000, breakRank: 0,
                                  longLists: lists)
            withExtendedLifetime(lists) {
                #expect(a.terms == b.terms)
                #expect(a.terms != other.terms)
                #expect(Array(a.terms) == Array(b.terms))
                #expect(a.terms.count == RowTerms.inlineCapacity + 2)
            }
            #expect(lists.count == 2)
            weakList = lists.list(of: Array(a.terms)).takeUnretainedValue()
            #expect(weakList != nil)
        }
        #expect(weakList == nil, "the table's lists are released with it")
    }

    /// Rows come out once each, in first-seen order, through the table's growth (16 slots at first).
    @Test func distinctRowsKeepFirstSeenOrderWithoutRepeats() {
        let distinct = rows(100)
        var table = DistinctRows(capacity: 4)
        for row in distinct + distinct.reversed() + distinct { table.insert(row) }
        #expect(table.rows == distinct)
    }

    /// Every inserted hash may be contained; with eight bits per hash, most others are ruled out.
    @Test func hashFilterHasNoFalseNegatives() {
        let hashes: [Int] = (0..<500).map { $0 &* 0x9E37_79B9 }
        let filter = HashFilter(hashes)
        #expect(hashes.allSatisfy(filter.mayContain))
        let others: [Int] = (500..<5_500).map { $0 &* 0x9E37_79B9 }
        let falsePositives = others.filter(filter.mayContain).count
        // One bit in eight is set at most, so at most about an eighth of the others can pass; allow a quarter.
        #expect(falsePositives < others.count / 4)
    }
}
