import Diagnostics
import Foundation
import Testing
@testable import CourseSite

/// A stand-in for PreviewRender: returns a marker per layout block (with the preview strings it was given) and one
/// layout diagnostic.
private struct FakePreviewRenderer: LessonPreviewRenderer {
    func renderPreviews(_ input: LessonPreviewInput) -> LessonPreviewOutput {
        var html: [Int: String] = [:]
        for block in input.blocks where block.isLayoutBlock {
            let others = input.strings.keys.filter { !$0.hasPrefix("preview_") }.count
            html[block.index] = "<div class=\"fake-preview\" data-line=\"\(block.fenceLine)\""
                + " data-constraints=\"\(input.strings["preview_constraints"] ?? "")\" data-others=\"\(others)\"></div>"
        }
        let conflict = Diagnostic.error("conflict", "fake conflict", at: SourceLocation(file: input.file, line: input.blocks[0].firstCodeLine))
        return LessonPreviewOutput(previewHTML: html, diagnostics: [conflict], assets: ["assets/previews/\(input.slug).json": Data("{}".utf8)])
    }
}

@Suite struct SiteBuilderTests {
    private func options(_ source: URL, _ output: URL) -> BuildOptions {
        BuildOptions(source: source, output: output, themeDirectory: TestPaths.theme)
    }

    private func snapshot(_ folder: URL) throws -> [String: Data] {
        var files: [String: Data] = [:]
        guard let enumerator = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil) else { return files }
        for case let url as URL in enumerator where !url.hasDirectoryPath {
            files[url.path.replacingOccurrences(of: folder.path, with: "")] = try Data(contentsOf: url)
        }
        return files
    }

    @Test func buildsEveryPageTheSitemapAndTheSearchIndex() throws {
        let scratch = try ScratchFolder()
        let output = scratch.url.appendingPathComponent("_site")
        let report = try SiteBuilder(options: options(TestPaths.fixture.appendingPathComponent("content"), output)).build()
        #expect(report.lessons == 2)
        #expect(report.pages == 5)
        for file in ["index.html", "404.html", "print.html", "sitemap.xml", "search-index.json", "search-index.js",
                     "lessons/01-salom/index.html", "lessons/kod/index.html", "assets/site.css", "media/lessons/images/logo.svg"] {
            #expect(FileManager.default.fileExists(atPath: output.appendingPathComponent(file).path), "missing \(file)")
        }
        #expect(report.summary.hasPrefix("built 2 lessons, 5 pages in "))
    }

    @Test func failedBuildLeavesThePreviousSiteByteForByte() throws {
        let scratch = try ScratchFolder()
        let source = try scratch.makeCourse([("a.md", "---\ntitle: A\n---\nMatn\n")])
        let output = scratch.url.appendingPathComponent("_site")
        _ = try SiteBuilder(options: options(source, output)).build()
        let before = try snapshot(output)
        try scratch.write("content/a.md", "---\ntitle: [broken\n---\n")
        #expect(throws: DiagnosticError.self) { try SiteBuilder(options: options(source, output)).build() }
        #expect(try snapshot(output) == before)
        // No staging folders are left behind.
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: scratch.url.path).filter { $0.hasPrefix("._site") }
        #expect(leftovers.isEmpty)
    }

    @Test func unwritableOutputIsAnErrorNamingTheFolder() throws {
        let scratch = try ScratchFolder()
        let source = try scratch.makeCourse([("a.md", "---\ntitle: A\n---\n")])
        // A regular file where a folder must be: fails even for root, unlike permission bits.
        try scratch.write("blocker", "not a folder")
        let output = scratch.url.appendingPathComponent("blocker/_site")
        do {
            _ = try SiteBuilder(options: options(source, output)).build()
            Issue.record("expected an error")
        } catch let error as DiagnosticError {
            #expect(error.diagnostics.last?.code == "output")
            #expect(error.diagnostics.last?.message.contains("blocker/_site") == true)
        }
        #expect(try scratch.read("blocker") == "not a folder")
    }

    @Test func layoutBlocksGetPreviewsAndLayoutDiagnosticsDoNotFailTheBuild() throws {
        let scratch = try ScratchFolder()
        let source = try scratch.makeCourse([("a.md", "---\ntitle: A\n---\n\n```swift preview\nclass V: UIView {}\n```\n")])
        let output = scratch.url.appendingPathComponent("_site")
        var buildOptions = options(source, output)
        buildOptions.previewRenderer = FakePreviewRenderer()
        let report = try SiteBuilder(options: buildOptions).build()
        let page = try scratch.read("_site/lessons/a/index.html")
        // Front matter is 3 lines + a blank line, so the fence is file line 5 and the code line 6.
        #expect(page.contains("<div class=\"layout-block\" data-preview-id=\"a-1\">"))
        // The renderer gets the course language's preview strings, and only those.
        #expect(page.contains("<div class=\"fake-preview\" data-line=\"5\" data-constraints=\"Cheklovlar\" data-others=\"0\"></div></div>"))
        #expect(page.contains("<span class=\"line\" data-line=\"6\">"))
        #expect(report.diagnostics.map(\.code) == ["conflict"])
        #expect(try scratch.read("_site/assets/previews/a.json") == "{}")
    }

    @Test func sourceMapTracesMarkdownLinksAndTemplateLinks() throws {
        let scratch = try ScratchFolder()
        let source = try scratch.makeCourse([
            ("a.md", "---\ntitle: A\n---\n\nSee [b](b.md#x) and [out](https://x.uz).\n"),
            ("b.md", "---\ntitle: B\n---\n\n## X {#x}\n"),
        ])
        let output = scratch.url.appendingPathComponent("_site")
        let report = try SiteBuilder(options: options(source, output)).build()
        let page = try #require(report.sourceMap.pages["lessons/a/index.html"])
        let markdownLink = page.references.first { $0.url == "../../lessons/b/index.html#x" }
        #expect(markdownLink?.location == SourceLocation(file: DisplayPath.of(source) + "/a.md", line: 5, column: 5))
        #expect(page.references.first { $0.url == "https://x.uz" }?.location.line == 5)
        // The stylesheet link comes from the head partial.
        let stylesheet = page.references.first { $0.url == "../../assets/site.css" }
        #expect(stylesheet?.location.file.hasSuffix("themes/default/templates/partials/head.html") == true)
        #expect((stylesheet?.location.line ?? 0) > 1)
        // Every URL attribute of the page is in the map.
        let html = try scratch.read("_site/lessons/a/index.html")
        let attributes = PageReferenceScanner.scan(html).filter { $0.name != "id" }
        #expect(page.references.count == attributes.count)
        let target = try #require(report.sourceMap.pages["lessons/b/index.html"])
        #expect(target.ids["x"] == SourceLocation(file: DisplayPath.of(source) + "/b.md", line: 5, column: 1))
    }

    @Test func repeatedLinksAreTracedToTheirOwnLinesInOrder() throws {
        // The same URL written on lines 5, 7 and 9: the page's three links map to those lines in page order,
        // each Markdown occurrence taken once.
        let scratch = try ScratchFolder()
        let source = try scratch.makeCourse([
            ("a.md", "---\ntitle: A\n---\n\n[one](b.md)\n\n[two](b.md)\n\n  [three](b.md)\n"),
            ("b.md", "---\ntitle: B\n---\n"),
        ])
        let report = try SiteBuilder(options: options(source, scratch.url.appendingPathComponent("_site"))).build()
        let page = try #require(report.sourceMap.pages["lessons/a/index.html"])
        // (The sidebar and the next-lesson link also point at b, from the templates.)
        let lines = page.references.filter { $0.url == "../../lessons/b/index.html" && $0.location.file.hasSuffix("a.md") }
            .map(\.location.line)
        #expect(lines == [5, 7, 9], "\(lines)")
    }

    @Test func rawHTMLIsTracedToItsLineAndColumn() throws {
        // Raw HTML is published as written; its URLs and ids are placed where they stand in the lesson: the
        // `src` on line 5 at column 6, the inline `href` on line 7 after "Soʻz va <a " (column 12, the ʻ one
        // character), and on line 10 an id at column 9 and an `href` after `  <span id="x"></span><a ` (26).
        let scratch = try ScratchFolder()
        let source = try scratch.makeCourse([
            ("a.md", "---\ntitle: A\n---\n\n<img src=\"z.gif\">\n\nSoʻz va <a href=\"zz.html\">h</a> bor.\n\n<div>\n  <span id=\"x\"></span><a href=\"n.html\">n</a>\n</div>\n"),
        ])
        let report = try SiteBuilder(options: options(source, scratch.url.appendingPathComponent("_site"))).build()
        let page = try #require(report.sourceMap.pages["lessons/a/index.html"])
        func place(_ url: String) -> [Int?] {
            page.references.first { $0.url == url }.map { [$0.location.line, $0.location.column] } ?? []
        }
        #expect(place("z.gif") == [5, 6])
        #expect(place("zz.html") == [7, 12])
        #expect(place("n.html") == [10, 26])
        #expect(page.ids["x"].map { [$0.line, $0.column] } == [10, 9])
    }

    @Test func autolinksAreTracedToTheirOwnText() throws {
        // GFM autolinks in running text have no position of their own in cmark-gfm, and `<…>` autolinks one past
        // their end: each is placed at its text. Line 6: "ikkinchi " is 9 characters, so the URL starts at 10;
        // the same URL again on line 7 after "va " (4); line 8: "uch <" (6).
        let scratch = try ScratchFolder()
        let source = try scratch.makeCourse([
            ("a.md", "---\ntitle: A\n---\n\nBirinchi qator\nikkinchi https://x.uz/a tail\nva https://x.uz/a\nuch <https://y.uz/b>\n"),
        ])
        let report = try SiteBuilder(options: options(source, scratch.url.appendingPathComponent("_site"))).build()
        let page = try #require(report.sourceMap.pages["lessons/a/index.html"])
        let xs = page.references.filter { $0.url == "https://x.uz/a" }.map { [$0.location.line, $0.location.column] }
        #expect(xs == [[6, 10], [7, 4]])
        let y = page.references.first { $0.url == "https://y.uz/b" }.map { [$0.location.line, $0.location.column] }
        #expect(y == [8, 6])
    }

    @Test func courseThemeFolderOverridesThemeFiles() throws {
        let scratch = try ScratchFolder()
        let source = try scratch.makeCourse([("a.md", "---\ntitle: A\n---\n")])
        try scratch.write("content/theme/templates/partials/footer.html", "<footer>custom {{site.title}}</footer></body></html>")
        try scratch.write("content/theme/assets/extra.css", "x")
        _ = try SiteBuilder(options: options(source, scratch.url.appendingPathComponent("_site"))).build()
        #expect(try scratch.read("_site/index.html").contains("<footer>custom Kurs</footer>"))
        #expect(try scratch.read("_site/assets/extra.css") == "x")
    }

    @Test func interfaceStringsFollowTheCourseLanguage() throws {
        let scratch = try ScratchFolder()
        let source = try scratch.makeCourse([("a.md", "---\ntitle: A\n---\n")])
        try scratch.write("content/course.yml", try scratch.read("content/course.yml").replacingOccurrences(of: "language: uz", with: "language: ru"))
        _ = try SiteBuilder(options: options(source, scratch.url.appendingPathComponent("_site"))).build()
        let page = try scratch.read("_site/lessons/a/index.html")
        #expect(page.contains("<html lang=\"ru\">"))
        #expect(page.contains("Перейти к основному тексту"))
    }

    @Test func editLinkAppearsOnlyWithARepository() throws {
        let scratch = try ScratchFolder()
        let source = try scratch.makeCourse([("a.md", "---\ntitle: A\n---\n")],
                                            extraCourseYAML: "repository: https://github.com/o/r\n")
        _ = try SiteBuilder(options: options(source, scratch.url.appendingPathComponent("_site"))).build()
        #expect(try scratch.read("_site/lessons/a/index.html").contains("href=\"https://github.com/o/r/edit/main/content/a.md\""))
        let plain = try scratch.makeCourse([("a.md", "---\ntitle: A\n---\n")])
        _ = try SiteBuilder(options: options(plain, scratch.url.appendingPathComponent("_site2"))).build()
        #expect(!(try scratch.read("_site2/lessons/a/index.html").contains("/edit/")))
    }
}
