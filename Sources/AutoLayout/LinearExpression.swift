import Solver

/// A linear expression over solver variables, built up while translating one constraint. Merges terms as it goes
/// so that coordinate-space terms which cancel (the common ancestor's origin when the multiplier is 1) vanish.
///
/// Up to eight terms live inline, in SIMD registers' worth of storage: translating one constraint builds several
/// expressions, and heap arrays for each were a large part of a first layout. Longer expressions (constraints
/// across deep branches) move their terms to `spill`.
struct LinearExpression {
    private var inlineIDs = SIMD8<Int32>()
    private var inlineValues = SIMD8<Double>()
    private var inlineCount = 0
    private var spill: [(id: Int32, value: Double)]?
    var constant = 0.0

    init(constant: Double = 0) { self.constant = constant }

    init(_ variable: Variable, _ coefficient: Double = 1) {
        add(variable, coefficient)
    }

    /// Calls `body` with every term (in no particular order).
    func forEachTerm(_ body: (Int32, Double) -> Void) {
        if let spill {
            for term in spill { body(term.id, term.value) }
        } else {
            for index in 0..<inlineCount { body(inlineIDs[index], inlineValues[index]) }
        }
    }

    /// The terms sorted by variable id.
    func sortedTerms(longLists: LongTermLists) -> RowTerms {
        guard spill == nil, inlineCount <= RowTerms.inlineCapacity else {
            // Longer rows are rare (constraints across branches) and keep their list apart anyway.
            var terms: [RowTerm] = []
            forEachTerm { terms.append(RowTerm(id: $0, coefficient: $1)) }
            return RowTerms(sorted: terms.sorted { $0.id < $1.id }, longLists: longLists)
        }
        // At most four terms, whose ids are distinct: an insertion sort in registers, straight into the row's
        // own storage, beats a general sort of an array.
        var ids = SIMD4<Int32>()
        var values = SIMD4<Double>()
        for index in 0..<inlineCount {
            let id = inlineIDs[index]
            let value = inlineValues[index]
            var hole = index
            while hole > 0 && ids[hole - 1] > id {
                ids[hole] = ids[hole - 1]
                values[hole] = values[hole - 1]
                hole -= 1
            }
            ids[hole] = id
            values[hole] = value
        }
        return RowTerms(ids: ids, coefficients: values, count: inlineCount)
    }

    mutating func add(_ variable: Variable, _ coefficient: Double) {
        let id = variable.id
        if spill != nil {
            addSpilled(id, coefficient)
            return
        }
        for index in 0..<inlineCount where inlineIDs[index] == id {
            let sum = inlineValues[index] + coefficient
            if abs(sum) < 1e-12 {
                // Order does not matter (SolverRow sorts): move the last term into the hole.
                inlineCount -= 1
                inlineIDs[index] = inlineIDs[inlineCount]
                inlineValues[index] = inlineValues[inlineCount]
            } else {
                inlineValues[index] = sum
            }
            return
        }
        guard coefficient != 0 else { return }
        if inlineCount < 8 {
            inlineIDs[inlineCount] = id
            inlineValues[inlineCount] = coefficient
            inlineCount += 1
        } else {
            spill = (0..<inlineCount).map { (inlineIDs[$0], inlineValues[$0]) }
            addSpilled(id, coefficient)
        }
    }

    private mutating func addSpilled(_ id: Int32, _ coefficient: Double) {
        if let index = spill?.firstIndex(where: { $0.id == id }) {
            let sum = spill![index].value + coefficient
            if abs(sum) < 1e-12 { spill!.remove(at: index) } else { spill![index].value = sum }
        } else if coefficient != 0 {
            spill!.append((id, coefficient))
        }
    }

    mutating func add(_ other: LinearExpression, times factor: Double = 1) {
        guard factor != 0 else { return }
        other.forEachTerm { id, coefficient in add(Variable(id: id), coefficient * factor) }
        constant += other.constant * factor
    }

    static func + (a: LinearExpression, b: LinearExpression) -> LinearExpression {
        var result = a
        result.add(b)
        return result
    }

    static func - (a: LinearExpression, b: LinearExpression) -> LinearExpression {
        var result = a
        result.add(b, times: -1)
        return result
    }

    static func * (a: LinearExpression, factor: Double) -> LinearExpression {
        var result = LinearExpression()
        result.add(a, times: factor)
        return result
    }

    static func + (a: LinearExpression, constant: Double) -> LinearExpression {
        var result = a
        result.constant += constant
        return result
    }
}

/// One term of a solver row.
struct RowTerm: Hashable {
    let id: Int32
    let coefficient: Double
}

/// A solver row's terms, sorted by variable id. Up to four live in the row itself, which then holds no reference
/// at all: rows are copied into every table and list of a pass, and a heap array per row cost an allocation, a
/// free, a retain and a release per copy, and value-witness calls for every copy made inside a Set or Dictionary.
/// Four terms cover a view's own attributes, its neighbours' and its superview's; longer lists (constraints
/// across branches) are kept once each in their engine's `LongTermLists`, and the row points at its list.
struct RowTerms: RandomAccessCollection, Hashable {
    static let inlineCapacity = 4

    /// Lanes at and past `count` are zero, so whole vectors compare equal for equal rows.
    private let ids: SIMD4<Int32>
    private let coefficients: SIMD4<Double>
    private let storedCount: Int32
    /// The list when it is longer than `inlineCapacity`, unretained (its engine's `LongTermLists` holds it).
    private let longList: Unmanaged<LongTermList>?

    init(ids: SIMD4<Int32>, coefficients: SIMD4<Double>, count: Int) {
        self.ids = ids
        self.coefficients = coefficients
        storedCount = Int32(count)
        longList = nil
    }

    /// Inline when they fit, whatever form the expression had before its terms cancelled: equal rows must take
    /// the same form.
    init(sorted terms: [RowTerm], longLists: LongTermLists) {
        var ids = SIMD4<Int32>()
        var coefficients = SIMD4<Double>()
        if terms.count <= Self.inlineCapacity {
            for (index, term) in terms.enumerated() {
                ids[index] = term.id
                coefficients[index] = term.coefficient
            }
            longList = nil
        } else {
            longList = longLists.list(of: terms)
        }
        self.ids = ids
        self.coefficients = coefficients
        storedCount = Int32(terms.count)
    }

    var startIndex: Int { 0 }
    var endIndex: Int { Int(storedCount) }
    var count: Int { Int(storedCount) }

    subscript(position: Int) -> RowTerm {
        if let longList { return longList.takeUnretainedValue().terms[position] }
        return RowTerm(id: ids[position], coefficient: coefficients[position])
    }

    /// Calls `body` with each term in order, reading a long list once rather than once per term.
    @inline(__always)
    func forEachTerm(_ body: (Int32, Double) -> Void) {
        if let longList {
            for term in longList.takeUnretainedValue().terms { body(term.id, term.coefficient) }
            return
        }
        for index in 0..<Int(storedCount) { body(ids[index], coefficients[index]) }
    }

    /// Whether every term's variable has the same flag in `flags` (indexed by variable id); true without terms.
    func allAlike(in flags: [Bool]) -> Bool {
        if let longList {
            let list = longList.takeUnretainedValue().terms
            return list.allSatisfy { flags[Int($0.id)] == flags[Int(list[0].id)] }
        }
        let count = Int(storedCount)
        guard count > 1 else { return true }
        let first = flags[Int(ids[0])]
        for index in 1..<count where flags[Int(ids[index])] != first { return false }
        return true
    }

    static func == (a: RowTerms, b: RowTerms) -> Bool {
        a.storedCount == b.storedCount && a.longList?.toOpaque() == b.longList?.toOpaque() && a.ids == b.ids
            && a.coefficients == b.coefficients
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(storedCount)
        hasher.combine(longList?.takeUnretainedValue().number ?? -1)
        for index in 0..<Self.inlineCapacity {
            hasher.combine(ids[index])
            hasher.combine(coefficients[index] == 0 ? 0 : coefficients[index])
        }
    }
}

/// One constraint in the solver's terms, normalised to `Σ coefficient·variable + constant (relation) 0`.
/// Hashable so a pass can tell which constraints are unchanged since the previous pass and leave them in place.
struct SolverRow: Hashable {
    let terms: RowTerms
    let constant: Double
    let relation: LayoutRelation
    let priority: Double
    let breakRank: Int
    /// Set on the one row that stands for a view's content hugging and compression resistance on one axis
    /// (`LayoutModel.intrinsicRows`): the row is then `expr == 0` with exceeding at `priority` (hugging) and
    /// falling short at this priority (compression resistance), given to the solver as one preference. 0 on every
    /// other row. (Not an optional: an optional field made every copy of a pass's entry list go through the
    /// runtime's generic copy, which cost more than the merged rows saved.)
    let shortfallPriority: Double
    var isPreference: Bool { shortfallPriority > 0 }

    /// Computed once: rows are hashed several times per pass (dedup, diff against the solver, owner lookup).
    let hashValueCache: Int

    init(_ expression: LinearExpression, _ relation: LayoutRelation, priority: Double, breakRank: Int,
         longLists: LongTermLists) {
        self.init(terms: expression.sortedTerms(longLists: longLists), constant: expression.constant,
                  relation: relation, priority: priority, breakRank: breakRank, shortfallPriority: 0)
    }

    /// The same expression as a preference: `== 0`, exceeding at this row's priority, falling short at
    /// `shortfallPriority`.
    func preference(shortfallPriority: Double) -> SolverRow {
        SolverRow(terms: terms, constant: constant, relation: .equal, priority: priority, breakRank: breakRank,
                  shortfallPriority: shortfallPriority)
    }

    private init(terms: RowTerms, constant: Double, relation: LayoutRelation, priority: Double, breakRank: Int,
                 shortfallPriority: Double) {
        self.terms = terms
        self.constant = constant
        self.relation = relation
        self.priority = priority
        self.breakRank = breakRank
        self.shortfallPriority = shortfallPriority
        var hash = RowHash()
        hash.mix(UInt64(terms.count))
        terms.forEachTerm { id, coefficient in
            hash.mix(UInt64(UInt32(bitPattern: id)))
            hash.mix(coefficient)
        }
        hash.mix(constant)
        hash.mix(relation.hashCode)
        hash.mix(priority)
        hash.mix(UInt64(bitPattern: Int64(breakRank)))
        if shortfallPriority > 0 { hash.mix(shortfallPriority) }
        hashValueCache = hash.value
    }

    /// A hash of everything but the constant (`RowShape`), the same for rows that differ only there.
    var shapeHash: Int {
        var hash = RowHash()
        hash.mix(UInt64(terms.count))
        terms.forEachTerm { id, coefficient in
            hash.mix(UInt64(UInt32(bitPattern: id)))
            hash.mix(coefficient)
        }
        hash.mix(relation.hashCode)
        hash.mix(priority)
        hash.mix(UInt64(bitPattern: Int64(breakRank)))
        if shortfallPriority > 0 { hash.mix(shortfallPriority) }
        return hash.value
    }

    var variables: [Int32] { terms.map(\.id) }
    var coefficients: [Double] { terms.map(\.coefficient) }

    func hash(into hasher: inout Hasher) { hasher.combine(hashValueCache) }

    /// What Set and Dictionary ask for instead of `hash(into:)`: the cached hash mixed with the table's seed in one
    /// multiply and shift. A seeded Hasher over the one word costs more than the probe it serves, and the installed
    /// rows are looked up and inserted several times per row and pass.
    func _rawHashValue(seed: Int) -> Int {
        let mixed = UInt64(truncatingIfNeeded: hashValueCache ^ seed) &* 0x9E37_79B9_7F4A_7C15
        return Int(truncatingIfNeeded: mixed ^ (mixed >> 32))
    }

    static func == (a: SolverRow, b: SolverRow) -> Bool {
        a.hashValueCache == b.hashValueCache && a.terms == b.terms && a.constant == b.constant
            && a.relation == b.relation && a.priority == b.priority && a.breakRank == b.breakRank
            && a.shortfallPriority == b.shortfallPriority
    }

    /// True when no variable is left: the constraint is a statement about constants (`0 == 20`).
    var isConstant: Bool { terms.isEmpty }

    var solverRelation: Relation {
        switch relation {
        case .equal: return .equal
        case .lessThanOrEqual: return .lessThanOrEqual
        case .greaterThanOrEqual: return .greaterThanOrEqual
        }
    }
}

/// The hash a row computes once for itself. Rows are built by the thousand per pass and Set and Dictionary hash
/// the result again with their own seeded Hasher, so this only has to tell rows apart, not resist chosen inputs:
/// a multiply-xorshift step per word costs a fraction of a Hasher over the same words (whose seeding, string
/// hashing of the relation and finalisation were most of building a row).
private struct RowHash {
    private var state: UInt64 = 0x243F_6A88_85A3_08D3

    mutating func mix(_ word: UInt64) {
        state = (state ^ word) &* 0x9E37_79B9_7F4A_7C15
        state ^= state >> 29
    }

    /// Equal doubles mix equally: 0 and −0 are equal rows' constants.
    mutating func mix(_ value: Double) { mix(value == 0 ? 0 : value.bitPattern) }

    var value: Int { Int(truncatingIfNeeded: state) }
}

private extension LayoutRelation {
    var hashCode: UInt64 {
        switch self {
        case .equal: return 0
        case .lessThanOrEqual: return 1
        case .greaterThanOrEqual: return 2
        }
    }
}
