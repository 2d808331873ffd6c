import AutoLayout
import Diagnostics
import SwiftSubset

/// Layout passes: `updateConstraints` overrides, lesson `intrinsicContentSize`, the engine, then
/// `safeAreaInsetsDidChange` / `viewSafeAreaInsetsDidChange` (when the pass changed those insets) and
/// `layoutSubviews` / `viewDidLayoutSubviews` overrides (reference §7.10).
extension Runtime {
    /// All views of the canvas, depth-first in subview order.
    func allViews() -> [View] { views(under: canvas) }

    /// `top` and every view under it, depth-first in subview order.
    func views(under top: View) -> [View] {
        var out: [View] = []
        func walk(_ v: View) {
            out.append(v)
            v.subviews.forEach(walk)
        }
        walk(top)
        return out
    }

    func scriptObjects() -> [ViewObject] { scriptObjects(under: canvas) }

    func scriptObjects(under top: View) -> [ViewObject] {
        views(under: top).compactMap { viewObjects[ObjectIdentifier($0)] }.filter { $0.scriptClass != nil }
    }

    /// Runs `updateConstraints()` overrides of views flagged with `setNeedsUpdateConstraints` (all of them on
    /// the first pass, as UIKit does), deepest first, then the hosted controller's `updateViewConstraints()` on
    /// its view's first pass and whenever its root view was flagged (Apple: "call setNeedsUpdateConstraints() on the
    /// view. The system then calls your implementation of updateViewConstraints() before the layout occurs").
    func flushUpdateConstraints(loc: Loc) throws {
        try flushUpdateConstraints(of: scriptObjects(), serving: { _ in true }, controller: hostedController, loc: loc)
    }

    /// The same for one pass: `objects` are the script views of the hierarchy it lays out, `serving` picks the
    /// flagged views it updates (the screen's pass: all of them), `controller` is the controller of its root view.
    private func flushUpdateConstraints(of objects: [ViewObject], serving: (ViewObject) -> Bool,
                                        controller: ViewControllerObject?, loc: Loc) throws {
        let rootFlagged = controller.map { vc in needsUpdateConstraints.contains { $0 === vc.rootView } } ?? false
        // Views get their first updateConstraints() in the first pass that lays them out.
        var targets = objects.filter {
            $0.scriptClass?.findMethod("updateConstraints") != nil && !constraintsUpdatedOnce.contains(ObjectIdentifier($0))
        }
        for object in needsUpdateConstraints where serving(object) && !targets.contains(where: { $0 === object }) {
            targets.append(object)
        }
        for object in targets { constraintsUpdatedOnce.insert(ObjectIdentifier(object)) }
        needsUpdateConstraints.removeAll(where: serving)
        for object in targets.reversed() {
            try callOverride(object, "updateConstraints", loc: loc)
        }
        if let vc = controller, !viewConstraintsUpdatedOnce || rootFlagged {
            viewConstraintsUpdatedOnce = true
            try callOverride(vc, "updateViewConstraints", loc: loc)
        }
    }

    /// Lesson classes overriding `intrinsicContentSize` feed the engine through the override slot. As in UIKit,
    /// the getter is asked once, and again only after `invalidateIntrinsicContentSize()`: changing what it would
    /// return without invalidating changes nothing (the classic forgotten call). This is done for one view and its
    /// subviews, in or out of the window: layout passes, and `systemLayoutSizeFitting`, `sizeToFit` and
    /// `sizeThatFits`, which measure with the sizes the overrides give, even before the view's first layout pass.
    func applyIntrinsicOverrides(inTreeOf view: View, loc: Loc) throws {
        try applyIntrinsicOverrides(to: scriptObjects(under: view), loc: loc)
    }

    private func applyIntrinsicOverrides(to objects: [ViewObject], loc: Loc) throws {
        for object in objects {
            guard let cls = object.scriptClass, let (decl, owner) = cls.findComputed("intrinsicContentSize") else { continue }
            let key = ObjectIdentifier(object)
            guard object.view.intrinsicContentSizeOverride == nil || intrinsicSizeInvalidated.contains(key) else {
                continue
            }
            intrinsicSizeInvalidated.remove(key)
            let v = try interp.runGetter(decl, owner: owner, self: .object(object), loc)
            if let (w, h) = Geometry.toSize(v) { object.view.intrinsicContentSizeOverride = Size(width: w, height: h) }
        }
    }

    /// `layoutIfNeeded()` sent to `view`. On screen, the screen's pass. Outside the window (a view's `init`
    /// before it is hosted, a controller's `viewDidLoad`, a view not added yet), UIKit still lays out the
    /// hierarchy the view belongs to, and code reads those frames at once: a pass of that hierarchy alone, off
    /// screen (`LayoutEngine.layoutDetached`). The screen's passes lay it out again once it is hosted.
    func layoutIfNeeded(of view: View, loc: Loc) throws {
        var top = view
        while let parent = top.superview { top = parent }
        if top === canvas && canvasIsInWindow {
            try layoutIfNeeded(loc: loc)
        } else {
            try layOutOffScreen(top, loc: loc)
        }
    }

    /// `layoutIfNeeded()`: a full pass over the canvas. The "did" notifications of a keyboard change made while
    /// a pass ran (a `layoutSubviews` that focuses a field) or before the first one wait for a pass that has laid
    /// the change out; what their observers change is laid out before this returns, as the run loop would.
    package func layoutIfNeeded(loc: Loc) throws {
        guard !inLayoutPass else { return }
        try layOutRounds(loc: loc)
        // A layout that changes the keyboard every time (UIKit would loop) gets four rounds, as passes do.
        for _ in 0..<4 where !heldKeyboardNotifications.isEmpty {
            // The pass that was running may have ended before it laid the keyboard change out.
            layoutInputsChanged()
            try layOutRounds(loc: loc)
            try postHeldKeyboardNotifications(loc: loc)
            try layOutRounds(loc: loc)
        }
        try postHeldKeyboardNotifications(loc: loc)
    }

    private func postHeldKeyboardNotifications(loc: Loc) throws {
        let held = heldKeyboardNotifications
        heldKeyboardNotifications = []
        for notification in held { try post(notification.name, userInfo: notification.userInfo, loc: loc) }
    }

    private func layOutRounds(loc: Loc) throws {
        if mutations == mutationsAtLastPass && lastPass != nil && needsUpdateConstraints.isEmpty && !hasLayoutOverrides {
            return
        }
        inLayoutPass = true
        defer { mutationsAtLastPass = mutations }
        defer { inLayoutPass = false }
        // Only the last round's diagnostics are the layout's: a frame an earlier round gave a view and its own
        // layoutSubviews then moved (a badge placed for the old size) is not what the reader sees.
        var roundDiagnostics: [Diagnostic] = []
        defer { record(roundDiagnostics) }
        let unsettledBy = try runLayoutRounds(under: canvas, controller: hostedController, loc: loc,
                                              updateConstraints: { try flushUpdateConstraints(loc: loc) }) {
            nameUnnamedViews()
            let result = engine.layoutIfNeeded()
            lastPass = result
            layoutPassCount += 1
            activatedSinceCheck = false
            roundDiagnostics = result.diagnostics
            let announcedSafeArea = try announceSafeAreaChanges(loc: loc)
            let announcedScroll = try announceRestingScrolls(loc: loc)
            return announcedSafeArea || announcedScroll
        }
        if let (method, owner) = unsettledBy {
            // UIKit would lay out again and again; without a word the reader would take the last round's frames for
            // the layout.
            keep([.warning("layout-unsettled", "Layout did not settle: in every pass, \(owner.name).\(method.name)() "
                + "changes what the layout depends on and the frames move again, so UIKit would keep laying out. "
                + "The preview shows the 4th pass. Make the override's changes depend on something other than the "
                + "frames it produces", at: sourceLocation(method.loc))])
        }
    }

    /// A pass over a hierarchy outside the window, rooted at `top`. What it finds is not reported: the preview's
    /// diagnostics are those of the layout on screen (a view still 0 × 0 in its `init` is not a finding). Its
    /// insets are all zero, so no safe-area override is told of a change, and it counts as none of the screen's
    /// passes.
    private func layOutOffScreen(_ top: View, loc: Loc) throws {
        guard !inLayoutPass else { return }
        inLayoutPass = true
        defer { inLayoutPass = false }
        let controller = hostedController.flatMap { $0.rootView.view === top ? $0 : nil }
        _ = try runLayoutRounds(under: top, controller: controller, loc: loc, updateConstraints: {
            try flushUpdateConstraints(of: scriptObjects(under: top),
                                       serving: { $0.view === top || $0.view.isDescendant(of: top) },
                                       controller: controller, loc: loc)
        }) {
            // Views get their per-run numbers in the order the screen's passes first see them.
            if top === canvas { nameUnnamedViews() }
            engine.layoutDetached(top, controllerView: controller != nil)
            return false
        }
    }

    /// The rounds of one layout of the hierarchy under `top`: constraint updates, lesson `intrinsicContentSize`,
    /// the controller's `viewWillLayoutSubviews`, the engine (`solve`, true when an override it told of a change
    /// ran), then `layoutSubviews` and `viewDidLayoutSubviews` overrides; another round while those move frames,
    /// at most four. Returns the first override that still changed layout inputs in the fourth round while the
    /// frames were still moving (a feedback loop with no fixed point), nil when the rounds settled.
    private func runLayoutRounds(under top: View, controller: ViewControllerObject?, loc: Loc,
                                 updateConstraints: () throws -> Void,
                                 solve: () throws -> Bool) throws -> (FuncDecl, ScriptType)? {
        var previous: [Rect] = []
        for round in 0..<4 {
            try updateConstraints()
            try applyIntrinsicOverrides(inTreeOf: top, loc: loc)
            if let vc = controller { try callOverride(vc, "viewWillLayoutSubviews", loc: loc) }
            let announced = try solve()
            var changer: (FuncDecl, ScriptType)?
            func callHook(_ object: ObjectRef, _ name: String) throws {
                let before = mutations
                try callOverride(object, name, loc: loc)
                if changer == nil, mutations != before { changer = object.scriptClass?.findMethod(name) }
            }
            let hooks = scriptObjects(under: top).filter { $0.scriptClass?.findMethod("layoutSubviews") != nil }
            for object in hooks { try callHook(object, "layoutSubviews") }
            if let vc = controller { try callHook(vc, "viewDidLayoutSubviews") }
            let frames = views(under: top).map(\.frame)
            let needsAnother = !hooks.isEmpty || announced
                || controller?.scriptClass?.findMethod("viewDidLayoutSubviews") != nil
            if !needsAnother || frames == previous { break }
            if round == 3 { return changer }
            previous = frames
        }
        return nil
    }

    /// UIKit calls `safeAreaInsetsDidChange()` on a view, and `viewSafeAreaInsetsDidChange()` on its controller,
    /// when the view's safe-area insets change: on screen that is the first layout that gives them a non-zero
    /// value, and any later change. Here the insets are known once the engine has solved, so the overrides run
    /// right after the pass that changed them; what they change gets another pass. True when any override ran.
    func announceSafeAreaChanges(loc: Loc) throws -> Bool {
        var announced = false
        func announce(_ object: ObjectRef, _ hook: String, insetsOf view: View) throws {
            guard object.scriptClass?.findMethod(hook) != nil else { return }
            let key = ObjectIdentifier(object)
            let insets = safeAreaInsets(of: view)
            guard insets != announcedSafeAreaInsets[key] ?? .zero else { return }
            announcedSafeAreaInsets[key] = insets
            try callOverride(object, hook, loc: loc)
            announced = true
        }
        for object in scriptObjects() { try announce(object, "safeAreaInsetsDidChange", insetsOf: object.view) }
        if let vc = hostedController { try announce(vc, "viewSafeAreaInsetsDidChange", insetsOf: vc.rootView.view) }
        return announced
    }

    /// A required constraint was activated: UIKit's engine would look for conflicts right now. The check waits
    /// until something is deactivated (the only way a conflict can vanish before the next layout, which finds any
    /// that remain), so a step that activates many constraints solves once, not once per constraint.
    func noteActivation(of constraints: [LayoutConstraint]) {
        if constraints.contains(where: { $0.priority >= 1000 }) { activatedSinceCheck = true }
    }

    /// Before constraints are deactivated: the conflicts that activations since the last check or layout created,
    /// reported as UIKit logs them, at activation.
    func checkConflictsBeforeDeactivating() {
        guard activatedSinceCheck else { return }
        activatedSinceCheck = false
        keep(engine.conflictsAmongActiveConstraints())
    }

    /// Keeps a layout's diagnostics. Those about frames (a view outside its superview, zero or negative in size,
    /// truncated text) wait for `commitFrameDiagnostics()`: only the frames a state shows are the reader's, not
    /// those of a layout the same step then changed (an animation's `layoutIfNeeded()` before its completion).
    package func record(_ diagnostics: [Diagnostic]) {
        pendingFrameDiagnostics = diagnostics.filter { Runtime.frameDiagnosticCodes.contains($0.code) }
        keep(diagnostics.filter { !Runtime.frameDiagnosticCodes.contains($0.code) })
    }

    /// The frame diagnostics of the last layout, once its frames are recorded as a state named `state`.
    package func commitFrameDiagnostics(state: String? = nil) {
        keep(pendingFrameDiagnostics)
        pendingFrameDiagnostics = []
        if let state { noteConflictStates(committing: state) }
    }

    /// One conflict, whichever of its constraints a pass broke: its code, place and the constraints it lists.
    package static func conflictKey(_ d: Diagnostic) -> String {
        let notes = d.notes.filter { !$0.message.hasPrefix(conflictStatesPrefix) }
            .map { withoutObjectNumbers($0.message) }.sorted()
        return "\(d.code)|\(d.location?.line ?? 0)|\(d.location?.column ?? 0)|" + notes.joined(separator: "|")
    }

    /// The state being recorded shows the conflicts that layout found since the last state: each conflict is
    /// reported once, with a note listing every state it appears in (when that is more than the initial state).
    func noteConflictStates(committing state: String) {
        // A state no layout pass led to (nothing changed) shows the previous state's conflicts.
        if layoutPassCount == passesAtLastState { conflictsSinceLastState.formUnion(conflictsOfLastState) }
        for key in conflictsSinceLastState.sorted() where !(conflictStates[key]?.contains(state) ?? false) {
            conflictStates[key, default: []].append(state)
        }
        conflictsOfLastState = conflictsSinceLastState
        passesAtLastState = layoutPassCount
        conflictsSinceLastState = []
        for i in layoutDiagnostics.indices where layoutDiagnostics[i].code == "conflict" {
            let states = conflictStates[Runtime.conflictKey(layoutDiagnostics[i])] ?? []
            layoutDiagnostics[i].notes.removeAll { $0.message.hasPrefix(Runtime.conflictStatesPrefix) }
            guard states != ["initial"], !states.isEmpty else { continue }
            layoutDiagnostics[i].notes.append(Diagnostic.Note(Runtime.conflictStatesPrefix + states.joined(separator: ", "),
                                                              at: layoutDiagnostics[i].location))
        }
    }

    package static let conflictStatesPrefix = "the conflict appears in the states: "

    package static let frameDiagnosticCodes: Set<String> = ["outside-superview", "zero-size-content", "truncated-text",
                                                   "negative-size"]

    /// Keeps diagnostics that are not about frames, once each.
    func keep(_ diagnostics: [Diagnostic]) {
        for d in diagnostics {
            if d.code == "conflict" {
                // The same conflict found again (another pass, another state, another constraint broken) is one report.
                let key = Runtime.conflictKey(d)
                conflictsSinceLastState.insert(key)
                if layoutDiagnostics.contains(where: { $0.code == "conflict" && Runtime.conflictKey($0) == key }) { continue }
            }
            if !layoutDiagnostics.contains(where: { $0.code == d.code && $0.message == d.message && $0.location == d.location }) {
                layoutDiagnostics.append(d)
            }
        }
    }
}
