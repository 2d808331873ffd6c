import LayoutFrames
@testable import LayoutScript
@testable import SwiftSubset
@testable import SwiftUIWorld
@testable import UIKitWorld
import Testing

// Tweakable constants (docs/layout-blocks.md, "Tweakable constants"): `// tweak: LO...HI step S` after the last
// number literal of a code line. Expected frames follow UIKit's rules for the blocks below, derived in comments.

private func lesson(_ markdown: String) -> ParsedLesson {
    ParsedLesson(lesson: LessonScriptInput(file: "t.md", slug: "t", blocks: MarkdownFences.scan(markdown)))
}

private func tweaks(_ code: String, info: String = "swift preview") -> (tweaks: [BlockTweak], problems: [String]) {
    let block = MarkdownFences.scan("```\(info)\n\(code)\n```\n")[0]
    let (tweaks, problems) = TweakComments.parse(block, file: "t.md")
    return (tweaks, problems.map { "\($0.location?.line ?? 0):\($0.location?.column ?? 0): \($0.message)" })
}

/// A box pinned 20 pt below the top of a `fill`-hosted view and 16 pt inside its trailing edge, 100 pt tall.
private let boxBlock = """
    ```swift preview
    final class BoxView: UIView {
        let box = UIView()
        override init(frame: CGRect) {
            super.init(frame: frame)
            addSubview(box)
            box.snp.makeConstraints { make in
                make.top.equalToSuperview().offset(20) // tweak: 0...80 step 4
                make.leading.equalToSuperview()
                make.trailing.equalToSuperview().inset(16) // tweak: 0...40 step 8
                make.height.equalTo(100)
            }
        }
        required init?(coder: NSCoder) { fatalError() }
    }
    ```
    """

@Test func aTweakCommentNamesTheLastLiteralOfItsLine() {
    let (found, problems) = tweaks("make.top.equalToSuperview().offset(20) // tweak: 0...80 step 4")
    #expect(problems.isEmpty)
    let tweak = try? #require(found.first)
    // Line 2 of the Markdown (the fence is line 1); `20` starts after `make.top.equalToSuperview().offset(`.
    #expect(tweak?.line == 2)
    #expect(tweak?.column == 36)
    #expect(tweak?.length == 2)
    // 0, 4, …, 80: 21 values, the code's 20 is the sixth.
    #expect(tweak?.labels.count == 21)
    #expect(tweak?.labels[5] == "20")
    #expect(tweak?.defaultIndex == 5)
}

@Test func aMinusSignAndDecimalsBelongToTheLiteral() {
    let (negative, _) = tweaks("make.left.equalTo(other.snp.right).offset(-8) // tweak: -16...0 step 4")
    #expect(negative.first?.literal == "-8")
    #expect(negative.first?.labels == ["-16", "-12", "-8", "-4", "0"])
    // A decimal literal keeps decimals in every value, so an Int never replaces a CGFloat.
    let (decimal, _) = tweaks("make.width.equalToSuperview().multipliedBy(0.5) // tweak: 0.25...1 step 0.25")
    #expect(decimal.first?.labels == ["0.25", "0.5", "0.75", "1.0"])
    let (integral, _) = tweaks("let side: CGFloat = 40.0 // tweak: 20...60 step 20")
    #expect(integral.first?.labels == ["20.0", "40.0", "60.0"])
}

@Test func theCodesValueOffTheStepsIsAddedToTheValues() {
    let (found, _) = tweaks("make.height.equalTo(18) // tweak: 0...40 step 10")
    #expect(found.first?.labels == ["0", "10", "18", "20", "30", "40"])
    #expect(found.first?.defaultIndex == 2)
}

@Test func badTweaksAreLocatedErrors() {
    // Each at the comment's `//` (column after the code), on its own line (the fence is line 1).
    #expect(tweaks("make.top.equalTo(8) // tweak: 0...10000").problems
            == ["2:21: this tweak would make 10001 layouts; a slider has at most 41 values: use a larger step"])
    #expect(tweaks("make.top.equalTo(8) // tweak: 0...40 step 0").problems
            == ["2:21: a tweak's step must be greater than 0 (it is 0)"])
    #expect(tweaks("view.addSubview(box) // tweak: 0...40").problems
            == ["2:22: '// tweak' needs a number literal before it on the same line"])
    #expect(tweaks("make.top.equalTo(8) // tweak").problems
            == ["2:21: expected '// tweak: LO...HI step S', for example '// tweak: 0...80 step 4'"])
    #expect(tweaks("make.top.equalTo(50) // tweak: 0...10").problems
            == ["2:22: the code's value 50 is outside the tweak's range 0...10"])
    let four = (1...4).map { "make.top.equalTo(\($0)) // tweak: 0...8" }.joined(separator: "\n")
    #expect(tweaks(four).problems == ["5:21: a block may have at most 3 tweakable constants; this one is ignored"])
    // A `//` inside a string is not a comment.
    #expect(tweaks(#"label.text = "a // tweak: 1...2" + "\(3)""#).problems.isEmpty)
}

@Test func tweakErrorsReachTheBlocksDiagnosticsAtTheirFileColumn() throws {
    let block = try runBlock("""
        ```swift preview
        let box = UIView()
        view.addSubview(box)
        box.snp.makeConstraints { make in make.top.equalToSuperview().offset(8) } // tweak: 0...9000
        ```
        """)
    let problem = try #require(block.diagnostics.first { $0.code == "tweak" })
    #expect(problem.severity == "error")
    #expect(problem.line == 4)
    #expect(problem.column == 75)
}

@Test func tooManyCombinationsIsAnErrorAtTheAttribute() throws {
    let block = try runBlock("""
        ```swift preview tweak=combine
        let box = UIView()
        view.addSubview(box)
        box.snp.makeConstraints { make in
            make.top.equalToSuperview().offset(8) // tweak: 0...40
            make.left.equalToSuperview().offset(8) // tweak: 0...40
        }
        ```
        """)
    let problem = try #require(block.diagnostics.first { $0.code == "tweak" })
    #expect(problem.message.hasPrefix("tweak=combine would make 1681 layouts (41 × 41)"))
    #expect(problem.line == 1)
    #expect(problem.column == 24)
}

@Test func eachValueLaysTheBlockOutAsTheCodeWithThatValueWould() throws {
    let parsed = lesson(boxBlock)
    let own = try #require(LayoutBlockRunner.run(module: parsed, previewNumber: 0))
    let runs = try #require(LayoutBlockRunner.runTweaks(module: parsed, previewNumber: 0, own: own))
    #expect(!runs.combined)
    // Alone: 21 values of the top offset, then 6 of the trailing inset (0, 8, …, 40).
    #expect(runs.blocks.count == 21 + 6)
    // The hosted view fills the iPhone 15's safe area: 393 wide. The box's frame in it is
    // x 0, y = the top offset t, width 393 − the trailing inset i, height 100.
    for (index, t) in stride(from: 0.0, through: 80, by: 4).enumerated() {
        let box = try #require(runs.blocks[index].states[0].views.first { $0.path == "box" })
        #expect(box.frame == [0, t, 393 - 16, 100], "top offset \(t)")
    }
    for (index, inset) in stride(from: 0.0, through: 40, by: 8).enumerated() {
        let box = try #require(runs.blocks[runs.offset(of: 1) + index].states[0].views.first { $0.path == "box" })
        #expect(box.frame == [0, 20, 393 - inset, 100], "trailing inset \(inset)")
    }
    // The code's own values are the block's own run.
    #expect(runs.blocks[5] == own)
}

@Test func constantsAreShiftedInOneRunAndMatchTheCodeWithTheValueWrittenIn() throws {
    let parsed = lesson(boxBlock)
    let own = try #require(LayoutBlockRunner.run(module: parsed, previewNumber: 0))
    let (found, _) = TweakComments.parse(parsed.module.blocks[0].block, file: "t.md")
    let choices = found[0].labels.indices.map { [$0, found[1].defaultIndex] }
    // The shift model holds here (an offset and an inset), so one run gives every value…
    let swept = try #require(LayoutBlockRunner.onDeepStack(nil) {
        TweakSweep.run(parsed, number: 0, tweaks: found, choices: choices, own: own, options: RunOptions())
    })
    // …and each is what a run of the code with the value written in gives.
    for (index, choice) in choices.enumerated() {
        let written = LayoutBlockRunner.onDeepStack(own) {
            LayoutBlockRunner.runTweaked(parsed, number: 0, tweaks: found, choice: choice, options: RunOptions())
        }
        #expect(swept[index].states == written.states, "value \(found[0].labels[choice[0]])")
    }
}

@Test func aPriorityTweakIsRunWithTheValueWrittenIn() throws {
    // Two heights for one box: 100 at the tweaked priority, 200 at 500. At 750 the first wins (height 100); at
    // 250 the second (height 200). A priority is not a constant: the shift model fails its
    // check and every value is a run of its own.
    let parsed = lesson("""
        ```swift preview
        let box = UIView()
        view.addSubview(box)
        box.snp.makeConstraints { make in
            make.top.left.equalToSuperview()
            make.width.equalTo(50)
            make.height.equalTo(100).priority(750) // tweak: 250...750 step 500
            make.height.equalTo(200).priority(500)
        }
        ```
        """)
    let own = try #require(LayoutBlockRunner.run(module: parsed, previewNumber: 0))
    let runs = try #require(LayoutBlockRunner.runTweaks(module: parsed, previewNumber: 0, own: own))
    let heights = runs.blocks.map { $0.states[0].views.first { $0.path == "box" }?.frame[3] }
    #expect(heights == [200, 100])
}

@Test func combinedTweaksCoverEveryPairWithTheFirstVaryingFastest() throws {
    let parsed = lesson("""
        ```swift preview tweak=combine
        let box = UIView()
        view.addSubview(box)
        box.snp.makeConstraints { make in
            make.top.equalToSuperview().offset(10) // tweak: 0...20 step 10
            make.left.equalToSuperview().offset(5) // tweak: 0...5 step 5
            make.size.equalTo(10)
        }
        ```
        """)
    let own = try #require(LayoutBlockRunner.run(module: parsed, previewNumber: 0))
    let runs = try #require(LayoutBlockRunner.runTweaks(module: parsed, previewNumber: 0, own: own))
    #expect(runs.combined)
    #expect(runs.stride(of: 1) == 3)
    // A controller's view is the screen; the box sits at (left, top) of it: left k·5 for index k / 3, top 10·(k % 3).
    let origins = runs.blocks.map { block in block.states[0].views.first { $0.path == "box" }.map { Array($0.frame[0...1]) } }
    #expect(origins == [[0, 0], [0, 10], [0, 20], [5, 0], [5, 10], [5, 20]])
}

/// The quick test that lets most blocks skip the line scan must never skip a tweak: the scan accepts "tweak" in
/// any ASCII case after `//`, so the quick test looks for the word in any ASCII case anywhere in the code.
@Test func blocksWithoutTheWordTweakSkipTheScanAndOthersDoNot() {
    #expect(TweakComments.mentionsTweak("make.top.equalToSuperview().offset(20) // tweak: 0...80 step 4"))
    #expect(TweakComments.mentionsTweak("x.constant = 8 // TWEAK: 0...16"))
    #expect(TweakComments.mentionsTweak("a // twtweak"))
    #expect(!TweakComments.mentionsTweak("let spacing: CGFloat = 16 // tweek"))
    #expect(!TweakComments.mentionsTweak(""))
}
