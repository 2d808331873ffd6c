import LayoutFrames
@testable import LayoutScript
import Testing

/// Messages name views after the local or property that first held them, so an author can find the view; a local
/// that holds several views in turn (a loop) numbers them, so no two views read alike.
@Test func messagesNameViewsAfterTheirLocals() throws {
    // A block's top-level statements run in viewDidLoad. `header` sits 50 pt above the screen (outside its
    // superview); each `chip` of the loop is 100 wide at x 350, so it runs past the 393-wide root view.
    let markdown = """
        ```swift preview id=names
        let header = UIView()
        view.addSubview(header)
        header.snp.makeConstraints { make in
            make.top.equalToSuperview().offset(-50)
            make.leading.trailing.equalToSuperview()
            make.height.equalTo(100)
        }
        for index in 0..<2 {
            let chip = UIView()
            view.addSubview(chip)
            chip.snp.makeConstraints { make in
                make.leading.equalToSuperview().offset(350)
                make.top.equalToSuperview().offset(200 + index * 60)
                make.size.equalTo(100)
            }
        }
        ```
        """
    let messages = try runBlock(markdown, file: "names.md").diagnostics.filter { $0.code == "outside-superview" }.map(\.message)
    #expect(messages.contains { $0.hasPrefix("UIView:header at") }, "\(messages)")
    #expect(messages.contains { $0.hasPrefix("UIView:chip at") }, "\(messages)")
    #expect(messages.contains { $0.hasPrefix("UIView:chip#2 at") }, "\(messages)")
}

/// Messages about a view of a lesson class point at the expression that made it, even when another instance's
/// `init` ran just before (its last statement used to leak into the next view's location).
@Test func viewsOfLessonClassesAreLocatedWhereTheyAreMade() throws {
    // Line 1 is the fence; the block hosts Row, the last view class. Its two Chips hug at 250 in a fill stack
    // wider than both: which one stretches is a tie, so each is reported as ambiguous, and both reports must point
    // at line 16, where the Chips are made (not at line 7, the last statement of the first Chip's init).
    let markdown = """
        ```swift preview id=located
        final class Chip: UIView {
            let length: CGFloat
            init(_ length: CGFloat) {
                self.length = length
                super.init(frame: .zero)
                setContentCompressionResistancePriority(.defaultHigh, for: .horizontal)
            }
            required init?(coder: NSCoder) { fatalError() }
            override var intrinsicContentSize: CGSize { CGSize(width: length, height: 30) }
        }
        final class Row: UIView {
            let stack = UIStackView()
            override init(frame: CGRect) {
                super.init(frame: frame)
                [Chip(100), Chip(80)].forEach { stack.addArrangedSubview($0) }
                addSubview(stack)
                stack.snp.makeConstraints { make in
                    make.top.leading.trailing.equalToSuperview()
                }
            }
            required init?(coder: NSCoder) { fatalError() }
        }
        ```
        """
    let ambiguous = try runBlock(markdown, file: "located.md").diagnostics.filter { $0.code == "ambiguous" }
    #expect(ambiguous.count == 2, "\(ambiguous.map(\.message))")
    #expect(ambiguous.allSatisfy { $0.line == 16 }, "\(ambiguous.map { "\($0.line ?? 0): \($0.message)" })")
}
