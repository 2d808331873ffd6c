import Diagnostics
import LayoutFrames
import SwiftSubset

/// The layouts behind a block's tweak sliders, all on the block's own device.
///
/// Alone (the default), slider k offers its values while the others keep the code's: `blocks` holds slider 0's
/// values, then slider 1's, and so on (`offset(of:)`). With `tweak=combine` it holds every combination, slider 0
/// varying fastest (`stride(of:)`). The entry at the code's own values is the block's own run.
public struct TweakRuns: Sendable {
    public var tweaks: [BlockTweak]
    public var combined: Bool
    public var blocks: [BlockFrames]

    /// Where slider k's values start in `blocks` when they vary alone.
    public func offset(of k: Int) -> Int { tweaks[..<k].reduce(0) { $0 + $1.labels.count } }
    /// How far apart two neighbouring values of slider k are in `blocks` when combined.
    public func stride(of k: Int) -> Int { tweaks[..<k].reduce(1) { $0 * $1.labels.count } }
}

extension LayoutBlockRunner {
    /// The block's tweaks (docs/layout-blocks.md, "Tweakable constants") and their layouts, or nil when it has
    /// none or its tweak comments have errors (the block's own run reports them). `own` is the block's own
    /// run on its own device, reused where every slider is at the code's value.
    ///
    /// The values come from one run whose engines see the tweaked constants (`TweakSweep`) when that model
    /// holds for the block; otherwise each value is a run of the block with the literal replaced in its code,
    /// byte for byte what `coursegen frames` gives for the code with that value written in, whatever the literal
    /// feeds (a priority, a multiplier, a frame, a font size, a loop count). Only the changed block is parsed
    /// again; the lesson's other blocks are shared with the block's own run.
    public static func runTweaks(module parsed: ParsedLesson, previewNumber number: Int, own: BlockFrames,
                                 options: RunOptions = RunOptions()) -> TweakRuns? {
        guard number >= 0 && number < previewCount(parsed) else { return nil }
        let position = parsed.previewPositions[number]
        let block = parsed.module.blocks[position]
        let (tweaks, problems) = TweakComments.parse(block.block, file: parsed.input.file)
        guard !tweaks.isEmpty, problems.isEmpty, block.errors.isEmpty else { return nil }
        let combined = TweakComments.combines(block.attributes)
        if combined && tweaks.reduce(1, { $0 * $1.labels.count }) > TweakComments.maxCombinations { return nil }
        var choices: [[Int]] = []
        if combined {
            choices = [[]]
            // Slider 0 varies fastest: each later slider's value repeats the choices made so far.
            for tweak in tweaks { choices = tweak.labels.indices.flatMap { i in choices.map { $0 + [i] } } }
        } else {
            for (k, tweak) in tweaks.enumerated() {
                for i in tweak.labels.indices {
                    var choice = tweaks.map(\.defaultIndex)
                    choice[k] = i
                    choices.append(choice)
                }
            }
        }
        let defaults = tweaks.map(\.defaultIndex)
        let blocks: [BlockFrames] = onDeepStack([]) {
            TweakSweep.run(parsed, number: number, tweaks: tweaks, choices: choices, own: own, options: options)
                ?? choices.map { choice in
                    choice == defaults ? own : runTweaked(parsed, number: number, tweaks: tweaks, choice: choice, options: options)
                }
        }
        return blocks.count == choices.count ? TweakRuns(tweaks: tweaks, combined: combined, blocks: blocks) : nil
    }

    /// The block run with each literal replaced by the chosen value.
    static func runTweaked(_ parsed: ParsedLesson, number: Int, tweaks: [BlockTweak], choice: [Int],
                           options: RunOptions) -> BlockFrames {
        let position = parsed.previewPositions[number]
        let original = parsed.module.blocks[position]
        var fence = original.block
        fence.code = TweakedCode.replacing(fence.code, firstLine: fence.firstCodeLine,
                                           edits: zip(tweaks, choice).map { ($0, $0.labels[$1]) })
        let (file, errors) = Parser.parse(fence.code, lineOffset: fence.firstCodeLine - 1)
        let edited = ParsedBlock(index: original.index, block: fence, attributes: original.attributes, file: file,
                                 errors: errors)
        return runBlock(parsed.module.replacing(position, with: edited), position: position, id: parsed.previewIDs[number].id,
                        lesson: parsed.input, options: options, columns: parsed.columns)
    }
}

/// Code with tweak literals replaced.
public enum TweakedCode {
    /// `code` (whose first line is Markdown line `firstLine`) with each tweak's literal replaced by its text.
    public static func replacing(_ code: String, firstLine: Int, edits: [(BlockTweak, String)]) -> String {
        var lines = code.split(separator: "\n", omittingEmptySubsequences: false).map { Array($0.unicodeScalars) }
        // Right to left within a line, so earlier columns stay valid.
        for (tweak, text) in edits.sorted(by: { $0.0.column > $1.0.column }) {
            let index = tweak.line - firstLine
            guard lines.indices.contains(index) else { continue }
            let start = tweak.column - 1, end = start + tweak.length
            guard start >= 0, end <= lines[index].count else { continue }
            lines[index].replaceSubrange(start..<end, with: Array(text.unicodeScalars))
        }
        return lines.map { String(String.UnicodeScalarView($0)) }.joined(separator: "\n")
    }
}
