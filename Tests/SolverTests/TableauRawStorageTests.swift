import Testing
@testable import Solver

/// `TableauStorage`, the one owner of the tableau's raw tables: a restore copies them into independent memory or
/// exchanges them whole, and either way every table comes along.
@Suite struct TableauRawStorageTests {
    /// A storage with `symbols` symbols and one row listing them, every table holding something recognisable.
    private func filled(symbols: Int, constant: Double) -> TableauStorage {
        var storage = TableauStorage()
        for s in 0..<symbols {
            storage.kinds.append(s % 2 == 0 ? .external : .slack)
            storage.rowOfSymbol.append(Int32(-1))
            storage.scratchSlot.append(UInt64(s))
            storage.isPendingObjectiveSymbol.append(s == 0)
            storage.trackedSlots.append(Int32(s))
        }
        storage.freeSymbols.append(Int32(symbols))
        storage.basic.append(0)
        storage.constants.append(constant)
        storage.freeRows.append(7)
        storage.trackOfRow.append(-1)
        storage.rowMayHoldZero.append(true)
        storage.pendingObjectiveSymbols.append(0)
        return storage
    }

    private func summary(_ s: borrowing TableauStorage) -> [String] {
        [
            "\(s.kinds.count) \(s.rowOfSymbol.count) \(s.scratchSlot.count) \(s.isPendingObjectiveSymbol.count)",
            "\(s.freeSymbols.count) \(s.basic.count) \(s.constants.count) \(s.freeRows.count)",
            "\(s.trackOfRow.count) \(s.rowMayHoldZero.count) \(s.trackedSlots.count) \(s.pendingObjectiveSymbols.count)",
            s.constants.count > 0 ? "\(s.constants[0])" : "-",
        ]
    }

    @Test func assignCopiesEveryTableIntoItsOwnMemory() {
        let source = filled(symbols: 5, constant: 3)
        var copy = filled(symbols: 1, constant: 9)
        copy.assign(from: source)
        #expect(summary(copy) == summary(source))
        // Writing the copy leaves the source as it was: the memory is not shared.
        copy.constants[0] = 42
        copy.kinds[0] = .dummy
        #expect(source.constants[0] == 3)
        #expect(source.kinds[0] == .external)
    }

    @Test func exchangeSwapsEveryTable() {
        var a = filled(symbols: 4, constant: 1)
        var b = filled(symbols: 2, constant: 2)
        let before = (summary(a), summary(b))
        a.exchange(with: &b)
        #expect(summary(a) == before.1)
        #expect(summary(b) == before.0)
    }

    /// A tableau restored from a copy reads the copy's rows, through `restore(from:)` and `restore(consuming:)`.
    @Test func tableauRestoresGoThroughTheStorage() {
        let tableau = Tableau()
        let x = tableau.makeSymbol(.external)
        let saved = tableau.copy()
        _ = tableau.makeSymbol(.slack)
        #expect(tableau.symbolCount == 2)
        tableau.restore(from: saved)
        #expect(tableau.symbolCount == 1 && tableau.kind(x) == .external)
        _ = tableau.makeSymbol(.error)
        tableau.restore(consuming: saved.copy())
        #expect(tableau.symbolCount == 1)
    }
}
