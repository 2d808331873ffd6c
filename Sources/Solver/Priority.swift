/// How much a constraint matters, from 1 to 1000 as in Auto Layout; 1000 means required.
///
/// Priorities are strict: satisfying a constraint of priority p outweighs any amount of error at every lower
/// priority (see docs/solver.md, "Objective"). Each distinct value is its own level, so 250 and 251 differ.
public struct Priority: Hashable, Comparable, Sendable, CustomStringConvertible {
    public let value: Double

    /// Any value is representable; `Solver.add` rejects values outside 1...1000 and non-finite ones.
    public init(_ value: Double) { self.value = value }

    public static let required = Priority(1000)
    public static let high = Priority(750)
    public static let medium = Priority(500)
    public static let low = Priority(250)
    public static let fittingSizeLevel = Priority(50)

    public var isRequired: Bool { value >= 1000 }

    /// True for 1...1000 (finite).
    public var isValid: Bool { value.isFinite && value >= 1 && value <= 1000 }

    public static func < (lhs: Priority, rhs: Priority) -> Bool { lhs.value < rhs.value }

    public var description: String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
    }
}

/// The relation of a constraint `lhs relation rhs`.
public enum Relation: Sendable, Hashable, BitwiseCopyable {
    case equal, lessThanOrEqual, greaterThanOrEqual
}
