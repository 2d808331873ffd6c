@testable import LayoutScript
@testable import SwiftSubset
import Testing

private func errors(_ code: String) -> [SyntaxError] { Parser.parse(code).1 }

@Test func syntaxErrorsCarryLineAndColumn() {
    let e = errors("""
        let a = 1
        let b = (2 +
        let c = 3
        """)
    #expect(e.first?.loc.line == 3)
    #expect(e.first?.loc.column == 1)
}

@Test func lineOffsetsMapToMarkdownLines() {
    let (_, e) = Parser.parse("let x = )", lineOffset: 40, columnOffset: 2)
    #expect(e.first?.loc == Loc(line: 41, column: 11))
}

@Test func recoveryReportsOneErrorPerBadStatementAndKeepsTheRest() {
    let (file, e) = Parser.parse("""
        let a = 1 +
        func ok() {}
        let b = ]
        let c = 2
        """)
    #expect(e.count == 2)
    #expect(file.statements.count == 2)   // func ok() and let c
}

@Test func unterminatedStringsAndCommentsAreErrorsNotCrashes() {
    #expect(errors("let s = \"abc").first?.message == "unterminated string literal")
    #expect(errors("/* never closed").first?.message == "unterminated block comment")
    #expect(!errors("let s = \"\\(a\"").isEmpty)
}

@Test func statementsOnOneLineNeedASemicolon() {
    #expect(errors("let a = 1 let b = 2").first?.message.contains("separated by ';'") == true)
    #expect(errors("let a = 1; let b = 2").isEmpty)
}

@Test func trailingClosuresObserversAndConditions() {
    let code = """
        var size = 1 {
            didSet { print(size) }
        }
        if list.contains(where: { $0 > 1 }) { print(1) }
        for v in views where v.isHidden { v.removeFromSuperview() }
        UIView.animate(withDuration: 0.3) {
            self.layoutIfNeeded()
        } completion: { _ in }
        guard let self else { return }
        """
    #expect(errors(code).isEmpty)
    let (file, _) = Parser.parse(code)
    guard case .declaration(.variable(let v)) = file.statements[0].kind else {
        Issue.record("expected a variable")
        return
    }
    #expect(v.didSet != nil)
    guard case .expression(let call) = file.statements[3].kind, case .call(_, let args) = call.kind else {
        Issue.record("expected a call")
        return
    }
    #expect(args.map(\.label) == ["withDuration", nil, "completion"])
}

@Test func declarationsOfTheSubset() {
    let code = """
        @MainActor final class A: UIView, Delegate {
            private(set) var x: CGFloat = 0
            static let shared = A()
            lazy var v: UIView = { UIView() }()
            override var intrinsicContentSize: CGSize { CGSize(width: 1, height: 2) }
            var y: Int { get { 1 } set { print(newValue) } }
            override init(frame: CGRect) { super.init(frame: frame) }
            required init?(coder: NSCoder) { fatalError() }
            convenience init(x: Int = 3, _ rest: Int...) { self.init(frame: .zero) }
            deinit {}
            @objc private func tap(_ sender: UIButton) {}
            func f<T: UIView>(_ t: T) -> T? { t as? T }
        }
        enum E: String, CaseIterable { case a, b = "B"; case c(Int, label: String) }
        struct S { mutating func m() { } }
        extension A: Other where Self: UIView {}
        protocol P: AnyObject { var v: Int { get set }; func f() }
        typealias Handler = (Int) -> Void
        """
    #expect(errors(code).isEmpty, "\(errors(code))")
}

@Test func patternsAndCasts() {
    let code = """
        switch value {
        case .a, .b: break
        case let .c(n, _) where n > 1: fallthrough
        case .d(let x?): break
        case 1...5, 10..<20: break
        case (0, let y): print(y)
        case is UIButton: break
        case let b as UILabel: print(b)
        default: break
        }
        if case .some(let z) = maybe { print(z) }
        let q = x as? Int ?? 0
        let r = (try? f()) ?? 1
        let s = #selector(tapped(_:))
        let t = cond ? .systemRed : .systemBlue
        """
    #expect(errors(code).isEmpty, "\(errors(code))")
}

@Test func deeplyNestedInputIsAnErrorNotAStackOverflow() {
    for text in [String(repeating: "-", count: 50_000) + "x", String(repeating: "(", count: 50_000),
                 "let a: " + String(repeating: "[", count: 50_000), "if case " + String(repeating: "(", count: 50_000),
                 String(repeating: "class A { ", count: 5_000), String(repeating: "{", count: 50_000)] {
        #expect(!errors(text).isEmpty)
    }
}

/// Swift lets contextual keywords name variables and properties (`let weak = UIView()`); the binding must keep
/// its name, or `weak.snp` later finds nothing.
@Test func contextualKeywordsNameBindings() {
    let (file, errors) = Parser.parse("final class V: UIView {\n    let weak = UIView()\n    var set = 1\n}\n")
    #expect(errors.isEmpty)
    var names: [String] = []
    for statement in file.statements {
        if case .declaration(.type(let type)) = statement.kind {
            for case .variable(let v) in type.members { names.append(v.name) }
        }
    }
    #expect(names == ["weak", "set"])
    let r = runScript("let weak = 2\nlet unowned = 3\nprint(weak + unowned)")
    #expect(r.error == nil)
    #expect(r.output == ["5"])
}

/// `associatedtype` in a protocol parses (with a constraint, a default and a `where` clause) and is ignored: the
/// preview checks no conformance, so the conforming types run as they would in Swift.
@Test func associatedTypesParseAndAreIgnored() {
    #expect(errors("""
        protocol Configurable {
            associatedtype Model
            associatedtype Key: Hashable & Comparable = Int
            associatedtype Items: Collection where Items.Element == Model, Items.Index: Comparable
            func configure(with model: Model)
        }
        """).isEmpty)
    let r = runScript("""
        protocol Configurable {
            associatedtype Model: Equatable
            associatedtype Count = Int
            func configure(with model: Model)
        }
        struct Row: Configurable {
            typealias Model = String
            var title = ""
            mutating func configure(with model: String) { title = model }
        }
        var row = Row()
        row.configure(with: "Salom")
        print(row.title)
        """)
    #expect(r.error == nil)
    #expect(r.output == ["Salom"])   // configure(with:) stored its model
}

/// Swift does not read a `{` whose first token is `didSet`/`willSet` (after optional attributes) as a trailing
/// closure of the initializer expression: the block is the property's observers.
@Test func observersAfterAnInitializerCallAreNotATrailingClosure() {
    let (file, e) = Parser.parse("""
        var padding = UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8) { didSet { apply() } }
        var style = Style() {
            willSet { print(newValue) }
            didSet(old) { print(old) }
        }
        var tagged = make() { @MainActor didSet { } }
        var mapped = items.map { $0 * 2 }
        """)
    #expect(e.isEmpty, "\(e)")
    var vars: [VarDecl] = []
    for s in file.statements { if case .declaration(.variable(let v)) = s.kind { vars.append(v) } }
    #expect(vars.count == 4)
    guard vars.count == 4 else { return }
    for v in vars.prefix(3) {
        // The initializer is the plain call: no closure argument was appended to it.
        guard case .call(_, let args)? = v.initializer?.kind else { Issue.record("expected a call"); continue }
        #expect(!args.contains { if case .closure = $0.value.kind { true } else { false } })
    }
    #expect(vars[0].didSet != nil)
    #expect(vars[1].willSet?.name == "newValue")
    #expect(vars[1].didSet?.name == "old")
    #expect(vars[2].didSet != nil)
    // A closure that merely starts with another name stays a trailing closure.
    #expect(vars[3].didSet == nil)
    guard case .call(_, let args)? = vars[3].initializer?.kind else { Issue.record("expected a call"); return }
    #expect(args.count == 1)
}

/// The observer runs when the property is assigned, as in Swift.
@Test func didSetAfterAnInitializerCallRuns() {
    let r = runScript("""
        struct Style { var width = 1 }
        final class Box {
            var style = Style() {
                didSet { print("didSet \\(oldValue.width) -> \\(style.width)") }
            }
            var n = Int(3) { willSet { print("willSet \\(newValue)") } }
        }
        let box = Box()
        box.style = Style(width: 5)
        box.n = 4
        print(box.style.width, box.n)
        """)
    #expect(r.error == nil, "\(r.error ?? "")")
    #expect(r.output == ["didSet 1 -> 5", "willSet 4", "5 4"])
}

/// Accessor blocks after a type annotation may put attributes and `mutating`/`nonmutating` before `get`/`set`.
@Test func accessorsWithModifiersAfterATypeAnnotation() {
    let r = runScript("""
        final class Store { var value = 1 }
        struct Handle {
            let store: Store
            var value: Int {
                get { store.value }
                nonmutating set { store.value = newValue * 10 }
            }
            var twice: Int { mutating get { store.value * 2 } }
        }
        let h = Handle(store: Store())
        h.value = 3
        var m = h
        print(h.value, m.twice)
        """)
    #expect(r.error == nil, "\(r.error ?? "")")
    #expect(r.output == ["30 60"])   // the nonmutating setter stored 3 * 10 through a `let`
}

/// Swift allows any keyword except `inout`, `var` and `let` as an argument label (SE-0001), in declarations and at
/// call sites; a keyword standing alone is both the label and the (backquoted) parameter name.
@Test func keywordsAsArgumentLabels() {
    let r = runScript("""
        struct Model { var n: Int }
        final class Sizer {
            let base: Int
            init(for model: Model) { base = model.n }
            func width(in container: Int) -> Int { container - base }
            func height(for width: Int, _ scale: Int = 1) -> Int { width * 2 * scale }
            func pad(class value: Int, default: Int) -> Int { value + `default` }
            subscript(at index: Int) -> Int { base * 100 + index }
        }
        enum Slot { case inset(in: Int, for: Int) }
        let s = Sizer(for: Model(n: 3))
        print(s.width(in: 10), s.height(for: 4), s.height(for: 4, 3), s.pad(class: 1, default: 2), s[at: 7])
        if case .inset(in: let a, for: let b) = Slot.inset(in: 5, for: 6) { print(a + b) }
        let t = (in: 1, for: 2)
        print(t.in + t.for)
        """)
    #expect(r.error == nil, "\(r.error ?? "")")
    #expect(r.output == ["7 8 24 3 307", "11", "3"])
    // `inout`, `var` and `let` stay errors as labels.
    #expect(!errors("func f(inout x: Int) {}").isEmpty)
    #expect(!errors("func f(let x: Int) {}").isEmpty)
}

/// SE-0345: `if let self`, `guard let self`, `if var x`, `guard let x` bind the optional of the same name, as
/// `if let self = self` does.
@Test func optionalBindingShorthand() {
    let r = runScript("""
        final class Counter {
            var count = 1
            var step: Int? = 2
            func makeBump() -> () -> Void {
                return { [weak self] in
                    if let self { self.count += 10 }
                    guard let self else { return }
                    self.count += 100
                }
            }
            func bump() {
                if var step { step *= 3; count += step }
                guard let step else { return }
                count += step
            }
        }
        let c = Counter()
        c.makeBump()()
        c.bump()
        print(c.count)
        c.step = nil
        c.bump()
        print(c.count)
        """)
    #expect(r.error == nil, "\(r.error ?? "")")
    #expect(r.output == ["119", "119"])   // 1 + 10 + 100 + 6 + 2, then nothing when step is nil
}

/// One-sided range patterns (`case ..<0`, `case 400...`, `case ...(-5)`) match everything on their open side, as
/// `PartialRangeUpTo`/`PartialRangeFrom`/`PartialRangeThrough` do in Swift (checked against swiftc).
@Test func oneSidedRangePatterns() {
    let r = runScript("""
        func columns(_ width: Double) -> Int {
            switch width {
            case ..<0: return -1
            case ..<360: return 1
            case 360..<400: return 2
            case 400...: return 3
            default: return 0
            }
        }
        func bucket(_ n: Int) -> String {
            switch n {
            case ...(-5): return "low"
            case -4...20: return "mid"
            case 21...: return "high"
            default: return "none"
            }
        }
        print(columns(-10), columns(0), columns(359.5), columns(360), columns(400), columns(10_000))
        print(bucket(-1000), bucket(-5), bucket(-4), bucket(20), bucket(21), bucket(Int.max))
        var hits = 0
        for case 10... in [5, 10, 15] { hits += 1 }
        if case ..<3 = 2 { hits += 100 }
        print(hits)
        """)
    #expect(r.error == nil, "\(r.error ?? "")")
    #expect(r.output == ["-1 1 1 2 3 3", "low low mid mid high high", "102"])
}

/// A one-sided range outside a pattern (`items[2...]`) is one clear syntax error, not a cascade: the statements
/// after it still parse.
@Test func oneSidedRangeOutsideAPatternIsOneClearError() {
    let (file, e) = Parser.parse("""
        let tail = items[2...]
        let head = items[..<2]
        let n = 1
        """)
    #expect(e.count == 1)
    #expect(e.first?.message.contains("one-sided range '2...'") == true)
    #expect(e.first?.loc == Loc(line: 1, column: 19))
    #expect(file.statements.count == 2)   // `head` (a prefix range, which the interpreter supports) and `n`
    // An unbounded range is reported too, rather than read as index 0.
    #expect(errors("let all = items[...]").first?.message.contains("unbounded range '...'") == true)
    #expect(errors("let all = items[ ... ]").first?.message.contains("unbounded range '...'") == true)
}

/// An error inside a block that a statement opened (here a bad `case` pattern of a `switch`) drops that statement
/// through its closing brace: the rest of the switch is not read as statements of the enclosing body, whose `}`
/// would otherwise close early and turn every later line into another error.
@Test func anErrorInsideASwitchIsOneErrorNotACascade() {
    let (file, e) = Parser.parse("""
        final class V: UIView {
            override init(frame: CGRect) {
                super.init(frame: frame)
                switch frame.width {
                case 1 2: print("bad")
                default: print("default")
                }
                let after = 1
                print(after)
            }
            func later() {}
        }
        let n = 1
        """)
    #expect(e.count == 1, "\(e)")
    #expect(e.first?.loc == Loc(line: 5, column: 16))
    guard case .declaration(.type(let type))? = file.statements.first?.kind else {
        Issue.record("expected the class")
        return
    }
    #expect(type.members.count == 2)   // init and later()
    guard case .initializer(let initializer, _)? = type.members.first else { Issue.record("expected init"); return }
    #expect(initializer.body.count == 3)   // super.init, let after, print(after): only the switch is dropped
    #expect(file.statements.count == 2)
}

/// Ranges open at the bottom subscript an array from its start (`PartialRangeUpTo`/`PartialRangeThrough`), and a
/// keyword label may pair with the `_` internal name.
@Test func prefixRangeSubscriptsAndKeywordLabelWithUnderscoreName() {
    let r = runScript("""
        let items = [10, 20, 30, 40]
        func third(in _: [Int]) -> Int { 3 }
        print(items[..<2], items[...2], third(in: items))
        """)
    #expect(r.error == nil, "\(r.error ?? "")")
    #expect(r.output == ["[10, 20] [10, 20, 30] 3"])
}
