import Testing
import TextMetrics
@testable import SwiftUILayout

/// TextWords wraps with arithmetic on measured words; it must give the lines TextMetrics gives (the page breaks
/// text by the same rules), so it is held against `TextMeasurer.layout` over texts and widths.
struct TextWordsTests {
    let texts = [
        "SwiftUI lays out views with proposals, not constraints",
        "Ota ko'rinish taklif qiladi, bola o'lchamini tanlaydi, ota uni joylashtiradi",
        "well-known write-ups of the algorithm",
        "  leading spaces and trailing spaces   ",
        "two\nparagraphs here, the second one longer than the first",
        "a\n\nblank line between",
        "Hi",
        "   ",
    ]
    let font = FontSpec.style(.subheadline).measuredFont

    @Test func wrappingMatchesTextMetrics() {
        let measurer = TextMeasurer.shared
        for text in texts {
            let words = TextWords(text, font: font, measurer: measurer)
            for width in stride(from: 40.0, through: 420, by: 7.5) {
                for lines in [0, 1, 2, 3] where lines != 1 {
                    let expected = measurer.layout(text, font: font, maxWidth: width, numberOfLines: lines)
                    guard let wrapped = words.wrap(maxWidth: width, maxLines: lines) else {
                        // TextWords defers only when a word is wider than the line (TextMetrics splits it).
                        let widest = text.split(whereSeparator: { $0 == " " || $0 == "\n" })
                            .map { measurer.width(of: String($0), font: font) }.max() ?? 0
                        #expect(widest > width, "\(text) at \(width)")
                        _ = expected
                        continue
                    }
                    #expect(wrapped.lines == expected.lines.count, "\(text) at \(width), \(lines) lines")
                    #expect(abs(wrapped.widest - expected.width) < 1e-9, "\(text) at \(width)")
                    #expect(wrapped.truncated == expected.isTruncated, "\(text) at \(width), \(lines) lines")
                }
            }
            for lines in [0, 1, 2] {
                let expected = measurer.layout(text, font: font, maxWidth: nil, numberOfLines: lines)
                let unwrapped = words.unwrapped(maxLines: lines)
                #expect(unwrapped.lines == expected.lines.count, "\(text) unwrapped")
                #expect(abs(unwrapped.widest - expected.width) < 1e-9, "\(text) unwrapped")
                #expect(unwrapped.truncated == expected.isTruncated, "\(text) unwrapped, \(lines) lines")
            }
        }
    }
}
