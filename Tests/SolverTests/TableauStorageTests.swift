import Testing
@testable import Solver

/// The flat storage under the tableau (ListArena.swift): lists that outgrow their room move, a full buffer is
/// compacted, and rows and columns keep pointing at each other's slots through all of it.
@Suite struct TableauStorageTests {
    /// A small deterministic generator (the tests must not depend on the system's random source).
    struct Generator {
        var state: UInt64
        mutating func next(_ bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((state >> 33) % UInt64(bound))
        }
    }

    private func contents(_ arena: ListArena<Int32>, _ list: Int32) -> [Int32] { Array(arena.elements(list)) }

    @Test func arenaListsMatchPlainArraysThroughGrowthAndCompaction() {
        var arena = ListArena<Int32>()
        defer { arena.deallocate() }
        var model: [[Int32]] = []
        var generator = Generator(state: 7)
        var compactions = 0
        for step in 0..<20_000 {
            if model.isEmpty || generator.next(50) == 0 {
                #expect(arena.addList() == Int32(model.count))
                model.append([])
                continue
            }
            let list = generator.next(model.count)
            if !model[list].isEmpty && generator.next(3) == 0 {
                arena.removeLast(from: Int32(list))
                model[list].removeLast()
            } else {
                let before = arena.buffer.capacity
                let slot = arena.append(Int32(step), to: Int32(list))
                if arena.buffer.capacity != before { compactions += 1 }
                #expect(slot == Int32(model[list].count))
                model[list].append(Int32(step))
            }
            // The garbage (room left behind by moved lists) never exceeds what the buffer can hold.
            #expect(arena.liveCapacity <= arena.buffer.count && arena.buffer.count <= arena.buffer.capacity)
        }
        #expect(compactions > 1)
        for list in model.indices {
            #expect(contents(arena, Int32(list)) == model[list])
            #expect(arena.count(Int32(list)) == model[list].count)
        }
    }

    @Test func aListOutgrowingItsRoomKeepsItsSlotsAndLeavesItsNeighboursAlone() {
        var arena = ListArena<Int32>()
        defer { arena.deallocate() }
        let first = arena.addList(), second = arena.addList()
        for value in 0..<4 { arena.append(Int32(value), to: first) }
        arena.append(100, to: second)   // `second` now sits after `first`: `first` cannot grow in place
        let before = arena.elements(first).baseAddress
        for value in 4..<40 { arena.append(Int32(value), to: first) }
        #expect(arena.elements(first).baseAddress != before)
        #expect(contents(arena, first) == (0..<40).map { Int32($0) })
        #expect(contents(arena, second) == [100])
        arena[first, 17] = -17
        #expect(arena[first, 17] == -17)
        arena.reserve(500, in: second)
        #expect(contents(arena, second) == [100])
        #expect(contents(arena, first)[17] == -17)
    }

    /// `removeAll(in:where:)` keeps the other elements in order, like Array's, and leaves other lists alone;
    /// a truncated list keeps its room and takes appends again.
    @Test func filteringAndTruncatingAList() {
        var arena = ListArena<Int32>()
        defer { arena.deallocate() }
        let first = arena.addList(), second = arena.addList()
        var mirror: [Int32] = []
        for value in 0..<30 {
            arena.append(Int32(value), to: first)
            mirror.append(Int32(value))
            arena.append(Int32(-value), to: second)
        }
        arena.removeAll(in: first) { $0 % 3 == 1 }
        mirror.removeAll { $0 % 3 == 1 }
        #expect(contents(arena, first) == mirror)
        #expect(contents(arena, second) == (0..<30).map { Int32(-$0) })
        arena.removeAll(in: second) { _ in true }
        #expect(contents(arena, second).isEmpty)
        let room = arena.elements(first).baseAddress
        arena.truncate(first, to: 2)
        #expect(contents(arena, first) == [0, 2])
        arena.append(99, to: first)
        #expect(contents(arena, first) == [0, 2, 99])
        #expect(arena.elements(first).baseAddress == room)
    }

    /// RawArray's range view, bulk append and truncation (the solver's term store).
    @Test func rawArrayRangesAppendsAndTruncation() {
        var array = RawArray<Int32>()
        defer { array.deallocate() }
        #expect(Array(array[0..<0]).isEmpty)
        array.append(contentsOf: (0..<100).map { Int32($0) })
        #expect(array.count == 100)
        #expect(Array(array[10..<14]) == [10, 11, 12, 13])
        #expect(Array(array[100..<100]).isEmpty)
        array.truncate(to: 12)
        #expect(array.count == 12)
        array.append(contentsOf: [-1, -2])
        #expect(Array(array[10..<14]) == [10, 11, -1, -2])
    }

    @Test func arenaCopiesAreIndependent() {
        var arena = ListArena<Int32>()
        var copy = ListArena<Int32>()
        defer { arena.deallocate(); copy.deallocate() }
        let list = arena.addList()
        for value in 0..<10 { arena.append(Int32(value), to: list) }
        copy.assign(from: arena)
        arena[list, 0] = 99
        arena.append(10, to: list)
        #expect(contents(copy, list) == (0..<10).map { Int32($0) })
        #expect(contents(arena, list) == [99] + (1..<11).map { Int32($0) })
    }

    /// Every cell is in its symbol's column at the slot it records, and the other way round.
    private func checkLinks(_ tableau: Tableau, rows: [Int32]) {
        for row in rows {
            for (slot, cell) in tableau.cells(of: row).enumerated() {
                let entry = tableau.column(of: cell.symbol)[Int(cell.columnSlot)]
                #expect(entry.row == row && entry.cellSlot == Int32(slot))
            }
        }
        for symbol in 0..<Int32(tableau.symbolCount) {
            for (slot, entry) in tableau.column(of: symbol).enumerated() {
                let cell = tableau.cells(of: entry.row)[Int(entry.cellSlot)]
                #expect(cell.symbol == symbol && cell.columnSlot == Int32(slot))
            }
        }
    }

    private func coefficients(_ tableau: Tableau, _ row: Int32) -> [Int32: Double] {
        Dictionary(uniqueKeysWithValues: tableau.cells(of: row).map { ($0.symbol, $0.coefficient) })
    }

    @Test func rowsGrowShrinkAndCombineLikeDictionaries() {
        let tableau = Tableau()
        let symbols = (0..<60).map { _ in tableau.makeSymbol(.slack) }
        let rows = (0..<6).map { _ in tableau.makeRow(basic: -1, constant: 0) }
        var model = [[Int32: Double]](repeating: [:], count: rows.count)
        var generator = Generator(state: 11)
        for _ in 0..<1_000 {   // few enough that doubling rows never overflow
            let index = generator.next(rows.count)
            let symbol = symbols[generator.next(symbols.count)]
            switch generator.next(4) {
            case 0:   // cancel an existing cell
                if let value = model[index][symbol] {
                    tableau.addToRow(rows[index], symbol: symbol, coefficient: -value)
                    model[index][symbol] = nil
                }
            case 1:   // row += 2 · another row
                let other = (index + 1 + generator.next(rows.count - 1)) % rows.count
                tableau.addRow(rows[index], from: rows[other], factor: 2)
                for (key, value) in model[other] {
                    let sum = (model[index][key] ?? 0) + 2 * value
                    model[index][key] = Tolerance.isZero(sum) ? nil : sum
                }
            default:
                let value = Double(1 + generator.next(9))
                tableau.addToRow(rows[index], symbol: symbol, coefficient: value)
                model[index][symbol, default: 0] += value
            }
        }
        for index in rows.indices { #expect(coefficients(tableau, rows[index]) == model[index]) }
        checkLinks(tableau, rows: rows)
    }

    @Test func aDroppedRowIsReusedEmpty() {
        let tableau = Tableau()
        let symbols = (0..<20).map { _ in tableau.makeSymbol(.slack) }
        let kept = tableau.makeRow(basic: -1, constant: 1)
        let dropped = tableau.makeRow(basic: -1, constant: 2)
        for symbol in symbols {
            tableau.insertCell(row: dropped, symbol: symbol, coefficient: 1)
            tableau.insertCell(row: kept, symbol: symbol, coefficient: 3)
        }
        tableau.dropRow(dropped)
        for symbol in symbols { #expect(tableau.columnCount(symbol) == 1) }
        let reused = tableau.makeRow(basic: -1, constant: 5)
        #expect(reused == dropped)
        #expect(tableau.cellCount(reused) == 0 && tableau.constants[Int(reused)] == 5)
        tableau.insertCell(row: reused, symbol: symbols[3], coefficient: 4)
        #expect(coefficients(tableau, reused) == [symbols[3]: 4])
        #expect(tableau.cellCount(kept) == symbols.count)
        checkLinks(tableau, rows: [kept, reused])
    }

    @Test func copyAndRestoreAreIndependentOfLaterChanges() {
        let tableau = Tableau()
        let symbols = (0..<30).map { _ in tableau.makeSymbol(.error) }
        let objective = tableau.makeRow(basic: tableau.makeSymbol(.objective), constant: 0)
        let track = tableau.track(objective)
        let row = tableau.makeRow(basic: -1, constant: 7)
        for (index, symbol) in symbols.enumerated() {
            tableau.insertCell(row: row, symbol: symbol, coefficient: Double(index + 1))
            tableau.addToRow(objective, symbol: symbol, coefficient: 1)
        }
        let original = coefficients(tableau, row)
        let saved = tableau.copy()
        // Change everything the copy holds: cells, columns, tracked slots, new symbols and rows.
        tableau.removeSymbolEverywhere(symbols[0])
        tableau.addRow(objective, from: row, factor: -1)
        let extra = tableau.makeSymbol(.slack)
        let other = tableau.makeRow(basic: -1, constant: 1)
        for _ in 0..<100 { tableau.addToRow(other, symbol: extra, coefficient: 1) }
        #expect(coefficients(saved, row) == original)
        #expect(saved.trackedCoefficient(track, symbols[0]) == 1)
        #expect(saved.symbolCount == symbols.count + 1)

        let again = tableau.copy()
        tableau.restore(from: saved)
        #expect(coefficients(tableau, row) == original)
        #expect(tableau.trackedCoefficient(track, symbols[5]) == 1)
        #expect(tableau.symbolCount == symbols.count + 1)
        checkLinks(tableau, rows: [objective, row])
        // The copy taken before restoring still has the changed state.
        #expect(again.coefficient(of: symbols[0], in: row) == 0)
        #expect(again.cellCount(other) == 1)

        tableau.restore(consuming: again)
        #expect(tableau.coefficient(of: symbols[0], in: row) == 0)
        #expect(tableau.coefficient(of: extra, in: other) == 100)
        checkLinks(tableau, rows: [objective, row, other])
    }
}
