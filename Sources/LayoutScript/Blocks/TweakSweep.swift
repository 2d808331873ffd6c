import AutoLayout
import Diagnostics
import LayoutFrames

/// Computes a block's tweak values from one run of its code (docs/layout-blocks.md, "How tweaks are computed").
///
/// Each value is a variant of the run (`VariantSweep`) on the block's own device, whose engine sees the constants
/// of the constraints made on the tweak's line shifted by the change of the literal (`offset(20)` → 28 when the
/// slider says 28; a trailing `inset(16)`, constant −16, → −28). Its solver only meets a changed constant, as
/// `updateConstraints` would make it, instead of the code being run again. The model is checked against a run
/// with the literal written in, for each slider at its value farthest from the code's: when they differ (the
/// literal is a priority, a multiplier, a font size, a loop count, or feeds arithmetic the shift cannot follow)
/// or the sweep cannot be used for the block, every value is run with the literal written in.
enum TweakSweep {
    /// Per choice (one value index per slider), the block's frames; nil when the shift model does not hold.
    static func run(_ parsed: ParsedLesson, number: Int, tweaks: [BlockTweak], choices: [[Int]], own: BlockFrames,
                    options: RunOptions) -> [BlockFrames]? {
        let position = parsed.previewPositions[number]
        let block = parsed.module.blocks[position]
        let values = tweaks.map { $0.labels.compactMap { Double($0) } }
        guard values.enumerated().allSatisfy({ $1.count == tweaks[$0].labels.count }),
              !SwiftUIBlock.usesSwiftUI(block.file.statements),
              VariantSweepEligibility.allows(parsed.module, position: position) else { return nil }
        let defaults = tweaks.map(\.defaultIndex)
        let lesson = parsed.input
        DebugNumbering.reset()
        let info = InfoString(block: block.block, attributes: block.attributes, file: lesson.file)
        let prelude = LayoutBlockRunner.blockPrelude(block, info: info, lesson: lesson, options: options)
        let probe = parsed.module.makeModule(for: position, topLevelMode: false)
        let (mode, showProblem) = Scenario.hostMode(lesson: parsed.module, position: position, module: probe,
                                                    attributes: prelude.0)
        let (hostName, className) = LayoutBlockRunner.hostDescription(mode)
        let scenario = Scenario(lesson: parsed.module, position: position, device: prelude.1, file: lesson.file,
                                mode: mode, stepLimit: options.stepLimit, viewLimit: options.viewLimit)
        scenario.sweepDevices = Array(repeating: prelude.1, count: choices.count)
        scenario.sweepAdjustments = choices.map { choice in
            ConstantShift(shifts: zip(tweaks, choice).enumerated().compactMap { k, pair in
                pair.1 == defaults[k] ? nil
                    : (line: pair.0.line, from: values[k][defaults[k]], to: values[k][pair.1])
            }).apply
        }
        let steps = LayoutBlockRunner.actionSteps(prelude.0, fence: block.block)
        let main = scenario.run(steps: steps, explicitSteps: steps.count)
        guard let runs = main.variants else { return nil }
        var replays: [(steps: [ScenarioStep], results: [Scenario.Result])] = []
        var failed = false
        var output: [BlockFrames] = []
        for (index, run) in runs.enumerated() {
            if choices[index] == defaults { output.append(own); continue }
            var diagnostics = prelude.3
            if let p = showProblem { diagnostics.append(Diagnostic(.error, code: "unknown-name", p, at: info.valueLocation("show"))) }
            diagnostics.append(contentsOf: run.diagnostics)
            var recorded = run.states
            if run.hosted {
                LayoutBlockRunner.explore(&recorded, budget: options.tapExplorationBudget, diagnostics: &diagnostics) { steps in
                    if let known = replays.first(where: { $0.steps == steps }) { return known.results[index] }
                    let replay = scenario.run(steps: steps, explicitSteps: 0)
                    guard let others = replay.variants else {
                        failed = true
                        return nil
                    }
                    replays.append((steps, others))
                    return others[index]
                }
            }
            if failed { return nil }
            output.append(LayoutBlockRunner.blockFrames(
                id: parsed.previewIDs[number].id, parsed: block, info: info, attributes: prelude.0,
                deviceInfo: prelude.2, hostName: hostName, className: className, diagnostics: diagnostics,
                states: recorded.map(\.frames), columns: parsed.columns))
        }
        // The own run of this sweep must be the block's own run, and each slider's farthest value what the code
        // with that value written in gives.
        var checks = Set<Int>()
        for (k, tweak) in tweaks.enumerated() {
            let far = tweak.labels.indices.max { abs($0 - tweak.defaultIndex) < abs($1 - tweak.defaultIndex) } ?? 0
            if let index = choices.firstIndex(where: { choice in
                choice.indices.allSatisfy { $0 == k ? choice[$0] == far : choice[$0] == defaults[$0] }
            }) { checks.insert(index) }
        }
        for index in checks.sorted() {
            let reference = LayoutBlockRunner.runTweaked(parsed, number: number, tweaks: tweaks, choice: choices[index],
                                                         options: options)
            guard reference.states == output[index].states, reference.diagnostics == output[index].diagnostics else {
                return nil
            }
        }
        return output
    }
}

/// A tweak's constants as one variant sees them: each constraint made on a tweak's line has its constant moved
/// by the literal's change, in the direction the literal moved it (a trailing inset's constant is negated).
final class ConstantShift {
    let shifts: [(line: Int, from: Double, to: Double)]
    private var saved: [(LayoutConstraint, Double)] = []

    init(shifts: [(line: Int, from: Double, to: Double)]) {
        self.shifts = shifts
    }

    func apply(root: View, on: Bool) {
        guard on else {
            for (constraint, constant) in saved.reversed() { constraint.constant = constant }
            saved = []
            return
        }
        guard !shifts.isEmpty else { return }
        visit(root)
    }

    private func visit(_ view: View) {
        for constraint in view.constraints {
            guard let line = constraint.sourceLocation?.line,
                  let shift = shifts.first(where: { $0.line == line }) else { continue }
            let constant = constraint.constant
            // The literal's sign against the constant's says which way the literal moves it.
            let direction: Double = constant * shift.from < 0 ? -1 : 1
            saved.append((constraint, constant))
            constraint.constant = constant + direction * (shift.to - shift.from)
        }
        for subview in view.subviews { visit(subview) }
    }
}
