import LayoutFrames
@testable import LayoutScript
import Testing
import TextMetrics

/// `intrinsicContentSize` is measured from the view's current content on every read, and UIKit's own setters
/// (`text`, `font`, `setTitle`, `image`, …) invalidate it, so a lesson override built on
/// `super.intrinsicContentSize` (a padded badge) follows the text without an explicit
/// `invalidateIntrinsicContentSize()`. Expected sizes are the texts' own widths from TextMetrics, rounded up to
/// the @3x pixel grid as UILabel rounds them.
struct IntrinsicSizeReadTests {
    let ceil3 = { (v: Double) in (v * 3 - 1e-9).rounded(.up) / 3 }
    let font = Font.system(size: 17)

    @Test func aLabelsIntrinsicSizeFollowsItsText() throws {
        // `probe` takes the width the second read returns: "Sale 50%"'s, not "New"'s.
        let block = try runBlock("""
            ```swift preview id=t
            let label = UILabel()
            label.text = "New"
            _ = label.intrinsicContentSize
            label.text = "Sale 50%"
            let probe = UIView()
            view.addSubview(probe)
            probe.frame = CGRect(x: 0, y: 0, width: label.intrinsicContentSize.width, height: 10)
            ```
            """)
        let width = try #require(block.states.first?.views.first { $0.path == "probe" }?.frame[2])
        #expect(abs(width - ceil3(TextMeasurer.shared.width(of: "Sale 50%", font: font))) < 1e-6)
    }

    @Test func aPaddedLabelFollowsItsTextWithoutAnExplicitInvalidation() throws {
        // BadgeLabel adds 12 + 12 to super's width. The action sets a longer text and nothing else: UILabel's text
        // setter invalidates the intrinsic size, so the override is asked again and the badge widens.
        let block = try runBlock("""
            ```swift preview id=t actions="badge.text = \\"Sale 50%\\""
            final class BadgeLabel: UILabel {
                override var intrinsicContentSize: CGSize {
                    let size = super.intrinsicContentSize
                    return CGSize(width: size.width + 24, height: size.height + 8)
                }
            }
            final class Screen: UIView {
                let badge = BadgeLabel()
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    badge.text = "New"
                    addSubview(badge)
                    badge.snp.makeConstraints { make in
                        make.leading.top.equalToSuperview()
                    }
                }
                required init?(coder: NSCoder) { fatalError() }
            }
            ```
            """)
        let widths = block.states.map { $0.views.first { $0.path == "badge" }?.frame[2] ?? -1 }
        let measurer = TextMeasurer.shared
        #expect(widths.count == 2, "\(block.diagnostics.map(\.message))")
        guard widths.count == 2 else { return }
        #expect(abs(widths[0] - (ceil3(measurer.width(of: "New", font: font)) + 24)) < 1e-6, "\(widths)")
        #expect(abs(widths[1] - (ceil3(measurer.width(of: "Sale 50%", font: font)) + 24)) < 1e-6, "\(widths)")
    }
}
