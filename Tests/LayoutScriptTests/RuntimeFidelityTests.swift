import LayoutFrames
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

/// Frame warnings describe the frames a state shows: an animation's own `layoutIfNeeded()` that its completion
/// then undoes leaves no warning behind.
@Test func frameWarningsComeFromTheFramesAStateShows() throws {
    // The card moves to top 759 (its bottom at 959, below the 759-tall host: really outside in the recorded
    // state). Inside the animation the toast follows it to 759 + 200 + 20 = 979, but the completion re-pins it
    // to the bottom (759 − 20 − 40 = 699), so only the card is reported.
    let markdown = """
        ```swift preview actions="dismissCard()" id=dismiss
        final class DismissCard: UIView {
            let card = UIView()
            let toast = UIView()
            var cardTop: Constraint?
            override init(frame: CGRect) {
                super.init(frame: frame)
                addSubview(card)
                addSubview(toast)
                card.snp.makeConstraints { make in
                    cardTop = make.top.equalToSuperview().offset(100).constraint
                    make.leading.trailing.equalToSuperview().inset(20)
                    make.height.equalTo(200)
                }
                toast.snp.makeConstraints { make in
                    make.top.equalTo(card.snp.bottom).offset(20)
                    make.centerX.equalToSuperview()
                    make.size.equalTo(CGSize(width: 150, height: 40))
                }
            }
            required init?(coder: NSCoder) { fatalError() }
            func dismissCard() {
                cardTop?.update(offset: 759)
                UIView.animate(withDuration: 0.3, animations: {
                    self.layoutIfNeeded()
                }, completion: { _ in
                    self.toast.snp.remakeConstraints { make in
                        make.bottom.equalToSuperview().inset(20)
                        make.centerX.equalToSuperview()
                        make.size.equalTo(CGSize(width: 150, height: 40))
                    }
                })
            }
        }
        ```
        """
    let block = try runBlock(markdown, file: "dismiss.md")
    let toast = block.states.last?.views.first { $0.path == "toast" }
    #expect(toast?.frame == [121.5, 699, 150, 40])
    let outside = block.diagnostics.filter { $0.code == "outside-superview" }.map(\.message)
    #expect(outside.contains { $0.hasPrefix("UIView:card") }, "\(outside)")
    #expect(!outside.contains { $0.hasPrefix("UIView:toast") }, "\(outside)")
}

/// A capture list copies values when the closure is made (The Swift Programming Language, "Capture Lists"); a
/// plain capture sees later changes.
@Test func captureListsCopyWhenTheClosureIsMade() {
    // width is 10 when both closures are made and 40 when they run: the capture-list one doubles 10, the plain
    // one 40. `[w = view.frame.width]` copies 5 before the frame becomes 50 wide: 5 + 1.
    let r = runScript("""
        var width: CGFloat = 10
        let snapshot = { [width] in width * 2 }
        let live = { width * 2 }
        width = 40
        print(snapshot(), live())
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 5, height: 5))
        let described = { [w = view.frame.width, weak view] in w + (view == nil ? 100 : 1) }
        view.frame = CGRect(x: 0, y: 0, width: 50, height: 5)
        print(described())
        """)
    #expect(r.error == nil, "\(r.error ?? "")")
    #expect(r.output == ["20.0 80.0", "6.0"])
}

/// `super.height` in an `override class var` reads the superclass's class member.
@Test func superInAClassVarReadsTheSuperclassMember() {
    // Cell.height is 40; TallCell adds 20 to super's: 60. A plain Cell still answers 40.
    let r = runScript("""
        class Cell: UIView {
            class var height: CGFloat { 40 }
        }
        final class TallCell: Cell {
            override class var height: CGFloat { super.height + 20 }
        }
        print(Cell.height, TallCell.height)
        """)
    #expect(r.error == nil, "\(r.error ?? "")")
    #expect(r.output == ["40.0 60.0"])
}

/// `expect=` names what a block shows on purpose: several values may be listed, an unknown one is a warning, and
/// `error` stands for a runtime error, never for code Swift would not compile.
@Test func expectationsAreValidatedAndScoped() throws {
    // A 100-wide box pinned 10 from both edges of the 393-wide root conflicts (required width vs 373); a second
    // box with only a top is ambiguous. Both are expected, so neither is left unexpected.
    let both = try runBlock("""
        ```swift preview expect="conflict ambiguous" id=both
        let box = UIView()
        let loose = UIView()
        view.addSubview(box)
        view.addSubview(loose)
        box.snp.makeConstraints { make in
            make.leading.trailing.equalToSuperview().inset(10)
            make.top.equalToSuperview()
            make.width.equalTo(100)
            make.height.equalTo(10)
        }
        loose.snp.makeConstraints { $0.top.equalToSuperview() }
        ```
        """)
    let unexpected = both.diagnostics.filter { $0.expected != true && ($0.code == "conflict" || $0.code == "ambiguous") }
    #expect(unexpected.isEmpty, "\(unexpected.map(\.message))")
    #expect(!both.diagnostics.contains { $0.code == "expect-unmet" })

    // A misspelt value is a block-attribute warning; the misspelling is not looked for.
    let typo = try runBlock("""
        ```swift preview expect=conflicts id=typo
        let box = UIView()
        view.addSubview(box)
        ```
        """)
    #expect(typo.diagnostics.contains { $0.code == "block-attribute" && $0.message.contains("expect=conflicts") })
    #expect(!typo.diagnostics.contains { $0.code == "expect-unmet" })

    // A typo in a name does not compile in Swift: expect=error does not cover it, and the runtime error it
    // promised never happened.
    let compile = try runBlock("""
        ```swift preview expect=error id=compile
        let title = UILabel()
        view.addSubview(titleLable)
        ```
        """)
    #expect(compile.diagnostics.contains { $0.code == "unknown-name" && $0.expected != true })
    #expect(compile.diagnostics.contains { $0.code == "expect-unmet" })
}

/// A multi-line label answers sizeThatFits within the proposed width, and sizeToFit within its current width
/// (UIView.sizeToFit asks sizeThatFits with the view's size); one line (numberOfLines = 1) never wraps.
@Test func multiLineLabelsFitWithinTheProposedWidth() {
    // Eight words at 17 pt are about 270 wide on one line. Within 200 they wrap to two lines no wider than 200;
    // within 100, to more lines (taller still); a one-line label keeps its one line whatever the width.
    let r = runScript("""
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 200, height: 10))
        label.text = "Lorem ipsum dolor sit amet consectetur adipiscing elit"
        label.numberOfLines = 0
        let wide = label.sizeThatFits(CGSize(width: 10000, height: 10000))
        let narrow = label.sizeThatFits(CGSize(width: 100, height: 10000))
        label.sizeToFit()
        let single = UILabel()
        single.text = label.text
        let one = single.sizeThatFits(CGSize(width: 100, height: 10000))
        print(label.frame.width <= 200, label.frame.height > wide.height, narrow.height > label.frame.height)
        print(narrow.width <= 100, one.width == wide.width, one.height == wide.height)
        """)
    #expect(r.error == nil, "\(r.error ?? "")")
    #expect(r.output == ["true true true", "true true true"])
}

/// UIButton.Configuration is a struct: a button keeps the copy it was given; a variable's copy changes nothing
/// until it is assigned back; `button.configuration?.title = …` changes the button's own.
@Test func buttonConfigurationsAreValues() {
    // config titled "Save" goes to `first`; then config becomes "Sign in" and goes to `second`: `first` keeps
    // "Save". A copy read from `second` and changed is not `second`'s until assigned back.
    let r = runScript("""
        var config = UIButton.Configuration.filled()
        config.title = "Save"
        let first = UIButton(configuration: config)
        config.title = "Sign in"
        let second = UIButton()
        second.configuration = config
        var copy = second.configuration
        copy?.title = "Changed"
        print(first.configuration?.title ?? "-", second.configuration?.title ?? "-")
        second.configuration?.title = "Direct"
        print(second.configuration?.title ?? "-")
        second.configuration = copy
        print(second.configuration?.title ?? "-")
        """)
    #expect(r.error == nil, "\(r.error ?? "")")
    #expect(r.output == ["Save Sign in", "Direct", "Changed"])
}

/// `titleTextAttributesTransformer` sets a configuration button's title font: the same title at 24 pt makes a
/// taller and wider button than at the default 17 pt (the insets are the same), and no warning is given.
@Test func titleTransformersSetTheTitleFont() throws {
    let block = try runBlock("""
        ```swift preview id=transformer
        var config = UIButton.Configuration.filled()
        config.title = "Save"
        let plain = UIButton(configuration: config)
        config.titleTextAttributesTransformer = UIConfigurationTextAttributesTransformer { incoming in
            var outgoing = incoming
            outgoing.font = UIFont.systemFont(ofSize: 24)
            return outgoing
        }
        let large = UIButton(configuration: config)
        view.addSubview(plain)
        view.addSubview(large)
        plain.snp.makeConstraints { $0.top.leading.equalToSuperview() }
        large.snp.makeConstraints { $0.top.equalTo(plain.snp.bottom); $0.leading.equalToSuperview() }
        ```
        """)
    let views = try #require(block.states.first?.views)
    let plain = try #require(views.first { $0.path == "plain" }?.frame)
    let large = try #require(views.first { $0.path == "large" }?.frame)
    #expect(large[2] > plain[2] && large[3] > plain[3], "\(plain) \(large)")
    #expect(!block.diagnostics.contains { $0.code == "unsupported-api" }, "\(block.diagnostics.map(\.message))")
}

/// A view's layer shares its geometry: `layer.frame` is the view's `frame` (in the superview's coordinates),
/// `layer.bounds` its `bounds` (for a scroll view the origin is the content offset) and `layer.position` its
/// `center` (the default anchor point is the layer's middle, (0.5, 0.5)). Setting them moves the view.
@Test func layerGeometryIsTheViewsGeometry() {
    let r = runScript("""
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 400))
        let box = UIView(frame: CGRect(x: 20, y: 30, width: 100, height: 50))
        parent.addSubview(box)
        let f = box.layer.frame, b = box.layer.bounds, p = box.layer.position, a = box.layer.anchorPoint
        print(f.minX, f.minY, f.width, f.height)
        print(b.minX, b.minY, b.width, b.height)
        print(p.x, p.y, a.x, a.y)
        let scroll = UIScrollView(frame: CGRect(x: 10, y: 40, width: 200, height: 300))
        parent.addSubview(scroll)
        scroll.contentOffset = CGPoint(x: 0, y: 120)
        let sf = scroll.layer.frame, sb = scroll.layer.bounds, sp = scroll.layer.position
        print(sf.minX, sf.minY, sb.minX, sb.minY, sp.x, sp.y)
        box.layer.position = CGPoint(x: 100, y: 100)
        print(box.frame.minX, box.frame.minY)
        box.layer.frame = CGRect(x: 5, y: 6, width: 70, height: 80)
        print(box.frame.minX, box.frame.minY, box.frame.width, box.frame.height)
        """)
    #expect(r.error == nil, "\(r.error ?? "")")
    #expect(r.output == [
        // frame as given; bounds at the origin, same size; position = center = (20 + 100/2, 30 + 50/2).
        "20.0 30.0 100.0 50.0",
        "0.0 0.0 100.0 50.0",
        "70.0 55.0 0.5 0.5",
        // The scroll view's frame stays (10, 40) while its bounds origin is the offset (0, 120); its position is
        // the frame's center, (10 + 200/2, 40 + 300/2).
        "10.0 40.0 0.0 120.0 110.0 190.0",
        // A 100 × 50 layer centred on (100, 100) has its frame's origin at (100 − 50, 100 − 25).
        "50.0 75.0",
        "5.0 6.0 70.0 80.0",
    ])
}

/// Moving a layer's anchor point moves its frame around the unchanged position in UIKit; frames here stay
/// centred on the position, so only an anchor point other than the default middle is reported.
@Test func movedAnchorPointsAreReported() throws {
    func warnings(_ point: String) throws -> [String] {
        let block = try runBlock("""
            ```swift preview id=anchor
            let box = UIView()
            view.addSubview(box)
            box.snp.makeConstraints { $0.size.equalTo(40); $0.center.equalToSuperview() }
            box.layer.anchorPoint = \(point)
            ```
            """)
        return block.diagnostics.filter { $0.code == "unsupported-api" }.map(\.message)
    }
    #expect(try warnings("CGPoint(x: 0.5, y: 0.5)").isEmpty)
    #expect(try warnings("CGPoint(x: 0, y: 0)").count == 1)
}
