import Foundation
import Testing
@testable import LinkCheck

/// Input that must never crash the checker (issue 3, "Bad input").
@Suite struct BadInputTests {
    @Test func aVeryLargePageIsCheckedWithLineNumbersPast65535() throws {
        let site = try FixtureSite("linkcheck-clean")
        defer { site.remove() }
        // 70,000 filler lines (about 2 MB), then a broken link on line 70,003 of the file: past libxml2's
        // 16-bit line counter, so the line comes from `SaturatedLineNumbers`.
        var page = "<!DOCTYPE html>\n<html><body>\n"
        page.reserveCapacity(3_500_000)
        for index in 0..<70_000 { page += "<p id=\"p\(index)\">Matn</p>\n" }
        page += "<a href=\"missing.html\">x</a>\n</body></html>\n"
        try site.write(page, to: "big.html")
        let report = try LinkChecker(options: LinkCheckOptions(htmlPathPrefix: "site/")).check(siteAt: site.root.path)
        #expect(report.diagnostics.map(Position.init) == [Position("broken-link", "site/big.html", 70_003, 10)])
    }

    @Test func deeplyNestedMarkupDoesNotOverflowTheStack() throws {
        let site = try FixtureSite("linkcheck-clean")
        defer { site.remove() }
        let depth = 10_000
        let page = "<html><body>" + String(repeating: "<div>", count: depth) + "<a href=\"nope.html\">x</a>"
            + String(repeating: "</div>", count: depth) + "</body></html>"
        try site.write(page, to: "deep.html")
        let report = try LinkChecker().check(siteAt: site.root.path)
        // libxml2 may stop nesting at its depth limit and say so; it must not crash, and whatever it read
        // was checked.
        #expect(report.diagnostics.allSatisfy { ["broken-link", "unreadable-html"].contains($0.code) })
    }

    @Test func binaryGarbageAndEmptyPagesAreSurvived() throws {
        let site = try FixtureSite("linkcheck-clean")
        defer { site.remove() }
        var generator = SystemRandomNumberGenerator()
        let noise = (0..<200_000).map { _ in UInt8.random(in: 0...255, using: &generator) }
        try site.write(Data(noise), to: "noise.html")
        try site.write("", to: "empty.html")
        try site.write("<a href=\"index.html#pastki\" <<<>>> <img src=", to: "truncated.html")
        let report = try LinkChecker().check(siteAt: site.root.path)
        #expect(report.pageCount == 5)
        #expect(!report.diagnostics.contains { $0.code == "broken-link" && $0.location?.file == "empty.html" })
        #expect(report.diagnostics.contains { $0.code == "not-utf8" && $0.location?.file == "noise.html" })
    }

    @Test func aSymlinkedPageOutsideTheSiteIsNeverRead() throws {
        let site = try FixtureSite("linkcheck-clean")
        defer { site.remove() }
        try site.addSymlinkLeavingTheSite()
        try FileManager.default.createSymbolicLink(atPath: site.root.appendingPathComponent("leak.html").path,
                                                   withDestinationPath: "../outside/index.html")
        try site.write("<a href=\"leak.html\">x</a> <a href=\"secret/index.html\">y</a>", to: "links.html")
        let report = try LinkChecker().check(siteAt: site.root.path)
        let codes = report.diagnostics.map(\.code)
        #expect(codes.filter { $0 == "symlink-outside-site" }.count == 2)
        #expect(codes.filter { $0 == "outside-site" }.count == 2)
        #expect(report.pageCount == 3)  // index.html, guide/index.html, links.html; never leak.html
    }

    @Test func aSymlinkLoopInsideTheSiteTerminates() throws {
        let site = try FixtureSite("linkcheck-clean")
        defer { site.remove() }
        try FileManager.default.createSymbolicLink(atPath: site.root.appendingPathComponent("guide/loop").path,
                                                   withDestinationPath: "..")
        try site.write("<a href=\"guide/loop/guide/index.html\">x</a>", to: "via-loop.html")
        let report = try LinkChecker().check(siteAt: site.root.path)
        #expect(report.diagnostics.isEmpty, "\(report.diagnostics)")
    }
}
