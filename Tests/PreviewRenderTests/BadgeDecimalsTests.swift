import Foundation
import Testing
@testable import PreviewRender

/// `BadgeDecimals.trimmed` does what the regular expression it replaces did: `(\.\d\d)\d` → `$1`.
@Suite struct BadgeDecimalsTests {
    private func byRegex(_ text: String) -> String {
        text.replacingOccurrences(of: #"(\.\d\d)\d"#, with: "$1", options: .regularExpression)
    }

    @Test func theThirdDecimalIsDropped() {
        #expect(BadgeDecimals.trimmed("≥ 12.345") == "≥ 12.34")
        #expect(BadgeDecimals.trimmed("= ×0.333 −8.125") == "= ×0.33 −8.12")
    }

    @Test func shorterDecimalsAndWholeNumbersStay() {
        #expect(BadgeDecimals.trimmed("16") == "16")
        #expect(BadgeDecimals.trimmed("≤ 0.5") == "≤ 0.5")
        #expect(BadgeDecimals.trimmed("×1.25 +0.12") == "×1.25 +0.12")
        #expect(BadgeDecimals.trimmed("") == "")
    }

    @Test func agreesWithTheRegularExpressionOnEveryBadgeShape() {
        let numbers = ["0", "8", "-3", "0.5", "1.25", "2.125", "-0.001", "100.999", "1e3", "7."]
        var badges: [String] = []
        for symbol in ["", "≤ ", "≥ ", "= "] {
            for a in numbers {
                badges.append(symbol + a)
                for b in numbers { badges.append(symbol + "×" + a + " +" + b); badges.append(symbol + "×" + a + " −" + b) }
            }
        }
        badges += ["1.2345", ".123", "..123", "1.23.456"]
        for badge in badges { #expect(BadgeDecimals.trimmed(badge) == byRegex(badge), "\(badge)") }
    }
}
