@testable import LayoutScript
import Testing

/// `inout` is copy-in copy-out: the parameter's final value is written back to the argument when the call returns.
@Test func inoutParametersWriteBackToLocalsPropertiesAndElements() {
    let r = runScript("""
        func growFree(_ x: inout CGFloat) { x += 5 }
        func clamp(_ x: inout CGFloat, _ lo: CGFloat, _ hi: CGFloat) { x = min(max(x, lo), hi) }
        final class T {
            var prop: CGFloat = 10
            var arr: [CGFloat] = [1, 2, 300]
            func grow(_ x: inout CGFloat) { x += 5 }
            func growBy(_ x: inout CGFloat, by d: CGFloat) { x = x + d }
            func run() {
                var local: CGFloat = 10
                grow(&local)
                var l2: CGFloat = 10
                growFree(&l2)
                grow(&prop)
                grow(&self.prop)
                grow(&arr[0])
                clamp(&arr[2], 0, 100)
                var l3: CGFloat = 10
                growBy(&l3, by: 7)
                var a: CGFloat = 1, b: CGFloat = 2
                swap(&a, &b)
                print(local, l2, prop, arr, l3, a, b)
            }
        }
        T().run()
        """)
    #expect(r.error == nil)
    // local 10+5, l2 10+5, prop 10+5+5, arr[0] 1+5 and arr[2] clamped to 100, l3 10+7, a/b swapped.
    #expect(r.output == ["15.0 15.0 20.0 [6.0, 2.0, 100.0] 17.0 2.0 1.0"])
}

/// A nested function's and a struct member's `inout` parameters write back too, and the function's return value is
/// still its result.
@Test func inoutWritesBackFromNestedFunctionsAndStructFields() {
    let r = runScript("""
        struct Box { var w: Int = 1 }
        func double(_ x: inout Int) -> Int { x *= 2; return x + 1 }
        var box = Box()
        let r = double(&box.w)
        func outer() -> Int {
            func bump(_ n: inout Int) { n += 10 }
            var count = 0
            bump(&count)
            bump(&count)
            return count
        }
        print(box.w, r, outer())
        """)
    #expect(r.error == nil)
    #expect(r.output == ["2 3 20"])
}
