@testable import CourseSite
import Diagnostics
import Foundation
import XCTest

/// The content-hash cache in `.coursegen-cache/`, driven through real builds of a small course with its own theme.
/// "Re-rendered" is observed twice: by the cache's hit/miss counts and by the content of the written pages.
final class BuildCacheTests: XCTestCase {
    private var folder: TemporaryFolder!
    private var previews: CountingPreviewRenderer!

    override func setUpWithError() throws {
        folder = try TemporaryFolder()
        try folder.write("theme/templates/lesson.html",
                         "<html><body>{{> nav}}<main>{{{lesson.content}}}</main></body></html>\n")
        try folder.write("theme/templates/partials/nav.html",
                         "<nav>NAV-V1 {{#chapters}}{{#lessons}}<a href=\"{{url}}\">{{title}}</a>{{/lessons}}{{/chapters}}</nav>\n")
        try folder.write("theme/templates/home.html", "<html><body>{{> banner}}</body></html>\n")
        try folder.write("theme/templates/partials/banner.html", "<p>BANNER-V1</p>\n")
        try folder.write("theme/templates/404.html", "<html><body>404</body></html>\n")
        try folder.write("theme/locales/uz.yml", "copy: Nusxa\n")
        try folder.write("content/course.yml", """
            title: Kesh kursi
            chapters:
              - title: Asoslar
                lessons:
                  - lessons/a.md
                  - lessons/b.md
                  - lessons/c.md

            """)
        for name in ["a", "b", "c"] { try writeLesson(name, title: "Dars \(name.uppercased())", body: "Matn \(name).") }
        previews = CountingPreviewRenderer()
    }

    override func tearDown() { folder = nil }

    private func writeLesson(_ name: String, title: String, body: String, preview: String = "box.snp.makeConstraints { $0.edges.equalToSuperview() }") throws {
        try folder.write("content/lessons/\(name).md",
                         "---\ntitle: \(title)\n---\n\n\(body)\n\n```swift preview\n\(preview)\n```\n")
    }

    private var cache: LessonPageCache { LessonPageCache.shared(forSource: URL(fileURLWithPath: folder.path + "/content"))! }

    private func builder(useCache: Bool = true, output: String = "site") -> SiteBuilder {
        var options = BuildOptions(source: URL(fileURLWithPath: folder.path + "/content"),
                                   output: URL(fileURLWithPath: folder.path + "/" + output), useCache: useCache,
                                   previewRenderer: previews, themeDirectory: URL(fileURLWithPath: folder.path + "/theme"))
        options.progress = nil
        return SiteBuilder(options: options)
    }

    @discardableResult
    private func build(useCache: Bool = true, output: String = "site") throws -> BuildReport {
        previews.reset()
        return try builder(useCache: useCache, output: output).build()
    }

    private func lessonPath(_ name: String) -> String { folder.path + "/content/lessons/\(name).md" }

    private func page(_ slug: String) throws -> String {
        try String(contentsOfFile: folder.path + "/site/lessons/\(slug)/index.html", encoding: .utf8)
    }

    func testANoOpBuildReusesEveryLessonPageAndRunsNoPreview() throws {
        try build()
        XCTAssertEqual(cache.counts.misses, 3)
        let before = try ["a", "b", "c"].map(page)
        try build()
        XCTAssertEqual(cache.counts.hits, 3)
        XCTAssertEqual(cache.counts.misses, 0)
        XCTAssertEqual(previews.renderedFiles, [])
        XCTAssertEqual(try ["a", "b", "c"].map(page), before)
    }

    func testAChangedLessonBodyReRendersOnlyItsOwnPage() throws {
        try build()
        try writeLesson("b", title: "Dars B", body: "Yangi matn b.")
        try build()
        XCTAssertEqual(cache.counts.misses, 1)
        XCTAssertEqual(cache.counts.hits, 2)
        XCTAssertTrue(try page("b").contains("Yangi matn b."))
        // Prose changed on the same lines: the lesson's layout blocks were not run again.
        XCTAssertEqual(previews.renderedFiles, [])
    }

    func testAChangedTitleReRendersEveryPageWhoseNavigationShowsIt() throws {
        try build()
        try writeLesson("c", title: "Dars C (yangi)", body: "Matn c.")
        try build()
        // Every lesson page lists every title in its navigation.
        XCTAssertEqual(cache.counts.misses, 3)
        for slug in ["a", "b", "c"] { XCTAssertTrue(try page(slug).contains("Dars C (yangi)"), slug) }
    }

    func testAChangedLayoutBlockReRunsOnlyThatLessonsBlocks() throws {
        try build()
        try writeLesson("a", title: "Dars A", body: "Matn a.", preview: "box.snp.makeConstraints { $0.center.equalToSuperview() }")
        try build()
        XCTAssertEqual(previews.renderedFiles.map { ($0 as NSString).lastPathComponent }, ["a.md"])
        XCTAssertEqual(cache.counts.misses, 1)
    }

    func testChangingAPartialReRendersEveryPageThatUsesIt() throws {
        try build()
        try folder.write("theme/templates/partials/nav.html",
                         "<nav>NAV-V2 {{#chapters}}{{#lessons}}<a href=\"{{url}}\">{{title}}</a>{{/lessons}}{{/chapters}}</nav>\n")
        try build()
        XCTAssertEqual(cache.counts.misses, 3)
        for slug in ["a", "b", "c"] { XCTAssertTrue(try page(slug).contains("NAV-V2"), slug) }
        // The previews do not depend on the theme.
        XCTAssertEqual(previews.renderedFiles, [])
    }

    func testChangingAPartialNoLessonUsesLeavesLessonPagesAlone() throws {
        try build()
        try folder.write("theme/templates/partials/banner.html", "<p>BANNER-V2</p>\n")
        try build()
        XCTAssertEqual(cache.counts.misses, 0)
        let home = try String(contentsOfFile: folder.path + "/site/index.html", encoding: .utf8)
        XCTAssertTrue(home.contains("BANNER-V2"))
    }

    func testADeletedLessonLosesItsPage() throws {
        try build()
        XCTAssertTrue(FileManager.default.fileExists(atPath: folder.path + "/site/lessons/b/index.html"))
        try FileManager.default.removeItem(atPath: folder.path + "/content/lessons/b.md")
        try folder.write("content/course.yml", """
            title: Kesh kursi
            chapters:
              - title: Asoslar
                lessons:
                  - lessons/a.md
                  - lessons/c.md

            """)
        try build()
        XCTAssertFalse(FileManager.default.fileExists(atPath: folder.path + "/site/lessons/b/index.html"))
        XCTAssertFalse(try page("a").contains("Dars B"))
    }

    func testTheCachedBuildWritesExactlyWhatAFullBuildWrites() throws {
        try build()
        try writeLesson("a", title: "Dars A", body: "Boshqa matn [b darsiga](b.md).")
        let cachedReport = try build()
        let cached = try siteContents()
        let fullReport = try build(useCache: false)
        XCTAssertEqual(previews.renderedFiles.count, 3)
        XCTAssertEqual(try siteContents(), cached)
        // The link checker's source maps come back from the cache unchanged too.
        XCTAssertEqual(cachedReport.sourceMap.pages, fullReport.sourceMap.pages)
        XCTAssertFalse(cachedReport.sourceMap.pages["lessons/b/index.html"]?.references.isEmpty ?? true)
    }

    func testSourceMapsRoundTripThroughTheCompactForm() throws {
        let here = SourceLocation(file: "content/lessons/a.md", line: 12, column: 5)
        let theme = SourceLocation(file: "themes/default/templates/partials/sidebar.html", line: 3, column: 14)
        let map = PageSourceMap(page: "lessons/a/index.html", source: here,
                                references: [.init(url: "../b/", location: theme), .init(url: "rasm.svg", location: here),
                                             .init(url: "../c/#bo\u{2BB}lim", location: theme)],
                                ids: ["kirish": here, "oxiri": theme])
        XCTAssertEqual(CompactSourceMap(map).map, map)
        XCTAssertNil(CompactSourceMap(map).verbatim)
        // A value the line format cannot hold is kept verbatim instead.
        let odd = PageSourceMap(page: "x.html", references: [.init(url: "a\tb", location: here)])
        XCTAssertEqual(CompactSourceMap(odd).map, odd)
        XCTAssertNotNil(CompactSourceMap(odd).verbatim)
        // Damaged text is refused, so that the page is rendered again.
        var damaged = CompactSourceMap(map)
        damaged.references = "../b/\t9\t1\t1"
        XCTAssertNil(damaged.map)
    }

    // MARK: - The dev server's single-lesson update

    func testUpdatingOneLessonInPlaceWritesWhatAFullBuildWrites() throws {
        try build()
        try writeLesson("b", title: "Dars B", body: "## Yangi bo'lim\n\nYangi matn b.")
        let report = try XCTUnwrap(try builder().updateLessons(changedFiles: [lessonPath("b")]))
        XCTAssertEqual(report.pages, 1)
        try builder().writeDeferredOutputs()
        try build(useCache: false, output: "full")
        XCTAssertEqual(try siteContents(), try siteContents(of: "full"))
    }

    /// print.html holds every lesson's body: after a single-lesson update it shows the new text, once the deferred
    /// outputs are written, and is then the file a full build writes.
    func testUpdatingOneLessonRefreshesThePrintPage() throws {
        try folder.write("theme/templates/lesson.html", "<html><body>{{> nav}}<main><div class=\"lesson-body\">"
                            + "{{{lesson.content}}}<!-- /lesson-body --></div></main></body></html>\n")
        try folder.write("theme/templates/print.html",
                         "<html><body>{{#print_lessons}}<section id=\"{{slug}}\">{{{content}}}</section>{{/print_lessons}}</body></html>\n")
        try build()
        let printPath = folder.path + "/site/print.html"
        XCTAssertTrue(try String(contentsOfFile: printPath, encoding: .utf8).contains("Matn b."))
        try writeLesson("b", title: "Dars B", body: "Yangi matn b.")
        XCTAssertNotNil(try builder().updateLessons(changedFiles: [lessonPath("b")]))
        XCTAssertEqual(try builder().writeDeferredOutputs(), ["print.html"])
        let printed = try String(contentsOfFile: printPath, encoding: .utf8)
        XCTAssertTrue(printed.contains("Yangi matn b."), printed)
        XCTAssertFalse(printed.contains(">Matn b."), printed)
        // Nothing is left pending.
        XCTAssertEqual(try builder().writeDeferredOutputs(), [])
        try build(useCache: false, output: "full")
        XCTAssertEqual(try siteContents(), try siteContents(of: "full"))
    }

    func testAChangedTitleNeedsAFullBuild() throws {
        try build()
        try writeLesson("b", title: "Dars B (yangi)", body: "Matn b.")
        XCTAssertNil(try builder().updateLessons(changedFiles: [lessonPath("b")]))
    }

    func testAChangeOutsideTheLessonsNeedsAFullBuild() throws {
        try build()
        XCTAssertNil(try builder().updateLessons(changedFiles: [folder.path + "/content/course.yml"]))
        try build()
        XCTAssertNil(try builder().updateLessons(changedFiles: [folder.path + "/theme/templates/lesson.html"]))
    }

    func testADeletedLessonNeedsAFullBuild() throws {
        // Only the full build reports it as build does (at its course.yml entry), not as an unreadable file.
        try build()
        try FileManager.default.removeItem(atPath: lessonPath("b"))
        XCTAssertNil(try builder().updateLessons(changedFiles: [lessonPath("b")]))
    }

    func testAfterAFailedBuildTheNextChangeNeedsAFullBuild() throws {
        try build()
        try folder.write("content/course.yml", "title: [buzilgan\n")
        XCTAssertThrowsError(try build())
        try writeLesson("a", title: "Dars A", body: "Boshqa matn.")
        // The site on disk may not match the course any more: only a full build may clear the error.
        XCTAssertNil(try builder().updateLessons(changedFiles: [lessonPath("a")]))
    }

    func testABrokenLessonFailsTheUpdateAndLeavesItsPage() throws {
        try build()
        let before = try page("a")
        try folder.write("content/lessons/a.md", "---\ntitle: [buzilgan\n---\nMatn\n")
        XCTAssertThrowsError(try builder().updateLessons(changedFiles: [lessonPath("a")])) { error in
            let diagnostics = (error as? DiagnosticError)?.diagnostics ?? []
            XCTAssertTrue(diagnostics.contains { $0.location?.file.hasSuffix("lessons/a.md") == true }, "\(diagnostics)")
        }
        XCTAssertEqual(try page("a"), before)
    }

    private func siteContents(of output: String = "site") throws -> [String: Data] {
        let root = folder.path + "/" + output
        var contents: [String: Data] = [:]
        let enumerator = FileManager.default.enumerator(atPath: root)
        while let path = enumerator?.nextObject() as? String {
            var isFolder: ObjCBool = false
            if FileManager.default.fileExists(atPath: root + "/" + path, isDirectory: &isFolder), !isFolder.boolValue {
                contents[path] = FileManager.default.contents(atPath: root + "/" + path)
            }
        }
        return contents
    }
}

/// Renders every layout block as a fixed element and remembers which lessons it was asked to render.
final class CountingPreviewRenderer: LessonPreviewRenderer, @unchecked Sendable {
    private let lock = NSLock()
    private var files: [String] = []

    var renderedFiles: [String] {
        lock.lock()
        defer { lock.unlock() }
        return files.sorted()
    }

    func reset() {
        lock.lock()
        files.removeAll()
        lock.unlock()
    }

    func renderPreviews(_ input: LessonPreviewInput) -> LessonPreviewOutput {
        lock.lock()
        files.append(input.file)
        lock.unlock()
        var html: [Int: String] = [:]
        for block in input.blocks where block.isLayoutBlock {
            html[block.index] = "<div data-preview-id=\"\(input.slug)-\(block.index)\">\(block.code.count)</div>"
        }
        return LessonPreviewOutput(previewHTML: html)
    }
}
