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
