/// A membership pre-check on rows' cached hashes that never hashes again: one bit per hash, taken from the hash's
/// low bits. False means "not in the set"; true means "look it up". The scans it guards pass every row of a pass
/// and look up only the few that changed, so re-hashing each candidate (as a Set<Int> would) dominated them.
struct HashFilter {
    private var bits: [UInt64]
    private let mask: Int

    init(_ hashes: [Int]) {
        // About eight bits per hash keeps false positives near one in eight.
        var size = 64
        while size < hashes.count * 8 { size *= 2 }
        mask = size - 1
        bits = [UInt64](repeating: 0, count: size / 64)
        for hash in hashes {
            let bit = hash & mask
            bits[bit >> 6] |= 1 << UInt64(bit & 63)
        }
    }

    func mayContain(_ hash: Int) -> Bool {
        let bit = hash & mask
        return bits[bit >> 6] & (1 << UInt64(bit & 63)) != 0
    }
}
