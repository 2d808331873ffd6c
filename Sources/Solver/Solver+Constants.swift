/// Changing a constraint's constant in place.
///
/// Layout passes often change nothing but constants: a label's intrinsic height after it wraps, an offset in an
/// animation step. Removing the constraint and adding it again pays for a row removal and an insertion with its
/// pivots; moving the constant costs one walk down a column, the way Cassowary moves an edit constraint:
/// the constraint's row was built as `0 = c + Σ a·x + s·m` with a marker `m` (slack, error or dummy) that no other
/// constraint mentions, so `c → c + Δ` is the change of variable `m = m' + Δ/s`. Every row where `m` appears
/// (nonbasic, coefficient k) gains `k·Δ/s` in its constant; the row where `m` is basic loses `Δ/s`. The basis stays
/// optimal, and the dual simplex repairs the rows that became negative.
///
/// Cases that need more go through removal and re-insertion under the same id: definitions (their constant is in
/// every expansion), shared preference rows (the shares would no longer be identical), broken constraints, and a
/// redundant required equality (its dummy is basic and nothing can absorb the change). When the dual simplex
/// finds that the new constant contradicts other required constraints, the shift is undone and the same
/// fallback runs, so the conflict is found, minimised and resolved by the usual rule.
extension Solver {
    /// Adds `delta` to the constant of a constraint (the `c` of `lhs − rhs = Σ a·x + c`), keeping its id, relation
    /// and priority, and re-solves.
    /// - Throws: `SolverError.nonFinite`, `.unknownConstraint` (also for edit constraints: use `suggestValue`);
    ///   the solver is unchanged then.
    public func shiftConstant(of id: ConstraintID, by delta: Double) throws {
        guard delta.isFinite else { throw SolverError.nonFinite }
        guard let record = record(id), !record.isEdit else { throw SolverError.unknownConstraint }
        guard delta != 0 else { return }
        let shifted = record.constant + delta
        guard shifted.isFinite else { throw SolverError.nonFinite }
        let previous = record.constant
        storage.records[Int(id.raw)].constant = shifted
        if canShiftInPlace(record) {
            if try shiftInPlace(id.raw, record, by: delta) {
                if !brokenIDs.isEmpty { try retryBrokenConstraints() }
                return
            }
        }
        try replace(id.raw, previous: previous)
    }

    private func canShiftInPlace(_ record: ConstraintRecord) -> Bool {
        guard !record.isBroken, record.marker >= 0, record.host < 0, record.guestCount == 0,
              record.definedVariable < 0 else { return false }
        return tableau.kind(record.marker) != .dummy || !tableau.isBasic(record.marker)
    }

    /// The column walk described above, then the dual simplex. False (with the shift undone and the tableau
    /// optimal again) when the new constant cannot hold together with the other required constraints.
    private func shiftInPlace(_ id: Int32, _ record: ConstraintRecord, by delta: Double) throws -> Bool {
        // The row is no longer identical to what it was registered as.
        sharedRowTable.unregister(id)
        if !moveMarker(of: record, by: delta) {
            // A redundant required equality elsewhere no longer holds: the required constraints contradict each
            // other. Undo, and let the conflict rule decide.
            _ = moveMarker(of: record, by: -delta)
            try reoptimize()
            return false
        }
        do {
            try reoptimize(reportingStuckDual: true)
            return true
        } catch let stuck as DualSimplexStuck {
            infeasibleRows.append(stuck.row)
            _ = moveMarker(of: record, by: -delta)
            try reoptimize()
            return false
        }
    }

    /// Applies `c → c + delta` to the tableau through the constraint's marker column. False when a row whose basic
    /// symbol is a dummy (a redundant required equality, whose row holds only dummies) moved away from 0: nothing
    /// can repair that, the required constraints have no common solution any more.
    private func moveMarker(of record: ConstraintRecord, by delta: Double) -> Bool {
        let marker = record.marker
        let sign = markerSign(of: record)
        let shift = delta / sign
        let basicRow = tableau.row(of: marker)
        if basicRow >= 0 {
            // Never a dummy here (`canShiftInPlace` sends a basic dummy through re-insertion).
            tableau.constants[Int(basicRow)] -= shift
            if tableau.isRestrictedRow(basicRow), tableau.constants[Int(basicRow)] < -Tolerance.epsilon {
                infeasibleRows.append(basicRow)
            }
            return true
        }
        var consistent = true
        for entry in tableau.column(of: marker) where !tableau.isObjectiveRow(entry.row) {
            let coefficient = tableau.coefficient(at: entry)
            tableau.constants[Int(entry.row)] += coefficient * shift
            if tableau.isRestrictedRow(entry.row), tableau.constants[Int(entry.row)] < -Tolerance.epsilon {
                infeasibleRows.append(entry.row)
            }
            if tableau.kind(tableau.basic[Int(entry.row)]) == .dummy,
               !Tolerance.isZero(tableau.constants[Int(entry.row)]) {
                consistent = false
            }
        }
        return consistent
    }

    /// The marker's coefficient in the constraint's row as `buildRow` wrote it (before any scaling of the row,
    /// which multiplies the whole equation and so leaves the change of variable the same).
    private func markerSign(of record: ConstraintRecord) -> Double {
        switch record.relation {
        case .lessThanOrEqual: return 1
        case .greaterThanOrEqual: return -1
        case .equal: return record.isRequired ? 1 : -1
        }
    }

    /// Takes the constraint out (or un-breaks it) and places it again with its new constant, under the same id.
    private func replace(_ id: Int32, previous: Double) throws {
        guard let record = record(id) else { return }
        let shifted = record.constant
        // Removal must see the constraint as it is in the tableau.
        storage.records[Int(id)].constant = previous
        if record.isBroken {
            unbreak(id)
        } else {
            try deactivate(id)
        }
        storage.records[Int(id)].constant = shifted
        try place(id)
        try retryBrokenConstraints()
    }
}

/// The dual simplex found a negative restricted row that no symbol can repair: the required constraints have no
/// common solution any more.
struct DualSimplexStuck: Error {
    var row: Int32
}
