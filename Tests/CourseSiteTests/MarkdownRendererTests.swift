import Diagnostics
import Testing
@testable import CourseSite

@Suite struct MarkdownRendererTests {
    @Test func explicitHeadingIDBecomesTheIDAndLeavesTheText() {
        let result = MarkdownRenderer.render("## Sarlavha *bir* {#my-id}\n", context: .test())
        #expect(result.html.contains("<h2 id=\"my-id\">Sarlavha <em>bir</em><a class=\"heading-anchor\" href=\"#my-id\""))
        #expect(!result.html.contains("{#"))
        #expect(result.headings.map(\.id) == ["my-id"])
        #expect(result.headings.first?.text == "Sarlavha bir")
    }

    @Test func explicitIDAfterInlineCodeIsFound() {
        let result = MarkdownRenderer.render("### The `snp` DSL {#dsl}\n", context: .test())
        #expect(result.html.contains("<h3 id=\"dsl\">The <code>snp</code> DSL"))
        #expect(!result.html.contains("{#"))
    }

    @Test func otherHeadingsGetUniqueAutomaticIDsThatAvoidExplicitOnes() {
        let markdown = "## Misol\n\n## Misol\n\n## Boshqa {#misol-2}\n"
        let result = MarkdownRenderer.render(markdown, context: .test())
        // The explicit misol-2 is reserved first, so the second automatic "Misol" must skip to misol-3.
        #expect(result.headings.map(\.id) == ["misol", "misol-3", "misol-2"])
    }

    @Test func everyHeadingCarriesAnAnchorLink() {
        let result = MarkdownRenderer.render("# Bir\n\n## Ikki\n\n#### Uch\n", context: .test())
        for id in ["bir", "ikki", "uch"] {
            #expect(result.html.contains("href=\"#\(id)\""), "no anchor for \(id)")
        }
    }

    @Test func malformedExplicitIDIsAWarningAndNeverShowsUp() {
        let result = MarkdownRenderer.render("## Sarlavha {#bad id}\n", context: .test("l.md"))
        #expect(!result.html.contains("{#"))
        #expect(result.headings.first?.id == "sarlavha")
        #expect(result.diagnostics.map(\.code) == ["heading-id"])
        #expect(result.diagnostics.first?.location == SourceLocation(file: "l.md", line: 1, column: 1))
    }

    @Test func gfmExtensionsAreEnabled() {
        let markdown = """
            | a | b |
            |---|--:|
            | 1 | 2 |

            ~~eski~~ https://example.com

            - [x] bajarildi
            - [ ] qoldi

            <script>alert(1)</script>

            """
        let html = MarkdownRenderer.render(markdown, context: .test()).html
        #expect(html.contains("<table>"))
        #expect(html.contains("<th align=\"right\">b</th>"))
        #expect(html.contains("<del>eski</del>"))
        #expect(html.contains("<a href=\"https://example.com\">https://example.com</a>"))
        #expect(html.contains("type=\"checkbox\""))
        // tagfilter: raw <script> is neutralized.
        #expect(html.contains("&lt;script>"))
        #expect(!html.contains("<script>"))
    }

    @Test func linksAreRewrittenAndRecordedAtTheirMarkdownPosition() {
        var context = MarkdownContext.test("content/l.md")
        context.bodyStartLine = 5
        context.rewriteLink = { $0 == "02-b.md#x" ? RewrittenLink(url: "../../lessons/b/index.html#x") : RewrittenLink(url: $0) }
        let markdown = "Birinchi qator.\n\nOʻqing: [keyingi](02-b.md#x) va [tashqi](https://a.uz).\n"
        let result = MarkdownRenderer.render(markdown, context: context)
        #expect(result.html.contains("<a href=\"../../lessons/b/index.html#x\">keyingi</a>"))
        // Body line 3 is file line 7; "Oʻqing: " is 8 characters (ʻ is one), so the link starts at column 9.
        #expect(result.references.first == PageSourceMap.Reference(url: "../../lessons/b/index.html#x",
                                                                 location: SourceLocation(file: "content/l.md", line: 7, column: 9)))
        #expect(result.references.contains(where: { $0.url == "https://a.uz" }))
        #expect(result.ids["oʻqing"] == nil)
    }

    @Test func codeLinesCarryTheirMarkdownLineNumbers() {
        var context = MarkdownContext.test()
        context.bodyStartLine = 10
        let markdown = "Matn\n\n```swift\nlet a = 1\nlet b = 2\n```\n"
        let result = MarkdownRenderer.render(markdown, context: context)
        // The fence is body line 3 → file line 12; the code starts on the next line.
        #expect(result.codeBlocks.first?.fenceLine == 12)
        #expect(result.codeBlocks.first?.firstCodeLine == 13)
        #expect(result.html.contains("<span class=\"line\" data-line=\"13\">"))
        #expect(result.html.contains("<span class=\"line\" data-line=\"14\">"))
        #expect(!result.html.contains("data-line=\"15\""))
        #expect(result.html.contains("class=\"copy-button\""))
    }

    @Test func layoutBlocksAreWrappedWithTheirPreview() {
        var context = MarkdownContext.test()
        var received: [LessonCodeBlock] = []
        context.renderPreviews = { blocks in
            received = blocks
            return [1: "<div class=\"preview\">P</div>"]
        }
        let markdown = "```swift\nclass Base {}\n```\n\n```swift preview host=width\nclass A: Base {}\n```\n\n```swift preview id=custom\nclass B {}\n```\n"
        let result = MarkdownRenderer.render(markdown, context: context)
        // The renderer sees every code block of the lesson (a preview may use the others' declarations).
        #expect(received.count == 3)
        #expect(received.map(\.isLayoutBlock) == [false, true, true])
        #expect(result.html.contains("<div class=\"layout-block\" data-preview-id=\"dars-1\"><div class=\"code-block\""))
        #expect(result.html.contains("</code></pre></div><div class=\"preview\">P</div></div>"))
        #expect(result.html.contains("data-preview-id=\"custom\""))
    }

    @Test func lessonsWithoutLayoutBlocksNeverCallThePreviewRenderer() {
        var context = MarkdownContext.test()
        var called = false
        context.renderPreviews = { _ in called = true; return [:] }
        _ = MarkdownRenderer.render("```swift\nlet a = 1\n```\n", context: context)
        #expect(!called)
    }

    @Test func searchSectionsFollowHeadings() {
        let result = MarkdownRenderer.render("Kirish `kod`.\n\n## Bir {#bir}\n\nMatn bir.\n", context: .test())
        #expect(result.sections == [SearchSection(id: nil, title: "", text: "Kirish kod."),
                                    SearchSection(id: "bir", title: "Bir", text: "Matn bir.")])
    }

    @Test func codeBlockInfoParsesQuotedAttributes() {
        let info = CodeBlockInfo(#"swift preview host=width setup='nameLabel.text = "Salom"' actions="a(\"x\"); b()""#)
        #expect(info.language == "swift")
        #expect(info.isLayoutBlock)
        #expect(info.attributes["host"] == "width")
        #expect(info.attributes["setup"] == #"nameLabel.text = "Salom""#)
        #expect(info.attributes["actions"] == #"a("x"); b()"#)
        #expect(!CodeBlockInfo("swift").isLayoutBlock)
        #expect(!CodeBlockInfo("kotlin preview").isLayoutBlock)
    }
}
