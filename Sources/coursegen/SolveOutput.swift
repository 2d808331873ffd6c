import Diagnostics
import Solver

/// The JSON printed by `coursegen solve`, written by hand so keys keep the documented order.
enum SolveOutput {
    static func json(_ solution: ConstraintTextSystem.Solution) -> String {
        let variables = solution.variables.map { "\(JSONText.quoted($0.name)): \(number($0.value))" }
        let conflicts = solution.conflictLines.map { "[" + $0.map(String.init).joined(separator: ", ") + "]" }
        return "{\"variables\": {" + variables.joined(separator: ", ") + "}, "
            + "\"broken\": [" + solution.brokenLines.map(String.init).joined(separator: ", ") + "], "
            + "\"conflicts\": [" + conflicts.joined(separator: ", ") + "], "
            + "\"ambiguous\": [" + solution.ambiguous.map(JSONText.quoted).joined(separator: ", ") + "]}"
    }

    /// Values are rounded to 1e-9 (far below the solver tolerance's effect on a point) so `99.99999999997`
    /// prints as `100`; integers print without a fraction and `-0` as `0`.
    static func number(_ value: Double) -> String {
        guard value.isFinite else { return "null" }
        // Beyond 1e15 a double has no digits below 1e-9 to round (and value * 1e9 would overflow past ~1.8e299).
        guard value.magnitude < 1e15 else { return String(value) }
        var rounded = (value * 1e9).rounded() / 1e9
        if rounded == 0 { rounded = 0 }
        if rounded == rounded.rounded(), abs(rounded) < 1e15 { return String(Int64(rounded)) }
        return String(rounded)
    }
}
