import LayoutFrames
@testable import LayoutScript
@testable import SwiftSubset
@testable import SwiftUIWorld
@testable import UIKitWorld
import Testing

// `UIHostingController(rootView:)` in UIKit code. The iPhone 15 is 393×852 with a safe area of 59 (top) and 34
// (bottom). The hosted Badge is a Text padded by 8 with a background: its ideal size is (W + 16) × (h + 16), where
// W × h is the text's one-line size (h = 20.667: 17 × 1.2102 rounded up to the 3× pixel, docs/swiftui-layout.md),
// so the tests read W from the Text's own frame and derive every other number from it.

private let badge = """
    struct Badge: View {
        var title: String
        var body: some View {
            Text(title)
                .padding(8)
                .background(Color.blue)
        }
    }
    """

private func block(_ viewDidLoad: String) throws -> BlockFrames {
    try runBlock("""
        ```swift preview id=h
        import SwiftUI
        import UIKit

        \(badge)

        final class ScreenController: UIViewController {
            override func viewDidLoad() {
                super.viewDidLoad()
        \(viewDidLoad)
            }
        }
        ```
        """)
}

private func view(_ block: BlockFrames, _ path: String) throws -> ViewFrame {
    try #require(block.states.first?.views.first { $0.path == path }, "no view \(path)")
}

private func near(_ a: [Double], _ b: [Double]) -> Bool {
    a.count == b.count && zip(a, b).allSatisfy { abs($0 - $1) < 0.001 }
}

/// A child controller's view is sized by the constraints the code gives it: top = safe top 59 + 20 = 79,
/// leading/trailing inset 16 → x 16, width 393 − 32 = 361, height 100. The SwiftUI root is proposed those
/// 361 × 100 (the view lies inside the safe area) and centred there: x = (361 − (W + 16)) / 2,
/// y = (100 − (h + 16)) / 2, in the host view's coordinates.
@Test func hostedViewIsSizedByItsConstraintsAndCentresItsContent() throws {
    let b = try block("""
                let host = UIHostingController(rootView: Badge(title: "Yangi"))
                addChild(host)
                view.addSubview(host.view)
                host.view.snp.makeConstraints { make in
                    make.top.equalTo(view.safeAreaLayoutGuide).offset(20)
                    make.leading.trailing.equalToSuperview().inset(16)
                    make.height.equalTo(100)
                }
                host.didMove(toParent: self)
        """)
    #expect(b.diagnostics.isEmpty)
    #expect(b.host == "controller")
    let host = try view(b, "view.subviews[0]")
    #expect(near(host.frame, [16, 79, 361, 100]))
    #expect(host.style?.backgroundColor == "system:systemBackground")
    let text = try view(b, "view.subviews[0].root.0.0")
    #expect(text.text == "Yangi" && near([text.frame[0], text.frame[1], text.frame[3]], [8, 8, 20.667]))
    let w = text.frame[2] + 16, h = text.frame[3] + 16
    let root = try view(b, "view.subviews[0].root")
    #expect(root.type == "background" && root.superview == "view.subviews[0]")
    #expect(near(root.frame, [(361 - w) / 2, (100 - h) / 2, w, h]))
    #expect(near(root.screen, [16 + (361 - w) / 2, 79 + (100 - h) / 2, w, h]))
}

/// With only a position (top and centerX), the host view takes its intrinsic content size, the SwiftUI view's
/// ideal size (W + 16) × (h + 16): x = (393 − (W + 16)) / 2, y = 59 + 30 = 89; the content fills it at (0, 0).
@Test func hostedViewWithoutASizeTakesTheContentsIdealSize() throws {
    let b = try block("""
                let host = UIHostingController(rootView: Badge(title: "Yangi"))
                host.sizingOptions = .intrinsicContentSize
                addChild(host)
                view.addSubview(host.view)
                host.view.snp.makeConstraints { make in
                    make.top.equalTo(view.safeAreaLayoutGuide).offset(30)
                    make.centerX.equalToSuperview()
                }
                host.didMove(toParent: self)
        """)
    #expect(b.diagnostics.isEmpty)
    let text = try view(b, "view.subviews[0].root.0.0")
    let w = text.frame[2] + 16, h = text.frame[3] + 16
    #expect(near(try view(b, "view.subviews[0]").frame, [(393 - w) / 2, 89, w, h]))
    #expect(near(try view(b, "view.subviews[0].root").frame, [0, 0, w, h]))
}

/// A rootView that is not a View is Swift's type error at the call.
@Test func hostingANonViewIsALocatedError() throws {
    let b = try block("""
                let host = UIHostingController(rootView: 42)
                view.addSubview(host.view)
        """)
    let d = try #require(b.diagnostics.first { $0.severity == "error" })
    #expect(d.code == "type-mismatch")
    // Line 1 fence, 2–3 imports, 4 blank, 5–12 Badge, 13 blank, 14 class, 15 viewDidLoad, 16 super, 17 the call.
    #expect(d.line == 17)
}
