@testable import LayoutScript
import Testing

/// UIStackView.h: `spacingUseDefault` is FLT_MAX (3.40282e38) and `spacingUseSystem` FLT_MIN (1.17549e-38); `spacing` keeps what was assigned;
/// `customSpacing(after:)` "Defaults to UIStackViewSpacingUseDefault", and setting that value drops a custom one.
@Test func stackSpacingConstantsReadBackAsUIKitDefinesThem() {
    let r = runScript("""
        let stack = UIStackView()
        let a = UIView()
        stack.addArrangedSubview(a)
        print(UIStackView.spacingUseDefault > 3.4e38 && UIStackView.spacingUseDefault < 3.5e38, UIStackView.spacingUseSystem > 0, UIStackView.spacingUseSystem < 1e-30)
        stack.spacing = UIStackView.spacingUseSystem
        print(stack.spacing == UIStackView.spacingUseSystem, stack.customSpacing(after: a) == UIStackView.spacingUseDefault)
        stack.setCustomSpacing(12, after: a)
        print(stack.customSpacing(after: a))
        stack.setCustomSpacing(UIStackView.spacingUseDefault, after: a)
        print(stack.customSpacing(after: a) == UIStackView.spacingUseDefault)
        stack.spacing = .zero
        print(stack.spacing)
        """)
    #expect(r.error == nil)
    #expect(r.output == ["true true true", "true true", "12.0", "true", "0.0"])
}

/// UIKit ignores `setCustomSpacing(_:after:)` for a view that is not an arranged subview yet (the usual slip: calling
/// it before `addArrangedSubview`): the stack keeps its plain spacing (a at 0, b at 40 + 0), and the call gets a
/// `no-effect` warning at its line so the author learns why the gap is missing.
@Test func customSpacingBeforeArrangingHasNoEffectAndSaysSo() throws {
    let block = try runBlock("""
        ```swift preview id=early
        final class S: UIView {
            let stack = UIStackView()
            let a = UIView()
            let b = UIView()
            override init(frame: CGRect) {
                super.init(frame: frame)
                stack.axis = .vertical
                stack.setCustomSpacing(20, after: a)
                stack.addArrangedSubview(a)
                stack.addArrangedSubview(b)
                [a, b].forEach { $0.snp.makeConstraints { $0.height.equalTo(40) } }
                addSubview(stack)
                stack.snp.makeConstraints { $0.top.leading.trailing.equalToSuperview() }
            }
            required init?(coder: NSCoder) { fatalError() }
        }
        ```
        """)
    #expect(block.diagnostics.map(\.code) == ["no-effect"], "\(block.diagnostics.map(\.message))")
    #expect(block.diagnostics.first?.line == 9)
    #expect(block.states.first?.views.first { $0.path == "b" }?.frame[1] == 40)
}
