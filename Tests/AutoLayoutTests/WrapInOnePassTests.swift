import Testing
@testable import AutoLayout
import Diagnostics
import TextMetrics

/// The one-pass wrapping shortcut (`LayoutEngine+WrapInOnePass.swift`) must give exactly UIKit's two-pass result.
///
/// Each random screen is built twice from the same seed; one engine keeps its shortcuts
/// (`reusesUnchangedResults`, the default), the other takes the long route: a first pass with every multi-line
/// label on one line, then the feedback wraps them and further full passes run. Frames (1e-6), scroll content
/// sizes and diagnostics must agree after the first layout, after a random edit, and after an unchanged
/// re-layout.
struct WrapInOnePassTests {
    typealias Generator = IncrementalLayoutTests.SeededGenerator

    static let words = ["Salom", "dunyo", "cheklov", "stek", "ko'rinish", "ustuvorlik", "joylashuv", "darslik",
                        "o'zbek", "tilida", "misol", "sarlavha", "g'alaba", "yozuv", "matn", "the", "a", "of",
                        "constraint", "priority", "label", "wraps", "text", "hugging", "compression", "resistance",
                        "SnapKit", "UIStackView", "layout", "engine", "multi-line", "Auto", "Layout", "and"]

    /// A random screen. Everything is drawn from `random` in build order, so two screens built from one seed are
    /// identical (views, constraints and the lists below line up index by index).
    final class RandomScreen {
        let root = View()
        let engine: LayoutEngine
        /// Every view, root first, in build order.
        var views: [View] = []
        var labels: [View] = []
        var stacks: [View] = []
        var scrollViews: [View] = []
        /// Lesson constraints in build order.
        var constraints: [LayoutConstraint] = []
        /// A multi-line label arranged directly in a fillProportionally stack: the shortcut must stay off.
        var hasProportionalWrap = false
        /// Some constraint relates a width to a height (aspect ratio): the shortcut must stay off.
        var couplesAxes = false
        /// What the screen is made of, for failure messages.
        var features: [String] = []
        private var random: Generator

        init(seed: UInt64) {
            random = Generator(state: seed)
            root.className = "RootView"
            engine = LayoutEngine(root: root, device: .iPhone15)
            views.append(root)
            build()
        }

        // MARK: Random draws

        private func int(_ range: ClosedRange<Int>) -> Int { Int.random(in: range, using: &random) }
        private func chance(_ p: Double) -> Bool { Double.random(in: 0..<1, using: &random) < p }
        private func pick<T>(_ options: [T]) -> T { options[int(0...(options.count - 1))] }
        func text(words range: ClosedRange<Int>) -> String {
            (0..<int(range)).map { _ in pick(WrapInOnePassTests.words) }.joined(separator: " ")
        }

        @discardableResult
        private func constrain(_ first: LayoutItem, _ attribute: LayoutAttribute, _ relation: LayoutRelation = .equal,
                               _ second: LayoutItem? = nil, _ secondAttribute: LayoutAttribute? = nil,
                               multiplier: Double = 1, _ constant: Double = 0,
                               priority: Double = 1000) -> LayoutConstraint {
            let c = pin(first, attribute, relation, second, secondAttribute, multiplier: multiplier, constant,
                        priority: priority)
            constraints.append(c)
            return c
        }

        private func add(_ kind: ViewKind, to parent: View, arranged: Bool) -> View {
            let view = View(kind: kind)
            if arranged { parent.addArrangedSubview(view) } else {
                parent.addSubview(view)
                view.translatesAutoresizingMaskIntoConstraints = false
            }
            views.append(view)
            return view
        }

        // MARK: Building

        private func build() {
            // Where the content goes: the root (its edges, safe area or margins), a card whose margins hold the
            // content, or a scroll view whose content guide does.
            let safe = root.safeAreaLayoutGuide
            switch int(0...9) {
            case 0...3:
                let host: LayoutItem = pick([root, safe, safe, root.layoutMarginsGuide])
                features.append("root host \(host is View ? "view" : (host as! LayoutGuide).identifier)")
                placeContent(in: root, host: host, scrolls: false)
            case 4...5:
                let card = add(.view, to: root, arranged: false)
                card.layoutMargins = EdgeInsets(all: Double(int(0...20)))
                if chance(0.3) { card.preservesSuperviewLayoutMargins = true }
                constrain(card, .top, .equal, safe, .top, Double(int(0...30)))
                constrain(card, .leading, .equal, chance(0.5) ? root : safe, .leading, Double(int(0...24)))
                constrain(card, .trailing, .equal, safe, .trailing, -Double(int(0...24)))
                if chance(0.5) { constrain(card, .bottom, .lessThanOrEqual, safe, .bottom) }
                features.append("card")
                placeContent(in: card, host: chance(0.7) ? card.layoutMarginsGuide : card.safeAreaLayoutGuide,
                             scrolls: false)
            default:
                let scroll = add(.scrollView, to: root, arranged: false)
                scrollViews.append(scroll)
                let outer: LayoutItem = chance(0.7) ? safe : root
                for attribute in [LayoutAttribute.top, .bottom, .leading, .trailing] {
                    constrain(scroll, attribute, .equal, outer, attribute)
                }
                // Without the width pin the content's width comes from the content itself (or is ambiguous).
                if chance(0.85) {
                    constrain(scroll.contentLayoutGuide, .width, .equal, scroll.frameLayoutGuide, .width)
                }
                features.append("scroll")
                placeContent(in: scroll, host: scroll.contentLayoutGuide, scrolls: true)
            }
            // Occasional conflicts: a required width (or height) nothing else allows.
            if chance(0.08), views.count > 2 {
                let victim = views[int(1...(views.count - 1))]
                constrain(victim, .width, .equal, nil, nil, Double(int(400...600)))
                features.append("conflicting width on view \(views.firstIndex { $0 === victim } ?? -1)")
            }
            if chance(0.04), views.count > 2 {
                let victim = views[int(1...(views.count - 1))]
                constrain(victim, .height, .equal, nil, nil, Double(int(0...4)))
                features.append("tiny height on view \(views.firstIndex { $0 === victim } ?? -1)")
            }
            // Occasional hidden views (stacks collapse them; elsewhere they keep their place).
            for view in views.dropFirst() where chance(0.05) {
                view.isHidden = true
            }
        }

        /// Content inside `parent`, pinned to `host` (an edge-bearing item: the view or one of its guides).
        private func placeContent(in parent: View, host: LayoutItem, scrolls: Bool) {
            let inset = Double(int(0...20))
            if chance(0.45) {
                // One vertical column stack.
                let column = makeStack(in: parent, arranged: false, depth: 0, axis: .vertical)
                constrain(column, .top, .equal, host, .top, inset)
                constrain(column, .leading, .equal, host, .leading, inset)
                if chance(0.8) {
                    constrain(column, .trailing, chance(0.25) ? .lessThanOrEqual : .equal, host, .trailing, -inset)
                }
                if scrolls {
                    constrain(column, .bottom, .equal, host, .bottom, -inset)
                } else if chance(0.5) {
                    constrain(column, .bottom, .lessThanOrEqual, host, .bottom, -inset)
                }
                features.append("column")
            } else {
                // A hand-made chain of blocks, top to bottom.
                var previous: View?
                let count = int(1...5)
                for index in 0..<count {
                    let block = makeElement(in: parent, arranged: false, depth: 0)
                    constrain(block, .leading, .equal, host, .leading, inset)
                    switch int(0...9) {
                    case 0...4: constrain(block, .trailing, .equal, host, .trailing, -inset)
                    case 5...7: constrain(block, .trailing, .lessThanOrEqual, host, .trailing, -inset)
                    case 8: constrain(block, .trailing, .equal, host, .trailing, -inset,
                                      priority: pick([250.0, 500, 749, 751, 999]))
                    default: break      // Its own width.
                    }
                    if let previous {
                        constrain(block, .top, .equal, previous, .bottom, Double(int(0...16)))
                    } else {
                        constrain(block, .top, .equal, host, .top, inset)
                    }
                    if index == count - 1 {
                        if scrolls {
                            constrain(block, .bottom, .equal, host, .bottom, -inset)
                        } else if chance(0.4) {
                            constrain(block, .bottom, .lessThanOrEqual, host, .bottom, -inset)
                        }
                    }
                    previous = block
                }
                features.append("chain of \(count)")
            }
        }

        private func makeElement(in parent: View, arranged: Bool, depth: Int) -> View {
            switch int(0...11) {
            case 0...4: return makeLabel(in: parent, arranged: arranged, multiLine: true)
            case 5...6: return makeLabel(in: parent, arranged: arranged, multiLine: false)
            case 7...8: return makeBox(in: parent, arranged: arranged)
            default:
                if depth < 2 { return makeStack(in: parent, arranged: arranged, depth: depth + 1, axis: nil) }
                return makeLabel(in: parent, arranged: arranged, multiLine: true)
            }
        }

        private func makeLabel(in parent: View, arranged: Bool, multiLine: Bool) -> View {
            let label = add(.label, to: parent, arranged: arranged)
            labels.append(label)
            label.text = text(words: multiLine ? 1...25 : 1...4)
            label.numberOfLines = multiLine ? pick([0, 0, 2, 3]) : 1
            label.font = pick([Font.label, .preferred(.headline), .preferred(.body), .preferred(.subheadline),
                               .preferred(.footnote), .preferred(.title2),
                               .system(size: Double(int(11...26)), weight: pick(FontWeight.allCases))])
            if chance(0.3) { label.setContentHuggingPriority(pick([1.0, 249, 250, 251, 750, 999]), for: .horizontal) }
            if chance(0.3) { label.setContentHuggingPriority(pick([1.0, 249, 250, 251, 750, 999]), for: .vertical) }
            if chance(0.3) {
                label.setContentCompressionResistancePriority(pick([249.0, 500, 749, 750, 751, 999]), for: .horizontal)
            }
            if chance(0.2) {
                label.setContentCompressionResistancePriority(pick([249.0, 500, 749, 751, 999]), for: .vertical)
            }
            if chance(0.15) {
                constrain(label, .width, pick([.equal, .lessThanOrEqual, .greaterThanOrEqual]), nil, nil,
                          Double(int(40...320)), priority: pick([250.0, 500, 749, 751, 999, 1000]))
            }
            if multiLine && chance(0.05) { label.preferredMaxLayoutWidth = Double(int(80...300)) }
            if multiLine && chance(0.04) {
                // A label as tall as a share of its width: ties the axes together.
                constrain(label, .height, .greaterThanOrEqual, label, .width, multiplier: 0.25,
                          priority: pick([250.0, 999]))
                couplesAxes = true
                features.append("label aspect")
            }
            return label
        }

        private func makeBox(in parent: View, arranged: Bool) -> View {
            if chance(0.3) {
                let image = add(.imageView, to: parent, arranged: arranged)
                image.imageSize = Size(width: Double(int(16...64)), height: Double(int(16...64)))
                return image
            }
            let box = add(.view, to: parent, arranged: arranged)
            constrain(box, .width, .equal, nil, nil, Double(int(10...140)), priority: chance(0.8) ? 1000 : 750)
            if chance(0.12) {
                // Aspect ratio: height = width × k.
                constrain(box, .height, .equal, box, .width, multiplier: pick([0.5, 0.75, 1, 1.5]))
                couplesAxes = true
                features.append("box aspect")
            } else {
                constrain(box, .height, .equal, nil, nil, Double(int(8...90)), priority: chance(0.8) ? 1000 : 750)
            }
            return box
        }

        private func makeStack(in parent: View, arranged: Bool, depth: Int, axis: Axis?) -> View {
            let stack = add(.stackView, to: parent, arranged: arranged)
            stacks.append(stack)
            stack.axis = axis ?? (chance(0.5) ? .horizontal : .vertical)
            if chance(0.04) {
                stack.alignment = pick([.firstBaseline, .lastBaseline])
                features.append("baseline stack")
            } else {
                stack.alignment = pick([.fill, .fill, .leading, .center, .trailing])
            }
            if chance(0.08) {
                stack.distribution = .fillProportionally
                features.append("proportional stack")
            } else {
                stack.distribution = pick([.fill, .fill, .fill, .fillEqually, .equalSpacing, .equalCentering])
            }
            stack.spacing = Double(pick([0, 4, 8, 12, 16]))
            if chance(0.1) {
                stack.isLayoutMarginsRelativeArrangement = true
                stack.layoutMargins = EdgeInsets(all: Double(int(0...12)))
            }
            for _ in 0..<int(1...4) {
                let child = makeElement(in: stack, arranged: true, depth: depth)
                if stack.distribution == .fillProportionally && child.kind == .label && child.numberOfLines != 1
                    && child.preferredMaxLayoutWidth <= 0 {
                    hasProportionalWrap = true
                }
            }
            return stack
        }

        // MARK: Edits

        enum Edit: CustomStringConvertible {
            case text(label: Int, value: String)
            case constant(index: Int, value: Double)
            case hidden(view: Int, value: Bool)
            case spacing(stack: Int, value: Double)
            case numberOfLines(label: Int, value: Int)

            var description: String {
                switch self {
                case .text(let label, let value): return "label \(label).text = \"\(value)\""
                case .constant(let index, let value): return "constraint \(index).constant = \(value)"
                case .hidden(let view, let value): return "view \(view).isHidden = \(value)"
                case .spacing(let stack, let value): return "stack \(stack).spacing = \(value)"
                case .numberOfLines(let label, let value): return "label \(label).numberOfLines = \(value)"
                }
            }

            func apply(to screen: RandomScreen) {
                switch self {
                case .text(let label, let value): screen.labels[label].text = value
                case .constant(let index, let value): screen.constraints[index].constant = value
                case .hidden(let view, let value): screen.views[view].isHidden = value
                case .spacing(let stack, let value): screen.stacks[stack].spacing = value
                case .numberOfLines(let label, let value): screen.labels[label].numberOfLines = value
                }
            }
        }

        /// A random edit of this screen (drawn from `random`, not from the screen's own generator).
        func randomEdit(using random: inout Generator) -> Edit {
            let choice = Int.random(in: 0...9, using: &random)
            if choice <= 3, !labels.isEmpty {
                let count = Int.random(in: 1...25, using: &random)
                let value = (0..<count).map { _ in WrapInOnePassTests.words.randomElement(using: &random)! }
                return .text(label: Int.random(in: 0..<labels.count, using: &random),
                             value: value.joined(separator: " "))
            }
            if choice == 4, !labels.isEmpty {
                return .numberOfLines(label: Int.random(in: 0..<labels.count, using: &random),
                                      value: [0, 1, 2, 3].randomElement(using: &random)!)
            }
            if choice == 5, !stacks.isEmpty {
                return .spacing(stack: Int.random(in: 0..<stacks.count, using: &random),
                                value: Double(Int.random(in: 0...24, using: &random)))
            }
            if choice <= 7, !constraints.isEmpty {
                return .constant(index: Int.random(in: 0..<constraints.count, using: &random),
                                 value: Double(Int.random(in: -60...200, using: &random)))
            }
            return .hidden(view: Int.random(in: 1..<views.count, using: &random), value: Bool.random(using: &random))
        }

        // MARK: Reading results

        var frames: [Rect] { views.map(\.frame) }
        var contentSizes: [Size] { scrollViews.map(\.contentSize) }
        func screenFrames(_ result: LayoutPassResult) -> [Rect?] { views.map { result.screenFrame(of: $0) } }
    }

    /// Diagnostics (with their notes) without the debug numbers (`UILabel:0x4e8`), which differ between two trees
    /// built alike.
    static func summary(_ result: LayoutPassResult) -> [String] {
        result.diagnostics.map { diagnostic in
            let notes = diagnostic.notes.map { " | \($0.message)" }.joined()
            let text = "\(diagnostic.severity) \(diagnostic.code) \(diagnostic.message)\(notes)"
            return text.replacing(#/0x[0-9a-f]+/#, with: "0x_")
        }
    }

    /// The first difference between the two screens' results, or nil when they agree.
    static func difference(_ fast: RandomScreen, _ a: LayoutPassResult, _ slow: RandomScreen,
                           _ b: LayoutPassResult, tolerance: Double = 1e-6) -> String? {
        func close(_ x: Rect, _ y: Rect) -> Bool {
            abs(x.minX - y.minX) <= tolerance && abs(x.minY - y.minY) <= tolerance
                && abs(x.width - y.width) <= tolerance && abs(x.height - y.height) <= tolerance
        }
        for (index, (x, y)) in zip(fast.frames, slow.frames).enumerated() where !close(x, y) {
            return "view \(index) (\(fast.views[index].layoutDescription)): frame \(x) (one pass) != \(y) (two passes)"
        }
        for (index, (x, y)) in zip(fast.screenFrames(a), slow.screenFrames(b)).enumerated() {
            let same = switch (x, y) {
            case (nil, nil): true
            case let (x?, y?): close(x, y)
            default: false
            }
            if !same { return "view \(index): screen frame \(String(describing: x)) != \(String(describing: y))" }
        }
        for (index, (x, y)) in zip(fast.contentSizes, slow.contentSizes).enumerated()
        where abs(x.width - y.width) > tolerance || abs(x.height - y.height) > tolerance {
            return "scroll view \(index): contentSize \(x) != \(y)"
        }
        let (sa, sb) = (summary(a), summary(b))
        if sa != sb { return "diagnostics differ:\n  one pass:   \(sa)\n  two passes: \(sb)" }
        return nil
    }

    static func counters(_ s: RandomScreen, _ a: LayoutPassResult, _ b: LayoutPassResult) -> String {
        let e = s.engine
        return "[onePass \(e.wrappedInOnePassCount) wrapOnly \(e.wrapOnlyPassCount) constOnly \(e.constantsOnlyPassCount) reused \(e.reusedResultCount) codes \(codes(a)) / \(codes(b))]"
    }

    /// What one seed's comparison found.
    struct Run {
        /// The shortcut ran in the first layout / in the re-layout after the edit.
        var shortcutTaken = false
        var shortcutTakenAfterEdit = false
        /// Some constraint of the first layout reads a baseline: the shortcut must stay off.
        var readsBaselines = false
        var problems: [String] = []
        var fast: RandomScreen
        var slow: RandomScreen
    }

    /// Builds the screen of `seed` twice, lays both out (shortcuts on / off), applies one random edit to both and
    /// lays out again, then once more with nothing changed; compares after each step.
    static func compare(seed: UInt64) -> Run {
        let fast = RandomScreen(seed: seed)
        let slow = RandomScreen(seed: seed)
        slow.engine.reusesUnchangedResults = false
        var run = Run(fast: fast, slow: slow)
        let a = fast.engine.layoutIfNeeded()
        let b = slow.engine.layoutIfNeeded()
        run.shortcutTaken = fast.engine.wrappedInOnePassCount > 0
        run.readsBaselines = a.activeConstraints.contains { $0.firstAttribute.isBaseline || $0.secondAttribute.isBaseline }
        let countBeforeEdit = fast.engine.wrappedInOnePassCount
        if let problem = difference(fast, a, slow, b) { run.problems.append("first layout: \(problem) \(counters(fast, a, b))") }

        var editRandom = Generator(state: seed &* 31 &+ 7)
        let edit = fast.randomEdit(using: &editRandom)
        edit.apply(to: fast)
        edit.apply(to: slow)
        let a2 = fast.engine.layoutIfNeeded()
        let b2 = slow.engine.layoutIfNeeded()
        run.shortcutTakenAfterEdit = fast.engine.wrappedInOnePassCount > countBeforeEdit
        if let problem = difference(fast, a2, slow, b2) { run.problems.append("after \(edit): \(problem) \(counters(fast, a2, b2))") }

        let a3 = fast.engine.layoutIfNeeded()
        let b3 = slow.engine.layoutIfNeeded()
        if let problem = difference(fast, a3, slow, b3) {
            run.problems.append("unchanged re-layout after \(edit): \(problem) \(counters(fast, a3, b3))")
        }
        return run
    }

    /// Seeds whose one-pass and two-pass results disagree today, with why. Each is wrapped in `withKnownIssue`, which
    /// fails as soon as the seed agrees again, so a fix shows up here.
    static let knownDiscrepancies: [UInt64: String] = [
        // The four-pass limit is reached (layout-unsettled on both sides); the one pass saves a pass, so the two
        // routes stop at different iterates.
        302_605_677_666: "layout-unsettled (pass limit) with conflicts: routes stop at different iterates",
        499_033_924_572: "layout-unsettled (pass limit) with ambiguity: routes stop at different iterates",
    ]

    static let seeds = (1...200).map { UInt64($0) &* 0x9E37_79B9 }

    @Test func randomScreensLayOutTheSameInOnePassAsInTwo() {
        var fired = 0, firedAfterEdit = 0, eligible = 0, blocked = 0
        var knownSeen = 0
        for seed in Self.seeds {
            let run = Self.compare(seed: seed)
            let fast = run.fast
            #expect(run.slow.engine.wrappedInOnePassCount == 0, "seed \(seed): the long route took the shortcut")
            if run.shortcutTaken { fired += 1 }
            if run.shortcutTakenAfterEdit { firedAfterEdit += 1 }
            if fast.hasProportionalWrap || fast.couplesAxes || run.readsBaselines {
                blocked += 1
                // A proportional stack around a wrapping label, a row tying width to height, or a baseline: the
                // shortcut must not run (checked on the first layout, before the edit).
                #expect(!run.shortcutTaken,
                        "seed \(seed): shortcut taken on a screen that must not take it \(fast.features)")
            } else if fast.labels.contains(where: { $0.numberOfLines != 1 && $0.preferredMaxLayoutWidth <= 0 }) {
                eligible += 1
            }
            let report = run.problems.map { "seed \(seed) \(fast.features): \($0)" }
            if let why = Self.knownDiscrepancies[seed] {
                knownSeen += 1
                withKnownIssue(Comment(rawValue: "seed \(seed): \(why)")) {
                    for problem in report { Issue.record(Comment(rawValue: problem)) }
                }
            } else if !report.isEmpty {
                for problem in report { Issue.record(Comment(rawValue: problem)) }
                Issue.record(Comment(rawValue: "seed \(seed) screen:\n" + Self.dump(fast)))
            }
        }
        #expect(knownSeen == Self.knownDiscrepancies.count)
        // The comparison means something only if the shortcut ran on a good share of the screens.
        #expect(fired >= Self.seeds.count / 2, "the shortcut fired on \(fired) of \(Self.seeds.count) screens")
        #expect(firedAfterEdit > 0)
        print("WrapInOnePassTests: \(Self.seeds.count) screens; shortcut fired in the first layout of \(fired) "
              + "(\(eligible) had a wrapping label and no blocker, \(blocked) a blocker) and in the re-layout after "
              + "the edit of \(firedAfterEdit); \(Self.knownDiscrepancies.count) known discrepancies")
    }

    @Test func constantEditAfterAStackOfThreeWrappingLabels() {
        // The reduction of seed 254825833824, which found that the shortcut must not run while some wrapping label
        // keeps an earlier wrap width. A horizontal fill stack of three labels (one single-line, one with three
        // lines and horizontal compression resistance 500, one with two lines), its trailing edge at most 15 pt
        // inside the root. Both routes agree on the first layout (350 wide). Then the trailing constant goes to
        // +107 (the stack may now run past the screen): the engine without shortcuts, like a brand-new engine,
        // gives three 159-wide labels (477). The re-layout drops only some labels' wrap widths (those as narrow
        // as their text), so the others would be re-wrapped from the merged frames instead of the first pass's,
        // and the widths compete: the one pass once settled on 146-wide labels (438) with an extra truncated-text.
        // Now the shortcut declines such a pass and both routes agree.
        func build(_ s: Screen) -> (views: [View], trailing: LayoutConstraint) {
            let stack = s.add(.stackView)
            var views = [stack]
            for (text, lines, resistance) in [("engine engine", 1, 750.0),
                                              ("engine stek of Salom multi-line stek compression ustuvorlik "
                                               + "ustuvorlik Salom priority text", 3, 500),
                                              ("ko'rinish label matn stek yozuv SnapKit", 2, 750)] {
                let label = View(kind: .label)
                label.text = text
                label.numberOfLines = lines
                label.font = .preferred(lines == 1 ? .body : .headline)
                label.setContentCompressionResistancePriority(resistance, for: .horizontal)
                stack.addArrangedSubview(label)
                views.append(label)
            }
            pin(stack, .leading, .equal, s.root, .leading, 15)
            let trailing = pin(stack, .trailing, .lessThanOrEqual, s.root, .trailing, -15)
            pin(stack, .top, .equal, s.root, .top, 40)
            return (views, trailing)
        }
        let fast = Screen(), slow = Screen()
        slow.engine.reusesUnchangedResults = false
        let (fastViews, fastTrailing) = build(fast), (slowViews, slowTrailing) = build(slow)
        let a = fast.layout(), b = slow.layout()
        #expect(fast.engine.wrappedInOnePassCount == 1)
        IncrementalLayoutTests.expectSameFrames(fastViews.map(\.frame), slowViews.map(\.frame), "first layout")
        #expect(Self.summary(a) == Self.summary(b))
        fastTrailing.constant = 107
        slowTrailing.constant = 107
        let a2 = fast.layout(), b2 = slow.layout()
        #expect(abs(slowViews[0].frame.width - 477) < 1e-6)
        IncrementalLayoutTests.expectSameFrames(fastViews.map(\.frame), slowViews.map(\.frame), "after the constant edit")
        #expect(Self.summary(a2) == Self.summary(b2))
    }

    /// The screen as text (views with their settings and frames, then the lesson constraints), for a failure.
    static func dump(_ screen: RandomScreen) -> String {
        func name(_ view: View?) -> String {
            view.flatMap { v in screen.views.firstIndex { $0 === v } }.map { "v\($0)" } ?? "nil"
        }
        var out = ""
        for (index, view) in screen.views.enumerated() {
            var line = "v\(index) \(view.kind) in \(name(view.superview))"
            if let parent = view.superview, parent.arrangedSubviews.contains(where: { $0 === view }) {
                line += " arranged"
            }
            if view.isHidden { line += " hidden" }
            if view.kind == .label {
                line += " lines \(view.numberOfLines) font \(view.font) preferredMax \(view.preferredMaxLayoutWidth)"
                    + " text \"\(view.text ?? "")\""
            }
            if view.kind == .stackView {
                line += " \(view.axis) \(view.alignment) \(view.distribution) spacing \(view.spacing)"
                    + " marginsRelative \(view.isLayoutMarginsRelativeArrangement)"
            }
            if let size = view.imageSize { line += " image \(size)" }
            line += " hug \(view.contentHuggingPriority(for: .horizontal))/\(view.contentHuggingPriority(for: .vertical))"
                + " resist \(view.contentCompressionResistancePriority(for: .horizontal))"
                + "/\(view.contentCompressionResistancePriority(for: .vertical)) frame \(view.frame)"
            out += line + "\n"
        }
        for (index, constraint) in screen.constraints.enumerated() { out += "c\(index) \(constraint)\n" }
        return out
    }
}
