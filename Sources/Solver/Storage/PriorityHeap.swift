/// Something a `PriorityHeap` can order: `isBetter(than:)` must be a strict weak order; the best comes out first.
protocol HeapOrdered {
    func isBetter(than other: Self) -> Bool
}

/// A binary heap, best element first. The solver keeps two of them (entering candidates of the simplex, and
/// defined variables waiting to be expanded); one implementation serves both, specialized per element type.
struct PriorityHeap<Element: HeapOrdered> {
    private(set) var entries: [Element] = []

    var isEmpty: Bool { entries.isEmpty }

    mutating func push(_ entry: Element) {
        entries.append(entry)
        var child = entries.count - 1
        while child > 0 {
            let parent = (child - 1) / 2
            guard entries[child].isBetter(than: entries[parent]) else { break }
            entries.swapAt(child, parent)
            child = parent
        }
    }

    mutating func pop() -> Element? {
        guard let first = entries.first else { return nil }
        let last = entries.removeLast()
        if !entries.isEmpty {
            entries[0] = last
            var parent = 0
            while true {
                let left = 2 * parent + 1, right = left + 1
                var best = parent
                if left < entries.count, entries[left].isBetter(than: entries[best]) { best = left }
                if right < entries.count, entries[right].isBetter(than: entries[best]) { best = right }
                if best == parent { break }
                entries.swapAt(parent, best)
                parent = best
            }
        }
        return first
    }

    /// Empties the heap, keeping its storage.
    mutating func clear() { if !entries.isEmpty { entries.removeAll(keepingCapacity: true) } }

    /// Empties the heap and returns what it held, in no particular order.
    mutating func removeAll() -> [Element] {
        defer { entries.removeAll(keepingCapacity: true) }
        return entries
    }
}
