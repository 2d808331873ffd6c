import AutoLayout
import SwiftSubset

/// UIKit's anchor properties and the attribute each names. Guides have these; views also have the baselines.
enum AnchorNames {
    static let guide: [String: LayoutAttribute] = [
        "topAnchor": .top, "bottomAnchor": .bottom, "leadingAnchor": .leading, "trailingAnchor": .trailing,
        "leftAnchor": .left, "rightAnchor": .right, "widthAnchor": .width, "heightAnchor": .height,
        "centerXAnchor": .centerX, "centerYAnchor": .centerY,
    ]
    static let view = guide.merging(["firstBaselineAnchor": .firstBaseline, "lastBaselineAnchor": .lastBaseline]) { a, _ in a }
}

/// UILayoutGuide.
package final class GuideObject: NativeObject {
    package let guide: LayoutGuide
    init(guide: LayoutGuide) {
        self.guide = guide
        super.init(className: "UILayoutGuide")
    }

    static let names = Set(["snp", "layoutFrame", "owningView", "identifier"]).union(AnchorNames.guide.keys)
    override func respondsTo(_ name: String) -> Bool { GuideObject.names.contains(name) }

    func anchor(_ a: LayoutAttribute) -> Value { .object(AnchorObject(item: guide, attribute: a)) }

    override func get(_ name: String, _ rt: Runtime, loc: Loc) throws -> Value? {
        if let attribute = AnchorNames.guide[name] { return anchor(attribute) }
        switch name {
        case "snp": return .object(SnapDSLObject(item: guide, owner: self))
        // The engine answers for safe-area and margins guides no constraint used, as UIKit keeps them current.
        case "layoutFrame": return Geometry.rect(rt.engine.layoutFrame(of: guide))
        case "owningView": return guide.owningView.map { .object(rt.object(for: $0)) } ?? .nilValue
        case "identifier": return .string(guide.identifier)
        case "usesBottomSafeArea": return .bool(guide.usesBottomSafeArea)
        default: return nil
        }
    }

    override func set(_ name: String, _ value: Value, _ rt: Runtime, loc: Loc) throws -> Bool {
        if name == "identifier" { guide.identifier = Convert.string(value) ?? ""; return true }
        if name == "usesBottomSafeArea", guide.role == .keyboard { guide.usesBottomSafeArea = Convert.bool(value); return true }
        // Keyboard-guide options the preview does not model (it never shows an undocked keyboard).
        if ["followsUndockedKeyboard", "keyboardDismissPadding"].contains(name) { return true }
        return false
    }
}

/// NSLayoutAnchor: `view.topAnchor`, with `constraint(equalTo:constant:)` and friends.
final class AnchorObject: NativeObject {
    let item: LayoutItem
    let attribute: LayoutAttribute
    init(item: LayoutItem, attribute: LayoutAttribute) {
        self.item = item
        self.attribute = attribute
        super.init(className: "NSLayoutAnchor")
    }

    override func respondsTo(_ name: String) -> Bool { name.hasPrefix("constraint") || name == "anchorWithOffset" }

    override func call(_ name: String, _ args: Args, _ rt: Runtime, loc: Loc, asSuper: Bool = false) throws -> Value? {
        guard name == "constraint" || name == "constraintEqualToSystemSpacingAfter" else { return nil }
        var relation = LayoutRelation.equal
        var other: AnchorObject?
        var multiplier = 1.0
        var constant = args.double("constant") ?? 0
        for (label, value) in zip(args.labels, args.values) {
            switch label {
            case "equalTo", "equalToSystemSpacingAfter", "equalToSystemSpacingBelow":
                relation = .equal
            case "lessThanOrEqualTo", "lessThanOrEqualToSystemSpacingAfter", "lessThanOrEqualToSystemSpacingBelow":
                relation = .lessThanOrEqual
            case "greaterThanOrEqualTo", "greaterThanOrEqualToSystemSpacingAfter", "greaterThanOrEqualToSystemSpacingBelow":
                relation = .greaterThanOrEqual
            case "equalToConstant":
                relation = .equal; constant = value.asDouble ?? 0; continue
            case "lessThanOrEqualToConstant":
                relation = .lessThanOrEqual; constant = value.asDouble ?? 0; continue
            case "greaterThanOrEqualToConstant":
                relation = .greaterThanOrEqual; constant = value.asDouble ?? 0; continue
            case "multiplier":
                multiplier = value.asDouble ?? 1; continue
            default:
                continue
            }
            guard case .object(let o) = value, let anchor = o as? AnchorObject else {
                throw ScriptError("type-mismatch", "expected a layout anchor for '\(label ?? "")'", at: loc)
            }
            other = anchor
            if label?.contains("SystemSpacing") == true { constant += 8 * (args.double("multiplier") ?? 1); multiplier = 1 }
        }
        do {
            let c = try LayoutConstraint(item: item, attribute: attribute, relatedBy: relation, toItem: other?.item,
                                         attribute: other?.attribute ?? .notAnAttribute, multiplier: multiplier,
                                         constant: constant, origin: .anchor, sourceLocation: rt.sourceLocation(loc))
            return .object(rt.object(for: c))
        } catch let e as LayoutError {
            throw rt.error(e, loc)
        }
    }
}

/// NSLayoutConstraint (raw API and anchors), wrapping the AutoLayout constraint; those a SnapKit chain made are
/// SnapKit's `LayoutConstraint` subclass, whose `label` is the identifier.
final class LayoutConstraintObject: NativeObject {
    let constraint: LayoutConstraint
    init(constraint: LayoutConstraint) {
        self.constraint = constraint
        super.init(className: constraint.origin == .snapkit ? "LayoutConstraint" : "NSLayoutConstraint")
    }

    static func make(_ args: Args, _ rt: Runtime, loc: Loc) throws -> LayoutConstraintObject {
        func item(_ v: Value?) -> LayoutItem? {
            guard case .object(let o)? = v else { return nil }
            if let view = o as? ViewObject { return view.view }
            if let g = o as? GuideObject { return g.guide }
            if let vc = o as? ViewControllerObject { return vc.rootView.view }
            return nil
        }
        func attribute(_ v: Value?) -> LayoutAttribute {
            LayoutAttribute(rawValue: Convert.caseName(v) ?? "notAnAttribute") ?? .notAnAttribute
        }
        guard let first = item(args.named("item")) else {
            throw ScriptError("type-mismatch", "NSLayoutConstraint(item:…) needs a view", at: loc)
        }
        let relationName = Convert.caseName(args.named("relatedBy")) ?? "equal"
        let relation: LayoutRelation = relationName == "lessThanOrEqual" ? .lessThanOrEqual
            : relationName == "greaterThanOrEqual" ? .greaterThanOrEqual : .equal
        let attrs = zip(args.labels, args.values).filter { $0.0 == "attribute" }.map(\.1)
        do {
            let c = try LayoutConstraint(item: first, attribute: attribute(attrs.first), relatedBy: relation,
                                         toItem: item(args.named("toItem")), attribute: attribute(attrs.count > 1 ? attrs[1] : nil),
                                         multiplier: args.double("multiplier") ?? 1, constant: args.double("constant") ?? 0,
                                         origin: .anchor, sourceLocation: rt.sourceLocation(loc))
            return rt.object(for: c)
        } catch let e as LayoutError {
            throw rt.error(e, loc)
        }
    }

    func setActive(_ active: Bool, _ rt: Runtime, loc: Loc) throws {
        if active {
            do { try constraint.activate() } catch let e as LayoutError { throw rt.error(e, loc) }
            rt.noteActivation(of: [constraint])
        } else {
            if constraint.isActive { rt.checkConflictsBeforeDeactivating() }
            constraint.deactivate()
        }
    }

    static let names: Set<String> = ["isActive", "constant", "priority", "identifier", "multiplier", "firstItem",
                                     "secondItem", "firstAttribute", "secondAttribute", "relation"]
    override func respondsTo(_ name: String) -> Bool {
        LayoutConstraintObject.names.contains(name) || (name == "label" && className == "LayoutConstraint")
    }

    override func get(_ name: String, _ rt: Runtime, loc: Loc) throws -> Value? {
        switch name {
        case "isActive": return .bool(constraint.isActive)
        case "constant": return .double(constraint.constant)
        case "priority": return .double(constraint.priority)
        case "identifier": return constraint.identifier.map { .string($0) } ?? .nilValue
        case "label" where className == "LayoutConstraint": return constraint.identifier.map { .string($0) } ?? .nilValue
        case "multiplier": return .double(constraint.multiplier)
        case "firstItem": return rt.value(for: constraint.firstItem)
        case "secondItem": return rt.value(for: constraint.secondItem)
        default: return nil
        }
    }

    override func set(_ name: String, _ value: Value, _ rt: Runtime, loc: Loc) throws -> Bool {
        do {
            switch name {
            case "isActive": try setActive(Convert.bool(value), rt, loc: loc)
            case "constant": try constraint.setConstant(try Convert.double(value, "constant", loc))
            case "priority": try constraint.setPriority(try Convert.priority(value, loc))
            case "identifier": constraint.identifier = Convert.string(value)
            case "label" where className == "LayoutConstraint": constraint.identifier = Convert.string(value)
            default: return false
            }
        } catch let e as LayoutError {
            throw rt.error(e, loc)
        }
        return true
    }
}

extension Runtime {
    func object(for c: LayoutConstraint) -> LayoutConstraintObject {
        if let o = constraintObjects[ObjectIdentifier(c)] { return o }
        let o = LayoutConstraintObject(constraint: c)
        constraintObjects[ObjectIdentifier(c)] = o
        return o
    }
}
