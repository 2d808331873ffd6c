/// Identifies a constraint added to a `Solver`. Ids are never reused by the same solver.
public struct ConstraintID: Hashable, Sendable, Comparable, CustomStringConvertible {
    public let raw: Int32

    public init(raw: Int32) { self.raw = raw }

    public static func < (lhs: ConstraintID, rhs: ConstraintID) -> Bool { lhs.raw < rhs.raw }

    public var description: String { "c\(raw)" }
}

/// A set of required constraints that cannot hold together, and the member the solver broke to go on.
///
/// Every member is needed: removing any one of them makes the rest satisfiable.
public struct Conflict: Hashable, Sendable {
    /// Sorted by id (that is, by the order they were added).
    public var members: [ConstraintID]
    public var broken: ConstraintID

    public init(members: [ConstraintID], broken: ConstraintID) {
        self.members = members
        self.broken = broken
    }
}

/// A constraint normalised to `Σ a·x + c (relation) 0`, merged terms sorted by variable id. Used for re-adding
/// constraints and (in expanded form) as the key of shared preference rows.
struct NormalizedConstraint: Hashable {
    var variables: [Int32]
    var coefficients: [Double]
    var constant: Double
    var relation: Relation
    var priority: Double
    /// For a non-required equality whose two sides of error count at different levels (`addPreference`): the
    /// priority of falling short (`Σ a·x + c < 0`); `priority` is then that of exceeding. 0: one priority. (A
    /// plain number: constraints are copied often, and an optional field makes every copy a generic one.)
    var shortfallPriority: Double
    /// The level at which falling short counts: `shortfallPriority` when set, else the one priority.
    var shortfallLevelPriority: Double { shortfallPriority > 0 ? shortfallPriority : priority }

    /// Terms already merged and sorted by variable id.
    init(variables: [Int32], coefficients: [Double], constant: Double, relation: Relation, priority: Double,
         shortfallPriority: Double = 0) {
        self.variables = variables
        self.coefficients = coefficients
        self.constant = constant
        self.relation = relation
        self.priority = priority
        self.shortfallPriority = shortfallPriority
    }

    init(lhs: Expression, relation: Relation, rhs: Expression, priority: Double) {
        self.constant = lhs.constant - rhs.constant
        self.relation = relation
        self.priority = priority
        self.shortfallPriority = 0
        // Callers that keep their own rows merged and sorted (Auto Layout does) pass them on as they are.
        if rhs.terms.isEmpty, Self.isMergedAndSorted(lhs.terms) {
            variables = lhs.terms.map(\.variable.id)
            coefficients = lhs.terms.map(\.coefficient)
            return
        }
        // Constraints have a handful of terms: sorting them and merging neighbours beats hashing into a dictionary.
        var terms: [(id: Int32, coefficient: Double)] = []
        terms.reserveCapacity(lhs.terms.count + rhs.terms.count)
        for term in lhs.terms { terms.append((term.variable.id, term.coefficient)) }
        for term in rhs.terms { terms.append((term.variable.id, -term.coefficient)) }
        terms.sort { $0.id < $1.id }
        var variables: [Int32] = []
        var coefficients: [Double] = []
        variables.reserveCapacity(terms.count)
        coefficients.reserveCapacity(terms.count)
        var index = 0
        while index < terms.count {
            let id = terms[index].id
            var coefficient = 0.0
            while index < terms.count && terms[index].id == id {
                coefficient += terms[index].coefficient
                index += 1
            }
            if coefficient != 0 {
                variables.append(id)
                coefficients.append(coefficient)
            }
        }
        self.variables = variables
        self.coefficients = coefficients
    }

    /// One word mixed from every field, then hashed once: feeding each term to the hasher cost more than the
    /// lookups it serves.
    func hash(into hasher: inout Hasher) {
        hasher.combine(mixedConstraintHash(variables: variables, coefficients: coefficients, constant: constant,
                                           relation: relation, priority: priority,
                                           shortfallPriority: shortfallPriority))
    }

    /// Strictly increasing ids and no zero coefficient: what the general path would produce from these terms.
    private static func isMergedAndSorted(_ terms: [Term]) -> Bool {
        var previous = Int32.min
        for term in terms {
            guard term.variable.id > previous, term.coefficient != 0 else { return false }
            previous = term.variable.id
        }
        return true
    }
}

/// A constraint's value mixed into one word: its merged terms, constant, relation and priorities. Shared
/// preference rows (SharedRowTable) and `NormalizedConstraint`'s hashing both look constraints up by value, so
/// both use this one mix; −0 and 0 are equal there, so they mix alike.
func mixedConstraintHash(variables: [Int32], coefficients: [Double], constant: Double, relation: Relation,
                         priority: Double, shortfallPriority: Double) -> UInt64 {
    func bits(_ value: Double) -> UInt64 { value == 0 ? 0 : value.bitPattern }
    var mixed = UInt64(truncatingIfNeeded: variables.count) &* 0x9E37_79B9_7F4A_7C15
    func mix(_ value: UInt64) {
        mixed = (mixed ^ value) &* 0xBF58_476D_1CE4_E5B9
        mixed ^= mixed >> 29
    }
    for index in variables.indices {
        mix(UInt64(UInt32(bitPattern: variables[index])))
        mix(bits(coefficients[index]))
    }
    mix(bits(constant))
    mix(bits(priority))
    mix(bits(shortfallPriority))
    switch relation {
    case .equal: mix(1)
    case .lessThanOrEqual: mix(2)
    case .greaterThanOrEqual: mix(3)
    }
    return mixed
}
