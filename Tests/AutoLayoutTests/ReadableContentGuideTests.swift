import Testing
@testable import AutoLayout

/// UIView.readableContentGuide.
@Suite struct ReadableContentGuideTests {
    /// A view pinned to the four edges of the root view's readable content guide.
    private func pinnedToRootReadableGuide(_ device: Device) -> (Screen, View) {
        let s = Screen(device)
        let box = s.add()
        pinEdges(box, to: s.root.readableContentGuide)
        let result = s.layout()
        #expect(codes(result).isEmpty, "\(codes(result))")
        return (s, box)
    }

    @Test func iPadPortraitIsNarrowedToTheReadableWidth() {
        // iPad (10th generation) portrait, 820 × 1180, safe area top 24, bottom 20, root margins 20 at the sides:
        // the margins guide is 820 − 40 = 780 wide, more than 672, so the readable guide is 672 wide and centred
        // in it: x = 20 + (780 − 672) / 2 = (820 − 672) / 2 = 74. Top and bottom are the margins guide's:
        // y = 0 + 24, height = 1180 − 24 − 20 = 1136.
        let (_, box) = pinnedToRootReadableGuide(.iPad10)
        expectFrame(box, 74, 24, 672, 1136)
    }

    @Test func iPadLandscapeIsNarrowedToTheReadableWidth() {
        // iPad landscape, 1180 × 820 (safe area top 24, bottom 20 kept): x = (1180 − 672) / 2 = 254, width 672,
        // y 24, height 820 − 24 − 20 = 776.
        let (_, box) = pinnedToRootReadableGuide(Device.iPad10.landscape)
        expectFrame(box, 254, 24, 672, 776)
    }

    @Test func phoneLandscapeCentresTheGuideInsideTheMargins() {
        // iPhone 15 Pro Max landscape, 932 × 430, safe area left/right 59, bottom 21; root margins 20 in landscape,
        // plus the safe area: the margins guide is x 59 + 20 = 79, width 932 − 2 × 79 = 774 > 672, so the guide is
        // x = 79 + (774 − 672) / 2 = 130, width 672; y 0, height 430 − 21 = 409.
        let (_, box) = pinnedToRootReadableGuide(Device.iPhone15ProMax.landscape)
        expectFrame(box, 130, 0, 672, 409)
    }

    @Test func narrowPhoneReadableGuideIsTheMarginsGuide() {
        // iPhone 15 portrait: the margins guide is 393 − 32 = 361 wide, less than 672, so the readable guide is the
        // margins guide: (16, 59, 361, 852 − 59 − 34 = 759).
        let (s, box) = pinnedToRootReadableGuide(.iPhone15)
        expectFrame(box, 16, 59, 361, 759)
        #expect(s.engine.layoutFrame(of: s.root.readableContentGuide)
                == s.engine.layoutFrame(of: s.root.layoutMarginsGuide))
    }

    @Test func layoutFrameWithoutConstraints() {
        // No constraint uses the guides: layoutFrame computes them from the owner's bounds as UIKit keeps them.
        // iPad portrait root: (74, 24, 672, 1136) as above. A 700-wide subview at the top left with default 8 pt
        // margins, 24 of them in the top band: margins guide (8, 32, 684, 100 − 32 − 8 = 60); 684 > 672, so the
        // readable guide is 672 wide at x = 8 + (684 − 672) / 2 = 14.
        let s = Screen(.iPad10)
        let card = s.add()
        pin(card, .left, .equal, s.root, .left)
        pin(card, .top, .equal, s.root, .top)
        pin(card, .width, .equal, nil, nil, 700)
        pin(card, .height, .equal, nil, nil, 100)
        s.layout()
        #expect(s.engine.layoutFrame(of: s.root.readableContentGuide) == Rect(x: 74, y: 24, width: 672, height: 1136))
        #expect(s.engine.layoutFrame(of: card.readableContentGuide) == Rect(x: 14, y: 32, width: 672, height: 60))
        #expect(card.readableContentGuide.identifier == "UIViewReadableContentGuide")
    }

    @Test func subviewGuideFollowsItsOwnersWidth() {
        // A container filling the iPad landscape screen (1180 × 820), default 8 pt margins plus its safe-area
        // overlap (top 24, bottom 20): margins guide x 8, width 1180 − 16 = 1164 → readable x = 8 + (1164 − 672) / 2
        // = 254, width 672; y = 24 + 8 = 32, height = 820 − 32 − 28 = 760. The container's width comes from the
        // pass (not known before it), so the guide settles a pass later, within the pass limit.
        let s = Screen(Device.iPad10.landscape)
        let container = s.add()
        pin(container, .left, .equal, s.root, .left)
        pin(container, .top, .equal, s.root, .top)
        pin(container, .bottom, .equal, s.root, .bottom)
        let width = pin(container, .width, .equal, s.root, .width)
        let box = s.add(to: container)
        pinEdges(box, to: container.readableContentGuide)
        var result = s.layout()
        #expect(codes(result).isEmpty, "\(codes(result))")
        expectFrame(box, 254, 32, 672, 760)
        // 700 wide: margins width 684 → x = 8 + 6 = 14, width 672.
        width.constant = 700 - 1180
        result = s.layout()
        #expect(codes(result).isEmpty, "\(codes(result))")
        expectFrame(box, 14, 32, 672, 760)
        // 600 wide: margins width 584 < 672 → the margins guide, (8, 32, 584, 760).
        width.constant = 600 - 1180
        result = s.layout()
        #expect(codes(result).isEmpty, "\(codes(result))")
        expectFrame(box, 8, 32, 584, 760)
        // And back to the full width.
        width.constant = 0
        s.layout()
        expectFrame(box, 254, 32, 672, 760)
    }

    @Test func ownerSizedByItsContent() {
        // A card sized by what is pinned inside its readable guide (no width of its own), on the iPad in
        // portrait: a 500-wide box gives the card 500 + 16 (its 8 pt margins) = 516, the guide 500 (< 672).
        let s = Screen(.iPad10)
        let card = s.add()
        pin(card, .left, .equal, s.root, .left)
        pin(card, .top, .equal, s.root, .top, 100)
        let box = s.add(to: card)
        pinEdges(box, to: card.readableContentGuide)
        pin(box, .width, .equal, nil, nil, 500)
        pin(box, .height, .equal, nil, nil, 50)
        let result = s.layout()
        #expect(codes(result).isEmpty, "\(codes(result))")
        expectFrame(card, 0, 100, 516, 66)
        expectFrame(box, 8, 8, 500, 50)
    }
}
