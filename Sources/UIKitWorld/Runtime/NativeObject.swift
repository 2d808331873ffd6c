import SwiftSubset

/// A UIKit/Foundation object of the runtime: answers native members by name. Lesson subclasses of UIKit classes
/// are instances of the same Swift class with `scriptClass` set; script members are looked up first.
package class NativeObject: HostObject {
    // Declared here, internal: inherited from HostObject's `package` initializer, every subclass with its own
    // initializer gets a false "infinite recursion" warning (Swift 6.3).
    override init(className: String, scriptClass: ScriptType? = nil) {
        super.init(className: className, scriptClass: scriptClass)
    }

    /// Whether the object has a native property or method of this name (so that an unqualified name inside a
    /// lesson subclass means `self.name`).
    func respondsTo(_ name: String) -> Bool { false }

    /// A native property; nil when the object has none of that name.
    func get(_ name: String, _ rt: Runtime, loc: Loc) throws -> Value? { nil }

    /// Sets a native property; false when the object has none of that name.
    func set(_ name: String, _ value: Value, _ rt: Runtime, loc: Loc) throws -> Bool { false }

    /// Calls a native method; nil when the object has none of that name. `asSuper` is true for `super.name(…)`
    /// from a lesson override (the native behaviour without re-dispatching to the override).
    func call(_ name: String, _ args: Args, _ rt: Runtime, loc: Loc, asSuper: Bool = false) throws -> Value? { nil }

    /// UIKit's designated initializer (`super.init(frame:)`, `super.init(nibName:bundle:)`).
    func nativeInit(_ args: Args, _ rt: Runtime, loc: Loc) throws {}
}

/// Properties that lesson code sets for behaviour the preview does not model (accessibility, keyboard types,
/// scrolling indicators…): the `.stored` entries of the API table (Runtime/API). Setting them is accepted silently;
/// reading returns what was set.
let inertProperties: Set<String> = UIKitAPI.storedPropertyNames
