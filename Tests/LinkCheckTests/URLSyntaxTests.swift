import Testing
@testable import LinkCheck

@Suite struct LinkTargetTests {
    @Test func classifiesByScheme() {
        #expect(LinkTarget("") == .empty)
        #expect(LinkTarget("  \n") == .empty)
        #expect(LinkTarget("https://example.com/a") == .web("https://example.com/a"))
        #expect(LinkTarget("HTTP://example.com") == .web("HTTP://example.com"))
        #expect(LinkTarget("//cdn.example.com/x.js") == .web("https://cdn.example.com/x.js"))
        #expect(LinkTarget("mailto:a@b.uz") == .mailto("mailto:a@b.uz"))
        #expect(LinkTarget("tel:+998") == .otherScheme("tel"))
        #expect(LinkTarget("javascript:void(0)") == .otherScheme("javascript"))
    }

    @Test func splitsSitePathsFromQueryAndFragment() {
        #expect(LinkTarget("../a/b.html?x=1#sec") == .site(path: "../a/b.html", fragment: "sec"))
        #expect(LinkTarget("#top") == .site(path: "", fragment: "top"))
        #expect(LinkTarget(" a.html ") == .site(path: "a.html", fragment: nil))
        // A colon after a slash is part of the path, not a scheme.
        #expect(LinkTarget("a/b:c.html") == .site(path: "a/b:c.html", fragment: nil))
    }
}

@Suite struct SitePathResolverTests {
    @Test func resolvesRelativeAndRootRelativePaths() {
        #expect(SitePathResolver.resolve("../b/", from: "lessons/a/index.html") == .inside(path: "lessons/b", namesFolder: true))
        #expect(SitePathResolver.resolve("/img/x.png", from: "lessons/a/index.html") == .inside(path: "img/x.png", namesFolder: false))
        #expect(SitePathResolver.resolve("./", from: "index.html") == .inside(path: "", namesFolder: true))
        #expect(SitePathResolver.resolve("..", from: "a/index.html") == .inside(path: "", namesFolder: true))
    }

    @Test func climbingAboveTheRootIsOutside() {
        #expect(SitePathResolver.resolve("../x.html", from: "index.html") == .outside)
        #expect(SitePathResolver.resolve("/../x.html", from: "a/index.html") == .outside)
        #expect(SitePathResolver.resolve("../../../x", from: "a/b/index.html") == .outside)
    }
}

@Suite struct SrcsetParserTests {
    @Test func extractsEachCandidateURL() {
        #expect(SrcsetParser.urls(in: "a.png 1x, b.png 2x") == ["a.png", "b.png"])
        #expect(SrcsetParser.urls(in: "a.png") == ["a.png"])
        #expect(SrcsetParser.urls(in: "a.png,b.png 480w") == ["a.png,b.png"])
        #expect(SrcsetParser.urls(in: " a.png, , b.png 100w , ") == ["a.png", "b.png"])
        #expect(SrcsetParser.urls(in: "data:image/png;base64,AAA= 1x, c.png 2x") == ["data:image/png;base64,AAA=", "c.png"])
    }
}

@Suite struct MailtoSyntaxTests {
    @Test func acceptsWellFormedAddresses() {
        #expect(MailtoSyntax.problem(in: "mailto:ustoz@example.uz") == nil)
        #expect(MailtoSyntax.problem(in: "mailto:a@b.uz,c.d@e.uz?subject=Salom") == nil)
        #expect(MailtoSyntax.problem(in: "mailto:?to=a@b.uz") == nil)
        #expect(MailtoSyntax.problem(in: "mailto:ali%40example.uz") == nil)
    }

    @Test func rejectsMalformedAddresses() {
        #expect(MailtoSyntax.problem(in: "mailto:") == "names no address")
        #expect(MailtoSyntax.problem(in: "mailto:ustoz.example.uz") == "'ustoz.example.uz' has no '@'")
        #expect(MailtoSyntax.problem(in: "mailto:@example.uz") == "'@example.uz' has nothing before '@'")
        #expect(MailtoSyntax.problem(in: "mailto:a@") == "'a@' has no domain after '@'")
        #expect(MailtoSyntax.problem(in: "mailto:a@b..uz") == "'a@b..uz' has an empty label in its domain 'b..uz'")
        #expect(MailtoSyntax.problem(in: "mailto:a b@c.uz") == "'a b@c.uz' contains a character an address cannot hold")
    }
}

@Suite struct WebURLSyntaxTests {
    @Test func acceptsOrdinaryURLs() {
        for url in ["https://example.com", "http://example.com:8080/a?b=c#d", "https://[::1]:80/",
                    "https://user@host.uz/x", "https://тест.uz/", "https://example.com./a%20b"] {
            #expect(WebURLSyntax.problem(in: url) == nil, "\(url)")
        }
    }

    @Test func rejectsWhatNoBrowserCanRequest() {
        #expect(WebURLSyntax.problem(in: "https:/example.com") == "needs '//' after 'https:'")
        #expect(WebURLSyntax.problem(in: "https://") == "has no host")
        #expect(WebURLSyntax.problem(in: "https://exa mple.com") == "contains a space (write %20)")
        #expect(WebURLSyntax.problem(in: "https://a..b/") == "has an empty label in its host 'a..b'")
        #expect(WebURLSyntax.problem(in: "https://a.uz:99999/") == "has an invalid port '99999'")
        #expect(WebURLSyntax.problem(in: "https://a.uz/%zz") == "has '%' not followed by two hex digits at '%zz'")
    }
}

@Suite struct UTF8ValidationTests {
    @Test func findsTheFirstBadByteWithLineAndColumn() {
        #expect(UTF8Validation.firstInvalidByte(in: Array("Salom, dunyo — ok\n".utf8)) == nil)
        // Line 2 is `ab` then 0xE9: column 3. The `—` on line 1 is three bytes but one character.
        let bytes = Array("—\nab".utf8) + [0xE9, 0x0A]
        #expect(UTF8Validation.firstInvalidByte(in: bytes) == PageScan.TextPosition(line: 2, column: 3))
        // Overlong encodings and surrogates are not UTF-8.
        #expect(UTF8Validation.firstInvalidByte(in: [0xC0, 0xAF]) != nil)
        #expect(UTF8Validation.firstInvalidByte(in: [0xED, 0xA0, 0x80]) != nil)
        #expect(UTF8Validation.firstInvalidByte(in: [0xE2, 0x82]) != nil)
    }
}

@Suite struct AnchorSuggestionTests {
    @Test func suggestsTheClosestAnchor() {
        #expect(AnchorSuggestion.closest(to: "layuot", among: ["layout", "kirish"]) == "layout")
        #expect(AnchorSuggestion.closest(to: "xyz", among: ["layout", "kirish"]) == nil)
    }

    /// Two neighbouring letters typed in the wrong order are one slip, as in layout blocks' suggestions: `#tpo` is
    /// one edit from `#top` (plain Levenshtein counts two, over the one-edit limit of a three-letter name).
    @Test func countsASwapOfNeighboursAsOneEdit() {
        #expect(AnchorSuggestion.closest(to: "tpo", among: ["top", "bottom"]) == "top")
    }
}
