import AutoLayout
import SwiftSubset

/// `view.snp` / `guide.snp` (ConstraintViewDSL / ConstraintLayoutGuideDSL, reference §5), and the
/// ConstraintLayoutSupportDSL of `topLayoutGuide.snp`, which has only `top`, `bottom` and `height`.
final class SnapDSLObject: NativeObject {
    let item: LayoutItem
    unowned let owner: NativeObject
    /// The attribute items this DSL offers, when not all of them (the layout-support DSL).
    let attributeNames: Set<String>?

    init(item: LayoutItem, owner: NativeObject, className: String? = nil, attributes: Set<String>? = nil) {
        self.item = item
        self.owner = owner
        attributeNames = attributes
        super.init(className: className ?? (item is View ? "ConstraintViewDSL" : "ConstraintLayoutGuideDSL"))
    }

    override func respondsTo(_ name: String) -> Bool { true }

    override func get(_ name: String, _ rt: Runtime, loc: Loc) throws -> Value? {
        if let attrs = SnapAttributes.named(name), attributeNames?.contains(name) ?? true {
            return .object(SnapItemObject(target: item, attributes: attrs))
        }
        if attributeNames != nil {
            // ConstraintLayoutSupportDSL: the three items, `target`, and ConstraintDSL's label methods.
            if name == "target" { return .object(owner) }
            guard name == "setLabel" || name == "label" else {
                throw ScriptError("unknown-name", "value of type '\(className)' has no member '\(name)'", at: loc)
            }
            return nil
        }
        guard let view = item as? View else {
            if name == "target" { return .object(owner) }
            guard SnapDSLObject.methods.contains(name) || SnapAttributes.named(name) != nil else {
                throw ScriptError("unknown-name", "value of type '\(className)' has no member '\(name)'", at: loc)
            }
            return nil
        }
        switch name {
        case "contentHuggingHorizontalPriority": return .double(view.contentHuggingPriority(for: .horizontal))
        case "contentHuggingVerticalPriority": return .double(view.contentHuggingPriority(for: .vertical))
        case "contentCompressionResistanceHorizontalPriority": return .double(view.contentCompressionResistancePriority(for: .horizontal))
        case "contentCompressionResistanceVerticalPriority": return .double(view.contentCompressionResistancePriority(for: .vertical))
        case "target": return .object(owner)
        default:
            // What Swift would reject at compile time (`card.snp.topRight`) is an unknown name, not a SnapKit trap
            // further down the chain; the DSL's methods are answered by `call`.
            guard SnapDSLObject.methods.contains(name) else {
                throw ScriptError("unknown-name", "value of type 'ConstraintViewDSL' has no member '\(name)'"
                                  + (closestName(to: name, among: SnapDSLObject.memberNames).map { "; did you mean '\($0)'?" } ?? ""),
                                  at: loc)
            }
            return nil
        }
    }

    /// What `view.snp` offers, for "did you mean".
    static let memberNames: [String] = SnapAttributes.names + methods.sorted() + [
        "contentHuggingHorizontalPriority", "contentHuggingVerticalPriority", "target",
        "contentCompressionResistanceHorizontalPriority", "contentCompressionResistanceVerticalPriority",
    ]

    static let methods: Set<String> = [
        "makeConstraints", "snp_makeConstraints", "remakeConstraints", "snp_remakeConstraints", "updateConstraints",
        "snp_updateConstraints", "removeConstraints", "snp_removeConstraints", "prepareConstraints", "setLabel",
        "label",
    ]

    override func set(_ name: String, _ value: Value, _ rt: Runtime, loc: Loc) throws -> Bool {
        guard let view = item as? View else { return false }
        let p = try Convert.priority(value, loc)
        switch name {
        case "contentHuggingHorizontalPriority": view.setContentHuggingPriority(p, for: .horizontal)
        case "contentHuggingVerticalPriority": view.setContentHuggingPriority(p, for: .vertical)
        case "contentCompressionResistanceHorizontalPriority": view.setContentCompressionResistancePriority(p, for: .horizontal)
        case "contentCompressionResistanceVerticalPriority": view.setContentCompressionResistancePriority(p, for: .vertical)
        default: return false
        }
        return true
    }

    override func call(_ name: String, _ args: Args, _ rt: Runtime, loc: Loc, asSuper: Bool = false) throws -> Value? {
        switch name {
        case "makeConstraints", "snp_makeConstraints":
            try rt.snapMake(item, closure: args.trailingFunction, loc: loc)
        case "remakeConstraints", "snp_remakeConstraints":
            rt.snapRemoveAll(item)
            try rt.snapMake(item, closure: args.trailingFunction, loc: loc)
        case "updateConstraints", "snp_updateConstraints":
            try rt.snapUpdate(item, closure: args.trailingFunction, loc: loc)
        case "removeConstraints", "snp_removeConstraints":
            rt.snapRemoveAll(item)
        case "prepareConstraints":
            let constraints = try rt.snapBuild(item, closure: args.trailingFunction, loc: loc)
            return .array(constraints.map { .object($0) })
        case "setLabel":
            if let view = item as? View { view.debugName = Convert.string(args.first) }
        case "label":
            return (item as? View)?.debugName.map { .string($0) } ?? .nilValue
        default:
            return nil
        }
        return .void
    }
}

/// `other.snp.top`: a ConstraintItem (target plus attributes).
final class SnapItemObject: NativeObject {
    let target: LayoutItem
    let attributes: SnapAttributes
    init(target: LayoutItem, attributes: SnapAttributes) {
        self.target = target
        self.attributes = attributes
        super.init(className: "ConstraintItem")
    }
}

/// The `make` of a constraint closure (ConstraintMaker).
final class SnapMakerObject: NativeObject {
    let item: LayoutItem
    var descriptions: [SnapDescriptionObject] = []

    init(item: LayoutItem) {
        self.item = item
        super.init(className: "ConstraintMaker")
    }

    override func respondsTo(_ name: String) -> Bool { SnapAttributes.named(name) != nil }

    override func get(_ name: String, _ rt: Runtime, loc: Loc) throws -> Value? {
        guard let attrs = SnapAttributes.named(name) else {
            // `make.tpo`: Swift rejects it when compiling, so it is an unknown name (never covered by `expect=`),
            // not an API the runtime lacks.
            throw ScriptError("unknown-name", "value of type 'ConstraintMaker' has no member '\(name)'"
                              + (closestName(to: name, among: SnapAttributes.names).map { "; did you mean '\($0)'?" } ?? ""),
                              at: loc)
        }
        let d = SnapDescriptionObject(item: item, attributes: attrs, loc: loc)
        descriptions.append(d)
        return .object(d)
    }
}
