import Testing
@testable import TextMetrics

/// Greedy wrapping, as UILabel's `.byWordWrapping` does it. Widths are built from the measurer's own word widths so
/// each case sits exactly on (or just off) a break point.
struct LineBreakingTests {
    let measurer = TextMeasurer.shared
    let font = Font.system(size: 17)

    func width(_ text: String) -> Double { measurer.width(of: text, font: font) }

    @Test func wrapsAtTheLastWordThatFits() {
        // "aaa bbb" fits exactly, so the break falls before "ccc".
        let layout = measurer.layout("aaa bbb ccc", font: font, maxWidth: width("aaa bbb"), numberOfLines: 0)
        #expect(layout.lines.map(\.text) == ["aaa bbb", "ccc"])
        #expect(abs(layout.lines[0].width - width("aaa bbb")) < 1e-9)
        #expect(!layout.isTruncated)
        // A hair narrower and "bbb" moves down too.
        let narrower = measurer.layout("aaa bbb ccc", font: font, maxWidth: width("aaa bbb") - 0.01, numberOfLines: 0)
        #expect(narrower.lines.map(\.text) == ["aaa", "bbb ccc"])
    }

    @Test func heightIsLinesTimesLineHeight() {
        // Three equal words in a box one word wide: three lines.
        let layout = measurer.layout("aaa aaa aaa", font: font, maxWidth: width("aaa"), numberOfLines: 0)
        #expect(layout.lines.count == 3)
        #expect(abs(layout.height - 3 * measurer.metrics(for: font).lineHeight) < 1e-9)
        #expect(abs(layout.lastBaselineOffset - (2 * layout.metrics.lineHeight + layout.metrics.ascender)) < 1e-9)
    }

    @Test func trailingSpacesHangAtABreak() {
        // The spaces at a break are not counted: "aaa   " still fits in the width of "aaa".
        let layout = measurer.layout("aaa   aaa", font: font, maxWidth: width("aaa"), numberOfLines: 0)
        #expect(layout.lines.map(\.text) == ["aaa", "aaa"])
    }

    @Test func lineFeedsAlwaysBreak() {
        let layout = measurer.layout("a\n\nb", font: font, maxWidth: 1000, numberOfLines: 0)
        #expect(layout.lines.map(\.text) == ["a", "", "b"])
        let natural = measurer.layout("first\nsecond", font: font)
        #expect(natural.lines.count == 2)
        #expect(abs(natural.width - width("second")) < 1e-9)
    }

    @Test func aWordWiderThanTheLineIsSplitBetweenCharacters() {
        let layout = measurer.layout("abcdef", font: font, maxWidth: width("abc"), numberOfLines: 0)
        #expect(layout.lines.map(\.text).joined() == "abcdef")
        #expect(layout.lines.count >= 2)
        #expect(layout.lines.allSatisfy { $0.width <= width("abc") + 1e-6 })
    }

    @Test func characterWrappingFillsLinesAcrossWords() {
        // .byCharWrapping: "wrapping occurs before the first character that doesn't fit". In a box as wide as
        // "aaa bb", "aaa bbb ccc" breaks inside "bbb" (word wrapping would break before it); the rest, "b ccc", is
        // narrower than the box and takes the second line.
        let box = width("aaa bb")
        #expect(width("b ccc") <= box && width("aaa bbb") > box)
        let layout = measurer.layout("aaa bbb ccc", font: font, maxWidth: box, numberOfLines: 0, byCharacters: true)
        #expect(layout.lines.map(\.text) == ["aaa bb", "b ccc"])
        #expect(layout.lines.allSatisfy { $0.width <= box + 1e-6 })
        let words = measurer.layout("aaa bbb ccc", font: font, maxWidth: box, numberOfLines: 0)
        #expect(words.lines.map(\.text) == ["aaa", "bbb", "ccc"])
    }

    @Test func characterWrappingHangsSpacesAtABreak() {
        // The spaces where a line ends are not counted, and the next line starts after them.
        let layout = measurer.layout("aaa   aaa", font: font, maxWidth: width("aaa"), numberOfLines: 0,
                                     byCharacters: true)
        #expect(layout.lines.map(\.text) == ["aaa", "aaa"])
    }

    @Test func breaksAfterAHyphen() {
        let layout = measurer.layout("yangi-kurs", font: font, maxWidth: width("yangi-"), numberOfLines: 0)
        #expect(layout.lines.map(\.text) == ["yangi-", "kurs"])
    }

    @Test func numberOfLinesLimitTruncates() {
        let layout = measurer.layout("aaa bbb ccc", font: font, maxWidth: width("aaa bbb"), numberOfLines: 1 + 1)
        #expect(layout.lines.map(\.text) == ["aaa bbb", "ccc"])
        #expect(!layout.isTruncated)
        let cut = measurer.layout("aaa aaa aaa", font: font, maxWidth: width("aaa"), numberOfLines: 2)
        #expect(cut.lines.map(\.text) == ["aaa", "aaa"])
        #expect(cut.isTruncated)
    }

    @Test func singleLineTextIsTruncatedWhenNarrower() {
        // numberOfLines = 1 never wraps; a width below the natural width means an ellipsis.
        let natural = width("Salom dunyo")
        let fits = measurer.layout("Salom dunyo", font: font, maxWidth: natural, numberOfLines: 1)
        #expect(!fits.isTruncated && fits.lines.count == 1)
        let tight = measurer.layout("Salom dunyo", font: font, maxWidth: natural - 1, numberOfLines: 1)
        #expect(tight.isTruncated && tight.lines.count == 1)
        #expect(measurer.layout("a\nb", font: font, maxWidth: 100, numberOfLines: 1).isTruncated)
    }

    @Test func leadingSpacesAreIndentation() {
        let layout = measurer.layout("  aaa", font: font, maxWidth: 1000, numberOfLines: 0)
        #expect(layout.lines.map(\.text) == ["  aaa"])
        #expect(layout.width > width("aaa"))
    }
}
