/// The seam between the Swift subset and the UI world a block runs in (UIKit today; any world that models an
/// Apple framework's objects). The interpreter runs the language: scopes, lesson types, calls, patterns, values.
/// Everything a framework defines (its types, globals, static members, the members of its objects and of its
/// value types, its initializers) it asks the host for, through these two protocols, and it never names one of
/// the world's classes.
///
/// A world adds itself without an edit here: it conforms one object to `HostWorld`, one metatype to `HostTypes`,
/// and makes its objects `HostObject`s.

/// The world's type names, as the compiler would know them from its SDK: what lesson classes may inherit from,
/// what `is`/`as?` answer, and which names are framework types at all. Stateless, so a module can be linked
/// before anything runs (`Module(hostTypes:)`).
package protocol HostTypes {
    /// Whether the world models a class, value type or protocol of this name (or an alias of one).
    static func isKnown(_ name: String) -> Bool
    /// The type an alias stands for, else the name itself.
    static func canonical(_ name: String) -> String
    /// The class and its superclasses, most specific first.
    static func chain(_ name: String) -> [String]
    /// Whether a class of the world is (a subclass of, or conforms to) `other`.
    static func isSubclass(_ name: String, of other: String) -> Bool
    /// Framework protocols Swift's numbers conform to (`ConstraintRelatableTarget`).
    static var numberConformances: Set<String> { get }
    /// Framework protocols the world's structs conform to, by struct name.
    static var structConformances: [String: Set<String>] { get }
    /// Framework types with no modelled behaviour: made and used silently.
    static func isInertType(_ name: String) -> Bool
    /// Every type name the world knows, sorted (the candidates of "did you mean").
    static var knownTypeNames: [String] { get }
}

/// One run's world: its globals and statics, the members of its objects and value types, and the bookkeeping it
/// does when lesson code touches it. One instance serves one `Interpreter`.
package protocol HostWorld: AnyObject {
    // MARK: free names
    /// Whether `name(…)` is one of the world's global functions (`min`, `print`), called directly.
    func isGlobalFunction(_ name: String) -> Bool
    func callGlobal(_ name: String, _ args: Args, loc: Loc) throws -> Value
    /// A free name the world defines (a type as a value, a constant), nil when it defines none.
    func globalValue(_ name: String, loc: Loc) throws -> Value?
    /// `.name` with no type the interpreter could infer.
    func implicitMember(_ name: String, loc: Loc) throws -> Value?
    func implicitCall(_ name: String, _ args: Args, loc: Loc) throws -> Value?
    /// A leading-dot case that stands for a number in a pattern (`case .required:` on a priority).
    func numberOfCase(_ name: String) -> Double?
    /// The operands of a binary operator, as the world's types would give them to it (a bare `.defaultLow` beside a
    /// number is that priority's number).
    func operands(of op: String, _ l: Value, _ r: Value) -> (Value, Value)

    // MARK: types
    /// `TypeName(…)` of a world type.
    func construct(_ typeName: String, _ args: Args, loc: Loc) throws -> Value
    func staticMember(_ typeName: String, _ name: String, loc: Loc) throws -> Value?
    func callStatic(_ typeName: String, _ name: String, _ args: Args, loc: Loc) throws -> Value?
    /// The object of a lesson class whose root is a world class (`type.nativeBase`), before its `init` runs.
    func allocate(_ type: ScriptType, loc: Loc) throws -> ObjectRef
    /// The arguments a lesson class's `init()` passes on when it declares none (UIView's `init(frame: .zero)`).
    func implicitInitArguments(for object: ObjectRef) -> Args?

    // MARK: values
    /// A member of a value of a world type or a standard type (`rect.width`, `"abc".count`).
    func valueMember(_ v: Value, _ name: String, loc: Loc) throws -> Value?
    /// Sets a member of a value; the updated value, or nil when it has no such member.
    func setValueMember(_ v: Value, _ name: String, _ newValue: Value, loc: Loc) throws -> Value?
    /// Calls a method of a value: the result and, for a mutating method, the receiver's new value.
    func callValueMethod(_ v: Value, _ name: String, _ args: Args, loc: Loc) throws -> (Value, Value?)?

    // MARK: objects
    func respondsTo(_ object: HostObject, _ name: String) -> Bool
    func get(_ object: HostObject, _ name: String, loc: Loc) throws -> Value?
    func set(_ object: HostObject, _ name: String, _ value: Value, loc: Loc) throws -> Bool
    /// `asSuper` is `super.name(…)` from a lesson override: the world's own behaviour, not the override.
    func call(_ object: HostObject, _ name: String, _ args: Args, loc: Loc, asSuper: Bool) throws -> Value?
    /// The world class's designated initializer (`super.init(frame:)`).
    func initialize(_ object: HostObject, _ args: Args, loc: Loc) throws
    /// Whether reading `object`'s properties only reads state (so the interpreter may read one to learn its type).
    func readsStateOnly(_ object: HostObject) -> Bool
    /// The class that owns `name` when `object` lacks it but a related class has it (a controller's member asked
    /// of a view): Swift's "has no member", with that owner named.
    func ownerOfMisplacedMember(_ name: String, on object: HostObject) -> String?
    /// The member names of `object` a misspelling is compared with; nil when the world gives no suggestions.
    func memberNames(of object: HostObject, calling: Bool) -> [String]?
    /// The elements of a world object used as a sequence (`for x in object`).
    func iterate(_ object: ObjectRef) -> [Value]?
    /// A world object that is a value type in Swift (copied on assignment); nil for a reference.
    func copyOnAssignment(_ object: ObjectRef) -> ObjectRef?
    /// What an API the world does not model gives back, after its `unsupported-api` warning.
    func unsupportedValue(_ api: String) -> Value

    // MARK: bookkeeping
    /// A call or assignment that may change what the world lays out.
    func layoutInputsChanged()
    /// A value stored in a lesson object's property `name`, or bound to a local `name` (a world may name its
    /// objects after them in messages).
    func noteStored(_ name: String, _ value: Value)
    func noteLocal(_ name: String, _ value: Value)
}

/// An object of the host world. Lesson subclasses of a world class are instances of the world's class with
/// `scriptClass` set; the interpreter looks their script members up first, then asks the host.
open class HostObject: ObjectRef {
    /// The world class this object is (or a lesson class inherits from): `UIView`, `UILabel`, …
    package let className: String

    package init(className: String, scriptClass: ScriptType? = nil) {
        self.className = className
        super.init(scriptClass: scriptClass)
    }

    package override var nativeClassName: String? { className }
}
