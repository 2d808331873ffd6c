/// An entering candidate of the primal simplex. Candidates come out best first: the most important level, then the
/// steepest reduced cost, then the lowest symbol id. Entries may be stale; the optimizer re-checks each one it pops.
struct EnteringCandidate: HeapOrdered {
    var rank: Int
    var magnitude: Double
    var symbol: Int32

    func isBetter(than other: EnteringCandidate) -> Bool {
        if rank != other.rank { return rank < other.rank }
        if magnitude != other.magnitude { return magnitude > other.magnitude }
        return symbol < other.symbol
    }
}
