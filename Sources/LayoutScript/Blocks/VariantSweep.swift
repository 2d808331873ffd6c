import AutoLayout
import Diagnostics
import LayoutFrames
import UIKitWorld

/// Lays one scenario out on other devices (other orientations, canvas widths) while it runs on its own, so that a
/// block's code runs once for all of them instead of once each (`LayoutBlockRunner.runVariants`).
///
/// It watches the engine of the scenario's screen. After each of its passes, every other device's engine lays the
/// same tree out, taking turns on the tree (`LayoutOutputs`): each engine sees its own earlier results, as in a run
/// of its own, so its solver goes through the same passes in the same order as a run of its own would. Each state
/// is recorded on every device, and the layout diagnostics each device's passes produce are kept as the runtime
/// keeps them (`LayoutDiagnosticsLog`).
///
/// That is exact only while nothing the code does depends on the device; `VariantSweepEligibility` rules out code
/// that could read layout results or the device, and the sweep gives up (`failure`) on what it sees at run time:
/// a keyboard taller than the device's (an accessory view), work of the engine outside a pass (size fitting,
/// detached layout; a conflict check is made on every device's engine and gives up only if it finds one), a view whose autoresizing mask measures its superview, object numbers drawn
/// for messages, a non-finite value, or layout diagnostics the runtime kept that its passes alone do not explain.
/// The block then runs once per device. A shown keyboard is each device's own keyboard on its engine.
final class VariantSweep: LayoutEngineObserver {
    struct Variant {
        let device: Device
        /// Applies (true) or takes back (false), in the tree of the given root, what makes this variant differ
        /// besides its device: a tweak's constants (`TweakSweep`). Applied around its passes and snapshots only.
        var adjust: ((View, Bool) -> Void)? = nil
        var engine: LayoutEngine?
        /// Whether `engine` has laid the tree out yet (a conflict check may make it before the first pass).
        var hasLaidOut = false
        var lastPass: LayoutPassResult?
        var outputs: LayoutOutputs?
        var log = LayoutDiagnosticsLog()
        var states: [Scenario.RecordedState] = []
    }

    private(set) var variants: [Variant]
    /// The scenario's own device, as the runtime keeps its diagnostics (checked against the runtime's at the end).
    private(set) var primaryLog = LayoutDiagnosticsLog()
    private(set) var failure: String?
    private weak var primary: LayoutEngine?
    private var primaryPasses = 0
    private var primaryLastPass: LayoutPassResult?
    /// The tree as the first pass found it: where every other device starts from.
    private var beforeFirstPass: LayoutOutputs?

    init(devices: [Device], adjustments: [(View, Bool) -> Void] = []) {
        variants = devices.map { Variant(device: $0) }
        for (index, adjust) in adjustments.enumerated() where index < variants.count { variants[index].adjust = adjust }
    }

    func fail(_ reason: String) {
        if failure == nil { failure = reason }
    }

    /// Watches `engine`, the runtime's engine from now on (a controller's view replaces the canvas's engine).
    func attach(_ engine: LayoutEngine) {
        if primaryPasses > 0 { fail("the screen's engine was replaced after a pass") }
        if engine !== primary, variants.contains(where: { $0.engine != nil }) {
            fail("the screen's engine was replaced after a conflict check")
        }
        primary?.observer = nil
        primary = engine
        engine.observer = self
    }

    func detach() {
        primary?.observer = nil
        primary = nil
    }

    func engineWillLayOut(_ engine: LayoutEngine) {
        guard engine === primary, failure == nil, beforeFirstPass == nil else { return }
        beforeFirstPass = LayoutOutputs.capture(root: engine.root, constraints: [])
    }

    func engineDidLayOut(_ engine: LayoutEngine, result: LayoutPassResult) {
        guard engine === primary, failure == nil else { return }
        primaryPasses += 1
        primaryLastPass = result
        primaryLog.pass(result.diagnostics)
        // Shown, the keyboard is the device's own (an accessory view on top of it is sized by the code's device).
        if let keyboard = engine.keyboardFrame, keyboard != engine.device.keyboardFrame {
            return fail("the keyboard has an accessory view")
        }
        if measuresSuperview(engine.root) { return fail("an autoresizing mask measures the superview") }
        let primaryOutputs = LayoutOutputs.capture(root: engine.root, constraints: result.activeConstraints)
        for index in variants.indices {
            let device = variants[index].device
            let variantEngine: LayoutEngine
            if let existing = variants[index].engine, variants[index].hasLaidOut {
                variants[index].outputs?.restore()
                variantEngine = existing
            } else {
                // As a run on this device starts: the tree before any pass, the root sized to its screen.
                beforeFirstPass?.restore()
                if engine.root.frame != device.bounds { engine.root.frame = device.bounds }
                variantEngine = variants[index].engine ?? LayoutEngine(root: engine.root, device: device)
                variants[index].engine = variantEngine
                variants[index].hasLaidOut = true
            }
            variantEngine.keyboardFrame = engine.keyboardFrame == nil ? nil : device.keyboardFrame
            variants[index].adjust?(engine.root, true)
            let pass = variantEngine.layoutIfNeeded()
            variants[index].adjust?(engine.root, false)
            variants[index].lastPass = pass
            variants[index].log.pass(pass.diagnostics)
            variants[index].outputs = LayoutOutputs.capture(root: engine.root, constraints: pass.activeConstraints)
        }
        primaryOutputs.restore()
    }

    /// The runtime checked the active constraints for conflicts (constraints deactivated after new required
    /// ones): a run on each other device makes the same check on its engine at this point, which must find
    /// nothing there either. A conflict found gives up, since its message numbers objects.
    func engineDidCheckConflicts(_ engine: LayoutEngine, found: [Diagnostic]) {
        guard engine === primary, failure == nil else { return }
        guard found.isEmpty else { return fail("a conflict check found a conflict") }
        let root = engine.root
        let primaryOutputs = LayoutOutputs.capture(root: root, constraints: primaryLastPass?.activeConstraints ?? [])
        defer { primaryOutputs.restore() }
        for index in variants.indices {
            let variantEngine: LayoutEngine
            if let existing = variants[index].engine {
                if variants[index].hasLaidOut { variants[index].outputs?.restore() } else { beforeFirstPassRestore(index, root) }
                variantEngine = existing
            } else {
                // Before the first pass: the engine a run on this device has from its start, on its screen.
                beforeFirstPassRestore(index, root)
                variantEngine = LayoutEngine(root: root, device: variants[index].device)
                variants[index].engine = variantEngine
            }
            variants[index].adjust?(root, true)
            let conflicts = variantEngine.conflictsAmongActiveConstraints()
            variants[index].adjust?(root, false)
            if !conflicts.isEmpty { return fail("a conflict check found a conflict on another device") }
        }
    }

    /// The tree as a run on the variant's device has it before its first pass: as the screen's before any pass
    /// (nothing has been laid out yet, or the state captured then), the root sized to the device's screen.
    private func beforeFirstPassRestore(_ index: Int, _ root: View) {
        beforeFirstPass?.restore()
        let bounds = variants[index].device.bounds
        if root.frame != bounds { root.frame = bounds }
    }

    func engineDidWorkOutsideAPass(_ engine: LayoutEngine) {
        guard engine === primary else { return }
        fail("the engine measured or laid out outside a pass of the screen")
    }

    /// A state the scenario records on its own device, recorded on every other device too: `snapshot` turns the
    /// tree into frames given the device's last pass and engine.
    func record(steps: [ScenarioStep], root: View,
                snapshot: (LayoutPassResult, LayoutEngine) -> (StateFrames, [String: String])?) {
        primaryLog.commitFrameDiagnostics()
        guard failure == nil else { return }
        let primaryOutputs = LayoutOutputs.capture(root: root, constraints: primaryLastPass?.activeConstraints ?? [])
        for index in variants.indices {
            guard let engine = variants[index].engine, let pass = variants[index].lastPass else {
                return fail("a state was recorded before the first pass")
            }
            variants[index].outputs?.restore()
            variants[index].adjust?(root, true)
            defer { variants[index].adjust?(root, false) }
            guard let (frames, tappable) = snapshot(pass, engine) else { return fail("a value is not finite") }
            variants[index].log.commitFrameDiagnostics()
            variants[index].states.append(Scenario.RecordedState(frames: frames, tappable: tappable.keys.sorted(),
                                                                 steps: steps))
        }
        primaryOutputs.restore()
    }

    /// After the run: the sweep holds only if the runtime kept exactly what its passes produced, and no message
    /// drew an object number (those are drawn once per object, so they cannot differ between devices).
    func finish(runtimeLayoutDiagnostics: [Diagnostic]) {
        detach()
        if DebugNumbering.drawnCount > 0 { fail("a message numbered an object") }
        if primaryLog.kept != runtimeLayoutDiagnostics {
            fail("the runtime kept layout diagnostics its passes alone do not explain")
        }
    }

    private func measuresSuperview(_ root: View) -> Bool {
        func visit(_ view: View) -> Bool {
            if view !== root, view.translatesAutoresizingMaskIntoConstraints, !view.autoresizingMask.isEmpty {
                return true
            }
            return view.subviews.contains(where: visit)
        }
        return visit(root)
    }
}

/// The layout diagnostics of one device's run, kept as `Runtime.record`, `commitFrameDiagnostics` and `keep` do:
/// a pass's frame findings wait for the state that shows its frames; the others are kept at once; each once.
struct LayoutDiagnosticsLog {
    private(set) var kept: [Diagnostic] = []
    private var pendingFrameDiagnostics: [Diagnostic] = []

    mutating func pass(_ diagnostics: [Diagnostic]) {
        pendingFrameDiagnostics = diagnostics.filter { Runtime.frameDiagnosticCodes.contains($0.code) }
        keep(diagnostics.filter { !Runtime.frameDiagnosticCodes.contains($0.code) })
    }

    mutating func commitFrameDiagnostics() {
        keep(pendingFrameDiagnostics)
        pendingFrameDiagnostics = []
    }

    private mutating func keep(_ diagnostics: [Diagnostic]) {
        for d in diagnostics where !kept.contains(where: { $0.code == d.code && $0.message == d.message && $0.location == d.location }) {
            kept.append(d)
        }
    }
}
