import Testing
@testable import AutoLayout

/// Safe areas and layout margins on every device of DESIGN.md §5, portrait and landscape.
struct DeviceTests {
    @Test func catalogMatchesTheDesignTable() {
        // DESIGN.md §5: screens and insets; landscape swaps the sides, notched phones get 59 left/right, 21 bottom.
        #expect(Device.iPhoneSE.screenSize == Size(width: 375, height: 667))
        #expect(Device.iPhone15.safeArea == EdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
        #expect(Device.iPhone15ProMax.screenSize == Size(width: 430, height: 932))
        #expect(Device.iPad10.safeArea == EdgeInsets(top: 24, left: 0, bottom: 20, right: 0))
        let landscape = Device.iPhone15.landscape
        #expect(landscape.screenSize == Size(width: 852, height: 393))
        #expect(landscape.safeArea == EdgeInsets(top: 0, left: 59, bottom: 21, right: 59))
        #expect(Device.catalog.count == 8)
        #expect(Device.named("iphone se")?.name == "iPhone SE")
        #expect(Device.named("iPhone 15 landscape")?.isLandscape == true)
        #expect(Device.named("iPhone 99") == nil)
        #expect(Device.defaultDevice == .iPhone15)
        // Keyboard frame: full width along the bottom.
        #expect(Device.iPhone15.keyboardFrame == Rect(x: 0, y: 852 - 336, width: 393, height: 336))
    }

    @Test(arguments: Device.catalog)
    func safeAreaGuideOnEveryDevice(device: Device) {
        // A view pinned to the root's safe area guide covers the screen minus the device insets.
        let s = Screen(device)
        let content = s.add()
        pinEdges(content, to: s.root.safeAreaLayoutGuide)
        let result = s.layout()
        let size = device.screenSize
        let insets = device.safeArea
        expectFrame(content, insets.left, insets.top, size.width - insets.left - insets.right,
                    size.height - insets.top - insets.bottom)
        expectFrame(s.root, 0, 0, size.width, size.height)
        #expect(result.diagnostics.isEmpty)
    }

    @Test(arguments: Device.catalog)
    func rootMarginsOnEveryDevice(device: Device) {
        // The root view's margins: the system minimum (16 or 20) leading/trailing and 0 top/bottom, plus the safe
        // area (§7.7). iPhone 15 portrait → (16, 59, 393 − 32, 852 − 93); landscape → left 59 + 20 = 79.
        let s = Screen(device)
        let content = s.add()
        pin(content, .left, .equal, s.root, .leftMargin)
        pin(content, .right, .equal, s.root, .rightMargin)
        pin(content, .top, .equal, s.root, .topMargin)
        pin(content, .bottom, .equal, s.root, .bottomMargin)
        s.layout()
        let m = device.systemMinimumMargin
        let i = device.safeArea
        expectFrame(content, i.left + m, i.top, device.screenSize.width - i.left - i.right - 2 * m,
                    device.screenSize.height - i.top - i.bottom)
    }

    @Test func phonesUseTwentyPointRootMarginsInLandscape() {
        // Root margins are 20 on every phone in landscape (Device.landscape: §7.7 gives 20 to screens 414+ wide).
        // iPhone 15 landscape: safe area (0, 59, 21, 59) → margins guide x 59 + 20 = 79, width 852 − 2·79 = 694,
        // y 0, height 393 − 21 = 372. iPhone SE landscape has no insets → x 20, width 667 − 40 = 627, height 375.
        for (device, frame) in [(Device.iPhone15.landscape, Rect(x: 79, y: 0, width: 694, height: 372)),
                                (Device.iPhoneSE.landscape, Rect(x: 20, y: 0, width: 627, height: 375))] {
            let s = Screen(device)
            s.layout()
            #expect(s.engine.layoutFrame(of: s.root.layoutMarginsGuide) == frame, "\(device.name)")
        }
    }

    @Test func subviewMarginsAddItsSafeAreaOverlap() {
        // A full-screen subview with default 8 pt margins on the iPhone 15: its safe-area insets are the overlap
        // with the unsafe area (59 / 34), so its margins guide is inset 59 + 8 = 67 at the top, 34 + 8 = 42 at the
        // bottom and 8 at the sides (insetsLayoutMarginsFromSafeArea, additive [MEM]).
        let s = Screen()
        let container = s.add()
        pinEdges(container, to: s.root)
        let inner = s.add(to: container)
        pinEdges(inner, to: container.layoutMarginsGuide)
        s.layout()
        expectFrame(inner, 8, 67, 393 - 16, 852 - 67 - 42)
        // Turning the safe-area adjustment off leaves the plain 8 pt margins.
        container.insetsLayoutMarginsFromSafeArea = false
        s.layout()
        expectFrame(inner, 8, 8, 393 - 16, 852 - 16)
    }

    @Test func subviewSafeAreaIsItsOverlapWithTheUnsafeArea() {
        // A card from y 30 to 130 on the iPhone 15 overlaps the top unsafe strip (0…59) by 29 points: its own
        // safe area guide starts 29 points down.
        let s = Screen()
        let card = s.add()
        pin(card, .left, .equal, s.root, .left)
        pin(card, .right, .equal, s.root, .right)
        pin(card, .top, .equal, s.root, .top, 30)
        pin(card, .height, .equal, nil, nil, 100)
        let inside = s.add(to: card)
        pinEdges(inside, to: card.safeAreaLayoutGuide)
        s.layout()
        expectFrame(inside, 0, 29, 393, 71)
    }

    @Test func customMarginsAndDirectionalMargins() {
        // directionalLayoutMargins leading 20 / trailing 30 map to left / right in LTR (§7.7).
        let s = Screen()
        let box = s.add()
        pin(box, .left, .equal, s.root, .left)
        pin(box, .top, .equal, s.root, .top, 200)
        pin(box, .width, .equal, nil, nil, 200)
        pin(box, .height, .equal, nil, nil, 100)
        box.directionalLayoutMargins = DirectionalEdgeInsets(top: 5, leading: 20, bottom: 5, trailing: 30)
        let inner = s.add(to: box)
        pin(inner, .leading, .equal, box, .leadingMargin)
        pin(inner, .trailing, .equal, box, .trailingMargin)
        pin(inner, .top, .equal, box, .topMargin)
        pin(inner, .bottom, .equal, box, .bottomMargin)
        s.layout()
        expectFrame(inner, 20, 5, 150, 90)
        // centerXWithinMargins is the middle of the margins: 20 + 150/2 = 95.
        let dot = s.add(to: box)
        pin(dot, .centerX, .equal, box, .centerXWithinMargins)
        pin(dot, .top, .equal, box, .top)
        pin(dot, .width, .equal, nil, nil, 10)
        pin(dot, .height, .equal, nil, nil, 10)
        s.layout()
        expectFrame(dot, 90, 0, 10, 10)
    }

    @Test func keyboardLayoutGuide() {
        // Hidden keyboard: the guide's top is the safe area's bottom (852 − 34 = 818). Shown: the keyboard's top
        // (852 − 336 = 516). A 50 pt input bar sits on it.
        let s = Screen()
        let bar = s.add()
        pin(bar, .left, .equal, s.root, .left)
        pin(bar, .right, .equal, s.root, .right)
        pin(bar, .bottom, .equal, s.root.keyboardLayoutGuide, .top)
        pin(bar, .height, .equal, nil, nil, 50)
        s.layout()
        expectFrame(bar, 0, 768, 393, 50)
        s.engine.showKeyboard()
        s.layout()
        expectFrame(bar, 0, 466, 393, 50)
        s.engine.hideKeyboard()
        s.layout()
        expectFrame(bar, 0, 768, 393, 50)
    }

    @Test func widthOverride() {
        // The preview's width slider: the same device at 320 wide.
        let s = Screen(Device.iPhone15.withWidth(320))
        let content = s.add()
        pinEdges(content, to: s.root.safeAreaLayoutGuide)
        s.layout()
        expectFrame(content, 0, 59, 320, 759)
    }
}

struct RootMarginTests {
    func marginBox(_ s: Screen) -> View {
        let box = s.add()
        pin(box, .leading, .equal, s.root, .leadingMargin)
        pin(box, .trailing, .equal, s.root, .trailingMargin)
        pin(box, .top, .equal, s.root, .topMargin)
        pin(box, .height, .equal, nil, nil, 10)
        return box
    }

    @Test func rootMarginsNeverGoBelowTheSystemMinimum() {
        // viewRespectsSystemMinimumLayoutMargins (default true): root margins of 4 are raised to 16 at the sides;
        // the top margin of 4 stays (the minimum there is 0) and adds to the safe area: 59 + 4.
        let s = Screen()
        s.root.layoutMargins = EdgeInsets(all: 4)
        let box = marginBox(s)
        s.layout()
        expectFrame(box, 16, 63, 361, 10)
    }

    @Test func turningTheMinimumOffAllowsSmallerMargins() {
        let s = Screen()
        s.root.layoutMargins = EdgeInsets(all: 4)
        s.root.respectsSystemMinimumLayoutMargins = false
        let box = marginBox(s)
        s.layout()
        expectFrame(box, 4, 63, 385, 10)
    }
}

struct GuideFrameTests {
    @Test func usedGuidesReportTheirLayoutFrames() {
        // After a pass, a guide that constraints used knows its rectangle in the owning view: the root's safe area
        // on the iPhone 15 is (0, 59, 393, 759); a scroll view's content guide is (0, 0, contentSize).
        let s = Screen()
        let scroll = s.add(.scrollView)
        pinEdges(scroll, to: s.root.safeAreaLayoutGuide)
        let content = s.add(to: scroll)
        pinEdges(content, to: scroll.contentLayoutGuide)
        pin(content, .width, .equal, scroll.frameLayoutGuide, .width)
        pin(content, .height, .equal, nil, nil, 900)
        s.layout()
        #expect(s.root.safeAreaLayoutGuide.layoutFrame == Rect(x: 0, y: 59, width: 393, height: 759))
        #expect(scroll.contentLayoutGuide.layoutFrame == Rect(x: 0, y: 0, width: 393, height: 900))
        #expect(scroll.frameLayoutGuide.layoutFrame == Rect(x: 0, y: 0, width: 393, height: 759))
    }

    @Test func unusedSafeAreaAndMarginGuidesReportTheirFramesToo() {
        // UIKit keeps these guides current whether or not constraints use them. A header at (0, 0, 393, 100)
        // overlaps the 59 pt top band: insets (59, 0, 0, 0), so its safe area is (0, 59, 393, 41) and its margins
        // (8 each, plus the insets, reference §7.7) frame (8, 67, 377, 25). The root's margins are the system
        // minimum 16 plus the device insets (59, 0, 34, 0): (16, 59, 361, 759).
        let s = Screen()
        let header = s.add()
        pin(header, .top, .equal, s.root, .top)
        pin(header, .leading, .equal, s.root, .leading)
        pin(header, .trailing, .equal, s.root, .trailing)
        pin(header, .height, .equal, nil, nil, 100)
        s.layout()
        #expect(s.engine.layoutFrame(of: header.safeAreaLayoutGuide) == Rect(x: 0, y: 59, width: 393, height: 41))
        #expect(s.engine.layoutFrame(of: header.layoutMarginsGuide) == Rect(x: 8, y: 67, width: 377, height: 25))
        #expect(s.engine.effectiveLayoutMargins(of: s.root) == EdgeInsets(top: 59, left: 16, bottom: 34, right: 16))
        #expect(s.engine.layoutFrame(of: s.root.layoutMarginsGuide) == Rect(x: 16, y: 59, width: 361, height: 759))
        // A view outside the tree has no safe area: its guide is its bounds.
        let detached = View(frame: Rect(x: 0, y: 0, width: 100, height: 50))
        #expect(s.engine.layoutFrame(of: detached.safeAreaLayoutGuide) == Rect(x: 0, y: 0, width: 100, height: 50))
    }

    @Test func unusedKeyboardGuideReportsItsFrame() {
        // The keyboard guide no constraint uses, on the root of an iPhone 15 Pro Max in landscape (932 × 430, safe
        // bottom 21, keyboard 209). Hidden: the guide runs from the safe area's bottom 430 − 21 = 409 down to the
        // root's bottom, (0, 409, 932, 21); with usesBottomSafeArea off it starts at the bottom: (0, 430, 932, 0).
        // Shown: from the keyboard's top 430 − 209 = 221 to the bottom, (0, 221, 932, 209).
        let s = Screen(.iPhone15ProMax.landscape)
        s.layout()
        let guide = s.root.keyboardLayoutGuide
        #expect(s.engine.layoutFrame(of: guide) == Rect(x: 0, y: 409, width: 932, height: 21))
        guide.usesBottomSafeArea = false
        #expect(s.engine.layoutFrame(of: guide) == Rect(x: 0, y: 430, width: 932, height: 0))
        guide.usesBottomSafeArea = true
        s.engine.showKeyboard()
        s.layout()
        #expect(s.engine.layoutFrame(of: guide) == Rect(x: 0, y: 221, width: 932, height: 209))
        s.engine.hideKeyboard()
        s.layout()
        #expect(s.engine.layoutFrame(of: guide) == Rect(x: 0, y: 409, width: 932, height: 21))
    }

    @Test func unusedKeyboardGuideOfASubviewIsInItsOwnCoordinates() {
        // A panel at y 600, 252 high, on an iPhone 15 (852 high, safe bottom 34, keyboard 336, top 516). Hidden:
        // the panel reaches the screen's bottom, so its safe bottom is 34 and the guide is (0, 218, 393, 34).
        // Shown: the keyboard's top 516 is 516 − 600 = −84 in the panel, the guide (0, −84, 393, 252 + 84).
        let s = Screen()
        let panel = s.add()
        pin(panel, .top, .equal, s.root, .top, 600)
        pin(panel, .leading, .equal, s.root, .leading)
        pin(panel, .trailing, .equal, s.root, .trailing)
        pin(panel, .bottom, .equal, s.root, .bottom)
        s.layout()
        #expect(s.engine.layoutFrame(of: panel.keyboardLayoutGuide) == Rect(x: 0, y: 218, width: 393, height: 34))
        s.engine.showKeyboard()
        s.layout()
        #expect(s.engine.layoutFrame(of: panel.keyboardLayoutGuide) == Rect(x: 0, y: -84, width: 393, height: 336))
        // A guide a constraint uses reports its solved frame, the same rectangle.
        let chip = s.add(to: panel)
        pinEdges(chip, to: panel.keyboardLayoutGuide)
        s.layout()
        #expect(panel.keyboardLayoutGuide.layoutFrame == Rect(x: 0, y: -84, width: 393, height: 336))
        #expect(s.engine.layoutFrame(of: panel.keyboardLayoutGuide) == Rect(x: 0, y: -84, width: 393, height: 336))
    }
}

/// A canvas dragged to another width takes the root margins of a screen that wide (reference §7.7: 16 up to
/// 393 pt, 20 from 414 pt).
struct DeviceWidthTests {
    @Test func rootMarginsFollowTheCanvasWidth() {
        #expect(Device.iPhone15.withWidth(430).systemMinimumMargin == 20)
        #expect(Device.iPhone15.withWidth(393).systemMinimumMargin == 16)
        #expect(Device.iPhone15ProMax.withWidth(375).systemMinimumMargin == 16)
        // Between 393 and 414 no width of the reference's devices falls: the device's own value stays.
        #expect(Device.iPhone15.withWidth(400).systemMinimumMargin == 16)
        #expect(Device.iPhone15ProMax.withWidth(400).systemMinimumMargin == 20)
    }
}
