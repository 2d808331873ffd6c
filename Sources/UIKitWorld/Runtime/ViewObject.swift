import AutoLayout
import SwiftSubset
import TextMetrics

/// A UIView (or subclass) of lesson code, backed by an AutoLayout `View`.
package final class ViewObject: NativeObject {
    package let view: View
    unowned let runtime: Runtime
    /// Values of properties that don't affect layout and aren't drawn (see `inertProperties`).
    var inert: [String: Value] = [:]
    var gestureRecognizers: [GestureObject] = []
    lazy var layer = LayerObject(owner: self)
    lazy var textContainer = TextContainerObject(owner: self)
    lazy var titleLabelProxy = TitleLabelObject(owner: self)
    var image: ImageObject?
    var buttonConfiguration: ButtonConfigurationObject?
    /// Per-state content, preferred symbol configuration and configuration handler (ViewObject+ControlState).
    var controlState: ControlStateStorage?
    /// The attributed string last given to `attributedText` / `setAttributedTitle(_:for:)`, read back while the
    /// text is still its string.
    var attributedText: AttributedStringObject?

    package override func releaseReferences() {
        super.releaseReferences()
        inert.removeAll()
        gestureRecognizers.removeAll()
        image = nil
        buttonConfiguration = nil
        attributedText = nil
        controlState = nil
    }

    init(className: String, kind: ViewKind, runtime: Runtime, scriptClass: ScriptType? = nil) {
        view = View(kind: kind)
        view.className = className
        self.runtime = runtime
        super.init(className: className, scriptClass: scriptClass)
        runtime.viewObjects[ObjectIdentifier(view)] = self
        if runtime.interp.currentLoc.line > 0 { view.sourceLocation = runtime.sourceLocation(runtime.interp.currentLoc) }
        // A cell's content view is made with the cell: messages about it point where the cell is made.
        view.contentView?.sourceLocation = view.sourceLocation
        if kind == .activityIndicator {
            // hidesWhenStopped defaults to true and a new indicator is stopped, so it starts hidden.
            inert["hidesWhenStopped"] = .bool(true)
            view.isHidden = true
        }
    }

    /// Messages about the view point at the expression that made it (`Chip(80)`), not at whichever statement
    /// ran last: after another initializer returned, that can be a line inside its class.
    func locate(at loc: Loc, in runtime: Runtime) {
        if loc.line > 0 { view.sourceLocation = runtime.sourceLocation(loc) }
        view.contentView?.sourceLocation = view.sourceLocation
    }

    init(existing: View, runtime: Runtime) {
        view = existing
        self.runtime = runtime
        super.init(className: existing.className.hasPrefix("UI") ? existing.className : existing.kind.uiKitClassName)
    }

    /// The methods every view answers, by base name (from the API table, Runtime/API).
    static let methodNames: Set<String> = UIKitAPI.viewMethodNames

    override func respondsTo(_ name: String) -> Bool {
        AnchorNames.view[name] != nil || UIKitAPI.property(name, of: self) != nil || ViewObject.methodNames.contains(name)
            || isToolbar && UIKitAPI.toolbarMethodNames.contains(name)
    }

    var kind: ViewKind { view.kind }

    /// A UIToolbar is laid out as a plain view: its bar items and look only draw.
    var isToolbar: Bool { NativeClasses.isSubclass(className, of: "UIToolbar") }

    /// UIToolbar's standard height on an iPhone in portrait [MEM], what `sizeToFit()` gives it.
    static let toolbarHeight = 44.0

    override func nativeInit(_ args: Args, _ rt: Runtime, loc: Loc) throws {
        try viewInit(args, rt, loc: loc)
        if kind == .button, case .function(let action)? = args.named("primaryAction") { takeTitleAndImage(of: action) }
        if kind == .button, let type = Convert.caseName(args.named("type")),
           ["close", "infoLight", "infoDark", "contactAdd", "detailDisclosure"].contains(type) {
            // These draw a system glyph of their own size, which the preview does not know.
            rt.interp.warn("unsupported-api", "'UIButton(type: .\(type))' is not supported by the layout runtime; it is sized as an empty button (30 × 34)", at: loc)
        }
    }

    /// `UIButton(type:primaryAction:)` "sets the title and image to the action's title and image";
    /// `UIButton(configuration:primaryAction:)` copies them to the configuration (Apple).
    private func takeTitleAndImage(of action: Function) {
        if let c = buttonConfiguration {
            if let title = action.actionTitle { c.fields["title"] = .string(title) }
            if let image = action.actionImage { c.fields["image"] = image }
            c.apply(to: self)
        } else {
            takeNormalContent(title: action.actionTitle, image: action.actionImage)
        }
    }

    /// A method from the API table (Runtime/API): the first entry of the name that applies to this view and these
    /// arguments, then the invalidation the entry declares (as for a property's setter).
    override func call(_ name: String, _ args: Args, _ rt: Runtime, loc: Loc, asSuper: Bool = false) throws -> Value? {
        guard let entries = UIKitAPI.viewMethods[name] else { return nil }
        for entry in entries where entry.appliesTo?(self, args) ?? true {
            let result = try entry.run(self, args, rt, loc)
            if entry.invalidates.contains(.intrinsicSize) { rt.intrinsicSizeInvalidated.insert(ObjectIdentifier(self)) }
            return result
        }
        return nil
    }

    /// `attributedText = …` / `setAttributedTitle(_:for:)`: the string becomes the text, and the first run's
    /// attributes (font, colour, alignment) the view's; a plain value sets the text alone.
    func setAttributedText(_ value: Value, _ rt: Runtime, loc: Loc, what: String) {
        guard case .object(let o) = value, let attributed = o as? AttributedStringObject else {
            attributedText = nil
            setPlainText(Convert.string(value))
            return
        }
        // A copy, as UIKit's properties copy: later edits of a mutable string do not reach the view.
        attributedText = attributed.copy(as: "NSAttributedString")
        setPlainText(attributed.string)
        attributed.apply(to: self, rt, loc: loc, what: what)
    }

    private func setPlainText(_ text: String?) {
        if kind == .button, let c = buttonConfiguration {
            c.fields["title"] = text.map { .string($0) } ?? .nilValue
            c.apply(to: self)
        } else {
            view.text = text
        }
    }

    func anchor(_ attribute: LayoutAttribute) -> Value {
        .object(AnchorObject(item: view, attribute: attribute))
    }

    /// A property from the API table (Runtime/API): its getter, after the layout anchors (`topAnchor`).
    override func get(_ name: String, _ rt: Runtime, loc: Loc) throws -> Value? {
        if let attribute = AnchorNames.view[name] { return anchor(attribute) }
        guard let getter = UIKitAPI.property(name, of: self)?.get else { return nil }
        return try getter(self, rt, loc)
    }

    /// What a `.stored` property reads before code sets it.
    func inertDefault(_ name: String) -> Value {
        UIKitAPI.viewProperties[name]?.storedInitial ?? .nilValue
    }

    /// A property from the API table (Runtime/API): its setter, then the invalidation the entry declares. UIKit's own
    /// setters invalidate the intrinsic size they change, so a lesson override of intrinsicContentSize (a padded
    /// label's `super.intrinsicContentSize + insets`) is asked again.
    override func set(_ name: String, _ value: Value, _ rt: Runtime, loc: Loc) throws -> Bool {
        guard let entry = UIKitAPI.property(name, of: self), let setter = entry.set,
              try setter(self, value, rt, loc) else { return false }
        if entry.invalidates.contains(.intrinsicSize) { rt.intrinsicSizeInvalidated.insert(ObjectIdentifier(self)) }
        return true
    }

    /// The margins a read of `layoutMargins` gives: the ones the view's layoutMarginsGuide uses. A controller's
    /// root view has at least the system minimum, plus the safe area (so 16 at the sides on an iPhone in
    /// portrait, reference §7.7). Other views have what was set (8 by default), "but the values may be greater if
    /// the view is not fully inside the safe area or if the preservesSuperviewLayoutMargins property is true"
    /// (Apple, UIView.layoutMargins): plus their safe-area insets, and at least where the superview's margins
    /// reach in, as the last layout found them. A view outside the laid-out tree reads what was set.
    func reportedLayoutMargins(_ rt: Runtime) -> EdgeInsets {
        rt.engine.effectiveLayoutMargins(of: view)
    }

    /// A hosted controller's root view: code may move it (its size stays the screen's).
    func isMovableRoot(_ rt: Runtime) -> Bool {
        view === rt.canvas && rt.hostedController != nil
    }

}

extension Runtime {
    static func autoresizingMask(_ v: Value) -> AutoresizingMask {
        var names: [String] = []
        if case .array(let items) = v { names = items.compactMap { Convert.caseName($0) } }
        else if let n = Convert.caseName(v) { names = [n] }
        var mask: AutoresizingMask = []
        for n in names {
            switch n {
            case "flexibleWidth": mask.insert(.flexibleWidth)
            case "flexibleHeight": mask.insert(.flexibleHeight)
            case "flexibleLeftMargin": mask.insert(.flexibleLeftMargin)
            case "flexibleRightMargin": mask.insert(.flexibleRightMargin)
            case "flexibleTopMargin": mask.insert(.flexibleTopMargin)
            case "flexibleBottomMargin": mask.insert(.flexibleBottomMargin)
            default: break
            }
        }
        return mask
    }
}
