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

    @Test func automaticInsetAdjustmentAddsTheSafeAreaAlongScrollingAxesOnly() {
        // A full-screen scroll view on the iPhone 15 (393 × 852, safe area 59 top, 34 bottom) with contentInset.top
        // 10. UIScrollView.h: .automatic (no navigation controller) and .scrollableAxes add the safe area only
        // along an axis that scrolls (content larger than the frame, or alwaysBounce on); .always adds it all,
        // .never none. adjustedContentInset = contentInset + that part.
        let s = Screen()
        let scroll = s.add(.scrollView)
        pinEdges(scroll, to: s.root)
        scroll.contentInset = EdgeInsets(top: 10, left: 0, bottom: 0, right: 0)
        scroll.contentSize = Size(width: 393, height: 3000)     // 3000 > 852: vertical scrolls; 393 = 393: not
        s.layout()
        #expect(scroll.adjustedContentInset == EdgeInsets(top: 69, left: 0, bottom: 34, right: 0))
        scroll.contentSize = Size(width: 393, height: 300)      // fits: nothing scrolls, nothing is added
        s.layout()
        #expect(scroll.adjustedContentInset == EdgeInsets(top: 10, left: 0, bottom: 0, right: 0))
        scroll.alwaysBounceVertical = true                      // bouncing counts as scrolling
        s.layout()
        #expect(scroll.adjustedContentInset == EdgeInsets(top: 69, left: 0, bottom: 34, right: 0))
        scroll.alwaysBounceVertical = false
        scroll.contentInsetAdjustmentBehavior = .always
        s.layout()
        #expect(scroll.adjustedContentInset == EdgeInsets(top: 69, left: 0, bottom: 34, right: 0))
        scroll.contentInsetAdjustmentBehavior = .never
        scroll.contentSize = Size(width: 393, height: 3000)
        s.layout()
        #expect(scroll.adjustedContentInset == EdgeInsets(top: 10, left: 0, bottom: 0, right: 0))
    }

    @Test func aRestingOffsetFollowsTheAdjustedInsetUntilCodeScrolls() {
        // §7.6: a scroll view nobody scrolled rests at contentOffset = (−adjusted.left, −adjusted.top), so the
        // content starts below the status area: full screen, content 3000 high, adjusted top 59 → offset y −59.
        // Once code sets an offset, it stays where code put it.
        let s = Screen()
        let scroll = s.add(.scrollView)
        pinEdges(scroll, to: s.root)
        scroll.contentSize = Size(width: 393, height: 3000)
        s.layout()
        #expect(scroll.contentOffset == Point(x: 0, y: -59))
        scroll.contentOffset = Point(x: 0, y: 400)
        s.layout()
        #expect(scroll.contentOffset == Point(x: 0, y: 400))
        scroll.contentInset = EdgeInsets(top: 20, left: 0, bottom: 0, right: 0)
        s.layout()
        #expect(scroll.contentOffset == Point(x: 0, y: 400))
    }

    @Test func viewsPinnedToTheFrameGuideFollowTheOffset() {
        // §7.6: the frame layout guide is the bounds, whose origin in content coordinates is the content offset.
        // Scroll view in the safe area (393 × 759, no unsafe overlap, so no adjustment: offset 0); badge 56 × 56,
        // trailing and bottom 16 inside the frame guide: x = 393 − 16 − 56 = 321, y = 759 − 16 − 56 = 687. After
        // scrolling to y 500 it sits at 500 + 687 = 1187 in content coordinates, the same place on screen.
        let s = Screen()
        let scroll = makeScroll(s)
        let content = s.add(to: scroll)
        pinEdges(content, to: scroll.contentLayoutGuide)
        pin(content, .width, .equal, scroll.frameLayoutGuide, .width)
        pin(content, .height, .equal, nil, nil, 2000)
        let badge = s.add(to: scroll)
        pin(badge, .trailing, .equal, scroll.frameLayoutGuide, .trailing, -16)
        pin(badge, .bottom, .equal, scroll.frameLayoutGuide, .bottom, -16)
        pin(badge, .width, .equal, nil, nil, 56)
        pin(badge, .height, .equal, nil, nil, 56)
        s.layout()
        #expect(scroll.contentOffset == .zero)
        expectFrame(badge, 321, 687, 56, 56)
        scroll.contentOffset = Point(x: 0, y: 500)
        s.layout()
        expectFrame(badge, 321, 1187, 56, 56)
    }

    @Test func contentOfAnAdjustedScrollViewGetsNoSafeAreaFromTheAdjustedSides() {
        // A full-screen scroll view that scrolls vertically absorbs the top and bottom safe area into its
        // adjusted inset, so its content sees no unsafe band there (UIKit insets the content, not its safe area):
        // a content view 2000 high at the content origin has safeAreaInsets zero, and its layout-margins guide
        // sits 8 inside it (default margins, nothing added).
        let s = Screen()
        let scroll = s.add(.scrollView)
        pinEdges(scroll, to: s.root)
        let content = s.add(to: scroll)
        pinEdges(content, to: scroll.contentLayoutGuide)
        pin(content, .width, .equal, scroll.frameLayoutGuide, .width)
        pin(content, .height, .equal, nil, nil, 2000)
        let inner = s.add(to: content)
        pinEdges(inner, to: content.layoutMarginsGuide)
        s.layout()
        #expect(scroll.safeAreaInsets == EdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
        #expect(content.safeAreaInsets == .zero)
        expectFrame(inner, 8, 8, 377, 1984)
    }
}

/// UIView.safeAreaInsets (§7.7): a view gets the part of its superview's unsafe bands it overlaps.
struct SafeAreaInheritanceTests {
    @Test func aViewOverlappingTheBottomBandGetsTheOverlap() {
        // iPhone 15 root: bands 59 top, 34 bottom. A view from y 800 to 852 overlaps the bottom band (818…852)
        // by 34; a view from y 100 to 300 overlaps nothing; a 20 × 20 view at y 0 lies inside the top band: 20.
        let s = Screen()
        let low = s.add()
        pin(low, .left, .equal, s.root, .left)
        pin(low, .right, .equal, s.root, .right)
        pin(low, .top, .equal, s.root, .top, 800)
        pin(low, .height, .equal, nil, nil, 52)
        let middle = s.add()
        pin(middle, .left, .equal, s.root, .left)
        pin(middle, .top, .equal, s.root, .top, 100)
        pin(middle, .width, .equal, nil, nil, 100)
        pin(middle, .height, .equal, nil, nil, 200)
        let top = s.add()
        pin(top, .left, .equal, s.root, .left)
        pin(top, .top, .equal, s.root, .top)
        pin(top, .width, .equal, nil, nil, 20)
        pin(top, .height, .equal, nil, nil, 20)
        s.layout()
        #expect(low.safeAreaInsets == EdgeInsets(top: 0, left: 0, bottom: 34, right: 0))
        #expect(middle.safeAreaInsets == .zero)
        #expect(top.safeAreaInsets == EdgeInsets(top: 20, left: 0, bottom: 0, right: 0))
    }

    @Test func scrolledContentSeesTheBandsWhereTheyAreOnScreen() {
        // A full-screen scroll view with .never (its content gets the bands, not an adjusted inset), content
        // 393 × 2000, a 100-high box at content y 500, scrolled to 470: the box is on screen at 30…130, so the
        // status band (0…59) covers its top 59 − 30 = 29 points; a box at content y 1500 is off screen, under no
        // band at all.
        let s = Screen()
        let scroll = s.add(.scrollView)
        scroll.contentInsetAdjustmentBehavior = .never
        pinEdges(scroll, to: s.root)
        let content = s.add(to: scroll)
        pinEdges(content, to: scroll.contentLayoutGuide)
        pin(content, .width, .equal, scroll.frameLayoutGuide, .width)
        pin(content, .height, .equal, nil, nil, 2000)
        func box(at y: Double) -> View {
            let box = s.add(to: content)
            pin(box, .top, .equal, content, .top, y)
            pin(box, .leading, .equal, content, .leading)
            pin(box, .trailing, .equal, content, .trailing)
            pin(box, .height, .equal, nil, nil, 100)
            return box
        }
        let visible = box(at: 500)
        let offscreen = box(at: 1500)
        scroll.contentOffset = Point(x: 0, y: 470)
        s.layout()
        #expect(visible.safeAreaInsets == EdgeInsets(top: 29, left: 0, bottom: 0, right: 0))
        #expect(offscreen.safeAreaInsets == .zero)
    }

    @Test func aTallViewInsideTheSafeAreaKeepsItsMarginsFixed() {
        // host = the root's safe area (0, 59, 393, 759): no unsafe band reaches it, so its subviews inherit none,
        // however far they run past its bottom. A column pinned to the host's top, leading and trailing, holding
        // a 1000-high block inside its layout margins (8 each side): 8 + 1000 + 8 = 1016 high, not growing with
        // its own overflow past the screen.
        let s = Screen()
        let host = s.add()
        pinEdges(host, to: s.root.safeAreaLayoutGuide)
        let column = s.add(to: host)
        pin(column, .top, .equal, host, .top)
        pin(column, .leading, .equal, host, .leading)
        pin(column, .trailing, .equal, host, .trailing)
        let block = s.add(to: column)
        pinEdges(block, to: column.layoutMarginsGuide)
        pin(block, .height, .equal, nil, nil, 1000)
        s.layout()
        #expect(column.safeAreaInsets == .zero)
        expectFrame(column, 0, 0, 393, 1016)
        expectFrame(block, 8, 8, 377, 1000)
    }

    @Test func additionalSafeAreaInsetsWidenTheSafeArea() {
        // UIViewController.additionalSafeAreaInsets on the controller's view (the root): 59 + 10 on top,
        // 34 + 5 at the bottom; a view pinned to the safe-area guide: (0, 69, 393, 852 − 69 − 39 = 744).
        let s = Screen()
        s.root.additionalSafeAreaInsets = EdgeInsets(top: 10, left: 0, bottom: 5, right: 0)
        let box = s.add()
        pinEdges(box, to: s.root.safeAreaLayoutGuide)
        s.layout()
        expectFrame(box, 0, 69, 393, 744)
        #expect(s.root.safeAreaInsets == EdgeInsets(top: 69, left: 0, bottom: 39, right: 0))
    }

    @Test func aKeyboardGuideWithoutTheBottomSafeAreaStartsAtTheViewsBottom() {
        // §7.7: the hidden keyboard's guide top is the safe area's bottom (852 − 34 = 818), or with
        // usesBottomSafeArea = false the view's bottom (852). A 56-high bar on the guide's top: y 762, then 796.
        // With the keyboard shown (iPhone 15 keyboard top at 516) both give 516 − 56 = 460.
        let s = Screen()
        let bar = s.add()
        pin(bar, .leading, .equal, s.root, .leading)
        pin(bar, .trailing, .equal, s.root, .trailing)
        pin(bar, .height, .equal, nil, nil, 56)
        pin(bar, .bottom, .equal, s.root.keyboardLayoutGuide, .top)
        s.layout()
        expectFrame(bar, 0, 762, 393, 56)
        s.root.keyboardLayoutGuide.usesBottomSafeArea = false
        s.layout()
        expectFrame(bar, 0, 796, 393, 56)
        s.engine.showKeyboard()
        s.layout()
        expectFrame(bar, 0, s.engine.device.keyboardFrame.minY - 56, 393, 56)
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
