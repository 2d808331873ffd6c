import LayoutFrames

/// The non-geometric CSS of one view in one state, and its inner markup (text, control parts). Geometry
/// (left/top/width/height), `hidden` and alpha are per state and written separately by `ElementGeometry`.
struct ViewAppearance: Equatable {
    /// Declarations for the element's style attribute.
    var css: String
    /// Markup placed in the element's `.cg-inner` child; empty for plain containers.
    var inner: String

    /// Inter's line height as UIFont reports it (hhea ascender + descender over units per em); used when the
    /// runtime did not record a measured line height.
    static let interLineHeightRatio = 3408.0 / 2816.0

    init(view: ViewFrame, kind: ViewKind, icons: SymbolIcons = SymbolIcons()) {
        let style = view.style ?? ViewStyle()
        var css: [String] = []
        func add(_ property: String, _ value: String?) { if let value { css.append("\(property):\(value)") } }

        add("background-color", CSSColor.css(style.backgroundColor))
        add("--cg-tint", CSSColor.css(style.tintColor))
        add("color", CSSColor.css(style.textColor))
        if let radius = style.cornerRadius, radius > 0 { add("border-radius", HTMLText.number(radius) + "px") }
        if let width = style.borderWidth, width > 0 {
            // An outline drawn inside the bounds: UIKit's border sits inside the layer and above sublayers,
            // and a CSS border would shift absolutely positioned children.
            let color = CSSColor.css(style.borderColor) ?? "#000"
            add("outline", "\(HTMLText.number(width))px solid \(color)")
            add("outline-offset", "-\(HTMLText.number(width))px")
        }
        if let opacity = style.shadowOpacity, opacity > 0 {
            let color = CSSColor.css(style.shadowColor) ?? "#000"
            let offset = style.shadowOffset ?? [0, -3]   // CALayer's default shadowOffset is (0, -3)
            let radius = style.shadowRadius ?? 3        // and its default shadowRadius is 3
            let dx = offset.count > 0 ? offset[0] : 0, dy = offset.count > 1 ? offset[1] : 0
            // CSS blur is twice the Gaussian's standard deviation, which is what shadowRadius approximates.
            add("box-shadow", "\(HTMLText.number(dx))px \(HTMLText.number(dy))px \(HTMLText.number(radius * 2))px "
                + "color-mix(in srgb, \(color) \(HTMLText.number(min(1, opacity) * 100))%, transparent)")
        }
        if style.clipsToBounds == true || (kind == .scroll && style.clipsToBounds != false) {
            add("overflow", kind == .scroll ? "auto" : "hidden")
        }
        if let t = style.transform, t.count == 6, t != [1, 0, 0, 1, 0, 0] {
            add("transform", "matrix(\(t.map(HTMLText.number).joined(separator: ",")))")
        }
        if kind == .button, style.isEnabled == false, ["filled", "borderedProminent"].contains(style.buttonStyle ?? "") {
            // A disabled filled button (UIButton.Configuration) loses its tint: a gray fill with dimmed text.
            add("background-color", "var(--cg-tertiaryFill)")
            add("color", "var(--cg-tertiaryLabel)")
        }
        if kind == .segmented {
            // The segment titles, in the font the runtime measured them in (13 pt when it says nothing).
            add("font-size", HTMLText.number(style.fontSize ?? 13) + "px")
            if let weight = style.fontWeight { add("font-weight", String(max(100, min(900, weight)))) }
        }
        if kind.showsText {
            let size = style.fontSize ?? 17
            add("font-size", HTMLText.number(size) + "px")
            if let weight = style.fontWeight { add("font-weight", String(max(100, min(900, weight)))) }
            add("line-height", HTMLText.number(Self.lineHeight(style)) + "px")
            if kind == .field, let sides = style.textInsets, sides.count == 2 {
                // The text starts after a shown left view and ends before a shown right view.
                add("--cg-field-l", HTMLText.number(sides[0]) + "px")
                add("--cg-field-r", HTMLText.number(sides[1]) + "px")
            }
            if let sides = style.titleInsets, sides.count == 2 {
                // A wrapping button title wraps inside the content insets, as the layout wrapped it.
                add("--cg-title-pad", "0 \(HTMLText.number(sides[1]))px 0 \(HTMLText.number(sides[0]))px")
            }
            switch style.textAlignment {
            case "center": add("text-align", "center")
            case "right": add("text-align", "right")
            case "justified": add("text-align", "justify")
            default: break
            }
        }
        self.css = css.joined(separator: ";")
        self.inner = Self.inner(view: view, kind: kind, style: style, icons: icons)
    }

    private static func inner(view: ViewFrame, kind: ViewKind, style: ViewStyle, icons: SymbolIcons) -> String {
        let text = HTMLText.escape(view.text ?? "")
        switch kind {
        case .button:
            let image = ImageHTML.buttonImage(style, icons: icons)
            guard let subtitle = style.subtitle, !subtitle.isEmpty else {
                return image + (text.isEmpty && !image.isEmpty ? "" : "<span class=\"cg-text\">\(text)</span>")
            }
            // The subtitle sits under the title in the subheadline style (15 pt, regular), on its own lines.
            let size = 15.0
            let lines = style.subtitleLines == 0 ? "cg-wraps" : "cg-subtitle-one-line"
            let css = "font-size:\(HTMLText.number(size))px;font-weight:400;"
                + "line-height:\(HTMLText.number(size * interLineHeightRatio))px"
            return image + (text.isEmpty ? "" : "<span class=\"cg-text\">\(text)</span>")
                + "<span class=\"cg-text cg-subtitle \(lines)\" style=\"\(css)\">\(HTMLText.escape(subtitle))</span>"
        case .label, .textView:
            return "<span class=\"cg-text\">\(text)</span>"
        case .field:
            if (view.text ?? "").isEmpty, let placeholder = style.placeholder {
                return "<span class=\"cg-text cg-placeholder\">\(HTMLText.escape(placeholder))</span>"
            }
            return "<span class=\"cg-text\">\(text)</span>"
        case .toggle:
            return "<span class=\"cg-switch\(style.isOn == true ? " cg-on" : "")\"><span></span></span>"
        case .spinner:
            // Drawn in currentColor: the view's color (textColor), else its own tint, else the style's gray.
            let tint = style.textColor == nil && CSSColor.css(style.tintColor) != nil
            return "<span class=\"cg-spinner\"\(tint ? " style=\"color:var(--cg-tint)\"" : "")></span>"
        case .pageControl:
            let pages = max(0, min(style.numberOfPages ?? 3, 30))
            let current = style.currentPage ?? 0
            // The dot colours the frames resolved (UIKit's defaults when the lesson set none); without them the
            // theme's, which are UIKit's defaults (docs/previews.md).
            var colors: [String] = []
            if let other = CSSColor.css(style.pageIndicatorTintColor) { colors.append("--cg-dot:\(other)") }
            if let now = CSSColor.css(style.currentPageIndicatorTintColor) { colors.append("--cg-dot-on:\(now)") }
            let dotStyle = colors.isEmpty ? "" : " style=\"\(colors.joined(separator: ";"))\""
            return "<span class=\"cg-dots\"\(dotStyle)>" + (0..<pages).map {
                $0 == current ? "<i class=\"cg-current\"></i>" : "<i></i>"
            }.joined() + "</span>"
        case .segmented:
            // Equal segments unless they are apportioned by content, as the layout sized them. An image segment
            // shows its symbol.
            let segments = style.segments ?? []
            let sizing = style.apportionsSegmentWidthsByContent == true ? " cg-by-content" : ""
            return "<span class=\"cg-segments\(sizing)\">" + segments.enumerated().map { index, segment in
                let selected = index == style.selectedSegmentIndex ? " cg-segment-on" : ""
                if let image = segment.imageName {
                    var symbol = ViewStyle()
                    symbol.imageName = image
                    symbol.symbolPointSize = 16
                    return "<span class=\"cg-segment\(selected)\">\(ImageHTML.buttonImage(symbol, icons: icons))</span>"
                }
                return "<span class=\"cg-segment\(selected)\">\(HTMLText.escape(segment.title ?? ""))</span>"
            }.joined() + "</span>"
        case .image:
            return ImageHTML.imageView(style, icons: icons)
        case .progress:
            let value = max(0, min(1, style.progress ?? 0))
            return "<span class=\"cg-track\"><span style=\"width:\(HTMLText.number(value * 100))%\"></span></span>"
        case .slider:
            let value = max(0, min(1, style.progress ?? 0.5))
            return "<span class=\"cg-track\"><span style=\"width:\(HTMLText.number(value * 100))%\"></span></span>"
                + "<span class=\"cg-thumb\" style=\"left:\(HTMLText.number(value * 100))%\"></span>"
        case .view, .scroll, .stack:
            return ""
        }
    }

    /// UIButton looks by LayoutScript's button style (`UIButton(type:)` or a `UIButton.Configuration`):
    /// filled and prominent buttons fill with the tint, tinted ones with a light tint, gray and bordered ones with
    /// a fill; custom buttons have white titles; the rest are tinted text.
    static let buttonLooks = ["filled": "filled", "borderedProminent": "filled", "tinted": "tinted", "gray": "gray",
                              "bordered": "gray", "custom": "custom"]

    /// The measured line height, or Inter's natural one at the font size (UIKit's default size is 17).
    static func lineHeight(_ style: ViewStyle?) -> Double {
        style?.lineHeight ?? (style?.fontSize ?? 17) * interLineHeightRatio
    }

    /// numberOfLines as UIKit defaults it: one line for labels, buttons and text fields; unlimited for text views.
    /// (A configuration button whose title wraps records 0.)
    static func numberOfLines(kind: ViewKind, style: ViewStyle?) -> Int {
        max(0, style?.numberOfLines ?? (kind == .textView ? 0 : 1))
    }

    /// The element's class list for a kind and a button style.
    static func classes(kind: ViewKind, style: ViewStyle?) -> String {
        var classes = "cg-v cg-k-\(kind.rawValue)"
        if kind == .button, let look = buttonLooks[style?.buttonStyle ?? "system"] { classes += " cg-button-\(look)" }
        if kind == .button, style?.subtitle?.isEmpty == false { classes += " cg-with-subtitle" }
        if kind.showsText, style?.wrapsByCharacter == true { classes += " cg-char-wrap" }
        if kind.showsText && numberOfLines(kind: kind, style: style) == 1 { classes += " cg-one-line" }
        // UITextField's own border (`cg-field-roundedRect`, `-line`, `-bezel`); `.none` draws nothing, as UIKit does.
        if kind == .field, let border = style?.borderStyle, ["roundedRect", "line", "bezel"].contains(border) {
            classes += " cg-field-\(border)"
        }
        return classes
    }
}
