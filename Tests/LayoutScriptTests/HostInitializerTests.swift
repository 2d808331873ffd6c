import LayoutFrames
@testable import LayoutScript
import Testing

/// Which initializer the host calls follows Swift's initializer inheritance: a subclass inherits its superclass's
/// designated initializers (down to UIKit's `init(frame:)`) only while it declares none of its own; convenience
/// initializers do not count, and neither does `init?(coder:)`.

/// The first state's frame of the view at `path`, or nil.
private func frame(_ block: BlockFrames, _ path: String) -> [Double]? {
    block.states.first?.views.first { $0.path == path }?.frame
}

/// `ChipView: BaseView` declares `init(style:)` and `convenience init()`: it has no `init(frame:)`, so the host
/// calls `init()`, which builds the 80 × 28 chip with no diagnostic. The `fit` host centres it in the iPhone 15's
/// safe area (59 top, 34 bottom): x = (393 − 80) / 2 = 156.5, y = 59 + (852 − 59 − 34 − 28) / 2 = 424.5.
@Test func aSubclassWithItsOwnDesignatedInitIsHostedThroughItsConvenienceInit() throws {
    let block = try runBlock("""
        ```swift preview id=t host=fit
        class BaseView: UIView {
            override init(frame: CGRect) { super.init(frame: frame); setupViews() }
            required init?(coder: NSCoder) { fatalError() }
            func setupViews() {}
        }
        final class ChipView: BaseView {
            let dot = UIView()
            let width: CGFloat
            init(width: CGFloat) { self.width = width; super.init(frame: .zero) }
            convenience init() { self.init(width: 80) }
            required init?(coder: NSCoder) { fatalError() }
            override func setupViews() {
                addSubview(dot)
                snp.makeConstraints { make in make.width.equalTo(80); make.height.equalTo(28) }
            }
        }
        ```
        """)
    #expect(block.diagnostics.filter { $0.severity == "error" }.isEmpty, "\(block.diagnostics.map(\.message))")
    #expect(frame(block, "self") == [156.5, 424.5, 80, 28])
}

/// A subclass whose only initializer takes a model is hosted with placeholder arguments and a `host` warning,
/// whatever its superclass declares: 120 × 30 centred, x = (393 − 120) / 2, y = 59 + (759 − 30) / 2.
@Test func aSubclassWhoseOnlyInitTakesAModelGetsPlaceholders() throws {
    let block = try runBlock("""
        ```swift preview id=t host=fit
        class BaseView: UIView {
            override init(frame: CGRect) { super.init(frame: frame) }
            required init?(coder: NSCoder) { fatalError() }
        }
        final class Banner: BaseView {
            init(title: String) {
                super.init(frame: .zero)
                snp.makeConstraints { make in make.width.equalTo(120); make.height.equalTo(30) }
            }
            required init?(coder: NSCoder) { fatalError() }
        }
        ```
        """)
    #expect(block.diagnostics.map(\.code) == ["host"], "\(block.diagnostics.map(\.message))")
    #expect(frame(block, "self") == [136.5, 423.5, 120, 30])
}

/// A subclass that declares no initializer inherits `init(frame:)` through its superclass chain: 50 × 20 centred,
/// x = (393 − 50) / 2, y = 59 + (759 − 20) / 2.
@Test func aSubclassWithoutInitializersInheritsInitFrame() throws {
    let block = try runBlock("""
        ```swift preview id=t host=fit
        class BaseView: UIView {
            override init(frame: CGRect) {
                super.init(frame: frame)
                snp.makeConstraints { make in make.width.equalTo(50); make.height.equalTo(20) }
            }
            required init?(coder: NSCoder) { fatalError() }
        }
        final class Tag: BaseView {}
        ```
        """)
    #expect(block.diagnostics.isEmpty, "\(block.diagnostics.map(\.message))")
    #expect(frame(block, "self") == [171.5, 428.5, 50, 20])
}
