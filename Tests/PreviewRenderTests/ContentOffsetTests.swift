import Foundation
import LayoutFrames
@testable import PreviewRender
import Testing

/// A state that only scrolls (PagingFixtureBlock): the frames stay at offset zero and the player data carries
/// where the scroll view is scrolled to.
struct ContentOffsetTests {
    @Test func framesWithoutContentOffsetDecodeAndEncodeWithoutIt() throws {
        let json = #"{"path":"s","type":"UIScrollView","frame":[0,0,10,10],"screen":[0,0,10,10],"hidden":false,"alpha":1}"#
        let view = try JSONDecoder().decode(ViewFrame.self, from: Data(json.utf8))
        #expect(view.contentOffset == nil)
        let encoded = String(decoding: try JSONEncoder().encode(view), as: UTF8.self)
        #expect(!encoded.contains("contentOffset"))
    }

    @Test func onlyTheScrolledStateCarriesAnOffset() throws {
        let block = PagingFixtureBlock.block
        let tree = ViewTree(states: block.states)
        let initial = ElementGeometry(state: block.states[0], tree: tree)
        let paged = ElementGeometry(state: block.states[1], tree: tree)
        let scroll = try #require(tree.index(of: "scroll"))
        #expect(initial.contentOffsets == nil)
        #expect(paged.contentOffsets == [[Double(scroll), 393, 0]])
    }

    @Test func subviewsOfAScrolledViewShowShiftedByTheOffset() throws {
        let block = PagingFixtureBlock.block
        let tree = ViewTree(states: block.states)
        let paged = ElementGeometry(state: block.states[1], tree: tree)
        let rects = paged.canvasRects(parents: tree.parents)
        // pageB sits at content x 393; scrolled by 393 it shows at the scroll view's left edge (x 0, y 59).
        #expect(rects[try #require(tree.index(of: "pageB"))] == [0, 59, 393, 200])
        #expect(rects[try #require(tree.index(of: "pageA"))] == [-393, 59, 393, 200])
    }

    @Test func theWidthHandleScrollsByThePageWidthAtEveryWidth() throws {
        let widths = Dictionary(uniqueKeysWithValues: (320...440).map { ($0, PagingFixtureBlock.block(width: Double($0))) })
        let block = PagingFixtureBlock.block
        let tree = ViewTree(states: block.states)
        let sweep = try #require(WidthSweepData(widths: widths, base: block, tree: tree))
        let offsets = try #require(sweep.contentOffsets)
        // The initial state does not scroll; the paging step scrolls by the width: x = w is one linear run
        // (two breakpoints), y stays 0.
        #expect(offsets[0].isEmpty)
        let scroll = try #require(tree.index(of: "scroll"))
        let entry = try #require(offsets[1].first)
        #expect(entry.element == scroll)
        let json = String(decoding: try JSONEncoder().encode(entry), as: UTF8.self)
        #expect(json == "[\(scroll),[320,320,440,440],0]")
    }

}

/// Badges of marks along the screen edges stay on the canvas, which clips them.
struct BadgePlacementTests {
    @Test func badgesNearAnEdgeMoveInsideTheCanvas() {
        // "200" (3 characters): half width about 3 × 3 + 3 = 12 pt. A height bar 6 pt inside the right edge of a
        // full-width view (x 387 on 393) moves to 393 − 12 = 381; one well inside stays where it is.
        #expect(OverlaySVG.inside(387, characters: 3, limit: 393) == 381)
        #expect(OverlaySVG.inside(196.5, characters: 3, limit: 393) == 196.5)
        // "16" centred on a view's left edge at x 0 moves to 3 × 2 + 3 = 9.
        #expect(OverlaySVG.inside(0, characters: 2, limit: 393) == 9)
        // A canvas too small for the badge leaves it alone rather than inverting the bounds.
        #expect(OverlaySVG.inside(5, characters: 3, limit: 10) == 5)
    }
}

/// Overlay marks on layout guides sit where the guides are.
struct GuideMarkTests {
    @Test func readableGuideMarkIsTheMarginsGuideNarrowedTo672Centred() {
        // iPad portrait, 820 × 1180, safe area (24, 0, 20, 0): the root's margins guide is 20 in from each side →
        // x 20, width 780. The readable guide narrows that to 672, centred: x 20 + (780 − 672) / 2 = 74. On an
        // iPhone 15 (393 wide, margins 16) the margins guide is 361 wide, under 672, so both marks agree.
        let iPad = MarkGeometry(rects: [[0, 0, 820, 1180]], parents: [-1], canvas: [820, 1180],
                                safeArea: [24, 0, 20, 0], keyboard: nil)
        #expect(iPad.rect(.init(view: 0, guide: "margins")) == [20, 24, 780, 1136])
        #expect(iPad.rect(.init(view: 0, guide: "readable")) == [74, 24, 672, 1136])
        let phone = MarkGeometry(rects: [[0, 0, 393, 852]], parents: [-1], canvas: [393, 852],
                                 safeArea: [59, 0, 34, 0], keyboard: nil)
        #expect(phone.rect(.init(view: 0, guide: "readable")) == phone.rect(.init(view: 0, guide: "margins")))
    }
}
