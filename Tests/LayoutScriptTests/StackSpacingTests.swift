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
