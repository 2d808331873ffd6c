import Testing
@testable import CourseSite

@Suite struct SyntaxHighlighterTests {
    private func classes(_ code: String) -> [String: String] {
        var found: [String: String] = [:]
        for run in SyntaxHighlighter.runs(code, language: "swift") where run.cssClass != nil {
            found[run.text] = run.cssClass
        }
        return found
    }

    @Test func swiftTokensGetTheirClasses() {
        let found = classes(#"@MainActor final class A: UIView { let n = 42; let s = "x\(n)y" } // izoh"#)
        #expect(found["@MainActor"] == "tok-attr")
        #expect(found["final"] == "tok-kw")
        #expect(found["class"] == "tok-kw")
        #expect(found["UIView"] == "tok-ty")
        #expect(found["42"] == "tok-num")
        #expect(found["x"] == "tok-str")
        #expect(found["\\("] == "tok-interp")
        #expect(found["// izoh"] == "tok-com")
    }

    @Test func selectorIsADirective() {
        #expect(classes("button.addTarget(self, action: #selector(tap), for: .touchUpInside)")["#selector"] == "tok-dir")
    }

    @Test func runsRebuildTheSourceExactly() {
        let code = "let a = \"b\"  /* c\n d */\n\tvar x = 1.5e3\n"
        #expect(SyntaxHighlighter.runs(code, language: "swift").map(\.text).joined() == code)
    }

    @Test func spansNeverCrossLinesAndTextIsEscaped() {
        let lines = SyntaxHighlighter.highlightLines("/* a\nb */ let x = \"<&>\"\n", language: "swift")
        #expect(lines == [
            "<span class=\"tok-com\">/* a</span>",
            "<span class=\"tok-com\">b */</span> <span class=\"tok-kw\">let</span> x = <span class=\"tok-str\">&quot;</span><span class=\"tok-str\">&lt;&amp;&gt;</span><span class=\"tok-str\">&quot;</span>",
        ])
    }

    @Test func otherLanguagesArePlainButEscaped() {
        #expect(SyntaxHighlighter.highlightLines("<b>\nx\n", language: "html") == ["&lt;b&gt;", "x"])
    }
}
