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

    static let propertyNames: Set<String> = Set([
        "frame", "bounds", "center", "isHidden", "alpha", "backgroundColor", "tintColor", "clipsToBounds",
        "translatesAutoresizingMaskIntoConstraints", "layoutMargins", "directionalLayoutMargins",
        "insetsLayoutMarginsFromSafeArea", "layer", "superview", "subviews", "safeAreaLayoutGuide",
        "layoutMarginsGuide", "keyboardLayoutGuide", "readableContentGuide", "safeAreaInsets", "snp", "transform",
        "intrinsicContentSize", "constraints", "hasAmbiguousLayout", "window", "gestureRecognizers", "text", "font", "textColor",
        "numberOfLines", "textAlignment", "lineBreakMode", "preferredMaxLayoutWidth", "attributedText", "placeholder",
        "image", "titleLabel", "configuration", "contentEdgeInsets", "isOn", "progress", "numberOfPages",
        "currentPage", "axis", "spacing", "distribution", "alignment", "arrangedSubviews",
        "isLayoutMarginsRelativeArrangement", "isBaselineRelativeArrangement", "contentInset", "contentSize",
        "contentOffset", "contentLayoutGuide", "frameLayoutGuide", "adjustedContentInset", "contentView",
        "textLabel", "detailTextLabel", "imageView", "style", "color", "layoutGuides", "traitCollection",
        "isAnimating", "textContainerInset", "textContainer", "layoutMarginsDidChange", "effect", "borderStyle", "isScrollEnabled",
        "contentInsetAdjustmentBehavior", "autoresizingMask", "preservesSuperviewLayoutMargins", "isPagingEnabled",
        "titleColor", "currentTitle", "snp_top", "isFirstResponder", "isEditing", "canBecomeFirstResponder",
        "numberOfSegments", "selectedSegmentIndex", "apportionsSegmentWidthsByContent",
    ]).union(AnchorNames.view.keys)

    static let methodNames: Set<String> = [
        "addSubview", "insertSubview", "removeFromSuperview", "bringSubviewToFront", "sendSubviewToBack",
        "layoutIfNeeded", "setNeedsLayout", "constraintsAffectingLayout", "setNeedsUpdateConstraints", "updateConstraintsIfNeeded",
        "layoutSubviews", "updateConstraints", "setContentHuggingPriority", "setContentCompressionResistancePriority",
        "contentHuggingPriority", "contentCompressionResistancePriority", "addGestureRecognizer",
        "removeGestureRecognizer", "addLayoutGuide", "removeLayoutGuide", "addConstraint", "addConstraints",
        "removeConstraint", "removeConstraints", "systemLayoutSizeFitting", "sizeToFit", "sizeThatFits",
        "isDescendant", "viewWithTag", "setNeedsDisplay", "addTarget", "removeTarget", "addAction",
        "sendActions", "becomeFirstResponder", "resignFirstResponder", "endEditing", "setTitle", "setTitleColor",
        "setImage", "setBackgroundImage", "setAttributedTitle", "title", "addArrangedSubview",
        "insertArrangedSubview", "removeArrangedSubview", "setCustomSpacing", "customSpacing", "startAnimating",
        "stopAnimating", "setOn", "setProgress", "setContentOffset", "scrollRectToVisible", "convert",
        "didMoveToSuperview", "didMoveToWindow", "willMove", "traitCollectionDidChange", "draw",
        "invalidateIntrinsicContentSize", "layoutMarginsDidChange", "safeAreaInsetsDidChange", "setNeedsFocusUpdate",
        "insertSegment", "setTitleShadowColor", "removeAllSegments", "exchangeSubview", "setEnabled",
        "prepareForReuse", "setSelected", "setHighlighted", "hitTest", "point", "register", "reloadData",
        "dequeueReusableCell", "setNeedsUpdateConfiguration", "updateConfiguration", "removeSegment",
        "titleForSegment", "imageForSegment",
    ]

    override func respondsTo(_ name: String) -> Bool {
        ViewObject.propertyNames.contains(name) || ViewObject.methodNames.contains(name) || inertProperties.contains(name)
            || ViewObject.controlStateMembers.contains(name)
            || isToolbar && (ViewObject.toolbarProperties.contains(name) || name == "setItems")
    }

    var kind: ViewKind { view.kind }

    /// A UIToolbar is laid out as a plain view: its bar items and look only draw.
    var isToolbar: Bool { NativeClasses.isSubclass(className, of: "UIToolbar") }
    static let toolbarProperties: Set<String> = ["items", "barStyle", "isTranslucent", "barTintColor"]

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

    override func call(_ name: String, _ args: Args, _ rt: Runtime, loc: Loc, asSuper: Bool = false) throws -> Value? {
        if let result = try controlStateCall(name, args, rt, loc: loc) { return result }
        if name == "setAttributedTitle", kind == .button {
            setAttributedText(args.first ?? .nilValue, rt, loc: loc, what: "attributed title")
            return .void
        }
        if name == "setItems", isToolbar {
            inert["items"] = args.first ?? .nilValue
            return .void
        }
        if let result = try segmentCall(name, args, rt, loc: loc) { return result }
        return try viewCall(name, args, rt, loc: loc)
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

    override func get(_ name: String, _ rt: Runtime, loc: Loc) throws -> Value? {
        if let attribute = AnchorNames.view[name] { return anchor(attribute) }
        if let value = controlStateGet(name) { return value }
        switch name {
        case "frame":
            if isMovableRoot(rt) {
                return Geometry.rect(Rect(x: rt.rootOffset.x, y: rt.rootOffset.y, width: view.frame.width, height: view.frame.height))
            }
            return Geometry.rect(view.frame)
        case "bounds": return Geometry.rect(view.bounds)
        case "center":
            if isMovableRoot(rt) { return Geometry.point(rt.rootOffset.x + view.frame.width / 2, rt.rootOffset.y + view.frame.height / 2) }
            return Geometry.point(view.frame.midX, view.frame.midY)
        case "isHidden": return .bool(view.isHidden)
        case "alpha": return .double(view.alpha)
        case "backgroundColor": return view.appearance.backgroundColor.map { .object(ColorObject(css: $0)) } ?? .nilValue
        case "tintColor": return .object(ColorObject(css: view.appearance.tintColor ?? "system:systemBlue"))
        case "textColor": return .object(ColorObject(css: view.appearance.textColor ?? "system:label"))
        case "clipsToBounds": return .bool(view.clipsToBounds)
        case "translatesAutoresizingMaskIntoConstraints": return .bool(view.translatesAutoresizingMaskIntoConstraints)
        case "layoutMargins": return Geometry.insets(reportedLayoutMargins(rt))
        case "directionalLayoutMargins":
            let m = reportedLayoutMargins(rt)
            return Geometry.directionalInsets(top: m.top, leading: m.left, bottom: m.bottom, trailing: m.right)
        case "insetsLayoutMarginsFromSafeArea": return .bool(view.insetsLayoutMarginsFromSafeArea)
        case "preservesSuperviewLayoutMargins": return .bool(view.preservesSuperviewLayoutMargins)
        case "layer": return .object(layer)
        case "textContainer" where kind == .textView: return .object(textContainer)
        case "superview": return view.superview.map { .object(rt.object(for: $0)) } ?? .nilValue
        case "subviews": return .array(view.subviews.map { .object(rt.object(for: $0)) })
        case "window":
            return view.superview == nil || !rt.isInWindow(view) ? .nilValue : .object(rt.object(for: rt.canvas))
        case "safeAreaLayoutGuide": return .object(rt.object(for: view.safeAreaLayoutGuide))
        case "layoutMarginsGuide": return .object(rt.object(for: view.layoutMarginsGuide))
        case "readableContentGuide": return .object(rt.object(for: view.readableContentGuide))
        case "keyboardLayoutGuide": return .object(rt.object(for: view.keyboardLayoutGuide))
        case "contentLayoutGuide": return .object(rt.object(for: view.contentLayoutGuide))
        case "frameLayoutGuide": return .object(rt.object(for: view.frameLayoutGuide))
        case "layoutGuides": return .array(view.layoutGuides.map { .object(rt.object(for: $0)) })
        case "safeAreaInsets": return Geometry.insets(rt.safeAreaInsets(of: view))
        case "snp": return .object(SnapDSLObject(item: view, owner: self))
        case "transform": return Geometry.transform(view.appearance.transform.components)
        case "intrinsicContentSize":
            let s = rt.engine.intrinsicContentSize(of: view)
            return Geometry.size(s.width, s.height)
        case "constraints": return .array(view.constraints.map { .object(rt.object(for: $0)) })
        // As the last layout found it (UIKit asks its engine; here the pass that reported `ambiguous`).
        case "hasAmbiguousLayout": return .bool(rt.engine.ambiguousViews.contains(ObjectIdentifier(view)))
        case "gestureRecognizers": return .array(gestureRecognizers.map { .object($0) })
        case "traitCollection": return rt.traitCollection()
        // Text
        case "text", "currentTitle":
            if kind == .button, let c = buttonConfiguration { return c.fields["title"] ?? .nilValue }
            return view.text.map { .string($0) } ?? .nilValue
        case "attributedText":
            guard let text = view.text else { return .nilValue }
            if let a = attributedText, a.string == text { return .object(a) }
            return .object(AttributedStringObject(className: "NSAttributedString", string: text,
                                                  attributes: ["font": .object(FontObject(font: view.font))]))
        case "font": return .object(FontObject(font: view.font))
        case "numberOfLines": return .int(view.numberOfLines)
        case "textAlignment": return .plainCase(view.textAlignment.rawValue)
        case "lineBreakMode": return .plainCase(view.lineBreakMode.rawValue)
        case "preferredMaxLayoutWidth": return .double(view.preferredMaxLayoutWidth)
        case "placeholder": return view.placeholder.map { .string($0) } ?? .nilValue
        case "image": return image.map { .object($0) } ?? .nilValue
        case "titleLabel", "textLabel": return .object(titleLabelProxy)
        case "imageView": return .object(self)
        case "configuration": return buttonConfiguration.map { .object($0) } ?? .nilValue
        case "contentEdgeInsets": return Geometry.insets(view.contentEdgeInsets ?? .zero)
        case "textContainerInset": return Geometry.insets(view.textContainerInset)
        case "isOn": return .bool(view.isOn)
        case "progress": return .double(view.progress)
        case "numberOfPages": return .int(view.numberOfPages)
        case "currentPage": return .int(view.currentPage)
        case "isAnimating": return .bool(inert["isAnimating"]?.asBool ?? false)
        case "style" where kind == .activityIndicator:
            // The size-bearing case (`.whiteLarge` reads as `.large`, the style it draws as).
            return .plainCase(view.activityIndicatorStyle.rawValue)
        case "numberOfSegments": return .int(view.segments.count)
        case "selectedSegmentIndex": return .int(view.selectedSegmentIndex)
        case "apportionsSegmentWidthsByContent": return .bool(view.apportionsSegmentWidthsByContent)
        case "isScrollEnabled": return .bool(view.isScrollEnabled)
        case "isFirstResponder": return .bool(rt.firstResponder === self)
        case "isEditing" where kind == .textField: return .bool(rt.firstResponder === self)
        case "canBecomeFirstResponder": return .bool(rt.nativeCanBecomeFirstResponder(self))
        // Stack view
        case "axis": return .plainCase(view.axis == .vertical ? "vertical" : "horizontal")
        case "spacing": return .double(view.spacing)
        case "distribution": return .plainCase(Convert.name(of: view.distribution))
        case "alignment": return .plainCase(Convert.name(of: view.alignment))
        case "arrangedSubviews": return .array(view.arrangedSubviews.map { .object(rt.object(for: $0)) })
        case "isLayoutMarginsRelativeArrangement": return .bool(view.isLayoutMarginsRelativeArrangement)
        case "isBaselineRelativeArrangement": return .bool(view.isBaselineRelativeArrangement)
        // Scroll view
        case "contentInset": return Geometry.insets(view.contentInset)
        case "contentSize": return Geometry.size(view.contentSize.width, view.contentSize.height)
        case "contentOffset": return Geometry.point(view.contentOffset.x, view.contentOffset.y)
        case "adjustedContentInset": return Geometry.insets(view.adjustedContentInset)
        case "adjustsFontSizeToFitWidth": return .bool(view.adjustsFontSizeToFitWidth)
        case "minimumScaleFactor": return .double(view.minimumScaleFactor)
        case "alwaysBounceVertical": return .bool(view.alwaysBounceVertical)
        case "alwaysBounceHorizontal": return .bool(view.alwaysBounceHorizontal)
        case "contentView":
            return view.contentView.map { .object(rt.object(for: $0)) } ?? .object(self)
        default:
            if inertProperties.contains(name) { return inert[name] ?? inertDefault(name) }
            if isToolbar, ViewObject.toolbarProperties.contains(name) { return inert[name] ?? toolbarDefault(name) }
            return nil
        }
    }

    /// UIToolbar's defaults: no items, the default style, translucent, no bar tint.
    private func toolbarDefault(_ name: String) -> Value {
        switch name {
        case "barStyle": return .plainCase("default")
        case "isTranslucent": return .bool(true)
        default: return .nilValue
        }
    }

    func inertDefault(_ name: String) -> Value {
        switch name {
        case "isEnabled", "isUserInteractionEnabled", "isScrollEnabled", "isEditable", "isSelectable": return .bool(true)
        case "isSelected", "isHighlighted", "isSecureTextEntry", "isPagingEnabled": return .bool(false)
        case "tag": return .int(0)
        case "value", "minimumValue": return .double(0)
        case "maximumValue": return .double(1)
        default:
            if name.hasSuffix("Insets") || name.hasSuffix("Inset") { return Geometry.insets(.zero) }
            return .nilValue
        }
    }

    override func set(_ name: String, _ value: Value, _ rt: Runtime, loc: Loc) throws -> Bool {
        if name == "hidesWhenStopped", kind == .activityIndicator {
            // A stopped indicator shows again when it no longer hides while stopped, and hides when it now does.
            inert[name] = value
            if inert["isAnimating"]?.asBool != true { view.isHidden = Convert.bool(value) }
            return true
        }
        if try setControlState(name, value, rt, loc: loc) { return true }
        func d() throws -> Double { try Convert.double(value, name, loc) }
        // UIKit's own setters invalidate the intrinsic size they change, so a lesson override of
        // intrinsicContentSize (a padded label's `super.intrinsicContentSize + insets`) is asked again.
        if ViewObject.intrinsicSizeProperties.contains(name) { rt.intrinsicSizeInvalidated.insert(ObjectIdentifier(self)) }
        switch name {
        case "frame":
            guard let r = Geometry.toRect(value) else { throw ScriptError("type-mismatch", "frame expects a CGRect", at: loc) }
            if isMovableRoot(rt) { rt.rootOffset = Point(x: r.minX, y: r.minY); return true }
            view.frame = r
        case "bounds":
            guard let r = Geometry.toRect(value) else { throw ScriptError("type-mismatch", "bounds expects a CGRect", at: loc) }
            view.bounds = r
            try rt.announceScroll(of: self, loc: loc)
        case "center":
            guard let (x, y) = Geometry.toPoint(value) else { throw ScriptError("type-mismatch", "center expects a CGPoint", at: loc) }
            if isMovableRoot(rt) {
                rt.rootOffset = Point(x: x - view.frame.width / 2, y: y - view.frame.height / 2)
                return true
            }
            view.center = Point(x: x, y: y)
        case "isHidden": view.isHidden = Convert.bool(value)
        case "alpha":
            let alpha = try d()
            if alpha.isFinite {
                view.alpha = alpha
            } else {
                // Reported where code set it (`box.alpha = 0/0`), not at the view's line when a state is drawn,
                // which then finds nothing left to report.
                rt.keep([.error("invalid-geometry", "The alpha of \(view.layoutDescription) is set to "
                    + "\(alpha.isNaN ? "nan" : "\(alpha)"), which is not finite (UIKit's CALayerInvalidGeometry). "
                    + "It is shown as 0", at: rt.sourceLocation(loc))])
                view.alpha = 0
            }
        case "backgroundColor": view.appearance.backgroundColor = Convert.color(value)
        case "tintColor": view.appearance.tintColor = Convert.color(value)
        case "textColor", "color": view.appearance.textColor = Convert.color(value)
        case "clipsToBounds": view.clipsToBounds = Convert.bool(value)
        case "translatesAutoresizingMaskIntoConstraints": view.translatesAutoresizingMaskIntoConstraints = Convert.bool(value)
        case "layoutMargins":
            guard let i = Geometry.toInsets(value) else { throw ScriptError("type-mismatch", "layoutMargins expects UIEdgeInsets", at: loc) }
            view.layoutMargins = i
        case "directionalLayoutMargins":
            guard let i = Geometry.toInsets(value) else { throw ScriptError("type-mismatch", "directionalLayoutMargins expects NSDirectionalEdgeInsets", at: loc) }
            view.layoutMargins = i
        case "insetsLayoutMarginsFromSafeArea": view.insetsLayoutMarginsFromSafeArea = Convert.bool(value)
        case "preservesSuperviewLayoutMargins": view.preservesSuperviewLayoutMargins = Convert.bool(value)
        case "transform":
            if let m = Geometry.toTransform(value) {
                view.appearance.transform = AffineTransform(a: m[0], b: m[1], c: m[2], d: m[3], tx: m[4], ty: m[5])
            }
        case "text":
            if kind == .button { view.text = Convert.string(value) } else { view.text = Convert.string(value) }
        case "attributedText": setAttributedText(value, rt, loc: loc, what: "attributed text")
        case "font":
            if let f = Convert.font(value) { view.font = f }
        case "numberOfLines": view.numberOfLines = value.asInt ?? 1
        case "textAlignment": view.textAlignment = Convert.textAlignment(value)
        case "lineBreakMode": view.lineBreakMode = Convert.lineBreakMode(value)
        case "preferredMaxLayoutWidth": view.preferredMaxLayoutWidth = try d()
        case "placeholder": view.placeholder = Convert.string(value)
        case "borderStyle": view.borderStyle = TextBorderStyle(rawValue: Convert.caseName(value) ?? "none") ?? .none
        case "image":
            setImage(value)
        case "configuration":
            if case .object(let o) = value, let given = o as? ButtonConfigurationObject {
                let c = given.copied(for: self)
                buttonConfiguration = c
                c.apply(to: self)
            }
        case "contentEdgeInsets":
            // The documented default is .zero: setting .zero keeps the system button's own padding.
            let insets = Geometry.toInsets(value)
            view.contentEdgeInsets = insets == .zero ? nil : insets
        case "textContainerInset": if let i = Geometry.toInsets(value) { view.textContainerInset = i }
        case "isOn": view.isOn = Convert.bool(value)
        case "progress": view.progress = try d()
        case "numberOfPages": view.numberOfPages = value.asInt ?? 0
        case "currentPage": view.currentPage = value.asInt ?? 0
        case "style":
            if kind == .activityIndicator { view.activityIndicatorStyle = Convert.activityIndicatorStyle(value) }
        case "selectedSegmentIndex": view.selectedSegmentIndex = value.asInt ?? View.noSegment
        case "apportionsSegmentWidthsByContent": view.apportionsSegmentWidthsByContent = Convert.bool(value)
        case "isScrollEnabled": view.isScrollEnabled = Convert.bool(value)
        case "axis": view.axis = Convert.axis(value)
        case "spacing": view.spacing = try d()
        case "distribution": view.distribution = Convert.stackDistribution(value)
        case "alignment": view.alignment = Convert.stackAlignment(value)
        case "isLayoutMarginsRelativeArrangement": view.isLayoutMarginsRelativeArrangement = Convert.bool(value)
        case "isBaselineRelativeArrangement": view.isBaselineRelativeArrangement = Convert.bool(value)
        case "contentInset":
            if let i = Geometry.toInsets(value) { view.contentInset = i }
        case "contentSize":
            if let (w, h) = Geometry.toSize(value) { view.contentSize = Size(width: w, height: h) }
        case "contentOffset":
            if let p = Geometry.toPoint(value) { try rt.scroll(self, to: Point(x: p.0, y: p.1), loc: loc) }
        case "adjustsFontSizeToFitWidth": view.adjustsFontSizeToFitWidth = Convert.bool(value)
        case "minimumScaleFactor": view.minimumScaleFactor = min(1, max(0, value.asDouble ?? 0))
        case "alwaysBounceVertical": view.alwaysBounceVertical = Convert.bool(value)
        case "alwaysBounceHorizontal": view.alwaysBounceHorizontal = Convert.bool(value)
        case "contentInsetAdjustmentBehavior":
            view.contentInsetAdjustmentBehavior = ContentInsetAdjustmentBehavior(rawValue: Convert.caseName(value) ?? "automatic") ?? .automatic
        case "autoresizingMask":
            view.autoresizingMask = Runtime.autoresizingMask(value)
        default:
            if inertProperties.contains(name) || isToolbar && ViewObject.toolbarProperties.contains(name) {
                inert[name] = value
                return true
            }
            return false
        }
        return true
    }

    /// Properties whose UIKit setters call `invalidateIntrinsicContentSize()` (text, fonts, images, button content).
    static let intrinsicSizeProperties: Set<String> = [
        "text", "attributedText", "font", "numberOfLines", "lineBreakMode", "preferredMaxLayoutWidth", "placeholder",
        "borderStyle", "image", "configuration", "contentEdgeInsets", "adjustsFontSizeToFitWidth",
        "apportionsSegmentWidthsByContent",
    ]

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
