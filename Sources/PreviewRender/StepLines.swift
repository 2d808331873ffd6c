import LayoutFrames

/// What the code view marks for each state (docs/previews.md, "Steps"): the lines the step ran and the lines of
/// the constraints it added, removed, or whose constant or priority it changed; and the states' captions.
enum StepLines {
    /// Per state, the sorted Markdown lines to mark (none for the initial state); nil when no state marks any.
    static func lines(_ block: BlockFrames, codeLines: ClosedRange<Int>?, code: String?) -> [[Int]]? {
        let source = code.map { CodeFunctions(code: $0, firstLine: codeLines?.lowerBound ?? 0) }
        var result: [[Int]] = [[]]
        for index in block.states.indices.dropFirst() {
            var lines = Set(changedConstraintLines(before: block.states[index - 1].constraints,
                                                   after: block.states[index].constraints))
            if let action = block.states[index].action, let source { lines.formUnion(source.linesRun(by: action)) }
            result.append(lines.filter { codeLines?.contains($0) ?? true }.sorted())
        }
        return result.allSatisfy(\.isEmpty) ? nil : result
    }

    /// Lines of the records one list has and the other has not (as multisets; a new constant is a new record).
    static func changedConstraintLines(before: [ConstraintRecord], after: [ConstraintRecord]) -> [Int] {
        func key(_ c: ConstraintRecord) -> String {
            "\(c.first)|\(c.relation)|\(c.second ?? "")|\(c.multiplier)|\(c.constant)|\(c.priority)|\(c.line ?? 0)"
        }
        var counts: [String: (Int, Int?)] = [:]
        for c in before { counts[key(c), default: (0, c.line)].0 += 1 }
        for c in after { counts[key(c), default: (0, c.line)].0 -= 1 }
        return counts.values.compactMap { $0.0 != 0 ? $0.1 : nil }
    }

    /// The caption paragraph, showing the initial state's caption (the script follows the state).
    static func caption(_ captions: [String]) -> String {
        guard !captions.isEmpty else { return "" }
        return "<p class=\"cg-caption\" aria-live=\"polite\">\(HTMLText.escape(captions[0]))</p>"
    }
}

/// The block's methods by name, found in its text: what a step such as `setLoading(true)` or a tap ran.
struct CodeFunctions {
    private var bodies: [String: ClosedRange<Int>] = [:]
    private var lines: [Substring] = []
    private let firstLine: Int

    init(code: String, firstLine: Int) {
        self.firstLine = firstLine
        lines = code.split(separator: "\n", omittingEmptySubsequences: false)
        for (index, line) in lines.enumerated() {
            guard let name = Self.declaredFunction(line) else { continue }
            // The body runs to the line where the braces opened on or after the declaration close again.
            var depth = 0, opened = false, end = index
            scan: for k in index..<lines.count {
                for c in lines[k] {
                    if c == "{" { depth += 1; opened = true }
                    if c == "}" { depth -= 1 }
                    if opened && depth == 0 { end = k; break scan }
                }
                end = k
            }
            if bodies[name] == nil { bodies[name] = (firstLine + index)...(firstLine + end) }
        }
    }

    /// `func name(` on a line: the name.
    static func declaredFunction(_ line: Substring) -> String? {
        guard let range = line.range(of: "func ") else { return nil }
        let name = line[range.upperBound...].prefix { $0.isLetter || $0.isNumber || $0 == "_" }
        return name.isEmpty ? nil : String(name)
    }

    /// The lines of the method a step calls (`setLoading(true)`, `self.toggle()`), or that a tap on `path` runs
    /// (the `#selector(name)` of the line wiring `path`'s target or gesture).
    func linesRun(by action: String) -> [Int] {
        if action.hasPrefix("tap("), action.hasSuffix(")") {
            let path = action.dropFirst(4).dropLast()
            let last = path.split(separator: ".").last.map(String.init) ?? String(path)
            for line in lines where line.contains(last) && (line.contains("addTarget") || line.contains("addGestureRecognizer")
                                                            || line.contains("#selector")) {
                if let selector = line.range(of: "#selector(") {
                    let name = String(line[selector.upperBound...].prefix { $0.isLetter || $0.isNumber || $0 == "_" })
                    if let body = bodies[name] { return Array(body) }
                }
            }
            return []
        }
        var call = Substring(action)
        if call.hasPrefix("self.") { call = call.dropFirst(5) }
        let name = String(call.prefix { $0.isLetter || $0.isNumber || $0 == "_" })
        return bodies[name].map(Array.init) ?? []
    }
}
