import Testing
@testable import CourseSite

/// The code view's lines carry what the narrow preview column needs to wrap them readably (preview.css): the
/// indentation in columns and the leading blanks in a span that never wraps.
struct CodeBlockHTMLTests {
    private func html(_ code: String) -> String {
        CodeBlockHTML.render(LessonCodeBlock(index: 0, info: "swift", code: code, fenceLine: 1, firstCodeLine: 2),
                             copyLabel: "Nusxalash")
    }

    @Test func anIndentedLineCarriesItsColumnsAndAnUnbreakableIndentation() {
        let page = html("view.snp.makeConstraints { make in\n    make.edges.equalToSuperview()\n}\n")
        #expect(page.contains("<span class=\"line\" data-line=\"2\">view.snp"))
        #expect(page.contains("<span class=\"line\" data-line=\"3\" style=\"--i:4\"><span class=\"ind\">    </span>make"))
        #expect(page.contains("<span class=\"line\" data-line=\"4\">}</span>"))
    }

    /// Tabs reach the next multiple of the theme's tab-size (4); a line of blanks only has nothing to wrap.
    @Test func indentationIsCountedInColumns() {
        #expect(CodeBlockHTML.indentColumns("        x") == 8)
        #expect(CodeBlockHTML.indentColumns("\tx") == 4)
        #expect(CodeBlockHTML.indentColumns("  \tx") == 4)
        #expect(CodeBlockHTML.indentColumns("\t  x") == 6)
        #expect(CodeBlockHTML.indentColumns("    ") == 0)
        #expect(CodeBlockHTML.indentColumns("x") == 0)
    }
}
