import LessonMarkdown
import Testing

/// Rule: every container CommonMark allows holds code blocks (block quotes, list items, both nested), and the
/// scanner finds them as the page's parser does, with file columns that count the container prefixes.
@Test func blocksInsideBlockQuotesAndListsAreFoundWithTheirColumns() throws {
    let blocks = CodeBlockScanner.scan("""
        # Containers

        > ```swift preview id=quoted
        > let a = 1
        >     let b = 2
        > ```

        1. Step:

           ```swift preview id=listed
           let c = 3
           ```

        - > ```swift
          > let d = 4
          > ```
        """)
    #expect(blocks.map(\.fenceLine) == [3, 10, 14])
    let quoted = blocks[0]
    #expect(quoted.infoString == "swift preview id=quoted")
    #expect(quoted.fenceColumn == 3)
    #expect(quoted.infoColumn == 6)
    #expect(quoted.code == "let a = 1\n    let b = 2")
    #expect(quoted.codeLineOffsets == [2, 2])
    // `b` is column 9 of its code line and column 11 of the file line `>     let b = 2`.
    #expect(quoted.fileColumn(line: 5, column: 9) == 11)
    #expect(quoted.isClosed)
    #expect(blocks[1].fenceColumn == 4)
    #expect(blocks[1].codeLineOffsets == [3])
    #expect(blocks[2].fenceColumn == 5)
    #expect(blocks[2].codeLineOffsets == [4])
}

/// Rule: a block-quote marker followed by a tab keeps the tab's remaining columns as spaces in the code (cmark),
/// and the first character of the code is still placed at its column in the file.
@Test func aTabAfterTheQuoteMarkerStillMapsToTheFileColumn() {
    let block = CodeBlockScanner.scan("> ```swift\n>\tlet x = 1\n> ```\n")[0]
    #expect(block.code == "  let x = 1")
    // `l` is column 3 of the code and column 3 of `>\tlet x = 1`.
    #expect(block.fileColumn(line: 2, column: 3) == 3)
}

/// Rule: a block is closed only by its own closing fence; one that runs to the end of the file, or whose block
/// quote or list item ends first, is reported as never closed.
@Test func unclosedFencesAreTold() {
    func closed(_ markdown: String) -> [Bool] { CodeBlockScanner.scan(markdown).filter(\.isFenced).map(\.isClosed) }
    #expect(closed("```swift\nlet a = 1\n```\n") == [true])
    #expect(closed("```swift\nlet a = 1\n```") == [true])
    #expect(closed("```swift\n```\n") == [true])
    #expect(closed("~~~swift\n```\n~~~~~\n") == [true])
    #expect(closed("```swift\nlet a = 1\n\n## Next\n\nprose\n") == [false])
    #expect(closed("```swift\n") == [false])
    #expect(closed("> ```swift\n> let a = 1\n> ```\n") == [true])
    #expect(closed("> ```swift\n> let a = 1\n\nprose\n") == [false])
    #expect(closed("> ```swift\n> let a = 1\nprose\n") == [false])
    // The quote ends, and the unquoted fence opens a block of its own (left open).
    #expect(closed("> ```swift\n> let a = 1\n```\n") == [false, false])
    #expect(closed("- ```swift\n  let a = 1\n- next\n") == [false])
    #expect(closed("- ```swift\n  let a = 1\n  ```\n- next\n") == [true])
}

/// Rule: the info string is the text as written, so `BlockAttributes` applies its own quoting rules (cmark would
/// have removed the backslashes and decoded entities already).
@Test func theInfoStringIsTheRawText() {
    let block = CodeBlockScanner.scan(#"```swift preview setup="label.text = \"a\"" id=x"# + "\nlet a = 1\n```\n")[0]
    #expect(block.infoString == #"swift preview setup="label.text = \"a\"" id=x"#)
    #expect(BlockAttributes.parse(block.infoString)["setup"] == #"label.text = "a""#)
}

/// Rule: the front matter is skipped as the build skips it: a YAML value that looks like a fence opens nothing.
@Test func frontMatterIsNotMarkdown() {
    let blocks = CodeBlockScanner.scan("---\ntitle: \"T\"\nsummary: |\n  ```swift\n---\n\n```swift preview\nlet a = 1\n```\n")
    #expect(blocks.map(\.fenceLine) == [7])
    #expect(blocks[0].isClosed)
}

/// Rule: lines end at \n, \r\n and a lone \r (CommonMark), and a byte-order mark is not text.
@Test func everyLineEndingCountsOneLine() {
    let lf = "\u{FEFF}# T\n\n> ```swift preview\n> let a = 1\n> ```\n"
    let expected = CodeBlockScanner.scan(lf)
    #expect(expected.map(\.fenceLine) == [3])
    for ending in ["\r\n", "\r"] {
        let blocks = CodeBlockScanner.scan(lf.replacingOccurrences(of: "\n", with: ending))
        #expect(blocks == expected, "ending \(ending.debugDescription)")
    }
}

/// Rule: cmark writes NUL as U+FFFD in code (CommonMark); the column mapping sees through it.
@Test func aNulCharacterDoesNotShiftColumns() {
    let block = CodeBlockScanner.scan("> ```swift\n> let x = 1\u{0}\n> ```\n")[0]
    #expect(block.code == "let x = 1\u{FFFD}")
    #expect(block.codeLineOffsets == [2])
}

/// Rule: a fence inside an HTML block or an indented code block is not a fence (only cmark's blocks count).
@Test func fencesThatCommonMarkDoesNotSeeAreNotBlocks() {
    let blocks = CodeBlockScanner.scan("<div>\n```swift preview\nlet a = 1\n```\n</div>\n\n    ```swift preview\n    let b = 2\n    ```\n")
    #expect(blocks.filter(\.isFenced).isEmpty)
    #expect(blocks.count == 1)
    #expect(!blocks[0].isFenced)
    #expect(MarkdownFences.scan("    ```swift preview\n    let b = 2\n    ```\n").isEmpty)
}
