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
/// Exclusivity checks are off for its storage: every access is confined to one solver, which is not thread-safe
/// anyway, and the dynamic checks cost more than the arithmetic in the pivot loops.
final class Tableau {
    // Per symbol.
    @exclusivity(unchecked) private(set) var kinds: [SymbolKind] = []
    /// The row in which the symbol is basic, or -1.
    @exclusivity(unchecked) private(set) var rowOfSymbol: [Int32] = []
    @exclusivity(unchecked) private(set) var columns: [[ColumnEntry]] = []
    /// Scratch: the cell slot of a symbol in the row being combined, or -1.
    @exclusivity(unchecked) private var scratchSlot: [Int32] = []
    @exclusivity(unchecked) private var freeSymbols: [Int32] = []

    // Per row.
    @exclusivity(unchecked) private(set) var basic: [Int32] = []
    @exclusivity(unchecked) var constants: [Double] = []
    @exclusivity(unchecked) private(set) var cells: [[Cell]] = []
    @exclusivity(unchecked) private var freeRows: [Int32] = []

    /// Objective rows whose cells can be looked up by symbol in O(1): `trackedSlots[t][symbol]` is the cell slot of
    /// `symbol` in tracked row `trackedRows[t]`, or -1. Used for the priority levels' reduced costs.
    @exclusivity(unchecked) private(set) var trackedRows: [Int32] = []
    @exclusivity(unchecked) private var trackOfRow: [Int32] = []
    @exclusivity(unchecked) private var trackedSlots: [[Int32]] = []

    /// Symbols whose coefficient in some objective row changed since the optimizer last looked at them. Only they
    /// can have become entering candidates, so the optimizer never rescans whole objective rows.
    @exclusivity(unchecked) private(set) var pendingObjectiveSymbols: [Int32] = []
    @exclusivity(unchecked) private var isPendingObjectiveSymbol: [Bool] = []

    init() {}

    /// An independent copy (the arrays are copy-on-write, so this is cheap until either side changes a row).
    func copy() -> Tableau {
        let copy = Tableau()
        copy.restore(from: self)
        return copy
    }

    /// Makes this tableau equal to `saved` (a `copy()` taken earlier), sharing its arrays until either changes.
    func restore(from saved: Tableau) {
        kinds = saved.kinds
        rowOfSymbol = saved.rowOfSymbol
        columns = saved.columns
        scratchSlot = saved.scratchSlot
        freeSymbols = saved.freeSymbols
        basic = saved.basic
        constants = saved.constants
        cells = saved.cells
        freeRows = saved.freeRows
        trackedRows = saved.trackedRows
        trackOfRow = saved.trackOfRow
        trackedSlots = saved.trackedSlots
        pendingObjectiveSymbols = saved.pendingObjectiveSymbols
        isPendingObjectiveSymbol = saved.isPendingObjectiveSymbol
    }

    // MARK: Symbols

    func makeSymbol(_ kind: SymbolKind) -> Int32 {
        if kind != .external, let reused = freeSymbols.popLast() {
            kinds[Int(reused)] = kind
            return reused
        }
        let id = Int32(kinds.count)
        kinds.append(kind)
        rowOfSymbol.append(-1)
        columns.append([])
        scratchSlot.append(-1)
        isPendingObjectiveSymbol.append(false)
        for track in trackedSlots.indices { trackedSlots[track].append(-1) }
        return id
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

    /// Whether a sign-restricted row other than `row` mentions `symbol` (walks the column by index: binding the
    /// column to a local would retain and release it).
    func restrictedRowMentions(_ symbol: Int32, besides row: Int32) -> Bool {
        let column = Int(symbol)
        for index in columns[column].indices {
            let other = columns[column][index].row
            if other != row && isRestrictedRow(other) { return true }
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

    /// Hands the pending symbols to the optimizer and clears the list.
    func takePendingObjectiveSymbols() -> [Int32] {
        let taken = pendingObjectiveSymbols
        pendingObjectiveSymbols.removeAll(keepingCapacity: true)
        for symbol in taken { isPendingObjectiveSymbol[Int(symbol)] = false }
        return taken
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
        while trackOfRow.count <= Int(row) { trackOfRow.append(-1) }
        trackOfRow[Int(row)] = Int32(track)
        var slots = [Int32](repeating: -1, count: kinds.count)
        for (index, cell) in cells[Int(row)].enumerated() { slots[Int(cell.symbol)] = Int32(index) }
        trackedSlots.append(slots)
        return track
    }

    /// The coefficient of `symbol` in tracked row number `track`.
    @inline(__always) func trackedCoefficient(_ track: Int, _ symbol: Int32) -> Double {
        let slot = trackedSlots[track][Int(symbol)]
        return slot >= 0 ? cells[Int(trackedRows[track])][Int(slot)].coefficient : 0
    }

    @inline(__always) private func noteSlot(row: Int32, symbol: Int32, slot: Int32) {
        guard Int(row) < trackOfRow.count else { return }
        let track = trackOfRow[Int(row)]
        if track >= 0 { trackedSlots[Int(track)][Int(symbol)] = slot }
    }

    // MARK: Rows

    /// A new row with the given basic symbol (or -1 while it is being built).
    func makeRow(basic symbol: Int32, constant: Double) -> Int32 {
        let row: Int32
        if let reused = freeRows.popLast() {
            row = reused
            basic[Int(row)] = symbol
            constants[Int(row)] = constant
        } else {
            row = Int32(basic.count)
            basic.append(symbol)
            constants.append(constant)
            cells.append([])
        }
        if Int(row) < trackOfRow.count { trackOfRow[Int(row)] = -1 }
        if symbol >= 0 { rowOfSymbol[Int(symbol)] = row }
        return row
    }

    func reserveCells(_ row: Int32, _ capacity: Int) { cells[Int(row)].reserveCapacity(capacity) }

    func setBasic(_ row: Int32, _ symbol: Int32) {
        let old = basic[Int(row)]
        if old >= 0, rowOfSymbol[Int(old)] == row { rowOfSymbol[Int(old)] = -1 }
        basic[Int(row)] = symbol
        if symbol >= 0 { rowOfSymbol[Int(symbol)] = row }
    }

    /// Deletes a row and all its cells.
    func dropRow(_ row: Int32) {
        while let last = cells[Int(row)].indices.last { removeCell(row: row, slot: Int32(last)) }
        setBasic(row, -1)
        constants[Int(row)] = 0
        freeRows.append(row)
    }

    func coefficient(of symbol: Int32, in row: Int32) -> Double {
        guard let slot = cellSlot(of: symbol, in: row) else { return 0 }
        return cells[Int(row)][Int(slot)].coefficient
    }

    /// Where `symbol`'s cell sits in `row`, if the row mentions it.
    private func cellSlot(of symbol: Int32, in row: Int32) -> Int32? {
        let column = Int(symbol)
        for index in columns[column].indices where columns[column][index].row == row {
            return columns[column][index].cellSlot
        }
        return nil
    }

    // MARK: Cells

    func insertCell(row: Int32, symbol: Int32, coefficient: Double) {
        let cellSlot = Int32(cells[Int(row)].count)
        let columnSlot = Int32(columns[Int(symbol)].count)
        cells[Int(row)].append(Cell(symbol: symbol, columnSlot: columnSlot, coefficient: coefficient))
        columns[Int(symbol)].append(ColumnEntry(row: row, cellSlot: cellSlot))
        noteSlot(row: row, symbol: symbol, slot: cellSlot)
    }

    func removeCell(row: Int32, slot: Int32) {
        let cell = cells[Int(row)][Int(slot)]
        let symbol = Int(cell.symbol)
        // Column side: move the last entry into the hole.
        let lastColumn = columns[symbol].count - 1
        if Int(cell.columnSlot) != lastColumn {
            let moved = columns[symbol][lastColumn]
            columns[symbol][Int(cell.columnSlot)] = moved
            cells[Int(moved.row)][Int(moved.cellSlot)].columnSlot = cell.columnSlot
        }
        columns[symbol].removeLast()
        // Row side: the same.
        let lastCell = cells[Int(row)].count - 1
        if Int(slot) != lastCell {
            let moved = cells[Int(row)][lastCell]
            cells[Int(row)][Int(slot)] = moved
            columns[Int(moved.symbol)][Int(moved.columnSlot)].cellSlot = slot
            noteSlot(row: row, symbol: moved.symbol, slot: slot)
        }
        cells[Int(row)].removeLast()
        noteSlot(row: row, symbol: cell.symbol, slot: -1)
    }

    /// Adds `coefficient·symbol` to a row, merging with an existing cell and dropping it when it cancels.
    func addToRow(_ row: Int32, symbol: Int32, coefficient: Double) {
        noteObjectiveChange(row, symbol)
        // The slot is found first and the cell changed after the loop: removing it while the loop still holds the
        // column would copy the column.
        if let slot = cellSlot(of: symbol, in: row) {
            let updated = cells[Int(row)][Int(slot)].coefficient + coefficient
            if Tolerance.isZero(updated) {
                removeCell(row: row, slot: slot)
            } else {
                cells[Int(row)][Int(slot)].coefficient = updated
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
            addRow(target, cells[Int(row)], sourceConstant: constants[Int(row)], factor: factor)
        } else {
            addToRow(target, symbol: symbol, coefficient: factor)
        }
    }

    /// `target += factor · source` (cells and constant). Linear in both rows' lengths thanks to the scratch slots;
    /// linear in the source's length alone when the target is a tracked (objective) row, whose slots are known
    /// per symbol: objective rows collect every error symbol of their level and are far longer than the rows
    /// substituted into them.
    func addRow(_ target: Int32, _ source: [Cell], sourceConstant: Double, factor: Double) {
        if Int(target) < trackOfRow.count, trackOfRow[Int(target)] >= 0 {
            addRowToTracked(target, track: Int(trackOfRow[Int(target)]), source, sourceConstant: sourceConstant,
                            factor: factor)
            return
        }
        constants[Int(target)] += factor * sourceConstant
        // Index loops over the target: iterating it would retain and release its cell array each time.
        for index in cells[Int(target)].indices { scratchSlot[Int(cells[Int(target)][index].symbol)] = Int32(index) }
        let tracksObjective = isObjectiveRow(target)
        for cell in source {
            if tracksObjective { noteObjectiveChange(target, cell.symbol) }
            let slot = scratchSlot[Int(cell.symbol)]
            if slot >= 0 {
                cells[Int(target)][Int(slot)].coefficient += factor * cell.coefficient
            } else {
                scratchSlot[Int(cell.symbol)] = Int32(cells[Int(target)].count)
                insertCell(row: target, symbol: cell.symbol, coefficient: factor * cell.coefficient)
            }
        }
        // Clear the scratch, then drop cancelled cells (backwards, so swap-remove only moves checked cells).
        for index in cells[Int(target)].indices { scratchSlot[Int(cells[Int(target)][index].symbol)] = -1 }
        var index = cells[Int(target)].count - 1
        while index >= 0 {
            if Tolerance.isZero(cells[Int(target)][index].coefficient) { removeCell(row: target, slot: Int32(index)) }
            index -= 1
        }
    }

    private func addRowToTracked(_ target: Int32, track: Int, _ source: [Cell], sourceConstant: Double,
                                 factor: Double) {
        constants[Int(target)] += factor * sourceConstant
        for cell in source {
            noteObjectiveChange(target, cell.symbol)
            let slot = trackedSlots[track][Int(cell.symbol)]
            if slot >= 0 {
                let updated = cells[Int(target)][Int(slot)].coefficient + factor * cell.coefficient
                if Tolerance.isZero(updated) {
                    removeCell(row: target, slot: slot)
                } else {
                    cells[Int(target)][Int(slot)].coefficient = updated
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
        for index in cells[Int(row)].indices { cells[Int(row)][index].coefficient *= factor }
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
            coefficient = cells[Int(row)][Int(slot)].coefficient
            removeCell(row: row, slot: slot)
        }
        scaleRow(row, by: -1 / coefficient)
        setBasic(row, symbol)
    }

    /// Replaces `symbol` by the expression of `row` (where it is basic) in every other row that mentions it.
    /// Appends to `infeasible` each rewritten row whose restricted basic symbol went negative.
    func substitute(_ symbol: Int32, usingRowOf row: Int32, infeasible: inout [Int32]) {
        let source = cells[Int(row)]
        let constant = constants[Int(row)]
        // The symbol is basic in `row`, so every entry of its column is another row; each pass removes one.
        while let entry = columns[Int(symbol)].last {
            let target = entry.row
            let factor = cells[Int(target)][Int(entry.cellSlot)].coefficient
            removeCell(row: target, slot: entry.cellSlot)
            addRow(target, source, sourceConstant: constant, factor: factor)
            if isRestrictedRow(target), constants[Int(target)] < -Tolerance.epsilon { infeasible.append(target) }
        }
    }

    /// Removes every cell of a symbol from every row.
    func removeSymbolEverywhere(_ symbol: Int32) {
        while let entry = columns[Int(symbol)].last { removeCell(row: entry.row, slot: entry.cellSlot) }
    }

    /// The current value of a symbol: its row's constant when basic, 0 when not.
    @inline(__always) func value(of symbol: Int32) -> Double {
        let row = rowOfSymbol[Int(symbol)]
        return row >= 0 ? constants[Int(row)] : 0
    }
}
