import LayoutFrames
@testable import LayoutScript
import Testing

/// Swift's unqualified lookup inside a method: the function's locals (and what its closures capture), then the
/// members of `self`, then module-level names. A module-level variable of the same name never hides a member.
@Test func membersOfSelfWinOverModuleVariablesOfTheSameName() {
    let r = runScript("""
        let badge = "global"
        var count = 1
        final class Row {
            let badge = "member"
            var count = 10
            func show() {
                print(badge)          // self.badge
                count = 20            // assigns self.count, not the global
                count += 1            // self.count = 21
                print(count)
                let badge = "local"   // a true local hides the member
                print(badge)
                [1].forEach { _ in print(self.badge, count) }   // the closure captures no local `count`
            }
        }
        Row().show()
        print(badge, count)           // the globals are untouched
        """)
    #expect(r.error == nil)
    // show(): "member"; 21; "local"; the closure: "member 21"; top level: "global 1".
    #expect(r.output == ["member", "21", "local", "member 21", "global 1"])
}

/// A block of top-level statements is a controller's `viewDidLoad` and its top-level `let`s are that controller's
/// properties: inside another class's method, the same name is that class's own property. (The classes sit in a
/// block of their own, so the preview block has no view class to host and runs its top-level statements.)
@Test func topLevelLetsDoNotLeakIntoOtherClassesMethods() throws {
    let markdown = """
        ```swift
        final class Badge: UIView {
            var count = 0 { didSet { invalidateIntrinsicContentSize() } }
            override var intrinsicContentSize: CGSize { CGSize(width: 20 + count, height: 20) }
        }
        final class Row: UIView {
            let badge = Badge()
            override init(frame: CGRect) {
                super.init(frame: frame)
                setupViews()
            }
            required init?(coder: NSCoder) { fatalError() }
            func setupViews() {
                addSubview(badge)
                badge.count = 3
                badge.snp.makeConstraints { make in
                    make.edges.equalToSuperview()
                }
            }
        }
        ```

        ```swift preview id=shadow
        let badge = Badge()
        badge.count = 30
        let row = Row()
        view.addSubview(row)
        view.addSubview(badge)
        row.snp.makeConstraints { make in
            make.top.leading.equalToSuperview()
        }
        badge.snp.makeConstraints { make in
            make.top.equalTo(row.snp.bottom)
            make.leading.equalToSuperview()
        }
        ```
        """
    let lesson = LessonScriptInput(file: "shadow.md", slug: "shadow", blocks: MarkdownFences.scan(markdown))
    let frames = LayoutBlockRunner.run(lesson: lesson)
    let block = try #require(frames.blocks.first)
    #expect(block.diagnostics.filter { $0.severity == "error" }.isEmpty, "\(block.diagnostics.map(\.message))")
    let views = try #require(block.states.first).views
    func frame(_ path: String) -> [Double]? { views.first { $0.path == path }?.frame }
    // Row's setupViews adds and sizes its own badge: count 3 → 23 × 20 at (0, 0) of the row, which hugs it.
    #expect(frame("row.badge") == [0, 0, 23, 20])
    #expect(frame("row") == [0, 0, 23, 20])
    // The controller's badge keeps its count 30 → 50 × 20, right below the row.
    #expect(frame("badge") == [0, 20, 50, 20])
}

/// Swift calls no `willSet`/`didSet` while a class's own initializer sets a property the class declares, but a
/// subclass initializer that sets an inherited property after `super.init` goes through its observers.
@Test func observersOfInheritedPropertiesRunInSubclassInitializers() {
    let r = runScript("""
        class Card {
            var padding = 16 {
                willSet { print("will", padding, newValue) }
                didSet { print("did", oldValue, padding) }
            }
            init() { padding = 12 }
            init(padding: Int) { self.padding = padding }
        }
        final class Compact: Card {
            var inset = 1 { didSet { print("inset", inset) } }
            override init() {
                inset = 2            // Compact's own property, in Compact's init: no observer
                super.init()         // Card's init sets its own padding: no observer
                padding = 8          // inherited: willSet 12 → 8, didSet 12 → 8
                inset = 3            // own property, still no observer
            }
        }
        let c = Compact()
        print(c.padding, c.inset)
        let p = Card(padding: 4)     // the declaring class's init: silent
        p.padding = 5                // outside any init: observed
        """)
    #expect(r.error == nil)
    // Only the subclass init's `padding = 8` and the last assignment run observers.
    #expect(r.output == ["will 12 8", "did 12 8", "8 3", "will 4 5", "did 4 5"])
}

/// A tuple converts to a tuple type of the same arity with labels, so the labels of a declared type (a function's,
/// closure's, method's or computed property's result, a typed `let`) name the elements of an unlabeled tuple given
/// to it; positions (`m.0`) keep working. Integer literals in the tuple take the declared element types.
@Test func declaredTupleTypesLabelTheirElements() {
    let r = runScript("""
        func metrics() -> (width: CGFloat, height: CGFloat) { return (120, 44) }
        let m = metrics()
        print(m.width, m.height, m.0, m)
        func half() -> (w: CGFloat, h: CGFloat) { (7 / 2, 1) }
        print(half().w)
        func corner() -> (x: Int, y: Int) {
            let p = (3, 4)
            return p
        }
        print(corner().y)
        func maybe() -> (x: Int, y: Int)? { (5, 6) }
        print(maybe()?.x ?? 0)
        let make = { () -> (w: Int, h: Int) in (7, 8) }
        print(make().h)
        struct Card {
            var size: (w: CGFloat, h: CGFloat) { (10, 20) }
            func inset() -> (top: Int, bottom: Int) { (1, 2) }
        }
        let c = Card()
        print(c.size.h, c.inset().bottom)
        let t: (a: Int, b: Int) = (1, 2)
        let pair = (9, 10)
        let u: (a: Int, b: Int) = pair
        print(t.b, u.a, t)
        """)
    #expect(r.error == nil, "\(r.error ?? "")")
    #expect(r.output == [
        // (120, 44) as (width: CGFloat, height: CGFloat): 120.0 and 44.0, named and numbered.
        "120.0 44.0 120.0 (width: 120.0, height: 44.0)",
        // 7 / 2 with both literals CGFloat is 3.5.
        "3.5",
        // The unlabeled local (3, 4) converts on return: y is 4.
        "4",
        // Inside an optional result the tuple is labeled too.
        "5",
        // The closure's declared result labels (7, 8).
        "8",
        // The computed property's type and the method's result type label (10, 20) and (1, 2).
        "20.0 2",
        // A typed constant takes the type's labels, from a literal or from an unlabeled value.
        "2 9 (a: 1, b: 2)",
    ])
}

/// The labels of a function's result type reach constraint code: `m.width` and `m.height` of
/// `func metrics() -> (width: CGFloat, height: CGFloat) { return (120, 44) }` size the box 120 × 44.
@Test func tupleLabelsFromAResultTypeSizeAView() throws {
    let block = try runBlock("""
        ```swift preview id=tuple
        func metrics() -> (width: CGFloat, height: CGFloat) { return (120, 44) }
        let m = metrics()
        let box = UIView()
        view.addSubview(box)
        box.snp.makeConstraints {
            $0.top.leading.equalToSuperview()
            $0.width.equalTo(m.width)
            $0.height.equalTo(m.height)
        }
        ```
        """)
    #expect(!block.diagnostics.contains { $0.severity == "error" }, "\(block.diagnostics.map(\.message))")
    let frame = try #require(block.states.first?.views.first { $0.path == "box" }?.frame)
    #expect(frame[2...3] == [120, 44])
}

/// A variable, stored property or parameter of a labeled tuple type keeps that type: an unlabeled tuple assigned
/// or passed to it converts, so the labels still name its elements.
@Test func tupleTypedStorageKeepsItsLabels() {
    let r = runScript("""
        var size: (w: Int, h: Int) = (1, 2)
        size = (3, 4)
        var plain = (x: 1, y: 2)
        plain = (5, 6)
        print(size.w, plain.y)
        struct Card { var inset: (top: CGFloat, left: CGFloat) = (0, 0) }
        var card = Card()
        card.inset = (5, 6)
        final class Holder { var pair: (x: Int, y: Int) = (0, 0) }
        let holder = Holder()
        holder.pair = (7, 8)
        print(card.inset.top, holder.pair.y)
        func area(_ s: (w: CGFloat, h: CGFloat)) -> CGFloat { s.w * s.h }
        let sides = (3, 4)
        print(area(sides))
        """)
    #expect(r.error == nil, "\(r.error ?? "")")
    // size.w is 3 and plain.y 6 after the assignments; inset.top is 5 as a CGFloat (5.0), pair.y is 8;
    // the parameter names (3, 4) w and h: 3 × 4 = 12, CGFloat.
    #expect(r.output == ["3 6", "5.0 8", "12.0"])
}
