import LayoutFrames
@testable import LayoutScript
import Testing

/// Controls that UIKit's initializers size themselves, placed with frames (no constraints, so the frame code sets is
/// the frame): `UISwitch.init(frame:)` "enforces a size appropriate for the control… the size components of this
/// rectangle are ignored" (Apple), so every switch starts 51 × 31; `UIActivityIndicatorView.init(style:)` "sizes
/// the returned instance according to the specified style" (Apple; 20 × 20 medium, 37 × 37 large [3P]);
/// `UIImageView.init(image:)` "adjusts the frame of the receiver to match the size of the specified image"
/// (Apple), and a later `image =` does not resize. Frames set afterwards work as for any view.
struct ControlInitializerSizeTests {
    /// Runs `code` as a block's top-level code; `declarations` go in a plain block of the same lesson, so the
    /// preview block hosts no class of its own.
    private func frames(_ code: String, declarations: String = "", actions: String? = nil) throws -> BlockFrames {
        let attribute = actions.map { " actions='\($0)'" } ?? ""
        return try runBlock("""
            ```swift
            \(declarations)
            ```

            ```swift preview id=t\(attribute)
            \(code)
            ```
            """)
    }

    private func frame(_ block: BlockFrames, _ path: String, state: Int = 0) -> [Double]? {
        guard block.states.indices.contains(state) else { return nil }
        return block.states[state].views.first { $0.path == path }?.frame
    }

    @Test func everySwitchIs51By31() throws {
        let block = try frames("""
            let plain = UISwitch()
            let framed = UISwitch(frame: CGRect(x: 20, y: 300, width: 100, height: 100))
            let sub = Toggle(frame: CGRect(x: 40, y: 500, width: 10, height: 10))
            [plain, framed, sub].forEach { view.addSubview($0) }
            """, declarations: "final class Toggle: UISwitch {}")
        #expect(frame(block, "plain") == [0, 0, 51, 31])
        #expect(frame(block, "framed") == [20, 300, 51, 31])
        #expect(frame(block, "sub") == [40, 500, 51, 31])
        #expect(!block.diagnostics.contains { $0.code == "zero-size-content" })
    }

    @Test func framesSetLaterBehaveAsUsual() throws {
        // `center` moves the sized control and keeps its size; `frame =` sets both.
        let block = try frames("""
            let centred = UISwitch()
            centred.center = CGPoint(x: 100, y: 200)
            let resized = UISwitch()
            resized.frame = CGRect(x: 10, y: 20, width: 80, height: 40)
            [centred, resized].forEach { view.addSubview($0) }
            """)
        #expect(frame(block, "centred") == [74.5, 184.5, 51, 31])
        #expect(frame(block, "resized") == [10, 20, 80, 40])
    }

    @Test func anIndicatorTakesItsStylesSize() throws {
        // The legacy styles size as the two current ones: `.whiteLarge` is large, `.white` and `.gray` medium [3P].
        let block = try frames("""
            let large = UIActivityIndicatorView(style: .large)
            let medium = UIActivityIndicatorView(style: .medium)
            let whiteLarge = UIActivityIndicatorView(style: .whiteLarge)
            let white = UIActivityIndicatorView(style: .white)
            let gray = UIActivityIndicatorView(style: .gray)
            large.center = CGPoint(x: 100, y: 100)
            [large, medium, whiteLarge, white, gray].forEach { view.addSubview($0); $0.startAnimating() }
            """)
        #expect(frame(block, "large") == [81.5, 81.5, 37, 37])
        #expect(frame(block, "medium") == [0, 0, 20, 20])
        #expect(frame(block, "whiteLarge") == [0, 0, 37, 37])
        #expect(frame(block, "white") == [0, 0, 20, 20])
        #expect(frame(block, "gray") == [0, 0, 20, 20])
    }

    @Test func aLegacyLargeStyleSetLaterIsLargeInAStack() throws {
        // `style = .whiteLarge` after init: the intrinsic size follows the style (the frame is the stack's to set).
        let result = try sizes("""
            let spinner = UIActivityIndicatorView()
            spinner.style = .whiteLarge
            spinner.startAnimating()
            let small = UIActivityIndicatorView(style: .large)
            small.style = .gray
            small.startAnimating()
            """, ["spinner", "small"])
        #expect(result.sizes["spinner"] == [37, 37])
        #expect(result.sizes["small"] == [20, 20])
    }

    @Test func anIndicatorsStyleReadsBack() throws {
        // `spinner.style` reads the style it draws with: `.large` after `.large` (a 40 × 40 marker), `.medium`
        // after `.gray` (20 × 20).
        let block = try frames("""
            let spinner = UIActivityIndicatorView(style: .large)
            let other = UIActivityIndicatorView(style: .gray)
            let big = UIView(frame: CGRect(x: 0, y: 0, width: spinner.style == .large ? 40 : 10, height: 40))
            let small = UIView(frame: CGRect(x: 0, y: 0, width: other.style == .medium ? 20 : 10, height: 20))
            [big, small].forEach { view.addSubview($0) }
            """)
        #expect(frame(block, "big") == [0, 0, 40, 40])
        #expect(frame(block, "small") == [0, 0, 20, 20])
    }

    @Test func anImageViewTakesItsImagesSizeOnceAtInit() throws {
        // An SF Symbol is 20 × 20 here (docs/autolayout.md). No file "flag" or "banner" lies beside this lesson,
        // so `UIImage(named:)` is nil, as in UIKit: init(image: nil) leaves the zero frame, and setting nil later
        // keeps the symbol's.
        let block = try frames("""
            let star = UIImageView(image: UIImage(systemName: "star"))
            star.frame.origin = CGPoint(x: 20, y: 400)
            let flag = UIImageView(image: UIImage(named: "flag"))
            let empty = UIImageView(image: nil)
            let plain = UIImageView()
            plain.image = UIImage(named: "flag")
            [star, flag, empty, plain].forEach { view.addSubview($0) }
            """, actions: #"star.image = UIImage(named: "banner")"#)
        #expect(frame(block, "star") == [20, 400, 20, 20])
        #expect(frame(block, "star", state: 1) == [20, 400, 20, 20])
        #expect(frame(block, "flag") == [0, 0, 0, 0])
        #expect(frame(block, "empty") == [0, 0, 0, 0])
        // Only init(image:) sizes: an image set on a plain image view leaves its zero frame (UIKit draws nothing).
        #expect(frame(block, "plain") == [0, 0, 0, 0])
    }
}
