import Testing
@testable import AutoLayout

/// A child view controller's root view has a controller's margins (`View.isViewControllerRoot`), not a plain view's.
@Suite struct ChildControllerMarginsTests {
    /// A child controller's view filling the iPhone 15 screen, with a subview pinned to its margins guide.
    private func fullScreenChild(isControllerRoot: Bool) -> (Screen, View, View) {
        let s = Screen()
        let child = s.add()
        child.isViewControllerRoot = isControllerRoot
        pinEdges(child, to: s.root)
        let kid = s.add(to: child)
        pinEdges(kid, to: child.layoutMarginsGuide)
        let result = s.layout()
        #expect(codes(result).isEmpty, "\(codes(result))")
        return (s, child, kid)
    }

    @Test func aFullScreenChildsRootViewHasTheSystemMinimumPlusItsSafeArea() {
        // iPhone 15 portrait (393 × 852, safe area 59 top, 34 bottom). The child's view covers the screen, so its
        // safe-area insets are the device's. As a controller's root view its own margins are the system minimum,
        // (0, 16, 0, 16); with the safe area added: (59, 16, 34, 16). The kid: (16, 59, 393 − 32 = 361,
        // 852 − 59 − 34 = 759), the hosted controller's own margins guide.
        let (s, child, kid) = fullScreenChild(isControllerRoot: true)
        expectFrame(kid, 16, 59, 361, 759)
        #expect(s.engine.effectiveLayoutMargins(of: child) == EdgeInsets(top: 59, left: 16, bottom: 34, right: 16))
    }

    @Test func aPlainFullScreenViewKeepsItsEightPointMargins() {
        // The same view when it is not a controller's root: 8 on every side plus the safe area,
        // (67, 8, 42, 8) → the kid at (8, 67, 377, 852 − 67 − 42 = 743).
        let (_, _, kid) = fullScreenChild(isControllerRoot: false)
        expectFrame(kid, 8, 67, 377, 743)
    }

    @Test func turningOffTheSystemMinimumKeepsMarginsTheLessonSetsBelowIt() {
        // viewRespectsSystemMinimumLayoutMargins = false on the child with margins 4 at the sides: (4 + 0, …);
        // left and right stay 4, top and bottom 4 + the safe area: kid (4, 63, 385, 852 − 63 − 38 = 751).
        let s = Screen()
        let child = s.add()
        child.isViewControllerRoot = true
        child.respectsSystemMinimumLayoutMargins = false
        child.layoutMargins = EdgeInsets(top: 4, left: 4, bottom: 4, right: 4)
        pinEdges(child, to: s.root)
        let kid = s.add(to: child)
        pinEdges(kid, to: child.layoutMarginsGuide)
        _ = s.layout()
        expectFrame(kid, 4, 63, 385, 751)
    }
}
