import LayoutFrames
@testable import LayoutScript
import Testing

/// UILabel's `attributedText` doc: attributes in the string win over the label's own properties. A 30-pt
/// `.font` attribute over the whole "Hello" is the font the label measures with, so it is exactly as large as a
/// plain label with `font = .systemFont(ofSize: 30)` and larger than a default (17 pt) label.
@Test func attributedTextFontAttributeSizesTheLabel() throws {
    let r = try sizes("""
        let plain = UILabel()
        plain.text = "Hello"
        plain.font = .systemFont(ofSize: 30)
        let attributed = UILabel()
        attributed.attributedText = NSAttributedString(string: "Hello", attributes: [.font: UIFont.systemFont(ofSize: 30)])
        let keyed = UILabel()
        keyed.attributedText = NSAttributedString(string: "Hello", attributes: [NSAttributedString.Key.font: UIFont.systemFont(ofSize: 30)])
        let small = UILabel()
        small.text = "Hello"
        """, ["plain", "attributed", "keyed", "small"])
    #expect(r.diagnostics.isEmpty, "\(r.diagnostics.map(\.message))")
    #expect(r.sizes["attributed"] == r.sizes["plain"])
    #expect(r.sizes["keyed"] == r.sizes["plain"])
    let small = try #require(r.sizes["small"]), attributed = try #require(r.sizes["attributed"])
    #expect(attributed[0] > small[0] && attributed[1] > small[1])
}

/// NSMutableAttributedString: `addAttribute(.font, value:range:)` over the whole string (an NSRange of its UTF-16
/// length, from `NSRange(location:length:)` or `(text as NSString).range(of:)`) gives the same size as the
/// plain 30-pt bold label; the label's `font` and `attributedText` read back that font and string.
@Test func mutableAttributedStringFontOverTheWholeRange() throws {
    let r = try sizes("""
        let plain = UILabel()
        plain.text = "Hello"
        plain.font = .boldSystemFont(ofSize: 30)
        let text = NSMutableAttributedString(string: "Hello")
        text.addAttribute(.font, value: UIFont.boldSystemFont(ofSize: 30), range: NSRange(location: 0, length: text.length))
        let mutable = UILabel()
        mutable.attributedText = text
        let found = NSMutableAttributedString(string: "Hello")
        found.addAttributes([.font: UIFont.boldSystemFont(ofSize: 30)], range: ("Hello" as NSString).range(of: "Hello"))
        let searched = UILabel()
        searched.attributedText = found
        print(mutable.font.pointSize, mutable.attributedText?.string ?? "-")
        """, ["plain", "mutable", "searched"])
    #expect(r.diagnostics.isEmpty, "\(r.diagnostics.map(\.message))")
    #expect(r.sizes["mutable"] == r.sizes["plain"])
    #expect(r.sizes["searched"] == r.sizes["plain"])
    let printed = runScript("""
        let text = NSMutableAttributedString(string: "Hello")
        text.addAttribute(.font, value: UIFont.boldSystemFont(ofSize: 30), range: NSMakeRange(0, 5))
        let label = UILabel()
        label.attributedText = text
        print(label.font.pointSize, label.attributedText?.string ?? "-", label.attributedText?.length ?? 0)
        """)
    #expect(printed.error == nil)
    #expect(printed.output == ["30.0 Hello 5"])
}

/// Mixed fonts: the text engine measures a view's text in one font, so the label takes the first run's
/// (UIKit's `font` of such a label is the font at index 0 too) and an `unsupported-api` warning says the other
/// runs are measured in it. "Hello" 30 pt + " world" 12 pt measures like a 30-pt "Hello world" label.
@Test func mixedFontsMeasureInTheFirstRunsFontWithAWarning() throws {
    let r = try sizes("""
        let reference = UILabel()
        reference.text = "Hello world"
        reference.font = .systemFont(ofSize: 30)
        let text = NSMutableAttributedString(string: "Hello", attributes: [.font: UIFont.systemFont(ofSize: 30)])
        text.append(NSAttributedString(string: " world", attributes: [.font: UIFont.systemFont(ofSize: 12)]))
        let mixed = UILabel()
        mixed.attributedText = text
        """, ["reference", "mixed"])
    #expect(r.sizes["mixed"] == r.sizes["reference"])
    #expect(r.diagnostics.map(\.code) == ["unsupported-api"])
    #expect(r.diagnostics.first?.message.contains("several fonts") == true)
}

/// A run without a font attribute takes the label's own font (UILabel fills unset attributes from its
/// properties): a colour-only attributed string on a 30-pt label measures like the plain 30-pt label.
@Test func attributedTextWithoutFontKeepsTheLabelsFont() throws {
    let r = try sizes("""
        let plain = UILabel()
        plain.text = "Hello"
        plain.font = .systemFont(ofSize: 30)
        let colored = UILabel()
        colored.font = .systemFont(ofSize: 30)
        colored.attributedText = NSAttributedString(string: "Hello", attributes: [.foregroundColor: UIColor.red])
        """, ["plain", "colored"])
    #expect(r.diagnostics.isEmpty, "\(r.diagnostics.map(\.message))")
    #expect(r.sizes["colored"] == r.sizes["plain"])
}

/// `setAttributedTitle(_:for:)` on a legacy system button: the string's 30-pt font is the title's, so the
/// button is as large as one titled "Save" whose `titleLabel?.font` is 30 pt (title + 6 pt above and below).
@Test func attributedTitleFontSizesTheButton() throws {
    let r = try sizes("""
        let reference = UIButton(type: .system)
        reference.setTitle("Save", for: .normal)
        reference.titleLabel?.font = .systemFont(ofSize: 30)
        let attributed = UIButton(type: .system)
        attributed.setAttributedTitle(NSAttributedString(string: "Save", attributes: [.font: UIFont.systemFont(ofSize: 30)]), for: .normal)
        let label = UILabel()
        label.text = "Save"
        label.font = .systemFont(ofSize: 30)
        """, ["reference", "attributed", "label"])
    #expect(r.diagnostics.isEmpty, "\(r.diagnostics.map(\.message))")
    #expect(r.sizes["attributed"] == r.sizes["reference"])
    let label = try #require(r.sizes["label"])
    #expect(r.sizes["attributed"] == [label[0], ((label[1] + 12) * 1000).rounded() / 1000])
}

/// A paragraph style's `lineSpacing` is not modelled by the text engine: setting it is an `unsupported-api`
/// warning (the label is measured without the extra spacing); a style with only `alignment` is applied silently.
@Test func paragraphLineSpacingIsAnUnsupportedWarning() throws {
    let r = try sizes("""
        let style = NSMutableParagraphStyle()
        style.lineSpacing = 6
        let spaced = UILabel()
        spaced.numberOfLines = 0
        spaced.attributedText = NSAttributedString(string: "Hello", attributes: [.paragraphStyle: style])
        let centered = NSMutableParagraphStyle()
        centered.alignment = .center
        let plain = UILabel()
        plain.attributedText = NSAttributedString(string: "Hello", attributes: [.paragraphStyle: centered])
        """, ["spaced", "plain"])
    #expect(r.diagnostics.map(\.code) == ["unsupported-api"])
    #expect(r.diagnostics.first?.message.contains("lineSpacing") == true)
    #expect(r.sizes["spaced"] == r.sizes["plain"])
}

/// `insert(_:at:)` splices the string and its runs: "Hello" (30 pt) with " big" (12 pt) inserted at 0 reads
/// " bigHello"; the font at offset 0 is the inserted run's (12), at offset 4 the original's (30), and a label
/// given the string takes the first run's font (12 pt).
@Test func insertKeepsEachRunsAttributes() {
    let r = runScript("""
        let text = NSMutableAttributedString(string: "Hello", attributes: [.font: UIFont.systemFont(ofSize: 30)])
        text.insert(NSAttributedString(string: " big", attributes: [.font: UIFont.systemFont(ofSize: 12)]), at: 0)
        let first = text.attribute(.font, at: 0, effectiveRange: nil) as? UIFont
        let later = text.attribute(.font, at: 4, effectiveRange: nil) as? UIFont
        let label = UILabel()
        label.attributedText = text
        print(text.string, text.length, first?.pointSize ?? 0, later?.pointSize ?? 0, label.font.pointSize)
        """)
    #expect(r.error == nil)
    #expect(r.output == [" bigHello 9 12.0 30.0 12.0"])
}
