import LayoutFrames
@testable import LayoutScript
import Testing

/// Swift binds a trailing closure to the last parameter: after `animations:` it is `completion:` (every overload
/// of `UIView.animate` that takes `animations:` ends with `completion:`); with no `animations:` argument the
/// single trailing closure is the animations, and a labeled `completion:` trailing closure follows it.
@Test func trailingClosureAfterAnimationsIsTheCompletion() {
    let r = runScript("""
        UIView.animate(withDuration: 0.3, animations: { print("a1") }) { finished in print("c1", finished) }
        UIView.animate(withDuration: 0.2, delay: 0.1, options: [.curveEaseOut], animations: { print("a2") }) { _ in
            print("c2")
        }
        UIView.animate(withDuration: 0.5, delay: 0, usingSpringWithDamping: 0.8, initialSpringVelocity: 0,
                       options: [], animations: { print("a3") }) { _ in print("c3") }
        UIView.animate(withDuration: 0.3) { print("a4") }
        UIView.animate(withDuration: 0.3) { print("a5") } completion: { _ in print("c5") }
        """)
    #expect(r.error == nil)
    // Each call runs its animations, then its completion (finished = true: nothing interrupts a preview).
    #expect(r.output == ["a1", "c1 true", "a2", "c2", "a3", "c3", "a4", "a5", "c5"])
}
