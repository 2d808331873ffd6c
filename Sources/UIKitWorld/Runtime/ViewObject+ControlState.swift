import AutoLayout
import LayoutFrames
import SwiftSubset

/// `UIControl.State` as UIKit's bit mask (UIControl.h): normal 0, highlighted 1 << 0, disabled 1 << 1,
/// selected 1 << 2, focused 1 << 3. A combination such as `[.selected, .highlighted]` is its own state.
enum ControlStateMask {
    static let normal = 0, highlighted = 1, disabled = 2, selected = 4, focused = 8

    static func from(_ value: Value?) -> Int {
        switch value {
        case nil: return normal
        case .array(let items)?: return items.reduce(normal) { $0 | from($1) }
        case .int(let raw)?: return raw
        default:
            switch Convert.caseName(value) {
            case "highlighted": return highlighted
            case "disabled": return disabled
            case "selected": return selected
            case "focused": return focused
            default: return normal
            }
        }
    }

    /// The state as a script value: `.normal`, one case, or an array of cases.
    static func value(_ mask: Int) -> Value {
        let names = [(highlighted, "highlighted"), (disabled, "disabled"), (selected, "selected"), (focused, "focused")]
            .filter { mask & $0.0 != 0 }.map(\.1)
        if names.isEmpty { return .plainCase("normal") }
        return names.count == 1 ? .plainCase(names[0]) : .array(names.map { .plainCase($0) })
    }
}

/// What a control keeps beyond its view: a button's content per `UIControl.State`, an image view's preferred
/// symbol configuration, a configuration button's update handler. Each per-state table is nil until the lesson
/// first sets a value of its kind, so a button whose title came another way keeps it.
final class ControlStateStorage {
    var titles: [Int: String]?
    var attributedTitles: [Int: AttributedStringObject]?
    var images: [Int: ImageObject]?
    var titleColors: [Int: String]?
    var backgroundImages: [Int: ImageObject]?
    /// `UIImageView.preferredSymbolConfiguration`, `UIButton.setPreferredSymbolConfiguration(_:forImageIn:)`.
    var preferredSymbolConfiguration: SymbolConfiguration?
    /// `UIButton.configurationUpdateHandler`, run whenever the button's state or configuration changes.
    var updateHandler: Value?
    var runningUpdate = false
    var settingConfiguration = false

    /// UIKit's rule for every per-state value: a state without its own value uses the normal state's
    /// ("If a title is not specified for a state, the default behavior is to use the title associated with the
    /// normal state", UIButton.setTitle(_:for:)). A combination falls back to normal too, not to its parts.
    static func lookup<T>(_ table: [Int: T]?, _ state: Int) -> T? {
        table?[state] ?? table?[ControlStateMask.normal]
    }

    static func store<T>(_ value: T?, _ state: Int, in table: inout [Int: T]?) {
        var t = table ?? [:]
        t[state] = value
        table = t
    }
}

extension ViewObject {
    var isControl: Bool { NativeClasses.isSubclass(className, of: "UIControl") }

    func controlStorage() -> ControlStateStorage {
        if let s = controlState { return s }
        let s = ControlStateStorage()
        controlState = s
        return s
    }

    /// `UIControl.state` from `isHighlighted`, `isEnabled` and `isSelected`.
    var currentControlState: Int {
        var state = ControlStateMask.normal
        if inert["isHighlighted"]?.asBool == true { state |= ControlStateMask.highlighted }
        if inert["isEnabled"]?.asBool == false { state |= ControlStateMask.disabled }
        if inert["isSelected"]?.asBool == true { state |= ControlStateMask.selected }
        return state
    }

    /// Whether a tap reaches the view: not a disabled control.
    package var acceptsTouches: Bool { !(isControl && inert["isEnabled"]?.asBool == false) }

    // MARK: images

    func setImage(_ value: Value) {
        if case .object(let o) = value, let img = o as? ImageObject { image = img } else { image = nil }
        refreshImage()
    }

    /// The symbol configuration laid over the image's own: the view's preferred one, else a configuration
    /// button's `preferredSymbolConfigurationForImage`.
    var preferredSymbolConfiguration: SymbolConfiguration? {
        controlState?.preferredSymbolConfiguration
            ?? SymbolConfigurationObject.configuration(buttonConfiguration?.fields["preferredSymbolConfigurationForImage"])
    }

    /// Gives the engine the shown image's name and size. `UIImage()` shows nothing and measures 0 × 0.
    func refreshImage() {
        guard let image else {
            view.imageName = nil
            view.imageSize = nil
            return
        }
        view.imageName = image.name.isEmpty ? nil : image.name
        view.imageSize = image.size(preferring: preferredSymbolConfiguration)
    }

    // MARK: state

    /// Shows what the button's per-state tables give for its current state: the title (an attributed title
    /// before a plain one, as UIKit draws it), the image and the title colour. The intrinsic size follows.
    func applyStateContent(_ rt: Runtime, loc: Loc) {
        guard kind == .button, buttonConfiguration == nil, let storage = controlState else { return }
        let state = currentControlState
        if storage.titles != nil || storage.attributedTitles != nil {
            if let attributed = ControlStateStorage.lookup(storage.attributedTitles, state) {
                attributedText = attributed
                view.text = attributed.string
                attributed.apply(to: self, rt, loc: loc, what: "attributed title")
            } else {
                attributedText = nil
                view.text = ControlStateStorage.lookup(storage.titles, state)
            }
        }
        if storage.images != nil {
            setImage(ControlStateStorage.lookup(storage.images, state).map { .object($0) } ?? .nilValue)
        }
        if storage.titleColors != nil {
            view.appearance.textColor = ControlStateStorage.lookup(storage.titleColors, state)
        }
        rt.intrinsicSizeInvalidated.insert(ObjectIdentifier(self))
    }

    /// Runs `configurationUpdateHandler` with the button, as UIKit does when its state or configuration changes
    /// (`setNeedsUpdateConfiguration()`); changes the handler makes to the configuration do not run it again.
    func runConfigurationUpdate(_ rt: Runtime, loc: Loc) throws {
        guard let storage = controlState, let handler = storage.updateHandler, !storage.runningUpdate else { return }
        storage.runningUpdate = true
        defer { storage.runningUpdate = false }
        _ = try rt.interp.callValue(handler, Args([.object(self)], [nil]), loc, name: "configurationUpdateHandler")
        rt.intrinsicSizeInvalidated.insert(ObjectIdentifier(self))
    }

    /// `changesSelectionAsPrimaryAction`: "the button's selection state toggles when tapped" (Apple, iOS 15),
    /// before its actions run, so they see the new state.
    func toggleSelectionIfPrimaryAction(_ rt: Runtime, loc: Loc) throws {
        guard kind == .button, inert["changesSelectionAsPrimaryAction"]?.asBool == true else { return }
        _ = try setControlState("isSelected", .bool(inert["isSelected"]?.asBool != true), rt, loc: loc)
        rt.layoutInputsChanged()
    }

    /// A legacy button made from a `UIAction`: its title and image are the button's `.normal` ones, as if set
    /// with `setTitle(_:for: .normal)` and `setImage(_:for: .normal)`.
    func takeNormalContent(title: String?, image: Value?) {
        let storage = controlStorage()
        if let title {
            ControlStateStorage.store(title, ControlStateMask.normal, in: &storage.titles)
            view.text = title
        }
        if case .object(let o)? = image, let image = o as? ImageObject {
            ControlStateStorage.store(image, ControlStateMask.normal, in: &storage.images)
            setImage(.object(image))
        }
    }

    /// Properties of control state, images and configuration updates; false when `name` is none of them here.
    func setControlState(_ name: String, _ value: Value, _ rt: Runtime, loc: Loc) throws -> Bool {
        switch name {
        case "isSelected", "isEnabled", "isHighlighted":
            guard isControl else { return false }
            inert[name] = .bool(Convert.bool(value))
            applyStateContent(rt, loc: loc)
            try runConfigurationUpdate(rt, loc: loc)
            return true
        case "changesSelectionAsPrimaryAction" where kind == .button:
            // The button is tappable for its own sake: a tap toggles its selection (performTap).
            inert[name] = .bool(Convert.bool(value))
            if Convert.bool(value), !rt.tapHandlers.contains(where: { $0.view === self }) {
                rt.registerTap(self, target: nil, selector: nil, block: nil)
            }
            return true
        case "preferredSymbolConfiguration" where kind == .imageView:
            controlStorage().preferredSymbolConfiguration = SymbolConfigurationObject.configuration(value)
            rt.intrinsicSizeInvalidated.insert(ObjectIdentifier(self))
            refreshImage()
            return true
        case "configurationUpdateHandler" where kind == .button:
            controlStorage().updateHandler = value.isNil ? nil : value
            try runConfigurationUpdate(rt, loc: loc)
            return true
        case "configuration" where kind == .button:
            // A new configuration asks for a configuration update, after the button has taken it.
            guard let storage = controlState, storage.updateHandler != nil, !storage.settingConfiguration else { return false }
            storage.settingConfiguration = true
            defer { storage.settingConfiguration = false }
            _ = try set(name, value, rt, loc: loc)
            try runConfigurationUpdate(rt, loc: loc)
            return true
        default:
            return false
        }
    }

    func controlStateGet(_ name: String) -> Value? {
        switch name {
        case "currentTitle" where kind == .button && buttonConfiguration == nil:
            return view.text.map { .string($0) } ?? .nilValue
        case "currentImage" where kind == .button:
            return image.map { .object($0) } ?? .nilValue
        case "currentTitleColor" where kind == .button:
            return .object(ColorObject(css: view.appearance.textColor ?? view.appearance.tintColor ?? "system:systemBlue"))
        case "currentAttributedTitle" where kind == .button:
            return attributedText.map { .object($0) } ?? .nilValue
        case "currentBackgroundImage" where kind == .button:
            return ControlStateStorage.lookup(controlState?.backgroundImages, currentControlState).map { .object($0) } ?? .nilValue
        case "state" where isControl:
            return ControlStateMask.value(currentControlState)
        case "preferredSymbolConfiguration" where kind == .imageView:
            return controlState?.preferredSymbolConfiguration.map { .object(SymbolConfigurationObject($0)) } ?? .nilValue
        case "configurationUpdateHandler" where kind == .button:
            return controlState?.updateHandler ?? .nilValue
        default:
            return nil
        }
    }

    // MARK: frames

    /// UIPageControl's dot colours while the lesson sets none: "an opaque white for the current page indicator
    /// dot" and "a translucent white" for the others (Apple, currentPageIndicatorTintColor and
    /// pageIndicatorTintColor). The translucent white's alpha is not documented; 0.5 is a measured guess [MEM].
    static let defaultCurrentPageIndicatorTintColor = "#ffffff"
    static let defaultPageIndicatorTintColor = "rgba(255, 255, 255, 0.5)"

    /// The image, control-state and page-indicator fields of the view's frames style.
    package func recordImageAndControlState(into s: inout ViewStyle) {
        if let insets = overlayTextInsets { s.textInsets = insets }
        if let image, view.imageName != nil {
            if image.isSymbol {
                let configuration = image.symbolConfiguration.applying(preferredSymbolConfiguration)
                s.symbolPointSize = configuration.reportedPointSize
                s.symbolWeight = configuration.weight
                s.symbolScale = configuration.scale
            }
            // `withTintColor(_:)` draws the image in its own colour; on a button only when the button has no tint
            // of its own, since the tint also colours a system button's title.
            if let tint = image.tintColor, kind == .imageView || s.tintColor == nil { s.tintColor = tint }
            // UIView's default content mode is scaleToFill, which stretches an image to the view.
            let mode = Convert.caseName(inert["contentMode"])
            s.contentMode = kind == .imageView ? mode ?? "scaleToFill" : mode
        }
        if inert["isSelected"]?.asBool == true || inert["isEnabled"]?.asBool == false, isControl {
            if inert["isSelected"]?.asBool == true { s.isSelected = true }
            if inert["isEnabled"]?.asBool == false { s.isEnabled = false }
        }
        if kind == .pageControl {
            s.pageIndicatorTintColor = Convert.color(inert["pageIndicatorTintColor"]) ?? ViewObject.defaultPageIndicatorTintColor
            s.currentPageIndicatorTintColor = Convert.color(inert["currentPageIndicatorTintColor"])
                ?? ViewObject.defaultCurrentPageIndicatorTintColor
        }
    }
}
