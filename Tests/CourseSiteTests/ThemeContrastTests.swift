import Foundation
import Testing

/// WCAG 2.x AA: body text needs a contrast ratio of at least 4.5:1 against its background. The default theme's
/// colours are CSS variables in site.css; this reads both palettes and checks every text/background pair the
/// stylesheet actually uses.
@Suite struct ThemeContrastTests {
    /// (text, background) variable pairs drawn by site.css.
    static let pairs: [(String, String)] = [
        ("--fg", "--bg"), ("--muted", "--bg"), ("--accent", "--bg"), ("--fg", "--bg-soft"), ("--muted", "--bg-soft"),
        ("--accent", "--bg-soft"), ("--accent-fg", "--accent"), ("--code-fg", "--code-bg"),
        ("--tok-kw", "--code-bg"), ("--tok-ty", "--code-bg"), ("--tok-str", "--code-bg"), ("--tok-num", "--code-bg"),
        ("--tok-com", "--code-bg"), ("--tok-attr", "--code-bg"), ("--tok-interp", "--code-bg"), ("--tok-err", "--code-bg"),
    ]

    static func palette(_ css: String, after marker: String) throws -> [String: String] {
        let start = try #require(css.range(of: marker))
        // Comments would glue themselves to the next declaration.
        let block = css[start.upperBound...].prefix { $0 != "}" }
            .replacingOccurrences(of: #"/\*.*?\*/"#, with: "", options: .regularExpression)
        var colors: [String: String] = [:]
        for declaration in block.split(separator: ";") {
            let parts = declaration.split(separator: ":", maxSplits: 1).map { $0.trimmingCharacters(in: .whitespacesAndNewlines) }
            guard parts.count == 2, parts[0].hasPrefix("--"), parts[1].hasPrefix("#") else { continue }
            colors[parts[0]] = String(parts[1].prefix(7))
        }
        return colors
    }

    static func luminance(_ hex: String) -> Double {
        let value = Int(hex.dropFirst(), radix: 16) ?? 0
        let channels = [(value >> 16) & 0xFF, (value >> 8) & 0xFF, value & 0xFF].map { Double($0) / 255 }
        let linear = channels.map { $0 <= 0.03928 ? $0 / 12.92 : pow(($0 + 0.055) / 1.055, 2.4) }
        return 0.2126 * linear[0] + 0.7152 * linear[1] + 0.0722 * linear[2]
    }

    static func ratio(_ a: String, _ b: String) -> Double {
        let (l1, l2) = (luminance(a), luminance(b))
        return (max(l1, l2) + 0.05) / (min(l1, l2) + 0.05)
    }

    @Test func luminanceFormulaMatchesTheKnownExtremes() {
        // Black on white is the maximum, 21:1; equal colours are 1:1.
        #expect(abs(Self.ratio("#000000", "#ffffff") - 21) < 0.001)
        #expect(Self.ratio("#777777", "#777777") == 1)
    }

    @Test(arguments: [":root {", ":root[data-theme=\"dark\"] {"])
    func everyTextColourMeetsAA(palette marker: String) throws {
        let css = try String(contentsOf: TestPaths.theme.appendingPathComponent("assets/site.css"), encoding: .utf8)
        let colors = try Self.palette(css, after: marker)
        for (text, background) in Self.pairs {
            let foreground = try #require(colors[text], "\(marker) lacks \(text)")
            let back = try #require(colors[background], "\(marker) lacks \(background)")
            let contrast = Self.ratio(foreground, back)
            #expect(contrast >= 4.5, "\(marker) \(text) \(foreground) on \(background) \(back) is \(contrast):1")
        }
    }
}
