import Foundation
import Testing
@testable import PreviewRender

@Suite struct ScriptSafeJSONTests {
    private func safe(_ text: String) -> String { ScriptSafeJSON.text(utf8: Data(text.utf8)) }

    @Test func textWithoutUnsafeCharactersIsUnchanged() {
        #expect(safe(#"{"a":"O‘zbek — matn","b":[1,2]}"#) == #"{"a":"O‘zbek — matn","b":[1,2]}"#)
    }

    @Test func aClosingScriptTagCannotAppear() {
        #expect(safe(#"{"t":"</script><!--"}"#) == #"{"t":"\u003c/script>\u003c!--"}"#)
    }

    @Test func lineAndParagraphSeparatorsAreEscaped() {
        #expect(safe("{\"t\":\"a\u{2028}b\u{2029}c\"}") == #"{"t":"a\u2028b\u2029c"}"#)
    }

    /// U+2026 (…) and U+2014 (—) share the lead bytes E2 80 with the separators; they stay as they are.
    @Test func otherCharactersWithTheSameLeadBytesStay() {
        #expect(safe("{\"t\":\"…—\u{2028}<\"}") == "{\"t\":\"…—\\u2028\\u003c\"}")
    }
}
