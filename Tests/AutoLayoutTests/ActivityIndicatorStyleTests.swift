import Testing
@testable import AutoLayout

/// UIActivityIndicatorView's pre-iOS 13 styles still compile (deprecated) and draw the two sizes of the current
/// ones: `.whiteLarge` is the large indicator (37 × 37), `.white` and `.gray` the medium one (20 × 20) [3P].
struct ActivityIndicatorStyleTests {
    @Test func legacyStylesMapOntoTheTwoSizes() {
        #expect(ActivityIndicatorStyle(uiKitName: "whiteLarge") == .large)
        #expect(ActivityIndicatorStyle(uiKitName: "large") == .large)
        #expect(ActivityIndicatorStyle(uiKitName: "white") == .medium)
        #expect(ActivityIndicatorStyle(uiKitName: "gray") == .medium)
        #expect(ActivityIndicatorStyle(uiKitName: "medium") == .medium)
        #expect(ActivityIndicatorStyle(uiKitName: "huge") == nil)
    }

    @Test func aWhiteLargeIndicatorIs37Square() {
        let s = Screen()
        let spinner = s.add(.activityIndicator)
        spinner.activityIndicatorStyle = ActivityIndicatorStyle(uiKitName: "whiteLarge") ?? .medium
        #expect(s.engine.intrinsicContentSize(of: spinner) == Size(width: 37, height: 37))
        spinner.activityIndicatorStyle = ActivityIndicatorStyle(uiKitName: "gray") ?? .large
        #expect(s.engine.intrinsicContentSize(of: spinner) == Size(width: 20, height: 20))
    }
}
