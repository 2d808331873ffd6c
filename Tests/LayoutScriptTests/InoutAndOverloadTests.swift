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

/// Overloads that share their labels are chosen by the arguments' types: an integer literal prefers `Int` (then a
/// floating type), a floating value the floating overload, an array literal the array overload.
@Test func overloadsSharingLabelsAreChosenByArgumentType() {
    let r = runScript("""
        final class Row {
            var log: [String] = []
            func add(_ width: CGFloat) { log.append("w\\(width)") }
            func add(_ count: Int) { log.append("n\\(count)") }
            func add(_ widths: [CGFloat]) { log.append("a\\(widths)") }
        }
        let row = Row()
        row.add(2)
        row.add(CGFloat(50))
        row.add(2.5)
        row.add([5, 15])
        print(row.log)
        func only(_ w: CGFloat) -> CGFloat { w }
        func only(_ s: String) -> String { s + "!" }
        print(only(3), only("x"))
        """)
    #expect(r.error == nil)
    // add(2): Int; add(CGFloat(50)) and add(2.5): CGFloat; add([5, 15]): [CGFloat] with its literals as CGFloat.
    // only(3): the literal becomes the CGFloat 3.0.
    #expect(r.output == ["[\"n2\", \"w50.0\", \"w2.5\", \"a[5.0, 15.0]\"]", "3.0 x!"])
}

/// Overloads taking different lesson types are chosen by the argument's type (structs, classes, subclasses).
@Test func overloadsAreChosenByTheArgumentsLessonType() {
    let r = runScript("""
        struct UserModel { let name: String }
        struct ProductModel { let price: Int }
        class Base {}
        final class Special: Base {}
        final class Cell {
            func configure(with model: UserModel) { print("user", model.name) }
            func configure(with model: ProductModel) { print("product", model.price) }
            func show(_ b: Base) { print("base") }
            func show(_ s: Special) { print("special") }
        }
        let cell = Cell()
        cell.configure(with: ProductModel(price: 3))
        cell.configure(with: UserModel(name: "Ann"))
        cell.show(Special())
        cell.show(Base())
        """)
    #expect(r.error == nil)
    // `show(Special())` prefers the exact class over the superclass, as Swift's ranking does.
    #expect(r.output == ["product 3", "user Ann", "special", "base"])
}
