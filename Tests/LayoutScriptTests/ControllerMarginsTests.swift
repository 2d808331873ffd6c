@testable import LayoutScript
import Testing

/// A controller's `additionalSafeAreaInsets` and `viewRespectsSystemMinimumLayoutMargins` read back what was set
/// (defaults: zero and true, UIViewController docs); `systemMinimumLayoutMargins` is 0 at the top and bottom and
/// 16 at the sides on an iPhone 15 in portrait (reference §7.7).
@Test func controllerSafeAreaAndMarginPropertiesReadBack() {
    let r = runScript("""
        let vc = UIViewController()
        print(vc.additionalSafeAreaInsets.top, vc.viewRespectsSystemMinimumLayoutMargins)
        vc.additionalSafeAreaInsets = UIEdgeInsets(top: 10, left: 0, bottom: 5, right: 0)
        vc.viewRespectsSystemMinimumLayoutMargins = false
        print(vc.additionalSafeAreaInsets.top, vc.additionalSafeAreaInsets.bottom, vc.viewRespectsSystemMinimumLayoutMargins)
        let minimum = vc.systemMinimumLayoutMargins
        print(minimum.top, minimum.leading, minimum.bottom, minimum.trailing)
        """)
    #expect(r.error == nil)
    #expect(r.output == ["0.0 true", "10.0 5.0 false", "0.0 16.0 0.0 16.0"])
}

/// A view that is not in a hierarchy: "the layout guide always matches the edges of the view" (reference §7.7)
/// for the safe area, and its margins guide is its bounds inset by the default 8 on each side.
@Test func guidesOfADetachedViewFollowItsBounds() {
    let r = runScript("""
        let card = UIView(frame: CGRect(x: 5, y: 5, width: 100, height: 50))
        let safe = card.safeAreaLayoutGuide.layoutFrame
        let margins = card.layoutMarginsGuide.layoutFrame
        print(safe.minX, safe.minY, safe.width, safe.height)
        print(margins.minX, margins.minY, margins.width, margins.height)
        print(card.layoutMargins.left, card.safeAreaInsets.top)
        """)
    #expect(r.error == nil)
    #expect(r.output == ["0.0 0.0 100.0 50.0", "8.0 8.0 84.0 34.0", "8.0 0.0"])
}

