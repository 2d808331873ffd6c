import AutoLayout
import SwiftSubset
import TextMetrics

/// The values of a `UIImage.SymbolConfiguration`. Each is nil while the configuration does not set it, so one
/// configuration can be laid over another (`applying(_:)`, an image view's `preferredSymbolConfiguration` over
/// the image's own) as UIKit combines them.
struct SymbolConfiguration: Equatable {
    var pointSize: Double?
    /// `UIImage.SymbolWeight` case name (`ultraLight` … `black`).
    var weight: String?
    /// `UIImage.SymbolScale` case name: `small`, `medium` or `large` (`.default` and `.unspecified` leave it unset).
    var scale: String?
    /// `UIFont.TextStyle` case name, from `init(textStyle:)`.
    var textStyle: String?

    static let weights: Set<String> = ["ultraLight", "thin", "light", "regular", "medium", "semibold", "bold", "heavy", "black"]
    static let scales: Set<String> = ["small", "medium", "large"]

    var isEmpty: Bool { self == SymbolConfiguration() }

    /// UIKit's `applying(_:)`: the other configuration's values win where it sets them. A point size and a text
    /// style are two ways to give the size, so setting one drops the other.
    func applying(_ other: SymbolConfiguration?) -> SymbolConfiguration {
        guard let other else { return self }
        var result = self
        if other.pointSize != nil || other.textStyle != nil {
            result.pointSize = other.pointSize
            result.textStyle = other.textStyle
        }
        if let weight = other.weight { result.weight = weight }
        if let scale = other.scale { result.scale = scale }
        return result
    }

    /// The text size the symbol is drawn at: the point size, else the text style's size at the default content
    /// size (TextStyle), else body's 17 pt, which is what an unconfigured symbol matches.
    var resolvedPointSize: Double {
        pointSize ?? textStyle.flatMap { TextStyle(rawValue: $0)?.pointSize } ?? TextStyle.body.pointSize
    }

    /// The point size the frames report: present only when the lesson chose a size.
    var reportedPointSize: Double? { pointSize != nil || textStyle != nil ? resolvedPointSize : nil }

    /// The symbol image's size in points. Symbols have their own aspect ratios, which the preview does not know,
    /// so every symbol is a square: 20 pt at the default configuration (body, 17 pt, medium scale; measured [MEM],
    /// the size the runtime has always used), proportional to the point size (`pointSize` is "the system font
    /// point size to use", Apple, and a symbol is drawn as text of that size), with the small scale about 20 %
    /// smaller and the large scale about 30 % larger than medium (Apple, NSImage.SymbolScale.small/.large).
    /// The weight changes the strokes, not the box, here (a measured guess: heavier weights are slightly wider).
    var imageSize: Size {
        let factor: Double
        switch scale {
        case "small": factor = 0.8
        case "large": factor = 1.3
        default: factor = 1
        }
        let side = 20 * resolvedPointSize / TextStyle.body.pointSize * factor
        return Size(width: side, height: side)
    }
}

/// `UIImage.SymbolConfiguration` as a script object.
final class SymbolConfigurationObject: NativeObject {
    let configuration: SymbolConfiguration

    init(_ configuration: SymbolConfiguration) {
        self.configuration = configuration
        super.init(className: "UIImage.SymbolConfiguration")
    }

    /// `init(pointSize:)`, `init(pointSize:weight:)`, `init(pointSize:weight:scale:)`, `init(textStyle:)`,
    /// `init(textStyle:scale:)`, `init(weight:)`, `init(scale:)`, `init(font:)`, `init(font:scale:)`.
    static func make(_ args: Args) -> SymbolConfigurationObject {
        var c = SymbolConfiguration()
        c.pointSize = args.double("pointSize")
        c.textStyle = Convert.caseName(args.named("textStyle"))
        if let font = Convert.font(args.named("font")) {
            c.pointSize = font.pointSize
            c.weight = font.weight.rawValue
        }
        if let weight = Convert.caseName(args.named("weight")), SymbolConfiguration.weights.contains(weight) { c.weight = weight }
        if let scale = Convert.caseName(args.named("scale")), SymbolConfiguration.scales.contains(scale) { c.scale = scale }
        return SymbolConfigurationObject(c)
    }

    static func configuration(_ value: Value?) -> SymbolConfiguration? {
        if case .object(let o)? = value, let c = o as? SymbolConfigurationObject { return c.configuration }
        return nil
    }

    override func respondsTo(_ name: String) -> Bool { true }

    override func get(_ name: String, _ rt: Runtime, loc: Loc) throws -> Value? {
        .object(self)
    }

    override func call(_ name: String, _ args: Args, _ rt: Runtime, loc: Loc, asSuper: Bool = false) throws -> Value? {
        switch name {
        case "applying":
            return .object(SymbolConfigurationObject(configuration.applying(SymbolConfigurationObject.configuration(args.first))))
        default:
            // Colour and variant configurations (`preferringMulticolor()`, `configurationWithoutPointSizeAndWeight()`)
            // change how a symbol is drawn, not its box.
            return .object(self)
        }
    }
}
