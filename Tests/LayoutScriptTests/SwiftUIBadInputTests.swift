import LayoutFrames
@testable import LayoutScript
@testable import SwiftSubset
@testable import SwiftUIWorld
@testable import UIKitWorld
import Testing

// Bad SwiftUI input: each case is a located error or a limit diagnostic, never a crash or a hang. Line numbers:
// line 1 is the fence, 2 `import SwiftUI`, 3 blank, so the code starts at line 4.

private func swiftUIBlock(_ code: String, info: String = "") throws -> BlockFrames {
    try runBlock("```swift preview id=s\(info.isEmpty ? "" : " " + info)\nimport SwiftUI\n\n\(code)\n```\n")
}

/// A builder closure that gives a number is Swift's compile error at that expression; no states are drawn.
@Test func builderClosureReturningANonViewIsALocatedError() throws {
    let block = try swiftUIBlock("""
        #Preview {
            VStack {
                Text("a")
                42
            }
        }
        """)
    let d = try #require(block.diagnostics.first)
    #expect(d.severity == "error" && d.code == "type-mismatch" && d.line == 7)
    #expect(d.message.contains("'Int'") && d.message.contains("'View'"))
    #expect(block.states.isEmpty)
}

/// Two views that contain each other stop at the nesting limit at the line that makes the next level; a computed
/// property that reads itself stops the same way (it never reaches SwiftUI's stack overflow).
@Test func recursionBetweenViewsAndPropertiesIsALimitError() throws {
    let mutual = try swiftUIBlock("""
        struct Ping: View {
            var body: some View { Pong() }
        }
        struct Pong: View {
            var body: some View { Ping() }
        }
        #Preview { Ping() }
        """)
    let d = try #require(mutual.diagnostics.first)
    #expect(d.code == "step-limit" && d.severity == "error")
    #expect(d.line == 5 || d.line == 8)
    #expect(mutual.states.isEmpty)

    let property = try swiftUIBlock("""
        struct Echo: View {
            var content: some View { content.padding() }
            var body: some View { content }
        }
        """)
    let p = try #require(property.diagnostics.first)
    #expect(p.code == "step-limit" && p.line == 5 && p.message.contains("'content'"))
}

/// With an explicit `return`, `body` compiles and changing `@State` in it is SwiftUI's runtime warning at the
/// assignment; the view draws with the state as it was (count 0, so the text reads "0"). Without `return` the
/// body is a view builder and the assignment is Swift's compile error.
@Test func stateMutatedDuringBodyIsAWarningOrACompileError() throws {
    let returned = try swiftUIBlock("""
        struct Counter: View {
            @State private var count = 0
            var body: some View {
                count += 1
                return Text("\\(count)")
            }
        }
        """)
    let w = try #require(returned.diagnostics.first)
    #expect(w.severity == "warning" && w.code == "state-modified-during-update" && w.line == 7)
    #expect(w.message == "Modifying state during view update, this will cause undefined behavior.")
    #expect(returned.states.first?.views.contains { $0.text == "0" } == true)

    let builder = try swiftUIBlock("""
        struct Counter: View {
            @State private var count = 0
            var body: some View {
                count += 1
                Text("\\(count)")
            }
        }
        """)
    let e = try #require(builder.diagnostics.first)
    #expect(e.severity == "error" && e.code == "type-mismatch" && e.line == 7)
}

/// `expect=state-modified-during-update` covers that warning, as `expect=` does for UIKit's runtime problems.
@Test func expectCoversSwiftUIRuntimeWarnings() throws {
    let block = try swiftUIBlock("""
        #Preview {
            Color.red.frame(minWidth: 200, maxWidth: 100)
        }
        """, info: "expect=contradictory-frame")
    #expect(block.diagnostics.count == 1)
    #expect(block.diagnostics.first?.code == "contradictory-frame" && block.diagnostics.first?.expected == true)
    let unmet = try swiftUIBlock("#Preview { Color.red }", info: "expect=invalid-frame")
    #expect(unmet.diagnostics.map(\.code) == ["expect-unmet"])
}

/// ForEach over 100,000 items is a limit error at the ForEach; a range of a billion values is one at the range,
/// before anything is allocated, and a backwards range is Swift's trap.
@Test func hugeForEachAndRangesAreLimitDiagnostics() throws {
    let huge = try swiftUIBlock("""
        #Preview {
            VStack {
                ForEach(0..<100_000, id: \\.self) { i in Text("\\(i)") }
            }
        }
        """)
    let forEach = try #require(huge.diagnostics.first)
    #expect(forEach.code == "step-limit" && forEach.line == 6 && forEach.message.contains("100000"))
    let billion = try swiftUIBlock("""
        #Preview {
            VStack {
                ForEach(0..<1_000_000_000, id: \\.self) { i in Text("\\(i)") }
            }
        }
        """)
    let range = try #require(billion.diagnostics.first)
    #expect(range.code == "step-limit" && range.line == 6)
    let backwards = try swiftUIBlock("""
        #Preview {
            VStack {
                ForEach(5..<1, id: \\.self) { i in Text("\\(i)") }
            }
        }
        """)
    #expect(backwards.diagnostics.first?.code == "runtime")
    #expect(backwards.diagnostics.first?.message == "Fatal error: Range requires lowerBound <= upperBound")
}

/// A computed property of another type than View gives its value (a String here), not views.
@Test func computedNonViewPropertyGivesItsValue() throws {
    let block = try swiftUIBlock("""
        struct Title: View {
            var isOn = true
            var label: String { isOn ? "Yoqilgan" : "Oʻchirilgan" }
            var body: some View { Text(label) }
        }
        """)
    #expect(block.diagnostics.isEmpty)
    #expect(block.states.first?.views.contains { $0.text == "Yoqilgan" } == true)
}
