import Foundation
import Testing
@testable import LessonMarkdown

@Suite struct SlugTests {
    @Test func uzbekApostrophesInAnySpellingGiveTheSameReadableSlug() {
        // oʻ and gʻ are letters of the Uzbek alphabet: they must survive as ʻ (U+02BB), whatever was typed.
        #expect(Slug.make("Oʻzbek tili") == "oʻzbek-tili")
        #expect(Slug.make("O'zbek tili") == "oʻzbek-tili")
        #expect(Slug.make("O‘zbek tili") == "oʻzbek-tili")
        #expect(Slug.make("O`zbek tili") == "oʻzbek-tili")
        #expect(Slug.make("Togʻ") == "togʻ")
        // The tutuq belgisi (maʼno) is kept as ʼ (U+02BC).
        #expect(Slug.make("Ma'no") == "maʼno")
    }

    @Test func cyrillicStaysCyrillic() {
        #expect(Slug.make("Привет, мир!") == "привет-мир")
        #expect(Slug.make("Ўзбек тили") == "ўзбек-тили")
    }

    @Test func punctuationAndSpacesCollapseToOneDash() {
        #expect(Slug.make("  offset & inset: farq  ") == "offset-inset-farq")
        #expect(Slug.make("UIView.snp.makeConstraints()") == "uiview-snp-makeconstraints")
        #expect(Slug.make("a_b") == "a-b")
        #expect(Slug.make("'quoted'") == "quoted")
    }

    @Test func automaticIDsAreUniqueWithinAPageAndAvoidExplicitOnes() {
        var registry = HeadingIDRegistry(reserved: ["misol"])
        #expect(registry.automaticID(for: "Misol") == "misol-2")
        #expect(registry.automaticID(for: "Misol") == "misol-3")
        #expect(registry.automaticID(for: "Boshqa") == "boshqa")
        #expect(registry.automaticID(for: "!!!") == "section")
        #expect(registry.automaticID(for: "???") == "section-2")
        // The theme's own ids start with cg- (cg-main is the skip link's target).
        #expect(registry.automaticID(for: "CG main") == "section-cg-main")
    }

    @Test func numberedIDsSkipOnesAHeadingTookByItsOwnText() {
        var registry = HeadingIDRegistry(reserved: ["misol-3"])
        #expect(registry.automaticID(for: "Misol") == "misol")
        #expect(registry.automaticID(for: "Misol") == "misol-2")
        #expect(registry.automaticID(for: "Misol 4") == "misol-4")
        #expect(registry.automaticID(for: "Misol") == "misol-5")
        #expect(registry.automaticID(for: "Misol 2") == "misol-2-2")
        #expect(registry.automaticID(for: "Misol") == "misol-6")
    }

    /// 20,000 headings with one text used to take ~40 s (each tried every taken number again). The ids must
    /// still be numbered in order; the cost per heading is measured by `bench/scaling.bench.sh` (case "headings").
    @Test func manyHeadingsWithOneTextAreNumberedInOrder() {
        var registry = HeadingIDRegistry()
        var last = ""
        for _ in 0..<20_000 { last = registry.automaticID(for: "Misol") }
        #expect(last == "misol-20000")
    }
}
