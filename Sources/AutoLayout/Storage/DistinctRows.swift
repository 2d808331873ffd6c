/// Rows in first-seen order without repeats. Rows are about a hundred bytes: a Set of them moved each one into
/// its own storage as well as the list; this table holds positions in the list, found by the rows' cached hashes.
struct DistinctRows {
    private(set) var rows: [SolverRow] = []
    /// Open addressing: 0 is an empty slot, otherwise a row's position in `rows` plus one.
    private var slots: [Int32]
    private var shift: UInt

    init(capacity: Int) {
        var size = 16
        while size < 2 * capacity { size *= 2 }
        slots = [Int32](repeating: 0, count: size)
        shift = UInt(UInt.bitWidth - size.trailingZeroBitCount)
        rows.reserveCapacity(capacity)
    }

    mutating func insert(_ row: SolverRow) {
        if 2 * (rows.count + 1) > slots.count { grow() }
        var slot = slotIndex(row.hashValueCache)
        while slots[slot] != 0 {
            if rows[Int(slots[slot]) - 1] == row { return }
            slot = (slot + 1) & (slots.count - 1)
        }
        rows.append(row)
        slots[slot] = Int32(rows.count)
    }

    private func slotIndex(_ hash: Int) -> Int {
        Int(truncatingIfNeeded: (UInt(bitPattern: hash) &* 0x9E37_79B9_7F4A_7C15) >> shift)
    }

    private mutating func grow() {
        let size = 2 * slots.count
        slots = [Int32](repeating: 0, count: size)
        shift = UInt(UInt.bitWidth - size.trailingZeroBitCount)
        for position in rows.indices {
            var slot = slotIndex(rows[position].hashValueCache)
            while slots[slot] != 0 { slot = (slot + 1) & (size - 1) }
            slots[slot] = Int32(position + 1)
        }
    }
}
