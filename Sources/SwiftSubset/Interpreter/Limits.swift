/// Bounds that keep lesson code from exhausting the time, memory or stack of a run. Each is reported as a located
/// diagnostic (`docs/layout-blocks.md`, "Limits"), never a crash or a hang.
package enum Limits {
    /// Statements and calls one scenario of a block may run: the default of `RunOptions.stepLimit`.
    package static let steps = 1_000_000
    /// Nested calls of lesson functions, closures, getters and initializers.
    package static let callDepth = 200
    /// The most integers a range may hold when the runtime needs them one by one in an array (`for i in …`,
    /// `map`, `reversed()`, `Array(range)`). Questions a range answers without its elements (`count`, `contains`,
    /// `first`, `last`, `min()`, `max()`) have no limit.
    package static let rangeElements = 1_000_000
    /// The most characters (counted in UTF-8 bytes) of a string lesson code may build.
    package static let stringSize = 10_000_000
    /// The most elements of an array (entries of a dictionary) lesson code may build: as many as a range may give.
    package static let collectionSize = 1_000_000
    /// Building or copying data costs steps, so a loop that grows or copies big strings and arrays stops at the step
    /// limit long before it uses much memory: a character (UTF-8 byte) of a string is one unit, an element of an array
    /// (or an entry of a dictionary) `unitsPerElement` units, and `bulkUnitsPerStep` units cost one step. The whole
    /// step budget buys about 100 MB of strings or 5 million array elements.
    package static let bulkUnitsPerStep = 100
    package static let unitsPerElement = 20
    /// Views one run of a block may create. A lesson screen has tens or hundreds; a loop that builds tens of
    /// thousands would take seconds to minutes and gigabytes to lay out on every device and canvas width of the
    /// preview (100,000 labels in a stack: about 70 s and 2 GB for one variant).
    package static let views = 10_000
    /// Characters of `print` output a block keeps; later output is dropped.
    package static let consoleCharacters = 1_000_000
    /// `DispatchQueue.main.asyncAfter` blocks run (each one a state) after one step of the scenario, and rounds of
    /// them (blocks scheduled by blocks).
    package static let deferredRuns = 32
    package static let deferredRounds = 6
    /// Rounds of `DispatchQueue.main.async` blocks (blocks scheduled by blocks) run at the end of one step.
    package static let mainQueueRounds = 8
}

extension Interpreter {
    /// Counts `units` characters or elements copied by a builtin against the step budget
    /// (`Limits.bulkUnitsPerStep` per step).
    package func chargeBulk(_ units: Int, _ loc: Loc) throws {
        bulkUnits += units
        if bulkUnits >= Limits.bulkUnitsPerStep {
            let steps = bulkUnits / Limits.bulkUnitsPerStep
            bulkUnits %= Limits.bulkUnitsPerStep
            stepsLeft -= steps - 1
            try step(loc)
        }
    }

    /// Checks the size of a string or array lesson code built (`Limits.collectionSize`) and charges its copying.
    @discardableResult
    package func checkBuilt(_ value: Value, _ loc: Loc) throws -> Value {
        switch value {
        case .string(let s):
            try checkSize(s.utf8.count, 1, "string", "characters", loc)
        case .array(let items):
            try checkSize(items.count, Limits.unitsPerElement, "array", "elements", loc)
        case .dictionary(let entries):
            try checkSize(entries.count, Limits.unitsPerElement, "dictionary", "entries", loc)
        default:
            break
        }
        return value
    }

    /// Refuses to build a collection of more than `Limits.collectionSize` units, and charges the copy.
    package func checkSize(_ size: Int, _ unitsPerItem: Int, _ what: String, _ unit: String, _ loc: Loc) throws {
        if size > (unitsPerItem == 1 ? Limits.stringSize : Limits.collectionSize) {
            throw Interpreter.tooLarge(what, unit, loc)
        }
        try chargeBulk(size * unitsPerItem, loc)
    }

    package static func tooLarge(_ what: String, _ unit: String, _ loc: Loc) -> ScriptError {
        let limit = what == "string" ? Limits.stringSize : Limits.collectionSize
        return ScriptError("step-limit", "the \(what) would have more than \(limit) \(unit) (the layout runtime's limit)", at: loc)
    }

    /// The integers of `a..<b` / `a...b` for code that needs them one by one: at most `Limits.rangeElements`,
    /// else a `step-limit` error (`what` names the loop or method).
    package func rangeElements(_ a: Int, _ b: Int, closed: Bool, what: String = "the loop", loc: Loc) throws -> [Int] {
        guard let n = Operators.rangeCount(a, b, closed: closed), n <= Limits.rangeElements else {
            throw ScriptError("step-limit", "\(what) has too many iterations (a range of more than \(Limits.rangeElements) elements)", at: loc)
        }
        if n == 0 { return [] }
        return Array(a...(a + (n - 1)))
    }
}
