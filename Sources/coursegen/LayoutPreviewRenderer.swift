import CourseSite
import Diagnostics
import Foundation
import LayoutFrames
import LayoutScript
import PreviewRender

/// Where a lesson's preview blocks are solved: on their own device (all nil), or on another device, orientation
/// or canvas width for the page's device menu and width handle.
struct LayoutRunRequest: Sendable, Hashable {
    var device: String?
    var landscape: Bool = false
    var canvasWidth: Double?

    static let native = LayoutRunRequest(device: nil)
}

/// The seam to LayoutScript: solves every preview block of a lesson as DESIGN.md §6 describes.
protocol LessonLayoutRunning: Sendable {
    /// Prepares the lesson once (LayoutScript parses it) and returns a solver for any number of requests; the
    /// solver may be called concurrently.
    func prepare(_ lesson: LessonPreviewInput) -> @Sendable (LayoutRunRequest) -> LessonFrames
}

/// CourseSite's `LessonPreviewRenderer`, built from LayoutScript (through `LessonLayoutRunning`) and
/// PreviewRender. For each layout block it solves the block on its own device, on every catalog device in both
/// orientations (the device menu), and at every integer canvas width from 320 to 440 points on its own device
/// (the width handle), then renders the preview fragment with all of them.
struct LayoutPreviewRenderer: LessonPreviewRenderer {
    var runner: LessonLayoutRunning
    /// The device menu (DESIGN.md §5).
    var devices = ["iPhone SE", "iPhone 15", "iPhone 15 Pro Max", "iPad (10th generation)"]
    var widths = 320...440
    /// SF Symbol drawings from the default theme's `assets/icons` (PreviewRender's SymbolIcons).
    var icons = Self.themeIcons()

    func renderPreviews(_ input: LessonPreviewInput) -> LessonPreviewOutput {
        // Parsing once and sharing it between the ~129 runs below is what keeps a lesson's previews cheap.
        let solve = runner.prepare(input)
        let base = solve(.native)
        guard !base.blocks.isEmpty else { return LessonPreviewOutput() }
        let solvable = base.blocks.contains { !$0.states.isEmpty }

        // Every variant run solves the whole lesson; they are independent, so they run concurrently.
        var requests: [LayoutRunRequest] = []
        if solvable {
            for device in devices {
                for landscape in [false, true] { requests.append(LayoutRunRequest(device: device, landscape: landscape)) }
            }
            for width in widths { requests.append(LayoutRunRequest(device: nil, canvasWidth: Double(width))) }
        }
        let results = ResultSlots<LessonFrames>(count: requests.count)
        DispatchQueue.concurrentPerform(iterations: requests.count) { index in
            results.set(index, solve(requests[index]))
        }
        let variantRuns = zip(requests, results.all).compactMap { request, frames in frames.map { (request, $0) } }

        let layoutBlocks = input.blocks.filter(\.isLayoutBlock)
        var html: [Int: String] = [:]
        var diagnostics: [Diagnostic] = []
        let renderer = PreviewRenderer()
        let strings = PreviewStrings(input.strings)
        for block in base.blocks {
            diagnostics += block.diagnostics.map { Self.diagnostic($0, file: input.file) }
            guard let code = layoutBlocks.first(where: { $0.fenceLine == block.line }) else { continue }
            var deviceVariants: [DeviceVariant] = []
            var sweep: [Int: BlockFrames] = [:]
            for (request, frames) in variantRuns {
                guard let variant = frames.blocks.first(where: { $0.id == block.id }), !variant.states.isEmpty else {
                    continue
                }
                if let width = request.canvasWidth {
                    sweep[Int(width)] = variant
                } else if let device = request.device {
                    deviceVariants.append(DeviceVariant(name: device, orientation: request.landscape ? "landscape" : "portrait",
                                                        block: variant))
                }
            }
            let lineCount = code.code.split(separator: "\n", omittingEmptySubsequences: false).count - 1
            let codeLines = code.firstCodeLine...max(code.firstCodeLine, code.firstCodeLine + lineCount - 1)
            let preview = PreviewInput(block: block, devices: deviceVariants, widths: sweep, codeLines: codeLines,
                                       strings: strings, icons: icons)
            html[code.index] = renderer.render(preview)
            diagnostics += renderer.warnings(preview).map { Self.diagnostic($0, file: input.file) }
        }
        return LessonPreviewOutput(previewHTML: html, diagnostics: diagnostics)
    }

    static func themeIcons() -> SymbolIcons {
        let theme = ThemeLocator.defaultTheme(near: URL(fileURLWithPath: FileManager.default.currentDirectoryPath))
        return theme.flatMap { SymbolIcons.load(iconsFolder: $0.appendingPathComponent("assets/icons")) } ?? SymbolIcons()
    }

    /// A frames diagnostic with the lesson file's location, as `build` and `check` report it.
    static func diagnostic(_ frame: FrameDiagnostic, file: String) -> Diagnostic {
        frame.diagnostic(file: file)
    }
}

/// `LessonLayoutRunning` on LayoutScript's block runner.
struct LayoutScriptRunner: LessonLayoutRunning {
    func prepare(_ lesson: LessonPreviewInput) -> @Sendable (LayoutRunRequest) -> LessonFrames {
        // The blocks as the page's parser found them, positions and all: `frames` scans the same ones.
        let input = LessonScriptInput(file: lesson.file, slug: lesson.slug, blocks: lesson.blocks.map(\.block))
        let parsed = ParsedLesson(lesson: input)
        return { request in
            LayoutBlockRunner.run(module: parsed, options: RunOptions(
                deviceName: request.device, landscape: request.landscape, width: request.canvasWidth))
        }
    }
}
