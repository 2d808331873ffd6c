import CourseSite
import Diagnostics
import Foundation
import LayoutFrames
import LayoutScript
import PreviewRender

/// CourseSite's preview renderer, built from LayoutScript and PreviewRender, one layout block at a time.
///
/// Each block is solved on its own device first (every state and explored tap: what the page shows on load). Then,
/// unless that run hit a limit or took longer than `sweepTimeBudget`, on every catalog device in both orientations
/// (the device menu) and at every integer canvas width from 320 to 440 points on its own device (the width handle),
/// through `LayoutBlockRunner.runVariants`: one call per block in `build`, a few under `coursegen serve`, which may
/// leave a sweep between two calls (`widthsPerRun`). A block whose own run fails before its first state gets no
/// sweep either: there is nothing to compare. The preview fragment is rendered from all of them.
///
/// The blocks of a lesson are independent (`BlockwisePreviewRenderer`), so `CachingPreviewRenderer` keeps them
/// apart in the cache and `coursegen serve` can publish a block's own device before its sweep is done.
struct LayoutPreviewRenderer: BlockwisePreviewRenderer {
    /// The device menu (DESIGN.md §5).
    var devices = ["iPhone SE", "iPhone 15", "iPhone 15 Pro Max", "iPad (10th generation)"]
    var widths = 320...440
    /// SF Symbol drawings from the default theme's `assets/icons` (PreviewRender's SymbolIcons).
    /// SF Symbol drawings from the default theme's `assets/icons` (PreviewRender's SymbolIcons), and a hash of
    /// the files they came from: a block's page fragment inlines the drawings, so its cache key names them.
    var icons: SymbolIcons
    var iconsKey: String

    init() {
        (icons, iconsKey) = Self.themeIcons()
    }
    /// A block whose own-device run takes longer than this (seconds) is not swept (issue 25: a budget per block).
    var sweepTimeBudget = 2.0
    /// Diagnostic codes that mean a run hit one of the runtime's limits: the other variants would hit it again.
    static let limitCodes: Set<String> = ["step-limit", "async-limit"]

    func renderPreviews(_ input: LessonPreviewInput) -> LessonPreviewOutput {
        guard let plan = blockPlan(input) else { return LessonPreviewOutput() }
        let parts = renderBlocks(input, numbers: Array(plan.indices), ownDeviceOnly: false,
                                 control: BlockRenderControl(mayStop: false))
        return LessonPreviewOutput(plan: plan, parts: parts)
    }

    // MARK: - Planning

    func blockPlan(_ input: LessonPreviewInput) -> [PreviewBlockPlan]? {
        let layoutBlocks = input.blocks.filter(\.isLayoutBlock)
        let swiftBlocks = input.blocks.filter(\.block.isSwift)
        let uses = BlockDependencies.directUses(swiftBlocks.map { BlockDependencies.summary(code: $0.code, info: $0.info) })
        var positions: [Int: Int] = [:]
        for (position, block) in swiftBlocks.enumerated() { positions[block.index] = position }
        let ids = PreviewBlockIDs.assign(explicitIDs: layoutBlocks.map { BlockAttributes.parse($0.info)["id"] },
                                         slug: input.slug)
        var shared = ContentHash()
        shared.update("layout-block-v1")
        shared.update(lessonContextOf: input)
        shared.update(iconsKey)
        shared.update(devices.joined(separator: "|"))
        shared.update("\(widths.lowerBound)...\(widths.upperBound) budget=\(sweepTimeBudget)")
        let quizQueries = input.quizQueries
        return layoutBlocks.enumerated().map { number, block in
            var hash = shared
            hash.update(ids[number].id)
            // A block answers the quizzes that name it (QuizFacts.swift), so their questions are part of its key.
            for query in quizQueries where query.preview == ids[number].id { hash.update("quiz " + query.key) }
            if let first = ids[number].duplicateOf { hash.update("duplicate of " + Self.describe(layoutBlocks[first])) }
            let position = positions[block.index] ?? 0
            for dependency in BlockDependencies.closure(of: position, uses: uses) {
                hash.update(dependency == position ? "self" : "uses")
                hash.update(Self.describe(swiftBlocks[dependency]))
            }
            return PreviewBlockPlan(codeIndex: block.index, key: hash.hex)
        }
    }

    /// Everything about a code block a run can see: its place among the lesson's blocks, its text and its file
    /// positions (lines and columns reach diagnostics and constraint records).
    private static func describe(_ block: LessonCodeBlock) -> String {
        "\(block.index)|\(block.fenceLine)|\(block.firstCodeLine)|\(block.block)"
    }

    // MARK: - Rendering

    func renderBlocks(_ input: LessonPreviewInput, numbers: [Int], ownDeviceOnly: Bool,
                      control: BlockRenderControl) -> [Int: BlockPreviewPart] {
        // Parsing once and sharing it between the blocks' runs is what keeps a lesson's previews cheap.
        let parsed = ParsedLesson(lesson: LessonScriptInput(file: input.file, slug: input.slug,
                                                            blocks: input.blocks.map(\.block)))
        let layoutBlocks = input.blocks.filter(\.isLayoutBlock)
        let quizQueries = input.quizQueries
        let results = ResultSlots<BlockPreviewPart>(count: numbers.count)
        DispatchQueue.concurrentPerform(iterations: numbers.count) { slot in
            if let part = renderBlock(parsed, number: numbers[slot], input: input, layoutBlocks: layoutBlocks,
                                      quizQueries: quizQueries, ownDeviceOnly: ownDeviceOnly, control: control) {
                results.set(slot, part)
            }
            control.blockFinished()
        }
        var parts: [Int: BlockPreviewPart] = [:]
        for (slot, part) in results.all.enumerated() { if let part { parts[numbers[slot]] = part } }
        return parts
    }

    private func renderBlock(_ parsed: ParsedLesson, number: Int, input: LessonPreviewInput,
                             layoutBlocks: [LessonCodeBlock], quizQueries: [QuizQuery], ownDeviceOnly: Bool,
                             control: BlockRenderControl) -> BlockPreviewPart? {
        let started = DispatchTime.now().uptimeNanoseconds
        guard var block = LayoutBlockRunner.run(module: parsed, previewNumber: number) else { return nil }
        let seconds = Double(DispatchTime.now().uptimeNanoseconds - started) / 1e9
        guard let code = layoutBlocks.first(where: { $0.fenceLine == block.line }) else {
            return BlockPreviewPart(html: nil, diagnostics: block.diagnostics.map { $0.diagnostic(file: input.file) },
                                    complete: true)
        }
        var deviceVariants: [DeviceVariant] = []
        var sweep: [Int: BlockFrames] = [:]
        var complete = true
        var dependsOnTiming = false
        var tweaks: TweakInput?
        if let (reason, timed) = skipReason(block, seconds: seconds) {
            Self.noteSkippedVariants(&block, reason: reason, fence: code.block)
            dependsOnTiming = timed
        } else if ownDeviceOnly {
            complete = false
        } else if let variants = sweepVariants(parsed, number: number, control: control) {
            tweaks = Self.tweakInput(parsed, number: number, own: block)
            for (request, variant) in variants where !variant.states.isEmpty {
                if let width = request.width {
                    sweep[Int(width)] = variant
                } else if let device = request.deviceName {
                    deviceVariants.append(DeviceVariant(name: device, orientation: request.landscape ? "landscape" : "portrait",
                                                        block: variant))
                }
            }
        } else {
            complete = false
        }
        let lineCount = code.code.split(separator: "\n", omittingEmptySubsequences: false).count - 1
        let codeLines = code.firstCodeLine...max(code.firstCodeLine, code.firstCodeLine + lineCount - 1)
        let renderer = PreviewRenderer()
        var preview = PreviewInput(block: block, devices: deviceVariants, widths: sweep, codeLines: codeLines,
                                   strings: PreviewStrings(input.strings), icons: icons)
        preview.tweaks = tweaks
        preview.code = code.code
        preview.captions = StepCaptions.parse(BlockAttributes.parse(code.info)["steps"])
        let html = renderer.render(preview)
        let diagnostics = (block.diagnostics + renderer.warnings(preview)).map { $0.diagnostic(file: input.file) }
        return BlockPreviewPart(html: html, diagnostics: diagnostics, complete: complete, dependsOnTiming: dependsOnTiming,
                                quizFacts: QuizFact.facts(for: quizQueries, block: block, devices: deviceVariants, widths: sweep))
    }

    /// The block's tweak sliders and their layouts (LayoutBlockRunner.runTweaks), if it has any.
    static func tweakInput(_ parsed: ParsedLesson, number: Int, own: BlockFrames) -> TweakInput? {
        guard let runs = LayoutBlockRunner.runTweaks(module: parsed, previewNumber: number, own: own) else { return nil }
        return TweakInput(sliders: runs.tweaks.map {
            TweakSlider(line: $0.line, column: $0.column, length: $0.length, labels: $0.labels, defaultIndex: $0.defaultIndex)
        }, combined: runs.combined, blocks: runs.blocks)
    }

    /// How many consecutive widths one `runVariants` call solves. A sweep is split into runs (the devices, then
    /// the widths in runs of this many) so that `coursegen serve` can leave it between two runs when a new change
    /// arrives, instead of keeping the author waiting for a whole sweep of a heavy screen; within a run, the widths
    /// are consecutive, so a sweep that re-lays out from one width to the next keeps nearly all of its gain.
    static let widthsPerRun = 31

    static func themeIcons() -> (SymbolIcons, String) {
        guard let theme = ThemeLocator.defaultTheme(near: URL(fileURLWithPath: FileManager.default.currentDirectoryPath))
        else { return (SymbolIcons(), "no icons") }
        let folder = theme.appendingPathComponent("assets/icons")
        var hash = ContentHash()
        for name in ["sf-symbols.tsv", "bootstrap-icons.svg"] {
            hash.update(bytes: FileManager.default.contents(atPath: folder.appendingPathComponent(name).path) ?? Data())
        }
        return (SymbolIcons.load(iconsFolder: folder) ?? SymbolIcons(), hash.hex)
    }

    /// Every other device, orientation and width of the block, in the order the page lists them; nil when
    /// `control.shouldStop` asked to leave the sweep for later.
    private func sweepVariants(_ parsed: ParsedLesson, number: Int, control: BlockRenderControl) -> [(RunOptions, BlockFrames)]? {
        var runs: [[RunOptions]] = [devices.flatMap { device in
            [false, true].map { RunOptions(deviceName: device, landscape: $0) }
        }]
        let allWidths = Array(widths)
        // Nothing will interrupt the sweep: one run for every variant, so the block's code, setup, actions and
        // explored taps run once, not once per run (each variant's result is the same either way).
        guard control.mayStop else {
            let all = runs[0] + allWidths.map { RunOptions(width: Double($0)) }
            return Array(zip(all, LayoutBlockRunner.runVariants(module: parsed, previewNumber: number, variants: all)))
        }
        for start in stride(from: 0, to: allWidths.count, by: Self.widthsPerRun) {
            runs.append(allWidths[start..<min(allWidths.count, start + Self.widthsPerRun)].map { RunOptions(width: Double($0)) })
        }
        var results: [(RunOptions, BlockFrames)] = []
        for run in runs {
            if control.shouldStop() { return nil }
            results += zip(run, LayoutBlockRunner.runVariants(module: parsed, previewNumber: number, variants: run))
        }
        return results
    }

    /// Why the block's other variants are not solved (and whether that depends on this machine's speed), or nil
    /// when they are.
    private func skipReason(_ block: BlockFrames, seconds: Double) -> (String, Bool)? {
        if block.states.isEmpty { return nil }
        if let limit = block.diagnostics.first(where: { Self.limitCodes.contains($0.code) }) {
            return ("its run on \(block.device.name) hit a limit (\(limit.code))", false)
        }
        if seconds > sweepTimeBudget {
            return ("its run on \(block.device.name) took \(String(format: "%.1f", seconds)) s, over the "
                + "\(String(format: "%g", sweepTimeBudget)) s budget per block", true)
        }
        return nil
    }

    /// Says on the page (and in the report) that the device menu and width handle were left out, and why.
    private static func noteSkippedVariants(_ block: inout BlockFrames, reason: String, fence: FencedBlock) {
        block.diagnostics.append(FrameDiagnostic(
            severity: "note", code: "variants-skipped", line: fence.fenceLine, column: fence.fenceColumn,
            message: "the other devices, orientations and widths were skipped: \(reason)"))
    }
}
