import Foundation
import Glibc
import Testing
@testable import CourseSite

/// What a build publishes from the course folder, and how it replaces the previous site.
struct PublishedFilesTests {
    private func options(_ source: URL, _ output: URL) -> BuildOptions {
        BuildOptions(source: source, output: output, themeDirectory: TestPaths.theme)
    }

    @Test func symbolicLinksPublishOnlyFilesInsideTheCourse() throws {
        // `outside` is a folder beside the course; the course links to it (`leak -> ../outside`) and, inside
        // itself, links `alias.png` to `images/real.png`. The lesson links to both. The file behind `leak` is not
        // published (its link stays as written, for `check` to report), and `alias.png` is published as the file
        // it leads to, not as a link that would dangle in the site.
        let scratch = try ScratchFolder()
        let source = try scratch.makeCourse([
            ("a.md", "---\ntitle: A\n---\n\n[secret](leak/secret.txt) and ![alias](alias.png)\n"),
        ])
        try scratch.write("outside/secret.txt", "not for the site")
        try scratch.write("content/images/real.png", "png")
        let manager = FileManager.default
        try manager.createSymbolicLink(atPath: source.appendingPathComponent("leak").path,
                                       withDestinationPath: "../outside")
        try manager.createSymbolicLink(atPath: source.appendingPathComponent("alias.png").path,
                                       withDestinationPath: "images/real.png")
        let output = scratch.url.appendingPathComponent("_site")
        _ = try SiteBuilder(options: options(source, output)).build()

        #expect(!manager.fileExists(atPath: output.appendingPathComponent("media/leak/secret.txt").path))
        let page = try scratch.read("_site/lessons/a/index.html")
        #expect(page.contains("href=\"leak/secret.txt\""))
        let alias = output.appendingPathComponent("media/alias.png").path
        #expect(try manager.attributesOfItem(atPath: alias)[.type] as? FileAttributeType == .typeRegular)
        #expect(try scratch.read("_site/media/alias.png") == "png")
    }

    @Test func aRebuildReplacesTheSiteAndLeavesNothingBeside() throws {
        // Two builds in a row: the second site replaces the first, and no staging or retired folder is left.
        // A staging folder a killed build left behind (its process is gone) is cleared by the next build.
        let scratch = try ScratchFolder()
        let source = try scratch.makeCourse([("a.md", "---\ntitle: A\n---\n\nBir\n")])
        let output = scratch.url.appendingPathComponent("_site")
        _ = try SiteBuilder(options: options(source, output)).build()
        var deadPID: Int32 = 4_000_000
        while Glibc.kill(deadPID, 0) == 0 || errno != ESRCH { deadPID -= 1 }
        try scratch.write("._site.building-\(deadPID)-7/index.html", "left behind")
        try scratch.write("content/a.md", "---\ntitle: A\n---\n\nIkki\n")
        _ = try SiteBuilder(options: options(source, output)).build()
        #expect(try scratch.read("_site/lessons/a/index.html").contains("Ikki"))
        let beside = try FileManager.default.contentsOfDirectory(atPath: scratch.url.path)
        #expect(beside.filter { $0.hasPrefix("._site.") }.isEmpty, "\(beside)")
    }
}
