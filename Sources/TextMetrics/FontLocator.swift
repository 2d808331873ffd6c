import Foundation

/// Finds the Inter font files at run time.
///
/// Order: the directory named by `COURSEGEN_FONT_DIR` (so a theme or a test can supply its own copy), then the
/// places Debian's `fonts-inter` package and common distributions install them.
public enum FontLocator {
    /// The environment variable that overrides the font directory.
    public static let environmentVariable = "COURSEGEN_FONT_DIR"

    /// Directories searched after the override, in order.
    public static let standardDirectories = [
        "/usr/share/fonts/opentype/inter",
        "/usr/share/fonts/truetype/inter",
        "/usr/share/fonts/inter",
        "/usr/local/share/fonts/inter",
    ]

    /// The file name of the Inter instance for a weight: `Inter-SemiBold.otf`, `Inter-BoldItalic.otf`,
    /// `Inter-Italic.otf` (Inter names regular italic just "Italic").
    public static func fileName(weight: FontWeight, italic: Bool) -> String {
        let style = weight.interStyleName
        if italic { return "Inter-\(style == "Regular" ? "" : style)Italic.otf" }
        return "Inter-\(style).otf"
    }

    /// The faces to try, in order, when the file for `weight`/`italic` is missing: CSS font matching (weights
    /// above 500 look heavier first, below 400 lighter first, 400 tries 500 first), italics before uprights.
    public static func fallbackOrder(weight: FontWeight, italic: Bool) -> [(weight: FontWeight, italic: Bool)] {
        let all = FontWeight.allCases
        let target = weight.cssWeight
        let heavier = all.filter { $0.cssWeight > target }.sorted { $0.cssWeight < $1.cssWeight }
        let lighter = all.filter { $0.cssWeight < target }.sorted { $0.cssWeight > $1.cssWeight }
        var weights: [FontWeight]
        if target > 500 {
            weights = heavier + lighter
        } else if target < 400 {
            weights = lighter + heavier
        } else {
            // 400 and 500: the other of the two first, then lighter, then heavier.
            let partner = all.filter { $0.cssWeight == (target == 400 ? 500 : 400) }
            weights = partner + lighter.filter { !partner.contains($0) } + heavier.filter { !partner.contains($0) }
        }
        var order: [(weight: FontWeight, italic: Bool)] = []
        if italic { order.append((weight, false)) }
        for candidate in weights {
            if italic { order.append((candidate, true)) }
            order.append((candidate, false))
        }
        return order
    }

    /// The first directory that holds `Inter-Regular.otf`, or nil when none does.
    public static func fontDirectory(environment: [String: String] = ProcessInfo.processInfo.environment) -> String? {
        var candidates = standardDirectories
        if let override = environment[environmentVariable], !override.isEmpty { candidates.insert(override, at: 0) }
        let probe = fileName(weight: .regular, italic: false)
        return candidates.first { FileManager.default.isReadableFile(atPath: "\($0)/\(probe)") }
    }
}
