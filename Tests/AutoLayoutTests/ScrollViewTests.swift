import Testing
@testable import AutoLayout

/// UIScrollView: content area vs frame (§7.6), content and frame layout guides, contentSize, nesting.
struct ScrollViewTests {
    /// A scroll view pinned to the root's safe area: frame (0, 59, 393, 759) on the iPhone 15.
    func makeScroll(_ s: Screen) -> View {
        let scroll = s.add(.scrollView)
        pinEdges(scroll, to: s.root.safeAreaLayoutGuide)
        return scroll
    }

    @Test func verticalContentWithGuides() {
        // Checklist 14: content.edges == contentLayoutGuide, content.width == frameLayoutGuide.width,
        // content.height == 1200 → contentSize = (393, 1200); content frame (0, 0, 393, 1200) in content coordinates.
        let s = Screen()
        let scroll = makeScroll(s)
        let content = s.add(to: scroll)
        pinEdges(content, to: scroll.contentLayoutGuide)
        pin(content, .width, .equal, scroll.frameLayoutGuide, .width)
        pin(content, .height, .equal, nil, nil, 1200)
        let result = s.layout()
        expectFrame(scroll, 0, 59, 393, 759)
        expectFrame(content, 0, 0, 393, 1200)
        #expect(scroll.contentSize == Size(width: 393, height: 1200))
        #expect(result.screenFrame(of: content) == Rect(x: 0, y: 59, width: 393, height: 1200))
        #expect(!codes(result).contains("scroll-content-ambiguous"))
        #expect(!codes(result).contains("outside-superview"))
    }

    @Test func edgesToTheScrollViewItselfMeanTheContentArea() {
        // §7.6: edges between the scroll view and its content attach to the content area, width to the frame.
        // content.edges == scroll, content.width == scroll.width, content.height == 2000 → contentSize (393, 2000).
        let s = Screen()
        let scroll = makeScroll(s)
        let content = s.add(to: scroll)
        pinEdges(content, to: scroll)
        pin(content, .width, .equal, scroll, .width)
        pin(content, .height, .equal, nil, nil, 2000)
        s.layout()
        expectFrame(content, 0, 0, 393, 2000)
        #expect(scroll.contentSize == Size(width: 393, height: 2000))
        // The scroll view's own frame is untouched by the tall content.
        expectFrame(scroll, 0, 59, 393, 759)
    }

    @Test func centersAttachToTheFrame() {
        // centerY == scroll.centerY (a center: the frame) → 759/2 − 25 = 354.5 in content coordinates.
        let s = Screen()
        let scroll = makeScroll(s)
        let badge = s.add(to: scroll)
        pin(badge, .centerY, .equal, scroll, .centerY)
        pin(badge, .left, .equal, scroll.frameLayoutGuide, .left)
        pin(badge, .width, .equal, nil, nil, 50)
        pin(badge, .height, .equal, nil, nil, 50)
        s.layout()
        expectFrame(badge, 0, 354.5, 50, 50)
    }

    @Test func horizontalScrolling() {
        // Height tied to the frame, width 1000 → contentSize (1000, 759).
        let s = Screen()
        let scroll = makeScroll(s)
        let strip = s.add(to: scroll)
        pinEdges(strip, to: scroll.contentLayoutGuide)
        pin(strip, .height, .equal, scroll.frameLayoutGuide, .height)
        pin(strip, .width, .equal, nil, nil, 1000)
        s.layout()
        #expect(scroll.contentSize == Size(width: 1000, height: 759))
        expectFrame(strip, 0, 0, 1000, 759)
    }

    @Test func contentSizeFromAStackOfViews() {
        // A vertical stack (spacing 10) of five 100-high views as the content: 5 × 100 + 4 × 10 = 540.
        let s = Screen()
        let scroll = makeScroll(s)
        let stack = s.add(.stackView, to: scroll)
        stack.axis = .vertical
        stack.spacing = 10
        pinEdges(stack, to: scroll.contentLayoutGuide)
        pin(stack, .width, .equal, scroll.frameLayoutGuide, .width)
        for _ in 0..<5 {
            let row = View()
            row.intrinsicContentSizeOverride = Size(width: View.noIntrinsicMetric, height: 100)
            stack.addArrangedSubview(row)
        }
        let result = s.layout()
        #expect(scroll.contentSize == Size(width: 393, height: 540))
        expectFrame(stack.arrangedSubviews[4], 0, 440, 393, 100)
        #expect(!codes(result).contains("ambiguous"))
    }

    @Test func nestedHorizontalInsideVertical() {
        // Outer vertical content 393 × 1000; an inner horizontal scroll view at y 100, 150 high, inside the content;
        // its strip is 800 wide and as tall as the inner frame → inner contentSize (800, 150).
        // Screen position of the strip: outer frame y 59 + 100 = 159.
        let s = Screen()
        let outer = makeScroll(s)
        let content = s.add(to: outer)
        pinEdges(content, to: outer.contentLayoutGuide)
        pin(content, .width, .equal, outer.frameLayoutGuide, .width)
        pin(content, .height, .equal, nil, nil, 1000)
        let inner = s.add(.scrollView, to: content)
        pin(inner, .left, .equal, content, .left)
        pin(inner, .right, .equal, content, .right)
        pin(inner, .top, .equal, content, .top, 100)
        pin(inner, .height, .equal, nil, nil, 150)
        let strip = s.add(to: inner)
        pinEdges(strip, to: inner.contentLayoutGuide)
        pin(strip, .height, .equal, inner.frameLayoutGuide, .height)
        pin(strip, .width, .equal, nil, nil, 800)
        let result = s.layout()
        #expect(outer.contentSize == Size(width: 393, height: 1000))
        #expect(inner.contentSize == Size(width: 800, height: 150))
        expectFrame(inner, 0, 100, 393, 150)
        #expect(result.screenFrame(of: strip) == Rect(x: 0, y: 159, width: 800, height: 150))
    }

    @Test func missingBottomMakesContentAmbiguous() {
        // Content pinned top/left/right and width, but nothing sets its height or the guide's bottom → the content
        // height cannot be derived: scroll-content-ambiguous.
        let s = Screen()
        let scroll = makeScroll(s)
        let content = s.add(to: scroll)
        pin(content, .top, .equal, scroll.contentLayoutGuide, .top)
        pin(content, .left, .equal, scroll.contentLayoutGuide, .left)
        pin(content, .right, .equal, scroll.contentLayoutGuide, .right)
        pin(content, .width, .equal, scroll.frameLayoutGuide, .width)
        let result = s.layout()
        #expect(codes(result).contains("scroll-content-ambiguous"))
    }

    @Test func framesOnlyContentKeepsTheCodeContentSize() {
        // No constraints touch the content area: contentSize stays what code set, subviews keep their frames.
        let s = Screen()
        let scroll = makeScroll(s)
        scroll.contentSize = Size(width: 393, height: 3000)
        let tile = View(frame: Rect(x: 10, y: 2000, width: 100, height: 100))
        scroll.addSubview(tile)
        let result = s.layout()
        #expect(scroll.contentSize == Size(width: 393, height: 3000))
        expectFrame(tile, 10, 2000, 100, 100)
        #expect(!codes(result).contains("scroll-content-ambiguous"))
    }

    @Test func automaticInsetAdjustmentAddsTheSafeArea() {
        // A full-screen scroll view on the iPhone 15 with contentInset.top 10: adjustedContentInset adds the
        // safe area it overlaps (59 top, 34 bottom) under .automatic (§7.6 [MEM]); .never keeps the inset alone.
        let s = Screen()
        let scroll = s.add(.scrollView)
        pinEdges(scroll, to: s.root)
        scroll.contentInset = EdgeInsets(top: 10, left: 0, bottom: 0, right: 0)
        s.layout()
        #expect(scroll.adjustedContentInset == EdgeInsets(top: 69, left: 0, bottom: 34, right: 0))
        scroll.contentInsetAdjustmentBehavior = .never
        s.layout()
        #expect(scroll.adjustedContentInset == EdgeInsets(top: 10, left: 0, bottom: 0, right: 0))
    }
}

/// A typical lesson screen: an article in a scroll view, its height coming from wrapped labels.
struct ArticleScrollTests {
    @Test func contentHeightComesFromWrappedLabels() {
        // scroll = safe area (393 × 759); content = contentLayoutGuide edges, width = frameLayoutGuide width;
        // title (28 pt, 0 lines) and body (17 pt, 0 lines) inset 16, 12 apart, 16 from the bottom.
        // Labels wrap at 393 − 32 = 361; contentSize.height = 16 + title + 12 + body + 16.
        let s = Screen()
        let scroll = s.add(.scrollView)
        pinEdges(scroll, to: s.root.safeAreaLayoutGuide)
        let content = s.add(to: scroll)
        pinEdges(content, to: scroll.contentLayoutGuide)
        pin(content, .width, .equal, scroll.frameLayoutGuide, .width)
        let title = s.add(.label, to: content)
        title.font = .preferred(.title1)
        title.numberOfLines = 0
        title.text = "Avto joylashuv: scroll view va uning qo'llanmalari"
        let body = s.add(.label, to: content)
        body.numberOfLines = 0
        body.text = String(repeating: "Kontent balandligi yorliqlardan kelib chiqadi. ", count: 30)
        pin(title, .top, .equal, content, .top, 16)
        pin(title, .leading, .equal, content, .leading, 16)
        pin(title, .trailing, .equal, content, .trailing, -16)
        pin(body, .top, .equal, title, .bottom, 12)
        pin(body, .leading, .equal, content, .leading, 16)
        pin(body, .trailing, .equal, content, .trailing, -16)
        pin(body, .bottom, .equal, content, .bottom, -16)
        let result = s.layout()
        let titleHeight = ceilPixel(measurer.layout(title.text!, font: .preferred(.title1), maxWidth: 361,
                                                    numberOfLines: 0).height)
        let bodyLayout = measurer.layout(body.text!, font: .system(size: 17), maxWidth: 361, numberOfLines: 0)
        let bodyHeight = ceilPixel(bodyLayout.height)
        #expect(bodyLayout.lines.count > 20)
        expectFrame(title, 16, 16, 361, titleHeight)
        expectFrame(body, 16, 16 + titleHeight + 12, 361, bodyHeight)
        #expect(abs(scroll.contentSize.height - (16 + titleHeight + 12 + bodyHeight + 16)) < 1e-6)
        #expect(scroll.contentSize.width == 393)
        #expect(result.diagnostics.isEmpty)
    }
}
