@testable import CourseSite
import Testing

/// `extends=id` (issue 24): a layout block shown as a diff of an earlier one.
struct CodeDiffTests {
    @Test func linesAreKeptAddedOrRemovedAlongTheLongestCommonRun() {
        // b replaces "2" with "two" and adds "4": 1 and 3 are common, 2 is removed where it stood.
        let lines = CodeDiffHTML.diff(base: ["1", "2", "3"], code: ["1", "two", "3", "4"])
        #expect(lines == [.same(0), .added(1), .removed("2"), .same(2), .added(3)])
        // Trailing spaces do not make a line differ.
        #expect(CodeDiffHTML.diff(base: ["a  "], code: ["a"]) == [.same(0)])
    }

    @Test func aBlockThatExtendsAnEarlierOneShowsOnlyWhatChanged() {
        let markdown = """
            ```swift preview id=card
            let box = UIView()
            box.backgroundColor = .red
            ```

            ```swift preview extends=card
            let box = UIView()
            box.backgroundColor = .blue
            ```
            """
        let html = MarkdownRenderer.render(markdown, context: .test()).html
        #expect(html.contains("<div class=\"code-block cg-diff\" data-lang=\"swift\">"))
        #expect(html.contains("<label class=\"cg-show-all\"><input type=\"checkbox\"> Show all</label>"))
        // The second fence is line 6: line 7 is the same as the first block's first line, line 8 is new, and the
        // first block's line 3 is removed.
        #expect(html.contains("<span class=\"line cg-line-same\" data-line=\"7\">"))
        #expect(html.contains("<span class=\"line cg-line-add\" data-line=\"8\">"))
        #expect(html.contains("<span class=\"line cg-line-del\" data-text=\"box.backgroundColor = .red\"></span>"))
    }

    @Test func anUnknownBaseIsAWarningAtTheAttributeAndTheWholeCodeIsShown() {
        let result = MarkdownRenderer.render("```swift preview extends=nope\nlet a = 1\n```\n", context: .test("l.md"))
        #expect(!result.html.contains("cg-diff"))
        let warning = result.diagnostics.first { $0.code == "block-attribute" }
        #expect(warning?.message.hasPrefix("extends=nope names no earlier layout block of this lesson") == true)
        // The value starts 22 characters (`swift preview extends=`) after the info string's column 4.
        #expect(warning?.location?.line == 1)
        #expect(warning?.location?.column == 26)
    }
}
