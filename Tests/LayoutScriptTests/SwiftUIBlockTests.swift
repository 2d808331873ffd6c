import LayoutFrames
@testable import LayoutScript
import Testing

// SwiftUI preview blocks: expected frames derived by hand from SwiftUI's layout rules
// (../shared/reference/swiftui-layout.md, cited by section). The default device is the iPhone 15: 393×852 with a
// safe area of 59 (top) and 34 (bottom), so the root view is proposed 393×759 and centred in the safe area
// (§1, [WWDC] W19): a root of height h sits at y = 59 + (759 − h) / 2 and a root of width w at x = (393 − w) / 2.

private func swiftUIBlock(_ code: String, info: String = "") throws -> BlockFrames {
    try runBlock("```swift preview id=s\(info.isEmpty ? "" : " " + info)\nimport SwiftUI\n\n\(code)\n```\n")
}

private func view(_ block: BlockFrames, _ path: String, state: Int = 0) throws -> ViewFrame {
    try #require(block.states[state].views.first { $0.path == path }, "no view \(path)")
}

private func rounded(_ values: [Double]) -> [Double] { values.map { ($0 * 1000).rounded() / 1000 } }

/// The info card of the design-system lesson: a leading VStack of two texts with 5 pt spacing, padded by 12,
/// with a background and corner radius, in a frame that takes the whole width and aligns it leading.
/// - `frame(maxWidth: .infinity, alignment: .leading)` takes the whole proposed width, 393 (§4: only a max, so
///   min(max, max(proposal, child)) = 393), and is as tall as its child; the card sits at its leading edge (x 0).
/// - `background` is the size of the view it modifies, the padding box (§4); `cornerRadius` folds into that box.
/// - `padding(12)`: the box is the VStack's size + 24 each way; the VStack sits at (12, 12) inside it.
/// - The VStack places its texts at x 0 (leading) and the second at y = first text's height + 5 (spacing 5).
@Test func infoCardVStackWithPaddingBackgroundAndLeadingFrame() throws {
    let block = try swiftUIBlock("""
        struct InfoCard: View {
            var body: some View {
                VStack(alignment: .leading, spacing: 5) {
                    Text("Ma'lumot").font(.headline)
                    Text("Qisqa izoh matni").font(.subheadline)
                }
                .padding(12)
                .background(Color(.systemGray6))
                .cornerRadius(8)
                .frame(maxWidth: .infinity, alignment: .leading)
            }
        }

        #Preview {
            InfoCard()
        }
        """)
    #expect(block.diagnostics.isEmpty)
    #expect(block.host == "swiftui")
    let frame = try view(block, "root"), background = try view(block, "root.0"), color = try view(block, "root.0.1")
    let padding = try view(block, "root.0.0"), stack = try view(block, "root.0.0.0")
    let title = try view(block, "root.0.0.0.0"), detail = try view(block, "root.0.0.0.1")
    #expect(frame.type == "frame" && background.type == "background" && padding.type == "padding")
    #expect(stack.type == "VStack" && title.type == "Text" && detail.type == "Text")
    #expect(title.text == "Ma'lumot" && detail.text == "Qisqa izoh matni")
    // The frame: the whole width, as tall as the card, centred vertically in the safe area.
    #expect(frame.frame[0] == 0 && frame.frame[2] == 393)
    #expect(abs(frame.frame[1] - (59 + (759 - frame.frame[3]) / 2)) < 0.001)
    // Leading alignment: the card at x 0, as wide as its content plus 2 × 12.
    #expect(background.frame[0] == 0 && background.frame[1] == 0)
    #expect(rounded(padding.frame) == rounded([0, 0, background.frame[2], background.frame[3]]))
    #expect(rounded(color.frame) == rounded([0, 0, background.frame[2], background.frame[3]]))
    #expect(rounded([stack.frame[0], stack.frame[1]]) == [12, 12])
    #expect(abs(padding.frame[2] - (stack.frame[2] + 24)) < 0.001)
    #expect(abs(padding.frame[3] - (stack.frame[3] + 24)) < 0.001)
    #expect(abs(frame.frame[3] - padding.frame[3]) < 0.001)
    // The stack: texts at the leading edge, 5 pt apart; the stack as wide as its wider text.
    #expect(title.frame[0] == 0 && title.frame[1] == 0 && detail.frame[0] == 0)
    #expect(abs(detail.frame[1] - (title.frame[3] + 5)) < 0.001)
    #expect(abs(stack.frame[3] - (title.frame[3] + 5 + detail.frame[3])) < 0.001)
    #expect(stack.frame[2] == max(title.frame[2], detail.frame[2]))
    // Styles: `.headline` is 17 pt semibold, `.subheadline` 15 pt regular (§5 table); the fill and the radius.
    #expect(title.style?.fontSize == 17 && title.style?.fontWeight == 600)
    #expect(detail.style?.fontSize == 15 && detail.style?.fontWeight == 400)
    #expect(color.style?.backgroundColor == "system:systemGray6")
    #expect(background.style?.cornerRadius == 8 && background.style?.clipsToBounds == true)
}

/// `Color.red.frame(width: 100, height: 50)`: a fixed frame reports exactly 100×50 and proposes it to the colour,
/// which takes its proposal (§4, §2 Color). Centred: x = (393 − 100) / 2 = 146.5, y = 59 + (759 − 50) / 2 = 413.5.
@Test func fixedFrameColorIsCentredInTheSafeArea() throws {
    let block = try swiftUIBlock("""
        struct Swatch: View {
            var body: some View {
                Color.red.frame(width: 100, height: 50)
            }
        }
        """)
    #expect(block.class == "Swatch")
    #expect(try view(block, "root").frame == [146.5, 413.5, 100, 50])
    #expect(try view(block, "root.0").frame == [0, 0, 100, 50])
    // SwiftUI's `Color.red` is the adaptive system red ([DOC] Color.red: "a context-dependent red color").
    #expect(try view(block, "root.0").style?.backgroundColor == "system:systemRed")
}

/// `HStack(spacing: 0) { 50-wide frame; Spacer(); 50-wide frame }.padding(16)`:
/// - padding proposes 393 − 32 = 361 wide to the stack (§4 padding);
/// - the frames are inflexible (50 whatever the proposal) and sized first; the Spacer takes the rest,
///   361 − 100 = 261 (§2 steps 2–3), so the blue square starts at 50 + 261 = 311;
/// - the stack is 361×50, the padding box 393×82 at y = 59 + (759 − 82) / 2 = 397.5.
@Test func hStackSpacerTakesTheRemainingWidth() throws {
    let block = try swiftUIBlock("""
        struct Row: View {
            var body: some View {
                HStack(spacing: 0) {
                    Color.red.frame(width: 50, height: 50)
                    Spacer()
                    Color.blue.frame(width: 50, height: 50)
                }
                .padding(16)
            }
        }
        """)
    #expect(try view(block, "root").frame == [0, 397.5, 393, 82])
    #expect(try view(block, "root.0").frame == [16, 16, 361, 50])
    #expect(try view(block, "root.0.0").frame == [0, 0, 50, 50])
    #expect(try view(block, "root.0.1").type == "Spacer")
    #expect(try view(block, "root.0.1").frame[2] == 261)
    #expect(try view(block, "root.0.2").frame == [311, 0, 50, 50])
    #expect(try view(block, "root.0.2.0").style?.backgroundColor == "system:systemBlue")
}

/// `ForEach(0..<3)` in a `VStack(spacing: 4)` of 10×10 frames: the children are the ForEach's (§2: ForEach is
/// spliced into the stack), at y 0, 14, 28; the stack is 3 × 10 + 2 × 4 = 38 tall.
@Test func forEachOverARangeMakesOneViewPerItem() throws {
    let block = try swiftUIBlock("""
        struct Dots: View {
            var body: some View {
                VStack(spacing: 4) {
                    ForEach(0..<3) { i in
                        Color.gray.frame(width: 10, height: 10)
                    }
                }
            }
        }
        """)
    #expect(try view(block, "root").frame[3] == 38)
    #expect(try view(block, "root.0.0").frame == [0, 0, 10, 10])
    #expect(try view(block, "root.0.1").frame == [0, 14, 10, 10])
    #expect(try view(block, "root.0.2").frame == [0, 28, 10, 10])
}

/// A Button that toggles an `@State` flag shown by `if`: the initial state has only the button; tapping it
/// reaches a state where the 20×20 square is added above it, and tapping again comes back to the first state.
/// `actions='isOn = true'` reaches the same drawing as the tap.
@Test func stateFlagTogglesThroughActionsAndButtonTaps() throws {
    let block = try swiftUIBlock("""
        struct Toggler: View {
            @State private var isOn = false
            var body: some View {
                VStack(spacing: 0) {
                    if isOn {
                        Color.green.frame(width: 20, height: 20)
                    }
                    Button {
                        isOn.toggle()
                    } label: {
                        Color.blue.frame(width: 40, height: 30)
                    }
                }
            }
        }
        """, info: "actions='isOn = true'")
    #expect(block.diagnostics.isEmpty)
    #expect(block.states.map(\.name) == ["initial", "isOn = true"])
    // Initial: the empty `if` takes no space, the button's 40×30 label is the whole stack.
    #expect(block.states[0].views.first { $0.path == "root.0.0" } == nil)
    #expect(try view(block, "root.1").frame == [0, 0, 40, 30])
    #expect(try view(block, "root.1").tapAction == "isOn = true")
    // On: the square (20×20, centred: x = (40 − 20) / 2 = 10) above the button, which moves down 20.
    #expect(try view(block, "root.0.0", state: 1).frame == [10, 0, 20, 20])
    #expect(try view(block, "root.1", state: 1).frame == [0, 20, 40, 30])
    #expect(try view(block, "root.1", state: 1).tapAction == "initial")
}

/// A PreviewProvider's `previews` is an entry point, and a view's stored properties take its arguments.
@Test func previewProviderBuildsTheViewWithArguments() throws {
    let block = try swiftUIBlock("""
        struct Badge: View {
            let size: CGFloat
            var body: some View {
                Circle().fill(Color.orange).frame(width: size, height: size)
            }
        }

        struct Badge_Previews: PreviewProvider {
            static var previews: some View {
                Badge(size: 24)
            }
        }
        """)
    #expect(block.class == "Badge_Previews")
    #expect(try view(block, "root").frame == [184.5, 426.5, 24, 24])
    // A circle is drawn as a box with half its side as corner radius.
    #expect(try view(block, "root.0").style?.cornerRadius == 12)
    #expect(try view(block, "root.0").style?.backgroundColor == "system:systemOrange")
}

/// A block that declares views but has no entry point says so at the view's line, naming what was tried.
@Test func blockWithoutEntryPointGetsALocatedDiagnostic() throws {
    let block = try swiftUIBlock("""
        struct Card: View {
            let title: String
            var body: some View {
                Text(title)
            }
        }
        """)
    #expect(block.states.isEmpty)
    let d = try #require(block.diagnostics.first)
    #expect(d.severity == "error" && d.code == "no-entry-point")
    // Line 1 is the fence, 2 `import SwiftUI`, 3 blank, 4 `struct Card`.
    #expect(d.line == 4)
    #expect(d.message.contains("#Preview") && d.message.contains("PreviewProvider"))
    #expect(d.message.contains("'Card' needs 'title'"))
}

/// An API the preview does not model is a warning at its line naming it; the rest is still drawn.
@Test func unmodelledAPIsAreWarningsAtTheirLine() throws {
    let block = try swiftUIBlock("""
        #Preview("Ro'yxat") {
            VStack {
                Toggle("a", isOn: .constant(true))
                Text("b").blur(radius: 2)
            }
        }
        """)
    let warnings = block.diagnostics.filter { $0.code == "unsupported-api" }
    // Line 1 is the fence, 2 `import SwiftUI`, 3 blank, 4 `#Preview`, 5 `VStack`, 6 `Toggle`, 7 the blurred Text.
    #expect(warnings.map(\.line) == [6, 7])
    #expect(warnings[0].message.contains("'Toggle'") && warnings[1].message.contains("'blur'"))
    #expect(block.states.first?.views.contains { $0.text == "b" } == true)
}

/// A generic container holding `let content: () -> Content`, a colour from `extension Color` and a custom
/// modifier from `extension View`. Sizes grow outwards by the paddings (§4 padding): the 40×20 frame, then
/// 40 + 24 = 64 × 20 + 24 = 44 (padding 12), then 84×64 (padding 10); the background is that size (§4). Centred:
/// x = (393 − 84) / 2 = 154.5, y = 59 + (759 − 64) / 2 = 406.5.
@Test func genericContainerAndExtensionsBuildTheirViews() throws {
    let block = try swiftUIBlock("""
        extension Color {
            static let brand = Color(red: 1, green: 0, blue: 0)
        }

        extension View {
            func card() -> some View {
                self.padding(10).background(Color.brand)
            }
        }

        struct EXBase<Content: View>: View {
            let content: () -> Content
            var body: some View {
                content().padding(12)
            }
        }

        #Preview {
            EXBase {
                Color.blue.frame(width: 40, height: 20)
            }
            .card()
        }
        """)
    #expect(block.diagnostics.isEmpty)
    #expect(try view(block, "root").frame == [154.5, 406.5, 84, 64])
    #expect(try view(block, "root.0").frame == [0, 0, 84, 64])
    #expect(try view(block, "root.0.0").frame == [10, 10, 64, 44])
    #expect(try view(block, "root.0.0.0").frame == [12, 12, 40, 20])
    #expect(try view(block, "root.1").frame == [0, 0, 84, 64])
    #expect(try view(block, "root.1").style?.backgroundColor == "rgb(255, 0, 0)")
}

/// A view that contains itself, and a ForEach over 100,000 items, stop with a located limit error, not a crash.
@Test func recursionAndHugeForEachAreLimitErrors() throws {
    let recursive = try swiftUIBlock("""
        struct Loop: View {
            var body: some View {
                Loop()
            }
        }
        """)
    let loop = try #require(recursive.diagnostics.first)
    #expect(loop.code == "step-limit" && loop.message.contains("'Loop'"))
    #expect(recursive.states.isEmpty)
    let huge = try swiftUIBlock("""
        #Preview {
            VStack {
                ForEach(0..<100000) { i in Text("\\(i)") }
            }
        }
        """)
    let forEach = try #require(huge.diagnostics.first)
    #expect(forEach.code == "step-limit" && forEach.line == 6)
}

/// A UIKit call on a SwiftUI view is Swift's "has no member" error at the call, not a silent blank.
@Test func uiKitCallOnASwiftUIViewHasNoMember() throws {
    let block = try swiftUIBlock("""
        #Preview {
            Text("Salom").addSubview(Text("x"))
        }
        """)
    let d = try #require(block.diagnostics.first)
    #expect(d.severity == "error" && d.line == 5)
    #expect(d.message == "value of type 'some View' has no member 'addSubview'")
}

/// A `ButtonStyle` draws `makeBody(configuration:)` around the button's label: the 60×20 label, padded by 10
/// (80×40, label at 10, 10), with the background the padding box's size (§4). The folded `foregroundColor` and
/// `cornerRadius` share that box, which is the root: x = (393 − 80) / 2 = 156.5, y = 59 + (759 − 40) / 2 = 418.5.
/// The empty action leads back to the same drawing, so the tap's target is the initial state.
@Test func buttonStyleMakeBodyWrapsTheLabel() throws {
    let block = try swiftUIBlock("""
        struct PrimaryStyle: ButtonStyle {
            func makeBody(configuration: Configuration) -> some View {
                configuration.label
                    .padding(10)
                    .background(Color.blue)
                    .foregroundColor(.white)
                    .cornerRadius(8)
            }
        }

        #Preview {
            Button {
            } label: {
                Color.red.frame(width: 60, height: 20)
            }
            .buttonStyle(PrimaryStyle())
        }
        """)
    #expect(block.diagnostics.isEmpty)
    #expect(try view(block, "root").frame == [156.5, 418.5, 80, 40])
    #expect(try view(block, "root").type == "background")
    #expect(try view(block, "root").style?.cornerRadius == 8)
    #expect(try view(block, "root.0").frame == [0, 0, 80, 40])
    #expect(try view(block, "root.0.0").frame == [10, 10, 60, 20])
    #expect(try view(block, "root.1").style?.backgroundColor == "system:systemBlue")
    #expect(try view(block, "root").tapAction == "initial")
}

/// A view with an `init`: default arguments make it constructible without arguments (so it is the entry point),
/// `self.x = …` sets stored properties, `_count = State(initialValue:)` the `@State` value, and a
/// `@ViewBuilder` parameter's closure is called by the init. Each tap of "+1" reaches a new count, so the states
/// are named `tap(path)`, `tap(path) 2`, … (unique names) until the 16-state limit.
@Test func initSetsPropertiesAndStateAndTapsMakeUniqueStates() throws {
    let block = try swiftUIBlock("""
        struct Box<Content: View>: View {
            let content: Content
            init(@ViewBuilder content: () -> Content) {
                self.content = content()
            }
            var body: some View {
                content.padding(12)
            }
        }

        struct Counter: View {
            @State private var count: Int
            let title: String
            init(title: String = "Hisob", start: Int = 2) {
                self.title = title
                _count = State(initialValue: start)
            }
            var body: some View {
                Box {
                    VStack {
                        Text("\\(title): \\(count)")
                        Button("+1") { count += 1 }
                    }
                }
            }
        }
        """)
    #expect(block.diagnostics.isEmpty)
    #expect(block.class == "Counter")
    #expect(block.states.first?.views.first { $0.type == "Text" }?.text == "Hisob: 2")
    #expect(block.states.count == 16)
    #expect(Set(block.states.map(\.name)).count == 16)
    #expect(block.states[1].views.first { $0.type == "Text" }?.text == "Hisob: 3")
    #expect(block.states[2].name.hasSuffix(" 2"))
}

/// `switch` in a builder: the matching case's views (a `where` clause can reject a case). With `kind = .warning`
/// and `level = 3`, `case .warning where level > 5` is skipped and `case .warning` draws the 30×30 orange square,
/// alone in the root (the switch's Group, laid out as a VStack of that one view), centred on screen:
/// x = (393 − 30) / 2 = 181.5, y = 59 + (759 − 30) / 2 = 423.5, at 0, 0 in the Group.
@Test func switchInABuilderTakesTheMatchingCase() throws {
    let block = try swiftUIBlock("""
        enum Kind { case info, warning }

        struct Badge: View {
            var kind: Kind = .warning
            var level = 3
            var body: some View {
                switch kind {
                case .info:
                    Color.blue.frame(width: 10, height: 10)
                case .warning where level > 5:
                    Color.red.frame(width: 20, height: 20)
                case .warning:
                    Color.orange.frame(width: 30, height: 30)
                }
            }
        }
        """)
    #expect(block.diagnostics.isEmpty)
    #expect(try view(block, "root.0").screen == [181.5, 423.5, 30, 30])
    #expect(try view(block, "root.0").frame == [0, 0, 30, 30])
    #expect(try view(block, "root.0.0").style?.backgroundColor == "system:systemOrange")
}

/// `@Environment(\.colorScheme)` reads the preview's light appearance, so the view needs no arguments and the
/// ternary picks "Kun"; `AnyView` draws its view unchanged.
@Test func environmentColorSchemeIsLightAndAnyViewIsTransparent() throws {
    let block = try swiftUIBlock("""
        struct Themed: View {
            @Environment(\\.colorScheme) var colorScheme
            var body: some View {
                AnyView(Text(colorScheme == .dark ? "Tun" : "Kun"))
            }
        }
        """)
    #expect(block.diagnostics.isEmpty)
    #expect(try view(block, "root").type == "Text")
    #expect(try view(block, "root").text == "Kun")
}

/// A `ViewModifier` applied with `.modifier(_:)`: its `body(content:)` pads the 50×50 colour by 8 (66×66) and puts
/// a background of that size behind it (§4). Centred: x = (393 − 66) / 2 = 163.5, y = 59 + (759 − 66) / 2 = 405.5.
@Test func viewModifierBodyWrapsTheContent() throws {
    let block = try swiftUIBlock("""
        struct CardModifier: ViewModifier {
            func body(content: Content) -> some View {
                content
                    .padding(8)
                    .background(Color.white)
            }
        }

        #Preview {
            Color.blue.frame(width: 50, height: 50).modifier(CardModifier())
        }
        """)
    #expect(block.diagnostics.isEmpty)
    #expect(try view(block, "root").frame == [163.5, 405.5, 66, 66])
    #expect(try view(block, "root.0").frame == [0, 0, 66, 66])
    #expect(try view(block, "root.0.0").frame == [8, 8, 50, 50])
    #expect(try view(block, "root.1").style?.backgroundColor == "#ffffff")
}

/// `@Binding`: the child's button toggles the parent's `@State` through `$isOn`, so the tap reaches the state
/// where the parent draws the 20×20 square above the 40×30 button (VStack spacing 0: the button moves down 20).
@Test func bindingLetsAChildChangeItsParentsState() throws {
    let block = try swiftUIBlock("""
        struct Switcher: View {
            @Binding var isOn: Bool
            var body: some View {
                Button { isOn.toggle() } label: { Color.blue.frame(width: 40, height: 30) }
            }
        }

        struct Screen: View {
            @State private var isOn = false
            var body: some View {
                VStack(spacing: 0) {
                    if isOn { Color.green.frame(width: 20, height: 20) }
                    Switcher(isOn: $isOn)
                }
            }
        }
        """)
    #expect(block.diagnostics.isEmpty)
    #expect(block.states.map(\.name) == ["initial", "tap(root.1)"])
    #expect(try view(block, "root.1", state: 1).frame == [0, 20, 40, 30])
    #expect(try view(block, "root.1", state: 1).tapAction == "initial")
}

/// The design-system lesson's info card, as written: a base container, a `ButtonStyle` with a loading flag, a
/// Button whose action calls an optional closure (no state change), and a `@State` flag set by `actions=` that
/// shows the card's button. With the button (state 2):
/// - the outer VStack (spacing 5) puts the `padding(.top, 5)` box 5 below the 44-high text column … at y 49;
/// - the styled button sits 5 down inside it and is the full inner width 337 (= 361 − 2 × 12, the card's
///   padding) because of `frame(maxWidth: .infinity)` (§4), and 14 + label + 14 high (`padding(.vertical, 14)`);
/// - the card grows by exactly that box's height plus the 5 pt spacing.
@Test func designSystemInfoCardShowsItsButtonThroughState() throws {
    let block = try runBlock("""
        ```swift
        import SwiftUI

        extension Color {
            static let exPrimary = Color(red: 0.11, green: 0.42, blue: 0.96)
            static let exBackground = Color(uiColor: .secondarySystemBackground)
        }

        struct EXBase<Content: View>: View {
            let content: () -> Content
            var body: some View {
                content()
                    .padding(12)
                    .background(Color.exBackground)
                    .cornerRadius(8)
            }
        }

        struct EXPrimaryButtonStyle: ButtonStyle {
            var isLoading: Bool = false
            func makeBody(configuration: Configuration) -> some View {
                HStack(spacing: 8) {
                    if isLoading {
                        ProgressView()
                    }
                    configuration.label
                }
                .font(.system(size: 16, weight: .semibold))
                .foregroundColor(.white)
                .frame(maxWidth: .infinity)
                .padding(.vertical, 14)
                .background(configuration.isPressed ? Color.exPrimary.opacity(0.8) : Color.exPrimary)
                .cornerRadius(12)
            }
        }

        struct EXInfoCard: View {
            let title: String
            let subtitle: String
            var buttonTitle: String?
            var action: (() -> Void)?

            var body: some View {
                EXBase {
                    VStack(alignment: .leading, spacing: 5) {
                        VStack(alignment: .leading, spacing: 5) {
                            Text(title)
                                .font(.headline)
                                .fontWeight(.bold)
                            Text(subtitle)
                                .font(.subheadline)
                                .foregroundColor(.secondary)
                        }
                        .frame(maxWidth: .infinity, alignment: .leading)

                        if let buttonTitle = buttonTitle {
                            Button(action: { action?() }) {
                                HStack {
                                    Text(buttonTitle)
                                    Image(systemName: "arrow.right")
                                }
                            }
                            .buttonStyle(EXPrimaryButtonStyle())
                            .padding(.top, 5)
                        }
                    }
                }
            }
        }
        ```

        ```swift preview id=card actions='showsButton = true'
        struct CardDemo: View {
            @State private var showsButton = false
            var body: some View {
                VStack(spacing: 16) {
                    EXInfoCard(title: "Ma'lumot", subtitle: "Karta tugmasi bilan yoki tugmasiz",
                               buttonTitle: showsButton ? "Davom etish" : nil)
                    Button(showsButton ? "Tugmani yashirish" : "Tugmani ko'rsatish") {
                        showsButton.toggle()
                    }
                }
                .padding()
            }
        }
        ```
        """)
    #expect(block.diagnostics.isEmpty)
    #expect(block.states.map(\.name) == ["initial", "showsButton = true"])
    let before = try view(block, "root.0.0", state: 0)
    let column = try view(block, "root.0.0.0.0.0", state: 1)
    let topPadding = try view(block, "root.0.0.0.0.1.0", state: 1)
    let styled = try view(block, "root.0.0.0.0.1.0.0", state: 1)
    let vertical = try view(block, "root.0.0.0.0.1.0.0.0", state: 1)
    let label = try view(block, "root.0.0.0.0.1.0.0.0.0", state: 1)
    #expect(topPadding.type == "padding" && styled.type == "background")
    #expect(topPadding.frame[1] == column.frame[3] + 5)
    #expect(styled.frame[1] == 5 && styled.frame[2] == 337)
    #expect(abs(vertical.frame[3] - (label.frame[3] + 28)) < 0.001)
    #expect(styled.style?.cornerRadius == 12)
    let after = try view(block, "root.0.0", state: 1)
    #expect(abs(after.frame[3] - (before.frame[3] + 5 + topPadding.frame[3])) < 0.001)
}

/// A block of UIKit classes with Xcode's `#Preview` stays a UIKit block: the SwiftUI world takes only blocks that
/// declare View types, or a `#Preview` without classes.
@Test func previewMacroBesideUIKitClassesStaysUIKit() throws {
    let block = try swiftUIBlock("""
        final class Banner: UIView {
            override init(frame: CGRect) {
                super.init(frame: frame)
                backgroundColor = .systemBlue
            }
            required init?(coder: NSCoder) { fatalError() }
        }

        #Preview {
            Banner()
        }
        """)
    #expect(block.host != "swiftui")
    #expect(block.class == "Banner")
}
