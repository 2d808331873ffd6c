import Foundation
import Testing
@testable import TextMetrics

/// Measurement with the real Inter files (a build dependency: Debian's fonts-inter).
struct TextMeasurerTests {
    let measurer = TextMeasurer.shared
    let body = Font.system(size: 17)

    @Test func fontsAreFound() {
        #expect(measurer.fontDirectory != nil)
        #expect(measurer.hasFonts)
    }

    @Test func verticalMetricsComeFromTheFont() {
        // Inter's hhea/OS2 metrics: ascender 0.96875 em, descender ≈ 0.2412 em, no line gap (Inter 3.x/4.x keep
        // these proportions; 4.0 beta stores them as 2728/−680 of 2816 units). At 17 pt: 16.47 + 4.10 ≈ 20.57,
        // close to San Francisco's 20.29 that UIKit reports for the same size.
        let m = measurer.metrics(for: body)
        #expect(abs(m.ascender - 0.96875 * 17) < 0.01)
        #expect(abs(m.descender - 680.0 / 2816 * 17) < 0.01)
        #expect(m.lineGap == 0)
        #expect(abs(m.lineHeight - (m.ascender + m.descender)) < 1e-9)
        #expect(m.capHeight > 0 && m.capHeight < m.ascender)
    }

    @Test func metricsScaleWithThePointSize() {
        let small = measurer.metrics(for: .system(size: 10))
        let large = measurer.metrics(for: .system(size: 30))
        #expect(abs(large.lineHeight - 3 * small.lineHeight) < 1e-9)
        let w10 = measurer.width(of: "Salom dunyo", font: .system(size: 10))
        let w30 = measurer.width(of: "Salom dunyo", font: .system(size: 30))
        #expect(abs(w30 - 3 * w10) < 1e-9)
    }

    @Test func widthsArePlausibleAndWeightSensitive() {
        // Inter's average lowercase advance is around 0.5–0.6 em: 11 characters at 17 pt ≈ 85–110 pt.
        let regular = measurer.width(of: "Hello World", font: body)
        #expect(regular > 80 && regular < 110)
        #expect(measurer.width(of: "Hello World", font: .boldSystem(size: 17)) > regular)
        #expect(measurer.width(of: "", font: body) == 0)
    }

    @Test func naturalWidthIsTheSumOfWordsAndSpaces() {
        // Lines are measured piece by piece so a label laid out at its own natural width never wraps.
        let whole = measurer.width(of: "aaa bbb", font: body)
        let parts = measurer.width(of: "aaa", font: body) + measurer.width(of: " ", font: body)
            + measurer.width(of: "bbb", font: body)
        #expect(abs(whole - parts) < 1e-9)
        let layout = measurer.layout("Bir ikki uch to'rt besh", font: body)
        let again = measurer.layout("Bir ikki uch to'rt besh", font: body, maxWidth: layout.width, numberOfLines: 0)
        #expect(again.lines.count == 1)
    }

    @Test func emptyTextHasNoLines() {
        let layout = measurer.layout("", font: body, maxWidth: 100, numberOfLines: 0)
        #expect(layout.lines.isEmpty)
        #expect(layout.height == 0 && layout.width == 0)
    }

    @Test func repeatedLayoutsMatchAFreshMeasurer() {
        // Layouts are cached per measurer: asking again, or asking a measurer that never saw the text, gives the
        // same lines, widths and truncation.
        let fresh = TextMeasurer(fontDirectory: measurer.fontDirectory)
        let text = "Cheklovlar, ustuvorliklar va stek ko'rinishlari haqida qisqa izoh"
        for (width, lines) in [(nil, 0), (120.0, 0), (120.0, 2), (120.0, 1), (0.0, 0), (-0.0, 0)] as [(Double?, Int)] {
            let first = measurer.layout(text, font: body, maxWidth: width, numberOfLines: lines)
            #expect(measurer.layout(text, font: body, maxWidth: width, numberOfLines: lines) == first)
            #expect(fresh.layout(text, font: body, maxWidth: width, numberOfLines: lines) == first)
        }
        #expect(measurer.layout(text, font: body, maxWidth: 120, numberOfLines: 2).isTruncated)
        #expect(!measurer.layout(text, font: body, maxWidth: 120, numberOfLines: 0).isTruncated)
    }

    @Test func canonicallyEquivalentTextsKeepTheirOwnLines() {
        // "é" and "e\u{301}" are equal Strings, but each layout keeps the text it was given.
        let composed = measurer.layout("caf\u{E9}", font: body)
        let decomposed = measurer.layout("cafe\u{301}", font: body)
        #expect(Array(composed.lines[0].text.unicodeScalars) == Array("caf\u{E9}".unicodeScalars))
        #expect(Array(decomposed.lines[0].text.unicodeScalars) == Array("cafe\u{301}".unicodeScalars))
    }

    @Test func missingFontsFallBackWithAWarning() {
        let blind = TextMeasurer(fontDirectory: nil)
        #expect(!blind.hasFonts)
        #expect(blind.warnings.count == 1)
        #expect(blind.warnings[0].contains(FontLocator.environmentVariable))
        // Fallback metrics keep Inter's proportions and a rough advance, so layout still produces sane sizes.
        #expect(abs(blind.metrics(for: body).lineHeight - measurer.metrics(for: body).lineHeight) < 0.01)
        #expect(blind.width(of: "abcd", font: body) == 4 * 0.55 * 17)
    }

    @Test func fallbackFollowsCSSFontMatching() {
        // A theme shipping Regular, Medium, SemiBold and Bold: heavy (800) → Bold (700) as the browser picks it
        // (heavier first: none, then lighter); light (300) → Regular (lighter first: none, then heavier).
        let shipped: Set<FontWeight> = [.regular, .medium, .semibold, .bold]
        func resolve(_ w: FontWeight) -> FontWeight? {
            FontLocator.fallbackOrder(weight: w, italic: false).first { shipped.contains($0.weight) }?.weight
        }
        #expect(resolve(.heavy) == .bold)
        #expect(resolve(.black) == .bold)
        #expect(resolve(.light) == .regular)
        #expect(resolve(.ultraLight) == .regular)
        #expect(FontLocator.fallbackOrder(weight: .bold, italic: true).first! == (.bold, false))
    }

    @Test func missingWeightFileFallsBackToRegular() throws {
        // A directory holding only Inter-Regular.otf: bold text is measured with Regular and one warning names
        // the missing file.
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("inter-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let source = try #require(measurer.fontDirectory)
        try FileManager.default.copyItem(atPath: "\(source)/Inter-Regular.otf",
                                         toPath: directory.appendingPathComponent("Inter-Regular.otf").path)
        let partial = TextMeasurer(fontDirectory: directory.path)
        let bold = partial.width(of: "Hello", font: .boldSystem(size: 17))
        #expect(bold == partial.width(of: "Hello", font: body))
        #expect(partial.warnings.count == 1)
        #expect(partial.warnings.first?.contains("Inter-Bold.otf") == true)
    }

    @Test func environmentOverrideComesFirst() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("inter-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let source = try #require(measurer.fontDirectory)
        try FileManager.default.copyItem(atPath: "\(source)/Inter-Regular.otf",
                                         toPath: directory.appendingPathComponent("Inter-Regular.otf").path)
        #expect(FontLocator.fontDirectory(environment: [FontLocator.environmentVariable: directory.path])
                == directory.path)
        // An override without fonts is skipped, not fatal.
        #expect(FontLocator.fontDirectory(environment: [FontLocator.environmentVariable: "/nonexistent"])
                == measurer.fontDirectory)
    }

    @Test func aGarbageFontFileIsNotAFont() throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("bad-\(UUID().uuidString).otf")
        try Data("not a font".utf8).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        #expect(FontFace(path: file.path) == nil)
        #expect(FontFace(path: "/nonexistent/Inter-Regular.otf") == nil)
    }
}
