import Solver

/// Keeping the solver in step with the constraint list of a pass, and reading the solution.
extension LayoutEngine {
    /// Adds what is new to the solver and removes what is gone; identical rows stay untouched. Each row costs one
    /// hash lookup when nothing changed, so an unchanged re-layout does not pay for sorting or re-adding.
    /// - Parameter held: entries (by index) whose rows wait: they are neither added nor kept (the one-pass
    ///   wrapping adds them later), without copying the list to blank them.
    func synchronizeSolver(with entries: [(constraint: LayoutConstraint, row: SolverRow?)], holding held: [Bool] = []) {
        passNumber += 1
        let pass = passNumber
        // A first layout adds every row: sized once, as growing copies every row each time.
        var fresh = DistinctRows(capacity: installed.isEmpty ? entries.count + 2 : 16)
        func visit(_ row: SolverRow) {
            if let index = installed.index(forKey: row) {
                installed.values[index].seenInPass = pass
            } else {
                fresh.insert(row)
            }
        }
        for row in rootRows() { visit(row) }
        for index in entries.indices where held.isEmpty || !held[index] {
            if let row = entries[index].row { visit(row) }
        }
        let gone = installedOrder.filter { installed[$0].map { $0.seenInPass != pass } ?? false }
        let (shifts, removals, additions) = pairConstantChanges(gone: gone, fresh: fresh.rows)
        for row in removals { uninstall(row) }
        let replacement = shift(shifts, pass: pass)
        let ordered = additionOrder(additions)
        // A first layout adds every row at once: growing the table step by step re-hashes it each time.
        installed.reserveCapacity(installed.count + ordered.count)
        for row in ordered { add(row, pass: pass) }
        if !gone.isEmpty {
            // Removed rows leave the installation order; a shifted row keeps its place (its solver id is the old one).
            installedOrder = installedOrder.compactMap { row in replacement[row] ?? (installed[row] != nil ? row : nil) }
        }
        if installedOrder.isEmpty { installedOrder = ordered } else { installedOrder += ordered }
    }

    /// The root's canvas origin is pinned at (0, 0) by two rows no constraint object stands for.
    private func rootRows() -> [SolverRow] {
        let rootVariables = model.variables(for: root)
        return [SolverRow(LinearExpression(rootVariables.x), .equal, priority: 1000, breakRank: 0,
                          longLists: model.longTermLists),
                SolverRow(LinearExpression(rootVariables.y), .equal, priority: 1000, breakRank: 0,
                          longLists: model.longTermLists)]
    }

    /// Splits a pass's changes into rows that differ from a gone row only in their constant (moved in the solver
    /// with `shiftConstant`, far cheaper than a removal and an insertion: a wrapped label's new height is exactly
    /// that), and the rest, which are removed or added. Gone rows keep their installation order.
    private func pairConstantChanges(gone: [SolverRow], fresh: [SolverRow])
        -> (shifts: [(old: SolverRow, new: SolverRow)], removals: [SolverRow], additions: [SolverRow]) {
        guard !gone.isEmpty, !fresh.isEmpty else { return ([], gone, fresh) }
        // Each shape's gone rows, earliest first; a slice gives them up from the front in place, where taking an
        // array out of the table, shortening it and storing it back copied it every time.
        var candidates: [RowShape: ArraySlice<Int>] = [:]
        candidates.reserveCapacity(gone.count)
        for (index, row) in gone.enumerated() where installed[row]?.id != nil {
            candidates[RowShape(row), default: []].append(index)
        }
        var partner = [SolverRow?](repeating: nil, count: gone.count)
        var additions: [SolverRow] = []
        for row in fresh {
            if !row.isConstant, let index = candidates[RowShape(row)]?.popFirst() {
                partner[index] = row
            } else {
                additions.append(row)
            }
        }
        var shifts: [(old: SolverRow, new: SolverRow)] = []
        var removals: [SolverRow] = []
        for (index, row) in gone.enumerated() {
            if let new = partner[index] { shifts.append((row, new)) } else { removals.append(row) }
        }
        return (shifts, removals, additions)
    }

    /// Moves installed rows' constants to those of their new versions. A row the solver refuses to move (the new
    /// one would read like another constraint) is removed and the new one added once every other row has moved,
    /// as a pass without shifting would do, so rows trading constants never clash on the way.
    /// - Returns: each old row's new row, for the installation order.
    private func shift(_ pairs: [(old: SolverRow, new: SolverRow)], pass: Int) -> [SolverRow: SolverRow] {
        var replacement: [SolverRow: SolverRow] = [:]
        for (old, new) in pairs { replacement[old] = new }
        var refused: [(old: SolverRow, new: SolverRow)] = []
        for (old, new) in pairs {
            guard let id = installed[old]?.id else { continue }
            do {
                try model.solver.shiftConstant(of: id, by: new.constant - old.constant)
                installed[old] = nil
                installed[new] = InstalledRow(id: id, isViolatedConstant: false, seenInPass: pass)
            } catch {
                refused.append((old, new))
            }
        }
        for (old, _) in refused { uninstall(old) }
        for (_, new) in refused { add(new, pass: pass) }
        return replacement
    }

    private func uninstall(_ row: SolverRow) {
        if let id = installed[row]?.id { try? model.solver.remove(id) }
        installed[row] = nil
        violatedConstantRows.remove(row)
        rejectedRows[row] = nil
    }

    /// The same solver operations as `synchronizeSolver(with:)` when `entries` differ from the list the solver
    /// holds only at the indices `changed` (whose rows were `previousRows`): old rows no other entry states are
    /// removed in installation order, new rows are added in `additionOrder`. It touches only those rows instead of
    /// looking up every row of the list.
    func synchronizeSolver(with entries: [(constraint: LayoutConstraint, row: SolverRow?)], changedAt changed: [Int],
                           previousRows: [SolverRow?]) {
        passNumber += 1
        // The old rows still stated by an unchanged entry, by a new row, or by the root: one scan of the list,
        // comparing cached hashes first, so the cost stays linear however many rows changed.
        let candidates = Set(previousRows.compactMap { $0 })
        let candidateHashes = HashFilter(candidates.map(\.hashValueCache))
        var stillStated = Set<SolverRow>()
        for row in rootRows() where candidates.contains(row) { stillStated.insert(row) }
        for index in entries.indices {
            guard let hash = entries[index].row?.hashValueCache, candidateHashes.mayContain(hash),
                  let row = entries[index].row, candidates.contains(row) else { continue }
            stillStated.insert(row)     // an unchanged entry, or a changed one whose new row is an old one
        }
        var gone = Set<SolverRow>()
        for case let row? in previousRows where installed[row] != nil && !stillStated.contains(row) { gone.insert(row) }
        var fresh: [SolverRow] = []
        var freshSet = Set<SolverRow>()
        for index in changed {
            guard let row = entries[index].row, installed[row] == nil else { continue }
            if freshSet.insert(row).inserted { fresh.append(row) }
        }
        var positions: [Int] = []
        if !gone.isEmpty {
            // Positions in installation order (by index and cached hash, without copying every row).
            let goneHashes = HashFilter(gone.map(\.hashValueCache))
            for index in installedOrder.indices where goneHashes.mayContain(installedOrder[index].hashValueCache) {
                if gone.contains(installedOrder[index]) { positions.append(index) }
            }
        }
        let (shifts, removals, additions) = pairConstantChanges(gone: positions.map { installedOrder[$0] },
                                                                fresh: fresh)
        for row in removals { uninstall(row) }
        let replacement = shift(shifts, pass: passNumber)
        for index in positions.reversed() {
            if let new = replacement[installedOrder[index]] {
                installedOrder[index] = new
            } else {
                installedOrder.remove(at: index)
            }
        }
        let ordered = additionOrder(additions)
        for row in ordered { add(row, pass: passNumber) }
        installedOrder += ordered
    }

    /// Required rows first, shortest first, then optional ones by falling priority. The tableau takes its shape
    /// from the hard structure before any error variable appears, and short rows (a view's own size or offset)
    /// substitute into longer ones cheaply; on the benchmark screen this order adds about 45× faster than the
    /// generation order (solver-notes.md: add order matters).
    private func additionOrder(_ rows: [SolverRow]) -> [SolverRow] {
        // Orders positions, not rows: a row is about a hundred bytes to move.
        var required: [Int] = []
        var optional: [Int] = []
        required.reserveCapacity(rows.count)
        optional.reserveCapacity(rows.count)
        for index in rows.indices {
            if rows[index].priority >= 1000 { required.append(index) } else { optional.append(index) }
        }
        let byLength = stableOrder(required.map { Double(rows[$0].terms.count) })
        let byPriority = stableOrder(optional.map { -rows[$0].priority })
        var ordered: [SolverRow] = []
        // With room to spare: a first layout's list becomes the installation order, which the wrapped labels'
        // rows join right after (one-pass wrapping, a wrap pass), and growing it copies every row.
        ordered.reserveCapacity(rows.count + rows.count / 8)
        for position in byLength { ordered.append(rows[required[position]]) }
        for position in byPriority { ordered.append(rows[optional[position]]) }
        return ordered
    }

    /// Positions `0..<keys.count` by ascending key, equal keys in position order. The keys (row lengths,
    /// priorities) take a handful of values, so this counts positions per distinct key instead of sorting them
    /// with comparisons; with many distinct keys it falls back to a stable sort.
    private func stableOrder(_ keys: [Double]) -> [Int] {
        if keys.count < 2 { return Array(keys.indices) }     // a re-layout's one changed row
        var distinct: [Double] = []
        var bucketOfPosition = [Int](repeating: 0, count: keys.count)
        for (position, key) in keys.enumerated() {
            if let bucket = distinct.firstIndex(of: key) {
                bucketOfPosition[position] = bucket
            } else {
                guard distinct.count < 16 else {
                    return keys.indices.sorted { a, b in keys[a] != keys[b] ? keys[a] < keys[b] : a < b }
                }
                bucketOfPosition[position] = distinct.count
                distinct.append(key)
            }
        }
        // Where each bucket starts in the output: buckets in key order, each as long as its count.
        var sizes = [Int](repeating: 0, count: distinct.count)
        for bucket in bucketOfPosition { sizes[bucket] += 1 }
        var start = [Int](repeating: 0, count: distinct.count)
        var offset = 0
        for bucket in distinct.indices.sorted(by: { distinct[$0] < distinct[$1] }) {
            start[bucket] = offset
            offset += sizes[bucket]
        }
        var order = [Int](repeating: 0, count: keys.count)
        for (position, bucket) in bucketOfPosition.enumerated() {
            order[start[bucket]] = position
            start[bucket] += 1
        }
        return order
    }

    private func add(_ row: SolverRow, pass: Int) {
        if row.isConstant {
            // No variable left (`0 == 20`): nothing for the solver; a required one that fails is its own conflict.
            let holds: Bool
            switch row.relation {
            case .equal: holds = abs(row.constant) < 1e-9
            case .lessThanOrEqual: holds = row.constant <= 1e-9
            case .greaterThanOrEqual: holds = row.constant >= -1e-9
            }
            let violated = !holds && row.priority >= 1000
            installed[row] = InstalledRow(id: nil, isViolatedConstant: violated, seenInPass: pass)
            if violated { violatedConstantRows.insert(row) }
            return
        }
        do {
            // The terms go to the solver from a stack buffer: no expression array per row.
            let id = try withUnsafeTemporaryAllocation(of: Term.self, capacity: row.terms.count) { buffer in
                for (index, term) in row.terms.enumerated() {
                    buffer.initializeElement(at: index, to: Term(Variable(id: term.id), term.coefficient))
                }
                let terms = UnsafeBufferPointer(buffer)
                if row.isPreference {
                    return try model.solver.addPreference(terms: terms, constant: row.constant,
                                                          excessPriority: Priority(max(1, row.priority)),
                                                          shortfallPriority: Priority(max(1, row.shortfallPriority)),
                                                          breakRank: row.breakRank)
                }
                return try model.solver.add(terms: terms, constant: row.constant, row.solverRelation,
                                            priority: Priority(min(1000, max(1, row.priority))),
                                            breakRank: row.breakRank)
            }
            installed[row] = InstalledRow(id: id, isViolatedConstant: false, seenInPass: pass)
        } catch {
            // The solver refused the row (it validates what the pass cannot foresee); report, do not trap.
            installed[row] = InstalledRow(id: nil, isViolatedConstant: false, seenInPass: pass)
            rejectedRows[row] = "\(error)"
        }
    }

    /// Reads local rectangles from the solver and accumulates screen positions down the tree (views come in
    /// depth-first order, so a superview's screen frame is known before its subviews').
    func readSolution(into outcome: inout Outcome) {
        func rect(_ item: LayoutItem) -> Rect? {
            guard let v = model.existingVariables(for: item) else { return nil }
            return Rect(x: model.solver.value(of: v.x), y: model.solver.value(of: v.y),
                        width: model.solver.value(of: v.w), height: model.solver.value(of: v.h))
        }
        /// `rect` with any component that is not finite (solved constants near the largest Double add up to
        /// infinity; code can set an infinite frame nothing constrains) read as 0, so nothing downstream sees NaN;
        /// a view's is recorded for an `invalid-geometry` error.
        func finite(_ rect: Rect, of view: View?) -> Rect {
            if rect.minX.isFinite && rect.minY.isFinite && rect.width.isFinite && rect.height.isFinite { return rect }
            if let view { outcome.nonFiniteFrames.append((view, rect)) }
            func zeroed(_ value: Double) -> Double { value.isFinite ? value : 0 }
            return Rect(x: zeroed(rect.minX), y: zeroed(rect.minY), width: zeroed(rect.width),
                        height: zeroed(rect.height))
        }
        // Sized up front: growing a dictionary re-hashes everything in it.
        outcome.localFrames.reserveCapacity(outcome.views.count)
        outcome.screenFrames.reserveCapacity(outcome.views.count)
        for view in outcome.views {
            let local = finite(rect(view) ?? Rect(origin: .zero, size: view.frame.size), of: view)
            outcome.localFrames[ObjectIdentifier(view)] = local
            var screen = local
            if view !== root, let parent = view.superviewID, let parentScreen = outcome.screenFrames[parent] {
                screen = local.offsetBy(dx: parentScreen.minX, dy: parentScreen.minY)
            }
            outcome.screenFrames[ObjectIdentifier(view)] = screen
            view.forEachOwnedGuide { guide in
                if let frame = rect(guide) { outcome.guideFrames[ObjectIdentifier(guide)] = finite(frame, of: nil) }
            }
            if view.kind == .scrollView, model.scrollViewsWithContentConstraints.contains(ObjectIdentifier(view)),
               let content = rect(view.contentLayoutGuide) {
                outcome.contentSizes[ObjectIdentifier(view)] = finite(content, of: nil).size
            }
        }
    }

}

/// A solver row without its constant: two rows of one shape differ only in where they put the same line.
struct RowShape: Hashable {
    let terms: RowTerms
    let relation: LayoutRelation
    let priority: Double
    let breakRank: Int
    let shortfallPriority: Double
    /// The row's own cheap hash without its constant, for the reason `SolverRow.hashValueCache` exists: the
    /// synthesized hash ran a seeded Hasher over every field of every gone and fresh row of a pass.
    let hashValueCache: Int

    init(_ row: SolverRow) {
        terms = row.terms
        relation = row.relation
        priority = row.priority
        breakRank = row.breakRank
        shortfallPriority = row.shortfallPriority
        hashValueCache = row.shapeHash
    }

    static func == (a: RowShape, b: RowShape) -> Bool {
        a.hashValueCache == b.hashValueCache && a.terms == b.terms && a.relation == b.relation
            && a.priority == b.priority && a.breakRank == b.breakRank && a.shortfallPriority == b.shortfallPriority
    }

    func hash(into hasher: inout Hasher) { hasher.combine(hashValueCache) }

    func _rawHashValue(seed: Int) -> Int {
        let mixed = UInt64(truncatingIfNeeded: hashValueCache ^ seed) &* 0x9E37_79B9_7F4A_7C15
        return Int(truncatingIfNeeded: mixed ^ (mixed >> 32))
    }
}
