import AutoLayout
import SwiftSubset

/// One `make.<attr>…` chain (SnapKit's ConstraintDescription plus the Extendable/Relatable/Editable/
/// Prioritizable/Finalizable stages, which all write into it).
final class SnapDescriptionObject: NativeObject {
    let item: LayoutItem
    var attributes: SnapAttributes
    let loc: Loc
    var relation: LayoutRelation?
    var toItem: LayoutItem?
    var toAttributes: SnapAttributes = []
    var constant: SnapConstant = .scalar(0)
    var multiplier = 1.0
    var priority = 1000.0
    var label: String?
    /// The built Constraint (`.constraint` builds it once, lazily, as SnapKit does).
    var built: SnapConstraint?
    /// `priority(…)` or `labeled(…)` was called: the chain is a ConstraintMakerFinalizable.
    var finalized = false

    /// SnapKit's type for the chain so far, which Swift names when a member is missing.
    var stageName: String {
        relation == nil ? "ConstraintMakerExtendable" : finalized ? "ConstraintMakerFinalizable" : "ConstraintMakerEditable"
    }

    /// A member SnapKit's chain types do not have (`.insett(10)`) is a compile-time error in Swift.
    func noMember(_ name: String, _ loc: Loc) -> ScriptError {
        let hint = closestName(to: name, among: stageMembers).map { "; did you mean '\($0)'?" } ?? ""
        return ScriptError("unknown-name", "value of type '\(stageName)' has no member '\(name)'\(hint)", at: loc)
    }

    /// What the chain's stage offers (SnapKit's ConstraintMakerExtendable / Editable / Finalizable), for
    /// "did you mean".
    var stageMembers: [String] {
        let finalizable = ["labeled", "constraint"]
        if relation == nil {
            return SnapAttributes.names.filter { $0 != "center" } + ["equalTo", "lessThanOrEqualTo", "greaterThanOrEqualTo",
                "equalToSuperview", "lessThanOrEqualToSuperview", "greaterThanOrEqualToSuperview"]
        }
        if finalized { return finalizable }
        return ["offset", "inset", "multipliedBy", "dividedBy", "priority", "priorityRequired", "priorityHigh",
                "priorityMedium", "priorityLow"] + finalizable
    }

    init(item: LayoutItem, attributes: SnapAttributes, loc: Loc) {
        self.item = item
        self.attributes = attributes
        self.loc = loc
        super.init(className: "ConstraintMakerExtendable")
    }

    override func respondsTo(_ name: String) -> Bool { true }

    override func get(_ name: String, _ rt: Runtime, loc: Loc) throws -> Value? {
        if let attrs = SnapAttributes.named(name) {
            guard relation == nil else {
                throw ScriptError("syntax", "'\(name)' cannot follow a relation in a SnapKit chain", at: loc)
            }
            attributes.formUnion(attrs)
            return .object(self)
        }
        if name == "constraint" {
            return .object(try build(rt))
        }
        throw noMember(name, loc)
    }

    func superview(_ rt: Runtime, _ method: String, _ loc: Loc) throws -> View {
        guard let sv = item.superviewForConstraints else {
            throw ScriptError("no-superview", "Fatal error: Expected superview but found nil when attempting make constraint `\(method)`. (equalToSuperview() on a view with no superview: call addSubview first)", at: loc)
        }
        return sv
    }

    override func call(_ name: String, _ args: Args, _ rt: Runtime, loc: Loc, asSuper: Bool = false) throws -> Value? {
        switch name {
        case "equalTo", "lessThanOrEqualTo", "greaterThanOrEqualTo":
            try relate(name == "equalTo" ? .equal : name == "lessThanOrEqualTo" ? .lessThanOrEqual : .greaterThanOrEqual,
                       to: args.first ?? .nilValue, rt, loc)
        case "equalToSuperview", "lessThanOrEqualToSuperview", "greaterThanOrEqualToSuperview":
            let relation: LayoutRelation = name == "equalToSuperview" ? .equal
                : name == "lessThanOrEqualToSuperview" ? .lessThanOrEqual : .greaterThanOrEqual
            let sv = try superview(rt, name, loc)
            if let closure = args.trailingFunction {
                let target = try rt.interp.callFunctionValue(closure, Args([.object(rt.object(for: sv))], [nil]), loc)
                try relate(relation, to: target, rt, loc)
            } else {
                try relate(relation, to: .object(rt.object(for: sv)), rt, loc)
            }
        case "offset":
            guard let v = args.first, let d = v.asDouble else {
                throw ScriptError("type-mismatch", "offset(_:) takes a number", at: loc)
            }
            constant = .scalar(d)
        case "inset":
            guard let v = args.first else { break }
            if let d = v.asDouble { constant = .insets(top: d, left: d, bottom: d, right: d) }
            else if let c = SnapConstant.from(v), case .insets = c { constant = c }
            else { throw ScriptError("type-mismatch", "inset(_:) takes a number or UIEdgeInsets", at: loc) }
        case "multipliedBy":
            multiplier = try Convert.double(args.first, "multipliedBy", loc)
        case "dividedBy":
            multiplier = 1.0 / (try Convert.double(args.first, "dividedBy", loc))
        case "priority":
            priority = try Convert.priority(args.first, loc)
            finalized = true
        case "priorityRequired": priority = 1000; finalized = true
        case "priorityHigh": priority = 750; finalized = true
        case "priorityMedium": priority = 500; finalized = true
        case "priorityLow": priority = 250; finalized = true
        case "labeled":
            label = Convert.string(args.first)
            finalized = true
        default:
            throw noMember(name, loc)
        }
        return .object(self)
    }

    func relate(_ relation: LayoutRelation, to target: Value, _ rt: Runtime, _ loc: Loc) throws {
        guard self.relation == nil else {
            throw ScriptError("syntax", "a SnapKit chain can have only one relation", at: loc)
        }
        self.relation = relation
        switch target {
        case .object(let o):
            if let snapItem = o as? SnapItemObject {
                let toAttrs = snapItem.attributes.layoutAttributes
                let fromAttrs = attributes.layoutAttributes
                let allowed = toAttrs.count <= 1 || toAttrs == fromAttrs
                    || (attributes == .edges && snapItem.attributes == .margins)
                    || (attributes == .margins && snapItem.attributes == .edges)
                    || (attributes == .directionalEdges && snapItem.attributes == .directionalMargins)
                    || (attributes == .directionalMargins && snapItem.attributes == .directionalEdges)
                guard allowed else {
                    throw ScriptError("snapkit", "Fatal error: Cannot constraint to multiple non identical attributes. (\(rt.file), \(loc.line))", at: loc)
                }
                toItem = snapItem.target
                toAttributes = snapItem.attributes
            } else if let v = o as? ViewObject {
                toItem = v.view
            } else if let g = o as? GuideObject {
                toItem = g.guide
            } else if let vc = o as? ViewControllerObject {
                toItem = vc.rootView.view
            } else if let unsupported = o as? PlainNativeObject, unsupported.isUnsupported {
                // Already an `unsupported-api` warning: the chain makes no constraint, and no second message.
                self.relation = nil
            } else {
                throw notATarget(target, loc)
            }
        case .nilValue:
            throw ScriptError("runtime", "Fatal error: Unexpectedly found nil while unwrapping an Optional value (the target of a SnapKit relation)", at: loc)
        default:
            guard let c = SnapConstant.from(target) else { throw notATarget(target, loc) }
            constant = c
        }
    }

    /// `equalTo("wide")`: the relation takes a ConstraintRelatableTarget, which only numbers, geometry, views,
    /// guides and `snp` items are, so Swift rejects anything else when compiling (SnapKit's own "Invalid
    /// constraint" trap is never reached from lesson code).
    func notATarget(_ target: Value, _ loc: Loc) -> ScriptError {
        ScriptError("type-mismatch", "argument type '\(Operators.describeType(target))' does not conform to expected "
                    + "type 'ConstraintRelatableTarget'", at: loc)
    }

    /// Constraint.init, UIKit branch (reference §2.3): one NSLayoutConstraint per from-attribute.
    func build(_ rt: Runtime) throws -> SnapConstraint {
        if let built = built { return built }
        guard let relation = relation else {
            throw ScriptError("syntax", "the SnapKit chain has no relation (equalTo/lessThanOrEqualTo/greaterThanOrEqualTo)", at: loc)
        }
        var layoutConstraints: [LayoutConstraint] = []
        let toAttrs = toAttributes.layoutAttributes
        for a in attributes.layoutAttributes {
            var a2: LayoutAttribute
            if !toAttrs.isEmpty {
                if attributes == .edges && toAttributes == .margins {
                    a2 = [.left: .leftMargin, .right: .rightMargin, .top: .topMargin, .bottom: .bottomMargin][a] ?? a
                } else if attributes == .margins && toAttributes == .edges {
                    a2 = [.leftMargin: .left, .rightMargin: .right, .topMargin: .top, .bottomMargin: .bottom][a] ?? a
                } else if attributes == .directionalEdges && toAttributes == .directionalMargins {
                    a2 = [.leading: .leadingMargin, .trailing: .trailingMargin, .top: .topMargin, .bottom: .bottomMargin][a] ?? a
                } else if attributes == .directionalMargins && toAttributes == .directionalEdges {
                    a2 = [.leadingMargin: .leading, .trailingMargin: .trailing, .topMargin: .top, .bottomMargin: .bottom][a] ?? a
                } else if attributes == toAttributes {
                    a2 = a
                } else {
                    a2 = toAttrs[0]
                }
            } else if toItem == nil && (a == .centerX || a == .centerY) {
                a2 = a == .centerX ? .left : .top
            } else {
                a2 = a
            }
            let c = constant.resolve(a2)
            var item2 = toItem
            if item2 == nil && a2 != .width && a2 != .height {
                item2 = item.superviewForConstraints
            }
            do {
                let lc = try LayoutConstraint(item: item, attribute: a, relatedBy: relation, toItem: item2,
                                              attribute: item2 == nil ? .notAnAttribute : a2, multiplier: multiplier,
                                              constant: c, priority: priority, origin: .snapkit, identifier: label,
                                              sourceLocation: rt.sourceLocation(loc))
                layoutConstraints.append(lc)
            } catch let e as LayoutError {
                throw rt.error(e, loc)
            }
        }
        let constraint = SnapConstraint(item: item, layoutConstraints: layoutConstraints, constant: constant,
                                        priority: priority, loc: loc)
        built = constraint
        return constraint
    }
}
