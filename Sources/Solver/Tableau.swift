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
    // Per symbol.
    @exclusivity(unchecked) private(set) var kinds = RawArray<SymbolKind>()
    /// The row in which the symbol is basic, or -1.
    @exclusivity(unchecked) private(set) var rowOfSymbol = RawArray<Int32>()
    /// Column `s`: the rows that mention symbol `s`.
    @exclusivity(unchecked) private var columnLists = ListArena<ColumnEntry>()
    /// Scratch: the cell slot of a symbol in the row being combined, as `stamp << 32 | slot`; an entry whose
    /// stamp is not `scratchStamp` is unset, so the scratch needs no clearing after a combination.
    @exclusivity(unchecked) private var scratchSlot = RawArray<UInt64>()
    @exclusivity(unchecked) private var scratchStamp: UInt64 = 0
    @exclusivity(unchecked) private var freeSymbols = RawArray<Int32>()
    /// How many symbols every per-symbol table has room for (0 after a restore: `growSymbolTables` recomputes it).
    @exclusivity(unchecked) private var symbolRoom = 0

    // Per row.
    @exclusivity(unchecked) private(set) var basic = RawArray<Int32>()
    @exclusivity(unchecked) var constants = RawArray<Double>()
    /// Row `r`: its cells.
    @exclusivity(unchecked) private var rowLists = ListArena<Cell>()
    @exclusivity(unchecked) private var freeRows = RawArray<Int32>()

    /// Objective rows whose cells can be looked up by symbol in O(1): `trackedSlots[t * trackStride + symbol]` is
    /// the cell slot of `symbol` in tracked row `trackedRows[t]`, or -1. Used for the priority levels' reduced
    /// costs. Every track has `trackStride` (≥ the symbol count) entries, all -1 beyond the symbols in use.
    @exclusivity(unchecked) private(set) var trackedRows: [Int32] = []
    /// Per row: its track number, or -1.
    @exclusivity(unchecked) private var trackOfRow = RawArray<Int32>()
    /// Per row: whether scaling may have left a cell at zero (addRow then drops it, as it drops cancelled ones).
    @exclusivity(unchecked) private var rowMayHoldZero = RawArray<Bool>()
    @exclusivity(unchecked) private var trackedSlots = RawArray<Int32>()
    @exclusivity(unchecked) private var trackStride = 0

    /// Symbols whose coefficient in some objective row changed since the optimizer last looked at them. Only they
    /// can have become entering candidates, so the optimizer never rescans whole objective rows.
    @exclusivity(unchecked) private(set) var pendingObjectiveSymbols = RawArray<Int32>()
    /// Empty between optimisations (see `takePendingObjectiveSymbols`).
    @exclusivity(unchecked) private var takenObjectiveSymbols = RawArray<Int32>()
    @exclusivity(unchecked) private var isPendingObjectiveSymbol = RawArray<Bool>()

    init() {}

    deinit {
        columnLists.deallocate()
        rowLists.deallocate()
        trackedSlots.deallocate()
        kinds.deallocate()
        rowOfSymbol.deallocate()
        scratchSlot.deallocate()
        basic.deallocate()
        constants.deallocate()
        trackOfRow.deallocate()
        rowMayHoldZero.deallocate()
        isPendingObjectiveSymbol.deallocate()
        freeSymbols.deallocate()
        freeRows.deallocate()
        pendingObjectiveSymbols.deallocate()
        takenObjectiveSymbols.deallocate()
    }

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
        kinds.assign(from: saved.kinds)
        rowOfSymbol.assign(from: saved.rowOfSymbol)
        columnLists.assign(from: saved.columnLists)
        scratchSlot.assign(from: saved.scratchSlot)
        scratchStamp = Swift.max(scratchStamp, saved.scratchStamp)
        freeSymbols.assign(from: saved.freeSymbols)
        basic.assign(from: saved.basic)
        constants.assign(from: saved.constants)
        rowLists.assign(from: saved.rowLists)
        freeRows.assign(from: saved.freeRows)
        trackedRows = saved.trackedRows
        trackOfRow.assign(from: saved.trackOfRow)
        rowMayHoldZero.assign(from: saved.rowMayHoldZero)
        trackedSlots.assign(from: saved.trackedSlots)
        trackStride = saved.trackStride
        pendingObjectiveSymbols.assign(from: saved.pendingObjectiveSymbols)
        isPendingObjectiveSymbol.assign(from: saved.isPendingObjectiveSymbol)
    }

    /// Makes this tableau equal to `saved` (a `copy()` taken earlier) by exchanging their storage, without copying
    /// anything; `saved` is left holding this tableau's former state and should be dropped.
    func restore(consuming saved: Tableau) {
        symbolRoom = 0
        swap(&kinds, &saved.kinds)
        swap(&rowOfSymbol, &saved.rowOfSymbol)
        swap(&columnLists, &saved.columnLists)
        swap(&scratchSlot, &saved.scratchSlot)
        scratchStamp = Swift.max(scratchStamp, saved.scratchStamp)
        swap(&freeSymbols, &saved.freeSymbols)
        swap(&basic, &saved.basic)
        swap(&constants, &saved.constants)
        swap(&rowLists, &saved.rowLists)
        swap(&freeRows, &saved.freeRows)
        swap(&trackedRows, &saved.trackedRows)
        swap(&trackOfRow, &saved.trackOfRow)
        swap(&rowMayHoldZero, &saved.rowMayHoldZero)
        swap(&trackedSlots, &saved.trackedSlots)
        swap(&trackStride, &saved.trackStride)
        swap(&pendingObjectiveSymbols, &saved.pendingObjectiveSymbols)
        swap(&isPendingObjectiveSymbol, &saved.isPendingObjectiveSymbol)
    }

    // MARK: Reading rows and columns

    /// The cells of a row. The buffer is valid until the tableau changes (do not hold it across a mutation).
    @inline(__always) func cells(of row: Int32) -> UnsafeBufferPointer<Cell> {
        UnsafeBufferPointer(rowLists.elements(row))
    }

    /// The rows that mention a symbol. The buffer is valid until the tableau changes.
    @inline(__always) func column(of symbol: Int32) -> UnsafeBufferPointer<ColumnEntry> {
        UnsafeBufferPointer(columnLists.elements(symbol))
    }

    /// The number of rows that mention a symbol.
    @inline(__always) func columnCount(_ symbol: Int32) -> Int { columnLists.count(symbol) }

    /// The room all rows hold for cells (what the tableau's memory grows with).
    var storedCellCount: Int { rowLists.liveCapacity }

    /// The number of cells of a row.
    @inline(__always) func cellCount(_ row: Int32) -> Int { rowLists.count(row) }

    /// The coefficient of the cell a column entry points at.
    @inline(__always) func coefficient(at entry: ColumnEntry) -> Double {
        rowLists[entry.row, entry.cellSlot].coefficient
    }

    // MARK: Symbols

    func makeSymbol(_ kind: SymbolKind) -> Int32 {
        if kind != .external, freeSymbols.count > 0 {
            let reused = freeSymbols[freeSymbols.count - 1]
            freeSymbols.removeLast()
            kinds[Int(reused)] = kind
            return reused
        }
        let id = Int32(kinds.count)
        if kinds.count >= symbolRoom { growSymbolTables() }
        kinds.appendInRoom(kind)
        rowOfSymbol.appendInRoom(-1)
        columnLists.addListInRoom()
        scratchSlot.appendInRoom(0)
        isPendingObjectiveSymbol.appendInRoom(false)
        if Int(id) >= trackStride { widenTracks() }
        return id
    }

    /// Gives every per-symbol table room for twice the symbols (one capacity check per new symbol instead of
    /// one per table), and notes the room they all have.
    private func growSymbolTables() {
        let room = Swift.max(64, 2 * kinds.count)
        kinds.reserve(room)
        rowOfSymbol.reserve(room)
        columnLists.reserveLists(room)
        scratchSlot.reserve(room)
        isPendingObjectiveSymbol.reserve(room)
        symbolRoom = Swift.min(kinds.capacity, rowOfSymbol.capacity, columnLists.listRoom, scratchSlot.capacity,
                               isPendingObjectiveSymbol.capacity)
    }

    /// Returns a symbol that no row mentions any more to the pool.
    func releaseSymbol(_ symbol: Int32) {
        removeSymbolEverywhere(symbol)
        if rowOfSymbol[Int(symbol)] >= 0 { dropRow(rowOfSymbol[Int(symbol)]) }
        freeSymbols.append(symbol)
    }

    @inline(__always) func kind(_ symbol: Int32) -> SymbolKind { kinds[Int(symbol)] }
    @inline(__always) func isBasic(_ symbol: Int32) -> Bool { rowOfSymbol[Int(symbol)] >= 0 }
    @inline(__always) func row(of symbol: Int32) -> Int32 { rowOfSymbol[Int(symbol)] }
    var symbolCount: Int { kinds.count }

    /// Rows with a restricted (sign-constrained) basic symbol limit how far a pivot may go.
    @inline(__always) func isRestrictedRow(_ row: Int32) -> Bool {
        let kind = kinds[Int(basic[Int(row)])]
        return kind == .slack || kind == .error
    }

    /// Whether a sign-restricted row other than `row` mentions `symbol`.
    func restrictedRowMentions(_ symbol: Int32, besides row: Int32) -> Bool {
        for entry in columnLists.elements(symbol) where entry.row != row && isRestrictedRow(entry.row) {
            return true
        }
        return false
    }

    @inline(__always) func isObjectiveRow(_ row: Int32) -> Bool {
        let symbol = basic[Int(row)]
        return symbol >= 0 && kinds[Int(symbol)] == .objective
    }

    @inline(__always) private func noteObjectiveChange(_ row: Int32, _ symbol: Int32) {
        guard isObjectiveRow(row), !isPendingObjectiveSymbol[Int(symbol)] else { return }
        isPendingObjectiveSymbol[Int(symbol)] = true
        pendingObjectiveSymbols.append(symbol)
    }

    /// Hands the pending symbols to `body` and clears the list. The list and a spare swap places: taking a copy
    /// made clearing the list reallocate it on every optimisation.
    func takePendingObjectiveSymbols(_ body: (Int32) -> Void) {
        swap(&pendingObjectiveSymbols, &takenObjectiveSymbols)
        let count = takenObjectiveSymbols.count
        for index in 0..<count { isPendingObjectiveSymbol[Int(takenObjectiveSymbols[index])] = false }
        for index in 0..<count { body(takenObjectiveSymbols[index]) }
        takenObjectiveSymbols.removeAll()
    }

    /// Puts symbols back on the pending list (candidates the optimizer did not use yet).
    func markObjectiveSymbolsPending(_ symbols: [Int32]) {
        for symbol in symbols where !isPendingObjectiveSymbol[Int(symbol)] {
            isPendingObjectiveSymbol[Int(symbol)] = true
            pendingObjectiveSymbols.append(symbol)
        }
    }

    /// Starts O(1) lookups in an objective row; returns its track number.
    func track(_ row: Int32) -> Int {
        let track = trackedRows.count
        trackedRows.append(row)
        trackOfRow[Int(row)] = Int32(track)
        if trackStride < kinds.count { widenTracks() }
        // The table grows geometrically (a new level used to copy every track); a first room of eight tracks.
        if trackedSlots.capacity == 0 { trackedSlots.reserve(8 * trackStride) }
        trackedSlots.append(repeating: -1, count: trackStride)
        for (index, cell) in rowLists.elements(row).enumerated() {
            trackedSlots[track * trackStride + Int(cell.symbol)] = Int32(index)
        }
        return track
    }

    /// Doubles the room of every track for symbols (new symbols are in no row: -1).
    private func widenTracks() {
        let stride = Swift.max(64, 2 * trackStride, kinds.count)
        let tracks = trackStride == 0 ? 0 : trackedSlots.count / trackStride
        let widened = RawArray<Int32>(repeating: -1, count: tracks * stride)
        for track in 0..<tracks {
            (widened.base.unsafelyUnwrapped + track * stride).update(
                from: trackedSlots.base.unsafelyUnwrapped + track * trackStride, count: trackStride)
        }
        trackedSlots.deallocate()
        trackedSlots = widened
        trackStride = stride
    }

    /// The coefficient of `symbol` in tracked row number `track`.
    @inline(__always) func trackedCoefficient(_ track: Int, _ symbol: Int32) -> Double {
        let slot = trackedSlots[track * trackStride + Int(symbol)]
        return slot >= 0 ? rowLists[trackedRows[track], slot].coefficient : 0
    }

    @inline(__always) private func noteSlot(row: Int32, symbol: Int32, slot: Int32) {
        let track = trackOfRow[Int(row)]
        if track >= 0 { trackedSlots[Int(track) * trackStride + Int(symbol)] = slot }
    }

    // MARK: Rows

    /// A new row with the given basic symbol (or -1 while it is being built).
    func makeRow(basic symbol: Int32, constant: Double) -> Int32 {
        let row: Int32
        if freeRows.count > 0 {
            let reused = freeRows[freeRows.count - 1]
            freeRows.removeLast()
            row = reused
            basic[Int(row)] = symbol
            constants[Int(row)] = constant
        } else {
            row = Int32(basic.count)
            basic.append(symbol)
            constants.append(constant)
            rowLists.addList()
            trackOfRow.append(-1)
            rowMayHoldZero.append(false)
        }
        trackOfRow[Int(row)] = -1
        rowMayHoldZero[Int(row)] = false
        if symbol >= 0 { rowOfSymbol[Int(symbol)] = row }
        return row
    }

    func reserveCells(_ row: Int32, _ capacity: Int) { rowLists.reserve(capacity, in: row) }

    func setBasic(_ row: Int32, _ symbol: Int32) {
        let old = basic[Int(row)]
        if old >= 0, rowOfSymbol[Int(old)] == row { rowOfSymbol[Int(old)] = -1 }
        basic[Int(row)] = symbol
        if symbol >= 0 { rowOfSymbol[Int(symbol)] = row }
    }

    /// Deletes a row and all its cells.
    func dropRow(_ row: Int32) {
        while true {
            let count = rowLists.count(row)
            if count == 0 { break }
            removeCell(row: row, slot: Int32(count - 1))
        }
        setBasic(row, -1)
        constants[Int(row)] = 0
        freeRows.append(row)
    }

    func coefficient(of symbol: Int32, in row: Int32) -> Double {
        guard let slot = cellSlot(of: symbol, in: row) else { return 0 }
        return rowLists[row, slot].coefficient
    }

    /// Where `symbol`'s cell sits in `row`, if the row mentions it.
    private func cellSlot(of symbol: Int32, in row: Int32) -> Int32? {
        for entry in columnLists.elements(symbol) where entry.row == row { return entry.cellSlot }
        return nil
    }

    // MARK: Cells

    @inline(__always) func insertCell(row: Int32, symbol: Int32, coefficient: Double) {
        let columnSlot = Int32(columnLists.count(symbol))
        let cellSlot = rowLists.append(Cell(symbol: symbol, columnSlot: columnSlot, coefficient: coefficient), to: row)
        columnLists.append(ColumnEntry(row: row, cellSlot: cellSlot), to: symbol)
        noteSlot(row: row, symbol: symbol, slot: cellSlot)
    }

    @inline(__always) func removeCell(row: Int32, slot: Int32) {
        let cell = rowLists[row, slot]
        let symbol = cell.symbol
        // Column side: move the last entry into the hole.
        let lastColumn = Int32(columnLists.count(symbol) - 1)
        if cell.columnSlot != lastColumn {
            let moved = columnLists[symbol, lastColumn]
            columnLists[symbol, cell.columnSlot] = moved
            rowLists[moved.row, moved.cellSlot].columnSlot = cell.columnSlot
        }
        columnLists.removeLast(from: symbol)
        // Row side: the same.
        let lastCell = Int32(rowLists.count(row) - 1)
        if slot != lastCell {
            let moved = rowLists[row, lastCell]
            rowLists[row, slot] = moved
            columnLists[moved.symbol, moved.columnSlot].cellSlot = slot
            noteSlot(row: row, symbol: moved.symbol, slot: slot)
        }
        rowLists.removeLast(from: row)
        noteSlot(row: row, symbol: cell.symbol, slot: -1)
    }

    /// Adds `coefficient·symbol` to a row, merging with an existing cell and dropping it when it cancels.
    func addToRow(_ row: Int32, symbol: Int32, coefficient: Double) {
        noteObjectiveChange(row, symbol)
        if let slot = cellSlot(of: symbol, in: row) {
            let updated = rowLists[row, slot].coefficient + coefficient
            if Tolerance.isZero(updated) {
                removeCell(row: row, slot: slot)
            } else {
                rowLists[row, slot].coefficient = updated
            }
            return
        }
        if !Tolerance.isZero(coefficient) { insertCell(row: row, symbol: symbol, coefficient: coefficient) }
    }

    /// `target += factor · symbol`, with a basic symbol replaced by its row (so the target stays written over
    /// nonbasic symbols only).
    func addSymbol(_ symbol: Int32, times factor: Double, into target: Int32) {
        let row = rowOfSymbol[Int(symbol)]
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
        constants[Int(target)] += factor * constants[Int(source)]
        // Room for every source cell first: then no cell moves while the loops hold pointers into the rows (only
        // the column buffer may grow).
        let sourceCount = rowLists.count(source)
        rowLists.reserve(rowLists.count(target) + sourceCount, in: target)
        let sourceCells = rowLists.elements(source)
        if trackOfRow[Int(target)] >= 0 {
            addRowToTracked(target, track: Int(trackOfRow[Int(target)]), sourceCells, factor: factor)
            return
        }
        let targetCells = rowLists.elements(target).baseAddress
        let targetCount = rowLists.count(target)
        // A fresh stamp marks the target's symbols (0 is never a stamp: new symbols start unset).
        if scratchStamp >= UInt64(UInt32.max) {
            for index in 0..<scratchSlot.count { scratchSlot[index] = 0 }
            scratchStamp = 0
        }
        scratchStamp += 1
        let stamp = scratchStamp << 32
        for index in 0..<targetCount {
            scratchSlot[Int(targetCells.unsafelyUnwrapped[index].symbol)] = stamp | UInt64(index)
        }
        // Cells to drop: those that cancel, those added at zero, and those at zero already (only a scaled row can
        // hold one, and it is marked). Source symbols are distinct, so each cell is written at most once.
        var lowestZero = Int.max
        var zeroCount = 0
        if rowMayHoldZero[Int(target)] {
            rowMayHoldZero[Int(target)] = false
            zeroCount = 1
            lowestZero = 0
        }
        let tracksObjective = isObjectiveRow(target)
        for cell in sourceCells {
            if tracksObjective { noteObjectiveChange(target, cell.symbol) }
            let entry = scratchSlot[Int(cell.symbol)]
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
                    lowestZero = Swift.min(lowestZero, rowLists.count(target))
                }
                insertCell(row: target, symbol: cell.symbol, coefficient: added)
            }
        }
        // Drop cancelled cells from the back (swap-remove then only moves cells already checked), as a backward
        // pass over the whole row would, but starting at the last cell and stopping below the lowest cancelled one.
        if zeroCount > 0 {
            var index = rowLists.count(target) - 1
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
        let targetCells = rowLists.elements(target).baseAddress
        for cell in source {
            noteObjectiveChange(target, cell.symbol)
            let slot = trackedSlots[track * trackStride + Int(cell.symbol)]
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
        constants[Int(row)] *= factor
        let cells = rowLists.elements(row)
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
        if hitZero { rowMayHoldZero[Int(row)] = true }
    }

    /// Rewrites a row `basic = c + a·s + rest` (with `basic` = -1 meaning `0 = c + a·s + rest`) as
    /// `s = (c + rest - basic) / -a` and makes `s` its basic symbol.
    func solveRow(_ row: Int32, for symbol: Int32) {
        let old = basic[Int(row)]
        if old >= 0 {
            setBasic(row, -1)
            insertCell(row: row, symbol: old, coefficient: -1)
        }
        var coefficient = 0.0
        if let slot = cellSlot(of: symbol, in: row) {
            coefficient = rowLists[row, slot].coefficient
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
            let count = columnLists.count(symbol)
            if count == 0 { break }
            let entry = columnLists[symbol, Int32(count - 1)]
            let target = entry.row
            let factor = rowLists[target, entry.cellSlot].coefficient
            removeCell(row: target, slot: entry.cellSlot)
            addRow(target, from: row, factor: factor)
            if isRestrictedRow(target), constants[Int(target)] < -Tolerance.epsilon { infeasible.append(target) }
        }
    }

    /// Removes every cell of a symbol from every row.
    func removeSymbolEverywhere(_ symbol: Int32) {
        while true {
            let count = columnLists.count(symbol)
            if count == 0 { break }
            let entry = columnLists[symbol, Int32(count - 1)]
            removeCell(row: entry.row, slot: entry.cellSlot)
        }
    }

    /// The current value of a symbol: its row's constant when basic, 0 when not.
    @inline(__always) func value(of symbol: Int32) -> Double {
        let row = rowOfSymbol[Int(symbol)]
        return row >= 0 ? constants[Int(row)] : 0
    }
}
