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

/// Marks of views inside a scroll view are cut to its bounds, as the views are: scrolled out, a mark disappears.
struct OverlayClipTests {
    @Test func marksInsideTheScrollViewAreCutToItsBounds() {
        let html = PreviewRenderer().render(PreviewInput(block: FixtureBlock.base))
        // cardA.width == scroll.width (constraint 25) sits in the scroll view at (20, 310.333), 353 × 120.
        #expect(html.contains("data-constraint=\"25\" data-line=\"40\" data-first=\"cardA.width\"")
                && html.contains("</title><svg class=\"cg-clip\" x=\"20\" y=\"310.333\" width=\"353\" height=\"120\""
                                 + " viewBox=\"20 310.333 353 120\"><path class=\"cg-hit\""))
        #expect(html.components(separatedBy: "class=\"cg-clip\"").count - 1 == 2)   // with photo.centerY (41)
        // The scroll view's own marks measure it against the screen: not cut.
        let scrollTop = html.components(separatedBy: "data-first=\"scroll.top\"").last?.components(separatedBy: "</g>").first
        #expect(scrollTop?.contains("cg-clip") == false)
    }

    /// An outer scroll view (1) holding an inner one (2): a view in the inner one (3), one in the outer (4), one
    /// outside both (5).
    @Test func nestedScrollViewsCutTheirCommonMarks() {
        let rects: [[Double]?] = [[0, 0, 400, 800], [0, 100, 400, 300], [50, 150, 300, 100], [60, 160, 500, 20],
                                  [0, 350, 400, 40], [0, 500, 400, 40]]
        let geometry = MarkGeometry(rects: rects, parents: [-1, 0, 1, 2, 1, 0], canvas: [400, 800],
                                    safeArea: [0, 0, 0, 0], keyboard: nil,
                                    scrollViews: [false, true, true, false, false, false])
        func mark(_ a: Int, _ b: Int?) -> ConstraintMark {
            let record = ConstraintRecord(first: "a.top", relation: "==", second: b.map { _ in "b.top" }, multiplier: 1,
                                          constant: 8, priority: 1000, origin: "snapkit", line: 1, broken: false)
            let empty = ViewTree(states: [])
            var m = ConstraintMark(record: record, tree: empty, conflicts: ConflictHints(diagnostics: []),
                                   ambiguity: AmbiguityHints(diagnostics: [], tree: empty))
            m.first = .init(view: a, guide: "")
            m.second = b.map { .init(view: $0, guide: "") }
            return m
        }
        #expect(geometry.clip(mark(3, nil)) == [50, 150, 300, 100])   // both scroll views: their intersection
        #expect(geometry.clip(mark(3, 4)) == [0, 100, 400, 300])      // only the outer holds both
        #expect(geometry.clip(mark(3, 2)) == [50, 150, 300, 100])     // to the inner scroll view itself
        #expect(geometry.clip(mark(2, 3)) == [50, 150, 300, 100])
        #expect(geometry.clip(mark(3, 5)) == nil)                     // reaches out of both
        #expect(geometry.clip(mark(1, 0)) == nil)                     // the scroll view against the screen
    }
}
