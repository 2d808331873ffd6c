@testable import LayoutScript
import Testing

/// A function's or computed property's declared result type is the contextual type of what it returns:
/// `.init(size: 20)` in `static var small: Token` builds a Token.
@Test func implicitInitTakesTheDeclaredResultType() {
    let r = runScript("""
        struct Token {
            var size: CGFloat
            static var small: Token { .init(size: 20) }
            static func custom(_ s: CGFloat) -> Token { .init(size: s) }
            static func maybe(_ on: Bool) -> Token? {
                if on { return .init(size: 3) }
                return nil
            }
        }
        func mk(_ x: CGFloat) -> Token { .init(size: x) }
        func pick(_ big: Bool) -> Token {
            if big { .init(size: 100) } else { .small }
        }
        print(Token.small.size, Token.custom(70).size, mk(5).size, pick(true).size, pick(false).size,
              Token.maybe(true)?.size ?? -1)
        """)
    #expect(r.error == nil)
    #expect(r.output == ["20.0 70.0 5.0 100.0 20.0 3.0"])
}

/// `Self(…)` constructs the type the member belongs to (`static let std = Self(h: 11)`), and in a class the dynamic
/// type of `self` (a subclass).
@Test func selfCallConstructsTheEnclosingOrDynamicType() {
    let r = runScript("""
        struct Style {
            var h: CGFloat
            static let std = Self(h: 11)
            func grown() -> Self { Self(h: h + 1) }
        }
        class Node {
            required init() {}
            func copy() -> Self { Self() }
            static func make() -> Self { Self() }
        }
        final class Leaf: Node {}
        print(Style.std.h, Style.std.grown().h)
        print(type(of: Leaf().copy()), type(of: Node().copy()), type(of: Leaf.make()))
        """)
    #expect(r.error == nil)
    #expect(r.output == ["11.0 12.0", "Leaf Node Leaf"])
}

/// `type.init()` and `T()` for a `T.Type` parameter construct the type passed (`make(Pill.self)`), UIKit classes too.
@Test func metatypeParametersConstructThePassedType() {
    let r = runScript("""
        class Pill: UIView {}
        final class Factory {
            func make<T: UIView>(_ type: T.Type) -> T { type.init() }
            func make2<T: UIView>(_ type: T.Type) -> T { T() }
        }
        let f = Factory()
        print(type(of: f.make(Pill.self)), type(of: f.make2(Pill.self)), type(of: f.make(UIStackView.self)),
              type(of: f.make2(UILabel.self)))
        """)
    #expect(r.error == nil)
    #expect(r.output == ["Pill Pill UIStackView UILabel"])
}

/// A generic result type names the type the call's context expects: `let plain: UIView = makeDefault()` runs
/// `T()` as `UIView()`, `let label: UILabel = makeDefault()` as `UILabel()`.
@Test func genericResultTypeIsInferredFromTheContext() {
    let r = runScript("""
        final class Host {
            func makeDefault<T: UIView>() -> T { T() }
        }
        func build<T: UIView>() -> T { let v = T(); v.tag = 7; return v }
        let h = Host()
        let plain: UIView = h.makeDefault()
        let label: UILabel = h.makeDefault()
        let stack: UIStackView = build()
        print(type(of: plain), type(of: label), type(of: stack), stack.tag)
        """)
    #expect(r.error == nil)
    #expect(r.output == ["UIView UILabel UIStackView 7"])
}
