import AutoLayout
import Diagnostics
import Foundation
import LayoutFrames
import SwiftSubset
import SwiftUIWorld
import UIKitWorld

/// Runs the layout blocks of a lesson (DESIGN.md §4) and returns their frames (§6).
///
/// ```swift
/// let input = LessonScriptInput(file: "content/lessons/05-lifecycle.md", slug: "lifecycle",
///                               blocks: MarkdownFences.scan(markdown))
/// let frames = LayoutBlockRunner.run(lesson: input, options: RunOptions())
/// ```
/// Never throws and never crashes on lesson code: every problem is a diagnostic of its block.
public enum LayoutBlockRunner {
    public static func run(lesson: LessonScriptInput, options: RunOptions = RunOptions()) -> LessonFrames {
        run(module: ParsedLesson(lesson: lesson), options: options)
    }

    /// Runs a lesson parsed once with `ParsedLesson`; the output is byte-identical to `run(lesson:options:)`.
    /// May be called concurrently on the same `ParsedLesson`.
    public static func run(module parsed: ParsedLesson, options: RunOptions = RunOptions()) -> LessonFrames {
        onDeepStack(LessonFrames(file: parsed.input.file, blocks: [])) {
            LessonFrames(file: parsed.input.file,
                         blocks: (0..<previewCount(parsed)).map { runBlockOnCurrentThread(parsed, number: $0, options: options) })
        }
    }

    /// How many preview blocks the lesson has; `number` in the per-block entry points counts from 0 to this.
    public static func previewCount(_ parsed: ParsedLesson) -> Int {
        parsed.previewPositions.count
    }

    /// Runs one preview block, the `number`-th of the lesson (from 0); the result is byte-identical to
    /// `run(module:options:).blocks[number]`, since a block's run never depends on its neighbours.
    /// May be called concurrently on the same `ParsedLesson`.
    public static func run(module parsed: ParsedLesson, previewNumber number: Int, options: RunOptions = RunOptions())
        -> BlockFrames? {
        guard number >= 0 && number < previewCount(parsed) else { return nil }
        return onDeepStack(nil) { runBlockOnCurrentThread(parsed, number: number, options: options) }
    }

    /// Runs one preview block once per entry of `variants` (devices, orientations, canvas widths) and returns the
    /// results in the same order; each is byte-identical to `run(module:previewNumber:options:)` with that entry.
    /// When the block's code cannot tell the devices apart, it runs once and every state is laid out on each
    /// device (`VariantSweep`; docs/layout-blocks.md, "How variants are computed"); otherwise once per entry.
    public static func runVariants(module parsed: ParsedLesson, previewNumber number: Int, variants: [RunOptions])
        -> [BlockFrames] {
        guard number >= 0 && number < previewCount(parsed) else { return [] }
        return onDeepStack([]) {
            runVariantsOnCurrentThread(parsed, number: number, variants: variants)
        }
    }

    /// `runVariants` the plain way, one run per entry: the reference the sweep is tested and measured against.
    public static func runVariantsSeparately(module parsed: ParsedLesson, previewNumber number: Int,
                                             variants: [RunOptions]) -> [BlockFrames] {
        guard number >= 0 && number < previewCount(parsed) else { return [] }
        return onDeepStack([]) { variants.map { runBlockOnCurrentThread(parsed, number: number, options: $0) } }
    }

    /// Lesson code may recurse; the interpreter is a tree walker, so every run gets a deep stack of its own.
    static func onDeepStack<T>(_ fallback: T, _ body: @escaping () -> T) -> T {
        let box = ResultBox<T>()
        let done = DispatchSemaphore(value: 0)
        let worker = Thread {
            box.value = body()
            done.signal()
        }
        worker.stackSize = 128 << 20
        worker.start()
        done.wait()
        return box.value ?? fallback
    }

    private final class ResultBox<T>: @unchecked Sendable {
        var value: T?
    }

    static func runBlockOnCurrentThread(_ parsed: ParsedLesson, number: Int, options: RunOptions) -> BlockFrames {
        let module = parsed.module
        let lesson = parsed.input
        let previews = parsed.previewPositions
        let ids = parsed.previewIDs
        let columns = parsed.columns
        let position = previews[number]
        var frames = runBlock(module, position: position, id: ids[number].id, lesson: lesson, options: options,
                              columns: columns)
        if let first = ids[number].duplicateOf {
            let diagnostic = duplicateID(module.blocks[position], id: ids[number].id,
                                         first: module.blocks[previews[first]], file: lesson.file)
            frames.diagnostics.insert(FrameDiagnostic(diagnostic), at: 0)
        }
        return frames
    }

    static func device(for attributes: BlockAttributes, options: RunOptions) -> (Device, String?) {
        var problem: String?
        var device = Device.defaultDevice
        if let name = options.deviceName ?? attributes["device"] {
            if let d = Device.named(name) { device = d } else { problem = unknownDevice(name) + "; using \(device.name)" }
        }
        if options.landscape { device = device.landscape }
        if let w = options.width { device = device.withWidth(w) }
        return (device, problem)
    }

    static func runBlock(_ module: LessonModule, position: Int, id: String, lesson: LessonScriptInput,
                         options: RunOptions, columns: MarkdownColumns) -> BlockFrames {
        // Object numbers in messages restart for every block, so a block's output never depends on its neighbours.
        DebugNumbering.reset()
        let parsed = module.blocks[position]
        let fence = parsed.block
        let info = InfoString(block: fence, attributes: parsed.attributes, file: lesson.file)
        let (attributes, device, deviceInfo, diagnosticsSoFar) = blockPrelude(parsed, info: info, lesson: lesson,
                                                                             options: options)
        var diagnostics = diagnosticsSoFar
        var hostName = "fill"
        var className = ""
        var states: [StateFrames] = []
        // SwiftUI code runs in its own world (Sources/SwiftUIWorld, entered through SwiftUIBlock); nil leaves the block to UIKit.
        let swiftUI = parsed.errors.isEmpty && fence.isClosed ? SwiftUIBlock.run(lesson: module, position: position,
            device: device, file: lesson.file, attributes: attributes, fenceLine: fence.fenceLine) : nil
        if let swiftUI { hostName = "swiftui"; className = swiftUI.className; states = swiftUI.states; diagnostics += swiftUI.diagnostics }
        if parsed.errors.isEmpty && fence.isClosed && swiftUI == nil {
            let probe = module.makeModule(for: position, topLevelMode: false)
            let (mode, showProblem) = Scenario.hostMode(lesson: module, position: position, module: probe, attributes: attributes)
            if let p = showProblem { diagnostics.append(Diagnostic(.error, code: "unknown-name", p, at: info.valueLocation("show"))) }
            (hostName, className) = hostDescription(mode)
            let scenario = Scenario(lesson: module, position: position, device: device, file: lesson.file, mode: mode,
                                    stepLimit: options.stepLimit, viewLimit: options.viewLimit)
            let steps = actionSteps(attributes, fence: fence)
            let main = scenario.run(steps: steps, explicitSteps: steps.count)
            diagnostics.append(contentsOf: main.diagnostics)
            var recorded = main.states
            if main.hosted {
                explore(&recorded, budget: options.tapExplorationBudget, diagnostics: &diagnostics) {
                    scenario.run(steps: $0, explicitSteps: 0)
                }
            }
            states = recorded.map(\.frames)
        }
        return blockFrames(id: id, parsed: parsed, info: info, attributes: attributes, deviceInfo: deviceInfo,
                           hostName: hostName, className: className, diagnostics: diagnostics, states: states,
                           columns: columns)
    }

    /// What a block's run starts with, on the device `options` picks: the attributes as hosting reads them, the
    /// device, and the diagnostics of the info string, the device choice, the fence and the syntax.
    static func blockPrelude(_ parsed: ParsedBlock, info: InfoString, lesson: LessonScriptInput, options: RunOptions)
        -> (BlockAttributes, Device, DeviceInfo, [Diagnostic]) {
        let fence = parsed.block
        var attributes = parsed.attributes
        var diagnostics = info.problems()
        diagnostics += info.tweakProblems()
        if let problem = info.hostProblem() {
            diagnostics.append(problem)
            // Hosted as if host= were absent, so the frames JSON names the host the block really has.
            attributes.values["host"] = nil
        }
        let (device, deviceProblem) = device(for: attributes, options: options)
        if let deviceProblem {
            diagnostics.append(Diagnostic(.warning, code: "block-attribute", deviceProblem, at: info.valueLocation("device")))
        }
        let deviceInfo = DeviceInfo(name: device.name, size: [device.screenSize.width, device.screenSize.height],
                                    safeArea: [device.safeArea.top, device.safeArea.left, device.safeArea.bottom, device.safeArea.right])
        if !fence.isClosed {
            // The block's "code" is the rest of the file (or of its container): errors about that prose would only
            // hide the one mistake, the missing closing fence.
            diagnostics.append(Diagnostic(.error, code: "unclosed-fence",
                "code block opened here is never closed: it takes in everything after it up to the end of the "
                + "file, block quote or list item; add a closing \(fence.fence) line after its code",
                at: info.fenceLocation))
        } else {
            for e in parsed.errors {
                diagnostics.append(Diagnostic(.error, code: "syntax", e.message,
                                              at: SourceLocation(file: lesson.file, line: e.loc.line, column: max(1, e.loc.column))))
            }
        }
        return (attributes, device, deviceInfo, diagnostics)
    }

    /// The `host` and `class` the frames JSON names for a hosting mode.
    static func hostDescription(_ mode: HostMode) -> (host: String, className: String) {
        switch mode {
        case .controller(let t): return ("controller", t.name)
        case .view(let t, let host): return (host, t.name)
        case .topLevel: return ("controller", "UIViewController")
        }
    }

    /// The `actions=` statements, one step each.
    static func actionSteps(_ attributes: BlockAttributes, fence: FencedBlock) -> [ScenarioStep] {
        Scenario.statements(attributes["actions"] ?? "", attribute: "actions", fenceLine: fence.fenceLine)
            .map { ScenarioStep.action($0.0, $0.1) }
    }

    /// The block's frames: its diagnostics placed in the Markdown file, deduplicated, and `expect=` applied.
    static func blockFrames(id: String, parsed: ParsedBlock, info: InfoString, attributes: BlockAttributes,
                            deviceInfo: DeviceInfo, hostName: String, className: String, diagnostics: [Diagnostic],
                            states: [StateFrames], columns: MarkdownColumns) -> BlockFrames {
        let fence = parsed.block
        // A diagnostic about something no line made (a view UIKit creates) is placed at the block.
        let located = diagnostics.map { d in d.location == nil ? d.located(at: info.fenceLocation) : d }
        var diagnostics = deduplicate(located.map { columns.fileDiagnostic($0, block: fence, attributes: parsed.attributes) })
        applyExpectations(attributes["expect"], &diagnostics, info: info)
        return BlockFrames(id: id, line: fence.fenceLine, class: className, host: hostName, device: deviceInfo,
                           diagnostics: diagnostics.map(FrameDiagnostic.init), states: states)
    }

    /// A second layout block with an id the lesson already uses: links, snapshots and the page's player would
    /// reach only one of them.
    static func duplicateID(_ block: ParsedBlock, id: String, first: ParsedBlock, file: String) -> Diagnostic {
        let here = InfoString(block: block.block, attributes: block.attributes, file: file)
        let there = InfoString(block: first.block, attributes: first.attributes, file: file)
        let name = block.attributes["id"] ?? ""
        return Diagnostic(.warning, code: "duplicate-id",
                          "the preview id '\(name)' is already used by the block at line \(first.block.fenceLine); "
                          + "this block is published as '\(id)'",
                          at: here.valueLocation("id"), notes: [Diagnostic.Note("the first block with id '\(name)'", at: there.valueLocation("id"))])
    }

    /// Tap exploration: from every state, tapping each tappable view leads to a state; equal states (same
    /// frames, visibility, texts, keyboard) are merged, and each view records where its tap leads.
    /// `replay` runs the steps from a fresh scenario (nil: it could not, and exploration stops).
    static func explore(_ states: inout [Scenario.RecordedState], budget: Int, diagnostics: inout [Diagnostic],
                        replay: ([ScenarioStep]) -> Scenario.Result?) {
        guard states.contains(where: { !$0.tappable.isEmpty }) else { return }
        var runs = 0
        var index = 0
        var keys = states.map { stateKey($0.frames) }
        while index < states.count && runs < budget {
            let state = states[index]
            for path in state.tappable where runs < budget {
                let steps = state.steps + [.tap(path)]
                runs += 1
                guard let result = replay(steps) else { return }
                for d in result.diagnostics where d.severity == .error { diagnostics.append(d) }
                // The state the tap itself leads to: the replay records the initial state, the tap's step, then
                // any timers the tap scheduled (a toast that hides itself), which come after what the reader sees.
                guard result.states.count > 1 else { continue }
                let reached = result.states[1]
                let key = stateKey(reached.frames)
                let targetName: String
                if let existing = keys.firstIndex(of: key) {
                    targetName = states[existing].frames.name
                } else {
                    var name = "tap(\(path))"
                    var n = 2
                    while states.contains(where: { $0.frames.name == name }) { name = "tap(\(path)) \(n)"; n += 1 }
                    var new = reached
                    new.frames.name = name
                    new.frames.action = "tap(\(path))"
                    states.append(new)
                    keys.append(key)
                    targetName = name
                }
                if let i = states[index].frames.views.firstIndex(where: { $0.path == path }) {
                    states[index].frames.views[i].tapAction = targetName
                }
            }
            index += 1
        }
    }

    /// Two states are merged when their keys are equal: frames, visibility, texts, scroll offsets, keyboard, and
    /// what a tap can change without moving anything.
    static func stateKey(_ s: StateFrames) -> String {
        // Written piece by piece, numbers as Swift prints them (lists as an array prints: `[0.0, 59.0]`): a key is
        // made for every explored tap on every device, and interpolation's generic path was most of its cost.
        var key = ""
        key.reserveCapacity(96 * (s.views.count + 1))
        func list(_ values: [Double]) {
            key += "["
            for (i, value) in values.enumerated() {
                if i > 0 { key += ", " }
                key += value.debugDescription
            }
            key += "]"
        }
        func flag(_ value: Bool) { key += value ? "true" : "false" }
        func field(_ text: String) { key += ":"; key += text }
        if let keyboard = s.keyboard { list(keyboard) } else { key += "-" }
        for v in s.views {
            key += "|"
            key += v.path
            key += ":"
            list(v.frame)
            key += ":"
            flag(v.hidden)
            field(v.alpha.description)
            field(v.text ?? "")
            key += ":"
            list(v.contentOffset ?? [])
            if let st = v.style {
                // What a tap can change without moving anything: colors, switch/progress/page state, images.
                field(st.backgroundColor ?? "")
                field(st.textColor ?? "")
                field(st.tintColor ?? "")
                field((st.isOn.map { $0 ? 1 : 0 } ?? -1).description)
                field((st.progress ?? -1).description)
                field((st.currentPage ?? -1).description)
                field(st.imageName ?? "")
                key += ":"
                list(st.transform ?? [])
                // A control's state and how its image is drawn (a star button's selection, a disabled button).
                key += ":"
                flag(st.isSelected ?? false)
                key += ":"
                flag(st.isEnabled ?? true)
                field((st.symbolPointSize ?? -1).description)
                field(st.symbolWeight ?? "")
                field(st.symbolScale ?? "")
                field(st.contentMode ?? "")
            }
        }
        return key
    }

    static func deduplicate(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
        var seen = Set<String>()
        var out: [Diagnostic] = []
        var conflicts: [String: Int] = [:]
        for d in diagnostics {
            if d.code == "conflict" {
                // One conflict is one report, whichever run (the steps, a tap's replay) found it; the states it
                // appears in are merged into its note.
                let key = Runtime.conflictKey(d)
                if let first = conflicts[key] {
                    out[first] = mergingConflictStates(out[first], d)
                    continue
                }
                conflicts[key] = out.count
                out.append(d)
                continue
            }
            // Layout passes and exploration runs report the same problem again with other object numbers.
            let message = withoutObjectNumbers(d.message)
            let key = "\(d.severity)|\(d.code)|\(message)|\(d.location?.line ?? 0)|\(d.location?.column ?? 0)"
            if seen.insert(key).inserted { out.append(d) }
        }
        return out
    }

    /// `first` with the states of `other`'s "appears in the states" note added to its own.
    static func mergingConflictStates(_ first: Diagnostic, _ other: Diagnostic) -> Diagnostic {
        let prefix = Runtime.conflictStatesPrefix
        func states(_ d: Diagnostic) -> [String] {
            d.notes.first { $0.message.hasPrefix(prefix) }
                .map { $0.message.dropFirst(prefix.count).components(separatedBy: ", ") } ?? ["initial"]
        }
        var all = states(first)
        for s in states(other) where !all.contains(s) { all.append(s) }
        var result = first
        result.notes.removeAll { $0.message.hasPrefix(prefix) }
        if all != ["initial"] { result.notes.append(Diagnostic.Note(prefix + all.joined(separator: ", "), at: first.location)) }
        return result
    }

    /// `expect=conflict|ambiguous|error`: matching diagnostics are marked expected; if none occurred, that is an
    /// error of its own (`expect-unmet`). Both point at the word of the value they are about.
    static func applyExpectations(_ expect: String?, _ diagnostics: inout [Diagnostic], info: InfoString) {
        guard let expect, !expect.isEmpty else { return }
        // `expect=conflict`, or several at once: `expect="conflict ambiguous"` / `expect=conflict,ambiguous`.
        var values: [(String, Int)] = []
        var word = "", wordStart = 0
        for (index, character) in expect.unicodeScalars.enumerated() {
            if character == " " || character == "," || character == "\t" {
                if !word.isEmpty { values.append((word, wordStart)) }
                word = ""
            } else {
                if word.isEmpty { wordStart = index }
                word.unicodeScalars.append(character)
            }
        }
        if !word.isEmpty { values.append((word, wordStart)) }
        for (value, index) in values {
            let location = info.valueLocation("expect", index: index)
            guard expectable(value) else {
                diagnostics.append(Diagnostic(.warning, code: "block-attribute",
                    "unknown expect=\(value): use conflict, ambiguous, error (a runtime error) or the code of a "
                    + "diagnostic from the documentation's table; the value is ignored", at: location))
                continue
            }
            var matched = false
            for i in diagnostics.indices where expectation(value, covers: diagnostics[i]) {
                diagnostics[i].expected = true
                matched = true
            }
            if !matched {
                diagnostics.append(Diagnostic(.error, code: "expect-unmet",
                                              "the block is marked expect=\(value) but reported no \(describe(value))",
                                              at: location))
            }
        }
    }

    /// Errors Swift reports when it compiles: a block that has one does not run as written, so `expect=error`
    /// (which stands for a mistake the reader watches happen) never covers them. Nor does it cover a fence left
    /// open, a mistake in the Markdown.
    static let compileTimeCodes: Set<String> = ["syntax", "unknown-name", "type-mismatch", "unclosed-fence"]

    /// Codes a lesson may expect on purpose besides `conflict`, `ambiguous` and `error` (docs/layout-blocks.md).
    static let expectableCodes: Set<String> = [
        "conflict", "ambiguous", "scroll-content-ambiguous", "outside-superview", "zero-size-content", "negative-size",
        "truncated-text", "runtime", "no-superview", "update-no-match", "snapkit", "location-constant",
        "invalid-pairing", "leading-left-mix", "no-common-ancestor", "priority-out-of-range", "priority-mutation",
        "invalid-constraint", "invalid-geometry", "layout-unsettled", "unsupported-api", "step-limit", "async-limit",
        "no-effect", "deprecated", "cell-zero-height",
    ]

    static func expectable(_ value: String) -> Bool { value == "error" || expectableCodes.union(SwiftUIDiagnosticCodes.expectable).contains(value) }

    static func expectation(_ value: String, covers d: Diagnostic) -> Bool {
        switch value {
        case "error": return d.severity == .error && !compileTimeCodes.contains(d.code)
        case "ambiguous": return d.code == "ambiguous" || d.code == "scroll-content-ambiguous"
        default: return d.code == value
        }
    }

    static func describe(_ value: String) -> String {
        switch value {
        case "conflict": return "conflict"
        case "ambiguous": return "ambiguous layout"
        case "error": return "runtime error"
        default: return "'\(value)' diagnostic"
        }
    }
}

extension Diagnostic {
    /// The diagnostic placed at `location`.
    func located(at location: SourceLocation) -> Diagnostic {
        var result = self
        result.location = location
        return result
    }
}

extension LayoutBlockRunner {
    /// Names of the device catalog (DESIGN.md §5), for `--device` help.
    public static var deviceNames: [String] { Device.catalog.map(\.name) }

    public static func knownDevice(_ name: String) -> Bool { Device.named(name) != nil }

    /// "unknown device 'iPhone14' (did you mean 'iPhone 15'?); known devices: …": for `device=` and `--device`.
    public static func unknownDevice(_ name: String) -> String {
        let portrait = Device.catalog.map(\.name).filter { !$0.lowercased().hasSuffix("landscape") }
        let bare = name.lowercased().replacingOccurrences(of: " ", with: "")
        // Spaces are the usual slip (`iPhoneSE`, `iPhone15`): compared without them first.
        let suggestion = portrait.first { $0.lowercased().replacingOccurrences(of: " ", with: "") == bare }
            ?? closestName(to: name, among: portrait)
        return "unknown device '\(name)'" + (suggestion.map { " (did you mean '\($0)'?)" } ?? "")
            + "; known devices: \(portrait.joined(separator: ", ")) (add ' landscape' for the landscape variant)"
    }
}
