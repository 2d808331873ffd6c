import Diagnostics
import Solver
import TextMetrics

/// Lays out a view tree on a device the way UIKit's deferred layout pass would.
///
/// The engine keeps one solver for the life of the tree. Each pass regenerates the full constraint list (lesson
/// constraints plus everything UIKit adds), compares it with what the solver already holds, and only adds and
/// removes the difference, so re-laying out after one constant change costs little.
public final class LayoutEngine {
    /// The tree's root: a view controller's view, or the canvas a previewed view is hosted in. It is sized to the
    /// screen and carries the device's safe area. (The engines `systemLayoutSizeFitting` and `layoutDetached` make
    /// for one call are rooted at the view they measure or lay out; see `rootSizing`.)
    public let root: View
    public let device: Device
    /// The keyboard's frame in canvas coordinates while it is shown; drives `keyboardLayoutGuide`.
    public var keyboardFrame: Rect?

    let measurer: TextMeasurer
    let model: LayoutModel
    /// How the root is sized: the screen, a fitting target (`systemLayoutSizeFitting`), or its own frame (a
    /// hierarchy laid out outside the window).
    let rootSizing: RootSizing
    var installed: [SolverRow: InstalledRow] = [:]
    var installedOrder: [SolverRow] = []
    /// Rows without variables that cannot hold (`0 == 20`), kept apart so the pass rarely has to look for them.
    var violatedConstantRows = Set<SolverRow>()
    /// Rows the solver refused (reported as `invalid-constraint`), with the solver's reason. Kept apart from
    /// `installed` so that an installed row's record holds no reference: copying and freeing those records is
    /// then plain memory work.
    var rejectedRows: [SolverRow: String] = [:]
    var passNumber = 0
    // Inputs fed back from one pass to the next (LayoutEngine+Feedback.swift).
    var wrapSignatures = ObjectTable<WrapSignature>()
    /// Wrap widths per label / text view, taken from the last solution.
    var wrapWidths = ObjectTable<Double>()
    var textLayoutCache = ObjectTable<(key: TextLayoutKey, layout: TextLayout)>()
    var subtitleLayoutCache = ObjectTable<(key: TextLayoutKey, layout: TextLayout)>()
    /// The last pass's result with what it depended on beyond the tree; see `reusableResult()`.
    var lastPass: FinishedPass?
    /// True when the last `solveUntilStable()` stopped because its feedback settled (not at the pass limit) and
    /// no input moved quietly, so another pass would rebuild exactly the same constraint list.
    var lastSolveSettled = false
    /// Views the last pass found ambiguous (UIView.hasAmbiguousLayout), whether or not a warning named them.
    public internal(set) var ambiguousViews: Set<ObjectIdentifier> = []
    var feedbackMovedQuietly = false
    /// Off only in tests that compare a reused result with a freshly computed one.
    var reusesUnchangedResults = true
    /// Told of every pass and of every answer computed outside one (LayoutEngineObserver.swift).
    public weak var observer: (any LayoutEngineObserver)?
    /// How often each shortcut was taken, so tests can tell they exercised it.
    var reusedResultCount = 0
    var constantsOnlyPassCount = 0
    var wrapOnlyPassCount = 0
    var wrappedInOnePassCount = 0
    /// What the last `updateFeedback` changed that asks for another pass, by view.
    var feedbackChanges: [(view: View, input: FeedbackInput)] = []
    /// The wrapping views whose wrap width the last feedback moved.
    var feedbackWrapViews: [View] { feedbackChanges.filter { $0.input == .wrapWidth }.map(\.view) }
    /// Whether the last feedback changed anything besides wrap widths (a safe-area inset some constraint reads, a
    /// resting offset, a stack's baseline view), so that a wrap-only pass would not do.
    var feedbackChangedOtherInputs: Bool { feedbackChanges.contains { $0.input != .wrapWidth } }
    /// Set when the passes ran out while inputs were still changing: reported as `layout-unsettled`.
    var unsettledChanges: [(view: View, input: FeedbackInput)] = []

    /// A finished `layoutIfNeeded()`, reusable while nothing it read has changed.
    struct FinishedPass {
        var result: LayoutPassResult
        /// The last solver pass, whose constraint list a constants-only change starts from.
        var outcome: Outcome
        var inputGeneration: UInt64
        var constantGeneration: UInt64
        /// The constants of the installed (lesson-made) constraints in `outcome.entries`, by entry index.
        var installedConstants: [(index: Int, constant: Double)]
        var keyboardFrame: Rect?
        var measurerWarningCount: Int
    }

    enum RootSizing {
        case screen
        case fitting(target: Size, horizontal: Double, vertical: Double)
        /// `layoutIfNeeded()` on a hierarchy outside the window: the root keeps its frame. `controllerView` says
        /// whether the root is a view controller's view, whose margins the controller manages even there.
        case detached(controllerView: Bool)
    }

    struct InstalledRow {
        var id: ConstraintID?
        /// A row without variables (`0 == 20`): nothing for the solver; a required one that does not hold is
        /// reported as a conflict of its own.
        var isViolatedConstant: Bool
        /// The last pass whose constraint list contained the row.
        var seenInPass = 0
    }

    /// - Parameters:
    ///   - root: the view that fills the screen.
    ///   - device: the screen, safe area and keyboard.
    ///   - measurer: text measurement (defaults to the shared Inter measurer).
    public init(root: View, device: Device, measurer: TextMeasurer = .shared) {
        self.root = root
        self.device = device
        self.measurer = measurer
        self.rootSizing = .screen
        self.model = LayoutModel(root: root, device: device, measurer: measurer)
    }

    private init(root: View, device: Device, measurer: TextMeasurer, sizing: RootSizing) {
        self.root = root
        self.device = device
        self.measurer = measurer
        self.rootSizing = sizing
        self.model = LayoutModel(root: root, device: device, measurer: measurer)
        if case .detached(controllerView: false) = sizing { model.rootHasControllerMargins = false }
    }

    /// Shows the device keyboard (`keyboardFrame` = the device's keyboard rectangle).
    public func showKeyboard() { keyboardFrame = device.keyboardFrame }
    public func hideKeyboard() { keyboardFrame = nil }

    // MARK: Layout pass

    /// Solves the layout, writes every view's `frame` (and scroll views' `contentSize`), then calls the
    /// `layoutSubviewsHook`s top-down. A hook that changes layout inputs gets one more pass.
    @discardableResult
    public func layoutIfNeeded() -> LayoutPassResult {
        observer?.engineWillLayOut(self)
        let result = passResult()
        observer?.engineDidLayOut(self, result: result)
        return result
    }

    private func passResult() -> LayoutPassResult {
        if let reused = reusableResult() { return reused }
        let firstPass = passAfterConstantChanges()
        lastPass = nil
        var outcome = solveUntilStable(firstPass: firstPass)
        var commitChangedInputs = commit(outcome)
        // (The pass's view list is the tree's: nothing has changed the tree since it was collected.)
        let hooked = outcome.views.filter { $0.layoutSubviewsHook != nil }
        if !hooked.isEmpty {
            for round in 0..<2 {
                for view in collectViews() { view.layoutSubviewsHook?(view) }
                let again = solveUntilStable()
                let changed = again.screenFrames != outcome.screenFrames
                outcome = again
                commitChangedInputs = commit(outcome) || commitChangedInputs
                if !changed || round == 1 { break }
            }
        }
        let result = LayoutPassResult(diagnostics: diagnose(outcome), activeConstraints: outcome.reported,
                                      screenFrames: outcome.screenFrames)
        // Remember the result only when running the pass again on the same tree would reproduce it: the feedback
        // settled, the frames just written are not inputs of the next pass, no wrap width would be dropped, and no
        // hook can change things.
        if lastSolveSettled && !commitChangedInputs && hooked.isEmpty && staleWrapWidths(among: outcome.views).isEmpty {
            let installedConstants = outcome.installedEntryIndices.map { ($0, outcome.entries[$0].constraint.constant) }
            lastPass = FinishedPass(result: result, outcome: outcome, inputGeneration: root.treeTop.layoutInputGeneration,
                                    constantGeneration: root.treeTop.constantGeneration,
                                    installedConstants: installedConstants, keyboardFrame: keyboardFrame,
                                    measurerWarningCount: measurer.warnings.count)
        }
        return result
    }

    /// The previous pass's result when nothing it depended on has changed since: no view, constraint or guide
    /// (the tree's counters, LayoutInputTracking.swift), not the keyboard, and no new text-measurement warning. Frames, content sizes
    /// and `isBroken` flags are already what that pass wrote.
    private func reusableResult() -> LayoutPassResult? {
        guard let last = lastPassStillApplying() else { return nil }
        if last.constantGeneration != root.treeTop.constantGeneration {
            // Some constant somewhere was assigned: reuse only if none of ours holds a different value now.
            let entries = last.outcome.entries
            guard last.installedConstants.allSatisfy({ entries[$0.index].constraint.constant == $0.constant }) else {
                return nil
            }
            lastPass?.constantGeneration = root.treeTop.constantGeneration
        }
        reusedResultCount += 1
        return last.result
    }

    /// The last pass, when nothing but constraint constants can have changed since it.
    private func lastPassStillApplying() -> FinishedPass? {
        guard reusesUnchangedResults, let last = lastPass,
              last.inputGeneration == root.treeTop.layoutInputGeneration,
              last.keyboardFrame == keyboardFrame,
              last.measurerWarningCount == measurer.warnings.count else { return nil }
        return last
    }

    /// When only constants of lesson constraints changed since the last pass, that pass's constraint list with
    /// just those rows rebuilt, pushed to the solver and solved: exactly what a full first pass would compute
    /// (every other row would come out identical), without regenerating and diffing the whole list.
    /// Nil when a full pass is needed.
    private func passAfterConstantChanges() -> Outcome? {
        guard let changes = changedConstantRows(), !changes.isEmpty, lastPass != nil else { return nil }
        // Take the previous list out of `lastPass` rather than copying it, so rows are replaced in place.
        var previous = Outcome()
        swap(&previous, &lastPass!.outcome)
        lastPass = nil
        let replacements = changes.map { ($0.index, previous.entries[$0.index].constraint, $0.row) }
        let outcome = pass(buildingOn: consume previous, replacing: replacements)
        constantsOnlyPassCount += 1
        return outcome
    }

    /// A pass that starts from `previous`: its constraint list (and everything else it recorded about the list)
    /// with the given entries replaced, the reported list following replaced constraint objects, pushed to the
    /// solver as a partial change and solved. The shortcuts' shared tail.
    private func pass(buildingOn previous: consuming Outcome,
                      replacing replacements: [(index: Int, constraint: LayoutConstraint, row: SolverRow?)]) -> Outcome {
        var outcome = consume previous
        var changed: [Int] = []
        var previousRows: [SolverRow?] = []
        for (index, constraint, row) in replacements {
            let old = outcome.entries[index]
            if row != old.row {
                changed.append(index)
                previousRows.append(old.row)
            }
            outcome.replaceEntry(at: index, with: constraint, row: row)
        }
        synchronizeSolver(with: outcome.entries, changedAt: changed, previousRows: previousRows)
        readSolution(into: &outcome)
        return outcome
    }

    /// The new rows of the lesson constraints whose constant changed since the last pass, by entry index; nil when
    /// that pass cannot be built on (anything else changed, or a constant is no longer finite).
    private func changedConstantRows() -> [(index: Int, row: SolverRow?)]? {
        guard let last = lastPassStillApplying(), last.outcome.invalid.isEmpty else { return nil }
        var changes: [(index: Int, row: SolverRow?)] = []
        for (index, constant) in last.installedConstants {
            let constraint = last.outcome.entries[index].constraint
            guard constraint.constant != constant else { continue }
            // A non-finite constant leaves the constraint out of the list: the full pass handles that.
            guard constraint.constant.isFinite else { return nil }
            changes.append((index, model.row(for: constraint, breakRank: Self.breakRank(ofInstalled: constraint))))
        }
        // (A full pass would also start by dropping wrap widths that may no longer apply; the last pass was kept
        // only if there were none, and nothing they depend on has changed since.)
        return changes
    }

    /// Break rank of a constraint installed on a view: lesson constraints break before system ones (host
    /// placement included), the most recently activated first.
    static func breakRank(ofInstalled constraint: LayoutConstraint) -> Int {
        let isLesson = constraint.origin == .snapkit || constraint.origin == .anchor
        return isLesson ? 1 + constraint.activationSerial : 0
    }

    /// UIView.systemLayoutSizeFitting(_:withHorizontalFittingPriority:verticalFittingPriority:): the size `view`
    /// wants when its width and height are pulled toward `target` at the given priorities (50 =
    /// `fittingSizeLevel` compresses), considering only the view's own subtree and constraints inside it.
    /// The views' frames are not changed. The measured view has its own margins (8 by default), not the system
    /// minimum a controller gives its view, unless `controllerView` says it is one.
    public func systemLayoutSizeFitting(_ view: View, target: Size, horizontal: Double, vertical: Double,
                                        controllerView: Bool = false) -> Size {
        observer?.engineDidWorkOutsideAPass(self)
        let fitting = LayoutEngine(root: view, device: device, measurer: measurer,
                                   sizing: .fitting(target: target, horizontal: horizontal, vertical: vertical))
        fitting.model.rootHasControllerMargins = controllerView
        let outcome = fitting.solveUntilStable()
        return outcome.screenFrames[ObjectIdentifier(view)]?.size ?? .zero
    }

    /// UIView.layoutIfNeeded() on a view that is not in the window: UIKit still lays out the view's hierarchy,
    /// rooted at its topmost ancestor `root`, and code can read the frames at once (in `init`, in
    /// `viewDidLoad`). The root keeps its frame (0 × 0 for a view made with `init(frame: .zero)`) and, as nothing
    /// covers a view outside a window, no view in it has safe-area insets (reference §7.7: the guide "matches the
    /// edges of the view"). The root's margins are its own, or a controller's when `controllerView` is set.
    /// Writes every frame but the root's; the result's diagnostics describe this layout only.
    @discardableResult
    public func layoutDetached(_ root: View, controllerView: Bool) -> LayoutPassResult {
        observer?.engineDidWorkOutsideAPass(self)
        let detached = LayoutEngine(root: root, device: device, measurer: measurer,
                                    sizing: .detached(controllerView: controllerView))
        return detached.layoutIfNeeded()
    }

    // MARK: Solving

    struct Outcome {
        var screenFrames = ObjectTable<Rect>()
        /// Frames in superview coordinates (UIKit's `frame`).
        var localFrames = ObjectTable<Rect>()
        var guideFrames = ObjectTable<Rect>()
        var contentSizes = ObjectTable<Size>()
        /// Every constraint of the pass with its row (nil when an item was outside the tree).
        var entries: [(constraint: LayoutConstraint, row: SolverRow?)] = []
        var reported: [LayoutConstraint] = []
        /// Where each entry's constraint sits in `reported` (-1: not reported), so that replacing an entry's
        /// constraint object finds its report without a table of every reported constraint.
        var reportedPositions: [Int] = []
        /// Constraints left out because their constant or multiplier is not finite.
        var invalid: [LayoutConstraint] = []
        var views: [View] = []
        /// Indices in `entries` of the constraints installed on views (made by lesson code).
        var installedEntryIndices: [Int] = []
        /// Indices in `entries` of each view's intrinsic-size constraints, for a pass that only re-wraps text.
        var intrinsicEntryIndices = ObjectTable<Range<Int>>()
        /// True when some constraint of the pass reads a baseline (which moves with the text's line count).
        var readsBaselines = false
        /// Views whose solved frame was not finite (replaced by zeros), with what the solver gave.
        var nonFiniteFrames: [(view: View, frame: Rect)] = []
    }


    /// Runs passes until the inputs that depend on the previous solution (safe-area insets of subviews, wrapped
    /// label heights) stop changing: UIKit's two-pass label layout, generalised. At most four passes.
    /// - Parameter firstPass: the first pass when already computed (`passAfterConstantChanges()`).
    func solveUntilStable(firstPass: Outcome? = nil) -> Outcome {
        // The first full pass walks the tree the stale widths were looked for in.
        var firstPassViews: [View]?
        if firstPass == nil {
            let views = collectViews()
            forgetStaleWrapWidths(among: views)
            firstPassViews = views
        }
        var outcome = Outcome()
        lastSolveSettled = false
        unsettledChanges = []
        for pass in 0..<4 {
            if pass == 0, let firstPass {
                outcome = firstPass
            } else if pass > 0, let rewrapped = passAfterWrapChanges(previous: outcome) {
                outcome = rewrapped
            } else {
                outcome = solveOnce(views: pass == 0 ? firstPassViews : nil)
            }
            let changed = updateFeedback(from: outcome)
            if !changed {
                lastSolveSettled = !feedbackMovedQuietly
                break
            }
            if pass == 3 { unsettledChanges = feedbackChanges }
        }
        return outcome
    }

    func collectViews() -> [View] {
        var views: [View] = []
        func visit(_ view: View) {
            views.append(view)
            for child in view.subviews { visit(child) }
        }
        visit(root)
        return views
    }

    /// - Parameter views: the tree's views when the caller has just collected them.
    func solveOnce(views collected: [View]? = nil) -> Outcome {
        var outcome = Outcome()
        let views = collected ?? collectViews()
        outcome.views = views
        model.depth.removeAll()
        model.depth.reserveCapacity(views.count)
        model.reserveVariables(forViews: views.count)
        for view in views {
            let parentDepth = view === root ? -1 : view.superviewID.flatMap { model.depth[$0] } ?? -1
            model.depth.insertNew(parentDepth + 1, for: ObjectIdentifier(view))
        }
        model.safeAreaInsets[ObjectIdentifier(root)] = rootSafeAreaInsets + additionalSafeAreaInsets(of: root)
        if case .screen = rootSizing { model.readableOwnerWidths[ObjectIdentifier(root)] = device.screenSize.width }
        model.beginPass()
        layoutText(of: views)

        var constraints: [(LayoutConstraint, Int, Bool, Bool)] = []     // constraint, break rank, reported, installed
        // Sized once, from the eight or so constraints a view brings on list screens (its intrinsic or autoresizing
        // ones, its stack's, the ones installed on it): growing the list copied it about ten times a pass.
        constraints.reserveCapacity(9 * views.count + 8)
        // Each view's intrinsic constraints: where they sit in `constraints`, and whose they are. (Read back from
        // `constraints` rather than kept as a list per view: three short-lived arrays per view were a good part of
        // the pass's allocations.)
        var intrinsicRuns: [(range: Range<Int>, owner: ObjectIdentifier)] = []
        for c in rootConstraints() { constraints.append((c, 0, true, false)) }
        if case .fitting = rootSizing {
            // The view being measured sizes itself from its content, whatever its autoresizing setting.
            for c in model.intrinsicConstraints(for: root) { constraints.append((c, 0, true, false)) }
        }
        for view in views where view !== root {
            guard let superview = view.superview else { continue }
            if view.translatesAutoresizingMaskIntoConstraints {
                for c in model.autoresizingConstraints(for: view, in: superview) {
                    constraints.append((c, 0, true, false))
                }
            } else {
                let start = constraints.count
                model.intrinsicConstraints(for: view) { constraints.append(($0, 0, true, false)) }
                intrinsicRuns.append((start..<constraints.count, ObjectIdentifier(view)))
            }
        }
        for view in views where view.kind == .stackView {
            for c in model.stackConstraints(for: view) { constraints.append((c, 0, true, false)) }
        }
        for view in views {
            for c in view.installedConstraints where c.isActive {
                constraints.append((c, Self.breakRank(ofInstalled: c), true, true))
            }
        }

        // Each constraint's intrinsic run (an index into `intrinsicRuns`, or -1), in an array: looking an index up
        // in a dictionary for every constraint of the pass hashed it.
        var runOfConstraint = [Int](repeating: -1, count: constraints.count)
        for (run, (range, _)) in intrinsicRuns.enumerated() {
            for index in range { runOfConstraint[index] = run }
        }
        // A view's intrinsic rows are translated together when the pass reaches its first constraint, as the wrap
        // passes do (LayoutModel.intrinsicRows folds each hugging and compression pair into one row).
        var runRows: [SolverRow?] = []      // reused from run to run
        var runEntryStart = 0               // the first entry of the run being translated
        outcome.intrinsicEntryIndices.reserveCapacity(intrinsicRuns.count)
        // Sized once (guide definitions add a few more): growing the list copies every entry each time.
        outcome.entries.reserveCapacity(constraints.count + 16)
        outcome.reportedPositions.reserveCapacity(constraints.count + 16)
        outcome.reported.reserveCapacity(constraints.count + 16)
        for (index, (constraint, rank, reported, installed)) in constraints.enumerated() {
            let run = runOfConstraint[index]
            if run >= 0, index == intrinsicRuns[run].range.lowerBound {
                let start = index
                runRows.removeAll(keepingCapacity: true)
                model.intrinsicRows(count: intrinsicRuns[run].range.count, into: &runRows) { constraints[start + $0].0 }
                runEntryStart = outcome.entries.count
            }
            defer {
                // A run's entries (appended one after another) go into the table once, when its last constraint
                // has been seen.
                if run >= 0, index == intrinsicRuns[run].range.upperBound - 1, outcome.entries.count > runEntryStart {
                    outcome.intrinsicEntryIndices[intrinsicRuns[run].owner] = runEntryStart..<outcome.entries.count
                }
            }
            if constraint.firstAttribute.isBaseline || constraint.secondAttribute.isBaseline { outcome.readsBaselines = true }
            guard constraint.constant.isFinite, constraint.multiplier.isFinite else {
                // NaN would poison the solver (and never equal itself as a row key): leave it out, report it.
                outcome.invalid.append(constraint)
                if reported { outcome.reported.append(constraint) }
                continue
            }
            let row = run >= 0 ? runRows[index - intrinsicRuns[run].range.lowerBound]
                : model.row(for: constraint, breakRank: rank)
            if installed { outcome.installedEntryIndices.append(outcome.entries.count) }
            outcome.entries.append((constraint, row))
            outcome.reportedPositions.append(reported ? outcome.reported.count : -1)
            if reported { outcome.reported.append(constraint) }
        }
        // Guide definitions last: translating the constraints above discovered which guides are used, and a
        // definition may use another guide (the keyboard guide sits on the safe area).
        var index = 0
        while index < model.referencedGuides.count {
            let guide = model.referencedGuides[index]
            index += 1
            for constraint in model.guideDefinition(guide, keyboardFrame: keyboardFrame) {
                outcome.entries.append((constraint, model.row(for: constraint, breakRank: 0)))
                let reported = constraint.origin == .scroll
                outcome.reportedPositions.append(reported ? outcome.reported.count : -1)
                if reported { outcome.reported.append(constraint) }
            }
        }
        if !synchronizeWrappingInOnePass(&outcome) { synchronizeSolver(with: outcome.entries) }
        readSolution(into: &outcome)
        return outcome
    }

    /// The next pass when the previous one only changed wrap widths: the previous constraint list with just the
    /// re-wrapped views' intrinsic-size constraints rebuilt (their rows usually differ only in a constant, which
    /// the solver shifts in place). Exactly what `solveOnce()` would compute, because nothing else it reads has
    /// moved: no safe-area inset, no baseline (whose offset depends on the line count), no previous frame, and no
    /// proportional stack (whose spacing follows intrinsic sizes). Nil when any of that does not hold.
    func passAfterWrapChanges(previous: Outcome) -> Outcome? {
        // (An input that moved quietly, such as a scroll view's insets that content-area margins read, would
        // also change rows: then the full pass runs.)
        let rewrapped = feedbackWrapViews
        guard reusesUnchangedResults, !feedbackChangedOtherInputs, !feedbackMovedQuietly, !rewrapped.isEmpty,
              !previous.readsBaselines, !model.consultedPreviousFrames, previous.invalid.isEmpty else { return nil }
        for view in rewrapped {
            if view === root { return nil }
            if let stack = view.superview, stack.kind == .stackView, stack.distribution == .fillProportionally {
                return nil
            }
        }
        layoutText(of: previous.views)
        var replacements: [(index: Int, constraint: LayoutConstraint, row: SolverRow?)] = []
        for view in rewrapped where !view.translatesAutoresizingMaskIntoConstraints {
            let indices = previous.intrinsicEntryIndices[ObjectIdentifier(view)] ?? 0..<0
            let fresh = model.intrinsicConstraints(for: view)
            guard fresh.count == indices.count else { return nil }
            let rows = model.intrinsicRows(for: fresh)
            for position in fresh.indices {
                replacements.append((indices.lowerBound + position, fresh[position], rows[position]))
            }
        }
        let outcome = pass(buildingOn: previous, replacing: replacements)
        wrapOnlyPassCount += 1
        return outcome
    }

    /// Root position (canvas origin) and size.
    private func rootConstraints() -> [LayoutConstraint] {
        switch rootSizing {
        case .screen:
            return model.hostConstraints(for: root, size: device.screenSize)
        case .fitting(let target, let horizontal, let vertical):
            return [LayoutConstraint(system: root, .width, .equal, nil, .notAnAttribute, constant: target.width,
                                     priority: horizontal, origin: .host, identifier: "fitting-width"),
                    LayoutConstraint(system: root, .height, .equal, nil, .notAnAttribute, constant: target.height,
                                     priority: vertical, origin: .host, identifier: "fitting-height")]
        case .detached:
            return model.hostConstraints(for: root, size: root.frame.size)
        }
    }

    // MARK: Writing results

    /// Only a superview places a view: the top of a detached hierarchy stays where code put it.
    var rootKeepsItsFrame: Bool {
        if case .detached = rootSizing { return true }
        return false
    }

    /// Writes the solution into the tree. Returns true when a frame it wrote is an input of the next pass: the
    /// frame of a view whose autoresizing mask becomes constraints, or of the superview such a view measures its
    /// flexible parts against.
    @discardableResult
    func commit(_ outcome: Outcome) -> Bool {
        var changedInputs = false
        for view in outcome.views {
            let key = ObjectIdentifier(view)
            guard let frame = outcome.localFrames[key] else { continue }
            if !(view === root && rootKeepsItsFrame), view.frame != frame {
                if view !== root && view.translatesAutoresizingMaskIntoConstraints
                    || view.subviews.contains(where: { $0.translatesAutoresizingMaskIntoConstraints }) {
                    changedInputs = true
                }
                view.frame = frame
            }
            view.forEachOwnedGuide { guide in
                if let g = outcome.guideFrames[ObjectIdentifier(guide)] { guide.layoutFrame = g }
            }
            view.safeAreaInsets = model.safeAreaInsets[key] ?? .zero
            if view.kind == .scrollView {
                if let size = outcome.contentSizes[key] { view.contentSize = size }
                view.scrollingAxes = model.scrollingAxes[key] ?? []
                if view.isContentOffsetResting, let offset = model.contentOffsets[key] {
                    view.rest(atContentOffset: offset)
                }
            }
        }
        var broken = Set<ObjectIdentifier>()
        let brokenIDs = Set(model.solver.conflicts.map(\.broken))
        if !brokenIDs.isEmpty {
            for entry in outcome.entries {
                if let row = entry.row, let id = installed[row]?.id, brokenIDs.contains(id) {
                    broken.insert(ObjectIdentifier(entry.constraint))
                }
            }
        }
        if !violatedConstantRows.isEmpty {
            for entry in outcome.entries {
                if let row = entry.row, violatedConstantRows.contains(row) {
                    broken.insert(ObjectIdentifier(entry.constraint))
                }
            }
        }
        // By index: iterating the entries by value would copy every row (and retain its arrays) just to read the
        // constraint.
        for index in outcome.entries.indices {
            let constraint = outcome.entries[index].constraint
            let isBroken = !broken.isEmpty && broken.contains(ObjectIdentifier(constraint))
            if constraint.isBroken != isBroken { constraint.isBroken = isBroken }
        }
        return changedInputs
    }
}

// MARK: - Accessors for the diagnostics file

extension LayoutEngine {
    func installedID(of row: SolverRow) -> ConstraintID? { installed[row]?.id }
    var solverConflicts: [Conflict] { model.solver.conflicts }
    func modelVariables(_ item: LayoutItem) -> LayoutModel.ItemVariables? { model.existingVariables(for: item) }
    func ambiguityCheck(among variables: [Variable]) -> Solver.AmbiguityCheck {
        model.solver.ambiguityCheck(among: variables)
    }
    var measurerWarnings: [String] { measurer.warnings }
    func effectiveFont(_ view: View) -> Font { model.effectiveFont(of: view) }
    var textMeasurer: TextMeasurer { measurer }
    func textLayout(of view: View) -> TextLayout? { model.textLayouts[ObjectIdentifier(view)] }
    func wrapWidth(of view: View) -> Double? { wrapWidths[ObjectIdentifier(view)] }
}

extension LayoutEngine.Outcome {
    /// Puts a rebuilt constraint and its row in place of entry `index`; the reported list follows a replaced
    /// constraint object.
    mutating func replaceEntry(at index: Int, with constraint: LayoutConstraint, row: SolverRow?) {
        if constraint !== entries[index].constraint, reportedPositions[index] >= 0 {
            reported[reportedPositions[index]] = constraint
        }
        entries[index] = (constraint, row)
    }
}
