import SwiftSubset

/// UIKit's `UILayoutPriority` and SnapKit's `ConstraintPriority` as lesson code uses them.
///
/// Both are Float-backed structs in Swift. Here a priority is simply its number: `UILayoutPriority.defaultHigh`,
/// `UILayoutPriority(rawValue: 300)`, `contentHuggingPriority(for:)` and `constraint.priority` all give 750, 300…,
/// numbers answer `rawValue` (UILayoutPriority) and `value` (ConstraintPriority) with themselves, and arithmetic
/// and comparisons are the numbers' own.
///
/// The one gap is a bare implicit member. Swift gives `.defaultLow` in `.defaultLow + 1` or `c.priority < .required`
/// its type from the expression around it; the interpreter only sees a name there, a symbolic case with no type.
/// `priorityOperands` gives such a name its priority value when the other operand is a number: no other UIKit type
/// that lessons combine with numbers has members of these names, so that is how Swift resolves it.
extension Runtime {
    /// Operators whose operands Swift types together: arithmetic with a number, and comparisons.
    static let priorityOperators: Set<String> = ["+", "-", "==", "!=", "<", ">", "<=", ">="]

    /// `(l, r)` with a bare priority name (`.defaultLow`, `.required`, `.high`…) replaced by its value when the
    /// other side is a number; anything else unchanged.
    static func priorityOperands(_ l: Value, _ r: Value) -> (Value, Value) {
        if l.asDouble != nil, let value = bareNamedPriority(r) { return (l, .double(value)) }
        if r.asDouble != nil, let value = bareNamedPriority(l) { return (.double(value), r) }
        return (l, r)
    }

    /// The value of a symbolic case that names a priority (no type was inferred for it, no payload).
    static func bareNamedPriority(_ v: Value) -> Double? {
        guard case .enumCase(let e) = v, e.typeName.isEmpty, e.associated.isEmpty, e.rawValue == nil else { return nil }
        return namedPriority(e.name)
    }
}
