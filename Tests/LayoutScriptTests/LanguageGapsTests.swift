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

/// Smaller standard-library forms: `reduce(into:)` with an inout accumulator, `Optional.map`/`flatMap`, key paths as
/// functions, tuple comparison, `.lazy`, `Set` deduplication and `Dictionary(grouping:by:)`.
@Test func standardLibraryForms() {
    let r = runScript("""
        struct Item { let name: String; let width: CGFloat }
        let items = [Item(name: "a", width: 10), Item(name: "bb", width: 30)]
        let total = items.reduce(into: 0) { $0 += $1.width }
        let counts = ["x", "y", "x"].reduce(into: [String: Int]()) { $0[$1, default: 0] += 1 }
        let some: Int? = 3
        let none: Int? = nil
        print(total, counts["x"] ?? 0, counts["y"] ?? 0)
        print(some.map { $0 * 2 } ?? -1, none.map { $0 * 2 } ?? -1, some.flatMap { $0 > 5 ? $0 : nil } ?? -1)
        print(items.map(\\.width), items.map(\\.name.count))
        print((1, 2) < (1, 3), (2, 0) > (1, 9), (1, 1) <= (1, 1))
        print([1, 2, 3].lazy.map { $0 * 2 }.filter { $0 > 2 }.count)
        print(Set([1, 1, 2]).count, Set(["a", "b", "a"]).count)
        let groups = Dictionary(grouping: [1, 2, 3, 4, 5], by: { $0 % 2 })
        print(groups[1] ?? [], groups[0] ?? [])
        """)
    #expect(r.error == nil)
    #expect(r.output == ["40.0 2 1", "6 -1 -1", "[10.0, 30.0] [1, 2]", "true true true", "2", "2 2",
                         "[1, 3, 5] [2, 4]"])
}

/// Operators lesson types define (`static func +`, `+=` with an inout left side, `<` giving `>`/`<=`/`>=`, `==`
/// giving `!=`), also in extensions of CoreGraphics types.
@Test func userDefinedOperators() {
    let r = runScript("""
        struct Pad {
            var v: CGFloat
            static func + (lhs: Pad, rhs: Pad) -> Pad { Pad(v: lhs.v + rhs.v) }
            static func += (lhs: inout Pad, rhs: Pad) { lhs = lhs + rhs }
            static func * (lhs: Pad, k: CGFloat) -> Pad { Pad(v: lhs.v * k) }
            static let unit = Pad(v: 1)
            static func make(_ v: CGFloat) -> Self { Self(v: v) }
        }
        struct Version: Comparable {
            let n: Int
            static func < (a: Version, b: Version) -> Bool { a.n < b.n }
            static func == (a: Version, b: Version) -> Bool { a.n % 10 == b.n % 10 }
        }
        extension CGSize {
            static func * (lhs: CGSize, k: CGFloat) -> CGSize { CGSize(width: lhs.width * k, height: lhs.height * k) }
        }
        var p = Pad(v: 1) + .unit + .make(1)
        p += Pad(v: 10)
        let q = p * 2
        let s = CGSize(width: 3, height: 4) * 2
        print(p.v, q.v, s.width, s.height)
        print(Version(n: 1) < Version(n: 2), Version(n: 1) > Version(n: 2), Version(n: 2) >= Version(n: 2),
              Version(n: 3) == Version(n: 13), Version(n: 3) != Version(n: 13))
        """)
    #expect(r.error == nil)
    // p = 1 + .unit + .make(1) = 3 (implicit members take the left operand's type), then += 10 → 13; q = 26; the size doubles; `==` is the lesson's (last digit), so 3 == 13.
    #expect(r.output == ["13.0 26.0 6.0 8.0", "true false true true false"])
}
