/// The lesson's top-level declarations as `VariantSweepEligibility` reads them, split, scanned and judged once per
/// parsed lesson, with an index from each declared name to its declarations: a block's verdict then costs what its
/// own code and the declarations it reaches cost, not the whole lesson (a lesson of many blocks made the plain
/// closure, `VariantSweepEligibility.allows(_:position:)`, quadratic). Same verdict as that closure.
struct VariantSweepDeclarations {
    private struct Entry {
        let block: Int
        /// The identifiers of its text: what reaching it makes named.
        let uses: Set<String>
        /// Whether its text names nothing that reads layout (`VariantSweepEligibility.allows(source:)`).
        let allowed: Bool
        let text: String
    }

    private let entries: [Entry]
    private let byName: [String: [Int]]
    /// Entries that always count as named (extensions, operators).
    private let alwaysNamed: [Int]

    init(_ lesson: LessonModule) {
        var entries: [Entry] = []
        var byName: [String: [Int]] = [:]
        var alwaysNamed: [Int] = []
        for (index, block) in lesson.blocks.enumerated() where block.errors.isEmpty {
            for declaration in VariantSweepEligibility.declarations(of: block) {
                let entry = entries.count
                entries.append(Entry(block: index, uses: Set(VariantSweepEligibility.references(in: declaration.text)),
                                     allowed: VariantSweepEligibility.allows(source: declaration.text),
                                     text: declaration.text))
                if declaration.names.isEmpty { alwaysNamed.append(entry) }
                for name in Set(declaration.names) { byName[name, default: []].append(entry) }
            }
        }
        self.entries = entries
        self.byName = byName
        self.alwaysNamed = alwaysNamed
    }

    /// Whether the preview block at `position` may be swept: its code, `setup=`, `actions=` and `show=`, and every
    /// other block's declaration they reach by name (and those reach in turn) name nothing that reads layout.
    func allows(_ lesson: LessonModule, position: Int) -> Bool {
        refusal(lesson, position: position) == nil
    }

    /// Why the block at `position` may not be swept (the layout-reading name and where the reachable code names
    /// it), or nil when it may.
    func refusal(_ lesson: LessonModule, position: Int) -> String? {
        let block = lesson.blocks[position]
        var own = [("its code", block.block.code)]
        for name in ["setup", "actions", "show"] { if let value = block.attributes[name] { own.append(("\(name)=", value)) } }
        for (place, source) in own {
            if let name = VariantSweepEligibility.layoutReadingName(in: source) { return "\(place) names '\(name)'" }
        }
        var names = Set(own.flatMap { VariantSweepEligibility.references(in: $0.1) })
        var pending = Array(names)
        var reached = Set<Int>()
        func reach(_ entry: Int) -> String? {
            guard entries[entry].block != position, reached.insert(entry).inserted else { return nil }
            guard entries[entry].allowed else {
                let name = VariantSweepEligibility.layoutReadingName(in: entries[entry].text) ?? "?"
                let line = lesson.blocks[entries[entry].block].block.fenceLine
                return "a declaration of the block at line \(line) it reaches names '\(name)'"
            }
            for name in entries[entry].uses where names.insert(name).inserted { pending.append(name) }
            return nil
        }
        for entry in alwaysNamed { if let refusal = reach(entry) { return refusal } }
        while let name = pending.popLast() {
            for entry in byName[name] ?? [] { if let refusal = reach(entry) { return refusal } }
        }
        return nil
    }
}
