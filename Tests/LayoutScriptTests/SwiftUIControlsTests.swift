import LayoutFrames
@testable import LayoutScript
@testable import SwiftSubset
@testable import SwiftUIWorld
@testable import UIKitWorld
import Testing

// Button styles' pressed looks and triggers, List, and the controls the reference has no facts for. The iPhone 15
// is 393×852 with a safe area of 59 / 34, so the root is proposed 393 × 759 (reference §1).

private func swiftUIBlock(_ code: String, info: String = "") throws -> BlockFrames {
    try runBlock("```swift preview id=s\(info.isEmpty ? "" : " " + info)\nimport SwiftUI\n\n\(code)\n```\n")
}

private func view(_ block: BlockFrames, _ path: String, state: Int = 0) throws -> ViewFrame {
    try #require(block.states[state].views.first { $0.path == path }, "no view \(path) in state \(state)")
}

/// A PrimitiveButtonStyle fires the action itself ([DOC] PrimitiveButtonStyleConfiguration.trigger()): the
/// `onTapGesture` on its padding box (the root) runs the Button's action, so tapping the root counts up.
@Test func primitiveButtonStyleTriggerRunsTheAction() throws {
    let block = try swiftUIBlock("""
        struct TapStyle: PrimitiveButtonStyle {
            func makeBody(configuration: Configuration) -> some View {
                configuration.label
                    .padding(10)
                    .onTapGesture { configuration.trigger() }
            }
        }

        struct Counter: View {
            @State private var count = 0
            var body: some View {
                Button("Bosildi \\(count)") { count += 1 }
                    .buttonStyle(TapStyle())
            }
        }
        """)
    #expect(block.diagnostics.isEmpty)
    #expect(try view(block, "root").type == "padding")
    #expect(try view(block, "root.0").text == "Bosildi 0")
    let tapped = try #require(block.states.firstIndex { $0.name == "tap(root)" })
    #expect(try view(block, "root.0", state: tapped).text == "Bosildi 1")
    #expect(try view(block, "root").tapAction == "tap(root)")
}

/// A PrimitiveButtonStyle that never calls `trigger()` makes a button that does nothing: no tap states.
@Test func primitiveButtonStyleWithoutTriggerHasNoTaps() throws {
    let block = try swiftUIBlock("""
        struct Inert: PrimitiveButtonStyle {
            func makeBody(configuration: Configuration) -> some View {
                configuration.label.padding(10)
            }
        }
        #Preview {
            Button("Hech narsa") { }
                .buttonStyle(Inert())
        }
        """)
    #expect(block.diagnostics.isEmpty)
    #expect(block.states.count == 1)
}

/// `configuration.isPressed` ([DOC] ButtonStyleConfiguration) gives the pressed look as its own state,
/// named after the button's title, `pressed("Bos")`: the background is red there and blue at rest; the layout is
/// the same.
@Test func buttonStyleIsPressedIsAState() throws {
    let block = try swiftUIBlock("""
        struct PressStyle: ButtonStyle {
            func makeBody(configuration: Configuration) -> some View {
                configuration.label
                    .padding(10)
                    .background(configuration.isPressed ? Color.red : Color.blue)
            }
        }
        #Preview {
            Button("Bos") { }
                .buttonStyle(PressStyle())
        }
        """)
    #expect(block.diagnostics.isEmpty)
    let pressed = try #require(block.states.firstIndex { $0.name == "pressed(\"Bos\")" })
    #expect(try view(block, "root.1").style?.backgroundColor == "system:systemBlue")
    #expect(try view(block, "root.1", state: pressed).style?.backgroundColor == "system:systemRed")
    #expect(try view(block, "root", state: pressed).frame == view(block, "root").frame)
}

/// List (a modelled approximation, docs/swiftui-blocks.md): a vertical ScrollView that takes its proposal,
/// 393 × 759 at (0, 59); rows in a VStack without spacing, each `frame(maxWidth: .infinity, minHeight: 44,
/// alignment: .leading)` around `padding(.horizontal, 16)`. The ScrollView proposes nil height, so a row is
/// max(44, text 20.667) = 44 high at y 0, 44; 393 wide (only a max: max(393, child)); the padding box sits at
/// the leading edge, centred vertically: y = (44 − 20.667) / 2 = 11.667, and the Text at x 16 inside it.
@Test func listIsAStackOfInsetRows() throws {
    let block = try swiftUIBlock("""
        #Preview {
            List {
                Text("Bir")
                Text("Ikki")
            }
        }
        """)
    #expect(block.diagnostics.isEmpty)
    let list = try view(block, "root")
    #expect(list.type == "ScrollView" && list.frame == [0, 59, 393, 759])
    let first = try view(block, "root.0.0"), second = try view(block, "root.0.1")
    #expect(first.frame == [0, 0, 393, 44] && second.frame == [0, 44, 393, 44])
    let padding = try view(block, "root.0.0.0")
    #expect(padding.frame[0] == 0 && abs(padding.frame[1] - 11.667) < 0.001)
    let text = try view(block, "root.0.0.0.0")
    #expect(text.text == "Bir" && text.frame[0] == 16 && text.frame[1] == 0)
}

/// Controls the reference has no facts for are `unsupported-api` warnings at their lines, naming them; the rest is
/// drawn.
@Test func unmodelledControlsAreNamedWarnings() throws {
    let block = try swiftUIBlock("""
        #Preview {
            VStack {
                Toggle("Yoqish", isOn: .constant(true))
                TextField("Ism", text: .constant(""))
                ProgressView()
                Text("Oxiri")
            }
        }
        """)
    let warnings = block.diagnostics.filter { $0.code == "unsupported-api" }
    #expect(warnings.map(\.line) == [6, 7, 8])
    #expect(warnings[0].message.contains("'Toggle'") && warnings[1].message.contains("'TextField'")
            && warnings[2].message.contains("'ProgressView'"))
    #expect(block.states.first?.views.contains { $0.text == "Oxiri" } == true)
}
