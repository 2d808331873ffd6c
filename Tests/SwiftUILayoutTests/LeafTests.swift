import Testing
@testable import SwiftUILayout

/// Leaves: Color and shapes, Image, Spacer, Divider, EmptyView.
struct LeafTests {
    @Test func shapesTakeTheProposalAndHaveA10By10IdealSize() {
        // Shapes accept any proposal; their ideal size (nil proposal, here through fixedSize()) is 10×10.
        // [WRITEUP] FG/layout/ideal-size; reference §7.
        for shape in [ShapeKind.rectangle, .roundedRectangle(cornerRadius: 8), .capsule, .circle, .ellipse] {
            var s = Screen()
            let flexible = s.add(.shape(shape, fill: nil))
            let ideal = s.modify(s.add(.shape(shape, fill: nil)), .fixedSize(horizontal: true, vertical: true))
            let root = s.vStack([flexible, ideal], spacing: 0)
            let result = s.layout(root: root)
            // VStack of height 759: the fixed child is the least flexible (flexibility 0) and takes 10; the shape
            // gets the rest, 749, and the stack's width is the widest child, 393.
            expectFrame(result, "root.0", 0, 0, 393, 749)
            expectFrame(result, "root.1", 191.5, 749, 10, 10)
            #expect(result.view(at: "root.0")?.style.shape == shape.styleName)
        }
    }

    @Test func colorUnderFixedSizeIs10By10() {
        var s = Screen()
        _ = s.modify(s.color(), .fixedSize(horizontal: true, vertical: true))
        // 10×10 centred: x = (393 − 10)/2, y = 59 + (759 − 10)/2.
        expectFrame(s.layout(), "root", 191.5, 433.5, 10, 10)
    }

    @Test func imageWithAnAssetSizeIsFixedUnlessResizable() {
        // A 60×40 image is 60×40 whatever it is proposed; resizable() makes it take the proposal. [WRITEUP] FG
        var s = Screen()
        let fixed = s.add(.image(ImageContent(name: "photo", isSymbol: false, naturalSize: ViewSize(width: 60, height: 40))))
        let framed = s.add(.frame(width: 200, height: 100, alignment: .center), [fixed])
        let resizable = s.add(.image(ImageContent(name: "photo", isSymbol: false,
                                                  naturalSize: ViewSize(width: 60, height: 40), isResizable: true)))
        let framed2 = s.add(.frame(width: 200, height: 100, alignment: .center), [resizable])
        let root = s.vStack([framed, framed2], spacing: 0)
        let result = s.layout(root: root)
        expectFrame(result, "root.0.0", 70, 30, 60, 40)
        expectFrame(result, "root.1.0", 0, 0, 200, 100)
        #expect(result.view(at: "root.0.0")?.style.imageName == "photo")
    }

    @Test func scaledToFitAndFill() {
        // A resizable 60×40 image (ratio 1.5) in a 300×300 frame. [DOC] ContentMode.fit: "the same size as the
        // available space on one axis": fit → 300 wide, 300/1.5 = 200 high, centred (y = 50); fill → 300 high,
        // 300 × 1.5 = 450 wide, overflowing the frame equally on both sides (x = −75).
        var s = Screen()
        func image(_ s: inout Screen) -> NodeID {
            s.add(.image(ImageContent(name: "p", isSymbol: false, naturalSize: ViewSize(width: 60, height: 40),
                                      isResizable: true)))
        }
        let fit = s.add(.frame(width: 300, height: 300, alignment: .center), [s.modify(image(&s), .aspectRatio(nil, .fit))])
        let fill = s.add(.frame(width: 300, height: 300, alignment: .center), [s.modify(image(&s), .aspectRatio(nil, .fill))])
        let root = s.vStack([fit, fill], spacing: 0)
        let result = s.layout(root: root)
        expectFrame(result, "root.0.0", 0, 50, 300, 200)
        expectFrame(result, "root.1.0", -75, 0, 450, 300)
        #expect(result.view(at: "root.0.0")?.modifiers == ["aspectRatio(nil, contentMode: .fit)"])
    }

    @Test func aspectRatioWithAGivenRatioOnAColor() {
        // Color.aspectRatio(2, contentMode: .fit) proposed 393×759: the proposal is taller than 2:1, so the width
        // decides: 393 × 196.5. Centred: y = 59 + (759 − 196.5)/2 = 340.25.
        var s = Screen()
        _ = s.modify(s.color(), .aspectRatio(2, .fit))
        expectFrame(s.layout(), "root", 0, 340.25, 393, 196.5)
    }

    @Test func symbolImageIsSizedByItsFont() {
        // Image(systemName:) is a square one line of its font high (SwiftUIDefaults.symbolSideInLineHeights, a
        // [GUESS]: SF Symbols vary per symbol), rounded up to pixels; .title's line height is Inter's at 28 pt.
        var s = Screen()
        let image = s.add(.image(ImageContent(name: "star.fill", isSymbol: true)))
        _ = s.modify(image, .font(.style(.title)))
        let side = Measure.px(Measure.lineHeight(.style(.title)))
        let result = s.layout()
        #expect(result.view(at: "root")?.frame.size == ViewSize(width: side, height: side))
        #expect(result.view(at: "root")?.style.imageName == "symbol:star.fill")
    }

    @Test func spacerExpandsAlongTheStackAndIsThinAcross() {
        // HStack { 50×20; Spacer(); 50×20 } in 393: the spacer (flexibility ∞) is sized last and takes
        // 393 − 8 − 8 − 50 − 50 = 277 (default spacing 8 on each side, SwiftUIDefaults); its height is 0
        // [UNVERIFIED] reference §2, and the stack is as high as its tallest child, 20.
        var s = Screen()
        let root = s.hStack([s.fixed(50, 20), s.add(.spacer(minLength: nil)), s.fixed(50, 20)])
        let result = s.layout(root: root)
        expectFrame(result, "root", 0, 59 + (759 - 20) / 2, 393, 20)
        expectFrame(result, "root.1", 58, 10, 277, 0)
        expectFrame(result, "root.2", 343, 0, 50, 20)
    }

    @Test func spacerKeepsItsMinimumLength() {
        // Two 190-wide views and a Spacer(minLength: 30) in 393 with spacing 0: the fixed views are the least
        // flexible and take 190 each, the spacer is proposed the 13 left but keeps its 30 minimum; the stack is
        // 190 + 30 + 190 = 410 wide and overflows the safe area, centred: x = (393 − 410)/2 = −8.5.
        var s = Screen()
        let root = s.hStack([s.fixed(190, 20), s.add(.spacer(minLength: 30)), s.fixed(190, 20)], spacing: 0)
        let result = s.layout(root: root)
        expectFrame(result, "root", -8.5, 59 + (759 - 20) / 2, 410, 20)
        expectFrame(result, "root.1", 190, 10, 30, 0)
    }

    @Test func spacerOutsideAStackExpandsOnBothAxes() {
        // "or on both axes if not contained in a stack" [DOC] Spacer.
        var s = Screen()
        _ = s.add(.spacer(minLength: nil))
        expectFrame(s.layout(), "root", 0, 59, 393, 759)
    }

    @Test func dividerLiesAcrossItsStack() {
        // [DOC] Divider: across the minor axis of its stack. In a VStack 393 wide it is 393 × one pixel
        // (1/3 pt at scale 3, [UNVERIFIED]); in an HStack it is one pixel wide and as tall as the proposal.
        var s = Screen()
        let v = s.vStack([s.fixed(100, 20), s.add(.divider), s.fixed(100, 20)], spacing: 0)
        let result = s.layout(root: v)
        // VStack width is the widest child: the divider proposed 393 wide takes it.
        expectFrame(result, "root.1", 0, 20, 393, 1.0 / 3)

        var h = Screen()
        let hs = h.hStack([h.fixed(100, 20), h.add(.divider), h.fixed(100, 20)], spacing: 0)
        let r2 = h.layout(root: hs)
        // The HStack proposes its own height, 759, to each child; the divider takes it, so the stack is 759 high.
        expectFrame(r2, "root.1", 100, 0, 1.0 / 3, 759)
    }

    @Test func emptyViewTakesNoSpaceAndNoSpacing() {
        // VStack(spacing: 10) { 50×20; EmptyView(); 50×20 }: EmptyView is no child at all, so one gap of 10:
        // height 20 + 10 + 20 = 50.
        var s = Screen()
        let root = s.vStack([s.fixed(50, 20), s.add(.emptyView), s.fixed(50, 20)], spacing: 10)
        let result = s.layout(root: root)
        #expect(result.view(at: "root")?.frame.height == 50)
        expectFrame(result, "root.2", 0, 30, 50, 20)
        #expect(result.view(at: "root.1") == nil)
    }
}
