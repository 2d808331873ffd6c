import LayoutFrames
@testable import LayoutScript
import Testing

/// Diagnostics of layout blocks point into the Markdown file: columns count container prefixes.
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

/// Rule: a block in a block quote runs, and its diagnostics count the `> ` prefix: `width` in
/// `>             make.width.equalTo(60)` is column 20, not 18.
@Test func blockQuoteColumnsCountThePrefix() throws {
    let quoted = conflictingBox.split(separator: "\n", omittingEmptySubsequences: false).map { "> " + $0 }.joined(separator: "\n")
    let blocks = lesson("# Q\n\n> ```swift preview id=q\n\(quoted)\n> ```\n")
    let conflict = try #require(blocks.first?.diagnostics.first { $0.code == "conflict" })
    #expect(conflict.line == 12)
    #expect(conflict.column == 20)
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
