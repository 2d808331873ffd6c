/// Dense scratch space for `expandDefinitions`: coefficients by variable id, the ids touched, and which defined
/// variables wait in the heap. No hashing, and nothing allocated once it has grown to the variable count. Raw
/// arrays (no uniqueness check per write), freed by `SolverStorage`.
struct ExpansionScratch {
    private var coefficients = RawArray<Double>()
    private var isTouched = RawArray<Bool>()
    private var isPending = RawArray<Bool>()
    private var touched = RawArray<Int32>()

    @inline(__always) mutating func reserve(_ count: Int) {
        if coefficients.count < count { pad(to: count) }
    }

    private mutating func pad(to count: Int) {
        let target = Swift.max(count, 2 * coefficients.count)
        while coefficients.count < target {
            coefficients.append(0)
            isTouched.append(false)
            isPending.append(false)
        }
    }

    func deallocate() {
        coefficients.deallocate()
        isTouched.deallocate()
        isPending.deallocate()
        touched.deallocate()
    }

    mutating func add(_ variable: Int32, _ coefficient: Double) {
        let index = Int(variable)
        if !isTouched[index] {
            isTouched[index] = true
            touched.append(variable)
        }
        coefficients[index] += coefficient
    }

    /// Marks a defined variable as waiting for expansion; false when it already waits.
    mutating func markPending(_ variable: Int32) -> Bool {
        if isPending[Int(variable)] { return false }
        isPending[Int(variable)] = true
        return true
    }

    /// Removes and returns a waiting variable's coefficient (it is expanded now; a later mention waits again).
    mutating func take(_ variable: Int32) -> Double {
        isPending[Int(variable)] = false
        let coefficient = coefficients[Int(variable)]
        coefficients[Int(variable)] = 0
        return coefficient
    }

    /// Replaces `variables` and `values` with the nonzero terms, sorted by variable id; leaves the scratch empty.
    mutating func drain(into variables: inout [Int32], _ values: inout [Double]) {
        let count = touched.count
        if count > 128 {
            var sorted = UnsafeMutableBufferPointer(start: touched.base, count: count)
            sorted.sort()
        } else if count > 1 {
            // Insertion sort: the ids are distinct and an expansion is short (mostly a few terms, and its ids arrive nearly in order), where the library's
            // sort (a stable merge sort) cost several times more.
            let ids = touched.base.unsafelyUnwrapped
            for position in 1..<count {
                let id = ids[position]
                var hole = position
                while hole > 0 && ids[hole - 1] > id {
                    ids[hole] = ids[hole - 1]
                    hole -= 1
                }
                ids[hole] = id
            }
        }
        variables.removeAll(keepingCapacity: true)
        values.removeAll(keepingCapacity: true)
        variables.reserveCapacity(count)
        values.reserveCapacity(count)
        for position in 0..<count {
            let variable = touched[position]
            let index = Int(variable)
            if coefficients[index] != 0 {
                variables.append(variable)
                values.append(coefficients[index])
            }
            coefficients[index] = 0
            isTouched[index] = false
            isPending[index] = false
        }
        touched.removeAll()
    }
}
