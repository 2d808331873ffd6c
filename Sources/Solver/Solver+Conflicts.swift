/// Minimal conflicting sets of required constraints.
///
/// The tableau gives a first explanation for free: when a required row cannot be satisfied, the row that proves
/// it (an all-dummy row with a nonzero constant, or the artificial objective stuck above 0) is a combination of
/// original constraint rows, and the constraints taking part are exactly those whose nonbasic markers it mentions
/// (a Farkas certificate). That set conflicts but need not be minimal, so it is then shrunk by deletion filtering:
/// each member in turn is dropped for good when the others still conflict without it, checked by a separate probe
/// solver that holds only the candidates. What remains is irreducible: every member is needed.
extension Solver {
    /// Conflicting sets larger than this are not minimised further (see `minimalConflict`).
    static let deletionFilterLimit = 64

    func minimalConflict(explanation: [Int32], including newID: Int32) throws -> [Int32] {
        // Rows expanded through definitions owe their shape to those definitions too.
        var candidates = explanation + [newID]
        for id in candidates { candidates += definitionsUsed(by: id) }
        var members = Array(Set(candidates)).sorted()
        if try isFeasible(members) {
            // The certificate was cut short by rounding: fall back to every required constraint in the tableau.
            members = (0..<storage.records.count).compactMap { index -> Int32? in
                let record = storage.records[index]
                guard record.isLive, record.isRequired, !record.isBroken,
                      record.marker >= 0 || record.definedVariable >= 0 || Int32(index) == newID else { return nil }
                return Int32(index)
            }
            if try isFeasible(members) { return [newID] }
        }
        // The deletion filter probes the set once per member, each probe solving the rest from scratch: quadratic
        // in the set's size at best. A Farkas certificate from the simplex is already irreducible as a rule (it is a
        // basic solution of the alternative system), so beyond a few dozen members the certificate is kept as it
        // is: a chain of a thousand views that cannot fit then reports in moments instead of minutes.
        guard members.count <= Self.deletionFilterLimit else { return members }
        for candidate in members where candidate != newID {
            let rest = members.filter { $0 != candidate }
            if try !isFeasible(rest) { members = rest }
        }
        return members
    }

    /// Whether the given required constraints can hold together, decided by a fresh probe solver.
    func isFeasible(_ ids: [Int32]) throws -> Bool {
        let probe = Solver()
        var probeVariables: [Int32: Variable] = [:]
        for id in ids {
            guard record(id) != nil else { continue }
            var normalized = normalized(id)
            normalized.variables = normalized.variables.map { variable in
                if let mapped = probeVariables[variable] { return mapped.id }
                let mapped = probe.makeVariable()
                probeVariables[variable] = mapped
                return mapped.id
            }
            normalized.priority = 1000
            let probeID = probe.makeRecord(normalized, breakRank: 0, isEdit: false)
            if case .infeasible = try probe.insertIntoTableau(probeID) { return false }
        }
        return true
    }
}
