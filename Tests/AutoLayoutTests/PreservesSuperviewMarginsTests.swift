import Testing
@testable import AutoLayout

/// UIView.preservesSuperviewLayoutMargins.
@Suite struct PreservesSuperviewLayoutMarginsTests {
    /// A full-width view at y 200, 100 tall, on the iPhone 15, with a subview pinned to its margins guide.
    private func redBand(preserves: Bool, x: Double = 0) -> (Screen, View, View) {
        let s = Screen()
        let red = s.add()
        red.preservesSuperviewLayoutMargins = preserves
        pin(red, .left, .equal, s.root, .left, x)
        pin(red, .right, .equal, s.root, .right)
        pin(red, .top, .equal, s.root, .top, 200)
        pin(red, .height, .equal, nil, nil, 100)
        let kid = s.add(to: red)
        pinEdges(kid, to: red.layoutMarginsGuide)
        let result = s.layout()
        #expect(codes(result).isEmpty, "\(codes(result))")
        return (s, red, kid)
    }

    @Test func fullWidthViewTakesTheRootsSideMargins() {
        // iPhone 15 portrait: red spans the root's full width (x 0, width 393) at y 200, height 100. Its own margins
        // are 8 (it is clear of the unsafe bands). The root's effective margins are (59, 16, 34, 16). Preserving:
        // left max(8, 16 − 0) = 16, right max(8, 16 − 0) = 16, top max(8, 59 − 200) = 8, bottom
        // max(8, 34 − (852 − 300)) = 8 → the kid is at (16, 8, 393 − 32 = 361, 100 − 16 = 84).
        let (s, red, kid) = redBand(preserves: true)
        expectFrame(kid, 16, 8, 361, 84)
        #expect(s.engine.effectiveLayoutMargins(of: red) == EdgeInsets(top: 8, left: 16, bottom: 8, right: 16))
        #expect(s.engine.layoutFrame(of: red.layoutMarginsGuide) == Rect(x: 16, y: 8, width: 361, height: 84))
    }

    @Test func offByDefault() {
        // preservesSuperviewLayoutMargins defaults to false: plain 8 pt margins, (8, 8, 377, 84).
        let (_, red, kid) = redBand(preserves: false)
        #expect(red.preservesSuperviewLayoutMargins == false)
        expectFrame(kid, 8, 8, 377, 84)
    }

    @Test func theSuperviewsMarginReachesInLessFurtherIn() {
        // red starts 4 points in: the root's 16 pt margin reaches 16 − 4 = 12 into it (more than its own 8); on
        // the right it still touches the edge: 16. The kid: x 12, width (393 − 4) − 12 − 16 = 361.
        // Starting 10 points in, 16 − 10 = 6 < 8: its own margin stays, x 8, width 383 − 8 − 16 = 359.
        let (_, _, kid) = redBand(preserves: true, x: 4)
        expectFrame(kid, 12, 8, 361, 84)
        let (_, _, kid2) = redBand(preserves: true, x: 10)
        expectFrame(kid2, 8, 8, 359, 84)
    }

    @Test func topEdgeTakesTheRootsSafeAreaMargin() {
        // A header at the top of the iPhone 15 (y 0, full width, 200 tall) that does not inset its margins from
        // its safe area: own margins 8 all round. Preserving: top max(8, 59 − 0) = 59 (the root's top margin is
        // its safe area, 0 + 59), sides 16, bottom max(8, 34 − 652) = 8 → kid (16, 59, 361, 200 − 67 = 133).
        let s = Screen()
        let header = s.add()
        header.preservesSuperviewLayoutMargins = true
        header.insetsLayoutMarginsFromSafeArea = false
        pin(header, .left, .equal, s.root, .left)
        pin(header, .right, .equal, s.root, .right)
        pin(header, .top, .equal, s.root, .top)
        pin(header, .height, .equal, nil, nil, 200)
        let kid = s.add(to: header)
        pinEdges(kid, to: header.layoutMarginsGuide)
        s.layout()
        expectFrame(kid, 16, 59, 361, 133)
    }

    @Test func preservationChainsDownTheTree() {
        // An outer view filling the root and an inner one filling outer, both preserving, both insetting from the
        // safe area. outer: own 8 + safe (59, 0, 34, 0) = (67, 8, 42, 8); preserved sides max(8, 16) = 16 →
        // (67, 16, 42, 16). inner: own 8 + the same safe area = (67, 8, 42, 8); preserved from outer's 16 →
        // (67, 16, 42, 16). The kid: (16, 67, 361, 852 − 109 = 743). Without preservation on outer, inner
        // sees outer's 8 at the sides: kid x 8.
        let s = Screen()
        let outer = s.add()
        outer.preservesSuperviewLayoutMargins = true
        pinEdges(outer, to: s.root)
        let inner = s.add(to: outer)
        inner.preservesSuperviewLayoutMargins = true
        pinEdges(inner, to: outer)
        let kid = s.add(to: inner)
        pinEdges(kid, to: inner.layoutMarginsGuide)
        let result = s.layout()
        #expect(codes(result).isEmpty, "\(codes(result))")
        expectFrame(kid, 16, 67, 361, 743)
        outer.preservesSuperviewLayoutMargins = false
        s.layout()
        expectFrame(kid, 8, 67, 377, 743)
    }

    @Test func readableGuideUsesThePreservedMargins() {
        // iPad portrait, a full-width band preserving the root's 20 pt side margins: margins guide x 20, width 780,
        // so its readable guide is (820 − 672) / 2 = 74 wide-in, as the root's is; top/bottom its own 8.
        let s = Screen(.iPad10)
        let band = s.add()
        band.preservesSuperviewLayoutMargins = true
        pin(band, .left, .equal, s.root, .left)
        pin(band, .right, .equal, s.root, .right)
        pin(band, .top, .equal, s.root, .top, 300)
        pin(band, .height, .equal, nil, nil, 100)
        let kid = s.add(to: band)
        pinEdges(kid, to: band.readableContentGuide)
        s.layout()
        expectFrame(kid, 74, 8, 672, 84)
    }
}
