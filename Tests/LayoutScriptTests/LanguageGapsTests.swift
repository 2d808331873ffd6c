@testable import LayoutScript
import Testing

/// `if let self` / `guard let self else` (SE-0345) bind `self` itself, as `guard let self = self` does.
@Test func optionalBindingShorthandOfSelfBindsSelf() {
    let r = runScript("""
        final class Panel {
            var height = 50
            var onToggle: ((Bool) -> Void)?
            func setUp() {
                onToggle = { [weak self] expanded in
                    guard let self else { return }
                    self.height = expanded ? 200 : 50
                }
            }
            func check() -> Int {
                let read = { [weak self] () -> Int in
                    if let self { return self.height + 1 }
                    return 0
                }
                return read()
            }
        }
        let p = Panel()
        p.setUp()
        p.onToggle?(true)
        print(p.height, p.check())
        """)
    #expect(r.error == nil)
    #expect(r.output == ["200 201"])
}
