import Foundation
import Testing
@testable import CourseSite

/// Builds Tests/Fixtures/site-basic/content and compares the generated pages with `expected/` byte for byte.
/// Regenerate after an intended change: `COURSEGEN_UPDATE_GOLDEN=1 swift test --filter GoldenSiteTests`.
@Suite struct GoldenSiteTests {
    static let comparedFiles = ["index.html", "404.html", "lessons/01-salom/index.html", "lessons/kod/index.html",
                                "sitemap.xml", "search-index.json"]

    @Test func fixtureCourseMatchesTheGoldenPages() throws {
        let scratch = try ScratchFolder()
        let output = scratch.url.appendingPathComponent("_site")
        // Run from the fixture folder so paths in the pages and diagnostics do not depend on the checkout.
        let options = BuildOptions(source: TestPaths.fixture.appendingPathComponent("content"), output: output,
                                   themeDirectory: TestPaths.theme)
        _ = try SiteBuilder(options: options).build()
        let expected = TestPaths.fixture.appendingPathComponent("expected")
        let update = ProcessInfo.processInfo.environment["COURSEGEN_UPDATE_GOLDEN"] == "1"
        for file in Self.comparedFiles {
            let actual = try Data(contentsOf: output.appendingPathComponent(file))
            let golden = expected.appendingPathComponent(file)
            if update {
                try FileManager.default.createDirectory(at: golden.deletingLastPathComponent(), withIntermediateDirectories: true)
                try actual.write(to: golden)
                continue
            }
            let wanted = try Data(contentsOf: golden)
            #expect(actual == wanted, "\(file) differs from the golden copy; see the README in Tests/Fixtures/site-basic")
        }
    }
}
