import Diagnostics
import Foundation
import Testing
@testable import LinkCheck

/// The planted-problem site (Tests/Fixtures/linkcheck-site): every kind of finding, each at a known place.
/// Positions in the Markdown come from the fixture's source map (linkcheck-site.sourcemap.json); the others
/// are in the HTML, where the column is that of the attribute value.
@Suite struct LinkCheckerFixtureTests {
    /// Every finding the planted site must produce, in report order (the file "" sorts first, then by path).
    ///
    /// HTML columns, counted by hand:
    /// - broken.html:5 `<p>Before <!-- …`: the comment opens after 10 characters → 5:11.
    /// - latin1.html:1 `<html><body><p>Salom, caf` is 25 characters, then the byte 0xE9 → 1:26; after it
    ///   `</p><a href="` (13 more, the bad byte counting as one) → the value `nope.html` starts at 1:40.
    /// - lessons/intro/index.html:28 `<video><source src="` is 20 characters → 28:21 (clip.mp4 is not in the
    ///   source map, so it falls back to the HTML).
    /// - lessons/other/index.html:7 `<h2 id="` is 8 characters → 7:9, the second `id="qadam"`.
    static let expected: [Position] = [
        Position("symlink-outside-site", nil, nil, nil),
        Position("missing-anchor", "content/lessons/01-kirish.md", 9, 3),     // ../other/#layuot, 1st
        Position("broken-link", "content/lessons/01-kirish.md", 11, 3),       // ../missing/
        Position("missing-anchor", "content/lessons/01-kirish.md", 15, 3),    // #yoq on the same page
        Position("missing-asset", "content/lessons/01-kirish.md", 19, 1),     // diagram-missing.png
        Position("missing-asset", "content/lessons/01-kirish.md", 21, 30),    // diagram@2x.png in srcset
        Position("empty-link", "content/lessons/01-kirish.md", 23, 3),        // href=""
        Position("outside-site", "content/lessons/01-kirish.md", 25, 3),      // ../../../outside.html
        Position("malformed-mailto", "content/lessons/01-kirish.md", 27, 40), // mailto:ustoz.example.uz
        Position("malformed-url", "content/lessons/01-kirish.md", 29, 35),    // https:/example.com
        Position("outside-site", "content/lessons/01-kirish.md", 31, 3),      // /secret/ is a symlink out
        Position("missing-anchor", "content/lessons/01-kirish.md", 33, 3),    // ../other/#layuot, 2nd
        Position("unreadable-html", "site/broken.html", 5, 11),
        Position("not-utf8", "site/latin1.html", 1, 26),
        Position("broken-link", "site/latin1.html", 1, 40),
        Position("missing-asset", "site/lessons/intro/index.html", 28, 21),
        Position("duplicate-id", "site/lessons/other/index.html", 7, 9),
        Position("broken-link", "themes/default/templates/page.html", 7, 31), // missing.css from the theme
    ]

    func check(_ site: FixtureSite, sourceMap: SiteSourceMap?) throws -> LinkCheckReport {
        let options = LinkCheckOptions(sourceMap: sourceMap, htmlPathPrefix: "site/")
        return try LinkChecker(options: options).check(siteAt: site.root.path)
    }

    @Test func reportsEveryPlantedProblemAtItsSourcePosition() throws {
        let site = try FixtureSite("linkcheck-site")
        defer { site.remove() }
        try site.addSymlinkLeavingTheSite()
        let report = try check(site, sourceMap: try FixtureSite.sourceMap("linkcheck-site.sourcemap.json"))
        #expect(report.diagnostics.map(Position.init) == Self.expected)
    }

    @Test func severitiesFollowTheFindingKind() throws {
        let site = try FixtureSite("linkcheck-site")
        defer { site.remove() }
        try site.addSymlinkLeavingTheSite()
        let report = try check(site, sourceMap: try FixtureSite.sourceMap("linkcheck-site.sourcemap.json"))
        let warnings = Set(report.diagnostics.filter { $0.severity == .warning }.map(\.code))
        #expect(warnings == ["symlink-outside-site", "empty-link", "unreadable-html", "not-utf8", "duplicate-id"])
        #expect(report.diagnostics.filter { $0.severity == .error }.count == 13)
    }

    @Test func theKthUseOfAURLMapsToTheKthRecordedReference() throws {
        // `../other/#layuot` appears on HTML lines 14 and 26; the map records it at Markdown lines 9 and 33.
        let site = try FixtureSite("linkcheck-site")
        defer { site.remove() }
        let report = try check(site, sourceMap: try FixtureSite.sourceMap("linkcheck-site.sourcemap.json"))
        let typos = report.diagnostics.filter { $0.message.contains("#layuot") }
        #expect(typos.map { $0.location?.line } == [9, 33])
        #expect(typos.allSatisfy { $0.notes.map(\.message) == ["did you mean '#layout'?"] })
    }

    @Test func withoutASourceMapEveryFindingPointsIntoTheHTML() throws {
        let site = try FixtureSite("linkcheck-site")
        defer { site.remove() }
        let report = try check(site, sourceMap: nil)
        let intro = report.diagnostics.filter { $0.location?.file == "site/lessons/intro/index.html" }
        // Each link sits on its own line of lessons/intro/index.html; the column is where the value starts:
        // `<link rel="stylesheet" href="` = 29 characters, `<p><a href="` = 12, `<img src="` = 10,
        // `<img src="diagram.png" srcset="diagram.png 1x, ` = 5 + 18 + 8 + 16 = 47, `<p><a href=""` puts the
        // empty value's attribute at 7; on line 23 `<p><a href="mailto:ustoz@example.uz">Mail</a> ` is
        // 3 + 34 + 9 = 46 characters, then `<a href="` (9) → 56; on line 24 `<p><a href="https://example.com/docs">`
        // is 3 + 35 = 38, `Docs</a> ` 9 more, then `<a href="` (9) → 57.
        let expected: [Position] = [
            Position("broken-link", "site/lessons/intro/index.html", 7, 30),
            Position("missing-anchor", "site/lessons/intro/index.html", 14, 13),
            Position("broken-link", "site/lessons/intro/index.html", 15, 13),
            Position("missing-anchor", "site/lessons/intro/index.html", 17, 13),
            Position("missing-asset", "site/lessons/intro/index.html", 19, 11),
            Position("missing-asset", "site/lessons/intro/index.html", 20, 48),
            Position("empty-link", "site/lessons/intro/index.html", 21, 7),
            Position("outside-site", "site/lessons/intro/index.html", 22, 13),
            Position("malformed-mailto", "site/lessons/intro/index.html", 23, 56),
            Position("malformed-url", "site/lessons/intro/index.html", 24, 57),
            Position("broken-link", "site/lessons/intro/index.html", 25, 13),     // /secret/ without the symlink
            Position("missing-anchor", "site/lessons/intro/index.html", 26, 13),
            Position("missing-asset", "site/lessons/intro/index.html", 28, 21),
        ]
        #expect(intro.map(Position.init) == expected)
    }

    @Test func aCleanSiteHasNoFindings() throws {
        let site = try FixtureSite("linkcheck-clean")
        defer { site.remove() }
        let report = try check(site, sourceMap: nil)
        #expect(report.diagnostics.isEmpty, "\(report.diagnostics)")
        #expect(report.pageCount == 2)
        #expect(report.referenceCount == 11)
    }

    @Test func aMissingRootIsAnError() {
        #expect(throws: SiteIndexError.self) {
            try LinkChecker().check(siteAt: "/nonexistent/coursegen-site")
        }
    }
}
