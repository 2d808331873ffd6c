import SwiftSubset
import SwiftUILayout
import TextMetrics

/// SwiftUI's `Color` values as the page draws them: CSS strings, or `system:<UIKit name>` for the adaptive colours
/// (SwiftUI's `.blue` is UIKit's `systemBlue`, `.primary` is `label`), which the page resolves for light and dark.
enum SwiftUIColors {
    static let adaptive: [String: String] = [
        "red": "systemRed", "orange": "systemOrange", "yellow": "systemYellow", "green": "systemGreen",
        "mint": "systemMint", "teal": "systemTeal", "cyan": "systemCyan", "blue": "systemBlue",
        "indigo": "systemIndigo", "purple": "systemPurple", "pink": "systemPink", "brown": "systemBrown",
        "gray": "systemGray", "primary": "label", "secondary": "secondaryLabel", "accentColor": "systemBlue",
    ]

    static func named(_ name: String) -> String {
        switch name {
        case "white": return "#ffffff"
        case "black": return "#000000"
        case "clear": return "transparent"
        default: return "system:" + (adaptive[name] ?? name)
        }
    }

    /// `Color(red:green:blue:opacity:)`, `Color(white:)`, `Color(uiColor: .systemGray6)`, `Color(.systemGray6)`,
    /// `Color("Asset")`.
    static func make(_ args: [(String?, SUValue)], at loc: Loc) throws -> String {
        func component(_ label: String) -> Double {
            let d = args.first { $0.0 == label }?.1.asDouble ?? 0
            return d.isNaN ? 0 : min(1, max(0, d))
        }
        let opacity = args.contains { $0.0 == "opacity" } ? component("opacity") : 1
        if args.contains(where: { $0.0 == "red" }) {
            let r = Int((component("red") * 255).rounded()), g = Int((component("green") * 255).rounded())
            let b = Int((component("blue") * 255).rounded())
            return opacity == 1 ? "rgb(\(r), \(g), \(b))" : "rgba(\(r), \(g), \(b), \(opacity))"
        }
        if args.contains(where: { $0.0 == "white" }) {
            let w = Int((component("white") * 255).rounded())
            return opacity == 1 ? "rgb(\(w), \(w), \(w))" : "rgba(\(w), \(w), \(w), \(opacity))"
        }
        if let first = args.first {
            switch first.1 {
            case .member(let name): return "system:\(name)"
            case .color(let css): return css
            case .string(let name): return "named:\(name)"
            default: break
            }
        }
        throw SwiftUIError(code: "type-mismatch", message: "no 'Color' initializer matches these arguments", at: loc)
    }

    static func withOpacity(_ css: String, _ opacity: Double) -> String {
        if css.hasPrefix("rgb("), let close = css.lastIndex(of: ")") {
            return "rgba(" + css[css.index(css.startIndex, offsetBy: 4)..<close] + ", \(opacity))"
        }
        if css == "#ffffff" { return "rgba(255, 255, 255, \(opacity))" }
        if css == "#000000" { return "rgba(0, 0, 0, \(opacity))" }
        return css
    }

    /// A value in colour position (`.foregroundColor(.blue)`, `.background(Color.red)`).
    static func css(_ value: SUValue) -> String? {
        switch value {
        case .color(let css): return css
        case .member(let name): return named(name)
        default: return nil
        }
    }
}

/// SwiftUI's `Font` values: text styles, `.system(size:weight:design:)`, and `.weight`/`.bold()`/`.italic()`.
enum SwiftUIFonts {
    static func isFontMember(_ value: SUValue) -> Bool {
        if case .member(let name) = value { return SwiftUITextStyle(rawValue: name) != nil }
        if case .font = value { return true }
        return false
    }

    static func value(_ value: SUValue, at loc: Loc) throws -> FontSpec? {
        switch value {
        case .font(let f): return f
        case .member(let name): return SwiftUITextStyle(rawValue: name).map(FontSpec.style)
        default: return nil
        }
    }

    static func weight(_ value: SUValue) -> FontWeight? {
        if case .member(let name) = value { return FontWeight(rawValue: name) }
        return nil
    }

    /// `.system(size: 17, weight: .bold, design: .rounded)`.
    static func call(_ name: String, args: [(String?, SUValue)], at loc: Loc) throws -> FontSpec? {
        guard name == "system" else { return nil }
        guard let size = args.first(where: { $0.0 == "size" })?.1.asDouble else {
            if let style = args.first?.1, case .member(let s) = style, let textStyle = SwiftUITextStyle(rawValue: s) {
                return FontSpec.style(textStyle)
            }
            throw SwiftUIError(code: "type-mismatch", message: "'.system' needs 'size:' or a text style", at: loc)
        }
        var spec = FontSpec.system(size: size)
        if let w = args.first(where: { $0.0 == "weight" }).flatMap({ weight($0.1) }) { spec.weight = w }
        if case .member(let d)? = args.first(where: { $0.0 == "design" })?.1, let design = FontDesign(rawValue: d) {
            spec.design = design
        }
        return spec
    }

    static func modified(_ base: SUValue, _ name: String, _ args: [SUValue], at loc: Loc) throws -> FontSpec? {
        guard var spec = try value(base, at: loc) else { return nil }
        switch name {
        case "weight": spec.weight = args.first.flatMap(weight) ?? spec.weight
        case "bold": spec.weight = .bold
        case "italic": spec.isItalic = true
        default: return nil
        }
        return spec
    }
}

/// `Alignment`, `HorizontalAlignment`, `VerticalAlignment` and `Edge.Set` values from implicit members.
enum SwiftUIGeometryValues {
    static func alignment(_ value: SUValue?) -> SwiftUILayout.Alignment? {
        guard case .member(let name)? = value else { return nil }
        switch name {
        case "center": return .center
        case "leading": return .leading
        case "trailing": return .trailing
        case "top": return .top
        case "bottom": return .bottom
        case "topLeading": return .topLeading
        case "topTrailing": return .topTrailing
        case "bottomLeading": return .bottomLeading
        case "bottomTrailing": return .bottomTrailing
        default: return nil
        }
    }

    static func horizontal(_ value: SUValue?) -> HorizontalAlignment? {
        guard case .member(let name)? = value else { return nil }
        return HorizontalAlignment(rawValue: name)
    }

    static func vertical(_ value: SUValue?) -> VerticalAlignment? {
        guard case .member(let name)? = value else { return nil }
        return VerticalAlignment(rawValue: name)
    }

    static func edges(_ value: SUValue?) -> EdgeSet? {
        switch value {
        case .member(let name)?: return edge(name)
        case .array(let items)?:
            var set: EdgeSet = []
            for item in items {
                guard case .member(let name) = item, let e = edge(name) else { return nil }
                set.formUnion(e)
            }
            return set
        default: return nil
        }
    }

    private static func edge(_ name: String) -> EdgeSet? {
        switch name {
        case "top": return .top
        case "leading": return .leading
        case "bottom": return .bottom
        case "trailing": return .trailing
        case "horizontal": return .horizontal
        case "vertical": return .vertical
        case "all": return .all
        default: return nil
        }
    }
}
