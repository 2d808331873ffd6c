import AutoLayout
import Diagnostics
import Foundation
import LayoutFrames

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
        // Lesson code may recurse; the interpreter is a tree walker, so give it a deep stack of its own.
        let box = ResultBox()
        let done = DispatchSemaphore(value: 0)
        let worker = Thread {
            box.value = runOnCurrentThread(parsed, options: options)
            done.signal()
        }
        worker.stackSize = 128 << 20
        worker.start()
        done.wait()
        return box.value ?? LessonFrames(file: parsed.input.file, blocks: [])
    }

    private final class ResultBox: @unchecked Sendable {
        var value: LessonFrames?
    }

    static func runOnCurrentThread(_ parsed: ParsedLesson, options: RunOptions) -> LessonFrames {
        let module = parsed.module
        let lesson = parsed.input
        let columns = MarkdownColumns(blocks: lesson.blocks)
        var blocks: [BlockFrames] = []
        var previewNumber = 0
        for (position, parsed) in module.blocks.enumerated() where parsed.isPreview {
            previewNumber += 1
            blocks.append(runBlock(module, position: position, number: previewNumber, lesson: lesson, options: options,
                                   columns: columns))
        }
        return LessonFrames(file: lesson.file, blocks: blocks)
    }

    static func device(for attributes: BlockAttributes, options: RunOptions) -> (Device, String?) {
        var problem: String?
        var device = Device.defaultDevice
        if let name = options.deviceName ?? attributes["device"] {
            if let d = Device.named(name) { device = d } else { problem = "unknown device '\(name)'; using \(device.name)" }
        }
        if options.landscape { device = device.landscape }
        if let w = options.width { device = device.withWidth(w) }
        return (device, problem)
    }

    static func runBlock(_ module: LessonModule, position: Int, number: Int, lesson: LessonScriptInput,
                         options: RunOptions, columns: MarkdownColumns) -> BlockFrames {
        // Object numbers in messages restart for every block, so a block's output never depends on its neighbours.
        DebugNumbering.reset()
        let parsed = module.blocks[position]
        let attributes = parsed.attributes
        let id = attributes["id"] ?? "\(lesson.slug)-\(number)"
        let (device, deviceProblem) = device(for: attributes, options: options)
        let info = DeviceInfo(name: device.name, size: [device.screenSize.width, device.screenSize.height],
                              safeArea: [device.safeArea.top, device.safeArea.left, device.safeArea.bottom, device.safeArea.right])
        var diagnostics: [Diagnostic] = []
        let fenceLocation = SourceLocation(file: lesson.file, line: parsed.block.fenceLine, column: parsed.block.fenceColumn)
        for problem in attributes.problems.map(\.message) + (deviceProblem.map { [$0] } ?? []) {
            diagnostics.append(Diagnostic(.warning, code: "block-attribute", problem, at: fenceLocation))
        }
        for e in parsed.errors {
            diagnostics.append(Diagnostic(.error, code: "syntax", e.message,
                                          at: SourceLocation(file: lesson.file, line: e.loc.line, column: max(1, e.loc.column))))
        }
        var hostName = "fill"
        var className = ""
        var states: [StateFrames] = []
        if parsed.errors.isEmpty {
            let probe = module.makeModule(for: position, topLevelMode: false)
            let (mode, showProblem) = Scenario.hostMode(lesson: module, position: position, module: probe, attributes: attributes)
            if let p = showProblem { diagnostics.append(Diagnostic(.error, code: "unknown-name", p, at: fenceLocation)) }
            switch mode {
            case .controller(let t): hostName = "controller"; className = t.name
            case .view(let t, let host): hostName = host; className = t.name
            case .topLevel: hostName = "controller"; className = "UIViewController"
            }
            let scenario = Scenario(lesson: module, position: position, device: device, file: lesson.file, mode: mode,
                                    stepLimit: options.stepLimit)
            let steps = splitStatements(attributes["actions"] ?? "", line: parsed.block.fenceLine)
                .map { ScenarioStep.action($0.0, $0.1) }
            let main = scenario.run(steps: steps, explicitSteps: steps.count)
            diagnostics.append(contentsOf: main.diagnostics)
            var recorded = main.states
            if main.hosted {
                explore(&recorded, scenario: scenario, budget: options.tapExplorationBudget, diagnostics: &diagnostics)
            }
            states = recorded.map(\.frames)
        }
        diagnostics = deduplicate(diagnostics.map(columns.fileDiagnostic))
        applyExpectations(attributes["expect"], &diagnostics, at: fenceLocation)
        return BlockFrames(id: id, line: parsed.block.fenceLine, class: className, host: hostName, device: info,
                           diagnostics: diagnostics.map(FrameDiagnostic.init), states: states)
    }

    /// Tap exploration: from every state, tapping each tappable view leads to a state; equal states (same
    /// frames, visibility, texts, keyboard) are merged, and each view records where its tap leads.
    static func explore(_ states: inout [Scenario.RecordedState], scenario: Scenario, budget: Int,
                        diagnostics: inout [Diagnostic]) {
        guard states.contains(where: { !$0.tappable.isEmpty }) else { return }
        var runs = 0
        var index = 0
        var keys = states.map { stateKey($0.frames) }
        while index < states.count && runs < budget {
            let state = states[index]
            for path in state.tappable where runs < budget {
                let steps = state.steps + [.tap(path)]
                runs += 1
                let result = scenario.run(steps: steps, explicitSteps: 0)
                for d in result.diagnostics where d.severity == .error { diagnostics.append(d) }
                guard let reached = result.states.last, result.states.count > 1 else { continue }
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

    static func stateKey(_ s: StateFrames) -> String {
        var key = s.keyboard.map { "\($0)" } ?? "-"
        for v in s.views {
            key += "|\(v.path):\(v.frame):\(v.hidden):\(v.alpha):\(v.text ?? ""):\(v.contentOffset ?? [])"
            if let st = v.style {
                // What a tap can change without moving anything: colors, switch/progress/page state, images.
                key += ":\(st.backgroundColor ?? ""):\(st.textColor ?? ""):\(st.tintColor ?? ""):\(st.isOn.map { $0 ? 1 : 0 } ?? -1)"
                key += ":\(st.progress ?? -1):\(st.currentPage ?? -1):\(st.imageName ?? ""):\(st.transform ?? [])"
            }
        }
        return key
    }

    static func deduplicate(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
        var seen = Set<String>()
        var out: [Diagnostic] = []
        for d in diagnostics {
            // Layout passes and exploration runs report the same problem again with other object numbers.
            let message = withoutObjectNumbers(d.message)
            let key = "\(d.severity)|\(d.code)|\(message)|\(d.location?.line ?? 0)|\(d.location?.column ?? 0)"
            if seen.insert(key).inserted { out.append(d) }
        }
        return out
    }

    /// `message` with every `0x` followed by lowercase hex digits reduced to `0x` (what the regex
    /// `0x[0-9a-f]+` → `0x` does), without compiling a regular expression for every diagnostic of every run.
    static func withoutObjectNumbers(_ message: String) -> String {
        guard message.contains("0x") else { return message }
        var out: [UInt8] = []
        let bytes = Array(message.utf8)
        out.reserveCapacity(bytes.count)
        var i = 0
        while i < bytes.count {
            out.append(bytes[i])
            if bytes[i] == UInt8(ascii: "0"), i + 1 < bytes.count, bytes[i + 1] == UInt8(ascii: "x") {
                out.append(bytes[i + 1])
                i += 2
                while i < bytes.count, isLowerHexDigit(bytes[i]) { i += 1 }
                continue
            }
            i += 1
        }
        return String(decoding: out, as: UTF8.self)
    }

    private static func isLowerHexDigit(_ b: UInt8) -> Bool {
        (b >= UInt8(ascii: "0") && b <= UInt8(ascii: "9")) || (b >= UInt8(ascii: "a") && b <= UInt8(ascii: "f"))
    }

    /// `expect=conflict|ambiguous|error`: matching diagnostics are marked expected; if none occurred, that is an
    /// error of its own (`expect-unmet`).
    static func applyExpectations(_ expect: String?, _ diagnostics: inout [Diagnostic], at location: SourceLocation) {
        guard let expect = expect?.trimmingCharacters(in: .whitespaces), !expect.isEmpty else { return }
        // `expect=conflict`, or several at once: `expect="conflict ambiguous"` / `expect=conflict,ambiguous`.
        let values = expect.split(whereSeparator: { $0 == " " || $0 == "," }).map(String.init)
        for value in values {
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
    /// (which stands for a mistake the reader watches happen) never covers them.
    static let compileTimeCodes: Set<String> = ["syntax", "unknown-name", "type-mismatch"]

    /// Codes a lesson may expect on purpose besides `conflict`, `ambiguous` and `error` (docs/layout-blocks.md).
    static let expectableCodes: Set<String> = [
        "conflict", "ambiguous", "scroll-content-ambiguous", "outside-superview", "zero-size-content", "negative-size",
        "truncated-text", "runtime", "no-superview", "update-no-match", "snapkit", "location-constant",
        "invalid-pairing", "leading-left-mix", "no-common-ancestor", "priority-out-of-range", "priority-mutation",
        "invalid-constraint", "invalid-geometry", "layout-unsettled", "unsupported-api", "step-limit", "async-limit",
    ]

    static func expectable(_ value: String) -> Bool { value == "error" || expectableCodes.contains(value) }

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

extension LayoutBlockRunner {
    /// Names of the device catalog (DESIGN.md §5), for `--device` help.
    public static var deviceNames: [String] { Device.catalog.map(\.name) }

    public static func knownDevice(_ name: String) -> Bool { Device.named(name) != nil }
}
