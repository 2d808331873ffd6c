import LayoutFrames

/// The markup of an image as UIKit draws it: an SF Symbol (`symbol:NAME`) as an inline SVG tinted with the view's
/// tint colour, sized by its symbol configuration and placed by the content mode; a lesson image (`asset:PATH`) as an
/// `<img>`; no image (nil) as nothing at all.
enum ImageHTML {
    /// The image of an image view, filling its bounds as `contentMode` says (UIImageView's default: scaleToFill).
    static func imageView(_ style: ViewStyle, icons: SymbolIcons) -> String {
        guard let name = style.imageName else { return "" }
        let mode = style.contentMode ?? "scaleToFill"
        if let path = assetPath(name) {
            let fit = ["scaleAspectFit": "contain", "scaleAspectFill": "cover", "scaleToFill": "fill", "redraw": "fill"]
            return "<img class=\"cg-asset\" src=\"\(HTMLText.escape(path))\" alt=\"\" style=\"object-fit:\(fit[mode] ?? "none");"
                + "object-position:\(objectPosition(mode))\">"
        }
        let symbol = symbolName(name)
        let scaled = ["scaleToFill": "none", "redraw": "none", "scaleAspectFit": "xMidYMid meet",
                      "scaleAspectFill": "xMidYMid slice"]
        if let aspect = scaled[mode] {
            return "<span class=\"cg-image\">" + svg(symbol, style: style, icons: icons, aspect: aspect,
                                                      size: "width:100%;height:100%") + "</span>"
        }
        let side = HTMLText.number(naturalSide(style))
        return "<span class=\"cg-image\" style=\"place-items:\(position(mode))\">"
            + svg(symbol, style: style, icons: icons, aspect: "xMidYMid meet", size: "width:\(side)px;height:\(side)px")
            + "</span>"
    }

    /// A button's image beside its title, at the symbol's natural size (a button's image view is sized to it).
    static func buttonImage(_ style: ViewStyle, icons: SymbolIcons) -> String {
        guard let name = style.imageName else { return "" }
        if let path = assetPath(name) { return "<img class=\"cg-asset\" src=\"\(HTMLText.escape(path))\" alt=\"\">" }
        let side = HTMLText.number(naturalSide(style))
        return svg(symbolName(name), style: style, icons: icons, aspect: "xMidYMid meet",
                   size: "width:\(side)px;height:\(side)px;flex:none")
    }

    /// The symbol names a style draws that the table does not map (for the block's warnings).
    static func unmappedSymbols(_ style: ViewStyle?, icons: SymbolIcons) -> [String] {
        var names: [String] = []
        if let name = style?.imageName, name.hasPrefix("symbol:") { names.append(symbolName(name)) }
        for segment in style?.segments ?? [] {
            if let name = segment.imageName, name.hasPrefix("symbol:") { names.append(symbolName(name)) }
        }
        return names.filter { icons.icon(forSymbol: $0) == nil }
    }

    /// A symbol's drawn side in points: UIImage(systemName:) defaults to the body style's 17 pt, and the symbol
    /// scales make it about a fifth smaller or a third larger (SF Symbols' small/medium/large).
    static func naturalSide(_ style: ViewStyle) -> Double {
        let scales: [String: Double] = ["small": 0.8, "large": 1.3]
        let scale = scales[style.symbolScale ?? "medium"] ?? 1
        return (style.symbolPointSize ?? 17) * scale
    }

    /// Symbol weights bolder than regular thicken the drawing's outline (Bootstrap Icons have one weight); lighter
    /// ones draw as regular. Units of the icons' 16-unit viewBox.
    static let weightStrokes = ["medium": 0.15, "semibold": 0.3, "bold": 0.45, "heavy": 0.6, "black": 0.75]

    static func svg(_ symbol: String, style: ViewStyle, icons: SymbolIcons, aspect: String, size: String) -> String {
        let icon = icons.icon(forSymbol: symbol) ?? SymbolIcons.neutral
        var attributes = "class=\"cg-symbol\" viewBox=\"\(icon.viewBox)\" preserveAspectRatio=\"\(aspect)\""
            + " style=\"\(size)\" role=\"img\" aria-label=\"\(HTMLText.escape(symbol))\""
        if let stroke = weightStrokes[style.symbolWeight ?? "regular"] {
            attributes += " stroke=\"currentColor\" stroke-width=\"\(HTMLText.number(stroke))\""
        }
        return "<svg \(attributes)>\(icon.body)</svg>"
    }

    /// CSS placement for UIKit's non-scaling content modes (`center`, `top`, `bottomLeft`, …).
    static func position(_ mode: String) -> String {
        let lower = mode.lowercased()
        let vertical = lower.hasPrefix("top") ? "start" : lower.hasPrefix("bottom") ? "end" : "center"
        let horizontal = lower.hasSuffix("left") ? "start" : lower.hasSuffix("right") ? "end" : "center"
        return "\(vertical) \(horizontal)"
    }

    /// The same placement as `object-position` (horizontal first) for an `<img>`.
    static func objectPosition(_ mode: String) -> String {
        let percent = ["start": "0%", "center": "50%", "end": "100%"]
        let parts = position(mode).split(separator: " ").map { percent[String($0)] ?? "50%" }
        return "\(parts[1]) \(parts[0])"
    }

    static func symbolName(_ imageName: String) -> String {
        imageName.hasPrefix("symbol:") ? String(imageName.dropFirst("symbol:".count)) : imageName
    }

    static func assetPath(_ imageName: String) -> String? {
        imageName.hasPrefix("asset:") ? String(imageName.dropFirst("asset:".count)) : nil
    }
}
