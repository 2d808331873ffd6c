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

    /// The first directory that holds `Inter-Regular.otf`, or nil when none does.
    public static func fontDirectory(environment: [String: String] = ProcessInfo.processInfo.environment) -> String? {
        var candidates = standardDirectories
        if let override = environment[environmentVariable], !override.isEmpty { candidates.insert(override, at: 0) }
        let probe = fileName(weight: .regular, italic: false)
        return candidates.first { FileManager.default.isReadableFile(atPath: "\($0)/\(probe)") }
    }
}
