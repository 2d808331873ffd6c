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

/// Instance members that extensions add to Int, CGFloat/Double, String, Array and to standard protocols
/// (Comparable) are found on values of those types, with `self` the value.
@Test func extensionsOfStandardTypesAddInstanceMembers() {
    let r = runScript("""
        extension Int {
            var pt: CGFloat { CGFloat(self) }
            var doubled: Int { self * 2 }
            var quadrupled: Int { doubled * 2 }
        }
        extension CGFloat {
            var half: CGFloat { self / 2 }
            func scaled(_ k: CGFloat = 2) -> CGFloat { self * k }
        }
        extension Comparable {
            func clamped(to range: ClosedRange<Self>) -> Self {
                min(max(self, range.lowerBound), range.upperBound)
            }
        }
        extension String {
            var shout: String { uppercased() + "!" }
        }
        extension Array {
            var second: Element? { count > 1 ? self[1] : nil }
        }
        extension CGRect {
            var center: CGPoint { CGPoint(x: midX, y: midY) }
        }
        let side = 37.pt
        let wanted: CGFloat = 500
        print(side, side.half, side.scaled(), side.scaled(3), 5.quadrupled)
        print(wanted.clamped(to: 44...320), 7.clamped(to: 0...5), "hi".shout, [4, 5, 6].second ?? 0)
        let c = CGRect(x: 10, y: 20, width: 100, height: 40).center
        print(c.x, c.y)
        """)
    #expect(r.error == nil)
    // 37.pt is CGFloat 37; half 18.5; scaled() 74 (default k 2); scaled(3) 111; 5 doubled twice 20.
    // 500 clamped to 44...320 is 320; 7 to 0...5 is 5 (Int stays Int).
    #expect(r.output == ["37.0 18.5 74.0 111.0 20", "320.0 5 HI! 5", "60.0 40.0"])
}

/// `truncatingRemainder(dividingBy:)` keeps the dividend's sign; `remainder(dividingBy:)` rounds the quotient to
/// nearest.
@Test func floatingRemainders() {
    let r = runScript("""
        let a = CGFloat(100).truncatingRemainder(dividingBy: 30)
        let b = (-7.5).truncatingRemainder(dividingBy: 2)
        let c = (10.0).remainder(dividingBy: 4)
        print(a, b, c)
        """)
    #expect(r.error == nil)
    // 100 - 3·30 = 10; -7.5 - (-3)·2 = -1.5; 10/4 = 2.5 rounds to even 2, so 10 - 8 = 2.
    #expect(r.output == ["10.0 -1.5 2.0"])
}
