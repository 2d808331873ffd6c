/// Readable, Unicode-aware URL slugs: `Oʻzbek tili asoslari` → `oʻzbek-tili-asoslari`, `Привет, мир` → `привет-мир`.
///
/// Letters and digits of every script are kept (lowercased); everything else becomes one `-`. Uzbek apostrophes
/// however they were typed (`'`, `’`, `‘`, `` ` ``, `ʻ`, `ʼ`) are letters of the word: after `o`/`g` they become
/// `ʻ` (U+02BB, the oʻ and gʻ letters), elsewhere `ʼ` (U+02BC, the tutuq belgisi), so `o'zbek` and `oʻzbek`
/// give the same slug (`togʻ` keeps its letter). Any other apostrophe not between letters is a quote and is dropped.
public enum Slug {
    public static let apostrophes: Set<Unicode.Scalar> = ["'", "\u{2019}", "\u{2018}", "`", "\u{02BB}", "\u{02BC}", "\u{02BD}"]

    public static func make(_ text: String) -> String {
        let scalars = Array(text.lowercased().unicodeScalars)
        var out = String.UnicodeScalarView()
        var pendingDash = false
        for (index, scalar) in scalars.enumerated() {
            if isWordCharacter(scalar) {
                if pendingDash && !out.isEmpty { out.append("-") }
                pendingDash = false
                out.append(scalar)
            } else if apostrophes.contains(scalar), index > 0, !pendingDash, isWordCharacter(scalars[index - 1]) {
                let previous = scalars[index - 1]
                if previous == "o" || previous == "g" {
                    out.append("\u{02BB}")
                } else if index + 1 < scalars.count, isWordCharacter(scalars[index + 1]) {
                    out.append("\u{02BC}")
                }
            } else if scalar == "_" || scalar == "-" || scalar.properties.isWhitespace
                        || scalar.properties.generalCategory.isPunctuationOrSymbol {
                pendingDash = true
            }
            // Combining marks and other invisible characters are dropped.
        }
        return String(out)
    }

    private static func isWordCharacter(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .lowercaseLetter, .uppercaseLetter, .titlecaseLetter, .otherLetter, .decimalNumber:
            return true
        case .modifierLetter:
            return !apostrophes.contains(scalar)
        default:
            return false
        }
    }
}

extension Unicode.GeneralCategory {
    var isPunctuationOrSymbol: Bool {
        switch self {
        case .connectorPunctuation, .dashPunctuation, .openPunctuation, .closePunctuation, .initialPunctuation,
             .finalPunctuation, .otherPunctuation, .mathSymbol, .currencySymbol, .modifierSymbol, .otherSymbol,
             .spaceSeparator:
            return true
        default:
            return false
        }
    }
}

/// Hands out ids that are unique within one page: the second `Misol` heading becomes `misol-2`.
public struct HeadingIDRegistry {
    private var taken: Set<String>
    /// For each base id, the next number to try: without it the 20,000th `## Misol` would try `misol-2` …
    /// `misol-20000` in turn, quadratic over the page.
    private var nextNumber: [String: Int] = [:]

    /// `reserved`: ids written explicitly with `{#id}`, which automatic ids must not take.
    public init(reserved: Set<String> = []) { taken = reserved }

    /// An id for a heading with this text. Ids starting with `cg-` belong to the theme (`cg-main`, `cg-sidebar`,
    /// docs/templates.md), so a heading that would get one is moved aside to `section-cg-…`.
    public mutating func automaticID(for text: String) -> String {
        var base = Slug.make(text)
        if base.isEmpty { base = "section" }
        if base.hasPrefix("cg-") { base = "section-" + base }
        var candidate = base
        var counter = nextNumber[base] ?? 2
        while taken.contains(candidate) {
            candidate = "\(base)-\(counter)"
            counter += 1
        }
        if candidate != base { nextNumber[base] = counter }
        taken.insert(candidate)
        return candidate
    }
}
