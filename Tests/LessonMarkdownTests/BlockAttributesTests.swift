import LessonMarkdown
import Testing

/// Rule: every scalar of an attribute value knows its offset in the info string, through quotes and backslash
/// escapes, so a problem inside `setup=`/`actions=` is reported at its own column.
@Test func valueOffsetsSeeThroughQuotesAndEscapes() throws {
    let info = #"swift preview actions="a(\"x\"); b()" host=width"#
    let attributes = BlockAttributes.parse(info)
    let actions = try #require(attributes.attribute("actions"))
    #expect(actions.value == #"a("x"); b()"#)
    #expect(actions.keyOffset == 14)
    // `b` is the value's 9th scalar (index 8); in the info string it is at offset 33 (after the quote and two
    // backslashes that the value leaves out).
    let b = Array(info.unicodeScalars)[actions.offset(ofValueIndex: 8)]
    #expect(b == "b")
    #expect(actions.offset(ofValueIndex: 8) == 33)
    #expect(try #require(attributes.attribute("host")).offset(ofValueIndex: 0) == 43)
}

/// Rule: the language is the first word only when it comes first; `preview` must be a bare word after it.
@Test func layoutBlocksAreSwiftWithTheWordPreview() {
    #expect(BlockAttributes.parse("swift preview").isLayoutBlock)
    #expect(BlockAttributes.parse("Swift preview id=a").isLayoutBlock)
    #expect(BlockAttributes.parse("swift\tpreview").isLayoutBlock)
    #expect(!BlockAttributes.parse("swift").isLayoutBlock)
    #expect(!BlockAttributes.parse("kotlin preview").isLayoutBlock)
    #expect(!BlockAttributes.parse("id=a swift preview").isLayoutBlock)
    #expect(!BlockAttributes.parse("swift preview=yes").isLayoutBlock)
}

/// Rule: an unterminated quote is a problem at its offset.
@Test func infoStringProblemsHaveOffsets() {
    let unterminated = BlockAttributes.parse(#"swift preview setup="a = 1 id=x"#)
    #expect(unterminated.problems == [BlockAttributes.Problem(message: "unterminated \" in the value of 'setup'", offset: 20)])
    #expect(unterminated["id"] == nil)
}
