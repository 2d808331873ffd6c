import LayoutFrames
@testable import LayoutScript
import Testing

/// UIFontMetrics.scaledFont(for:) "returns a version of the specified font that adopts the current Dynamic
/// Type setting"; the preview stays at the default Large size, where the scale is 1, so the result is the font
/// itself: labels with `UIFontMetrics(forTextStyle:)` and `UIFontMetrics.default` scaled fonts measure exactly
/// like the 30-pt bold label.
@Test func fontMetricsScaledFontIsTheFontAtTheDefaultSize() throws {
    let r = try sizes("""
        let fixed = UILabel()
        fixed.text = "Hello"
        fixed.font = .systemFont(ofSize: 30, weight: .bold)
        let styled = UILabel()
        styled.text = "Hello"
        styled.font = UIFontMetrics(forTextStyle: .title1).scaledFont(for: .systemFont(ofSize: 30, weight: .bold))
        styled.adjustsFontForContentSizeCategory = true
        let byDefault = UILabel()
        byDefault.text = "Hello"
        byDefault.font = UIFontMetrics.default.scaledFont(for: .systemFont(ofSize: 30, weight: .bold))
        """, ["fixed", "styled", "byDefault"])
    #expect(r.diagnostics.isEmpty, "\(r.diagnostics.map(\.message))")
    #expect(r.sizes["styled"] == r.sizes["fixed"])
    #expect(r.sizes["byDefault"] == r.sizes["fixed"])
}

/// At scale 1: `scaledValue(for:)` returns the value, and `scaledFont(for:maximumPointSize:)` is the font capped
/// at the maximum (30 pt capped at 24 is 24 pt; 17 pt under a 24-pt cap stays 17).
@Test func fontMetricsScaledValueAndMaximumPointSize() {
    let r = runScript("""
        let metrics = UIFontMetrics(forTextStyle: .body)
        print(metrics.scaledValue(for: 44), UIFontMetrics.default.scaledValue(for: 8.5))
        let big = metrics.scaledFont(for: .systemFont(ofSize: 30), maximumPointSize: 24)
        let body = metrics.scaledFont(for: .preferredFont(forTextStyle: .body), maximumPointSize: 24)
        print(big.pointSize, body.pointSize)
        """)
    #expect(r.error == nil)
    #expect(r.output == ["44.0 8.5", "24.0 17.0"])
}

/// UIFont(descriptor:size:): "If you specify 0.0 for this parameter, the font size specified in the descriptor
/// is used" (Apple), and the descriptor's traits are kept. The usual `bold` helper written in `extension UIFont`
/// with the implicit `fontDescriptor` (as `pointSize` is implicit there) and size 0, and the explicit
/// `UIFont(descriptor: d, size: 22)` of a `.traitBold` descriptor, both measure like `.boldSystemFont(ofSize: 22)`.
@Test func fontFromDescriptorKeepsItsSizeAndTraits() throws {
    let r = try sizes("""
        extension UIFont {
            var bold: UIFont {
                guard let descriptor = fontDescriptor.withSymbolicTraits(.traitBold) else { return self }
                return UIFont(descriptor: descriptor, size: 0)
            }
        }
        let reference = UILabel()
        reference.text = "Hello"
        reference.font = .boldSystemFont(ofSize: 22)
        let derived = UILabel()
        derived.text = "Hello"
        derived.font = UIFont.systemFont(ofSize: 22).bold
        let sized = UILabel()
        sized.text = "Hello"
        sized.font = UIFont(descriptor: UIFont.systemFont(ofSize: 40).fontDescriptor.withSymbolicTraits(.traitBold)!, size: 22)
        let regular = UILabel()
        regular.text = "Hello"
        regular.font = .systemFont(ofSize: 22)
        """, ["reference", "derived", "sized", "regular"])
    #expect(r.diagnostics.isEmpty, "\(r.diagnostics.map(\.message))")
    #expect(r.sizes["derived"] == r.sizes["reference"])
    #expect(r.sizes["sized"] == r.sizes["reference"])
    // Bold is wider than regular at the same size: the trait was not dropped.
    let regular = try #require(r.sizes["regular"]), bold = try #require(r.sizes["reference"])
    #expect(bold[0] > regular[0])
}

/// Symbolic traits replace the descriptor's: `[.traitBold, .traitItalic]` gives a bold italic face, and
/// `.traitItalic` alone on a bold font an italic that is no longer bold; size 0 keeps the descriptor's 18 pt.
/// `symbolicTraits` reads them back.
@Test func symbolicTraitsReplaceTheFacesTraits() {
    let r = runScript("""
        let boldItalic = UIFont(descriptor: UIFont.systemFont(ofSize: 18).fontDescriptor.withSymbolicTraits([.traitBold, .traitItalic])!, size: 0)
        let italic = UIFont(descriptor: UIFont.boldSystemFont(ofSize: 18).fontDescriptor.withSymbolicTraits(.traitItalic)!, size: 0)
        let a = boldItalic.fontDescriptor.symbolicTraits, b = italic.fontDescriptor.symbolicTraits
        print(boldItalic.pointSize, a.contains(.traitBold), a.contains(.traitItalic))
        print(italic.pointSize, b.contains(.traitBold), b.contains(.traitItalic))
        """)
    #expect(r.error == nil)
    #expect(r.output == ["18.0 true true", "18.0 false true"])
}
