import Foundation
import Testing
@testable import CourseSite

/// What raw HTML passes (docs/authoring.md#raw-html), `raw_html: false`, and headings with inline HTML (issue 25).
@Suite struct RawHTMLTests {
    private let hostile = """
        <img src="x" onerror="alert(1)">

        <object data="a.swf"></object>

        <script>alert(2)</script>

        [bosing](javascript:alert(3)) va [ma'lumot](data:text/html,x)
        """

    private func render(_ markdown: String, allowsRawHTML: Bool) -> String {
        var context = MarkdownContext.test()
        context.allowsRawHTML = allowsRawHTML
        return MarkdownRenderer.render(markdown, context: context).html
    }

    @Test func byDefaultRawHTMLPassesExceptTheTagfilterTags() {
        let html = render(hostile, allowsRawHTML: true)
        #expect(html.contains("<img src=\"x\" onerror=\"alert(1)\">"))
        #expect(html.contains("<object data=\"a.swf\"></object>"))
        #expect(html.contains("&lt;script>alert(2)&lt;/script>"))
        #expect(!html.contains("<script>"))
        #expect(html.contains("href=\"javascript:alert(3)\""))
    }

    @Test func rawHTMLFalseDropsRawHTMLAndUnsafeLinks() {
        let html = render(hostile, allowsRawHTML: false)
        #expect(!html.contains("onerror"))
        #expect(!html.contains("<object"))
        #expect(!html.contains("alert(2)"))
        #expect(!html.contains("javascript:"))
        #expect(!html.contains("data:text/html"))
        #expect(html.contains("<!-- raw HTML omitted -->"))
        #expect(html.contains(">bosing</a>"))
    }

    @Test func aHeadingWithInlineHTMLHasCleanTOCTextAndID() {
        let rendered = MarkdownRenderer.render("## Salom <em>dunyo</em>\n", context: .test())
        #expect(rendered.headings.first?.text == "Salom dunyo")
        #expect(rendered.headings.first?.id == "salom-dunyo")
    }

    @Test func courseYMLReadsRawHTML() throws {
        let scratch = try ScratchFolder()
        _ = try scratch.makeCourse([("a.md", "---\ntitle: A\n---\n")], extraCourseYAML: "raw_html: false\n")
        let (course, warnings) = try CourseLoader(source: scratch.url.appendingPathComponent("content"),
                                                  displayRoot: "content").load()
        #expect(!course.allowsRawHTML)
        #expect(warnings.isEmpty)
    }
}
