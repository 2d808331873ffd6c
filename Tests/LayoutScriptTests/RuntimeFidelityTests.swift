@testable import LayoutScript
import Testing

/// Custom notification names are their raw strings: a post reaches only the observers of that name.
@Test func customNotificationNamesStayApart() {
    // Two observers, `.themeDidChange` and `.densityDidChange` (one made with `Notification.Name(_:)`, one with
    // `rawValue:`); posting the second must run only its observer, once.
    let r = runScript("""
        extension Notification.Name {
            static let themeDidChange = Notification.Name("themeDidChange")
            static let densityDidChange = Notification.Name(rawValue: "densityDidChange")
        }
        var heard: [String] = []
        NotificationCenter.default.addObserver(forName: .themeDidChange, object: nil, queue: nil) { _ in heard.append("theme") }
        NotificationCenter.default.addObserver(forName: .densityDidChange, object: nil, queue: nil) { _ in heard.append("density") }
        NotificationCenter.default.post(name: .densityDidChange, object: nil)
        print(heard)
        """)
    #expect(r.error == nil)
    #expect(r.output == ["[\"density\"]"])
}

/// UIView.sizeThatFits / sizeToFit: "Default is return existing view size" (UIView.h); a label answers the size its
/// text needs.
@Test func plainViewsKeepTheirSizeWhenAskedToFit() {
    // A plain view framed 50 × 10 stays 50 × 10 whatever its subclass's intrinsicContentSize (52 × 20); one with a
    // zero frame stays 0 × 0. A label's sizeThatFits is its text's size, so it is not zero for "Hi".
    let r = runScript("""
        final class Badge: UIView {
            override var intrinsicContentSize: CGSize { CGSize(width: 52, height: 20) }
        }
        let framed = Badge(frame: CGRect(x: 0, y: 0, width: 50, height: 10))
        let fits = framed.sizeThatFits(CGSize(width: 300, height: 300))
        framed.sizeToFit()
        let empty = Badge()
        empty.sizeToFit()
        let label = UILabel()
        label.text = "Hi"
        let labelFits = label.sizeThatFits(CGSize(width: 300, height: 300))
        print(fits.width, fits.height, framed.frame.width, framed.frame.height, empty.frame.width, empty.frame.height)
        print(labelFits.width > 0, labelFits.height > 0)
        """)
    #expect(r.error == nil)
    #expect(r.output == ["50.0 10.0 50.0 10.0 0.0 0.0", "true true"])
}

/// `view.snp.topRight` does not compile in Swift: the block reports an unknown member where it is written.
@Test func unknownSnapKitMembersAreUnknownNames() {
    let r = runScript("""
        let card = UIView()
        let other = UIView()
        print(card.snp.topRight)
        """)
    #expect(r.error?.contains("value of type 'ConstraintViewDSL' has no member 'topRight'") == true, "\(r.error ?? "")")
}
