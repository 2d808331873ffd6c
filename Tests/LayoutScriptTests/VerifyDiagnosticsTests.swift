import Diagnostics
import LayoutFrames
@testable import LayoutScript
@testable import SwiftSubset
import Testing

// Diagnostics a verification pass found wrong: each test states the Swift or UIKit rule the preview follows.

/// The diagnostics of the first block of `markdown` as "severity code line expected", lines in Markdown.
private func codes(_ markdown: String) throws -> [String] {
    try runBlock(markdown).diagnostics.map { "\($0.severity) \($0.code) \($0.line ?? 0)\($0.expected == true ? " expected" : "")" }
}

private let box = "let box = UIView()"

// MARK: SnapKit mistakes Swift rejects when compiling

/// Swift checks a SnapKit chain against its types when compiling: `make.tpo` is "value of type 'ConstraintMaker'
/// has no member 'tpo'" (with Swift's "did you mean" for a near miss of what that stage offers), and a misspelled modifier names the stage of the chain it follows (Extendable before the
/// relation, Editable after it and after offset/inset/multipliedBy, Finalizable after priority or labeled), as
/// `snp.makeConstraint` is already an unknown name.
@Test func misspelledSnapKitMembersAreUnknownNames() {
    func first(_ chain: String) -> String {
        hostedDiagnostics("addSubview(box)\nbox.snp.makeConstraints { make in\n    \(chain)\n}", members: box)
            .diagnostics.first ?? "none"
    }
    #expect(first("make.tpo.equalToSuperview()")
        == "error unknown-name 3: value of type 'ConstraintMaker' has no member 'tpo'; did you mean 'top'?")
    #expect(first("make.top.lefft.equalToSuperview()")
        == "error unknown-name 3: value of type 'ConstraintMakerExtendable' has no member 'lefft'; did you mean 'left'?")
    #expect(first("make.edges.equalToSuperview().insett(10)")
        == "error unknown-name 3: value of type 'ConstraintMakerEditable' has no member 'insett'; did you mean 'inset'?")
    #expect(first("make.top.equalToSuperview().offset(4).multipliedBy(1).prority(.high)")
        == "error unknown-name 3: value of type 'ConstraintMakerEditable' has no member 'prority'; did you mean 'priority'?")
    #expect(first("make.edges.equalToSuperview().priority(.high).labeld(\"e\")")
        == "error unknown-name 3: value of type 'ConstraintMakerFinalizable' has no member 'labeld'; did you mean 'labeled'?")
}

/// `equalTo(_:)` takes a `ConstraintRelatableTarget` (numbers, CGSize, CGPoint, UIEdgeInsets, views, guides and
/// `snp` items): anything else does not compile ("argument type 'String' does not conform to expected type
/// 'ConstraintRelatableTarget'"); SnapKit's run-time "Invalid constraint" is unreachable from such code.
@Test func aConstraintTargetOfTheWrongTypeIsATypeMismatch() {
    func first(_ target: String) -> String {
        hostedDiagnostics("addSubview(box)\nbox.snp.makeConstraints { make in\n    make.width.equalTo(\(target))\n}",
                          members: box).diagnostics.first { $0.hasPrefix("error") } ?? "none"
    }
    let expected = "does not conform to expected type 'ConstraintRelatableTarget'"
    #expect(first("\"wide\"") == "error type-mismatch 3: argument type 'String' \(expected)")
    #expect(first("true") == "error type-mismatch 3: argument type 'Bool' \(expected)")
    #expect(first("UIColor.red") == "error type-mismatch 3: argument type 'UIColor' \(expected)")
    // Real targets are no errors.
    #expect(first("40") == "none")
    #expect(first("self.snp.width") == "none")
}

/// Errors Swift reports when compiling are never what a lesson shows on purpose: `expect=` does not cover them,
/// so a block that expects `unsupported-api` or `error` over such a mistake fails the check.
@Test func expectDoesNotCoverSnapKitCompileErrors() throws {
    let typo = try codes("""
        ```swift preview expect=unsupported-api
        final class A: UIView {
            let box = UIView()
            override init(frame: CGRect) {
                super.init(frame: frame)
                addSubview(box)
                box.snp.makeConstraints { make in make.tpo.equalToSuperview() }
            }
            required init?(coder: NSCoder) { fatalError() }
        }
        ```
        """)
    #expect(typo == ["error unknown-name 7", "error expect-unmet 1"])
    let target = try codes("""
        ```swift preview expect=error
        final class B: UIView {
            let box = UIView()
            override init(frame: CGRect) {
                super.init(frame: frame)
                addSubview(box)
                box.snp.makeConstraints { make in make.width.equalTo("wide") }
            }
            required init?(coder: NSCoder) { fatalError() }
        }
        ```
        """)
    #expect(target == ["error type-mismatch 7", "error expect-unmet 1"])
}

// MARK: non-finite constants

/// UIKit refuses a constraint whose constant or multiplier is NaN or infinite ("NSLayoutConstraint constant is not
/// finite!  That's illegal.", an NSInternalInconsistencyException). The documented code for it is
/// `invalid-constraint`, the one the engine uses for such a constant it has to leave out, and a lesson may expect it.
@Test func aNonFiniteConstantIsAnInvalidConstraint() throws {
    let nan = hostedDiagnostics("""
        addSubview(box)
        let zero: CGFloat = 0
        box.snp.makeConstraints { make in
            make.width.equalTo(zero / zero)
        }
        """, members: box).diagnostics
    #expect(nan.count == 1)
    #expect(nan.first?.hasPrefix("error invalid-constraint 4: NSInternalInconsistencyException: NSLayoutConstraint "
                                  + "constant is not finite!") == true)
    let infinite = hostedDiagnostics("addSubview(box)\nbox.snp.makeConstraints { make in make.height.equalTo(CGFloat.infinity) }",
                                     members: box).diagnostics
    #expect(infinite.first?.hasPrefix("error invalid-constraint 2:") == true)
    let multiplier = hostedDiagnostics("addSubview(box)\nbox.snp.makeConstraints { make in make.width.equalToSuperview().multipliedBy(CGFloat.infinity) }",
                                       members: box).diagnostics
    #expect(multiplier.first?.hasPrefix("error invalid-constraint 2: NSInternalInconsistencyException: NSLayoutConstraint multiplier") == true)
    let expected = try codes("""
        ```swift preview expect=invalid-constraint
        final class A: UIView {
            let box = UIView()
            override init(frame: CGRect) {
                super.init(frame: frame)
                addSubview(box)
                box.snp.makeConstraints { make in make.width.equalTo(CGFloat.nan) }
            }
            required init?(coder: NSCoder) { fatalError() }
        }
        ```
        """)
    #expect(expected == ["error invalid-constraint 7 expected"])
}

// MARK: integer literals in floating contexts

/// Swift gives an integer literal the type its context expects: assigned to a CGFloat property of a UIKit view or
/// layer, a geometry field, a typed variable or a CGFloat parameter, `1/2` is 0.5 and `0/0` is NaN; where the
/// context is Int (or there is none) it is integer division, and a zero divisor traps.
@Test func integerLiteralArithmeticTakesTheFloatingContext() {
    let r = runScript("""
        final class A: UIView {
            let box = UIView()
            var width: CGFloat = 0
            var count = 0
            struct Pad { var inset: CGFloat = 0; var steps = 0 }
            func half(_ x: CGFloat) -> CGFloat { x }
            override init(frame: CGRect) {
                super.init(frame: frame)
                let typed: CGFloat = 1/2
                var double: Double = 0
                double = 3/2
                width = 1/2
                self.width = width + 1/4
                var pad = Pad()
                pad.inset = 1/2
                pad.steps = 7/2
                var rect = CGRect.zero
                rect.size.width = 5/2
                box.layer.cornerRadius = 1/2
                box.alpha = 1/4
                alpha = 1/2
                count = 7/2
                let insets = UIEdgeInsets(top: 1/2, left: 0, bottom: 0, right: 0)
                let size = CGSize(width: 1/2, height: 1)
                print(typed, double, width, pad.inset, pad.steps, rect.size.width, box.layer.cornerRadius, box.alpha)
                print(alpha, count, insets.top, size.width, half(1/2), half(0/0), 7/2)
            }
            required init?(coder: NSCoder) { fatalError() }
        }
        let a = A(frame: .zero)
        """)
    #expect(r.error == nil, "\(r.error ?? "")")
    // CGSize also has an Int initializer, which Swift prefers for integer literals: 1/2 is 0 there.
    #expect(r.output == ["0.5 1.5 0.75 0.5 3 2.5 0.5 0.25", "0.5 3 0.5 0.0 0.5 nan 3"])
}

/// An alpha of NaN (`box.alpha = 0/0`: floating division, no trap) is `invalid-geometry` at the assignment, drawn as
/// 0, and the block goes on; integer division by zero in an Int context still traps with Swift's message.
@Test func aNaNAlphaIsInvalidGeometryAndIntegerDivisionStillTraps() {
    let alpha = hostedDiagnostics("""
        addSubview(box)
        box.alpha = 0/0
        box.snp.makeConstraints { make in make.top.leading.equalToSuperview(); make.size.equalTo(50) }
        """, members: box).diagnostics
    #expect(alpha.count == 1)
    #expect(alpha.first?.hasPrefix("error invalid-geometry 2: The alpha of UIView:box is set to nan, which is not finite") == true)
    let count = hostedDiagnostics("let count = 0\nlet per = 300 / count").diagnostics
    #expect(count == ["error runtime 2: Fatal error: Division by zero"])
    let property = hostedDiagnostics("total = 1/0", members: "var total = 0").diagnostics
    #expect(property == ["error runtime 1: Fatal error: Division by zero"])
}

// MARK: layout feedback loops

/// A `layoutSubviews` that changes what the layout depends on in every pass (a width that grows by 1 each time)
/// has no fixed point: UIKit lays out again and again. After its four rounds the preview says so
/// (`layout-unsettled`, at the override) instead of showing the fourth as the layout; one that settles says nothing.
@Test func aLayoutSubviewsFeedbackLoopIsReported() {
    let setup = """
        addSubview(box)
        box.snp.makeConstraints { make in make.top.leading.equalToSuperview(); make.size.equalTo(10) }
        """
    let loop = hostedDiagnostics(setup, members: """
        let box = UIView()
        override func layoutSubviews() {
            super.layoutSubviews()
            box.snp.updateConstraints { make in make.size.equalTo(box.frame.width + 1) }
        }
        """).diagnostics
    #expect(loop.count == 1)
    #expect(loop.first?.hasPrefix("warning layout-unsettled 5: Layout did not settle: in every pass, V.layoutSubviews()") == true)
    let settles = hostedDiagnostics(setup, members: """
        let box = UIView()
        override func layoutSubviews() {
            super.layoutSubviews()
            box.snp.updateConstraints { make in make.size.equalTo(bounds.width / 4) }
        }
        """).diagnostics
    #expect(settles == [])
}

// MARK: unterminated strings

/// Swift reports a string literal that a line ends inside once, at its opening quote ("unterminated string
/// literal"); the lexer's finding at the line's end and the parser's at the quote are that one problem.
@Test func anUnterminatedStringIsReportedOnceAtItsQuote() {
    let (_, errors) = Parser.parse("label.text = \"Hello\naddSubview(label)\nlet ok = \"fine\"")
    #expect(errors.map { "\($0.loc) \($0.message)" } == ["\(Loc(line: 1, column: 14)) unterminated string literal"])
    let (_, multiline) = Parser.parse("let a = 1\nlet text = \"\"\"\n  never closed")
    #expect(multiline.map { "\($0.loc) \($0.message)" } == ["\(Loc(line: 2, column: 12)) unterminated string literal"])
    let block = hostedDiagnostics("let label = UILabel()\nlabel.text = \"Hello\naddSubview(label)")
    #expect(block.diagnostics == ["error syntax 2: unterminated string literal"])
    #expect(block.states == 0)
}

// MARK: typed declarations

/// A typed `let`/`var` (local, property or module-level) whose initial value is a String for a number, a number
/// for a String, or a Bool for either (or either for a Bool) does not compile: "cannot convert value of type
/// 'String' to specified type 'CGFloat'", at the value. What Swift accepts is left alone: an integer for a floating
/// type, optionals and nil, protocols and class hierarchies, generics.
@Test func aTypedDeclarationWithAClearlyWrongValueIsATypeMismatch() {
    func first(_ body: String, members: String = "") -> String {
        hostedDiagnostics(body, members: members).diagnostics.first ?? "none"
    }
    #expect(first("let w: CGFloat = \"wide\"") == "error type-mismatch 1: cannot convert value of type 'String' to specified type 'CGFloat'")
    #expect(first("var n: Int? = \"3\"") == "error type-mismatch 1: cannot convert value of type 'String' to specified type 'Int?'")
    #expect(first("let title: String = 42") == "error type-mismatch 1: cannot convert value of type 'Int' to specified type 'String'")
    #expect(first("let title: String = 4.5") == "error type-mismatch 1: cannot convert value of type 'Double' to specified type 'String'")
    #expect(first("let on: Bool = 1") == "error type-mismatch 1: cannot convert value of type 'Int' to specified type 'Bool'")
    #expect(first("let a: Double = true") == "error type-mismatch 1: cannot convert value of type 'Bool' to specified type 'Double'")
    #expect(first("print(w)", members: "var w: CGFloat = \"wide\"")
        == "error type-mismatch 3: cannot convert value of type 'String' to specified type 'CGFloat'")
    // Accepted by Swift, accepted here.
    #expect(first("""
        let w: CGFloat = 7 / 2
        let d: Double = 3
        let n: Int? = nil
        let s: String? = nil
        let name: String = "Ada"
        let any: Any = "x"
        let view: UIView = UILabel()
        let items: [CGFloat] = [1, 2]
        let text: String! = "x"
        let flag: Bool = w > d
        print(w, d, n == nil, s == nil, name, any, view, items, text!, flag)
        """) == "none")
}

// MARK: near misses of UIKit properties

/// Swift rejects a property a class does not have and suggests a near one (issue 23: one unknown name, one
/// error, in Swift's words): a name a small edit (a letter added, dropped, changed or two swapped) away from a
/// property of that view's class is that error. The runtime cannot know every UIKit property, so a name far from
/// every known one stays an `unsupported-api` warning.
@Test func anUnknownViewPropertySuggestsTheNearestKnownOne() {
    func warning(_ line: String, _ declaration: String = "let view = UIView()") -> String {
        hostedDiagnostics("\(declaration)\n\(line)").diagnostics.first ?? "none"
    }
    let ignored = "is not supported by the layout runtime; the assignment is ignored"
    func noMember(_ type: String, _ name: String, _ near: String) -> String {
        "error unknown-name 2: value of type '\(type)' has no member '\(name)'; did you mean '\(near)'?"
    }
    #expect(warning("view.backgroundColour = .red") == noMember("UIView", "backgroundColour", "backgroundColor"))
    #expect(warning("view.isHiden = true") == noMember("UIView", "isHiden", "isHidden"))
    #expect(warning("view.apha = 0.5") == noMember("UIView", "apha", "alpha"))
    #expect(warning("label.textColour = .red", "let label = UILabel()") == noMember("UILabel", "textColour", "textColor"))
    #expect(warning("stack.spacng = 8", "let stack = UIStackView()") == noMember("UIStackView", "spacng", "spacing"))
    #expect(warning("print(view.backgroudColor as Any)") == noMember("UIView", "backgroudColor", "backgroundColor"))
    // A UILabel's or a stack's property is no suggestion for a plain view, nor is a name far from every property.
    #expect(warning("view.txt = \"a\"") == "warning unsupported-api 2: 'UIView.txt' \(ignored)")
    #expect(warning("view.spacng = 8") == "warning unsupported-api 2: 'UIView.spacng' \(ignored)")
    #expect(warning("view.focusGroupIdentifier = \"g\"") == "warning unsupported-api 2: 'UIView.focusGroupIdentifier' \(ignored)")
    #expect(EditDistance.between("tpo", "top") == 1)
    #expect(EditDistance.between("backgroundcolour", "backgroundcolor") == 1)
}

/// A controller's property on a view does not compile in Swift ("value of type 'UIView' has no member …"); it is
/// that error, at the member, rather than an unsupported-API warning followed by a nil read failing further on.
/// Members UIView has too (`safeAreaInsets`, `traitCollection`) still read normally.
@Test func aControllerMemberOnAViewIsSwiftsNoMemberError() {
    func first(_ line: String) -> String {
        hostedDiagnostics("let view = UIView()\n\(line)").diagnostics.first ?? "none"
    }
    #expect(first("let m = view.systemMinimumLayoutMargins")
        == "error unknown-name 2: value of type 'UIView' has no member 'systemMinimumLayoutMargins' "
        + "('systemMinimumLayoutMargins' belongs to UIViewController)")
    #expect(first("view.additionalSafeAreaInsets = .zero")
        == "error unknown-name 2: value of type 'UIView' has no member 'additionalSafeAreaInsets' "
        + "('additionalSafeAreaInsets' belongs to UIViewController)")
    #expect(first("print(view.safeAreaInsets.top, view.traitCollection.horizontalSizeClass == .compact)") == "none")
}
