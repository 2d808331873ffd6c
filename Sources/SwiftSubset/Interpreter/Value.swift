/// A runtime value of the interpreted Swift subset.
///
/// Swift's value types (numbers, strings, arrays, dictionaries, tuples, structs, enums) are Swift values here too,
/// so copying has the right semantics for free; class instances are `ObjectRef`s.
package indirect enum Value {
    case void
    case nilValue
    case int(Int)
    case double(Double)
    case bool(Bool)
    case string(String)
    case array([Value])
    case dictionary([DictEntry])
    case tuple([Value], labels: [String?])
    case structure(StructValue)
    case enumCase(EnumValue)
    case object(ObjectRef)
    case function(Function)
    case type(TypeValue)
    case range(Value, Value, closed: Bool)

    package var isNil: Bool { if case .nilValue = self { return true }; return false }

    package var asDouble: Double? {
        switch self {
        case .int(let i): return Double(i)
        case .double(let d): return d
        default: return nil
        }
    }

    package var asInt: Int? {
        switch self {
        case .int(let i): return i
        case .double(let d) where d.isFinite && abs(d) < 9e18: return Int(d)
        default: return nil
        }
    }

    package var asBool: Bool? { if case .bool(let b) = self { return b }; return nil }
    package var asString: String? { if case .string(let s) = self { return s }; return nil }
    package var asObject: ObjectRef? { if case .object(let o) = self { return o }; return nil }

    /// The case name of an enum value (script enums and the symbolic UIKit enums such as `.vertical`).
    package var caseName: String? { if case .enumCase(let e) = self { return e.name }; return nil }
}

package struct DictEntry {
    package var key: Value
    package var value: Value

    package init(key: Value, value: Value) {
        self.key = key
        self.value = value
    }
}

/// A struct value: a script struct or a CoreGraphics/UIKit struct (`CGRect`, `UIEdgeInsets`, …).
package struct StructValue {
    package var typeName: String
    package var fields: [String: Value]
    /// Field order as declared, for printing and memberwise equality.
    package var order: [String]

    package init(_ typeName: String, _ pairs: [(String, Value)]) {
        self.typeName = typeName
        var fields: [String: Value] = [:]
        for (k, v) in pairs { fields[k] = v }
        self.fields = fields
        self.order = pairs.map(\.0)
    }

    package func double(_ name: String) -> Double { fields[name]?.asDouble ?? 0 }
}

/// An enum case. `typeName` is empty for a symbolic case whose type the interpreter did not infer (`.vertical`
/// assigned to a UIKit property); those compare by name.
package struct EnumValue {
    package var typeName: String
    package var name: String
    package var associated: [Value]
    package var labels: [String?]
    package var rawValue: Value?

    package init(typeName: String, name: String, associated: [Value], labels: [String?], rawValue: Value? = nil) {
        self.typeName = typeName
        self.name = name
        self.associated = associated
        self.labels = labels
        self.rawValue = rawValue
    }
}

/// A metatype used as a value: `UIView`, `Spacing`, `UIColor`.
package struct TypeValue {
    package var name: String
    package var script: ScriptType?

    package init(name: String, script: ScriptType? = nil) {
        self.name = name
        self.script = script
    }
}

/// Anything callable.
package final class Function {
    package enum Kind {
        case closure(ClosureExpr, Scope, selfValue: Value?, owner: ScriptType?)
        /// A script method bound to its receiver.
        case method(FuncDecl, ScriptType, receiver: Value)
        /// A native function (builtins, bound native methods).
        case native(([Value], [String?]) throws -> Value)
    }
    package let kind: Kind
    package let name: String
    /// A `UIAction(title:image:handler:)` is its handler with these: a button made with
    /// `UIButton(primaryAction:)` or `(configuration:primaryAction:)` takes them as its title and image.
    package var actionTitle: String?
    package var actionImage: Value?
    package init(_ kind: Kind, name: String = "closure") {
        self.kind = kind
        self.name = name
    }
}

/// A class instance. Script classes keep their stored properties in `fields`; a host world's objects are
/// subclasses (`HostObject`) whose own members the host answers.
open class ObjectRef {
    /// The dynamic script class, nil for plain UIKit objects.
    package var scriptClass: ScriptType?
    package var fields: [String: Value] = [:]
    /// The host world's class this object is (or inherits from): `UIView`, `UILabel`, … or nil for plain script
    /// classes.
    package var nativeClassName: String? { nil }

    package init(scriptClass: ScriptType?) {
        self.scriptClass = scriptClass
        ObjectArena.current?.objects.append(self)
    }

    /// The name `type(of:)` and diagnostics print.
    package var typeName: String { scriptClass?.name ?? nativeClassName ?? "AnyObject" }

    /// Drops every value the object holds (`ObjectArena`); subclasses drop their own stored values too.
    open func releaseReferences() {
        fields.removeAll()
    }
}

/// A variable cell shared by closures that capture it.
package final class Box {
    package var value: Value
    /// The declared numeric kind, so `var h: CGFloat = 0` stays floating when assigned an integer literal.
    package var isFloating: Bool
    package let isLet: Bool
    package init(_ value: Value, isFloating: Bool = false, isLet: Bool = false) {
        self.value = value
        self.isFloating = isFloating
        self.isLet = isLet
    }
}

/// A lexical scope.
package final class Scope {
    package var variables: [String: Box] = [:]
    package let parent: Scope?
    package init(parent: Scope?) { self.parent = parent }

    package func lookup(_ name: String) -> Box? {
        var scope: Scope? = self
        while let s = scope {
            if let box = s.variables[name] { return box }
            scope = s.parent
        }
        return nil
    }

    package func define(_ name: String, _ value: Value, isFloating: Bool = false, isLet: Bool = false) {
        variables[name] = Box(value, isFloating: isFloating, isLet: isLet)
    }
}

/// Swift floating-point type names: values declared with them stay Double even when given an integer literal.
package let floatingTypeNames: Set<String> = ["CGFloat", "Double", "Float", "TimeInterval", "Float32", "Float64"]

package func isFloatingType(_ type: TypeRef?) -> Bool {
    guard let type = type else { return false }
    return floatingTypeNames.contains(type.baseName)
}

/// Converts an integer to Double when the destination is declared floating.
package func coerce(_ value: Value, floating: Bool) -> Value {
    if floating, case .int(let i) = value { return .double(Double(i)) }
    return value
}

/// The element types and labels of a tuple type, looking through optionals.
package func tupleType(_ type: TypeRef?) -> (types: [TypeRef], labels: [String?])? {
    switch type {
    case .tuple(let types, let labels)?: return (types, labels)
    case .optional(let inner)?, .implicitlyUnwrapped(let inner)?: return tupleType(inner)
    default: return nil
    }
}

/// Converts a value to the type it is declared with, as Swift does implicitly: an integer to Double for a floating
/// type, and a tuple to a tuple type of its arity, whose labels then name its elements (`(120, 44)` returned as
/// `(width: CGFloat, height: CGFloat)` has a `width`).
package func conform(_ value: Value, to type: TypeRef?) -> Value {
    if case .tuple(let items, _) = value, let (types, labels) = tupleType(type), types.count == items.count {
        return .tuple(zip(items, types).map { conform($0, to: $1) }, labels: labels)
    }
    return coerce(value, floating: isFloatingType(type))
}

/// A tuple given to a variable that holds one keeps the variable's labels: the variable's type does not change
/// (`var size = (w: 1, h: 2); size = (3, 4)` still has `size.w`).
package func keepingTupleLabels(_ value: Value, of old: Value) -> Value {
    guard case .tuple(let items, let labels) = value, labels.allSatisfy({ $0 == nil }),
          case .tuple(let oldItems, let oldLabels) = old, oldItems.count == items.count else { return value }
    return .tuple(items, labels: oldLabels)
}

extension Value {
    /// An enum case with no type name, payload or raw value (`.center`, `.compact`): how the runtime's UIKit
    /// values read back, and how leading-dot cases compare against them.
    package static func plainCase(_ name: String) -> Value {
        .enumCase(EnumValue(typeName: "", name: name, associated: [], labels: [], rawValue: nil))
    }
}
