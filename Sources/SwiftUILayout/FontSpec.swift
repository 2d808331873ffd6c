import TextMetrics

/// SwiftUI's `Font.TextStyle` (the `.largeTitle` … `.caption2` fonts).
public enum SwiftUITextStyle: String, CaseIterable, Sendable, Hashable {
    case largeTitle, title, title2, title3, headline, subheadline, body, callout, footnote, caption, caption2

    /// UIKit's name for the same style, whose default-size point size and weight TextMetrics keeps.
    /// Values (Large, the default Dynamic Type size): largeTitle 34, title 28, title2 22, title3 20, headline 17
    /// Semibold, body 17, callout 16, subheadline 15, footnote 13, caption 12, caption2 11 — reference
    /// swiftui-layout.md §5 table [MEASURED?] (UIFont.preferredFont dumps) agreeing with the HIG "Dynamic Type
    /// sizes" table [DOC via copies].
    var uiKitStyle: TextStyle {
        switch self {
        case .largeTitle: return .largeTitle
        case .title: return .title1
        case .title2: return .title2
        case .title3: return .title3
        case .headline: return .headline
        case .subheadline: return .subheadline
        case .body: return .body
        case .callout: return .callout
        case .footnote: return .footnote
        case .caption: return .caption1
        case .caption2: return .caption2
        }
    }
}

/// SwiftUI's `Font.Design`. Every design is measured (and drawn) with Inter; the design is kept for the page.
public enum FontDesign: String, Sendable, Hashable {
    case `default`, rounded, serif, monospaced
}

/// A SwiftUI font value: a text style or `.system(size:weight:design:)`, with the weight and italic modifiers
/// (`.weight(_:)`, `.bold()`, `.italic()`) applied.
public struct FontSpec: Hashable, Sendable {
    public enum Base: Hashable, Sendable {
        case textStyle(SwiftUITextStyle)
        case system(size: Double)
    }

    public var base: Base
    /// nil: the base's own weight (semibold for `.headline`, regular otherwise).
    public var weight: FontWeight?
    public var design: FontDesign
    public var isItalic: Bool

    public init(_ base: Base, weight: FontWeight? = nil, design: FontDesign = .default, isItalic: Bool = false) {
        self.base = base
        self.weight = weight
        self.design = design
        self.isItalic = isItalic
    }

    public static func style(_ style: SwiftUITextStyle) -> FontSpec { FontSpec(.textStyle(style)) }

    public static func system(size: Double, weight: FontWeight = .regular, design: FontDesign = .default) -> FontSpec {
        FontSpec(.system(size: size), weight: weight, design: design)
    }

    /// The environment's font when no `.font` modifier set one: `.body` ([DOC] Font.body "the default").
    public static let body = FontSpec.style(.body)

    public var pointSize: Double {
        switch base {
        case .textStyle(let style): return style.uiKitStyle.pointSize
        case .system(let size): return size
        }
    }

    public var resolvedWeight: FontWeight {
        if let weight { return weight }
        if case .textStyle(let style) = base { return style.uiKitStyle.weight }
        return .regular
    }

    /// The font TextMetrics measures: Inter at this size and weight (DESIGN.md §2; San Francisco cannot ship).
    public var measuredFont: Font {
        var textStyle: TextStyle?
        if case .textStyle(let style) = base { textStyle = style.uiKitStyle }
        return Font(pointSize: pointSize, weight: resolvedWeight, isItalic: isItalic, textStyle: textStyle)
    }
}
