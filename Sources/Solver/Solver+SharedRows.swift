/// Identical preferences share one tableau row.
///
/// Non-required constraints whose expanded form (terms over tableau variables, constant, relation and priority)
/// is identical are the same penalty counted several times: a row of equal widths where each view says
/// `width_i == 100 @250` expands to `width_0 == 100 @250` n times. Giving each its own row creates a hub of n
/// rows around one symbol, and every dual pivot (each `suggestValue` that squeezes the row) walks all of them.
/// Instead the first one (the host) owns the row and each later identical one (a guest) only adds its error once
/// more to the level's objective: n·|e| is exactly the sum of the n identical errors, so the objective is unchanged.
/// Removing a guest subtracts its share; removing the host hands the row to the oldest guest.
extension Solver {
    /// A shared row's key: the constraint in its expanded form (terms over tableau variables only).
    typealias SharedRowKey = SharedRowTable.Candidate

    /// Joins the row of an identical active constraint, if there is one.
    func joinSharedRow(_ id: Int32, key: SharedRowKey) -> Bool {
        guard let host = sharedRowTable.host(of: key), host != id, let hostRecord = record(host), hostRecord.marker >= 0 else {
            return false
        }
        addErrorShare(of: hostRecord, factor: 1)
        guestsOfHost[host, default: []].insert(id)
        storage.records[Int(host)].guestCount += 1
        storage.records[Int(id)].host = host
        registerMentions(of: id)
        return true
    }

    /// Handles the removal of a constraint that shares a row. Returns true when the row stays (a guest left, or
    /// the host handed the row over), false when the caller must remove the row as usual.
    func leaveSharedRow(_ id: Int32) -> Bool {
        guard let record = record(id) else { return false }
        if record.host >= 0 {
            if let hostRecord = self.record(record.host) { addErrorShare(of: hostRecord, factor: -1) }
            if guestsOfHost[record.host]?.remove(id) != nil { storage.records[Int(record.host)].guestCount -= 1 }
            storage.records[Int(id)].host = -1
            return true
        }
        guard sharedRowTable.hasKey(id) else { return false }
        let guests = guestsOfHost[id] ?? []
        guard let heir = guests.min() else {
            sharedRowTable.unregister(id)
            return false
        }
        addErrorShare(of: record, factor: -1)
        storage.records[Int(heir)].host = -1
        storage.records[Int(heir)].marker = record.marker
        storage.records[Int(heir)].other = record.other
        sharedRowTable.transfer(id, to: heir)
        let heirGuests = guests.subtracting([heir])
        guestsOfHost[heir] = heirGuests.isEmpty ? nil : heirGuests
        storage.records[Int(heir)].guestCount = Int32(heirGuests.count)
        for guest in heirGuests { storage.records[Int(guest)].host = heir }
        for symbol in [record.marker, record.other] where symbol >= 0 { storage.constraintOfSymbol[Int(symbol)] = heir }
        storage.records[Int(id)].marker = -1
        storage.records[Int(id)].other = -1
        storage.records[Int(id)].guestCount = 0
        guestsOfHost[id] = nil
        return true
    }

    /// Adds (`factor` 1) or removes (-1) one share of a non-required row's errors in its level's objective.
    func addErrorShare(of host: ConstraintRecord, factor: Double) {
        let level = levelRow(for: host.priority)
        let shortfallLevel = levelRow(for: host.shortfallLevelPriority)
        for symbol in [host.marker, host.other] where symbol >= 0 && tableau.kind(symbol) == .error {
            // An equality's other error is its shortfall (buildRow), which may count at a level of its own.
            let isShortfall = symbol == host.other && host.relation == .equal
            tableau.addSymbol(symbol, times: factor, into: isShortfall ? shortfallLevel : level)
        }
    }
}
