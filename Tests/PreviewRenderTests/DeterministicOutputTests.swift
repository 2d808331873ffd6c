import LayoutFrames
import Testing
@testable import PreviewRender

/// A page's bytes depend only on the frames given, never on a dictionary's iteration order: the block cache
/// compares a cached build with a clean one byte for byte, and Swift seeds its hashing per process.
@Suite struct DeterministicOutputTests {
    @Test func theWidthSweepRendersTheSameWhateverOrderItsDictionaryWasFilledIn() {
        let widths = FixtureBlock.widths
        // The same keys and values, inserted in the opposite order into a table of another capacity, so the two
        // dictionaries iterate differently.
        var reversed: [Int: BlockFrames] = [:]
        reversed.reserveCapacity(4096)
        for width in widths.keys.sorted(by: >) { reversed[width] = widths[width] }
        #expect(Array(widths.keys) != Array(reversed.keys), "the fixture no longer exercises two orders")
        let renderer = PreviewRenderer()
        let first = renderer.render(PreviewInput(block: FixtureBlock.base, widths: widths, codeLines: 1...10))
        let second = renderer.render(PreviewInput(block: FixtureBlock.base, widths: reversed, codeLines: 1...10))
        #expect(first == second)
    }
}
