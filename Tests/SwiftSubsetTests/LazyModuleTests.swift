import SwiftSubset
import Testing

/// A lazy module (`Module(hostTypes:declarations:target:position:)`) must answer every question as the module that
/// declares every unit does: the earlier units, the running unit with `override`, the later units without, then
/// `link()`. Each test below builds both for every unit of a small lesson and compares their answers.

/// The units of a lesson: each string is one block's code.
private func parse(_ units: [String]) -> [[Stmt]] {
    units.enumerated().map { index, code in
        let (file, errors) = Parser.parse(code)
        #expect(errors.isEmpty, "unit \(index): \(errors.map(\.message))")
        return file.statements
    }
}

private func eagerModule(_ units: [[Stmt]], position: Int, includeOwnVariables: Bool = true) -> Module {
    let module = Module(hostTypes: ToyTypes.self)
    func declare(_ statements: [Stmt], override: Bool, variables: Bool) {
        for s in statements {
            guard case .declaration(let d) = s.kind else { continue }
            switch d {
            case .variable, .variables: if variables { module.declare(d, override: override) }
            default: module.declare(d, override: override)
            }
        }
    }
    for i in 0..<position { declare(units[i], override: true, variables: true) }
    declare(units[position], override: true, variables: includeOwnVariables)
    for i in units.indices where i > position { declare(units[i], override: false, variables: true) }
    module.link()
    return module
}

private func lazyModule(_ units: [[Stmt]], position: Int, includeOwnVariables: Bool = true) -> Module {
    let lesson = ModuleDeclarations(units: units.map { ($0, true) })
    let own = ModuleDeclarations(units: [(units[position], includeOwnVariables)])
    return Module(hostTypes: ToyTypes.self, declarations: lesson, target: own, position: position)
}

/// What a type is once linked: its kind, chain, UIKit base, protocols and members, nested types included.
private func describe(_ type: ScriptType?) -> String {
    guard let type else { return "none" }
    let nested = type.nestedTypes.keys.sorted().map { describe(type.nestedTypes[$0]) }.joined(separator: ", ")
    return "\(type.kind.rawValue) \(type.name) at \(type.loc.line):\(type.loc.column) super \(type.superType?.name ?? "-") "
        + "base \(type.nativeBase ?? "-") protocols \(type.protocols.map(\.name)) members \(type.memberNames) "
        + "statics \(type.staticVars.keys.sorted() + type.staticMethods.keys.sorted()) cases \(type.cases.map(\.name)) "
        + "inits \(type.initializers.count) nested [\(nested)]"
}

private func describe(_ module: Module, names: [String]) -> [String] {
    var lines = names.map { name in
        "\(name): type \(describe(module.type(named: name))); "
            + "functions \((module.functions(named: name) ?? []).map { "\($0.loc.line):\(Module.signature($0))" }); "
            + "global \(module.globalDecl(named: name).map { "\($0.loc.line)" } ?? "-")"
    }
    lines.append("types \(module.typeNames()) globals \(module.globalNames()) functions \(module.functionNames())")
    for name in module.nativeExtensions.keys.sorted() {
        lines.append("extension \(describe(module.nativeExtensions[name]))")
    }
    return lines
}

/// Compares the two modules of every unit, in both variable modes.
private func expectSameModules(_ code: [String], names: [String]) {
    let units = parse(code)
    for position in units.indices {
        for variables in [true, false] {
            let eager = describe(eagerModule(units, position: position, includeOwnVariables: variables), names: names)
            let lazy = describe(lazyModule(units, position: position, includeOwnVariables: variables), names: names)
            #expect(eager == lazy, "unit \(position), own variables \(variables)")
        }
    }
}

@Test func aLazyModuleSeesTheDeclarationEachUnitWouldSee() {
    // Box has a first and a fixed version; later units only fill names no earlier unit declared.
    expectSameModules([
        "class Box: Lamp { var a = 1 }\nlet spacing = 8\nfunc make() -> Int { 1 }",
        "class Box: Lamp { var b = 2 }\nfunc make(_ x: Int) -> Int { x }\nlet spacing = 16",
        "class Card: Box { func c() {} }\nfunc make() -> Int { 3 }\nlet only = 1",
        "class Box { var d = 4 }\nclass Later {}\nfunc late() {}\nlet spacing = 32",
    ], names: ["Box", "Card", "Later", "make", "late", "spacing", "only", "Lamp", "missing"])
}

@Test func aLazyModuleAppliesExtensionsAndLinksChainsAsLinkDoes() {
    expectSameModules([
        "protocol Shiny {}\nextension Shiny { func glow() {} }\nclass Base: Lamp {}",
        "class Desk: Base, Shiny { enum Mode { case on, off } }\nextension Desk { func tilt() {} }",
        "extension Lamp: Shiny { static let brand = 1 }\nextension Base { struct Part {} }",
        "class Top: Desk {}\nextension Lamp { func flicker() {} }\nextension Unknown { func x() {} }",
    ], names: ["Shiny", "Base", "Desk", "Top", "Lamp", "Unknown", "Part", "Mode"])
}

@Test func aLazyModuleSearchesEveryTypeThatCouldHoldTheName() {
    // An implicit member finds the one enum with that case, even one only a later unit declares and nothing
    // names; an unknown name is suggested from a type of another unit.
    let units = parse([
        "enum Direction { case north, south }",
        "class Screen { enum Inner { case east } }",
        "let d: Direction = .north\nlet e: Screen.Inner = .east",
    ])
    let lesson = ModuleDeclarations(units: units.map { ($0, true) })
    for position in units.indices {
        let lazy = lazyModule(units, position: position)
        let eager = eagerModule(units, position: position)
        let lazyInterp = Interpreter(module: lazy), eagerInterp = Interpreter(module: eager)
        for name in ["north", "east", "west"] {
            #expect(lazyInterp.uniqueEnum(withCase: name)?.name == eagerInterp.uniqueEnum(withCase: name)?.name)
        }
        #expect(lazyInterp.scriptType(named: "Inner")?.name == "Inner")
        #expect(lazy.typeNames() == ["Direction", "Screen"])
    }
    #expect(lesson.mentions[.enumCase("north")] == ["Direction"])
    #expect(lesson.mentions[.nestedType("Inner")] == ["Screen"])
}

@Test func aLazyModuleMakesOnlyTheTypesANameReaches() {
    let units = parse((0..<50).map { "class Box\($0): Lamp { var size = \($0) }" })
    let module = lazyModule(units, position: 7)
    #expect(module.typesToSearch(for: []).isEmpty)
    #expect(module.type(named: "Box7")?.nativeBase == "Lamp")
    #expect(module.typesToSearch(for: []).map(\.name) == ["Box7"])
    #expect(module.typeNames().count == 50)
}
