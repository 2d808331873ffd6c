import Testing
@testable import TextMetrics

/// Font requests map UIKit's API onto Inter's weights and the iOS Dynamic Type sizes.
struct FontTests {
    @Test func textStylesHaveTheirLargeCategorySizes() {
        // Apple HIG, Typography, Dynamic Type sizes at "Large (default)".
        let expected: [TextStyle: Double] = [.largeTitle: 34, .title1: 28, .title2: 22, .title3: 20, .headline: 17,
                                             .body: 17, .callout: 16, .subheadline: 15, .footnote: 13,
                                             .caption1: 12, .caption2: 11]
        for (style, size) in expected { #expect(Font.preferred(style).pointSize == size, "\(style)") }
        #expect(Font.preferred(.headline).weight == .semibold)
        #expect(Font.preferred(.body).weight == .regular)
    }

    @Test func weightsMapToInterFiles() {
        // SF's Ultralight is weight class 100 (Inter "Thin"), SF's Thin is 200 (Inter "ExtraLight"),
        // Heavy is 800 (Inter "ExtraBold").
        #expect(FontLocator.fileName(weight: .ultraLight, italic: false) == "Inter-Thin.otf")
        #expect(FontLocator.fileName(weight: .thin, italic: false) == "Inter-ExtraLight.otf")
        #expect(FontLocator.fileName(weight: .semibold, italic: false) == "Inter-SemiBold.otf")
        #expect(FontLocator.fileName(weight: .heavy, italic: false) == "Inter-ExtraBold.otf")
        #expect(FontLocator.fileName(weight: .regular, italic: true) == "Inter-Italic.otf")
        #expect(FontLocator.fileName(weight: .bold, italic: true) == "Inter-BoldItalic.otf")
        #expect(Font.boldSystem(size: 20).weight == .bold)
    }

    @Test func rawWeightValuesResolveToTheNearestNamedWeight() {
        #expect(FontWeight.nearest(toUIKitRawValue: 0.3) == .semibold)
        #expect(FontWeight.nearest(toUIKitRawValue: 0.25) == .medium)
        #expect(FontWeight.nearest(toUIKitRawValue: -1) == .ultraLight)
    }

    @Test func badSizesDoNotTrap() {
        #expect(Font.system(size: -4).pointSize == 0)
        #expect(Font.system(size: .nan).pointSize == 17)
    }
}
