/// Promotion: a required equality becomes a definition even when every one of its variables is already in use.
///
/// `defineIfPossible` only takes fresh variables, so a constraint removed and added again (churn, or an
/// `updateConstraints` pass) would come back as a tableau row. For an alias such as `w_k == w_{k-1}` that row
/// undoes the presolve: the constraints below `k` stay expanded over `w_k`, their preference rows are no longer
/// shared, and identical rows pile up around one symbol, where the simplex walks them one degenerate pivot at a
/// time. Promotion restores the shape a fresh build would have:
/// 1. pick a subject variable as `defineIfPossible` does, among variables without a definition that are not edit
///    variables and whose definition would not make the definitions cyclic;
/// 2. take out of the tableau every constraint whose expansion goes through it;
/// 3. install the definition, keeping definition orders topological;
/// 4. put those constraints back, now expanded through the new definition (identical preferences share rows again).
/// If the subject is still in the tableau after step 2 (rounding), or a constraint cannot be put back (the new
/// constraint contradicts it), everything is undone and the caller adds the constraint as an ordinary row, so
/// conflicts are found and resolved exactly as before.
extension Solver {
    func promoteIfPossible(_ id: Int32) throws -> Bool {
        guard definitionRebuilds == 0, let record = record(id) else { return false }
        let terms = record.termRange
        guard let subject = definitionSubject(of: record, where: { variable in
            !storage.isDefinedVariable[Int(variable)] && edits[variable] == nil
                && !definitionsReach(variable, fromTermsIn: terms)
        }) else { return false }
        let variable = storage.termVariables[terms.lowerBound + subject]
        let order = storage.termVariables[terms].compactMap { storage.definitionOfVariable[Int($0)]?.order }.max().map { $0 + 1 } ?? 0

        definitionRebuilds += 1
        defer { definitionRebuilds -= 1 }
        let users = dependents(of: variable)
        var promoted = false
        try withDeferredOptimization {
            try takeOut(users)
            let symbol = storage.variableSymbols[Int(variable)]
            guard !tableau.isBasic(symbol), tableau.column(of: symbol).isEmpty else {
                try putBack(users)
                return
            }
            installDefinition(id, subject: subject, order: order)
            raiseOrders(above: variable)
            invalidateExpansions()
            var putBackSoFar: [Int32] = []
            for user in users {
                if case .infeasible = try insertIntoTableau(user) {
                    try takeOut(putBackSoFar)
                    uninstallDefinition(id, variable: variable)
                    try putBack(users)
                    return
                }
                putBackSoFar.append(user)
            }
            promoted = true
        }
        return promoted
    }

    /// Whether expanding the variables of a constraint's terms other than `target` through the definitions would
    /// ever reach `target`. (Visits are marked with the dependents walk's stamps: cheaper than a set.)
    private func definitionsReach(_ target: Int32, fromTermsIn terms: Range<Int>) -> Bool {
        var work = storage.termVariables[terms].filter { $0 != target }
        let stamp = walkMarks.nextStamp(variableCount: storage.variableSymbols.count, constraintCount: storage.records.count)
        while let current = work.popLast() {
            if current == target { return true }
            guard let definition = storage.definitionOfVariable[Int(current)], walkMarks.markVariable(current, stamp) else {
                continue
            }
            for slot in definition.slots where slot != Int(definition.subjectSlot) { work.append(storage.termVariables[slot]) }
        }
        return false
    }

    /// Keeps orders topological after `variable` got a definition: every definition referring to it, directly or
    /// not, must come after it.
    private func raiseOrders(above variable: Int32) {
        var work = [variable]
        while let current = work.popLast() {
            guard let floor = storage.definitionOfVariable[Int(current)]?.order else { continue }
            for owner in storage.definitionsReferencing.elements(current) {
                let defined = storage.records[Int(owner)].definedVariable
                guard defined >= 0,
                      let definition = storage.definitionOfVariable[Int(defined)], definition.constraint == owner,
                      definition.order <= floor else { continue }
                storage.definitionOfVariable[Int(defined)]?.order = floor + 1
                nextDefinitionOrder = max(nextDefinitionOrder, floor + 2)
                work.append(defined)
            }
        }
    }
}
