import AutoLayout
import SwiftSubset

/// SnapKit's `Constraint` (reference §4): the NSLayoutConstraints one chain expanded into, plus the stored
/// constant and priority that `update(…)` works from.
final class SnapConstraint: NativeObject {
    let item: LayoutItem
    let layoutConstraints: [LayoutConstraint]
    /// The description's constant at creation; `snp.updateConstraints` never changes it (reference §4).
    var constant: SnapConstant
    var priority: Double
    let loc: Loc

    init(item: LayoutItem, layoutConstraints: [LayoutConstraint], constant: SnapConstant, priority: Double, loc: Loc) {
        self.item = item
        self.layoutConstraints = layoutConstraints
        self.constant = constant
        self.priority = priority
        self.loc = loc
        super.init(className: "Constraint")
    }

    static let names: Set<String> = ["activate", "deactivate", "isActive", "update", "layoutConstraints", "install",
                                     "uninstall", "updateOffset", "updateInsets", "updatePriority",
                                     "updatePriorityRequired", "updatePriorityHigh", "updatePriorityMedium",
                                     "updatePriorityLow"]
    override func respondsTo(_ name: String) -> Bool { SnapConstraint.names.contains(name) }

    var isActive: Bool { layoutConstraints.contains { $0.isActive } }

    func activate(_ rt: Runtime, loc: Loc) throws {
        do {
            try LayoutConstraint.activate(layoutConstraints)
        } catch let e as LayoutError {
            throw rt.error(e, loc)
        }
        rt.noteActivation(of: layoutConstraints)
        let key = ObjectIdentifier(item)
        if !(rt.snapSets[key]?.contains { $0 === self } ?? false) { rt.snapSets[key, default: []].append(self) }
    }

    func deactivate(_ rt: Runtime) {
        if isActive { rt.checkConflictsBeforeDeactivating() }
        LayoutConstraint.deactivate(layoutConstraints)
        rt.snapSets[ObjectIdentifier(item)]?.removeAll { $0 === self }
    }

    /// Re-applies the stored constant and priority to every layout constraint
    /// (`updateConstantAndPriorityIfNeeded`): the priority only between optional values.
    func applyConstantAndPriority(_ rt: Runtime, loc: Loc) throws {
        for lc in layoutConstraints {
            let attribute = lc.secondAttribute == .notAnAttribute ? lc.firstAttribute : lc.secondAttribute
            do {
                try lc.setConstant(constant.resolve(attribute))
                if lc.priority < 1000 && priority != 1000 { try lc.setPriority(priority) }
            } catch let e as LayoutError {
                throw rt.error(e, loc)
            }
        }
    }

    override func get(_ name: String, _ rt: Runtime, loc: Loc) throws -> Value? {
        switch name {
        case "isActive": return .bool(isActive)
        case "layoutConstraints": return .array(layoutConstraints.map { .object(rt.object(for: $0)) })
        default: return nil
        }
    }

    override func set(_ name: String, _ value: Value, _ rt: Runtime, loc: Loc) throws -> Bool {
        guard name == "isActive" else { return false }
        if Convert.bool(value) { try activate(rt, loc: loc) } else { deactivate(rt) }
        return true
    }

    override func call(_ name: String, _ args: Args, _ rt: Runtime, loc: Loc, asSuper: Bool = false) throws -> Value? {
        switch name {
        case "activate", "install":
            try activate(rt, loc: loc)
        case "deactivate", "uninstall":
            deactivate(rt)
        case "update", "updateOffset", "updateInsets", "updatePriority":
            if let v = args.named("offset") ?? (name == "updateOffset" ? args.named("amount") : nil) {
                constant = .scalar(try Convert.double(v, "offset", loc))
                try applyConstantAndPriority(rt, loc: loc)
            } else if let v = args.named("inset") ?? (name == "updateInsets" ? args.named("amount") : nil) {
                if let d = v.asDouble { constant = .insets(top: d, left: d, bottom: d, right: d) }
                else if let c = SnapConstant.from(v) { constant = c }
                try applyConstantAndPriority(rt, loc: loc)
            } else if let v = args.named("priority") ?? (name == "updatePriority" ? args.named("amount") : nil) {
                priority = try Convert.priority(v, loc)
                try applyConstantAndPriority(rt, loc: loc)
            }
        case "updatePriorityRequired":
            break
        case "updatePriorityHigh", "updatePriorityMedium", "updatePriorityLow":
            throw ScriptError("snapkit", "Fatal error: Must be implemented by Concrete subclass.", at: loc)
        default:
            return nil
        }
        return .void
    }
}

extension Runtime {
    /// Builds the constraints of a closure without activating them (`prepareConstraints`; also the first half
    /// of `makeConstraints`). The ConstraintMaker's init sets TAMIC = false on a view receiver.
    func snapBuild(_ item: LayoutItem, closure: Function?, loc: Loc) throws -> [SnapConstraint] {
        if let view = item as? View { view.translatesAutoresizingMaskIntoConstraints = false }
        let maker = SnapMakerObject(item: item)
        if let closure = closure {
            _ = try interp.callFunctionValue(closure, Args([.object(maker)], [nil]), loc)
        }
        return try maker.descriptions.filter { $0.relation != nil }.map { try $0.build(self) }
    }

    func snapMake(_ item: LayoutItem, closure: Function?, loc: Loc) throws {
        let constraints = try snapBuild(item, closure: closure, loc: loc)
        for c in constraints { try c.activate(self, loc: c.loc) }
    }

    func snapRemoveAll(_ item: LayoutItem) {
        if !(snapSets[ObjectIdentifier(item)] ?? []).isEmpty { checkConflictsBeforeDeactivating() }
        for c in snapSets[ObjectIdentifier(item)] ?? [] { LayoutConstraint.deactivate(c.layoutConstraints) }
        snapSets[ObjectIdentifier(item)] = []
    }

    /// `snp.updateConstraints` (reference §5): make when the set is empty; otherwise only constants change, on
    /// the first existing constraint matching each new one, and a missing match is SnapKit's fatal error.
    func snapUpdate(_ item: LayoutItem, closure: Function?, loc: Loc) throws {
        let existing = snapSets[ObjectIdentifier(item)] ?? []
        if existing.isEmpty {
            try snapMake(item, closure: closure, loc: loc)
            return
        }
        let updates = try snapBuild(item, closure: closure, loc: loc)
        let installed = existing.flatMap(\.layoutConstraints)
        for update in updates {
            for lc in update.layoutConstraints {
                guard let match = installed.first(where: { snapMatches($0, lc) }) else {
                    throw ScriptError("update-no-match",
                                      "Fatal error: Updated constraint could not find existing matching constraint to update: \(lc)",
                                      at: update.loc)
                }
                let attribute = match.secondAttribute == .notAnAttribute ? match.firstAttribute : match.secondAttribute
                do {
                    try match.setConstant(update.constant.resolve(attribute))
                } catch let e as LayoutError {
                    throw error(e, update.loc)
                }
            }
        }
    }

    /// SnapKit's `LayoutConstraint ==`: everything but the constant.
    func snapMatches(_ a: LayoutConstraint, _ b: LayoutConstraint) -> Bool {
        a.firstItem === b.firstItem && a.firstAttribute == b.firstAttribute && a.relation == b.relation
            && a.secondItem === b.secondItem && a.secondAttribute == b.secondAttribute
            && a.priority == b.priority && a.multiplier == b.multiplier
    }

    /// `removeFromSuperview`: AutoLayout deactivates the detached constraints; SnapKit keeps them in its sets
    /// (it is not told), so a later `updateConstraints` still finds them, as on iOS.
    func removeSnapConstraints(inSubtreeOf view: View, detachingFrom parent: View?) {}
}

import Foundation
