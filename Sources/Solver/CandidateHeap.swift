/// Entering candidates of the primal simplex, best first: the most important level, then the steepest reduced
/// cost, then the lowest symbol id. Entries may be stale; the optimizer re-checks each one it pops.
struct CandidateHeap {
    struct Entry {
        var rank: Int
        var magnitude: Double
        var symbol: Int32

        func isBetter(than other: Entry) -> Bool {
            if rank != other.rank { return rank < other.rank }
            if magnitude != other.magnitude { return magnitude > other.magnitude }
            return symbol < other.symbol
        }
    }

    private(set) var entries: [Entry] = []

    var isEmpty: Bool { entries.isEmpty }

    mutating func push(_ entry: Entry) {
        entries.append(entry)
        var child = entries.count - 1
        while child > 0 {
            let parent = (child - 1) / 2
            guard entries[child].isBetter(than: entries[parent]) else { break }
            entries.swapAt(child, parent)
            child = parent
        }
    }

    mutating func pop() -> Entry? {
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

    mutating func removeAll() -> [Entry] {
        defer { entries.removeAll(keepingCapacity: true) }
        return entries
    }
}
