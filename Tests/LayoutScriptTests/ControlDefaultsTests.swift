import LayoutFrames
@testable import LayoutScript
import Testing

/// UIKit defaults the frames record so the page draws what UIKit draws.
struct ControlDefaultsTests {
    private func style(_ code: String, _ path: String) throws -> ViewStyle? {
        let b = try runBlock("""
            ```swift preview id=t
            \(code)
            ```
            """)
        return b.states.first?.views.first { $0.path == path }?.style
    }

    @Test func aPageControlsDotsAreWhiteUntilSet() throws {
        // "The default color is an opaque white for the current page indicator dot" and "a translucent white
        // for the page indicator dot" (Apple, currentPageIndicatorTintColor / pageIndicatorTintColor).
        let plain = try #require(try style("""
            let dots = UIPageControl()
            dots.numberOfPages = 3
            view.addSubview(dots)
            """, "dots"))
        #expect(plain.currentPageIndicatorTintColor == "#ffffff")
        #expect(plain.pageIndicatorTintColor == "rgba(255, 255, 255, 0.5)")
        // Colours the lesson sets are recorded as set, each on its own ("not automatically derived from the other").
        let set = try #require(try style("""
            let dots = UIPageControl()
            dots.numberOfPages = 3
            dots.currentPageIndicatorTintColor = .systemBlue
            view.addSubview(dots)
            """, "dots"))
        #expect(set.currentPageIndicatorTintColor == "system:systemBlue")
        #expect(set.pageIndicatorTintColor == "rgba(255, 255, 255, 0.5)")
    }

    @Test func aControllersViewHasNoBackgroundUntilSet() throws {
        // UIViewController.loadView() makes a plain UIView, whose backgroundColor is nil: the window behind it
        // shows, so the frames record no colour (the page draws the window).
        let b = try runBlock("""
            ```swift preview id=t
            let box = UIView()
            view.addSubview(box)
            ```
            """)
        let root = try #require(b.states.first?.views.first { $0.path == "view" })
        #expect(root.style?.backgroundColor == nil)
    }
}
