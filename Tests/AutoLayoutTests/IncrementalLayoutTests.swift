import Testing
@testable import AutoLayout
import TextMetrics

/// Re-layout reuses work from the previous pass (an unchanged tree returns the previous result; see
/// `LayoutEngine.reusableResult()`). These tests prove the shortcuts never change a result: after every edit the
/// incremental engine must agree with an engine that recomputes everything (same history, shortcuts off) and,
/// for edits that do not depend on history, with a brand-new engine on an identically built tree.
struct IncrementalLayoutTests {
    /// A smaller copy of the benchmark's list screen (bench/autolayout): a scroll view holding a vertical stack of
    /// rows; each row a horizontal stack with an icon, a title/subtitle column (the subtitle wraps) and a value.
    final class ListScreen {
        let root = View()
        let engine: LayoutEngine
        var views: [View] = []
        var lessonConstraints: [LayoutConstraint] = []
        var stacks: [View] = []
        var labels: [View] = []
        let scroll = View(kind: .scrollView)

        init(rows: Int) {
            engine = LayoutEngine(root: root, device: .iPhone15)
            root.addSubview(scroll)
            scroll.translatesAutoresizingMaskIntoConstraints = false
            let column = View(kind: .stackView)
            column.axis = .vertical
            column.spacing = 12
            scroll.addSubview(column)
            column.translatesAutoresizingMaskIntoConstraints = false
            views = [root, scroll, column]
            stacks = [column]
            for index in 0..<rows {
                let row = View(kind: .stackView)
                row.spacing = 8
                row.alignment = .center
                let icon = View(kind: .imageView)
                icon.imageSize = Size(width: 32, height: 32)
                icon.setContentHuggingPriority(251, for: .horizontal)
                let texts = View(kind: .stackView)
                texts.axis = .vertical
                texts.spacing = 2
                let title = View(kind: .label)
                title.text = "Dars \(index + 1): Avto joylashuv"
                title.font = .preferred(.headline)
                let subtitle = View(kind: .label)
                subtitle.text = "Cheklovlar, ustuvorliklar va stek ko'rinishlari haqida qisqa izoh"
                subtitle.font = .preferred(.subheadline)
                subtitle.numberOfLines = 0
                let value = View(kind: .label)
                value.text = "\(index * 7 % 60) daq"
                value.setContentHuggingPriority(251, for: .horizontal)
                value.setContentCompressionResistancePriority(751, for: .horizontal)
                texts.addArrangedSubview(title)
                texts.addArrangedSubview(subtitle)
                row.addArrangedSubview(icon)
                row.addArrangedSubview(texts)
                row.addArrangedSubview(value)
                column.addArrangedSubview(row)
                views += [row, icon, texts, title, subtitle, value]
                stacks += [row, texts]
                labels += [title, subtitle, value]
            }
            let guide = root.safeAreaLayoutGuide
            for attribute in [LayoutAttribute.top, .bottom, .leading, .trailing] {
                lessonConstraints.append(pin(scroll, attribute, .equal, guide, attribute))
            }
            let content = scroll.contentLayoutGuide
            lessonConstraints.append(pin(column, .top, .equal, content, .top, 16))
            lessonConstraints.append(pin(column, .bottom, .equal, content, .bottom, -16))
            lessonConstraints.append(pin(column, .leading, .equal, content, .leading, 16))
            lessonConstraints.append(pin(column, .trailing, .equal, content, .trailing, -16))
            lessonConstraints.append(pin(column, .width, .equal, scroll.frameLayoutGuide, .width, -32))
            // A badge that stays put on screen: pinned to the frame guide, so it follows the content offset.
            let badge = View()
            scroll.addSubview(badge)
            badge.translatesAutoresizingMaskIntoConstraints = false
            pin(badge, .trailing, .equal, scroll.frameLayoutGuide, .trailing, -16)
            pin(badge, .bottom, .equal, scroll.frameLayoutGuide, .bottom, -16)
            pin(badge, .width, .equal, nil, nil, 40)
            pin(badge, .height, .equal, nil, nil, 40)
            views.append(badge)
        }
    }

    /// One edit, applicable to any identically built screen.
    enum Edit {
        case constant(index: Int, value: Double)
        case spacing(stack: Int, value: Double)
        case text(label: Int, value: String)
        case hidden(view: Int, value: Bool)
        /// Scroll view edits: where code scrolls to, and whether it bounces (an unscrolled view under the status
        /// bar then rests at −adjustedContentInset.top, which moves the badge).
        case offset(Double)
        case bounces(Bool)

        func apply(to screen: ListScreen) {
            switch self {
            case .offset(let value): screen.scroll.contentOffset = Point(x: 0, y: value)
            case .bounces(let value): screen.scroll.alwaysBounceVertical = value
            case .constant(let index, let value): screen.lessonConstraints[index].constant = value
            case .spacing(let stack, let value): screen.stacks[stack].spacing = value
            case .text(let label, let value): screen.labels[label].text = value
            case .hidden(let view, let value): screen.views[view].isHidden = value
            }
        }
    }

    /// A deterministic pseudo-random source (SplitMix64), so a failure reproduces.
    struct SeededGenerator: RandomNumberGenerator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
    }

    static func randomEdit(for screen: ListScreen, scrolling: Bool = false,
                           using random: inout SeededGenerator) -> Edit {
        switch Int.random(in: 0..<(scrolling ? 5 : 4), using: &random) {
        case 4:
            // The scroll view's top pin (index 0): at the safe area, or up under the status bar (−59), where the
            // adjusted inset and a resting offset come into play; then bounce or scroll.
            switch Int.random(in: 0..<3, using: &random) {
            case 0: return .constant(index: 0, value: Bool.random(using: &random) ? 0 : -59)
            case 1: return .bounces(Bool.random(using: &random))
            default: return .offset(Double(Int.random(in: -59...200, using: &random)))
            }
        case 0:
            // The column's top/bottom/leading/trailing insets (indices 4...7): the benchmark's kind of edit.
            return .constant(index: Int.random(in: 4...7, using: &random),
                             value: Double(Int.random(in: -40...40, using: &random)))
        case 1:
            return .spacing(stack: Int.random(in: 0..<screen.stacks.count, using: &random),
                            value: Double(Int.random(in: 0...20, using: &random)))
        case 2:
            let words = ["Salom", "dunyo", "cheklov", "stek", "ko'rinish", "ustuvorlik", "joylashuv"]
            let count = Int.random(in: 0...12, using: &random)
            let text = (0..<count).map { _ in words.randomElement(using: &random) ?? "" }.joined(separator: " ")
            return .text(label: Int.random(in: 0..<screen.labels.count, using: &random), value: text)
        default:
            // Any view below the column (index 3 on): rows, icons, stacks and labels.
            return .hidden(view: Int.random(in: 3..<screen.views.count, using: &random),
                           value: Bool.random(using: &random))
        }
    }

    static func frames(_ screen: ListScreen) -> [Rect] { screen.views.map(\.frame) }

    static func expectSameFrames(_ a: [Rect], _ b: [Rect], tolerance: Double = 1e-6, _ comment: String,
                                 sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        #expect(a.count == b.count, sourceLocation: sourceLocation)
        for (index, (x, y)) in zip(a, b).enumerated() {
            let same = abs(x.minX - y.minX) <= tolerance && abs(x.minY - y.minY) <= tolerance
                && abs(x.width - y.width) <= tolerance && abs(x.height - y.height) <= tolerance
            #expect(same, "\(comment): view \(index) \(x) != \(y)", sourceLocation: sourceLocation)
            if !same { return }
        }
    }

    /// Diagnostics without the debug numbers (`UILabel:0x4e8`): two trees built alike number their objects
    /// differently, and the numbers are not what is compared.
    static func summary(_ result: LayoutPassResult) -> [String] {
        result.diagnostics.map { diagnostic in
            let text = "\(diagnostic.severity) \(diagnostic.code) \(diagnostic.message)"
            return text.replacing(#/0x[0-9a-f]+/#, with: "0x_")
        }
    }

    @Test func wrappingLabelsSettleInTheFirstPassWhenTheAxesAreSeparate() {
        // No row of this screen relates a horizontal variable to a vertical one, so the subtitles' widths do not
        // depend on their heights: the first pass wraps them at their solved widths and no second pass runs. The
        // result must be UIKit's two-pass result, which the engine without shortcuts computes the long way.
        let fast = ListScreen(rows: 3)
        let slow = ListScreen(rows: 3)
        slow.engine.reusesUnchangedResults = false
        let a = fast.engine.layoutIfNeeded()
        let b = slow.engine.layoutIfNeeded()
        #expect(fast.engine.wrappedInOnePassCount == 1)
        #expect(fast.engine.wrapOnlyPassCount == 0)
        #expect(slow.engine.wrappedInOnePassCount == 0)
        Self.expectSameFrames(Self.frames(fast), Self.frames(slow), "one pass vs two passes")
        #expect(Self.summary(a) == Self.summary(b))
        // UIKit wraps a multi-line label at the width the layout gives it: each subtitle is as tall as its text
        // laid out at its own frame's width (several lines here: the text is far wider than the column).
        for subtitle in fast.labels where subtitle.numberOfLines == 0 {
            let wrapped = TextMeasurer.shared.layout(subtitle.text ?? "", font: subtitle.font,
                                                     maxWidth: subtitle.frame.width, numberOfLines: 0)
            #expect(wrapped.lines.count > 1)
            #expect(abs(subtitle.frame.height - fast.engine.model.roundUpToPixel(wrapped.height)) < 1e-6)
        }
    }

    @Test func coupledAxesKeepTheSecondPass() {
        // A box whose height is half the label's width ties the axes together: the label's width could then
        // depend on heights, so the engine keeps UIKit's second pass. The label still wraps at its width.
        let s = Screen()
        let label = s.add(.label)
        label.text = "Cheklovlar, ustuvorliklar va stek ko'rinishlari haqida qisqa izoh"
        label.numberOfLines = 0
        pin(label, .leading, .equal, s.root, .leading, 20)
        pin(label, .trailing, .equal, s.root, .trailing, -20)
        pin(label, .top, .equal, s.root, .top, 100)
        let box = s.add()
        pin(box, .leading, .equal, s.root, .leading)
        pin(box, .top, .equal, label, .bottom, 8)
        pin(box, .width, .equal, nil, nil, 50)
        pin(box, .height, .equal, label, .width, multiplier: 0.5)
        s.layout()
        #expect(s.engine.wrappedInOnePassCount == 0)
        // 393 − 2 × 20 = 353 wide; the box is half of that tall, under the wrapped label.
        #expect(label.frame.width == 353)
        let wrapped = TextMeasurer.shared.layout(label.text ?? "", font: label.font, maxWidth: 353, numberOfLines: 0)
        #expect(wrapped.lines.count > 1)
        #expect(abs(label.frame.height - s.engine.model.roundUpToPixel(wrapped.height)) < 1e-6)
        #expect(box.frame.height == 176.5)
        #expect(abs(box.frame.minY - (label.frame.maxY + 8)) < 1e-9)
    }

    @Test func unchangedRelayoutReturnsTheSameResultAsRecomputing() {
        // Nothing changed since the last pass: the reused result must equal what a full pass computes.
        let screen = ListScreen(rows: 4)
        let first = screen.engine.layoutIfNeeded()
        let reused = screen.engine.layoutIfNeeded()
        let reusedFrames = Self.frames(screen)
        screen.engine.reusesUnchangedResults = false
        let recomputed = screen.engine.layoutIfNeeded()
        Self.expectSameFrames(reusedFrames, Self.frames(screen), "reused vs recomputed")
        #expect(reused.screenFrames == recomputed.screenFrames)
        #expect(reused.screenFrames == first.screenFrames)
        #expect(Self.summary(reused) == Self.summary(recomputed))
        #expect(reused.activeConstraints.count == recomputed.activeConstraints.count)
        #expect(screen.engine.reusedResultCount == 1)
    }

    @Test func anyChangeAfterAPassIsSeen() {
        // Each kind of input must defeat reuse: a constant, a stack property, a label's text, a hidden flag, a
        // priority, and a constraint's activation. Each edit's effect is checked against the frame UIKit gives:
        // the column is pinned 16 pt inside the content guide, so its top moves with the constant.
        let screen = ListScreen(rows: 2)
        screen.engine.layoutIfNeeded()
        let column = screen.views[2]
        #expect(column.frame.minY == 16)
        screen.lessonConstraints[4].constant = 30
        screen.engine.layoutIfNeeded()
        #expect(column.frame.minY == 30)
        // Hiding the first row moves the second row to the column's top (UIStackView collapses hidden views).
        let firstRow = screen.views[3], secondRow = screen.views[9]
        firstRow.isHidden = true
        screen.engine.layoutIfNeeded()
        #expect(secondRow.frame.minY == 0)
        firstRow.isHidden = false
        screen.engine.layoutIfNeeded()
        #expect(secondRow.frame.minY == firstRow.frame.maxY + 12)
        screen.stacks[0].spacing = 20
        screen.engine.layoutIfNeeded()
        #expect(secondRow.frame.minY == firstRow.frame.maxY + 20)
        screen.lessonConstraints[4].deactivate()
        let result = screen.engine.layoutIfNeeded()
        // Without its top constraint the column's vertical position is no longer determined.
        #expect(result.diagnostics.contains { $0.code == "ambiguous" || $0.code == "scroll-content-ambiguous" })
    }

    @Test func keyboardChangeIsSeen() {
        // The keyboard guide's frame follows the keyboard; showing it after a pass must not reuse that pass.
        let s = Screen()
        let box = s.add()
        pin(box, .leading, .equal, s.root, .leading)
        pin(box, .trailing, .equal, s.root, .trailing)
        pin(box, .top, .equal, s.root, .top)
        pin(box, .bottom, .equal, s.root.keyboardLayoutGuide, .top)
        s.layout()
        #expect(box.frame.height == Device.iPhone15.screenSize.height - Device.iPhone15.safeArea.bottom)
        s.engine.showKeyboard()
        s.layout()
        #expect(box.frame.height == (Device.iPhone15.keyboardFrame.minY))
    }

    @Test func randomEditsMatchAnEngineThatRecomputesEverything() {
        // Same tree, same history: one engine takes every shortcut, the other none. Frames and diagnostics must
        // agree after every edit and after the no-op re-layout that follows it. Hiding views and long texts make
        // some steps ambiguous or truncated, which exercises the paths where results may not be reused.
        let (fast, slow) = Self.compareRandomEdits(seed: 5, scrolling: false)
        // The shortcuts were taken (and the comparison engine never took them).
        #expect(fast.engine.reusedResultCount > 0)
        #expect(fast.engine.constantsOnlyPassCount > 0)
        #expect(fast.engine.wrapOnlyPassCount > 0)
        #expect(slow.engine.reusedResultCount == 0 && slow.engine.constantsOnlyPassCount == 0)
        #expect(slow.engine.wrapOnlyPassCount == 0)
    }

    @Test func randomScrollEditsMatchAnEngineThatRecomputesEverything() {
        // The same comparison with scroll edits mixed in: code scrolling, bouncing, and the scroll view moving
        // up under the status bar, where it rests at −adjustedContentInset.top; the badge on the frame guide
        // follows every offset.
        let (fast, _) = Self.compareRandomEdits(seed: 5, scrolling: true)
        #expect(fast.engine.reusedResultCount > 0)
    }

    static func compareRandomEdits(seed: UInt64, scrolling: Bool) -> (fast: ListScreen, slow: ListScreen) {
        var random = SeededGenerator(state: seed)
        let fast = ListScreen(rows: 5)
        let slow = ListScreen(rows: 5)
        slow.engine.reusesUnchangedResults = false
        fast.engine.layoutIfNeeded()
        slow.engine.layoutIfNeeded()
        for step in 0..<40 {
            // One or two edits per step, so several constants can move between two passes.
            var edits: [Edit] = []
            for _ in 0..<Int.random(in: 1...2, using: &random) {
                let edit = Self.randomEdit(for: fast, scrolling: scrolling, using: &random)
                edit.apply(to: fast)
                edit.apply(to: slow)
                edits.append(edit)
            }
            let edit = edits
            let a = fast.engine.layoutIfNeeded()
            let b = slow.engine.layoutIfNeeded()
            Self.expectSameFrames(Self.frames(fast), Self.frames(slow), "step \(step) \(edit)")
            #expect(Self.summary(a) == Self.summary(b), "step \(step) \(edit)")
            // Laying out again with nothing changed: reused by one engine, recomputed by the other. (A recomputed
            // pass need not repeat the previous one when that one left inputs moving, e.g. in an ambiguous layout.)
            let again = fast.engine.layoutIfNeeded()
            let slowAgain = slow.engine.layoutIfNeeded()
            Self.expectSameFrames(Self.frames(fast), Self.frames(slow), "step \(step): unchanged re-layout")
            #expect(Self.summary(again) == Self.summary(slowAgain), "step \(step): unchanged re-layout")
        }
        return (fast, slow)
    }

    /// A screen mixing what turns reuse off: an autoresizing container whose frame the pass rewrites, a
    /// layoutSubviews hook, and a label constrained inside the container.
    final class MixedScreen {
        let root = View()
        let engine: LayoutEngine
        let container = View(frame: Rect(x: 10, y: 100, width: 300, height: 200))
        let label = View(kind: .label)
        let badge = View(kind: .button)
        var top: LayoutConstraint!
        var leading: LayoutConstraint!

        init() {
            engine = LayoutEngine(root: root, device: .iPhone15)
            container.autoresizingMask = [.flexibleWidth, .flexibleBottomMargin]
            root.addSubview(container)
            label.text = "Salom dunyo, bu uzunroq matn"
            label.numberOfLines = 0
            container.addSubview(label)
            label.translatesAutoresizingMaskIntoConstraints = false
            top = pin(label, .top, .equal, container, .top, 8)
            leading = pin(label, .leading, .equal, container, .leading, 8)
            pin(label, .trailing, .lessThanOrEqual, container, .trailing, -8)
            badge.text = "Yangi"
            root.addSubview(badge)
            badge.translatesAutoresizingMaskIntoConstraints = false
            pin(badge, .top, .equal, label, .bottom, 12)
            pin(badge, .centerX, .equal, root, .centerX)
        }

        var frames: [Rect] { [root, container, label, badge].map(\.frame) }
    }

    @Test func autoresizingFramesAndHooksMatchAnEngineThatRecomputesEverything() {
        var random = SeededGenerator(state: 23)
        let fast = MixedScreen()
        let slow = MixedScreen()
        slow.engine.reusesUnchangedResults = false
        for step in 0..<30 {
            let choice = Int.random(in: 0..<5, using: &random)
            let value = Double(Int.random(in: 0...60, using: &random))
            for screen in [fast, slow] {
                switch choice {
                case 0: screen.top.constant = value
                case 1: screen.leading.constant = value
                case 2: screen.container.frame.size.width = 200 + value
                case 3:
                    // UIKit's classic: corner radius from the laid-out height, set in layoutSubviews.
                    screen.badge.layoutSubviewsHook = value > 30 ? nil : { view in
                        view.appearance.cornerRadius = view.frame.height / 2
                    }
                default: screen.label.text = String(repeating: "matn ", count: Int(value) / 6 + 1)
                }
            }
            let a = fast.engine.layoutIfNeeded()
            let b = slow.engine.layoutIfNeeded()
            Self.expectSameFrames(fast.frames, slow.frames, "step \(step) choice \(choice)")
            #expect(Self.summary(a) == Self.summary(b), "step \(step)")
            #expect(fast.badge.appearance.cornerRadius == slow.badge.appearance.cornerRadius)
            let again = fast.engine.layoutIfNeeded()
            let slowAgain = slow.engine.layoutIfNeeded()
            Self.expectSameFrames(fast.frames, slow.frames, "step \(step): unchanged re-layout")
            #expect(Self.summary(again) == Self.summary(slowAgain), "step \(step): unchanged re-layout")
        }
    }

    @Test func constantEditsMatchAFreshLayout() {
        // Constant edits do not depend on history (the rows' label widths come from the stacks, not from the
        // previous pass), so after each one the incremental engine must agree with a brand-new engine on a tree
        // built the same way with the same constants.
        var random = SeededGenerator(state: 11)
        let incremental = ListScreen(rows: 5)
        incremental.engine.layoutIfNeeded()
        for step in 0..<12 {
            let index = Int.random(in: 4...7, using: &random)
            let value = Double(Int.random(in: -40...40, using: &random))
            incremental.lessonConstraints[index].constant = value
            incremental.engine.layoutIfNeeded()
            let fresh = ListScreen(rows: 5)
            for (constraint, original) in zip(fresh.lessonConstraints, incremental.lessonConstraints) {
                constraint.constant = original.constant
            }
            fresh.engine.layoutIfNeeded()
            Self.expectSameFrames(Self.frames(incremental), Self.frames(fresh), "step \(step)")
        }
        // On this well-defined screen every edit took the constants-only path (a value drawn twice in a row
        // changes nothing and reuses the previous result instead).
        #expect(incremental.engine.constantsOnlyPassCount + incremental.engine.reusedResultCount == 12)
    }
}
