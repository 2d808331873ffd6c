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
    /// screen and carries the device's safe area.
    public let root: View
    public let device: Device
    /// The keyboard's frame in canvas coordinates while it is shown; drives `keyboardLayoutGuide`.
    public var keyboardFrame: Rect?

    let measurer: TextMeasurer
    let model: LayoutModel
    /// How the root is sized: the screen, or (for `systemLayoutSizeFitting`) a fitting target.
    private let rootSizing: RootSizing
    var installed: [SolverRow: InstalledRow] = [:]
    private var installedOrder: [SolverRow] = []

    enum RootSizing {
        case screen
        case fitting(target: Size, horizontal: Double, vertical: Double)
    }

    struct InstalledRow {
        var id: ConstraintID?
        /// A row without variables (`0 == 20`): nothing for the solver; a required one that does not hold is
        /// reported as a conflict of its own.
        var isViolatedConstant: Bool
        /// Why the solver refused the row, if it did.
        var rejection: String? = nil
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

    private init(fittingRoot: View, device: Device, measurer: TextMeasurer, sizing: RootSizing) {
        self.root = fittingRoot
        self.device = device
        self.measurer = measurer
        self.rootSizing = sizing
        self.model = LayoutModel(root: fittingRoot, device: device, measurer: measurer)
    }

    /// Shows the device keyboard (`keyboardFrame` = the device's keyboard rectangle).
    public func showKeyboard() { keyboardFrame = device.keyboardFrame }
    public func hideKeyboard() { keyboardFrame = nil }

    // MARK: Layout pass

    /// Solves the layout, writes every view's `frame` (and scroll views' `contentSize`), then calls the
    /// `layoutSubviewsHook`s top-down. A hook that changes layout inputs gets one more pass.
    @discardableResult
    public func layoutIfNeeded() -> LayoutPassResult {
        var outcome = solveUntilStable()
        commit(outcome)
        let hooked = collectViews().filter { $0.layoutSubviewsHook != nil }
        if !hooked.isEmpty {
            for round in 0..<2 {
                for view in collectViews() { view.layoutSubviewsHook?(view) }
                let again = solveUntilStable()
                let changed = again.screenFrames != outcome.screenFrames
                outcome = again
                commit(outcome)
                if !changed || round == 1 { break }
            }
        }
        return LayoutPassResult(diagnostics: diagnose(outcome), activeConstraints: outcome.reported,
                                screenFrames: outcome.screenFrames)
    }

    /// UIView.systemLayoutSizeFitting(_:withHorizontalFittingPriority:verticalFittingPriority:): the size `view`
    /// wants when its width and height are pulled toward `target` at the given priorities (50 =
    /// `fittingSizeLevel` compresses), considering only the view's own subtree and constraints inside it.
    /// The views' frames are not changed.
    public func systemLayoutSizeFitting(_ view: View, target: Size, horizontal: Double, vertical: Double) -> Size {
        let fitting = LayoutEngine(fittingRoot: view, device: device, measurer: measurer,
                                   sizing: .fitting(target: target, horizontal: horizontal, vertical: vertical))
        let outcome = fitting.solveUntilStable()
        return outcome.screenFrames[ObjectIdentifier(view)]?.size ?? .zero
    }

    // MARK: Solving

    struct Outcome {
        var screenFrames: [ObjectIdentifier: Rect] = [:]
        /// Frames in superview coordinates (UIKit's `frame`).
        var localFrames: [ObjectIdentifier: Rect] = [:]
        var guideFrames: [ObjectIdentifier: Rect] = [:]
        var contentSizes: [ObjectIdentifier: Size] = [:]
        /// Every constraint of the pass with its row (nil when an item was outside the tree).
        var entries: [(constraint: LayoutConstraint, row: SolverRow?)] = []
        var reported: [LayoutConstraint] = []
        /// Constraints left out because their constant or multiplier is not finite.
        var invalid: [LayoutConstraint] = []
        var views: [View] = []
        var constraintRows: [SolverRow: [LayoutConstraint]] = [:]
    }

    /// Runs passes until the inputs that depend on the previous solution (safe-area insets of subviews, wrapped
    /// label heights) stop changing: UIKit's two-pass label layout, generalised. At most four passes.
    func solveUntilStable() -> Outcome {
        forgetStaleWrapWidths()
        var outcome = Outcome()
        for _ in 0..<4 {
            outcome = solveOnce()
            let changed = updateFeedback(from: outcome)
            if !changed { break }
        }
        return outcome
    }

    private func collectViews() -> [View] {
        var views: [View] = []
        func visit(_ view: View) {
            views.append(view)
            for child in view.subviews { visit(child) }
        }
        visit(root)
        return views
    }

    private func solveOnce() -> Outcome {
        var outcome = Outcome()
        let views = collectViews()
        outcome.views = views
        model.depth.removeAll(keepingCapacity: true)
        for view in views {
            let parentDepth = view === root ? -1 : view.superview.flatMap { model.depth[ObjectIdentifier($0)] } ?? -1
            model.depth[ObjectIdentifier(view)] = parentDepth + 1
        }
        model.safeAreaInsets[ObjectIdentifier(root)] = rootSafeAreaInsets
        model.beginPass()
        layoutText(of: views)

        var constraints: [(LayoutConstraint, Int, Bool)] = []     // constraint, break rank, reported
        for c in rootConstraints() { constraints.append((c, 0, true)) }
        for view in views where view !== root {
            guard let superview = view.superview else { continue }
            if view.translatesAutoresizingMaskIntoConstraints {
                for c in model.autoresizingConstraints(for: view, in: superview) { constraints.append((c, 0, true)) }
            } else {
                for c in model.intrinsicConstraints(for: view) { constraints.append((c, 0, true)) }
            }
        }
        for view in views where view.kind == .stackView {
            for c in model.stackConstraints(for: view) { constraints.append((c, 0, true)) }
        }
        for view in views {
            for c in view.installedConstraints where c.isActive {
                // Lesson constraints break before system ones (host placement included), the most recently
                // activated first.
                let isLesson = c.origin == .snapkit || c.origin == .anchor
                constraints.append((c, isLesson ? 1 + c.activationSerial : 0, true))
            }
        }

        for (constraint, rank, reported) in constraints {
            guard constraint.constant.isFinite, constraint.multiplier.isFinite else {
                // NaN would poison the solver (and never equal itself as a row key): leave it out, report it.
                outcome.invalid.append(constraint)
                if reported { outcome.reported.append(constraint) }
                continue
            }
            let row = model.row(for: constraint, breakRank: rank)
            outcome.entries.append((constraint, row))
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
                if constraint.origin == .scroll { outcome.reported.append(constraint) }
            }
        }
        synchronizeSolver(with: outcome.entries)
        for entry in outcome.entries {
            if let row = entry.row { outcome.constraintRows[row, default: []].append(entry.constraint) }
        }
        readSolution(into: &outcome)
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
        }
    }

    /// Adds what is new to the solver and removes what is gone; identical rows stay untouched.
    private func synchronizeSolver(with entries: [(constraint: LayoutConstraint, row: SolverRow?)]) {
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
        // Required rows first, then optional ones by falling priority: the tableau takes its shape from the hard
        // structure before any error variables appear, which keeps pivots few (solver-notes.md: add order matters).
        let required = desired.filter { $0.priority >= 1000 }
        let optional = desired.filter { $0.priority < 1000 }.enumerated()
            .sorted { $0.element.priority != $1.element.priority ? $0.element.priority > $1.element.priority
                                                                  : $0.offset < $1.offset }
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
    private func readSolution(into outcome: inout Outcome) {
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

    // MARK: Inputs fed back from the previous pass

    /// Text layouts for this pass: multi-line labels wrap at the width the previous pass gave them (pass one:
    /// their natural width), or at preferredMaxLayoutWidth when set.
    private func layoutText(of views: [View]) {
        for view in views {
            let key = ObjectIdentifier(view)
            switch view.kind {
            case .label:
                let text = view.text ?? ""
                var width: Double?
                if view.preferredMaxLayoutWidth > 0 {
                    width = view.preferredMaxLayoutWidth
                } else if view.numberOfLines != 1 {
                    width = wrapWidths[key]
                }
                model.textLayouts[key] = cachedLayout(for: view, text: text, font: view.font, maxWidth: width,
                                                      numberOfLines: view.numberOfLines)
            case .button:
                model.textLayouts[key] = cachedLayout(for: view, text: view.text ?? "",
                                                      font: model.effectiveFont(of: view), maxWidth: nil,
                                                      numberOfLines: 1)
            case .textField:
                model.textLayouts[key] = cachedLayout(for: view, text: view.text ?? "", font: view.font,
                                                      maxWidth: nil, numberOfLines: 1)
            case .textView:
                let padding = 10 + view.textContainerInset.left + view.textContainerInset.right
                model.textLayouts[key] = cachedLayout(for: view, text: view.text ?? "", font: view.font,
                                                      maxWidth: wrapWidths[key].map { max(0, $0 - padding) },
                                                      numberOfLines: 0)
            default:
                break
            }
        }
    }

    /// Lays text out, reusing the previous layout of the same view when nothing that shapes it changed.
    func cachedLayout(for view: View, text: String, font: Font, maxWidth: Double?, numberOfLines: Int) -> TextLayout {
        let key = TextLayoutKey(text: text, font: font, maxWidth: maxWidth, numberOfLines: numberOfLines)
        if let cached = textLayoutCache[ObjectIdentifier(view)], cached.key == key { return cached.layout }
        let layout = measurer.layout(text, font: font, maxWidth: maxWidth, numberOfLines: numberOfLines)
        textLayoutCache[ObjectIdentifier(view)] = (key, layout)
        return layout
    }

    struct TextLayoutKey: Equatable {
        var text: String
        var font: Font
        var maxWidth: Double?
        var numberOfLines: Int
    }

    /// Starts a label over from its natural, unwrapped size (UIKit's first pass) when the width it wrapped at last
    /// time may no longer apply: its text or font changed, or it was as narrow as its own wrapped text (its width
    /// came from its intrinsic size, so it might grow now). Labels stretched by other constraints keep their width,
    /// which saves a pass on every re-layout.
    private func forgetStaleWrapWidths() {
        for view in collectViews() {
            let key = ObjectIdentifier(view)
            guard let width = wrapWidths[key] else { continue }
            let signature = WrapSignature(text: view.text ?? "", font: view.font, numberOfLines: view.numberOfLines)
            guard wrapSignatures[key] == signature, let layout = model.textLayouts[key] else {
                wrapWidths[key] = nil
                continue
            }
            if abs(model.roundUpToPixel(layout.width) - width) < 1e-6 || layout.width >= width - 1e-6 {
                wrapWidths[key] = nil
            }
        }
    }

    struct WrapSignature: Equatable {
        var text: String
        var font: Font
        var numberOfLines: Int
    }
    private var wrapSignatures: [ObjectIdentifier: WrapSignature] = [:]

    /// Wrap widths per label / text view, taken from the last solution.
    private var wrapWidths: [ObjectIdentifier: Double] = [:]
    private var textLayoutCache: [ObjectIdentifier: (key: TextLayoutKey, layout: TextLayout)] = [:]

    /// Derives the next pass's inputs from `outcome`; true when any of them changed.
    private func updateFeedback(from outcome: Outcome) -> Bool {
        var changed = false
        model.previousScreenFrames = outcome.screenFrames
        // Safe-area insets: the root has the device's; a subview gets the part of the unsafe area it overlaps.
        let rootFrame = outcome.screenFrames[ObjectIdentifier(root)] ?? .zero
        let rootInsets = rootSafeAreaInsets
        // Only views whose safe area or margins some constraint used make a new pass worth it.
        let guideOwners = Set(model.referencedGuides.filter { $0.role == .safeArea || $0.role == .layoutMargins
                                                              || $0.role == .keyboard }
                                .compactMap { $0.owningView.map(ObjectIdentifier.init) })
        let safe = Rect(x: rootFrame.minX + rootInsets.left, y: rootFrame.minY + rootInsets.top,
                        width: rootFrame.width - rootInsets.left - rootInsets.right,
                        height: rootFrame.height - rootInsets.top - rootInsets.bottom)
        for view in outcome.views {
            let key = ObjectIdentifier(view)
            let frame = outcome.screenFrames[key] ?? .zero
            let insets: EdgeInsets
            if view === root {
                insets = rootInsets
            } else {
                func clamp(_ value: Double, _ limit: Double) -> Double { min(max(0, value), max(0, limit)) }
                insets = EdgeInsets(top: clamp(safe.minY - frame.minY, frame.height),
                                    left: clamp(safe.minX - frame.minX, frame.width),
                                    bottom: clamp(frame.maxY - safe.maxY, frame.height),
                                    right: clamp(frame.maxX - safe.maxX, frame.width))
            }
            if !Self.close(model.safeAreaInsets[key] ?? .zero, insets) && guideOwners.contains(key) {
                changed = true
            }
            model.safeAreaInsets[key] = insets
            let wraps = (view.kind == .label && view.numberOfLines != 1 && view.preferredMaxLayoutWidth <= 0)
                || (view.kind == .textView && !view.isScrollEnabled)
            if wraps {
                let width = frame.width
                if let old = wrapWidths[key], abs(old - width) < 1e-6 { continue }
                // A label whose text already fits on its natural lines at this width lays out the same.
                if let layout = model.textLayouts[key], wrapWidths[key] == nil,
                   layout.lines.allSatisfy({ $0.width <= width + 1e-6 }) {
                    wrapWidths[key] = width
                    wrapSignatures[key] = WrapSignature(text: view.text ?? "", font: view.font,
                                                        numberOfLines: view.numberOfLines)
                    continue
                }
                wrapWidths[key] = width
                wrapSignatures[key] = WrapSignature(text: view.text ?? "", font: view.font,
                                                    numberOfLines: view.numberOfLines)
                changed = true
            }
        }
        return changed
    }

    /// The root carries the device's safe area; a fitting root (cell sizing) has none.
    private var rootSafeAreaInsets: EdgeInsets {
        if case .screen = rootSizing { return device.safeArea }
        return .zero
    }

    private static func close(_ a: EdgeInsets, _ b: EdgeInsets) -> Bool {
        abs(a.top - b.top) < 1e-6 && abs(a.left - b.left) < 1e-6 && abs(a.bottom - b.bottom) < 1e-6
            && abs(a.right - b.right) < 1e-6
    }

    // MARK: Writing results

    private func commit(_ outcome: Outcome) {
        for view in outcome.views {
            let key = ObjectIdentifier(view)
            guard let frame = outcome.localFrames[key] else { continue }
            if view.frame != frame { view.frame = frame }
            for guide in view.ownedGuides {
                if let g = outcome.guideFrames[ObjectIdentifier(guide)] { guide.layoutFrame = g }
            }
            if view.kind == .scrollView {
                if let size = outcome.contentSizes[key] { view.contentSize = size }
                let safe = model.safeAreaInsets[key] ?? .zero
                view.adjustedContentInset = view.contentInsetAdjustmentBehavior == .never
                    ? view.contentInset : view.contentInset + safe
            }
        }
        var broken = Set<ObjectIdentifier>()
        for conflict in model.solver.conflicts {
            for entry in outcome.entries where entry.row.flatMap({ installed[$0]?.id }) == conflict.broken {
                broken.insert(ObjectIdentifier(entry.constraint))
            }
        }
        for entry in outcome.entries {
            if let row = entry.row, installed[row]?.isViolatedConstant == true {
                broken.insert(ObjectIdentifier(entry.constraint))
            }
        }
        for entry in outcome.entries { entry.constraint.isBroken = broken.contains(ObjectIdentifier(entry.constraint)) }
    }
}

// MARK: - Accessors for the diagnostics file

extension LayoutEngine {
    func installedID(of row: SolverRow) -> ConstraintID? { installed[row]?.id }
    var solverConflicts: [Conflict] { model.solver.conflicts }
    func modelVariables(_ item: LayoutItem) -> LayoutModel.ItemVariables? { model.existingVariables(for: item) }
    func ambiguousVariables(among variables: [Variable]) -> [Variable] {
        model.solver.ambiguousVariables(among: variables)
    }
    var measurerWarnings: [String] { measurer.warnings }
    func effectiveFont(_ view: View) -> Font { model.effectiveFont(of: view) }
    var textMeasurer: TextMeasurer { measurer }
    func textLayout(of view: View) -> TextLayout? { model.textLayouts[ObjectIdentifier(view)] }
    func wrapWidth(of view: View) -> Double? { wrapWidths[ObjectIdentifier(view)] }
}
