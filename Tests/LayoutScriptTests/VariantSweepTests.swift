import Dispatch
import Foundation
import LayoutFrames
@testable import LayoutScript
import Testing

/// `runVariants` runs a block's code once and lays each state out on every device, orientation and canvas width
/// (`VariantSweep`) when the code cannot tell them apart. That must not change a byte: for every preview block
/// of the course and of the corpus, the swept frames of each variant the page renderer asks for are compared, as
/// encoded JSON, with a run of their own (`runVariantsSeparately`). Blocks the sweep declines run separately in
/// `runVariants` too, so only the blocks it takes are compared; the tests also check it takes enough of them to
/// matter.
///
/// By default the course is compared on the device menu and every fourth width (plus the margin switches and
/// both ends), and the corpus on five variants, to keep `make test` quick; with `COURSEGEN_SWEEP_ALL_VARIANTS=1`
/// both are compared on every variant the renderer asks for (minutes in a debug build).
struct VariantSweepTests {
    static let allVariants = ProcessInfo.processInfo.environment["COURSEGEN_SWEEP_ALL_VARIANTS"] == "1"

    /// What the renderer asks for (coursegen's LayoutPreviewRenderer): the block's own device, the device menu in
    /// both orientations, and every integer canvas width from 320 to 440 (`widthStep` 1) on its own device.
    static func rendererVariants(widthStep: Int) -> [RunOptions] {
        var variants = [RunOptions()]
        for device in ["iPhone SE", "iPhone 15", "iPhone 15 Pro Max", "iPad (10th generation)"] {
            for landscape in [false, true] { variants.append(RunOptions(deviceName: device, landscape: landscape)) }
        }
        var widths = Array(stride(from: 320, through: 440, by: widthStep))
        // The margin switches (16 up to 393, 20 from 414) and both ends, whatever the step.
        for w in [320, 393, 394, 413, 414, 440] where !widths.contains(w) { widths.append(w) }
        for w in widths.sorted() { variants.append(RunOptions(width: Double(w))) }
        return variants
    }

    static func json(_ block: BlockFrames, file: String) -> Data {
        (try? FramesDocument(lessons: [LessonFrames(file: file, blocks: [block])]).encodedJSON(pretty: false)) ?? Data()
    }

    static func corpusLessons() -> [LessonScriptInput] {
        corpusFiles().compactMap { url in
            guard let markdown = try? String(contentsOf: url, encoding: .utf8) else { return nil }
            return LessonScriptInput(file: url.lastPathComponent, slug: url.deletingPathExtension().lastPathComponent,
                                     blocks: MarkdownFences.scan(markdown))
        }
    }

    /// Compares every block the sweep takes; returns (blocks, blocks swept).
    static func compare(_ lessons: [LessonScriptInput], variants: [RunOptions]) -> (Int, Int) {
        let parsed = lessons.map { ParsedLesson(lesson: $0) }
        let blocks = parsed.flatMap { lesson in (0..<LayoutBlockRunner.previewCount(lesson)).map { (lesson, $0) } }
        let outcome = Mismatches(count: blocks.count)
        DispatchQueue.concurrentPerform(iterations: blocks.count) { index in
            let (lesson, number) = blocks[index]
            let file = lesson.input.file
            let swept = LayoutBlockRunner.runVariants(module: lesson, previewNumber: number, variants: variants)
            let wasSwept = LayoutBlockRunner.onDeepStack(false) { LayoutBlockRunner.sweepOnCurrentThread(lesson, number: number, variants: variants) != nil }
            guard wasSwept else { return }
            let separate = LayoutBlockRunner.runVariantsSeparately(module: lesson, previewNumber: number, variants: variants)
            var problem: String?
            if swept.count != separate.count { problem = "\(file) block \(number): \(swept.count) results, not \(separate.count)" }
            for (i, (a, b)) in zip(swept, separate).enumerated() where problem == nil && json(a, file: file) != json(b, file: file) {
                problem = "\(file) block \(number) (\(b.id)) differs on variant \(i) (\(b.device.name) \(b.device.size))"
            }
            outcome.set(index, swept: true, problem: problem)
        }
        for problem in outcome.problems { Issue.record(Comment(rawValue: problem)) }
        return (blocks.count, outcome.sweptCount)
    }

    @Test func courseBlocksAreByteIdenticalOnEveryVariantTheRendererAsksFor() {
        let variants = Self.rendererVariants(widthStep: Self.allVariants ? 1 : 4)
        let (blocks, swept) = Self.compare(ParsedLessonTests.courseLessons(), variants: variants)
        #expect(blocks >= 40, "content/lessons is the fixture")
        #expect(swept * 4 >= blocks, "the sweep takes \(swept) of \(blocks) course blocks")
    }

    @Test func corpusBlocksAreByteIdenticalOnTheRenderersVariants() {
        // Own device first (the one the sweep runs the code on), another device in landscape, the iPad, both ends
        // of the width handle.
        let sample = [RunOptions(), RunOptions(deviceName: "iPhone SE", landscape: true),
                      RunOptions(deviceName: "iPad (10th generation)"), RunOptions(width: 320), RunOptions(width: 440)]
        let variants = Self.allVariants ? Self.rendererVariants(widthStep: 1) : sample
        let (blocks, swept) = Self.compare(Self.corpusLessons(), variants: variants)
        #expect(blocks >= 1000)
        #expect(swept * 4 >= blocks, "the sweep takes \(swept) of \(blocks) corpus blocks")
    }

    @Test func codeThatReadsLayoutIsNotSwept() {
        #expect(!VariantSweepEligibility.allows(source: "let w = view.frame.width"))
        #expect(!VariantSweepEligibility.allows(source: "override func layoutSubviews() { super.layoutSubviews() }"))
        #expect(!VariantSweepEligibility.allows(source: "if traitCollection.horizontalSizeClass == .regular {}"))
        #expect(!VariantSweepEligibility.allows(source: "let h = UIScreen.main.bounds.height"))
        #expect(!VariantSweepEligibility.allows(source: "layer.shadowPath = UIBezierPath(rect: bounds).cgPath"))
        #expect(!VariantSweepEligibility.allows(source: "card.center = CGPoint(x: 1, y: 2)"))
    }

    @Test func labelsEnumCasesAndSnapKitAttributesAreNotReads() {
        #expect(VariantSweepEligibility.allows(source: "override init(frame: CGRect) { super.init(frame: frame) }"))
        #expect(VariantSweepEligibility.allows(source: "label.textAlignment = .center"))
        #expect(VariantSweepEligibility.allows(source: "box.snp.makeConstraints { make in make.center.equalToSuperview() }"))
        #expect(VariantSweepEligibility.allows(source: "make.center.equalTo(other.snp.center)"))
        #expect(VariantSweepEligibility.allows(source: "let v = UIView(frame: .zero)"))
    }

    @Test func settingLayoutMarginsIsNotARead() {
        #expect(VariantSweepEligibility.allows(source: "stack.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 16, leading: 16, bottom: 16, trailing: 16)"))
        #expect(VariantSweepEligibility.allows(source: "layoutMargins = .zero"))
        #expect(!VariantSweepEligibility.allows(source: "let inset = stack.directionalLayoutMargins.leading"))
        #expect(!VariantSweepEligibility.allows(source: "if view.layoutMargins == .zero {}"))
        #expect(!VariantSweepEligibility.allows(source: "other.layoutMargins = view.layoutMargins"))
    }

    /// A top-level declaration is reached only through a name that can refer to it: not a member after a dot and
    /// not a method of the same name being declared; a bare name, a range's bound and an unwrapped name still are.
    @Test func membersAndDeclaredNamesDoNotReachTopLevelDeclarations() {
        let names = Set(VariantSweepEligibility.references(in: """
            override func viewDidLoad() { super.viewDidLoad(); box.snp.makeConstraints { $0.center.equalToSuperview() } }
            for i in 0...count { if let title { print(i, title) } }
            class Card: BaseView {}
            """))
        #expect(!names.contains("viewDidLoad") && !names.contains("snp") && !names.contains("Card"))
        #expect(names.isSuperset(of: ["box", "count", "title", "BaseView", "print"]))
    }

    /// `VariantSweepDeclarations` is the closure of `VariantSweepEligibility.allows(_:position:)` computed with an
    /// index; on every preview block of the course and the corpus both give the same verdict.
    @Test func theDeclarationIndexGivesThePlainClosuresVerdict() {
        var blocks = 0, allowed = 0
        for input in ParsedLessonTests.courseLessons() + Self.corpusLessons() {
            let lesson = ParsedLesson(lesson: input)
            for position in lesson.previewPositions {
                let plain = VariantSweepEligibility.allows(lesson.module, position: position)
                #expect(lesson.sweepDeclarations.allows(lesson.module, position: position) == plain,
                        "\(input.file) block at line \(lesson.module.blocks[position].block.fenceLine)")
                blocks += 1
                if plain { allowed += 1 }
            }
        }
        // Both verdicts occur, so the comparison means something.
        #expect(blocks >= 1000 && allowed > 0 && allowed < blocks)
    }

    @Test func aBlockThatReadsBoundsRunsOncePerVariant() {
        let code = """
        final class Probe: UIView {
            let box = UIView()
            override init(frame: CGRect) {
                super.init(frame: frame)
                addSubview(box)
                box.snp.makeConstraints { make in make.top.leading.equalToSuperview(); make.size.equalTo(40) }
            }
            required init?(coder: NSCoder) { fatalError() }
            override func layoutSubviews() { super.layoutSubviews(); box.alpha = bounds.width > 400 ? 1 : 0.5 }
        }
        """
        let lesson = ParsedLesson(lesson: LessonScriptInput(file: "probe.md", slug: "probe",
            blocks: MarkdownFences.scan("```swift preview\n" + code + "\n```\n")))
        let variants = [RunOptions(width: 320), RunOptions(width: 440)]
        #expect(LayoutBlockRunner.onDeepStack(nil) { LayoutBlockRunner.sweepOnCurrentThread(lesson, number: 0, variants: variants) } == nil)
        let results = LayoutBlockRunner.runVariants(module: lesson, previewNumber: 0, variants: variants)
        // bounds.width is the canvas width (host fill, no side insets in portrait): 320 → 0.5, 440 → 1.
        let alphas = results.map { $0.states[0].views.first { $0.path == "box" }?.alpha }
        #expect(alphas == [0.5, 1])
    }

    @Test func aTappableBlockIsSweptAndItsTapStatesFollowEachWidth() {
        let code = """
        final class Toggle: UIView {
            let button = UIButton(type: .system)
            let panel = UIView()
            override init(frame: CGRect) {
                super.init(frame: frame)
                addSubview(button)
                addSubview(panel)
                button.setTitle("Ochish", for: .normal)
                button.addTarget(self, action: #selector(toggle), for: .touchUpInside)
                button.snp.makeConstraints { make in make.top.leading.equalToSuperview().inset(16) }
                panel.isHidden = true
                panel.snp.makeConstraints { make in
                    make.top.equalTo(button.snp.bottom).offset(8)
                    make.leading.trailing.equalToSuperview().inset(16)
                    make.height.equalTo(100)
                }
            }
            required init?(coder: NSCoder) { fatalError() }
            @objc func toggle() { panel.isHidden.toggle() }
        }
        """
        let lesson = ParsedLesson(lesson: LessonScriptInput(file: "toggle.md", slug: "toggle",
            blocks: MarkdownFences.scan("```swift preview\n" + code + "\n```\n")))
        let variants = [RunOptions(), RunOptions(width: 320), RunOptions(deviceName: "iPad (10th generation)", landscape: true)]
        let swept = LayoutBlockRunner.onDeepStack(nil) { LayoutBlockRunner.sweepOnCurrentThread(lesson, number: 0, variants: variants) }
        #expect(swept != nil)
        let separate = LayoutBlockRunner.runVariantsSeparately(module: lesson, previewNumber: 0, variants: variants)
        #expect((swept ?? []).map { Self.json($0, file: "toggle.md") } == separate.map { Self.json($0, file: "toggle.md") })
        // The panel spans the canvas less 16 on each side: 320 − 32 = 288 wide at width 320, in the tap's state.
        let tapped = swept?[1].states.first { $0.name.hasPrefix("tap(") }
        #expect(tapped?.views.first { $0.path == "panel" }?.frame[2] == 288)
        #expect(tapped?.views.first { $0.path == "panel" }?.hidden == false)
    }

    /// `remakeConstraints` on the second view deactivates its old constraints after the first view's new required
    /// ones: the runtime checks for conflicts then, outside a pass. Every device's engine makes that check too, and
    /// the block is still swept.
    @Test func aConflictCheckWithoutConflictsKeepsTheSweep() {
        let code = """
        final class Remake: UIView {
            let a = UIView()
            let b = UIView()
            override init(frame: CGRect) {
                super.init(frame: frame)
                addSubview(a)
                addSubview(b)
                a.snp.makeConstraints { make in make.top.leading.equalToSuperview().inset(16); make.size.equalTo(40) }
                b.snp.makeConstraints { make in make.top.equalTo(a.snp.bottom).offset(8); make.leading.equalTo(a) }
                a.snp.remakeConstraints { make in make.top.equalToSuperview().inset(32); make.centerX.equalToSuperview(); make.size.equalTo(80) }
                b.snp.remakeConstraints { make in make.top.equalTo(a.snp.bottom).offset(8); make.centerX.equalTo(a); make.size.equalTo(20) }
            }
            required init?(coder: NSCoder) { fatalError() }
        }
        """
        let lesson = ParsedLesson(lesson: LessonScriptInput(file: "remake.md", slug: "remake",
            blocks: MarkdownFences.scan("```swift preview\n" + code + "\n```\n")))
        let variants = [RunOptions(), RunOptions(width: 320), RunOptions(deviceName: "iPhone SE", landscape: true)]
        let swept = LayoutBlockRunner.onDeepStack(nil) { LayoutBlockRunner.sweepOnCurrentThread(lesson, number: 0, variants: variants) }
        #expect(swept != nil)
        let separate = LayoutBlockRunner.runVariantsSeparately(module: lesson, previewNumber: 0, variants: variants)
        #expect((swept ?? []).map { Self.json($0, file: "remake.md") } == separate.map { Self.json($0, file: "remake.md") })
        // Host fill, no side insets in portrait: at width 320, a is centred, (320 − 80) / 2 = 120.
        #expect(swept?[1].states[0].views.first { $0.path == "a" }?.frame[0] == 120)
    }

    @Test func aBlockThatShowsTheKeyboardIsSweptWithEachDevicesOwnKeyboard() {
        let code = """
        final class Form: UIView {
            let save = UIView()
            override init(frame: CGRect) {
                super.init(frame: frame)
                addSubview(save)
                save.snp.makeConstraints { make in
                    make.leading.trailing.equalToSuperview()
                    make.height.equalTo(50)
                    make.bottom.equalTo(keyboardLayoutGuide.snp.top)
                }
            }
            required init?(coder: NSCoder) { fatalError() }
        }
        """
        let lesson = ParsedLesson(lesson: LessonScriptInput(file: "form.md", slug: "form",
            blocks: MarkdownFences.scan("```swift preview actions=\"showKeyboard(); hideKeyboard()\"\n" + code + "\n```\n")))
        let variants = [RunOptions(), RunOptions(deviceName: "iPhone SE"), RunOptions(deviceName: "iPhone 15", landscape: true)]
        let swept = LayoutBlockRunner.onDeepStack(nil) { LayoutBlockRunner.sweepOnCurrentThread(lesson, number: 0, variants: variants) }
        #expect(swept != nil)
        let separate = LayoutBlockRunner.runVariantsSeparately(module: lesson, previewNumber: 0, variants: variants)
        #expect((swept ?? []).map { Self.json($0, file: "form.md") } == separate.map { Self.json($0, file: "form.md") })
        // With the keyboard shown, the keyboard guide's top is the keyboard's top, the screen's height less the
        // device's keyboard (Device.swift), in the hosted view's coordinates; the view fills the safe area (host
        // fill), and `frame` is in the superview's. iPhone SE portrait: keyboard top 667 − 260 = 407, the form
        // starts at the status bar's 20, so the 50-high view's top is 407 − 20 − 50 = 337. iPhone 15 landscape:
        // 393 − 209 = 184, no top inset, 184 − 50 = 134.
        func saveY(_ block: BlockFrames?) -> Double? {
            block?.states.first { $0.name == "showKeyboard()" }?.views.first { $0.path == "save" }?.frame[1]
        }
        #expect(saveY(swept?[1]) == 337)
        #expect(saveY(swept?[2]) == 134)
        #expect(swept?[1].states.first { $0.name == "showKeyboard()" }?.keyboard == [0, 407, 375, 260])
    }
}

private final class Mismatches: @unchecked Sendable {
    private var swept: [Bool]
    private var found: [String?]
    private let lock = NSLock()

    init(count: Int) {
        swept = Array(repeating: false, count: count)
        found = Array(repeating: nil, count: count)
    }

    func set(_ index: Int, swept wasSwept: Bool, problem: String?) {
        lock.lock()
        swept[index] = wasSwept
        found[index] = problem
        lock.unlock()
    }

    var problems: [String] { found.compactMap { $0 } }
    var sweptCount: Int { swept.filter { $0 }.count }
}
