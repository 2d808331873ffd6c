import LayoutFrames
@testable import LayoutScript
import Testing

/// Diagnostics of layout blocks point into the Markdown file: columns count container prefixes and attribute
/// quoting, info-string mistakes are warned about where they are, and an unclosed fence is one error.
private func lesson(_ markdown: String, file: String = "m.md", slug: String = "m") -> [BlockFrames] {
    LayoutBlockRunner.run(lesson: LessonScriptInput(file: file, slug: slug, blocks: MarkdownFences.scan(markdown))).blocks
}

private func located(_ block: BlockFrames?) -> [String] {
    (block?.diagnostics ?? []).map { "\($0.severity) \($0.code) \($0.line ?? 0):\($0.column ?? 0)" }
}

private let conflictingBox = """
    final class A: UIView {
        let box = UIView()
        override init(frame: CGRect) {
            super.init(frame: frame)
            addSubview(box)
            box.snp.makeConstraints { make in
                make.top.leading.equalToSuperview()
                make.size.equalTo(50)
                make.width.equalTo(60)
            }
        }
        required init?(coder: NSCoder) { fatalError() }
    }
    """

/// Rule: a block in a block quote runs, and its diagnostics (and their notes) count the `> ` prefix: `width` in
/// `>             make.width.equalTo(60)` is column 20, not 18.
@Test func blockQuoteColumnsCountThePrefix() throws {
    let quoted = conflictingBox.split(separator: "\n", omittingEmptySubsequences: false).map { "> " + $0 }.joined(separator: "\n")
    let blocks = lesson("# Q\n\n> ```swift preview id=q\n\(quoted)\n> ```\n")
    let conflict = try #require(blocks.first?.diagnostics.first { $0.code == "conflict" })
    #expect(conflict.line == 12)
    #expect(conflict.column == 20)
    // Each note points where its constraint's chain is, as the diagnostic does: `size` and `width` after `make.`.
    #expect(conflict.notes?.map { "\($0.line ?? 0):\($0.column ?? 0)" } == ["11:20", "12:20"])
}

/// Rule: code in a list item keeps its own columns for Swift (a multi-line string strips its closing delimiter's
/// indentation, not the item's) while diagnostics add the item's indentation.
@Test func listItemIndentationIsNotSwiftIndentation() throws {
    let blocks = lesson("""
        1. Step:

           ```swift preview id=li
           let label = UILabel()
           label.text = \"\"\"
                 Salom
               \"\"\"
           view.addSubview(label)
           label.snp.makeConstraints { make in make.top.leading.equalToSuperview() }
           let nope = missing
           ```
        """)
    let block = try #require(blocks.first)
    // The closing delimiter is indented 4 in the code (7 in the file): two spaces of the content line remain.
    #expect(block.states.first?.views.first { $0.path == "label" }?.text == "  Salom")
    #expect(located(block) == ["error unknown-name 10:15"])
}

/// Rule: a problem inside `actions=` or `setup=` is reported at its column in the Markdown line (through quotes
/// and backslash escapes), a syntax error at the start of its statement.
@Test func statementColumnsAreFileColumns() throws {
    let blocks = lesson("""
        ```swift preview actions="nonexistent(); grow(" id=bad-actions
        final class C: UIView {
            func grow() {}
        }
        ```

        ```swift preview setup="label.text = \\"a;b\\"; missing()" id=escaped
        final class D: UIView {
            let label = UILabel()
        }
        ```
        """)
    #expect(located(blocks.first) == ["error unknown-name 1:27", "error syntax 1:42"])
    // `missing` follows two escaped quotes: column 47 of line 7, not 45.
    #expect(located(blocks.last) == ["error unknown-name 7:47"])
}

/// Rule: attribute problems point at the attribute: unknown keys (with a suggestion), an unknown host (the
/// default host is used, and the JSON says so), an unknown device, expect= value or show= class.
@Test func attributeWarningsPointAtTheAttribute() throws {
    let blocks = lesson("""
        ```swift preview host=flil device="iPhone 99" expect=conflcit show=Nope hots=width colour=red
        final class A: UIView {}
        ```
        """)
    let block = try #require(blocks.first)
    #expect(located(block) == ["warning block-attribute 1:73", "warning block-attribute 1:84",
                               "warning block-attribute 1:23", "warning block-attribute 1:36",
                               "error unknown-name 1:68", "warning block-attribute 1:54"])
    let messages = block.diagnostics.map(\.message)
    #expect(messages[0] == "unknown attribute 'hots'; did you mean 'host'?")
    #expect(messages[1].hasPrefix("unknown attribute 'colour'"))
    #expect(messages[2] == "unknown host=flil: use fill, width, fit or cell (did you mean 'fill'?); the default host is used")
    let hosted = try #require(lesson("```swift preview host=flil\nfinal class A: UIView {}\n```\n").first)
    #expect(hosted.host == "fill")
}

/// Rule: two layout blocks with one id in a lesson: the second is told at its `id=` (a note at the first), and is
/// published under an automatic id, so links, snapshots and the page reach each block.
@Test func duplicateIDsAreReportedAtTheSecondBlock() throws {
    let blocks = lesson("""
        ```swift preview id=card
        final class A: UIView {}
        ```

        ```swift preview id=card
        final class B: UIView {}
        ```
        """, slug: "dup")
    #expect(blocks.map(\.id) == ["card", "dup-2"])
    #expect(located(blocks.first) == [])
    let duplicate = try #require(blocks.last?.diagnostics.first)
    #expect("\(duplicate.severity) \(duplicate.code) \(duplicate.line ?? 0):\(duplicate.column ?? 0)" == "warning duplicate-id 5:21")
    #expect(duplicate.notes?.map { "\($0.line ?? 0):\($0.column ?? 0)" } == ["1:21"])
}

/// Rule: a layout block whose fence is never closed is one error at the opening fence; the prose it swallowed is
/// not parsed as Swift, and the block does not run.
@Test func anUnclosedFenceIsOneError() throws {
    let blocks = lesson("""
        Text.

        > ```swift preview id=open
        > final class A: UIView {}

        ## Next section

        More prose.
        """)
    let block = try #require(blocks.first)
    #expect(located(block) == ["error unclosed-fence 3:3"])
    #expect(block.diagnostics.first?.message.hasPrefix("code block opened here is never closed") == true)
    #expect(block.states.isEmpty)
}
