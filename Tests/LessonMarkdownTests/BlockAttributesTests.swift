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

/// Rule: an unterminated quote and a key given twice are problems at their offsets; the last value counts.
@Test func infoStringProblemsHaveOffsets() {
    let unterminated = BlockAttributes.parse(#"swift preview setup="a = 1 id=x"#)
    #expect(unterminated.problems == [BlockAttributes.Problem(message: "unterminated \" in the value of 'setup'", offset: 20)])
    #expect(unterminated["id"] == nil)
    let twice = BlockAttributes.parse("swift preview id=a id=b")
    #expect(twice["id"] == "b")
    #expect(twice.problems == [BlockAttributes.Problem(message: "'id' is given twice; the last value is used", offset: 19)])
}

/// Rule: preview ids are unique in a lesson: an `id=` an earlier block has is replaced by an automatic id (and
/// reported by the runner), and automatic ids avoid every explicit one.
@Test func previewIDsAreUniqueInALesson() {
    let ids = PreviewBlockIDs.assign(explicitIDs: ["card", nil, "card", "l-2"], slug: "l")
    #expect(ids.map(\.id) == ["card", "l-2-2", "l-3", "l-2"])
    #expect(ids.map(\.duplicateOf) == [nil, nil, 0, nil])
    #expect(PreviewBlockIDs.assign(explicitIDs: [nil, "x", nil], slug: "s").map(\.id) == ["s-1", "x", "s-3"])
}
