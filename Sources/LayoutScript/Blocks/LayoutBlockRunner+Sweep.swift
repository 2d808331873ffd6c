import AutoLayout
import Diagnostics
import LayoutFrames

extension LayoutBlockRunner {
    /// The block's frames on every entry of `variants` from one run of its code (`VariantSweep`), each
    /// byte-identical to `runBlockOnCurrentThread` with that entry; nil when the sweep cannot promise that for
    /// this block (its code may read layout, the entries differ in limits, or the run met what the sweep gives
    /// up on), and each entry needs a run of its own.
    static func sweepOnCurrentThread(_ parsed: ParsedLesson, number: Int, variants: [RunOptions]) -> [BlockFrames]? {
        guard variants.count > 1, let first = variants.first,
              variants.allSatisfy({ $0.stepLimit == first.stepLimit && $0.viewLimit == first.viewLimit
                  && $0.tapExplorationBudget == first.tapExplorationBudget }) else { return nil }
        let module = parsed.module
        let lesson = parsed.input
        let previews = parsed.previewPositions
        let position = previews[number]
        let block = module.blocks[position]
        // A block that does not parse never runs: its runs are cheap already.
        // SwiftUI blocks run in their own world (SwiftUIBlock), which lays out each variant itself.
        guard block.errors.isEmpty, block.block.isClosed, !SwiftUIBlock.usesSwiftUI(block.file.statements),
              parsed.sweepDeclarations.allows(module, position: position) else { return nil }
        let ids = parsed.previewIDs
        let columns = parsed.columns
        DebugNumbering.reset()
        let info = InfoString(block: block.block, attributes: block.attributes, file: lesson.file)
        let preludes = variants.map { blockPrelude(block, info: info, lesson: lesson, options: $0) }
        let attributes = preludes[0].0
        let probe = module.makeModule(for: position, topLevelMode: false)
        let (mode, showProblem) = Scenario.hostMode(lesson: module, position: position, module: probe, attributes: attributes)
        let (hostName, className) = hostDescription(mode)
        let scenario = Scenario(lesson: module, position: position, device: preludes[0].1, file: lesson.file, mode: mode,
                                stepLimit: first.stepLimit, viewLimit: first.viewLimit)
        scenario.sweepDevices = preludes.dropFirst().map(\.1)
        let steps = actionSteps(attributes, fence: block.block)
        let main = scenario.run(steps: steps, explicitSteps: steps.count)
        guard let others = main.variants else { return nil }
        let mains = [main] + others

        // Tap exploration on each device asks for replays; one run of a replay answers every device.
        var replays: [(steps: [ScenarioStep], results: [Scenario.Result])] = []
        var failed = false
        var output: [BlockFrames] = []
        for (index, run) in mains.enumerated() {
            var diagnostics = preludes[index].3
            if let p = showProblem { diagnostics.append(Diagnostic(.error, code: "unknown-name", p, at: info.valueLocation("show"))) }
            diagnostics.append(contentsOf: run.diagnostics)
            var recorded = run.states
            if run.hosted {
                explore(&recorded, budget: first.tapExplorationBudget, diagnostics: &diagnostics) { steps in
                    if let known = replays.first(where: { $0.steps == steps }) { return known.results[index] }
                    let replay = scenario.run(steps: steps, explicitSteps: 0)
                    guard let others = replay.variants else {
                        failed = true
                        return nil
                    }
                    replays.append((steps, [replay] + others))
                    return replays[replays.count - 1].results[index]
                }
            }
            if failed { return nil }
            var frames = blockFrames(id: ids[number].id, parsed: block, info: info, attributes: attributes,
                                     deviceInfo: preludes[index].2, hostName: hostName, className: className,
                                     diagnostics: diagnostics, states: recorded.map(\.frames), columns: columns)
            if let firstUse = ids[number].duplicateOf {
                let diagnostic = duplicateID(block, id: ids[number].id, first: module.blocks[previews[firstUse]],
                                             file: lesson.file)
                frames.diagnostics.insert(FrameDiagnostic(diagnostic), at: 0)
            }
            output.append(frames)
        }
        return output
    }
}
