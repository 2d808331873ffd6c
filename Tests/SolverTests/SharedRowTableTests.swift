import Testing
@testable import Solver

/// SharedRowTable (Solver+SharedRows.swift): the keys of shared preference rows and the open-addressed table
/// from a key to its host, checked against a dictionary model through registrations, hand-overs, removals,
/// growth and compaction of the key store.
@Suite struct SharedRowTableTests {
    private func candidate(_ variables: [Int32], _ coefficients: [Double], constant: Double = 0,
                           relation: Relation = .equal, priority: Double = 250,
                           shortfallPriority: Double = 0) -> SharedRowTable.Candidate {
        SharedRowTable.Candidate(variables: variables, coefficients: coefficients, constant: constant,
                                 relation: relation, priority: priority, shortfallPriority: shortfallPriority)
    }

    /// Equal forms find each other (−0 equals 0); any differing field or term tells keys apart.
    @Test func keysMatchByValue() {
        var table = SharedRowTable()
        for _ in 0..<4 { table.addRecord() }
        let key = candidate([3, 7], [1, -2])
        #expect(table.host(of: key) == nil)
        table.register(0, key)
        #expect(table.hasKey(0))
        #expect(table.host(of: candidate([3, 7], [1, -2], constant: -0.0)) == 0)
        #expect(table.host(of: candidate([3, 7], [1, -0.0 - 2])) == 0)
        #expect(candidate([3, 7], [1, -2], constant: -0.0).hash == key.hash)
        for other in [candidate([3, 7], [1, -2], constant: 1), candidate([3, 7], [1, -2], priority: 251),
                      candidate([3, 7], [1, -2], shortfallPriority: 750), candidate([3, 8], [1, -2]),
                      candidate([3, 7], [1, 2]), candidate([3], [1]), candidate([3, 7], [1, -2], relation: .lessThanOrEqual)] {
            #expect(table.host(of: other) == nil)
        }
    }

    /// The table needs no slot per constraint in advance: ids it has never seen have no key, and registering or
    /// handing over to a large id grows it.
    @Test func idsNeedNoRegistrationInAdvance() {
        var table = SharedRowTable()
        let key = candidate([2, 5], [1, 1], constant: 3)
        #expect(!table.hasKey(1_000))
        table.unregister(1_000)
        table.register(40, key)
        #expect(table.host(of: key) == 40)
        table.transfer(40, to: 5_000)
        #expect(table.host(of: key) == 5_000)
        #expect(table.hasKey(5_000) && !table.hasKey(40))
    }

    /// Registering an equal key names the new host; unregistering a host the table no longer names leaves the
    /// entry; a hand-over moves the key and the entry to the heir.
    @Test func hostsReplaceAndHandOver() {
        var table = SharedRowTable()
        for _ in 0..<5 { table.addRecord() }
        let key = candidate([1], [1], constant: -100)
        table.register(1, key)
        table.register(2, key)
        #expect(table.host(of: key) == 2)
        table.unregister(1)                      // 1 kept a key, but the table names 2
        #expect(!table.hasKey(1))
        #expect(table.host(of: key) == 2)
        table.transfer(2, to: 4)
        #expect(!table.hasKey(2) && table.hasKey(4))
        #expect(table.host(of: key) == 4)
        table.unregister(4)
        #expect(table.host(of: key) == nil)
        table.register(3, key)                   // a deleted slot is reused
        #expect(table.host(of: key) == 3)
    }

    /// Thousands of random operations against a dictionary model: the table grows, deleted slots and dropped key
    /// terms pile up and are cleared (rehash, store compaction), and every lookup agrees with the model.
    @Test func randomOperationsMatchADictionary() {
        var table = SharedRowTable()
        let ids = 400
        for _ in 0..<ids { table.addRecord() }
        var generator = SplitMix64(state: 7)
        func randomKey() -> [Int32] {
            // Few distinct keys, so equal keys meet often; some long, so the store fills with dropped terms.
            let length = Int(generator.next() % 3 == 0 ? 12 : 1 + generator.next() % 3)
            return (0..<length).map { Int32($0) * 5 + Int32(generator.next() % 4) }
        }
        var hostOfKey: [[Int32]: Int32] = [:]
        var keyOfID: [Int32: [Int32]] = [:]
        func form(_ key: [Int32]) -> SharedRowTable.Candidate { candidate(key, key.map { Double($0) + 0.5 }) }
        for _ in 0..<20_000 {
            let id = Int32(generator.next() % UInt64(ids))
            switch generator.next() % 3 {
            case 0:
                let key = randomKey()
                table.register(id, form(key))
                if let old = keyOfID[id], hostOfKey[old] == id { hostOfKey[old] = nil }
                keyOfID[id] = key
                hostOfKey[key] = id
            case 1:
                table.unregister(id)
                if let old = keyOfID[id], hostOfKey[old] == id { hostOfKey[old] = nil }
                keyOfID[id] = nil
            default:
                let heir = Int32(generator.next() % UInt64(ids))
                guard heir != id, let key = keyOfID[id] else { continue }
                table.transfer(id, to: heir)
                if let old = keyOfID[heir], hostOfKey[old] == heir { hostOfKey[old] = nil }
                keyOfID[id] = nil
                keyOfID[heir] = key
                hostOfKey[key] = heir
            }
            let probe = randomKey()
            #expect(table.host(of: form(probe)) == hostOfKey[probe])
        }
        for (key, host) in hostOfKey { #expect(table.host(of: form(key)) == host) }
        for id in 0..<Int32(ids) { #expect(table.hasKey(id) == (keyOfID[id] != nil)) }
    }
}
