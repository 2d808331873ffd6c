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
