import Solver

/// Keeping the solver in step with the constraint list of a pass, and reading the solution.
extension LayoutEngine {
    /// Adds what is new to the solver and removes what is gone; identical rows stay untouched.
    func synchronizeSolver(with entries: [(constraint: LayoutConstraint, row: SolverRow?)]) {
        // The root's canvas origin is pinned at (0, 0) by two rows no constraint object stands for.
        let rootVariables = model.variables(for: root)
        var desired: [SolverRow] = [SolverRow(LinearExpression(rootVariables.x), .equal, priority: 1000, breakRank: 0),
                                    SolverRow(LinearExpression(rootVariables.y), .equal, priority: 1000, breakRank: 0)]
        var seen = Set(desired)
        for entry in entries {
            guard let row = entry.row, seen.insert(row).inserted else { continue }
            desired.append(row)
        }
        for row in installedOrder where !seen.contains(row) {
            if let id = installed[row]?.id { try? model.solver.remove(id) }
            installed[row] = nil
        }
        var order: [SolverRow] = []
        order.reserveCapacity(desired.count)
        // Required rows first, shortest first, then optional ones by falling priority. The tableau takes its shape
        // from the hard structure before any error variable appears, and short rows (a view's own size or offset)
        // substitute into longer ones cheaply; on the benchmark screen this order adds about 45× faster than the
        // generation order (solver-notes.md: add order matters).
        let required = desired.filter { $0.priority >= 1000 }.enumerated()
            .sorted { a, b in
                a.element.variables.count != b.element.variables.count
                    ? a.element.variables.count < b.element.variables.count : a.offset < b.offset
            }
            .map(\.element)
        let optional = desired.filter { $0.priority < 1000 }.enumerated()
            .sorted { a, b in
                a.element.priority != b.element.priority ? a.element.priority > b.element.priority : a.offset < b.offset
            }
            .map(\.element)
        for row in required + optional {
            order.append(row)
            guard installed[row] == nil else { continue }
            if row.isConstant {
                let holds: Bool
                switch row.relation {
                case .equal: holds = abs(row.constant) < 1e-9
                case .lessThanOrEqual: holds = row.constant <= 1e-9
                case .greaterThanOrEqual: holds = row.constant >= -1e-9
                }
                installed[row] = InstalledRow(id: nil, isViolatedConstant: !holds && row.priority >= 1000)
                continue
            }
            do {
                let id = try model.solver.add(row.solverExpression, row.solverRelation, Expression(constant: 0),
                                              priority: Priority(min(1000, max(1, row.priority))),
                                              breakRank: row.breakRank)
                installed[row] = InstalledRow(id: id, isViolatedConstant: false)
            } catch {
                // A NaN or infinite constant assigned straight to `constant`: the row cannot enter the solver.
                installed[row] = InstalledRow(id: nil, isViolatedConstant: false, rejection: "\(error)")
            }
        }
        installedOrder = order
    }

    /// Reads local rectangles from the solver and accumulates screen positions down the tree (views come in
    /// depth-first order, so a superview's screen frame is known before its subviews').
    func readSolution(into outcome: inout Outcome) {
        func rect(_ item: LayoutItem) -> Rect? {
            guard let v = model.existingVariables(for: item) else { return nil }
            return Rect(x: model.solver.value(of: v.x), y: model.solver.value(of: v.y),
                        width: model.solver.value(of: v.w), height: model.solver.value(of: v.h))
        }
        for view in outcome.views {
            let local = rect(view) ?? Rect(origin: .zero, size: view.frame.size)
            outcome.localFrames[ObjectIdentifier(view)] = local
            var screen = local
            if view !== root, let parent = view.superview,
               let parentScreen = outcome.screenFrames[ObjectIdentifier(parent)] {
                screen = local.offsetBy(dx: parentScreen.minX, dy: parentScreen.minY)
            }
            outcome.screenFrames[ObjectIdentifier(view)] = screen
            for guide in view.ownedGuides {
                if let frame = rect(guide) { outcome.guideFrames[ObjectIdentifier(guide)] = frame }
            }
            if view.kind == .scrollView, model.scrollViewsWithContentConstraints.contains(ObjectIdentifier(view)),
               let content = rect(view.contentLayoutGuide) {
                outcome.contentSizes[ObjectIdentifier(view)] = content.size
            }
        }
    }

}
