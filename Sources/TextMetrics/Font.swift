/// A UIKit font request, resolved to one of Inter's static weights when measured.
///
/// iOS draws with San Francisco, which cannot ship with a web page; the course theme ships Inter instead, so the
/// layout core measures with Inter and the browser draws with the very same files. Sizes and weights follow UIKit's
/// `UIFont.systemFont(ofSize:weight:)`, `boldSystemFont(ofSize:)` and `preferredFont(forTextStyle:)`.
public struct Font: Hashable, Sendable, CustomStringConvertible {
    /// The point size (UIKit's `pointSize`).
    public var pointSize: Double
    public var weight: FontWeight
    public var isItalic: Bool
    /// Set when the font came from `preferredFont(forTextStyle:)`; kept so the preview can name it.
    public var textStyle: TextStyle?

    public init(pointSize: Double, weight: FontWeight = .regular, isItalic: Bool = false, textStyle: TextStyle? = nil) {
        // Negative or non-finite sizes come from lesson code; clamp instead of trapping later in HarfBuzz.
        self.pointSize = pointSize.isFinite ? max(0, pointSize) : Font.defaultLabelSize
        self.weight = weight
        self.isItalic = isItalic
        self.textStyle = textStyle
    }

    /// `UIFont.systemFont(ofSize:weight:)`.
    public static func system(size: Double, weight: FontWeight = .regular) -> Font {
        Font(pointSize: size, weight: weight)
    }

    /// `UIFont.boldSystemFont(ofSize:)`.
    public static func boldSystem(size: Double) -> Font { Font(pointSize: size, weight: .bold) }

    /// `UIFont.italicSystemFont(ofSize:)`.
    public static func italicSystem(size: Double) -> Font { Font(pointSize: size, isItalic: true) }

    /// `UIFont.preferredFont(forTextStyle:)` at the default content size category (Large).
    public static func preferred(_ style: TextStyle) -> Font {
        Font(pointSize: style.pointSize, weight: style.weight, textStyle: style)
    }

    /// UILabel's and UITextField's default font: the system font at 17 pt (`UIFont.labelFontSize` is 17 in UIKit).
    public static let defaultLabelSize: Double = 17
    public static let label = Font.system(size: defaultLabelSize)

    /// The title font of a `UIButton(type: .system)` without a configuration: system 15 pt (reference §7.3 [3P]:
    /// "Hello World" measures {78, 30} with a 15 pt title). It is not `UIFont.buttonFontSize`.
    public static let systemButtonTitle = Font.system(size: 15)

    /// The title font of a UISegmentedControl's segments: the system font at 13 pt, regular [MEM].
    public static let segmentedControlTitle = Font.system(size: 13)

    /// UIFont's class properties, for lesson code that names them: `systemFontSize` 14, `labelFontSize` 17,
    /// `buttonFontSize` 18, `smallSystemFontSize` 12 (iOS values [MEM]).
    public static let systemFontSize: Double = 14
    public static let labelFontSize: Double = 17
    public static let buttonFontSize: Double = 18
    public static let smallSystemFontSize: Double = 12

    public var description: String {
        let name = textStyle.map { ".\($0.rawValue)" } ?? "system"
        return "\(name) \(pointSize)pt \(weight.rawValue)\(isItalic ? " italic" : "")"
    }
}

/// UIKit's `UIFont.Weight` values, mapped to Inter's static instances.
public enum FontWeight: String, CaseIterable, Sendable {
    case ultraLight, thin, light, regular, medium, semibold, bold, heavy, black

    /// The CSS / OpenType weight class. San Francisco's named weights map onto the usual 100…900 scale
    /// (Ultralight 100, Thin 200, Light 300, Regular 400, Medium 500, Semibold 600, Bold 700, Heavy 800,
    /// Black 900, as in the SF Pro font files' `usWeightClass`), and Inter names the same classes
    /// Thin, ExtraLight, Light, Regular, Medium, SemiBold, Bold, ExtraBold, Black.
    public var cssWeight: Int {
        switch self {
        case .ultraLight: return 100
        case .thin: return 200
        case .light: return 300
        case .regular: return 400
        case .medium: return 500
        case .semibold: return 600
        case .bold: return 700
        case .heavy: return 800
        case .black: return 900
        }
    }

    /// The style part of the Inter file name for this weight (`Inter-<style>.otf`).
    public var interStyleName: String {
        switch self {
        case .ultraLight: return "Thin"
        case .thin: return "ExtraLight"
        case .light: return "Light"
        case .regular: return "Regular"
        case .medium: return "Medium"
        case .semibold: return "SemiBold"
        case .bold: return "Bold"
        case .heavy: return "ExtraBold"
        case .black: return "Black"
        }
    }

    /// UIKit's numeric `UIFont.Weight` raw values (UIFontDescriptor.h: ultraLight −0.8 … black 0.62), so lesson
    /// code writing `UIFont.Weight(rawValue: 0.3)` resolves to the nearest named weight.
    public var uiKitRawValue: Double {
        switch self {
        case .ultraLight: return -0.8
        case .thin: return -0.6
        case .light: return -0.4
        case .regular: return 0
        case .medium: return 0.23
        case .semibold: return 0.3
        case .bold: return 0.4
        case .heavy: return 0.56
        case .black: return 0.62
        }
    }

    /// The named weight closest to a raw `UIFont.Weight` value.
    public static func nearest(toUIKitRawValue raw: Double) -> FontWeight {
        allCases.min { abs($0.uiKitRawValue - raw) < abs($1.uiKitRawValue - raw) } ?? .regular
    }
}

/// Dynamic Type text styles at the default content size category (Large).
///
/// Sizes and weights: Apple Human Interface Guidelines, "Typography", iOS Dynamic Type sizes table, column
/// "Large (default)": Large Title 34, Title 1 28, Title 2 22, Title 3 20, Headline 17 Semibold, Body 17, Callout 16,
/// Subhead 15, Footnote 13, Caption 1 12, Caption 2 11; all others Regular.
public enum TextStyle: String, CaseIterable, Sendable {
    case largeTitle, title1, title2, title3, headline, body, callout, subheadline, footnote, caption1, caption2

    public var pointSize: Double {
        switch self {
        case .largeTitle: return 34
        case .title1: return 28
        case .title2: return 22
        case .title3: return 20
        case .headline: return 17
        case .body: return 17
        case .callout: return 16
        case .subheadline: return 15
        case .footnote: return 13
        case .caption1: return 12
        case .caption2: return 11
        }
    }

    public var weight: FontWeight { self == .headline ? .semibold : .regular }
}
