import Foundation

/// UIKit's dynamic system colors with their light and dark values (Apple's Human Interface Guidelines, "Color",
/// iOS default values). The page defines one CSS variable per color (`--cg-<name>`) in preview.css, switching
/// with `prefers-color-scheme` and the site's dark theme; this table is the source for that stylesheet section
/// and for the renderer's name check.
enum SystemColors {
    /// name → (light, dark); names without the `system` prefix, lower camel case.
    static let table: [(name: String, light: String, dark: String)] = [
        ("background", "#ffffff", "#000000"),
        ("secondaryBackground", "#f2f2f7", "#1c1c1e"),
        ("tertiaryBackground", "#ffffff", "#2c2c2e"),
        ("groupedBackground", "#f2f2f7", "#000000"),
        ("secondaryGroupedBackground", "#ffffff", "#1c1c1e"),
        ("tertiaryGroupedBackground", "#f2f2f7", "#2c2c2e"),
        ("label", "#000000", "#ffffff"),
        ("secondaryLabel", "rgba(60,60,67,0.6)", "rgba(235,235,245,0.6)"),
        ("tertiaryLabel", "rgba(60,60,67,0.3)", "rgba(235,235,245,0.3)"),
        ("quaternaryLabel", "rgba(60,60,67,0.18)", "rgba(235,235,245,0.16)"),
        ("placeholderText", "rgba(60,60,67,0.3)", "rgba(235,235,245,0.3)"),
        ("separator", "rgba(60,60,67,0.29)", "rgba(84,84,88,0.6)"),
        ("opaqueSeparator", "#c6c6c8", "#38383a"),
        ("link", "#007aff", "#0984ff"),
        ("fill", "rgba(120,120,128,0.2)", "rgba(120,120,128,0.36)"),
        ("secondaryFill", "rgba(120,120,128,0.16)", "rgba(120,120,128,0.32)"),
        ("tertiaryFill", "rgba(118,118,128,0.12)", "rgba(118,118,128,0.24)"),
        ("quaternaryFill", "rgba(116,116,128,0.08)", "rgba(118,118,128,0.18)"),
        ("blue", "#007aff", "#0a84ff"),
        ("green", "#34c759", "#30d158"),
        ("indigo", "#5856d6", "#5e5ce6"),
        ("orange", "#ff9500", "#ff9f0a"),
        ("pink", "#ff2d55", "#ff375f"),
        ("purple", "#af52de", "#bf5af2"),
        ("red", "#ff3b30", "#ff453a"),
        ("teal", "#30b0c7", "#40c8e0"),
        ("yellow", "#ffcc00", "#ffd60a"),
        ("mint", "#00c7be", "#63e6e2"),
        ("cyan", "#32ade6", "#64d2ff"),
        ("brown", "#a2845e", "#ac8e68"),
        ("gray", "#8e8e93", "#8e8e93"),
        ("gray2", "#aeaeb2", "#636366"),
        ("gray3", "#c7c7cc", "#48484a"),
        ("gray4", "#d1d1d6", "#3a3a3c"),
        ("gray5", "#e5e5ea", "#2c2c2e"),
        ("gray6", "#f2f2f7", "#1c1c1e"),
    ]

    static let names: Set<String> = Set(table.map(\.name))

    /// The variable name for a system color name as lesson code spells it (`systemBlue`, `secondaryLabel`,
    /// `systemGroupedBackground`), or nil when UIKit has no such color.
    static func variable(for rawName: String) -> String? {
        var name = rawName
        if name.hasPrefix("system"), name.count > 6 {
            let rest = name.dropFirst(6)
            if let first = rest.first, first.isUppercase { name = first.lowercased() + rest.dropFirst() }
        }
        // `secondarySystemBackground`, `tertiarySystemFill`, … drop the inner `System` too.
        name = name.replacingOccurrences(of: "System", with: "")
        return names.contains(name) ? "--cg-\(name)" : nil
    }
}

/// Turns the frames JSON's color strings into CSS values. `system:<name>` becomes a variable with light and dark
/// values, `named:<asset>` (an asset-catalog color the preview cannot know) a neutral gray; either may carry an
/// alpha as `@0.5` (LayoutScript's `withAlphaComponent`) or `/0.5`. Any other value must look like a plain CSS
/// color (hex, `rgb()`/`rgba()`/`hsla()`, `color-mix()`, a keyword), since it lands in a style attribute.
enum CSSColor {
    static func css(_ value: String?) -> String? {
        guard let value, !value.isEmpty else { return nil }
        for (prefix, resolve) in [("system:", { SystemColors.variable(for: $0) }),
                                  ("named:", { (_: String) in "--cg-gray3" })] as [(String, (String) -> String?)]
        where value.hasPrefix(prefix) {
            let spec = value.dropFirst(prefix.count)
            let parts = spec.split(whereSeparator: { $0 == "@" || $0 == "/" }).map(String.init)
            guard let name = parts.first, let variable = resolve(name) else { return nil }
            if parts.count == 2, let alpha = Double(parts[1]), alpha >= 0, alpha < 1 {
                return "color-mix(in srgb, var(\(variable)) \(HTMLText.number(alpha * 100))%, transparent)"
            }
            return "var(\(variable))"
        }
        let allowed = Set("#abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789(),.% -")
        guard value.count <= 160, value.allSatisfy({ allowed.contains($0) }) else { return nil }
        return value
    }
}
