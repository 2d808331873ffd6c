/// The keys of shared preference rows and the table from a key to its host.
///
/// A key is a constraint's expanded form (terms over tableau variables, constant, relation, priorities). Each
/// host's key terms sit back to back in one store and the table is open-addressed over host ids, so registering a
/// row allocates nothing per row and nothing is released per row when the solver goes (a dictionary keyed by
/// arrays cost a pair of arrays per preference row, and hashing them on every lookup).
struct SharedRowTable {
    /// A key as registered for a host.
    struct Key {
        var start: Int32
        var count: Int32
        var constant: Double
        var priority: Double
        var shortfallPriority: Double
        var relation: Relation
        var hash: Int
    }

    /// A constraint's expanded form, to look up or register.
    struct Candidate {
        var variables: [Int32]
        var coefficients: [Double]
        var constant: Double
        var relation: Relation
        var priority: Double
        var shortfallPriority: Double
        var hash: Int

        init(variables: [Int32], coefficients: [Double], constant: Double, relation: Relation, priority: Double,
             shortfallPriority: Double) {
            self.variables = variables
            self.coefficients = coefficients
            self.constant = constant
            self.relation = relation
            self.priority = priority
            self.shortfallPriority = shortfallPriority
            let mixed = mixedConstraintHash(variables: variables, coefficients: coefficients, constant: constant,
                                            relation: relation, priority: priority,
                                            shortfallPriority: shortfallPriority)
            hash = Int(truncatingIfNeeded: mixed ^ (mixed >> 32))
        }
    }

    /// The key of each constraint while it hosts a shared row, by constraint id (grown when a key is registered:
    /// most constraints never host one).
    private(set) var keys: [Key?] = []
    private var variables: [Int32] = []
    private var coefficients: [Double] = []
    /// Key terms no key uses any more (dropped keys); the store is compacted when they outnumber the live ones.
    private var garbage = 0
    /// Host ids; `empty` or `deleted` otherwise. The count is a power of two.
    private var slots: [Int32] = []
    /// Slots that are not empty (hosts and deleted marks).
    private var occupied = 0
    private static let empty: Int32 = -1
    private static let deleted: Int32 = -2

    mutating func addRecord() { keys.append(nil) }

    func hasKey(_ id: Int32) -> Bool { key(of: id) != nil }

    private func key(of id: Int32) -> Key? { Int(id) < keys.count ? keys[Int(id)] : nil }

    /// The host registered under the candidate's key.
    func host(of candidate: Candidate) -> Int32? {
        let slot = find(candidate)
        return slot.found ? slots[slot.index] : nil
    }

    /// Makes `id` the host of the candidate's key (replacing the host the key had).
    mutating func register(_ id: Int32, _ candidate: Candidate) {
        unregister(id)
        let start = Int32(variables.count)
        variables.append(contentsOf: candidate.variables)
        coefficients.append(contentsOf: candidate.coefficients)
        keys.pad(toCover: Int(id) + 1, with: nil)
        keys[Int(id)] = Key(start: start, count: Int32(candidate.variables.count), constant: candidate.constant,
                            priority: candidate.priority, shortfallPriority: candidate.shortfallPriority,
                            relation: candidate.relation, hash: candidate.hash)
        setHost(id, ofKeyOf: id)
    }

    /// Forgets `id`'s key; the table forgets the key too when `id` is its host.
    mutating func unregister(_ id: Int32) {
        guard let key = key(of: id) else { return }
        let slot = find(key)
        if slot.found && slots[slot.index] == id {
            slots[slot.index] = Self.deleted
        }
        dropKey(of: id)
    }

    /// Hands `id`'s key to `heir`, which becomes the key's host.
    mutating func transfer(_ id: Int32, to heir: Int32) {
        unregister(heir)
        guard let key = key(of: id) else { return }
        // Looked up while `id` still owns the key: the entry may name `id`.
        let slot = find(key)
        keys.pad(toCover: Int(heir) + 1, with: nil)
        keys[Int(heir)] = key
        keys[Int(id)] = nil
        if slot.found {
            slots[slot.index] = heir
        } else {
            setHost(heir, ofKeyOf: heir)
        }
    }

    private mutating func dropKey(of id: Int32) {
        guard let key = key(of: id) else { return }
        keys[Int(id)] = nil
        garbage += Int(key.count)
        if garbage > 1024 && garbage > variables.count / 2 { compactStore() }
    }

    /// Points the table entry of `owner`'s key at `owner`, adding the entry when the key has none.
    private mutating func setHost(_ host: Int32, ofKeyOf owner: Int32) {
        guard let key = key(of: owner) else { return }
        if (occupied + 1) * 2 > slots.count { rehash() }
        let slot = find(key)
        if !slot.found && slots[slot.index] == Self.empty { occupied += 1 }
        slots[slot.index] = host
    }

    /// The slot holding an equal key (found), or else the slot to put it in.
    private func find(_ candidate: Candidate) -> (index: Int, found: Bool) {
        find(hash: candidate.hash) { key in
            guard key.count == candidate.variables.count, key.constant == candidate.constant,
                  key.relation == candidate.relation, key.priority == candidate.priority,
                  key.shortfallPriority == candidate.shortfallPriority else { return false }
            for index in 0..<Int(key.count) {
                let slot = Int(key.start) + index
                if variables[slot] != candidate.variables[index] || coefficients[slot] != candidate.coefficients[index] {
                    return false
                }
            }
            return true
        }
    }

    private func find(_ wanted: Key) -> (index: Int, found: Bool) {
        find(hash: wanted.hash) { key in
            guard key.count == wanted.count, key.constant == wanted.constant, key.relation == wanted.relation,
                  key.priority == wanted.priority, key.shortfallPriority == wanted.shortfallPriority else { return false }
            for index in 0..<Int(key.count) {
                let (a, b) = (Int(key.start) + index, Int(wanted.start) + index)
                if variables[a] != variables[b] || coefficients[a] != coefficients[b] { return false }
            }
            return true
        }
    }

    /// Linear probing from the hash; an equal key wins, else the first deleted slot on the way, else the empty
    /// slot that ends the probe.
    private func find(hash: Int, matches: (Key) -> Bool) -> (index: Int, found: Bool) {
        guard !slots.isEmpty else { return (0, false) }
        let mask = slots.count - 1
        var index = hash & mask
        var firstDeleted = -1
        while true {
            let host = slots[index]
            if host == Self.empty { return (firstDeleted >= 0 ? firstDeleted : index, false) }
            if host == Self.deleted {
                if firstDeleted < 0 { firstDeleted = index }
            } else if let key = keys[Int(host)], key.hash == hash, matches(key) {
                return (index, true)
            }
            index = (index + 1) & mask
        }
    }

    /// Rebuilds the table with room for four times its hosts (deleted marks go).
    private mutating func rehash() {
        let hosts = slots.filter { $0 >= 0 }
        // At least 1,024 slots (4 KB): a screen's preference rows fill a few hundred, and each doubling from a
        // small table rehashed every host again.
        var capacity = 1024
        while capacity < hosts.count * 4 { capacity *= 2 }
        slots = [Int32](repeating: Self.empty, count: capacity)
        occupied = 0
        for host in hosts {
            guard let key = keys[Int(host)] else { continue }
            var index = key.hash & (capacity - 1)
            while slots[index] != Self.empty { index = (index + 1) & (capacity - 1) }
            slots[index] = host
            occupied += 1
        }
    }

    /// Copies the live keys' terms to a fresh store, in key order.
    private mutating func compactStore() {
        var freshVariables: [Int32] = []
        var freshCoefficients: [Double] = []
        freshVariables.reserveCapacity(variables.count - garbage)
        freshCoefficients.reserveCapacity(variables.count - garbage)
        for index in keys.indices {
            guard var key = keys[index] else { continue }
            let range = Int(key.start)..<Int(key.start + key.count)
            key.start = Int32(freshVariables.count)
            freshVariables.append(contentsOf: variables[range])
            freshCoefficients.append(contentsOf: coefficients[range])
            keys[index] = key
        }
        variables = freshVariables
        coefficients = freshCoefficients
        garbage = 0
    }
}
