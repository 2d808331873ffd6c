/// Why a solver call was rejected. A rejected call leaves the solver exactly as it was before the call.
public enum SolverError: Error, Equatable, Sendable, CustomStringConvertible {
    /// A coefficient, constant or suggested value is NaN or infinite.
    case nonFinite
    /// A priority outside 1...1000 (edit variables: outside 1..<1000).
    case priorityOutOfRange(Double)
    /// The constraint id was never returned by `add`, or was already removed.
    case unknownConstraint
    /// `suggestValue`/`removeEditVariable` on a variable that is not an edit variable.
    case unknownEditVariable
    /// `addEditVariable` on a variable that already is one.
    case duplicateEditVariable
    /// The variable was not created by this solver.
    case unknownVariable
    /// An internal invariant failed (a bug); the solver state is unchanged by the failed call whenever possible.
    case internalError(String)

    public var description: String {
        switch self {
        case .nonFinite: return "a coefficient, constant or value is NaN or infinite"
        case .priorityOutOfRange(let value): return "priority \(value) is outside 1...1000"
        case .unknownConstraint: return "no such constraint in the solver"
        case .unknownEditVariable: return "the variable is not an edit variable"
        case .duplicateEditVariable: return "the variable already is an edit variable"
        case .unknownVariable: return "the variable does not belong to this solver"
        case .internalError(let message): return "internal solver error: \(message)"
        }
    }
}
