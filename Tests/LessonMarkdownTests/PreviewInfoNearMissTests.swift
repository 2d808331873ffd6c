import LessonMarkdown
import Testing

/// A mistyped `swift preview` (issue 23) is a warning with "did you mean", as a mistyped attribute is; a real layout
/// block, a plain Swift block and other languages are not.
@Test(arguments: ["swift preveiw", "swift-preview", "swift previews", "swift,preview", "Swift Preview", "swfit preview",
                  "swift preview_ host=fit".replacingOccurrences(of: "preview_", with: "prevew")])
func aMistypedPreviewInfoStringIsNamed(_ info: String) {
    let message = BlockAttributes.parse(info).previewNearMissMessage
    #expect(message?.contains("did you mean 'swift preview'?") == true, "\(info)")
}

@Test(arguments: ["swift preview", "swift preview id=a", "swift", "swift title=x", "swiftui", "kotlin", "", "text preview"])
func aLayoutBlockOrOtherCodeIsNoNearMiss(_ info: String) {
    #expect(BlockAttributes.parse(info).previewNearMissMessage == nil, "\(info)")
}

@Test func theNearMissWarningIsAtTheInfoString() throws {
    let blocks = CodeBlockScanner.scan("# T\n\n```swift preveiw\nlet x = 1\n```\n")
    let warning = try #require(blocks.first?.previewNearMiss(file: "t.md"))
    #expect(warning.location?.line == 3)
    #expect(warning.location?.column == 4)
    #expect(warning.code == "block-attribute")
}
