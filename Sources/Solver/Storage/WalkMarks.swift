/// Visit marks for the dependents walk, by variable id and by constraint id: a mark is current when it equals the
/// walk's stamp, so starting a walk clears nothing.
struct WalkMarks {
    private var variableStamps: [Int] = []
    private var constraintStamps: [Int] = []
    private var stamp = 0

    mutating func nextStamp(variableCount: Int, constraintCount: Int) -> Int {
        if variableStamps.count < variableCount {
            variableStamps.pad(toCover: variableCount, with: 0)
        }
        if constraintStamps.count < constraintCount {
            constraintStamps.pad(toCover: constraintCount, with: 0)
        }
        stamp += 1
        return stamp
    }

    /// Marks a variable; false when it was already marked in this walk.
    mutating func markVariable(_ variable: Int32, _ stamp: Int) -> Bool {
        if variableStamps[Int(variable)] == stamp { return false }
        variableStamps[Int(variable)] = stamp
        return true
    }

    mutating func markConstraint(_ constraint: Int32, _ stamp: Int) -> Bool {
        if constraintStamps[Int(constraint)] == stamp { return false }
        constraintStamps[Int(constraint)] = stamp
        return true
    }
}
