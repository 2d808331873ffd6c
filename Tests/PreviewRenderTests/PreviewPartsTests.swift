import Foundation
import LayoutFrames
@testable import PreviewRender
import Testing

struct WidthSweepTests {
    @Test func everyStoredWidthIsReproducedAndLinearRunsMerge() throws {
        let base = FixtureBlock.base
        let tree = ViewTree(states: base.states)
        let sweep = try #require(WidthSweepData(widths: FixtureBlock.widths, base: base, tree: tree))
        #expect(sweep.min == 320 && sweep.max == 440)
        for width in [320, 333, 393, 440] {
            let expected = FixtureBlock.block(width: Double(width), height: 852, safeArea: [59, 0, 34, 0],
                                              keyboardHeight: 336)
            for view in expected.states[1].views {
                let element = try #require(tree.index(of: view.path))
                let tracks = try #require(sweep.states[1][element])
                for k in 0..<4 {
                    let value = PiecewiseLinearTrack.value(of: tracks[k], at: Double(width))
                    #expect(abs(value - ElementGeometry.position(of: view, isRoot: element == 0)[k]) < 1e-3)
                }
            }
        }
        // The box's x is (w − 100) / 2 across the whole range: one linear run, two breakpoints.
        let box = try #require(tree.index(of: "box"))
        #expect(sweep.states[0][box]?[0] == .breakpoints([320, 110, 440, 170]))
        #expect(sweep.states[0][box]?[1] == .constant(137))
    }

    @Test func aKinkKeepsItsBreakpoint() {
        let widths = Array(0...4)
        let track = PiecewiseLinearTrack.encode(widths: widths, values: [0, 1, 2, 2, 2])
        #expect(track == .breakpoints([0, 0, 2, 2, 4, 2]))
    }
}

struct TimingAndColorTests {
    @Test func springEasingStartsAtZeroEndsAtOneAndOvershootsWhenUnderdamped() throws {
        let easing = TransitionTiming.springEasing(duration: 0.5, damping: 0.5, velocity: 0)
        #expect(easing.hasPrefix("linear(0,"))
        #expect(easing.hasSuffix(",1)"))
        let values = easing.dropFirst("linear(".count).dropLast().split(separator: ",").compactMap { Double($0) }
        #expect(values.contains { $0 > 1.01 })
        let critical = TransitionTiming.springEasing(duration: 0.5, damping: 1, velocity: 0)
        let criticalValues = critical.dropFirst("linear(".count).dropLast().split(separator: ",").compactMap { Double($0) }
        #expect(criticalValues.allSatisfy { $0 <= 1 })
        #expect(TransitionTiming.easing(Transition(duration: 0.3)) == "cubic-bezier(0.42,0,0.58,1)")
    }

    @Test func systemColorsBecomeVariablesAndUnsafeValuesAreDropped() {
        #expect(CSSColor.css("system:systemBlue") == "var(--cg-blue)")
        #expect(CSSColor.css("system:secondaryLabel") == "var(--cg-secondaryLabel)")
        #expect(CSSColor.css("system:systemGroupedBackground") == "var(--cg-groupedBackground)")
        #expect(CSSColor.css("system:secondarySystemBackground") == "var(--cg-secondaryBackground)")
        #expect(CSSColor.css("system:tertiarySystemFill") == "var(--cg-tertiaryFill)")
        #expect(CSSColor.css("system:systemGray4") == "var(--cg-gray4)")
        #expect(CSSColor.css("system:systemRed/0.5") == "color-mix(in srgb, var(--cg-red) 50%, transparent)")
        #expect(CSSColor.css("system:systemBlue@0.25") == "color-mix(in srgb, var(--cg-blue) 25%, transparent)")
        #expect(CSSColor.css("named:BrandColor") == "var(--cg-gray3)")
        #expect(CSSColor.css("#ff000080") == "#ff000080")
        #expect(CSSColor.css("rgba(255, 0, 0, 0.5)") == "rgba(255, 0, 0, 0.5)")
        #expect(CSSColor.css("red;background:url(x)") == nil)
        #expect(CSSColor.css("system:noSuchColor") == nil)
    }

    @Test func everySystemColorHasAVariableInTheStylesheet() throws {
        let css = try String(contentsOf: PageFixture.assets.appendingPathComponent("preview.css"), encoding: .utf8)
        for color in SystemColors.table {
            #expect(css.contains("--cg-\(color.name):\(color.light)"), "\(color.name)")
            #expect(css.contains("--cg-\(color.name):\(color.dark)"), "\(color.name)")
        }
    }

    @Test func previewScriptStaysWithinItsBudget() throws {
        let attributes = try FileManager.default.attributesOfItem(
            atPath: PageFixture.assets.appendingPathComponent("preview.js").path)
        #expect((attributes[.size] as? Int ?? .max) <= 19_800)
    }
}
