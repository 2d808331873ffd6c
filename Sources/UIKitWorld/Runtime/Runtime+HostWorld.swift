import SwiftSubset

/// UIKit as the interpreter's host world (Interpreter/HostWorld.swift): most requirements are the runtime's own
/// methods of the same name; these are the ones that say how UIKit's classes differ from one another.
extension Runtime: HostWorld {
    package func isGlobalFunction(_ name: String) -> Bool { Runtime.globalFunctions.contains(name) }

    package func numberOfCase(_ name: String) -> Double? { Runtime.namedPriority(name) }

    package func operands(of op: String, _ l: Value, _ r: Value) -> (Value, Value) {
        Runtime.priorityOperators.contains(op) ? Runtime.priorityOperands(l, r) : (l, r)
    }

    /// UIView's convenience `init()` calls `init(frame: .zero)`, which subclasses override.
    package func implicitInitArguments(for object: ObjectRef) -> Args? {
        object is ViewObject ? Args([Geometry.rect(.zero)], ["frame"]) : nil
    }

    // Every host object of this world is a `NativeObject` (the runtime makes them all).
    package func respondsTo(_ object: HostObject, _ name: String) -> Bool {
        unsafeDowncast(object, to: NativeObject.self).respondsTo(name)
    }

    package func get(_ object: HostObject, _ name: String, loc: Loc) throws -> Value? {
        try unsafeDowncast(object, to: NativeObject.self).get(name, self, loc: loc)
    }

    package func set(_ object: HostObject, _ name: String, _ value: Value, loc: Loc) throws -> Bool {
        try unsafeDowncast(object, to: NativeObject.self).set(name, value, self, loc: loc)
    }

    package func call(_ object: HostObject, _ name: String, _ args: Args, loc: Loc, asSuper: Bool) throws -> Value? {
        try unsafeDowncast(object, to: NativeObject.self).call(name, args, self, loc: loc, asSuper: asSuper)
    }

    package func initialize(_ object: HostObject, _ args: Args, loc: Loc) throws {
        try unsafeDowncast(object, to: NativeObject.self).nativeInit(args, self, loc: loc)
    }

    /// Views, their parts (layers, configurations) and constraints: their getters only read state.
    package func readsStateOnly(_ object: HostObject) -> Bool {
        object is ViewObject || object is ViewPartObject || object is LayoutConstraintObject
    }

    /// A view controller's member used on a view (`view.systemMinimumLayoutMargins`).
    package func ownerOfMisplacedMember(_ name: String, on object: HostObject) -> String? {
        object is ViewObject && ViewControllerObject.controllerOnlyMembers.contains(name) ? "UIViewController" : nil
    }

    /// Views suggest their known properties and methods; other UIKit objects none.
    package func memberNames(of object: HostObject, calling: Bool) -> [String]? {
        guard let view = object as? ViewObject else { return nil }
        return calling ? ViewObject.methodNames.sorted() : view.knownPropertyNames
    }

    /// UIButton.Configuration is a struct in UIKit: a variable gets its own copy.
    package func copyOnAssignment(_ object: ObjectRef) -> ObjectRef? {
        (object as? ButtonConfigurationObject)?.copied()
    }
}

/// UIKit's class hierarchy is the world's type catalogue.
extension NativeClasses: HostTypes {
    package static func isInertType(_ name: String) -> Bool { Runtime.inertTypes.contains(name) }
    package static var knownTypeNames: [String] { Runtime.knownTypeNames }
}
