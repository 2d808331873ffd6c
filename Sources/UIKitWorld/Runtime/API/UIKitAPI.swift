import SwiftSubset

/// The UIKit surface the runtime models for views, as one table: every property, method and initializer entry of
/// the files beside this one. Built once; dispatch looks a name up here instead of in string switches.
enum UIKitAPI {
    /// Every view property entry, in the order the docs list them within a class.
    static let viewPropertyList: [UIKitProperty] = UIViewAPI.properties + TextAPI.properties + TextAPI.inputTraits
        + ControlsAPI.properties + ContainersAPI.properties + StoredViewAPI.properties

    /// The view property entries by name. A name has one entry, whose `owners` lists every class declaring it.
    static let viewProperties: [String: UIKitProperty] = {
        var table: [String: UIKitProperty] = [:]
        for entry in viewPropertyList where table[entry.name] == nil { table[entry.name] = entry }
        return table
    }()

    /// Every method entry of views, in the order a call tries them: for a name with several entries, the ones that
    /// apply to some views or calls only (a legacy button's, a segment's, a toolbar's) before the one for any view.
    static let viewMethodList: [UIKitMethod] = ButtonMethodsAPI.perStateMethods + ControlMethodsAPI.segmentMethods
        + ControlMethodsAPI.toolbarMethods + ViewMethodsAPI.methods + ButtonMethodsAPI.fallbacks
        + ControlMethodsAPI.stackMethods + ControlMethodsAPI.smallControlMethods + ControlMethodsAPI.scrollMethods

    /// The method entries by base name, in `viewMethodList`'s order.
    static let viewMethods: [String: [UIKitMethod]] = Dictionary(grouping: viewMethodList, by: \.name)

    /// The base names of the methods only toolbars answer.
    static let toolbarMethodNames: Set<String> = Set(ControlMethodsAPI.toolbarMethods.map(\.name))

    /// The base names of the methods every view answers (`respondsTo`, "did you mean").
    static let viewMethodNames: Set<String> = Set(viewMethodList.map(\.name)).subtracting(toolbarMethodNames)

    /// The properties the runtime stores without modelling them (`.stored` entries), by name: what view controllers
    /// accept in the same way.
    static let storedPropertyNames: Set<String> = Set(viewPropertyList.filter { $0.model == .stored }.map(\.name))

    /// The property entry `name` of `object`, if its class has one the runtime knows.
    @inline(__always)
    static func property(_ name: String, of object: ViewObject) -> UIKitProperty? {
        guard let entry = viewProperties[name] else { return nil }
        if let applies = entry.appliesTo, !applies(object) { return nil }
        return entry
    }

    /// Whether a property entry belongs to `className` or one of its superclasses. Entries without owners (runtime
    /// helpers) belong to no class.
    static func belongs(_ owners: [String], to className: String) -> Bool {
        owners.contains { NativeClasses.isSubclass(className, of: $0) }
    }

    /// The UIKit property names of `className` the runtime knows, sorted: "did you mean" candidates.
    static func propertyNames(of className: String) -> [String] {
        viewProperties.values.filter { belongs($0.owners, to: className) }.map(\.name).sorted()
    }
}
