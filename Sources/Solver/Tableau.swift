/// What a tableau symbol stands for.
enum SymbolKind: UInt8 {
    /// A user variable: unrestricted in sign.
    case external
    /// The slack of an inequality: ≥ 0.
    case slack
    /// One side of a non-required constraint's error: ≥ 0, and counted in its priority level's objective.
    case error
    /// The marker of a required equality: fixed at 0, never enters the basis.
    case dummy
    /// The basic symbol of an objective row (one per priority level, plus the artificial one).
    case objective
}

/// One nonzero coefficient of a row. `columnSlot` is where the matching entry sits in the symbol's column list,
/// so removing a cell is O(1).
struct Cell {
    var symbol: Int32
    var columnSlot: Int32
    var coefficient: Double
}

/// One entry of a column: the row holding the symbol and the cell's position in that row.
struct ColumnEntry {
    var row: Int32
    var cellSlot: Int32
}

/// A sparse simplex tableau in the Cassowary style.
///
/// Each row `r` reads `basic[r] = constants[r] + Σ cells`. Symbols are dense `Int32` ids; every symbol keeps the
/// list of rows that mention it (its column), which lets a pivot or an edit touch only the rows involved instead of
/// scanning the whole tableau as kiwi does. Rows and columns point at each other's slots, so inserting and
/// deleting a coefficient are both O(1) (swap-remove).
///
/// The cells of all rows live in one buffer, and so do the entries of all columns (`ListArena`): no allocation
/// per row or column, no reference counting and no copy-on-write check per cell.
///
/// Exclusivity checks are off for its storage: every access is confined to one solver, which is not thread-safe
/// anyway, and the dynamic checks cost more than the arithmetic in the pivot loops.
final class Tableau {
    /// Every raw table (TableauStorage.swift), freed with the tableau.
    ///
    /// Per symbol: `kinds`; `rowOfSymbol`, the row in which the symbol is basic, or -1; `columnLists`, column `s`
    /// being the rows that mention symbol `s`; `scratchSlot`, the cell slot of a symbol in the row being combined,
    /// as `stamp << 32 | slot` (an entry whose stamp is not `scratchStamp` is unset, so the scratch needs no
    /// clearing after a combination); `freeSymbols`.
    ///
    /// Per row: `basic`, `constants`; `rowLists`, row `r` being its cells; `freeRows`; `trackOfRow`, its track
    /// number or -1; `rowMayHoldZero`, whether scaling may have left a cell at zero (addRow then drops it, as it
    /// drops cancelled ones).
    ///
    /// Objective rows whose cells can be looked up by symbol in O(1): `trackedSlots[t * trackStride + symbol]` is
    /// the cell slot of `symbol` in tracked row `trackedRows[t]`, or -1. Used for the priority levels' reduced
    /// costs. Every track has `trackStride` (≥ the symbol count) entries, all -1 beyond the symbols in use.
    ///
    /// `pendingObjectiveSymbols`: symbols whose coefficient in some objective row changed since the optimizer last
    /// looked at them. Only they can have become entering candidates, so the optimizer never rescans whole
    /// objective rows. `takenObjectiveSymbols` is empty between optimisations (see `takePendingObjectiveSymbols`);
    /// `isPendingObjectiveSymbol` marks the pending ones.
    @exclusivity(unchecked) private var storage = TableauStorage()
    @exclusivity(unchecked) private var scratchStamp: UInt64 = 0
    /// How many symbols every per-symbol table has room for (0 after a restore: `growSymbolTables` recomputes it).
    @exclusivity(unchecked) private var symbolRoom = 0
    @exclusivity(unchecked) private(set) var trackedRows: [Int32] = []
    @exclusivity(unchecked) private var trackStride = 0

    /// Read access for the solver (the tables alias the storage's memory: a row's constant can be written
    /// through `constants`).
    @inline(__always) var kinds: RawArray<SymbolKind> { storage.kinds }
    @inline(__always) var rowOfSymbol: RawArray<Int32> { storage.rowOfSymbol }
    @inline(__always) var basic: RawArray<Int32> { storage.basic }
    @inline(__always) var constants: RawArray<Double> { storage.constants }
    @inline(__always) var pendingObjectiveSymbols: RawArray<Int32> { storage.pendingObjectiveSymbols }

    init() {}

    /// An independent copy.
    func copy() -> Tableau {
        let copy = Tableau()
        copy.restore(from: self)
        return copy
    }

    /// Makes this tableau equal to `saved` (a `copy()` taken earlier). The raw buffers are copied (reusing this
    /// tableau's memory when it is large enough); the few Swift arrays are shared until either side changes them.
    func restore(from saved: Tableau) {
        symbolRoom = 0
        storage.assign(from: saved.storage)
        scratchStamp = Swift.max(scratchStamp, saved.scratchStamp)
        trackedRows = saved.trackedRows
        trackStride = saved.trackStride
    }

    /// Makes this tableau equal to `saved` (a `copy()` taken earlier) by exchanging their storage, without copying
    /// anything; `saved` is left holding this tableau's former state and should be dropped.
    func restore(consuming saved: Tableau) {
        symbolRoom = 0
        storage.exchange(with: &saved.storage)
        scratchStamp = Swift.max(scratchStamp, saved.scratchStamp)
        swap(&trackedRows, &saved.trackedRows)
        swap(&trackStride, &saved.trackStride)
    }

    // MARK: Reading rows and columns

    /// The cells of a row. The buffer is valid until the tableau changes (do not hold it across a mutation).
    @inline(__always) func cells(of row: Int32) -> UnsafeBufferPointer<Cell> {
        UnsafeBufferPointer(storage.rowLists.elements(row))
    }

    /// The rows that mention a symbol. The buffer is valid until the tableau changes.
    @inline(__always) func column(of symbol: Int32) -> UnsafeBufferPointer<ColumnEntry> {
        UnsafeBufferPointer(storage.columnLists.elements(symbol))
    }

    /// The number of rows that mention a symbol.
    @inline(__always) func columnCount(_ symbol: Int32) -> Int { storage.columnLists.count(symbol) }

    /// The room all rows hold for cells (what the tableau's memory grows with).
    var storedCellCount: Int { storage.rowLists.liveCapacity }

    /// The number of cells of a row.
    @inline(__always) func cellCount(_ row: Int32) -> Int { storage.rowLists.count(row) }

    /// The coefficient of the cell a column entry points at.
    @inline(__always) func coefficient(at entry: ColumnEntry) -> Double {
        storage.rowLists[entry.row, entry.cellSlot].coefficient
    }

    // MARK: Symbols

    func makeSymbol(_ kind: SymbolKind) -> Int32 {
        if kind != .external, storage.freeSymbols.count > 0 {
            let reused = storage.freeSymbols[storage.freeSymbols.count - 1]
            storage.freeSymbols.removeLast()
            storage.kinds[Int(reused)] = kind
            return reused
        }
        let id = Int32(storage.kinds.count)
        if storage.kinds.count >= symbolRoom { growSymbolTables() }
        storage.kinds.appendInRoom(kind)
        storage.rowOfSymbol.appendInRoom(-1)
        storage.columnLists.addListInRoom()
        storage.scratchSlot.appendInRoom(0)
        storage.isPendingObjectiveSymbol.appendInRoom(false)
        if Int(id) >= trackStride { widenTracks() }
        return id
    }

    /// Gives every per-symbol table room for twice the symbols (one capacity check per new symbol instead of
    /// one per table), and notes the room they all have.
    private func growSymbolTables() {
        let room = Swift.max(64, 2 * storage.kinds.count)
        storage.kinds.reserve(room)
        storage.rowOfSymbol.reserve(room)
        storage.columnLists.reserveLists(room)
        storage.scratchSlot.reserve(room)
        storage.isPendingObjectiveSymbol.reserve(room)
        symbolRoom = Swift.min(storage.kinds.capacity, storage.rowOfSymbol.capacity, storage.columnLists.listRoom, storage.scratchSlot.capacity,
                               storage.isPendingObjectiveSymbol.capacity)
    }

    /// Returns a symbol that no row mentions any more to the pool.
    func releaseSymbol(_ symbol: Int32) {
        removeSymbolEverywhere(symbol)
        if storage.rowOfSymbol[Int(symbol)] >= 0 { dropRow(storage.rowOfSymbol[Int(symbol)]) }
        storage.freeSymbols.append(symbol)
    }

    @inline(__always) func kind(_ symbol: Int32) -> SymbolKind { storage.kinds[Int(symbol)] }
    @inline(__always) func isBasic(_ symbol: Int32) -> Bool { storage.rowOfSymbol[Int(symbol)] >= 0 }
    @inline(__always) func row(of symbol: Int32) -> Int32 { storage.rowOfSymbol[Int(symbol)] }
    var symbolCount: Int { storage.kinds.count }

    /// Rows with a restricted (sign-constrained) basic symbol limit how far a pivot may go.
    @inline(__always) func isRestrictedRow(_ row: Int32) -> Bool {
        let kind = storage.kinds[Int(storage.basic[Int(row)])]
        return kind == .slack || kind == .error
    }

    /// Whether a sign-restricted row other than `row` mentions `symbol`.
    func restrictedRowMentions(_ symbol: Int32, besides row: Int32) -> Bool {
        for entry in storage.columnLists.elements(symbol) where entry.row != row && isRestrictedRow(entry.row) {
            return true
        }
        return false
    }

    @inline(__always) func isObjectiveRow(_ row: Int32) -> Bool {
        let symbol = storage.basic[Int(row)]
        return symbol >= 0 && storage.kinds[Int(symbol)] == .objective
    }

    @inline(__always) private func noteObjectiveChange(_ row: Int32, _ symbol: Int32) {
        guard isObjectiveRow(row), !storage.isPendingObjectiveSymbol[Int(symbol)] else { return }
        storage.isPendingObjectiveSymbol[Int(symbol)] = true
        storage.pendingObjectiveSymbols.append(symbol)
    }

    /// Hands the pending symbols to `body` and clears the list. The list and a spare swap places: taking a copy
    /// made clearing the list reallocate it on every optimisation.
    func takePendingObjectiveSymbols(_ body: (Int32) -> Void) {
        swap(&storage.pendingObjectiveSymbols, &storage.takenObjectiveSymbols)
        let count = storage.takenObjectiveSymbols.count
        for index in 0..<count { storage.isPendingObjectiveSymbol[Int(storage.takenObjectiveSymbols[index])] = false }
        for index in 0..<count { body(storage.takenObjectiveSymbols[index]) }
        storage.takenObjectiveSymbols.removeAll()
    }

    /// Puts symbols back on the pending list (candidates the optimizer did not use yet).
    func markObjectiveSymbolsPending(_ symbols: [Int32]) {
        for symbol in symbols where !storage.isPendingObjectiveSymbol[Int(symbol)] {
            storage.isPendingObjectiveSymbol[Int(symbol)] = true
            storage.pendingObjectiveSymbols.append(symbol)
        }
    }

    /// Starts O(1) lookups in an objective row; returns its track number.
    func track(_ row: Int32) -> Int {
        let track = trackedRows.count
        trackedRows.append(row)
        storage.trackOfRow[Int(row)] = Int32(track)
        if trackStride < storage.kinds.count { widenTracks() }
        // The table grows geometrically (a new level used to copy every track); a first room of eight tracks.
        if storage.trackedSlots.capacity == 0 { storage.trackedSlots.reserve(8 * trackStride) }
        storage.trackedSlots.append(repeating: -1, count: trackStride)
        for (index, cell) in storage.rowLists.elements(row).enumerated() {
            storage.trackedSlots[track * trackStride + Int(cell.symbol)] = Int32(index)
        }
        return track
    }

    /// Doubles the room of every track for symbols (new symbols are in no row: -1).
    private func widenTracks() {
        let stride = Swift.max(64, 2 * trackStride, storage.kinds.count)
        let tracks = trackStride == 0 ? 0 : storage.trackedSlots.count / trackStride
        let widened = RawArray<Int32>(repeating: -1, count: tracks * stride)
        for track in 0..<tracks {
            (widened.base.unsafelyUnwrapped + track * stride).update(
                from: storage.trackedSlots.base.unsafelyUnwrapped + track * trackStride, count: trackStride)
        }
        storage.trackedSlots.deallocate()
        storage.trackedSlots = widened
        trackStride = stride
    }

    /// The coefficient of `symbol` in tracked row number `track`.
    @inline(__always) func trackedCoefficient(_ track: Int, _ symbol: Int32) -> Double {
        let slot = storage.trackedSlots[track * trackStride + Int(symbol)]
        return slot >= 0 ? storage.rowLists[trackedRows[track], slot].coefficient : 0
    }

    @inline(__always) private func noteSlot(row: Int32, symbol: Int32, slot: Int32) {
        let track = storage.trackOfRow[Int(row)]
        if track >= 0 { storage.trackedSlots[Int(track) * trackStride + Int(symbol)] = slot }
    }

    // MARK: Rows

    /// A new row with the given basic symbol (or -1 while it is being built).
    func makeRow(basic symbol: Int32, constant: Double) -> Int32 {
        let row: Int32
        if storage.freeRows.count > 0 {
            let reused = storage.freeRows[storage.freeRows.count - 1]
            storage.freeRows.removeLast()
            row = reused
            storage.basic[Int(row)] = symbol
            storage.constants[Int(row)] = constant
        } else {
            row = Int32(storage.basic.count)
            storage.basic.append(symbol)
            storage.constants.append(constant)
            storage.rowLists.addList()
            storage.trackOfRow.append(-1)
            storage.rowMayHoldZero.append(false)
        }
        storage.trackOfRow[Int(row)] = -1
        storage.rowMayHoldZero[Int(row)] = false
        if symbol >= 0 { storage.rowOfSymbol[Int(symbol)] = row }
        return row
    }

    func reserveCells(_ row: Int32, _ capacity: Int) { storage.rowLists.reserve(capacity, in: row) }

    func setBasic(_ row: Int32, _ symbol: Int32) {
        let old = storage.basic[Int(row)]
        if old >= 0, storage.rowOfSymbol[Int(old)] == row { storage.rowOfSymbol[Int(old)] = -1 }
        storage.basic[Int(row)] = symbol
        if symbol >= 0 { storage.rowOfSymbol[Int(symbol)] = row }
    }

    /// Deletes a row and all its cells.
    func dropRow(_ row: Int32) {
        while true {
            let count = storage.rowLists.count(row)
            if count == 0 { break }
            removeCell(row: row, slot: Int32(count - 1))
        }
        setBasic(row, -1)
        storage.constants[Int(row)] = 0
        storage.freeRows.append(row)
    }

    func coefficient(of symbol: Int32, in row: Int32) -> Double {
        guard let slot = cellSlot(of: symbol, in: row) else { return 0 }
        return storage.rowLists[row, slot].coefficient
    }

    /// Where `symbol`'s cell sits in `row`, if the row mentions it.
    private func cellSlot(of symbol: Int32, in row: Int32) -> Int32? {
        for entry in storage.columnLists.elements(symbol) where entry.row == row { return entry.cellSlot }
        return nil
    }

    // MARK: Cells

    @inline(__always) func insertCell(row: Int32, symbol: Int32, coefficient: Double) {
        let columnSlot = Int32(storage.columnLists.count(symbol))
        let cellSlot = storage.rowLists.append(Cell(symbol: symbol, columnSlot: columnSlot, coefficient: coefficient), to: row)
        storage.columnLists.append(ColumnEntry(row: row, cellSlot: cellSlot), to: symbol)
        noteSlot(row: row, symbol: symbol, slot: cellSlot)
    }

    @inline(__always) func removeCell(row: Int32, slot: Int32) {
        let cell = storage.rowLists[row, slot]
        let symbol = cell.symbol
        // Column side: move the last entry into the hole.
        let lastColumn = Int32(storage.columnLists.count(symbol) - 1)
        if cell.columnSlot != lastColumn {
            let moved = storage.columnLists[symbol, lastColumn]
            storage.columnLists[symbol, cell.columnSlot] = moved
            storage.rowLists[moved.row, moved.cellSlot].columnSlot = cell.columnSlot
        }
        storage.columnLists.removeLast(from: symbol)
        // Row side: the same.
        let lastCell = Int32(storage.rowLists.count(row) - 1)
        if slot != lastCell {
            let moved = storage.rowLists[row, lastCell]
            storage.rowLists[row, slot] = moved
            storage.columnLists[moved.symbol, moved.columnSlot].cellSlot = slot
            noteSlot(row: row, symbol: moved.symbol, slot: slot)
        }
        storage.rowLists.removeLast(from: row)
        noteSlot(row: row, symbol: cell.symbol, slot: -1)
    }

    /// Adds `coefficient·symbol` to a row, merging with an existing cell and dropping it when it cancels.
    func addToRow(_ row: Int32, symbol: Int32, coefficient: Double) {
        noteObjectiveChange(row, symbol)
        if let slot = cellSlot(of: symbol, in: row) {
            let updated = storage.rowLists[row, slot].coefficient + coefficient
            if Tolerance.isZero(updated) {
                removeCell(row: row, slot: slot)
            } else {
                storage.rowLists[row, slot].coefficient = updated
            }
            return
        }
        if !Tolerance.isZero(coefficient) { insertCell(row: row, symbol: symbol, coefficient: coefficient) }
    }

    /// `target += factor · symbol`, with a basic symbol replaced by its row (so the target stays written over
    /// nonbasic symbols only).
    func addSymbol(_ symbol: Int32, times factor: Double, into target: Int32) {
        let row = storage.rowOfSymbol[Int(symbol)]
        if row >= 0 {
            addRow(target, from: row, factor: factor)
        } else {
            addToRow(target, symbol: symbol, coefficient: factor)
        }
    }

    /// `target += factor · source` (cells and constant; `source` is another row). Linear in both rows' lengths
    /// thanks to the scratch slots; linear in the source's length alone when the target is a tracked (objective)
    /// row, whose slots are known per symbol: objective rows collect every error symbol of their level and are far
    /// longer than the rows substituted into them.
    func addRow(_ target: Int32, from source: Int32, factor: Double) {
        assert(target != source)
        storage.constants[Int(target)] += factor * storage.constants[Int(source)]
        // Room for every source cell first: then no cell moves while the loops hold pointers into the rows (only
        // the column buffer may grow).
        let sourceCount = storage.rowLists.count(source)
        storage.rowLists.reserve(storage.rowLists.count(target) + sourceCount, in: target)
        let sourceCells = storage.rowLists.elements(source)
        if storage.trackOfRow[Int(target)] >= 0 {
            addRowToTracked(target, track: Int(storage.trackOfRow[Int(target)]), sourceCells, factor: factor)
            return
        }
        let targetCells = storage.rowLists.elements(target).baseAddress
        let targetCount = storage.rowLists.count(target)
        // A fresh stamp marks the target's symbols (0 is never a stamp: new symbols start unset).
        if scratchStamp >= UInt64(UInt32.max) {
            for index in 0..<storage.scratchSlot.count { storage.scratchSlot[index] = 0 }
            scratchStamp = 0
        }
        scratchStamp += 1
        let stamp = scratchStamp << 32
        for index in 0..<targetCount {
            storage.scratchSlot[Int(targetCells.unsafelyUnwrapped[index].symbol)] = stamp | UInt64(index)
        }
        // Cells to drop: those that cancel, those added at zero, and those at zero already (only a scaled row can
        // hold one, and it is marked). Source symbols are distinct, so each cell is written at most once.
        var lowestZero = Int.max
        var zeroCount = 0
        if storage.rowMayHoldZero[Int(target)] {
            storage.rowMayHoldZero[Int(target)] = false
            zeroCount = 1
            lowestZero = 0
        }
        let tracksObjective = isObjectiveRow(target)
        for cell in sourceCells {
            if tracksObjective { noteObjectiveChange(target, cell.symbol) }
            let entry = storage.scratchSlot[Int(cell.symbol)]
            if entry & 0xFFFF_FFFF_0000_0000 == stamp {
                let slot = Int(entry & 0xFFFF_FFFF)
                let updated = targetCells.unsafelyUnwrapped[slot].coefficient + factor * cell.coefficient
                targetCells.unsafelyUnwrapped[slot].coefficient = updated
                if Tolerance.isZero(updated) {
                    zeroCount += 1
                    lowestZero = Swift.min(lowestZero, slot)
                }
            } else {
                let added = factor * cell.coefficient
                if Tolerance.isZero(added) {
                    zeroCount += 1
                    lowestZero = Swift.min(lowestZero, storage.rowLists.count(target))
                }
                insertCell(row: target, symbol: cell.symbol, coefficient: added)
            }
        }
        // Drop cancelled cells from the back (swap-remove then only moves cells already checked), as a backward
        // pass over the whole row would, but starting at the last cell and stopping below the lowest cancelled one.
        if zeroCount > 0 {
            var index = storage.rowLists.count(target) - 1
            while index >= lowestZero {
                if Tolerance.isZero(targetCells.unsafelyUnwrapped[index].coefficient) {
                    removeCell(row: target, slot: Int32(index))
                }
                index -= 1
            }
        }
    }

    private func addRowToTracked(_ target: Int32, track: Int, _ source: UnsafeMutableBufferPointer<Cell>,
                                 factor: Double) {
        let targetCells = storage.rowLists.elements(target).baseAddress
        for cell in source {
            noteObjectiveChange(target, cell.symbol)
            let slot = storage.trackedSlots[track * trackStride + Int(cell.symbol)]
            if slot >= 0 {
                let updated = targetCells.unsafelyUnwrapped[Int(slot)].coefficient + factor * cell.coefficient
                if Tolerance.isZero(updated) {
                    removeCell(row: target, slot: slot)
                } else {
                    targetCells.unsafelyUnwrapped[Int(slot)].coefficient = updated
                }
            } else {
                let added = factor * cell.coefficient
                if !Tolerance.isZero(added) { insertCell(row: target, symbol: cell.symbol, coefficient: added) }
            }
        }
    }

    /// Multiplies a row (cells and constant) by `factor`.
    func scaleRow(_ row: Int32, by factor: Double) {
        storage.constants[Int(row)] *= factor
        let cells = storage.rowLists.elements(row)
        if abs(factor) >= 1 {
            for index in cells.indices { cells[index].coefficient *= factor }
            return
        }
        // A shrinking factor may take a coefficient down to zero.
        var hitZero = false
        for index in cells.indices {
            cells[index].coefficient *= factor
            if Tolerance.isZero(cells[index].coefficient) { hitZero = true }
        }
        if hitZero { storage.rowMayHoldZero[Int(row)] = true }
    }

    /// Rewrites a row `basic = c + a·s + rest` (with `basic` = -1 meaning `0 = c + a·s + rest`) as
    /// `s = (c + rest - basic) / -a` and makes `s` its basic symbol.
    func solveRow(_ row: Int32, for symbol: Int32) {
        let old = storage.basic[Int(row)]
        if old >= 0 {
            setBasic(row, -1)
            insertCell(row: row, symbol: old, coefficient: -1)
        }
        var coefficient = 0.0
        if let slot = cellSlot(of: symbol, in: row) {
            coefficient = storage.rowLists[row, slot].coefficient
            removeCell(row: row, slot: slot)
        }
        scaleRow(row, by: -1 / coefficient)
        setBasic(row, symbol)
    }

    /// Replaces `symbol` by the expression of `row` (where it is basic) in every other row that mentions it.
    /// Appends to `infeasible` each rewritten row whose restricted basic symbol went negative.
    func substitute(_ symbol: Int32, usingRowOf row: Int32, infeasible: inout [Int32]) {
        // The symbol is basic in `row`, so every entry of its column is another row; each pass removes one.
        while true {
            let count = storage.columnLists.count(symbol)
            if count == 0 { break }
            let entry = storage.columnLists[symbol, Int32(count - 1)]
            let target = entry.row
            let factor = storage.rowLists[target, entry.cellSlot].coefficient
            removeCell(row: target, slot: entry.cellSlot)
            addRow(target, from: row, factor: factor)
            if isRestrictedRow(target), storage.constants[Int(target)] < -Tolerance.epsilon { infeasible.append(target) }
        }
    }

    /// Removes every cell of a symbol from every row.
    func removeSymbolEverywhere(_ symbol: Int32) {
        while true {
            let count = storage.columnLists.count(symbol)
            if count == 0 { break }
            let entry = storage.columnLists[symbol, Int32(count - 1)]
            removeCell(row: entry.row, slot: entry.cellSlot)
        }
    }

    /// The current value of a symbol: its row's constant when basic, 0 when not.
    @inline(__always) func value(of symbol: Int32) -> Double {
        let row = storage.rowOfSymbol[Int(symbol)]
        return row >= 0 ? storage.constants[Int(row)] : 0
    }
}
