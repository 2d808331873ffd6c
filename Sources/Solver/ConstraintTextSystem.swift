/// Solves a parsed constraint text (DESIGN.md §8) with a `Solver`: the engine behind `coursegen solve`.
///
/// Statements run in file order as solver calls: a constraint line is `add` (break rank 0, so among conflicting
/// lines the latest one is broken); `edit NAME = VALUE @p` makes NAME an edit variable at priority p (default 999,
/// the strongest non-required one: an edit is a suggestion) and suggests VALUE; a later `edit` of the same name
/// suggests again (re-adding the edit variable if its priority changed). `edit NAME = VALUE @1000` (or
/// `@required`) is the required constraint `NAME == VALUE` instead.
public enum ConstraintTextSystem {
    public struct Solution: Sendable {
        /// Every name in the text, in order of first appearance.
        public var variables: [(name: String, value: Double)]
        /// Lines of broken constraints, ascending.
        public var brokenLines: [Int]
        /// For each broken constraint (by line), the lines of its minimal conflicting set, ascending.
        public var conflictLines: [[Int]]
        /// Names whose value differs in another optimal solution, in order of first appearance.
        public var ambiguous: [String]
    }

    /// The default priority of an `edit` line without `@priority`.
    public static let defaultEditPriority = 999.0

    /// Solves the statements. Lines the solver rejects are reported as errors and skipped.
    public static func solve(_ statements: [Statement]) -> (solution: Solution, errors: [ConstraintTextError]) {
        let solver = Solver()
        var names: [String] = []
        var variables: [String: Variable] = [:]
        func variable(_ name: String) -> Variable {
            if let existing = variables[name] { return existing }
            let created = solver.makeVariable(name: name)
            variables[name] = created
            names.append(name)
            return created
        }
        func expression(_ text: LinearText) -> Expression {
            Expression(terms: text.terms.map { Term(variable($0.name), $0.coefficient) }, constant: text.constant)
        }

        // Where each name first appears, for an error about its value.
        var firstPosition: [String: TextPosition] = [:]
        func noteNames(of statement: Statement) {
            switch statement {
            case .constraint(let constraint):
                for term in constraint.lhs.terms + constraint.rhs.terms where firstPosition[term.name] == nil {
                    firstPosition[term.name] = constraint.position
                }
            case .edit(let edit):
                if firstPosition[edit.name] == nil { firstPosition[edit.name] = edit.position }
            }
        }

        var lineOfConstraint: [ConstraintID: Int] = [:]
        var editPriority: [String: Double] = [:]
        var errors: [ConstraintTextError] = []
        for statement in statements {
            noteNames(of: statement)
            do {
                switch statement {
                case .constraint(let constraint):
                    let relation: Relation
                    switch constraint.relation {
                    case .equal: relation = .equal
                    case .lessThanOrEqual: relation = .lessThanOrEqual
                    case .greaterThanOrEqual: relation = .greaterThanOrEqual
                    }
                    let id = try solver.add(expression(constraint.lhs), relation, expression(constraint.rhs),
                                            priority: Priority(constraint.priority))
                    lineOfConstraint[id] = constraint.position.line
                case .edit(let edit):
                    let target = variable(edit.name)
                    let priority = edit.priority ?? defaultEditPriority
                    if priority >= 1000 {
                        if editPriority[edit.name] != nil {
                            try solver.removeEditVariable(target)
                            editPriority[edit.name] = nil
                        }
                        let id = try solver.add(target, .equal, edit.value)
                        lineOfConstraint[id] = edit.position.line
                        continue
                    }
                    if let current = editPriority[edit.name], current != priority {
                        try solver.removeEditVariable(target)
                        editPriority[edit.name] = nil
                    }
                    if editPriority[edit.name] == nil {
                        try solver.addEditVariable(target, priority: Priority(priority))
                        editPriority[edit.name] = priority
                    }
                    try solver.suggestValue(target, edit.value)
                }
            } catch {
                errors.append(ConstraintTextError("\(error)", at: statement.position))
            }
        }

        let ordered = names.compactMap { name in variables[name].map { (name, $0) } }
        // Numbers in the text are at most 1e15, but a chain of products can carry a solution far beyond (even to
        // infinity): such a value is an error at the name's first line, never a number JSON cannot hold.
        for (name, variable) in ordered {
            let value = solver.value(of: variable)
            guard !value.isFinite || value.magnitude > ConstraintTextParser.maximumMagnitude else { continue }
            let shown = value.isNaN ? "an undefined value" : value.isFinite ? "\(value)" : value < 0 ? "-infinity" : "infinity"
            errors.append(ConstraintTextError(
                "the solution puts '\(name)' at \(shown), "
                + "beyond ±\(ConstraintTextParser.maximumMagnitudeText), the largest magnitude solve reports; scale the system down",
                at: firstPosition[name] ?? TextPosition(line: 1, column: 1)))
        }
        let ambiguousSet = Set(solver.ambiguousVariables(among: ordered.map(\.1)))
        let conflicts = solver.conflicts
        let solution = Solution(
            variables: ordered.map { ($0.0, solver.value(of: $0.1)) },
            brokenLines: conflicts.compactMap { lineOfConstraint[$0.broken] }.sorted(),
            conflictLines: conflicts.sorted { (lineOfConstraint[$0.broken] ?? 0) < (lineOfConstraint[$1.broken] ?? 0) }
                .map { conflict in conflict.members.compactMap { lineOfConstraint[$0] }.sorted() },
            ambiguous: ordered.filter { ambiguousSet.contains($0.1) }.map(\.0))
        return (solution, errors)
    }
}
