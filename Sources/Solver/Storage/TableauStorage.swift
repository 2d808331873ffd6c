/// The tableau's raw tables, owned by one value that frees them all when the tableau goes. Raw arrays do not free
/// themselves (copying one aliases its memory, which is what makes them cheap), so exactly one owner must; being
/// non-copyable, this value cannot be duplicated into a second owner by accident. What each table means is said
/// where `Tableau` uses it.
struct TableauStorage: ~Copyable {
    // Per symbol.
    var kinds = RawArray<SymbolKind>()
    var rowOfSymbol = RawArray<Int32>()
    var columnLists = ListArena<ColumnEntry>()
    var scratchSlot = RawArray<UInt64>()
    var freeSymbols = RawArray<Int32>()
    var isPendingObjectiveSymbol = RawArray<Bool>()

    // Per row.
    var basic = RawArray<Int32>()
    var constants = RawArray<Double>()
    var rowLists = ListArena<Cell>()
    var freeRows = RawArray<Int32>()
    var trackOfRow = RawArray<Int32>()
    var rowMayHoldZero = RawArray<Bool>()

    // Per tracked objective row and symbol.
    var trackedSlots = RawArray<Int32>()

    // Symbols whose objective coefficient changed, and the spare list they are swapped with.
    var pendingObjectiveSymbols = RawArray<Int32>()
    var takenObjectiveSymbols = RawArray<Int32>()

    init() {}

    deinit {
        kinds.deallocate()
        rowOfSymbol.deallocate()
        columnLists.deallocate()
        scratchSlot.deallocate()
        freeSymbols.deallocate()
        isPendingObjectiveSymbol.deallocate()
        basic.deallocate()
        constants.deallocate()
        rowLists.deallocate()
        freeRows.deallocate()
        trackOfRow.deallocate()
        rowMayHoldZero.deallocate()
        trackedSlots.deallocate()
        pendingObjectiveSymbols.deallocate()
        takenObjectiveSymbols.deallocate()
    }

    /// Makes every table equal to `other`'s, copying the elements (into this storage's memory when it is large
    /// enough). The spare pending list is scratch, empty between optimisations: it is not copied.
    mutating func assign(from other: borrowing TableauStorage) {
        kinds.assign(from: other.kinds)
        rowOfSymbol.assign(from: other.rowOfSymbol)
        columnLists.assign(from: other.columnLists)
        scratchSlot.assign(from: other.scratchSlot)
        freeSymbols.assign(from: other.freeSymbols)
        isPendingObjectiveSymbol.assign(from: other.isPendingObjectiveSymbol)
        basic.assign(from: other.basic)
        constants.assign(from: other.constants)
        rowLists.assign(from: other.rowLists)
        freeRows.assign(from: other.freeRows)
        trackOfRow.assign(from: other.trackOfRow)
        rowMayHoldZero.assign(from: other.rowMayHoldZero)
        trackedSlots.assign(from: other.trackedSlots)
        pendingObjectiveSymbols.assign(from: other.pendingObjectiveSymbols)
    }

    /// Exchanges every table with `other`'s, copying nothing (the spare pending list stays: it is scratch).
    mutating func exchange(with other: inout TableauStorage) {
        swap(&kinds, &other.kinds)
        swap(&rowOfSymbol, &other.rowOfSymbol)
        swap(&columnLists, &other.columnLists)
        swap(&scratchSlot, &other.scratchSlot)
        swap(&freeSymbols, &other.freeSymbols)
        swap(&isPendingObjectiveSymbol, &other.isPendingObjectiveSymbol)
        swap(&basic, &other.basic)
        swap(&constants, &other.constants)
        swap(&rowLists, &other.rowLists)
        swap(&freeRows, &other.freeRows)
        swap(&trackOfRow, &other.trackOfRow)
        swap(&rowMayHoldZero, &other.rowMayHoldZero)
        swap(&trackedSlots, &other.trackedSlots)
        swap(&pendingObjectiveSymbols, &other.pendingObjectiveSymbols)
    }
}
