import Diagnostics

/// NSLayoutConstraint: `firstItem.firstAttribute (==|<=|>=) multiplier × secondItem.secondAttribute + constant`.
///
/// Creating one validates the attribute pairing and activating one validates that both items share an ancestor,
/// throwing `LayoutError`s with UIKit's exception texts (reference §6.2). Every constraint the layout pass uses is
/// one of these, whether lesson code made it (`snapkit`, `anchor`) or the system did (`intrinsic`, `stack`,
/// `scroll`, `autoresizing`, `host`); see `origin`.
public final class LayoutConstraint: CustomStringConvertible {
    public let firstItem: LayoutItem
    public let firstAttribute: LayoutAttribute
    public let relation: LayoutRelation
    public let secondItem: LayoutItem?
    public let secondAttribute: LayoutAttribute
    public let multiplier: Double
    /// Changing it takes effect at the next layout pass, as in UIKit. Non-finite values are rejected by
    /// `setConstant(_:)`; assigning one directly makes the pass ignore the constraint with a diagnostic.
    public var constant: Double { didSet { noteChange(constantOnly: true) } }
    public private(set) var priority: Double { didSet { noteChange() } }
    public private(set) var isActive = false { didSet { noteChange() } }
    /// NSLayoutConstraint.identifier (SnapKit's `labeled`), or UIKit's name for system constraints (`UISV-spacing`).
    public var identifier: String? { didSet { noteChange() } }
    public var origin: ConstraintOrigin { didSet { noteChange() } }
    /// The lesson line that made the constraint.
    public var sourceLocation: SourceLocation? { didSet { noteChange() } }
    /// Set by a layout pass: true when the constraint was broken to resolve a conflict.
    public internal(set) var isBroken = false

    /// Order of activation; among conflicting user constraints the most recently activated one breaks.
    var activationSerial = 0 { didSet { noteChange() } }
    /// Not retained; unowned for the reason `View.superview` is, and cleared by the view's `deinit`.
    unowned(unsafe) var installedOn: View? { didSet { noteChange() } }
    /// Printed where UIKit prints the pointer; drawn on first use (see `DebugNumbering`).
    private(set) lazy var serial = DebugNumbering.next()

    /// Validating initializer, for constraints made by lesson code (reference §6.2 errors).
    public init(item: LayoutItem, attribute: LayoutAttribute, relatedBy relation: LayoutRelation,
                toItem: LayoutItem?, attribute secondAttribute: LayoutAttribute, multiplier: Double = 1,
                constant: Double = 0, priority: Double = LayoutPriority.required, origin: ConstraintOrigin = .anchor,
                identifier: String? = nil, sourceLocation: SourceLocation? = nil) throws {
        let resolvedSecondAttribute = toItem == nil ? LayoutAttribute.notAnAttribute : secondAttribute
        try Self.validate(item: item, attribute: attribute, toItem: toItem, attribute: resolvedSecondAttribute,
                          multiplier: multiplier, constant: constant)
        try Self.validate(priority: priority)
        self.firstItem = item
        self.firstAttribute = attribute
        self.relation = relation
        self.secondItem = toItem
        self.secondAttribute = resolvedSecondAttribute
        self.multiplier = multiplier
        self.constant = constant
        self.priority = priority
        self.origin = origin
        self.identifier = identifier
        self.sourceLocation = sourceLocation
    }

    /// Unvalidated initializer for system constraints, which are correct by construction.
    init(system item: LayoutItem, _ attribute: LayoutAttribute, _ relation: LayoutRelation, _ toItem: LayoutItem?,
         _ secondAttribute: LayoutAttribute, multiplier: Double = 1, constant: Double = 0,
         priority: Double = LayoutPriority.required, origin: ConstraintOrigin, identifier: String?) {
        self.firstItem = item
        self.firstAttribute = attribute
        self.relation = relation
        self.secondItem = toItem
        self.secondAttribute = toItem == nil ? .notAnAttribute : secondAttribute
        self.multiplier = multiplier
        self.constant = constant
        self.priority = priority
        self.origin = origin
        self.identifier = identifier
        self.isActive = true
    }

    // MARK: Validation (reference §6.2)

    static func validate(item: LayoutItem, attribute: LayoutAttribute, toItem: LayoutItem?,
                         attribute second: LayoutAttribute, multiplier: Double, constant: Double) throws {
        guard multiplier.isFinite else { throw LayoutError.nonFinite("multiplier", multiplier, item) }
        guard constant.isFinite else { throw LayoutError.nonFinite("constant", constant, item) }
        guard attribute != .notAnAttribute else { throw LayoutError.invalidPairing(attribute, second) }
        if attribute.isLocation && (toItem == nil || second == .notAnAttribute || multiplier == 0) {
            throw LayoutError.locationEqualsConstant(item)
        }
        guard toItem != nil, second != .notAnAttribute else { return }
        // Sizes pair only with sizes; locations with locations (cross-axis location pairs such as left == top
        // are accepted by the legacy initializer; SnapKit's own tests install one, reference §6.2 [TEST]).
        if (attribute.family == .dimension) != (second.family == .dimension) {
            throw LayoutError.invalidPairing(attribute, second)
        }
        if (attribute.isDirectional && second.isAbsoluteHorizontal)
            || (attribute.isAbsoluteHorizontal && second.isDirectional) {
            throw LayoutError.directionalMix()
        }
    }

    static func validate(priority: Double) throws {
        guard priority.isFinite, priority > 0, priority <= 1000 else { throw LayoutError.priorityOutOfRange(priority) }
    }

    // MARK: Mutation

    /// Changes the priority. Throws for values outside (0, 1000], and when an active constraint would switch
    /// between required and optional (UIKit's NSInternalInconsistencyException).
    public func setPriority(_ newValue: Double) throws {
        try Self.validate(priority: newValue)
        if isActive && (priority == LayoutPriority.required) != (newValue == LayoutPriority.required) {
            throw LayoutError.priorityMutation(from: priority, to: newValue)
        }
        priority = newValue
    }

    /// Changes the constant; throws for NaN and infinities.
    public func setConstant(_ newValue: Double) throws {
        guard newValue.isFinite else { throw LayoutError.nonFinite("constant", newValue, firstItem) }
        constant = newValue
    }

    // MARK: Activation

    /// Activates the constraint: installs it on the nearest common ancestor of its items. Throws UIKit's
    /// "no common ancestor" error when the items are in different hierarchies (or a guide has no owning view).
    public func activate() throws {
        guard !isActive else { return }
        guard let ancestor = commonAncestor() else { throw LayoutError.noCommonAncestor(self) }
        activationSerial = Serial.next()
        ancestor.installedConstraints.append(self)
        installedOn = ancestor
        isActive = true
    }

    /// Deactivates the constraint; a no-op when it is not active.
    public func deactivate() {
        guard isActive else { return }
        if let view = installedOn { view.installedConstraints.removeAll { $0 === self } }
        installedOn = nil
        isActive = false
        isBroken = false
    }

    /// NSLayoutConstraint.activate(_:): activates in order and stops at the first failure (UIKit raises there).
    public static func activate(_ constraints: [LayoutConstraint]) throws {
        for constraint in constraints { try constraint.activate() }
    }

    public static func deactivate(_ constraints: [LayoutConstraint]) {
        for constraint in constraints { constraint.deactivate() }
    }

    /// The nearest view that contains both items (for a single-item constraint, the item's own view).
    func commonAncestor() -> View? {
        guard let first = firstItem.hierarchyView else { return nil }
        guard let secondItem else { return first }
        guard let second = secondItem.hierarchyView else { return nil }
        return View.nearestCommonAncestor(first, second)
    }

    // MARK: Descriptions in UIKit's format

    /// `<NSLayoutConstraint:0x1b 'UISV-spacing' UILabel:0x3.leading == UILabel:0x2.trailing + 8   (active)>`
    public var description: String {
        if origin == .snapkit { return snapKitDescription }
        var text = "<\(constraintClassName):0x\(String(serial, radix: 16))"
        if let identifier { text += " '\(identifier)'" }
        text += " \(firstItem.layoutDescription).\(firstAttribute.rawValue) \(relation.rawValue) "
        if let secondItem {
            if multiplier != 1 { text += "\(LayoutError.format(multiplier))*" }
            text += "\(secondItem.layoutDescription).\(secondAttribute.rawValue)"
            if constant != 0 { text += constant > 0 ? " + \(LayoutError.format(constant))"
                                                    : " - \(LayoutError.format(-constant))" }
        } else {
            text += LayoutError.format(constant)
        }
        if priority != LayoutPriority.required { text += " @\(LayoutError.format(priority))" }
        text += isActive ? "   (active)>" : ">"
        return text
    }

    /// How SnapKit's `LayoutConstraint` describes itself (its Debugging.swift), which is what UIKit's conflict log
    /// prints for it: the label (or address) with the file and line of the chain, Swift's own number format, `*`
    /// before a multiplier, `^` before a priority, and no "(active)".
    private var snapKitDescription: String {
        var text = "<SnapKit.LayoutConstraint:" + (identifier ?? "0x\(String(serial, radix: 16))")
        if let location = sourceLocation {
            text += "@\(location.file.split(separator: "/").last.map(String.init) ?? location.file)#\(location.line)"
        }
        text += " \(firstItem.layoutDescription).\(firstAttribute.rawValue) \(relation.rawValue)"
        if let secondItem {
            text += " \(secondItem.layoutDescription).\(secondAttribute.rawValue)"
            if multiplier != 1 { text += " * \(multiplier)" }
            if constant > 0 { text += " + \(constant)" }
            if constant < 0 { text += " - \(-constant)" }
        } else {
            text += " \(constant)"
        }
        if priority != LayoutPriority.required { text += " ^\(priority)" }
        return text + ">"
    }

    private var constraintClassName: String {
        switch origin {
        case .snapkit: return "SnapKit.LayoutConstraint"
        case .autoresizing: return "NSAutoresizingMaskLayoutConstraint"
        case .intrinsic: return "NSContentSizeLayoutConstraint"
        default: return "NSLayoutConstraint"
        }
    }

    /// `<NSLayoutYAxisAnchor:0x… "UIView:0x….top">`, as in UIKit's no-common-ancestor message.
    var firstAnchorDescription: String {
        Self.anchorDescription(firstItem, firstAttribute)
    }

    var secondAnchorDescription: String {
        guard let secondItem else { return "(null)" }
        return Self.anchorDescription(secondItem, secondAttribute)
    }

    private static func anchorDescription(_ item: LayoutItem, _ attribute: LayoutAttribute) -> String {
        "<\(attribute.anchorClassName):0x\(String(item.serialNumber, radix: 16)) "
            + "\"\(item.layoutDescription).\(attribute.rawValue)\">"
    }
}

extension View {
    /// The nearest view containing both `a` and `b`, or nil when they are in different hierarchies.
    static func nearestCommonAncestor(_ a: View, _ b: View) -> View? {
        var ancestors = Set<ObjectIdentifier>()
        var node: View? = a
        while let current = node {
            ancestors.insert(ObjectIdentifier(current))
            node = current.superview
        }
        node = b
        while let current = node {
            if ancestors.contains(ObjectIdentifier(current)) { return current }
            node = current.superview
        }
        return nil
    }
}
