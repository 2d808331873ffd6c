import Diagnostics
import Testing
@testable import SwiftUILayout

/// Bad numbers, contradictory frames, deep nesting, malformed trees: diagnostics at the node's line, never a crash.
struct BadInputTests {
    @Test func negativeAndNonFiniteFrameDimensions() {
        // SwiftUI logs "Invalid frame dimension (negative or non-finite)." (runtime console message) and the
        // dimension is dropped here, as if not given: frame(width: -10, height: .nan) adopts the child's 30×40.
        for bad in [-10.0, .nan, .infinity] {
            var s = Screen()
            let child = s.fixed(30, 40)
            _ = s.add(.frame(width: bad, height: 20, alignment: .center), [child])
            let result = s.layout()
            let diagnostic = result.diagnostics.first { $0.code == "invalid-frame" }
            #expect(diagnostic?.message == "Invalid frame dimension (negative or non-finite).")
            #expect(diagnostic?.location?.line == 3, "the frame node is the third added")
            #expect(diagnostic?.severity == .warning)
            #expect(result.view(at: "root")?.frame.size == ViewSize(width: 30, height: 20))
        }
    }

    @Test func infiniteMaxWidthIsValidButInfiniteMinIsNot() {
        var s = Screen()
        _ = s.add(.flexibleFrame(FlexibleFrame(minWidth: .infinity, maxWidth: .infinity)), [s.color()])
        let result = s.layout()
        #expect(codes(result) == ["invalid-frame"])
        #expect(result.diagnostics[0].notes.first?.message.contains("minWidth") == true)
    }

    @Test func contradictoryFrameConstraints() {
        // frame(minWidth: 100, maxWidth: 50): SwiftUI logs "Contradictory frame constraints specified." (its
        // runtime-issues log, as the reverse-engineered _FlexFrameLayout of DanceUI and OpenSwiftUI show). With a
        // proposal and both bounds the frame is the proposal clamped min-last: max(min(393, 50), 100) = 100; the
        // colour is proposed the proposal raised to the min then lowered to the max, min(max(393, 100), 50) = 50,
        // and is centred in the frame: x = (100 − 50)/2 = 25.
        var s = Screen()
        _ = s.add(.flexibleFrame(FlexibleFrame(minWidth: 100, maxWidth: 50)), [s.color()])
        let result = s.layout()
        let diagnostic = result.diagnostics.first
        #expect(diagnostic?.code == "contradictory-frame")
        #expect(diagnostic?.message == "Contradictory frame constraints specified.")
        #expect(diagnostic?.location?.line == 2)
        #expect(result.view(at: "root")?.frame.width == 100)
        expectFrame(result, "root.0", 25, 0, 50, 759)
    }

    @Test func nonFinitePaddingAndSpacing() {
        // SwiftUI documents no message for these; the engine warns at the node and lays out with 0 padding and the
        // default spacing. Negative padding and spacing are valid SwiftUI (they overlap) and give no diagnostic.
        var s = Screen()
        let padded = s.modify(s.fixed(10, 10), .padding(.all, .nan))
        let negative = s.modify(s.fixed(10, 10), .padding(.all, -5))
        let root = s.vStack([padded, negative], spacing: .infinity)
        let result = s.layout(root: root)
        #expect(codes(result) == ["invalid-padding", "invalid-spacing"])
        #expect(result.diagnostics[0].location?.line == 3)
        #expect(result.diagnostics[1].location?.line == 7)
        // NaN padding → 0: 10×10. Negative padding −5: 10 − 10 = 0×0, the child at (−5, −5). Gap: default 8.
        expectFrame(result, "root.0", 0, 0, 10, 10)
        expectFrame(result, "root.1", 5, 18, 0, 0)
        expectFrame(result, "root.1.0", -5, -5, 10, 10)
    }

    @Test func tenThousandLevelsGiveAnErrorNotACrash() {
        var s = Screen()
        var node = s.color()
        for _ in 0..<10_000 { node = s.modify(node, .padding(.all, 1)) }
        let result = s.layout()
        #expect(codes(result) == ["nesting-too-deep"])
        #expect(result.diagnostics[0].severity == .error)
        #expect(result.diagnostics[0].location?.line == 1, "the deepest node, the colour")
        #expect(result.views.isEmpty)
    }

    @Test func nestingJustUnderTheLimitLaysOut() {
        // 255 levels below the root (the limit is 256): laid out. Each padding(1) takes 2 off the width it
        // proposes, down to 0 from the 197th level in; on the way out each adds 2 back, so the outermost box is
        // 2 × 255 = 510 wide, overflowing the 393 safe area, centred: x = (393 − 510)/2 = −58.5. The height never
        // reaches 0 (759 − 510 = 249 left for the colour), so it is the 759 proposed.
        var s = Screen()
        var node = s.color()
        for _ in 0..<(SwiftUIDefaults.maximumDepth - 1) { node = s.modify(node, .padding(.all, 1)) }
        let result = s.layout()
        #expect(result.diagnostics.isEmpty)
        #expect(result.views.count == SwiftUIDefaults.maximumDepth)
        expectFrame(result, "root", -58.5, 59, 510, 759)
    }

    @Test func deepestStacksWithBaselinesStayWithinTheStack() {
        // The costliest recursion per level: HStacks aligned on text baselines, each asking its child for sizes
        // and baselines, 255 levels deep (just under the limit) on a test thread: laid out without running out of
        // stack. (Each stack is arranged once per proposal per pass, so this takes linear time.)
        var s = Screen()
        var node = s.text("deep")
        for _ in 0..<(SwiftUIDefaults.maximumDepth - 1) {
            node = s.hStack([node, s.text("x")], alignment: .firstTextBaseline, spacing: 0)
        }
        let result = s.layout()
        #expect(result.diagnostics.isEmpty)
        #expect(result.views.count == 2 * SwiftUIDefaults.maximumDepth - 1)
    }

    @Test func alternatingStacksNestDeeply() {
        // VStack in HStack in VStack … 255 levels, each with a text beside: every level's size questions multiply
        // the proposals its descendants see, and the layout must still finish.
        var s = Screen()
        var node = s.text("deep")
        for level in 0..<(SwiftUIDefaults.maximumDepth - 1) {
            node = level % 2 == 0 ? s.hStack([node, s.text("x")]) : s.vStack([node, s.text("y")])
        }
        let result = s.layout()
        #expect(result.diagnostics.isEmpty)
        #expect(result.views.count == 2 * SwiftUIDefaults.maximumDepth - 1)
    }

    @Test func malformedTreesAreRejectedWhenBuilt() {
        var tree = ViewTree()
        let color = try! tree.add(.color("red"))
        #expect(throws: ViewTreeError.wrongChildCount(kind: "padding", expected: "1", got: 0)) {
            try tree.add(.padding(.all, nil))
        }
        _ = try! tree.add(.padding(.all, nil), [color])
        #expect(throws: ViewTreeError.childAlreadyHasParent(color)) { try tree.add(.hidden, [color]) }
        #expect(throws: ViewTreeError.unknownChild(NodeID(index: 99))) { try tree.add(.group, [NodeID(index: 99)]) }
    }

    @Test func emptyTreeLaysOutNothing() {
        let result = SwiftUILayoutEngine(tree: ViewTree()).layout(in: .iPhone15)
        #expect(result.views.isEmpty && result.diagnostics.isEmpty)
    }

    @Test func rootOutsideTheTreeIsAnError() {
        var s = Screen()
        _ = s.color()
        let result = s.layout(root: NodeID(index: 5))
        #expect(codes(result) == ["unknown-root"])
        #expect(result.views.isEmpty)
    }

    @Test func nonFiniteStyleNumbersAreReplaced() {
        // The page cannot draw NaN: a NaN font size becomes 17, a NaN shadow radius 0, each with a warning at
        // its node's line.
        var s = Screen()
        let text = s.modify(s.text("A"), .font(.system(size: .nan)))
        _ = s.modify(text, .shadow(ShadowStyle(radius: .nan)))
        let result = s.layout()
        #expect(codes(result) == ["invalid-font-size", "invalid-shadow"])
        #expect(result.diagnostics.map { $0.location?.line } == [2, 3])
        #expect(result.view(at: "root")?.style.fontSize == 17)
        #expect(result.view(at: "root")?.style.shadowRadius == 0)
    }
}
