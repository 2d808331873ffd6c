import AutoLayout
import Dispatch
import Foundation
import Diagnostics
import LayoutFrames

extension LayoutBlockRunner {
    /// `runVariants` on the calling thread: the sweep when it takes the block, else one run per entry. With
    /// `COURSEGEN_SWEEP_FALLBACKS=1` in the environment, every block that runs once per entry is listed on
    /// standard error with the reason and the time its runs took (what is left to sweep, biggest first).
    static func runVariantsOnCurrentThread(_ parsed: ParsedLesson, number: Int, variants: [RunOptions]) -> [BlockFrames] {
        switch sweepOutcome(parsed, number: number, variants: variants) {
        case .swept(let frames):
            return frames
        case .declined(let reason):
            guard Self.listsFallbacks, variants.count > 1 else {
                return variants.map { runBlockOnCurrentThread(parsed, number: number, options: $0) }
            }
            let start = DispatchTime.now().uptimeNanoseconds
            let frames = variants.map { runBlockOnCurrentThread(parsed, number: number, options: $0) }
            let milliseconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6
            let line = parsed.module.blocks[parsed.previewPositions[number]].block.fenceLine
            let report = "\(parsed.input.file):\(line): \(variants.count) variants run separately in "
                + "\(Int(milliseconds.rounded())) ms: \(reason)\n"
            FileHandle.standardError.write(Data(report.utf8))
            return frames
        }
    }

    static let listsFallbacks = ProcessInfo.processInfo.environment["COURSEGEN_SWEEP_FALLBACKS"] == "1"

    /// The block's frames on every entry of `variants` from one run of its code (`VariantSweep`), each
    /// byte-identical to `runBlockOnCurrentThread` with that entry; nil when the sweep cannot promise that for
    /// this block (its code may read layout, the entries differ in limits, or the run met what the sweep gives
    /// up on), and each entry needs a run of its own.
    static func sweepOnCurrentThread(_ parsed: ParsedLesson, number: Int, variants: [RunOptions]) -> [BlockFrames]? {
        if case .swept(let frames) = sweepOutcome(parsed, number: number, variants: variants) { return frames }
        return nil
    }

    /// What `sweepOnCurrentThread` gives, or why the block needs one run per entry.
    enum SweepOutcome {
        case swept([BlockFrames])
        case declined(String)
    }

    static func sweepOutcome(_ parsed: ParsedLesson, number: Int, variants: [RunOptions]) -> SweepOutcome {
        guard variants.count > 1, let first = variants.first else { return .declined("one variant") }
        guard variants.allSatisfy({ $0.stepLimit == first.stepLimit && $0.viewLimit == first.viewLimit
                  && $0.tapExplorationBudget == first.tapExplorationBudget }) else {
            return .declined("the variants differ in limits")
        }
        let module = parsed.module
        let lesson = parsed.input
        let previews = parsed.previewPositions
        let position = previews[number]
        let block = module.blocks[position]
        // A block that does not parse never runs: its runs are cheap already.
        guard block.errors.isEmpty, block.block.isClosed else { return .declined("it does not parse") }
        // SwiftUI blocks run in their own world (SwiftUIBlock), which lays out each variant itself.
        guard !SwiftUIBlock.usesSwiftUI(block.file.statements) else { return .declined("SwiftUI") }
        if let refusal = parsed.sweepDeclarations.refusal(module, position: position) { return .declined(refusal) }
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
        guard let others = main.variants else { return .declined("the run: " + (main.sweepFailure ?? "?")) }
        let mains = [main] + others

        // Tap exploration on each device asks for replays; one run of a replay answers every device.
        var replays: [(steps: [ScenarioStep], results: [Scenario.Result])] = []
        var failed: String?
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
                        failed = "a replay of \(steps.map(\.name).joined(separator: "; ")): " + (replay.sweepFailure ?? "?")
                        return nil
                    }
                    replays.append((steps, [replay] + others))
                    return replays[replays.count - 1].results[index]
                }
            }
            if let failed { return .declined(failed) }
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
        return .swept(output)
    }
}
