import SwiftSubset
import Testing

/// The interpreter runs lesson code on a world that is not UIKit: a world of one class, `Lamp`, with a
/// `brightness` and a `switchOn()` method, declared here through the host protocols alone. If the Swift subset
/// needed anything of UIKit, this target (which links SwiftSubset only) would not build.
enum ToyTypes: HostTypes {
    static func isKnown(_ name: String) -> Bool { name == "Lamp" }
    static func canonical(_ name: String) -> String { name }
    static func chain(_ name: String) -> [String] { name == "Lamp" ? ["Lamp"] : [] }
    static func isSubclass(_ name: String, of other: String) -> Bool { name == other }
    static let numberConformances: Set<String> = []
    static let structConformances: [String: Set<String>] = [:]
    static func isInertType(_ name: String) -> Bool { false }
    static let knownTypeNames = ["Lamp"]
}

/// Its initializer is HostObject's, inherited (`Lamp(className: "Lamp")`).
final class Lamp: HostObject {
    var brightness = 0
}

final class ToyWorld: HostWorld {
    unowned let interp: Interpreter
    /// How many calls and assignments could have changed what the world shows.
    var changes = 0
    init(interp: Interpreter) { self.interp = interp }

    func isGlobalFunction(_ name: String) -> Bool { name == "print" }
    func callGlobal(_ name: String, _ args: Args, loc: Loc) throws -> Value {
        guard name == "print" else { throw ScriptError("unknown-name", "cannot find '\(name)' in scope", at: loc) }
        interp.appendConsole(args.values.map { Operators.describe($0) }.joined(separator: " "))
        return .void
    }
    func globalValue(_ name: String, loc: Loc) throws -> Value? {
        name == "Lamp" ? .type(TypeValue(name: name, script: nil)) : nil
    }
    func implicitMember(_ name: String, loc: Loc) throws -> Value? { nil }
    func implicitCall(_ name: String, _ args: Args, loc: Loc) throws -> Value? { nil }
    func numberOfCase(_ name: String) -> Double? { nil }
    func operands(of op: String, _ l: Value, _ r: Value) -> (Value, Value) { (l, r) }

    func construct(_ typeName: String, _ args: Args, loc: Loc) throws -> Value {
        guard typeName == "Lamp" else { throw ScriptError("unknown-name", "cannot find '\(typeName)' in scope", at: loc) }
        return .object(Lamp(className: "Lamp"))
    }
    func staticMember(_ typeName: String, _ name: String, loc: Loc) throws -> Value? { nil }
    func callStatic(_ typeName: String, _ name: String, _ args: Args, loc: Loc) throws -> Value? { nil }
    func allocate(_ type: ScriptType, loc: Loc) throws -> ObjectRef {
        type.nativeBase == "Lamp" ? Lamp(className: "Lamp", scriptClass: type) : ObjectRef(scriptClass: type)
    }
    func implicitInitArguments(for object: ObjectRef) -> Args? { nil }

    func valueMember(_ v: Value, _ name: String, loc: Loc) throws -> Value? { nil }
    func setValueMember(_ v: Value, _ name: String, _ newValue: Value, loc: Loc) throws -> Value? { nil }
    func callValueMethod(_ v: Value, _ name: String, _ args: Args, loc: Loc) throws -> (Value, Value?)? { nil }

    func respondsTo(_ object: HostObject, _ name: String) -> Bool { ["brightness", "switchOn"].contains(name) }
    func get(_ object: HostObject, _ name: String, loc: Loc) throws -> Value? {
        name == "brightness" ? .int((object as! Lamp).brightness) : nil
    }
    func set(_ object: HostObject, _ name: String, _ value: Value, loc: Loc) throws -> Bool {
        guard name == "brightness", let level = value.asInt else { return false }
        (object as! Lamp).brightness = level
        return true
    }
    func call(_ object: HostObject, _ name: String, _ args: Args, loc: Loc, asSuper: Bool) throws -> Value? {
        guard name == "switchOn" else { return nil }
        (object as! Lamp).brightness = 10
        return .void
    }
    func initialize(_ object: HostObject, _ args: Args, loc: Loc) throws {}
    func readsStateOnly(_ object: HostObject) -> Bool { true }
    func ownerOfMisplacedMember(_ name: String, on object: HostObject) -> String? { nil }
    func memberNames(of object: HostObject, calling: Bool) -> [String]? { calling ? ["switchOn"] : ["brightness"] }
    func iterate(_ object: ObjectRef) -> [Value]? { nil }
    func copyOnAssignment(_ object: ObjectRef) -> ObjectRef? { nil }
    func unsupportedValue(_ api: String) -> Value { .nilValue }

    func layoutInputsChanged() { changes += 1 }
    func noteStored(_ name: String, _ value: Value) {}
    func noteLocal(_ name: String, _ value: Value) {}
}

/// Runs `code` as top-level statements in the toy world: what it printed, its first error, and the world.
func runToy(_ code: String) -> (output: [String], error: String?, world: ToyWorld) {
    let (file, errors) = Parser.parse(code)
    let module = Module(hostTypes: ToyTypes.self)
    for s in file.statements {
        if case .declaration(let d) = s.kind, case .type = d { module.declare(d, override: true) }
    }
    module.link()
    let interp = Interpreter(module: module)
    let world = ToyWorld(interp: interp)
    interp.host = world
    if let e = errors.first { return ([], "syntax \(e.loc): \(e.message)", world) }
    do {
        for s in file.statements {
            if case .declaration(.type) = s.kind { continue }
            try interp.execute(s, Context(scope: module.globals))
        }
    } catch let e as ScriptError {
        return (interp.console, "\(e.code) \(e.loc.line): \(e.message)", world)
    } catch {
        return (interp.console, "\(error)", world)
    }
    return (interp.console, nil, world)
}

@Test func hostObjectPropertiesAndMethodsRunThroughTheWorld() {
    let run = runToy("""
    let lamp = Lamp()
    lamp.brightness = 3
    print(lamp.brightness)
    lamp.switchOn()
    print(lamp.brightness)
    """)
    #expect(run.error == nil)
    #expect(run.output == ["3", "10"])
    // The assignment and the call may change what the world shows; the reads do not.
    #expect(run.world.changes == 2)
}

@Test func aLessonSubclassOfAWorldClassKeepsItsOwnMembersFirst() {
    let run = runToy("""
    class DeskLamp: Lamp {
        var label = "desk"
        func dim() { brightness -= 4 }
    }
    let lamp = DeskLamp()
    lamp.switchOn()
    lamp.dim()
    print(lamp.label, lamp.brightness, lamp is Lamp)
    """)
    #expect(run.error == nil)
    // switchOn sets 10 (the world's method); dim, the lesson's, subtracts 4 through the world's property.
    #expect(run.output == ["desk 6 true"])
}

@Test func aMisspelledMemberIsSwiftsErrorWithTheWorldsSuggestion() {
    let run = runToy("""
    let lamp = Lamp()
    lamp.brightnes = 1
    """)
    #expect(run.error == "unknown-name 2: value of type 'Lamp' has no member 'brightnes'; did you mean 'brightness'?")
}
