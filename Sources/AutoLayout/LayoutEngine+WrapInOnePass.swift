import Solver

/// UIKit's two-pass label layout folded into one pass when the two axes do not interact.
///
/// A first layout lays each multi-line label out on one line (its natural size); the feedback then wraps it at
/// the width the solution gave it, and a second pass moves its intrinsic-size rows to the wrapped size
/// (`passAfterWrapChanges`). When no row relates a horizontal variable to a vertical one, the widths cannot depend
/// on the heights. So the labels' vertical intrinsic rows can wait until everything else is in the solver; the
/// labels wrap at the widths it gives, their horizontal rows move to the wrapped width and their vertical rows go
/// in already wrapped. The solver then holds the rows the second pass would have left it with, and the pass
/// itself (a constant shift per row, every frame read again, the feedback walk) is saved.
extension LayoutEngine {
    /// Synchronizes the solver with `outcome`'s constraint list as described above, and records the wrap widths
    /// the feedback would have recorded. False (nothing done) when the shortcut does not apply: the same
    /// conditions as a wrap-only pass (no baseline, no previous frame consulted, no proportional stack around a
    /// wrapping label), every wrapping view a label without a wrap width yet, and separate axes.
    func synchronizeWrappingInOnePass(_ outcome: inout Outcome) -> Bool {
        guard reusesUnchangedResults, !outcome.readsBaselines, !model.consultedPreviousFrames,
              outcome.invalid.isEmpty else { return false }
        // Every view that wraps must be a label starting from its natural size (a first layout, or one whose
        // every wrap width was dropped): the feedback after the merged pass then sees what it would see after the
        // second pass. A view keeping an earlier wrap width would be re-wrapped from the first pass's frames on
        // the long route, and from the merged frames here, which can end elsewhere when widths compete.
        var labels: [View] = []
        for view in outcome.views where view !== root {
            let wrapsLabel = view.kind == .label && view.numberOfLines != 1 && view.preferredMaxLayoutWidth <= 0
            if (view.kind == .textView && !view.isScrollEnabled) || view.buttonTextWraps { return false }
            guard wrapsLabel else { continue }
            guard !view.translatesAutoresizingMaskIntoConstraints, wrapWidths[ObjectIdentifier(view)] == nil,
                  outcome.intrinsicEntryIndices[ObjectIdentifier(view)] != nil else { return false }
            if let stack = view.superview, stack.kind == .stackView, stack.distribution == .fillProportionally {
                return false
            }
            labels.append(view)
        }
        guard !labels.isEmpty, let isVertical = verticalVariables(), axesAreSeparate(outcome.entries, isVertical) else {
            return false
        }
        // The solver without the labels' vertical intrinsic rows (held back by index).
        var deferred: [Int] = []
        var held = [Bool](repeating: false, count: outcome.entries.count)
        for view in labels {
            for index in outcome.intrinsicEntryIndices[ObjectIdentifier(view)] ?? 0..<0 {
                guard let row = outcome.entries[index].row, row.isVertical(isVertical) else { continue }
                deferred.append(index)
                held[index] = true
            }
        }
        synchronizeSolver(with: outcome.entries, holding: held)
        // Wrap each label at its solved width, as `updateFeedback` would after a full first pass.
        var rewrapped: [View] = []
        for view in labels {
            guard let variables = model.existingVariables(for: view) else { continue }
            let width = model.solver.value(of: variables.w)
            if width.isFinite && recordWrapWidth(width, of: view) { rewrapped.append(view) }
        }
        layoutText(of: rewrapped)
        var changed = deferred
        var previousRows: [SolverRow?] = deferred.map { _ in nil }
        for view in rewrapped {
            let indices = outcome.intrinsicEntryIndices[ObjectIdentifier(view)] ?? 0..<0
            let fresh = model.intrinsicConstraints(for: view)
            // (Labels always have both intrinsic dimensions; a mismatch would mean the list is not the one built.)
            guard fresh.count == indices.count else { continue }
            let rows = model.intrinsicRows(for: fresh)
            for position in fresh.indices {
                let (constraint, index, row) = (fresh[position], indices.lowerBound + position, rows[position])
                let old = outcome.entries[index]
                // A deferred row was never installed: it is already on the list, and its new version goes in.
                if !held[index] && row != old.row {
                    changed.append(index)
                    previousRows.append(old.row)
                }
                outcome.replaceEntry(at: index, with: constraint, row: row)
            }
        }
        synchronizeSolver(with: outcome.entries, changedAt: changed, previousRows: previousRows)
        wrappedInOnePassCount += 1
        return true
    }

    /// Which solver variables are vertical, by variable id; nil when some variable belongs to no item, so that
    /// the axes cannot be told apart.
    private func verticalVariables() -> [Bool]? {
        let isVertical = model.isVerticalVariable
        return isVertical.count == model.solver.variableCount ? isVertical : nil
    }

    /// True when every row's variables are all horizontal or all vertical.
    private func axesAreSeparate(_ entries: [(constraint: LayoutConstraint, row: SolverRow?)], _ isVertical: [Bool]) -> Bool {
        // By index: iterating the entries by value would retain and release every constraint.
        for index in entries.indices {
            if let terms = entries[index].row?.terms, !terms.allAlike(in: isVertical) { return false }
        }
        return true
    }
}

private extension SolverRow {
    func isVertical(_ isVertical: [Bool]) -> Bool {
        guard let first = terms.first else { return false }
        return isVertical[Int(first.id)]
    }
}
