import LayoutFrames
@testable import LayoutScript
import Testing

/// UIButton keeps its title, image, title colour and attributed title per `UIControl.State`; `isSelected`,
/// `isEnabled` and `isHighlighted` choose which are shown, and the intrinsic size follows what is shown. UIKit's
/// fallback: "If a title is not specified for a state, the default behavior is to use the title associated with
/// the normal state" (UIButton.setTitle(_:for:); the same for images, colours and attributed titles), and a
/// combined state such as `[.selected, .highlighted]` is a state of its own that falls back to normal.
struct ButtonStateTests {
    private func run(_ markdown: String) throws -> BlockFrames {
        let lesson = LessonScriptInput(file: "buttons.md", slug: "buttons", blocks: MarkdownFences.scan(markdown))
        return try #require(LayoutBlockRunner.run(lesson: lesson).blocks.first)
    }

    private func block(_ code: String, actions: String? = nil) throws -> BlockFrames {
        let attribute = actions.map { " actions='\($0)'" } ?? ""
        return try run("""
            ```swift preview id=t\(attribute)
            \(code)
            ```
            """)
    }

    private func view(_ block: BlockFrames, _ path: String, state: Int = 0) -> ViewFrame? {
        block.states[state].views.first { $0.path == path }
    }

    @Test func theSelectedStatePicksItsTitleImageAndColour() throws {
        let b = try block("""
            let follow = UIButton(type: .system)
            follow.setTitle("Follow", for: .normal)
            follow.setTitle("Following", for: .selected)
            follow.setImage(UIImage(systemName: "plus"), for: .normal)
            follow.setImage(UIImage(systemName: "checkmark"), for: .selected)
            follow.setTitleColor(.systemGreen, for: .selected)
            view.addSubview(follow)
            """, actions: "follow.isSelected = true; follow.isSelected = false")
        // Initially normal: the normal title and image, no title colour of its own (a system button's title is
        // drawn in its tint), and no isSelected in the frames (false is the default).
        let normal = try #require(view(b, "follow"))
        #expect(normal.text == "Follow")
        #expect(normal.style?.imageName == "symbol:plus")
        #expect(normal.style?.textColor == nil)
        #expect(normal.style?.isSelected == nil)
        let selected = try #require(view(b, "follow", state: 1))
        #expect(selected.text == "Following")
        #expect(selected.style?.imageName == "symbol:checkmark")
        #expect(selected.style?.textColor == "system:systemGreen")
        #expect(selected.style?.isSelected == true)
        // Deselecting shows the normal content again.
        #expect(view(b, "follow", state: 2)?.text == "Follow")
        #expect(view(b, "follow", state: 2)?.style?.imageName == "symbol:plus")
    }

    @Test func statesWithoutTheirOwnValueFallBackToNormal() throws {
        let b = try block("""
            let only = UIButton(type: .system)
            only.setTitle("Save", for: .normal)
            only.setImage(UIImage(systemName: "star"), for: .normal)
            only.setImage(UIImage(systemName: "star.fill"), for: .selected)
            only.isSelected = true
            only.isHighlighted = true
            let both = UIButton(type: .system)
            both.setTitle("Save", for: .normal)
            both.setTitle("Saving", for: [.selected, .highlighted])
            both.isSelected = true
            both.isHighlighted = true
            let off = UIButton(type: .system)
            off.setTitle("Send", for: .normal)
            off.setTitle("Wait", for: .disabled)
            off.isEnabled = false
            [only, both, off].forEach { view.addSubview($0) }
            """)
        // Selected and highlighted with nothing set for [.selected, .highlighted]: the normal title and the normal
        // image, not the selected one (the combination falls back to normal, not to its parts).
        #expect(view(b, "only")?.text == "Save")
        #expect(view(b, "only")?.style?.imageName == "symbol:star")
        // The combination's own title when it has one.
        #expect(view(b, "both")?.text == "Saving")
        // A disabled button shows its disabled title and is recorded as not enabled.
        #expect(view(b, "off")?.text == "Wait")
        #expect(view(b, "off")?.style?.isEnabled == false)
    }

    @Test func anActionsTitleIsTheNormalTitle() throws {
        let b = try block("""
            let save = UIButton(type: .system, primaryAction: UIAction(title: "Save") { _ in })
            save.setTitle("Saving", for: .highlighted)
            view.addSubview(save)
            """, actions: "save.isHighlighted = true")
        // UIButton(type:primaryAction:) "sets the title and image to the action's title and image": the normal
        // title, which a title for another state does not replace.
        #expect(view(b, "save")?.text == "Save")
        #expect(view(b, "save", state: 1)?.text == "Saving")
    }

    @Test func theIntrinsicSizeFollowsTheCurrentTitle() throws {
        let r = try sizes("""
            let toggle = UIButton(type: .system)
            toggle.setTitle("On", for: .normal)
            toggle.setTitle("Switched off for now", for: .selected)
            toggle.isSelected = true
            let reference = UIButton(type: .system)
            reference.setTitle("Switched off for now", for: .normal)
            """, ["toggle", "reference"])
        #expect(r.diagnostics.isEmpty, "\(r.diagnostics.map(\.message))")
        // Selected, the button is sized by the selected title: as wide as a button whose title that is.
        #expect(r.sizes["toggle"] == r.sizes["reference"])
    }

    @Test func perStateValuesReadBack() throws {
        let b = try block("""
            let button = UIButton(type: .system)
            button.setTitle("A", for: .normal)
            button.setTitle("B", for: .highlighted)
            let label = UILabel()
            label.text = [button.title(for: .normal) ?? "-", button.title(for: .highlighted) ?? "-",
                          button.title(for: .selected) ?? "-", button.currentTitle ?? "-"].joined(separator: ",")
            view.addSubview(button)
            view.addSubview(label)
            """)
        // title(for:) falls back to the normal title; currentTitle is the title of the current (normal) state.
        #expect(view(b, "label")?.text == "A,B,A,A")
    }

    @Test func attributedTitlesArePerStateToo() throws {
        let b = try block("""
            let button = UIButton(type: .system)
            button.setAttributedTitle(NSAttributedString(string: "Like"), for: .normal)
            button.setAttributedTitle(NSAttributedString(string: "Liked"), for: .selected)
            view.addSubview(button)
            """, actions: "button.isSelected = true")
        #expect(view(b, "button")?.text == "Like")
        #expect(view(b, "button", state: 1)?.text == "Liked")
    }

    @Test func aDisabledButtonIsNotTappable() throws {
        let b = try block("""
            let send = UIButton(type: .system)
            send.setTitle("Send", for: .normal)
            send.addAction(UIAction { _ in send.setTitle("Sent", for: .normal) }, for: .touchUpInside)
            send.isEnabled = false
            let retry = UIButton(type: .system)
            retry.setTitle("Retry", for: .normal)
            retry.addAction(UIAction { _ in send.isEnabled = true }, for: .touchUpInside)
            view.addSubview(send)
            view.addSubview(retry)
            """)
        // "If the enabled state is false, the control ignores touch events" (UIControl.isEnabled): no tap on the
        // disabled button; once another tap enables it, it can be tapped.
        #expect(view(b, "send")?.tapAction == nil)
        let enabledName = try #require(view(b, "retry")?.tapAction)
        let enabled = try #require(b.states.first { $0.name == enabledName })
        let send = try #require(enabled.views.first { $0.path == "send" })
        #expect(send.style?.isEnabled == nil)
        #expect(send.tapAction != nil)
    }

    @Test func aButtonThatChangesSelectionAsPrimaryActionTogglesOnTap() throws {
        let b = try block("""
            let bookmark = UIButton(type: .system)
            bookmark.setImage(UIImage(systemName: "bookmark"), for: .normal)
            bookmark.setImage(UIImage(systemName: "bookmark.fill"), for: .selected)
            bookmark.changesSelectionAsPrimaryAction = true
            view.addSubview(bookmark)
            """)
        // "A Boolean value that determines whether the button's selection state toggles when tapped" (Apple,
        // UIButton.changesSelectionAsPrimaryAction): tapping selects it, tapping again deselects it.
        let initial = try #require(view(b, "bookmark"))
        #expect(initial.style?.imageName == "symbol:bookmark")
        let tapped = try #require(b.states.first { $0.name == initial.tapAction })
        let selected = try #require(tapped.views.first { $0.path == "bookmark" })
        #expect(selected.style?.imageName == "symbol:bookmark.fill")
        #expect(selected.style?.isSelected == true)
        #expect(selected.tapAction == b.states[0].name)
    }

    /// The RatingView of issue 19: five star buttons with `star` for `.normal` and `star.fill` for `.selected`; a
    /// tap sets the rating, which selects the stars up to it. Each tap is a new state (isSelected changes what is
    /// drawn), so the stars can be clicked one by one, with the default tap exploration budget.
    @Test func aRatingViewIsClickedStarByStar() throws {
        let b = try run("""
            ```swift preview id=rating host=width
            final class RatingView: UIView {
                private var buttons: [UIButton] = []
                private let stack = UIStackView()
                var rating = 0 { didSet { updateButtons() } }

                override init(frame: CGRect) {
                    super.init(frame: frame)
                    stack.spacing = 8
                    addSubview(stack)
                    stack.snp.makeConstraints { make in make.edges.equalToSuperview() }
                    for index in 0..<5 {
                        let button = UIButton(type: .system)
                        button.setImage(UIImage(systemName: "star"), for: .normal)
                        button.setImage(UIImage(systemName: "star.fill"), for: .selected)
                        button.tag = index
                        button.addTarget(self, action: #selector(starTapped(_:)), for: .touchUpInside)
                        buttons.append(button)
                        stack.addArrangedSubview(button)
                    }
                }

                required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

                @objc private func starTapped(_ sender: UIButton) { rating = sender.tag + 1 }

                private func updateButtons() {
                    for (index, button) in buttons.enumerated() { button.isSelected = index < rating }
                }
            }
            ```
            """)
        #expect(!b.diagnostics.contains { $0.severity == "error" }, "\(b.diagnostics.map(\.message))")
        let stars = (0..<5).map { "stack.subviews[\($0)]" }
        func images(_ state: StateFrames) -> [String?] {
            stars.map { path in state.views.first { $0.path == path }?.style?.imageName }
        }
        func selected(_ state: StateFrames) -> [Bool] {
            stars.map { path in state.views.first { $0.path == path }?.style?.isSelected == true }
        }
        // Initially no star is selected: every star draws the normal image, `star`.
        var state = b.states[0]
        #expect(images(state) == Array(repeating: "symbol:star", count: 5))
        #expect(selected(state) == Array(repeating: false, count: 5))
        // Tapping star n (from the state the previous tap reached) selects stars 1…n: a new state each time.
        var seen: Set<String> = [state.name]
        for n in 1...5 {
            let tapped = try #require(state.views.first { $0.path == stars[n - 1] }?.tapAction, "star \(n) has no tap")
            state = try #require(b.states.first { $0.name == tapped })
            #expect(seen.insert(state.name).inserted, "tapping star \(n) returned to an earlier state")
            #expect(images(state) == (0..<5).map { $0 < n ? "symbol:star.fill" : "symbol:star" })
            #expect(selected(state) == (0..<5).map { $0 < n })
        }
    }

    /// A configuration button whose `configurationUpdateHandler` picks the image from `isSelected`: UIKit runs the
    /// handler whenever the button's state changes, so a tap that toggles `isSelected` changes the image.
    @Test func aConfigurationUpdateHandlerFollowsTheSelection() throws {
        let b = try block("""
            let like = UIButton(configuration: .plain())
            like.configurationUpdateHandler = { button in
                var config = button.configuration
                config?.image = UIImage(systemName: button.isSelected ? "heart.fill" : "heart")
                button.configuration = config
            }
            like.addAction(UIAction { _ in like.isSelected.toggle() }, for: .touchUpInside)
            view.addSubview(like)
            """)
        #expect(!b.diagnostics.contains { $0.severity == "error" }, "\(b.diagnostics.map(\.message))")
        let initial = try #require(view(b, "like"))
        #expect(initial.style?.imageName == "symbol:heart")
        let tapped = try #require(initial.tapAction)
        let next = try #require(b.states.first { $0.name == tapped })
        let liked = try #require(next.views.first { $0.path == "like" })
        #expect(liked.style?.imageName == "symbol:heart.fill")
        #expect(liked.style?.isSelected == true)
        // Tapping again deselects: back to the initial state.
        #expect(liked.tapAction == b.states[0].name)
    }
}
