import AutoLayout
import SwiftSubset
import TextMetrics

/// UIColor: a CSS color, or `system:<name>` for UIKit's dynamic system colors.
final class ColorObject: NativeObject {
    var css: String

    init(css: String) {
        self.css = css
        super.init(className: "UIColor")
    }

    convenience init(system name: String) {
        let fixed: [String: String] = ["white": "#ffffff", "black": "#000000", "clear": "transparent",
                                       "red": "#ff0000", "green": "#00ff00", "blue": "#0000ff",
                                       "yellow": "#ffff00", "orange": "#ff8000", "purple": "#800080",
                                       "brown": "#996633", "cyan": "#00ffff", "magenta": "#ff00ff",
                                       "gray": "#808080", "darkGray": "#555555", "lightGray": "#aaaaaa"]
        self.init(css: fixed[name] ?? "system:\(name)")
    }

    static func make(_ args: Args, loc: Loc) throws -> ColorObject {
        // Components clamp to 0…1 (NaN counts as 0), so the CSS numbers below are always small finite integers.
        func clamp(_ d: Double) -> Double { d.isNaN ? 0 : min(1, max(0, d)) }
        func c(_ label: String) -> Double { clamp(args.double(label) ?? 0) }
        let alpha = clamp(args.double("alpha") ?? 1)
        if args.named("red") != nil {
            let r = Int((c("red") * 255).rounded()), g = Int((c("green") * 255).rounded()), b = Int((c("blue") * 255).rounded())
            return ColorObject(css: alpha == 1 ? "rgb(\(r), \(g), \(b))" : "rgba(\(r), \(g), \(b), \(Operators.formatDouble(alpha)))")
        }
        if args.named("white") != nil {
            let w = Int((c("white") * 255).rounded())
            return ColorObject(css: alpha == 1 ? "rgb(\(w), \(w), \(w))" : "rgba(\(w), \(w), \(w), \(Operators.formatDouble(alpha)))")
        }
        if args.double("hue") != nil {
            let hue = c("hue")
            return ColorObject(css: "hsla(\(Int(hue * 360)), \(Int(c("saturation") * 100))%, \(Int(c("brightness") * 50))%, \(Operators.formatDouble(alpha)))")
        }
        if case .function(let f)? = args.first, args.labels.first == "dynamicProvider" {
            _ = f
            return ColorObject(css: "system:label")
        }
        if let name = args.named("named")?.asString { return ColorObject(css: "named:\(name)") }
        return ColorObject(css: "#000000")
    }

    func withAlpha(_ requested: Double) -> ColorObject {
        let alpha = requested.isNaN ? 0 : min(1, max(0, requested))
        return ColorObject(css: css.hasPrefix("system:") || css.hasPrefix("named:") ? "\(css)@\(Operators.formatDouble(alpha))"
                    : "color-mix(in srgb, \(css) \(Int((alpha * 100).rounded()))%, transparent)")
    }

    override func respondsTo(_ name: String) -> Bool { ["cgColor", "withAlphaComponent"].contains(name) }
    override func get(_ name: String, _ rt: Runtime, loc: Loc) throws -> Value? {
        name == "cgColor" || name == "ciColor" ? .object(self) : nil
    }
    override func call(_ name: String, _ args: Args, _ rt: Runtime, loc: Loc, asSuper: Bool = false) throws -> Value? {
        switch name {
        case "withAlphaComponent": return .object(withAlpha(args.first?.asDouble ?? 1))
        case "resolvedColor": return .object(self)
        default: return nil
        }
    }
    override func nativeInit(_ args: Args, _ rt: Runtime, loc: Loc) throws {
        css = try ColorObject.make(args, loc: loc).css
    }
}

/// UIFont.
final class FontObject: NativeObject {
    var font: Font
    init(font: Font) {
        self.font = font
        super.init(className: "UIFont")
    }

    static func weight(_ v: Value?) -> FontWeight {
        if let name = Convert.caseName(v), let w = FontWeight(rawValue: name) { return w }
        if let raw = v?.asDouble { return FontWeight.nearest(toUIKitRawValue: raw) }
        return .regular
    }

    static func make(_ name: String, _ args: Args, loc: Loc) throws -> FontObject {
        let size = args.double("ofSize") ?? args.double("size") ?? Font.defaultLabelSize
        if name == "init", case .object(let o)? = args.named("descriptor"), let descriptor = o as? FontObject {
            // UIFont(descriptor:size:): the descriptor's face (weight, italic); "If you specify 0.0 for this
            // parameter, the font size specified in the descriptor is used" (Apple, init(descriptor:size:)).
            var font = descriptor.font
            if size > 0 || size.isNaN { font.pointSize = Font(pointSize: size).pointSize }
            return FontObject(font: font)
        }
        switch name {
        case "systemFont", "monospacedDigitSystemFont", "monospacedSystemFont", "init":
            if args.named("name") != nil {
                return FontObject(font: Font.system(size: size))
            }
            return FontObject(font: Font.system(size: size, weight: weight(args.named("weight"))))
        case "boldSystemFont": return FontObject(font: Font.boldSystem(size: size))
        case "italicSystemFont": return FontObject(font: Font.italicSystem(size: size))
        case "preferredFont":
            let style = Convert.caseName(args.named("forTextStyle")) ?? "body"
            return FontObject(font: Font.preferred(TextStyle(rawValue: style) ?? .body))
        default:
            throw ScriptError("unsupported-api", "'UIFont.\(name)' is not supported by the layout runtime", at: loc)
        }
    }

    override func respondsTo(_ name: String) -> Bool {
        ["pointSize", "withSize", "lineHeight", "fontDescriptor", "symbolicTraits", "withSymbolicTraits", "withTraits"].contains(name)
    }
    override func get(_ name: String, _ rt: Runtime, loc: Loc) throws -> Value? {
        switch name {
        case "pointSize": return .double(font.pointSize)
        case "lineHeight": return .double(font.pointSize * 1.2)
        case "fontDescriptor": return .object(self)
        case "symbolicTraits":
            // `.traitBold` for bold and heavier faces (the weights the trait makes), `.traitItalic` for italics.
            var traits: [Value] = []
            if font.weight.cssWeight >= 700 { traits.append(.plainCase("traitBold")) }
            if font.isItalic { traits.append(.plainCase("traitItalic")) }
            return .array(traits)
        default: return nil
        }
    }
    override func call(_ name: String, _ args: Args, _ rt: Runtime, loc: Loc, asSuper: Bool = false) throws -> Value? {
        switch name {
        case "withSize":
            var f = font
            f.pointSize = args.first?.asDouble ?? f.pointSize
            return .object(FontObject(font: f))
        case "withTraits", "withSymbolicTraits":
            // A descriptor (the runtime's descriptor is the font itself) with these symbolic traits, which
            // replace the current ones as in UIKit: `.traitBold` makes the face bold, `.traitItalic` italic.
            var names: [String] = []
            if case .array(let items)? = args.first { names = items.compactMap { Convert.caseName($0) } }
            else if let n = Convert.caseName(args.first) { names = [n] }
            var f = font
            let wasBold = f.weight == .bold
            f.weight = names.contains("traitBold") ? .bold : (wasBold ? .regular : f.weight)
            f.isItalic = names.contains("traitItalic")
            return .object(FontObject(font: f))
        default: return nil
        }
    }
}

/// UIFontMetrics (`UIFontMetrics(forTextStyle:)`, `.default`). The preview keeps Dynamic Type at the default
/// Large size, where every text style's scale is 1: a scaled font is the font itself (capped by
/// `maximumPointSize:`), a scaled value the value.
final class FontMetricsObject: NativeObject {
    init() { super.init(className: "UIFontMetrics") }
    override func respondsTo(_ name: String) -> Bool { ["scaledFont", "scaledValue"].contains(name) }
    override func call(_ name: String, _ args: Args, _ rt: Runtime, loc: Loc, asSuper: Bool = false) throws -> Value? {
        switch name {
        case "scaledFont":
            guard var font = Convert.font(args.named("for")) else {
                throw ScriptError("type-mismatch", "scaledFont(for:) expects a UIFont", at: loc)
            }
            if let cap = args.double("maximumPointSize"), cap > 0 { font.pointSize = min(font.pointSize, cap) }
            return .object(FontObject(font: font))
        case "scaledValue":
            guard let value = args.named("for")?.asDouble else {
                throw ScriptError("type-mismatch", "scaledValue(for:) expects a number", at: loc)
            }
            return .double(value)
        default:
            return nil
        }
    }
}

/// A gesture recognizer with its target/action pairs.
final class GestureObject: NativeObject {
    var actions: [(target: Value?, selector: String?)] = []

    override func releaseReferences() {
        super.releaseReferences()
        actions.removeAll()
    }
    weak var view: ViewObject?
    var attached = false

    init(className: String, target: Value?, selector: String?) {
        super.init(className: className)
        if target != nil || selector != nil { actions.append((target, selector)) }
    }

    override func respondsTo(_ name: String) -> Bool {
        ["addTarget", "view", "state", "numberOfTapsRequired", "cancelsTouchesInView", "delegate", "direction",
         "location", "translation", "minimumPressDuration"].contains(name)
    }
    override func get(_ name: String, _ rt: Runtime, loc: Loc) throws -> Value? {
        switch name {
        case "view": return view.map { .object($0) } ?? .nilValue
        case "state": return .plainCase("ended")
        default: return fields[name] ?? (respondsTo(name) ? .nilValue : nil)
        }
    }
    override func set(_ name: String, _ value: Value, _ rt: Runtime, loc: Loc) throws -> Bool {
        fields[name] = value
        return true
    }
    override func call(_ name: String, _ args: Args, _ rt: Runtime, loc: Loc, asSuper: Bool = false) throws -> Value? {
        switch name {
        case "addTarget":
            actions.append((args.first, args.named("action")?.asString))
            if attached, let v = view { rt.registerTap(v, target: args.first, selector: args.named("action")?.asString, block: nil) }
            return .void
        case "location", "translation", "velocity":
            return Geometry.point(0, 0)
        case "setTranslation", "require":
            return .void
        default: return nil
        }
    }
    override func nativeInit(_ args: Args, _ rt: Runtime, loc: Loc) throws {
        if args.named("target") != nil || args.named("action") != nil {
            actions.append((args.named("target"), args.named("action")?.asString))
        }
    }
}

/// A part of a view that lesson code reaches through it (`view.layer`, `textView.textContainer`,
/// `button.titleLabel`): it answers every member and keeps what it does not model.
class ViewPartObject: NativeObject {
    unowned let owner: ViewObject
    init(owner: ViewObject, className: String) {
        self.owner = owner
        super.init(className: className)
    }
    override func respondsTo(_ name: String) -> Bool { true }
}

/// `textView.textContainer` (NSTextContainer): `lineFragmentPadding` shapes the text view's size; its other
/// properties are kept and read back.
final class TextContainerObject: ViewPartObject {
    init(owner: ViewObject) { super.init(owner: owner, className: "NSTextContainer") }
    override func get(_ name: String, _ rt: Runtime, loc: Loc) throws -> Value? {
        switch name {
        case "lineFragmentPadding": return .double(owner.view.lineFragmentPadding)
        default: return fields[name] ?? .nilValue
        }
    }
    override func set(_ name: String, _ value: Value, _ rt: Runtime, loc: Loc) throws -> Bool {
        switch name {
        case "lineFragmentPadding":
            guard let padding = value.asDouble, padding.isFinite, padding >= 0 else {
                throw ScriptError("type-mismatch", "lineFragmentPadding expects a finite number of points ≥ 0", at: loc)
            }
            owner.view.lineFragmentPadding = padding
        default: fields[name] = value
        }
        return true
    }
    override func call(_ name: String, _ args: Args, _ rt: Runtime, loc: Loc, asSuper: Bool = false) throws -> Value? {
        .void
    }
}

/// `view.layer`: drawing properties of the view, kept in its appearance.
final class LayerObject: ViewPartObject {
    init(owner: ViewObject) { super.init(owner: owner, className: "CALayer") }
    /// A property from the layer's API table (Runtime/API/LayerAPI.swift); any other is kept as set.
    override func get(_ name: String, _ rt: Runtime, loc: Loc) throws -> Value? {
        if let getter = LayerAPI.byName[name]?.get { return try getter(owner, rt, loc) }
        return fields[name] ?? .nilValue
    }
    override func set(_ name: String, _ value: Value, _ rt: Runtime, loc: Loc) throws -> Bool {
        if let setter = LayerAPI.byName[name]?.set { return try setter(owner, value, rt, loc) }
        fields[name] = value
        return true
    }
    override func call(_ name: String, _ args: Args, _ rt: Runtime, loc: Loc, asSuper: Bool = false) throws -> Value? {
        .void
    }
}

/// `button.titleLabel` / `cell.textLabel`: forwards text properties to the owning view.
final class TitleLabelObject: ViewPartObject {
    init(owner: ViewObject) { super.init(owner: owner, className: "UILabel") }
    override func get(_ name: String, _ rt: Runtime, loc: Loc) throws -> Value? {
        try owner.get(name, rt, loc: loc) ?? .nilValue
    }
    override func set(_ name: String, _ value: Value, _ rt: Runtime, loc: Loc) throws -> Bool {
        if try owner.set(name, value, rt, loc: loc) { return true }
        fields[name] = value
        return true
    }
}

/// UIButton.Configuration (iOS 15).
final class ButtonConfigurationObject: NativeObject {
    let style: String
    /// The button this configuration was last given to: `button.configuration?.title = "…"` changes the
    /// configuration in place, and UIKit writes the copy back to the button, so the button follows.
    weak var owner: ViewObject?
    init(style: String) {
        self.style = style
        super.init(className: "UIButton.Configuration")
    }
    override func respondsTo(_ name: String) -> Bool { true }

    /// UIButton.Configuration is a struct: a button keeps its own copy of what it was given, and a variable
    /// holds its own copy of what it was assigned (`var copy = button.configuration` changes nothing until it is
    /// assigned back).
    func copied() -> ButtonConfigurationObject {
        let copy = ButtonConfigurationObject(style: style)
        copy.fields = fields
        return copy
    }

    /// A copy that belongs to `button`: changes made through `button.configuration?.title = …` reach it.
    func copied(for button: ViewObject) -> ButtonConfigurationObject {
        let copy = copied()
        copy.owner = button
        return copy
    }

    override func get(_ name: String, _ rt: Runtime, loc: Loc) throws -> Value? { fields[name] ?? .nilValue }
    override func set(_ name: String, _ value: Value, _ rt: Runtime, loc: Loc) throws -> Bool {
        fields[name] = value
        // UIKit changes the title font and content insets for a button size other than .medium, and puts
        // titlePadding between title and subtitle: neither is modelled.
        if name == "buttonSize", let size = Convert.caseName(value), size != "medium" {
            rt.interp.warn("unsupported-api", "'UIButton.Configuration.buttonSize = .\(size)' is not supported by the layout runtime; the button is sized as .medium", at: loc)
        }
        if name == "titlePadding", let padding = value.asDouble, padding != 0 {
            rt.interp.warn("unsupported-api", "'UIButton.Configuration.titlePadding' is not supported by the layout runtime; the subtitle sits directly under the title", at: loc)
        }
        if let owner, owner.buttonConfiguration === self { apply(to: owner) }
        return true
    }

    func apply(to button: ViewObject) {
        let v = button.view
        v.buttonStyle = ButtonStyle(rawValue: style) ?? .plain
        if let title = fields["title"] { v.text = Convert.string(title) }
        if let subtitle = fields["subtitle"] { v.buttonSubtitle = Convert.string(subtitle) }
        if let padding = fields["imagePadding"] { v.buttonImagePadding = padding.asDouble }
        if let placement = fields["imagePlacement"] {
            v.buttonImagePlacement = ButtonImagePlacement(rawValue: Convert.caseName(placement) ?? "") ?? .leading
        }
        if let insets = fields["contentInsets"], let i = Geometry.toInsets(insets) { v.contentEdgeInsets = i }
        // The configuration is a value: one without a line-break mode has the default (word wrapping).
        let lineBreak = fields["titleLineBreakMode"].map { Convert.lineBreakMode($0) }
        if v.buttonTitleLineBreakMode != lineBreak { v.buttonTitleLineBreakMode = lineBreak }
        let subtitleLineBreak = fields["subtitleLineBreakMode"].map { Convert.lineBreakMode($0) }
        if v.buttonSubtitleLineBreakMode != subtitleLineBreak { v.buttonSubtitleLineBreakMode = subtitleLineBreak }
        if let color = fields["baseBackgroundColor"] { v.appearance.backgroundColor = Convert.color(color) }
        if let color = fields["baseForegroundColor"] { v.appearance.textColor = Convert.color(color) }
        if let image = fields["image"] { button.setImage(image) }
        if case .function(let transform)? = fields["titleTextAttributesTransformer"] {
            applyTitleTransformer(transform, to: button)
        }
    }

    /// Runs `titleTextAttributesTransformer` on the title's attributes (an AttributeContainer holding the font
    /// the title would have) and gives the title the font it returns: the usual way to set a configuration
    /// button's title font.
    private func applyTitleTransformer(_ transform: Function, to button: ViewObject) {
        let v = button.view
        let current = v.font == Font.systemButtonTitle ? Font.label : v.font
        let incoming = Value.structure(StructValue("AttributeContainer", [("font", .object(FontObject(font: current)))]))
        let rt = button.runtime
        guard let outgoing = try? rt.interp.callValue(.function(transform), Args([incoming], [nil]),
                                                       rt.interp.currentLoc, name: "titleTextAttributesTransformer"),
              case .structure(let container) = outgoing,
              case .object(let o)? = container.fields["font"], let font = (o as? FontObject)?.font else { return }
        v.font = font
    }
}

/// `DispatchQueue.main`.
final class DispatchQueueObject: NativeObject {
    init() { super.init(className: "DispatchQueue") }
    override func respondsTo(_ name: String) -> Bool { ["async", "asyncAfter", "sync"].contains(name) }
    override func call(_ name: String, _ args: Args, _ rt: Runtime, loc: Loc, asSuper: Bool = false) throws -> Value? {
        guard let body = args.values.last, case .function = body else { return .void }
        switch name {
        case "async":
            rt.pendingMain.append((body, loc))
        case "asyncAfter":
            let delay = args.named("deadline")?.asDouble ?? args.named("wallDeadline")?.asDouble ?? 0
            rt.pendingAfter.append((delay, body, loc))
        case "sync":
            _ = try rt.interp.callValue(body, .none, loc, name: "sync")
        default:
            return nil
        }
        return .void
    }
}
