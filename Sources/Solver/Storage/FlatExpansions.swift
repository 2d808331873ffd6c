/// Flat expansions of defined variables, stored back to back in one array: no allocation per expansion, and all
/// of them are dropped at once (an epoch) whenever the definitions change.
struct FlatExpansions {
    /// Where a variable's terms sit in `terms`; `count` is -1 when the expansion is too large to cache.
    struct Entry {
        var start: Int32
        var count: Int32
        var constant: Double
    }

    var terms: [Solver.ExpansionTerm] = []
    /// Raw arrays (read on every expansion), freed by `deallocate()`.
    private(set) var entries = RawArray<Entry>()
    private var epochs = RawArray<Int>()
    private var epoch = 0

    /// (Inlined: every flatten calls it, and it almost never has to grow.)
    @inline(__always) mutating func grow(to count: Int) {
        if entries.count < count { pad(to: count) }
    }

    private mutating func pad(to count: Int) {
        let target = Swift.max(count, 2 * entries.count)
        while entries.count < target {
            entries.append(Entry(start: 0, count: -1, constant: 0))
            epochs.append(-1)
        }
    }

    func isCurrent(_ variable: Int32) -> Bool { epochs[Int(variable)] == epoch }

    func deallocate() {
        entries.deallocate()
        epochs.deallocate()
    }

    mutating func set(_ variable: Int32, _ entry: Entry) {
        entries[Int(variable)] = entry
        epochs[Int(variable)] = epoch
    }

    /// Drops the terms appended from `start` on and returns the "too large" entry.
    mutating func tooLarge(droppingFrom start: Int) -> Entry {
        terms.removeSubrange(start...)
        return Entry(start: 0, count: -1, constant: 0)
    }

    mutating func invalidate() {
        epoch += 1
        terms.removeAll(keepingCapacity: true)
    }
}
