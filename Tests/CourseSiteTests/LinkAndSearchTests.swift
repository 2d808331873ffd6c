import Foundation
import Testing
@testable import CourseSite

@Suite struct LinkRewriterTests {
    @Test func lessonLinksPointAtTheBuiltPagesAndKeepFragments() throws {
        let scratch = try ScratchFolder()
        try scratch.write("lessons/img/a b.png", "png")
        let rewriter = LinkRewriter(lessonSlugs: ["lessons/05-priority.md": "priority", "intro.md": "intro"],
                                    source: scratch.url)
        let from = "lessons/04-x.md"
        #expect(rewriter.rewrite("05-priority.md#ccrp", fromLesson: from, root: "../../").url
                == "../../lessons/priority/index.html#ccrp")
        #expect(rewriter.rewrite("./05-priority.md", fromLesson: from, root: "../../").url == "../../lessons/priority/index.html")
        #expect(rewriter.rewrite("../intro.md", fromLesson: from, root: "../../").url == "../../lessons/intro/index.html")
        let image = rewriter.rewrite("img/a%20b.png", fromLesson: from, root: "../../")
        #expect(image.url == "../../media/lessons/img/a%20b.png")
        #expect(image.copy?.outputPath == "media/lessons/img/a b.png")
    }

    @Test func externalRootedFragmentAndDanglingLinksStayAsWritten() throws {
        let rewriter = LinkRewriter(lessonSlugs: [:], source: URL(fileURLWithPath: "/nonexistent"))
        for url in ["https://snapkit.io", "mailto:a@b.uz", "#local", "/abs", "missing.md", "../../outside.png", ""] {
            #expect(rewriter.rewrite(url, fromLesson: "a.md", root: "../../").url == url)
        }
    }
}

@Suite struct SearchTests {
    @Test func uzbekApostrophesAreFoldedAway() {
        #expect(SearchNormalizer.words("Oʻzbek tili, o'zbek, O‘ZBEK va gʻoya") == ["ozbek", "tili", "ozbek", "ozbek", "va", "goya"])
    }

    @Test func cyrillicIsLowercasedAndYoFolds() {
        #expect(SearchNormalizer.words("Ёлка, ПРИВЕТ мир!") == ["елка", "привет", "мир"])
    }

    @Test func indexEntriesAreSectionsWithUniqueWords() throws {
        var index = SearchIndex(language: "uz")
        index.add(lesson: "Dars", url: "lessons/d/index.html",
                  sections: [SearchSection(id: nil, title: "", text: "Salom salom"),
                             SearchSection(id: "bir", title: "Bir", text: "Oʻrik")])
        #expect(index.entries.map(\.url) == ["lessons/d/index.html", "lessons/d/index.html#bir"])
        #expect(index.entries[0].words == "dars salom")
        #expect(index.entries[1].words == "dars bir orik")
        let script = String(decoding: try index.script(), as: UTF8.self)
        #expect(script.hasPrefix("window.COURSEGEN_SEARCH_INDEX = {"))
    }
}

@Suite struct PageReferenceScannerTests {
    @Test func findsURLAttributesAndIDsButNotScriptOrCommentText() {
        let html = """
            <a href="a.html?x=1&amp;y=2" id="top">t</a><!-- <a href="no.html"> -->
            <script>if (a < b) { x = "<img src='no.png'>" }</script><img src='i.png' srcset="s1.png 1x, s2.png 2x"/>
            <pre><code>&lt;a href="not-a-tag"&gt;</code></pre>
            """
        let found = PageReferenceScanner.scan(html).map { "\($0.name)=\($0.value)" }
        #expect(found == ["href=a.html?x=1&y=2", "id=top", "src=i.png", "srcset=s1.png 1x, s2.png 2x"])
        #expect(PageReferenceScanner.srcsetURLs("s1.png 1x, s2.png 2x") == ["s1.png", "s2.png"])
    }
}
