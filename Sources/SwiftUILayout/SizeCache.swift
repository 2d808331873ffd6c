/// The sizes each node already answered in the current pass, a few per node.
///
/// A stack asks each child for its minimum (0), maximum (∞) and share of the space, then asks again when it
/// places it; a stack inside a stack multiplies those questions. Answers depend only on the node and the
/// proposal within one pass, so each is computed once. Entries are stamped with the pass that wrote them, so
/// starting a pass clears nothing.
struct SizeCache {
    static let slots = 8

    private var proposals: [ProposedViewSize]
    private var sizes: [ViewSize]
    private var passOfNode: [UInt32]
    private var used: [UInt8]
    private var pass: UInt32 = 0

    var currentPass: UInt32 { pass }

    init(nodeCount: Int) {
        proposals = Array(repeating: .unspecified, count: nodeCount * Self.slots)
        sizes = Array(repeating: .zero, count: nodeCount * Self.slots)
        passOfNode = Array(repeating: 0, count: nodeCount)
        used = Array(repeating: 0, count: nodeCount)
    }

    mutating func startPass() { pass &+= 1 }

    func size(of node: Int, for proposal: ProposedViewSize) -> ViewSize? {
        guard passOfNode[node] == pass else { return nil }
        let base = node * Self.slots
        for slot in 0..<min(Int(used[node]), Self.slots) where proposals[base + slot] == proposal {
            return sizes[base + slot]
        }
        return nil
    }

    mutating func store(_ size: ViewSize, of node: Int, for proposal: ProposedViewSize) {
        if passOfNode[node] != pass {
            passOfNode[node] = pass
            used[node] = 0
        }
        // Past the last slot, entries are overwritten round-robin.
        let slot = Int(used[node]) % Self.slots
        proposals[node * Self.slots + slot] = proposal
        sizes[node * Self.slots + slot] = size
        used[node] = UInt8((Int(used[node]) + 1) % (2 * Self.slots))
    }
}
