import Diagnostics
import LayoutFrames
import SwiftSubset
import SwiftUILayout

/// Evaluates the SwiftUI subset of a block's syntax tree into view drafts: view structs and their `body`, builder
/// closures (`if`, `if let`, `ForEach` over static data), the modelled views and modifiers, and plain values
/// (numbers, strings, Booleans, colours, fonts). It reads the parsed code only and never runs the UIKit
/// interpreter, so the SwiftUI world stays separable from it.
package final class SwiftUIEvaluator {
    /// The `struct … : View` types visible to the block, by name.
    package let viewTypes: [String: TypeDecl]
    /// Warnings found while evaluating (`unsupported-api`, limits); errors are thrown.
    package var warnings: [(code: String, message: String, loc: Loc)] = []
    /// `@State` values set by actions and taps, by property name: they replace the declared initial values.
    var stateValues: [String: SUValue] = [:]
    /// The animation of the last `withAnimation` an action ran (the transition into the state it makes).
    var animation: Transition?
    /// Buttons (by `ViewDraft.pressKey`) whose `ButtonStyle` is drawn with `configuration.isPressed` true.
    var pressed: Set<String> = []
    /// Each `.animation(_:value:)` met while building, in order, with its value as text (nil: any change).
    var implicitAnimations: [(transition: Transition?, value: String?)] = []
    private var depth = 0
    private var steps = 0
    static let maxDepth = 64
    static let maxSteps = 200_000
    static let maxForEachItems = 1_000

    /// Methods of `extension View` (custom modifiers), by name.
    var viewExtensions: [String: FuncDecl] = [:]
    /// `static let`/`static var` members of `extension Color` and `extension Font`, by type and name.
    var staticMembers: [String: [String: VarDecl]] = [:]

    package init(viewTypes: [String: TypeDecl], extensions: [TypeDecl] = []) {
        self.viewTypes = viewTypes
        for e in extensions where e.kind == .extensionType {
            for member in e.members {
                switch member {
                case .function(let f) where e.name == "View": viewExtensions[f.name] = f
                case .variable(let v) where v.modifiers.isStatic: staticMembers[e.name, default: [:]][v.name] = v
                case .variables(let vs): for v in vs where v.modifiers.isStatic { staticMembers[e.name, default: [:]][v.name] = v }
                default: break
                }
            }
        }
    }

    /// `Color.brand` / `.brand` from `extension Color { static let brand = … }`.
    private func staticMember(_ type: String, _ name: String, at loc: Loc) throws -> SUValue? {
        guard let v = staticMembers[type]?[name] else { return nil }
        let scope = SUScope(parent: nil, instance: nil)
        if let initial = v.initializer { return try eval(initial, scope) }
        if let getter = v.getter {
            for s in getter {
                if case .returnStmt(let e?) = s.kind { return try eval(e, scope) }
                if case .expression(let e) = s.kind, getter.count == 1 { return try eval(e, scope) }
            }
        }
        return nil
    }

    /// A custom modifier from `extension View`: its body runs with `self` as the modified views.
    private func applyExtension(_ f: FuncDecl, to content: [ViewDraft], args: [Argument], _ scope: SUScope,
                                at loc: Loc) throws -> [ViewDraft] {
        let inner = SUScope(parent: nil, instance: nil)
        inner.locals["self"] = .views(content)
        for (p, a) in zip(f.params, args) { inner.locals[p.name] = try eval(a.value, scope) }
        depth += 1
        defer { depth -= 1 }
        if depth > Self.maxDepth {
            throw SwiftUIError(code: "step-limit", message: "modifiers nest more than \(Self.maxDepth) levels deep "
                               + "(does '\(f.name)' call itself?)", at: loc)
        }
        return try build(f.body, inner)
    }

    func warn(_ code: String, _ message: String, at loc: Loc) {
        if !warnings.contains(where: { $0.message == message && $0.loc == loc }) {
            warnings.append((code, message, loc))
        }
    }

    package func unsupported(_ api: String, at loc: Loc) {
        warn("unsupported-api", "'\(api)' is not modelled by the SwiftUI preview yet; it is left out of the drawing",
             at: loc)
    }

    // MARK: Views of an instance

    /// Makes an instance of a view type: labelled arguments set stored properties (the memberwise initializer),
    /// a trailing closure sets the first stored closure property left without a value, the rest take their
    /// initial values.
    func instantiate(_ type: TypeDecl, args: [Argument], scope: SUScope, at loc: Loc) throws -> SUInstance {
        let initializers = type.members.compactMap { m -> FuncDecl? in
            if case .initializer(let f, _) = m { return f }
            return nil
        }
        if !initializers.isEmpty {
            return try initialize(type, initializers, args: args, scope: scope, at: loc)
        }
        let instance = SUInstance(type: type)
        let initScope = SUScope(parent: nil, instance: instance)
        var pending = args
        for member in type.members {
            for v in Self.storedProperties(member) {
                if SwiftUIStateActions.isState(v), let value = stateValues[v.name] {
                    instance.properties[v.name] = value
                } else if let value = Self.environmentValue(v) {
                    instance.properties[v.name] = value
                } else if let i = pending.firstIndex(where: { $0.label == v.name }) {
                    instance.properties[v.name] = try eval(pending[i].value, scope)
                    pending.remove(at: i)
                } else if let initial = v.initializer {
                    instance.properties[v.name] = try eval(initial, initScope)
                } else if case .function? = v.type, let i = pending.firstIndex(where: {
                    if case .closure = $0.value.kind { return true }; return false }) {
                    instance.properties[v.name] = try eval(pending[i].value, scope)
                    pending.remove(at: i)
                } else if case .optional? = v.type {
                    instance.properties[v.name] = SUValue.none
                } else {
                    throw SwiftUIError(code: "type-mismatch",
                                       message: "missing argument for parameter '\(v.name)' in call to '\(type.name)'",
                                       at: loc)
                }
            }
        }
        if let extra = pending.first {
            throw SwiftUIError(code: "type-mismatch", message: "extra argument \(extra.label.map { "'\($0)' " } ?? "")"
                               + "in call to '\(type.name)'", at: extra.value.loc)
        }
        return instance
    }

    /// A view type with `init`s: the first whose parameters take the arguments runs. Stored properties first take
    /// their initial values; the body's assignments (`self.title = title`, `self.content = content()`) set the rest.
    private func initialize(_ type: TypeDecl, _ initializers: [FuncDecl], args: [Argument], scope: SUScope,
                            at loc: Loc) throws -> SUInstance {
        guard let (f, bound) = initializers.lazy.compactMap({ f in Self.bind(f.params, args).map { (f, $0) } }).first else {
            throw SwiftUIError(code: "type-mismatch", message: "no 'init' of '\(type.name)' takes these arguments", at: loc)
        }
        let instance = SUInstance(type: type)
        let initScope = SUScope(parent: nil, instance: instance)
        for member in type.members {
            for v in Self.storedProperties(member) {
                if SwiftUIStateActions.isState(v), let value = stateValues[v.name] {
                    instance.properties[v.name] = value
                } else if let value = Self.environmentValue(v) {
                    instance.properties[v.name] = value
                } else if let initial = v.initializer {
                    instance.properties[v.name] = try eval(initial, initScope)
                }
            }
        }
        let body = SUScope(parent: nil, instance: instance)
        for (param, arg) in bound {
            if let arg { body.locals[param.name] = try eval(arg, scope) }
            else if let d = param.defaultValue { body.locals[param.name] = try eval(d, initScope) }
        }
        for s in f.body {
            guard case .expression(let e) = s.kind, case .assign("=", let target, let valueExpr) = e.kind else {
                unsupported("this statement in an init", at: s.loc)
                continue
            }
            var name: String?
            if case .member(let base, let n) = target.kind, case .selfRef = base.kind { name = n }
            if case .identifier(let n) = target.kind { name = n }
            guard let name else {
                unsupported("this assignment in an init", at: s.loc)
                continue
            }
            if name.hasPrefix("_") {
                // `_isOn = State(initialValue: …)` sets the wrapped `@State` property (unless an action changed it).
                let property = String(name.dropFirst())
                if stateValues[property] == nil, case .call(_, let a) = valueExpr.kind, let first = a.first {
                    instance.properties[property] = try eval(first.value, body)
                }
                continue
            }
            instance.properties[name] = try eval(valueExpr, body)
        }
        return instance
    }

    /// Matches arguments to parameters in order: by label, a trailing closure to the next parameter, and the
    /// default value for a parameter left out. nil when they do not match.
    static func bind(_ params: [Parameter], _ args: [Argument]) -> [(Parameter, Expr?)]? {
        var result: [(Parameter, Expr?)] = []
        var i = 0
        for p in params {
            if i < args.count, args[i].label == p.label || (args[i].label == nil && SwiftUIViews.isClosure(args[i])) {
                result.append((p, args[i].value))
                i += 1
            } else if p.defaultValue != nil {
                result.append((p, nil))
            } else {
                return nil
            }
        }
        return i == args.count ? result : nil
    }

    /// An `@Environment` property's value in the preview: the light appearance and the default Dynamic Type size
    /// (the device's defaults); other keys read as nil. The parser keeps the attribute, not its key path, so the
    /// property's name decides.
    package static func environmentValue(_ v: VarDecl) -> SUValue? {
        guard v.modifiers.attributes.contains("@Environment") else { return nil }
        switch v.name {
        case "colorScheme": return .member("light")
        case "dynamicTypeSize": return .member("large")
        default: return SUValue.none
        }
    }

    package static func storedProperties(_ member: Decl) -> [VarDecl] {
        switch member {
        case .variable(let v): return v.isComputed || v.modifiers.isStatic ? [] : [v]
        case .variables(let vs): return vs.filter { !$0.isComputed && !$0.modifiers.isStatic }
        default: return []
        }
    }

    /// Whether the type can be made with `Type()`: every stored property has a value without arguments.
    package static func isConstructibleWithoutArguments(_ type: TypeDecl) -> Bool {
        let initializers = type.members.compactMap { m -> FuncDecl? in
            if case .initializer(let f, _) = m { return f }
            return nil
        }
        if !initializers.isEmpty { return initializers.contains { bind($0.params, []) != nil } }
        return type.members.flatMap(storedProperties).allSatisfy { v in
            if v.initializer != nil || environmentValue(v) != nil { return true }
            if case .optional? = v.type { return true }
            return false
        }
    }

    /// The views of an instance's `body`.
    func body(of instance: SUInstance, at loc: Loc) throws -> [ViewDraft] {
        depth += 1
        defer { depth -= 1 }
        if depth > Self.maxDepth {
            throw SwiftUIError(code: "step-limit", message: "views nest more than \(Self.maxDepth) levels deep "
                               + "(does '\(instance.type.name)' contain itself?)", at: loc)
        }
        guard let getter = computedProperty("body", in: instance.type) else {
            throw SwiftUIError(code: "type-mismatch", message: "type '\(instance.type.name)' does not conform to "
                               + "protocol 'View': it has no 'var body: some View'", at: instance.type.loc)
        }
        return try build(getter, SUScope(parent: nil, instance: instance))
    }

    /// A computed property's value: a single expression or a `return` gives any value (`var title: String`), a
    /// getter of view statements gives its views.
    func getterValue(_ getter: [Stmt], _ scope: SUScope) throws -> SUValue {
        if getter.count == 1, case .expression(let e) = getter[0].kind, !SwiftUIBodyMutation.isMutation(e) {
            return try eval(e, scope)
        }
        let local = SUScope(parent: scope, instance: nil)
        for s in getter {
            switch s.kind {
            case .returnStmt(let e?): return try eval(e, local)
            case .declaration(.variable(let v)):
                local.locals[v.name] = try v.initializer.map { try eval($0, local) } ?? SUValue.none
            default: return .views(try build(getter, scope))
            }
        }
        return .views(try build(getter, scope))
    }

    func computedProperty(_ name: String, in type: TypeDecl) -> [Stmt]? {
        for member in type.members {
            if case .variable(let v) = member, v.name == name, let getter = v.getter { return getter }
        }
        return nil
    }

    func method(_ name: String, in type: TypeDecl) -> FuncDecl? {
        for member in type.members {
            if case .function(let f) = member, f.name == name { return f }
        }
        return nil
    }

    // MARK: Builders

    /// Runs statements as a view builder: each expression statement contributes its views, `if` contributes its
    /// taken branch (as a Group, so a view's place does not depend on the branch), `let` binds a local, and a
    /// `return` ends the builder with its value.
    func build(_ statements: [Stmt], _ outer: SUScope) throws -> [ViewDraft] {
        let scope = SUScope(parent: outer, instance: nil)
        var views: [ViewDraft] = []
        for s in statements {
            try tick(s.loc)
            switch s.kind {
            case .expression(let e) where SwiftUIBodyMutation.isMutation(e):
                try SwiftUIBodyMutation.check(e, in: statements, scope: scope, evaluator: self)
            case .expression(let e):
                views += try viewsOf(try eval(e, scope), at: e.loc)
            case .returnStmt(let e?):
                return try viewsOf(try eval(e, scope), at: e.loc)
            case .declaration(.variable(let v)):
                scope.locals[v.name] = try v.initializer.map { try eval($0, scope) } ?? SUValue.none
            case .declaration(.variables(let vs)):
                for v in vs { scope.locals[v.name] = try v.initializer.map { try eval($0, scope) } ?? SUValue.none }
            case .ifStmt(let conditions, let then, let otherwise):
                let branchScope = SUScope(parent: scope, instance: nil)
                let taken = try test(conditions, branchScope)
                let children = taken ? try build(then, branchScope) : try otherwise.map { try build($0, scope) } ?? []
                views.append(ViewDraft(.group, children, at: s.loc))
            case .switchStmt(let subject, let cases):
                // The matching case's views, as a Group (like `if`), so later views keep their paths.
                let value = try eval(subject, scope)
                var children: [ViewDraft] = []
                for c in cases {
                    let caseScope = SUScope(parent: scope, instance: nil)
                    guard try c.patterns.isEmpty || c.patterns.contains(where: { try match($0, value, caseScope, at: c.loc) })
                    else { continue }
                    if let g = c.guardExpr, case .bool(false) = try eval(g, caseScope) { continue }
                    children = try build(c.body, caseScope)
                    break
                }
                views.append(ViewDraft(.group, children, at: s.loc))
            case .forIn:
                throw SwiftUIError(code: "type-mismatch", message: "closure containing control flow statement cannot be "
                                   + "used with result builder 'ViewBuilder'; use ForEach", at: s.loc)
            default:
                unsupported("this statement in a view builder", at: s.loc)
            }
        }
        return views
    }

    /// Whether a `case` pattern matches: `_`, `let x`, `.name` (an implicit member), or a value (`==`, or a range's
    /// membership).
    private func match(_ pattern: Pattern, _ value: SUValue, _ scope: SUScope, at loc: Loc) throws -> Bool {
        switch pattern {
        case .wildcard: return true
        case .binding(let name, _):
            scope.locals[name] = value
            return true
        case .enumCase(_, let name, nil):
            if case .member(let m) = value { return m == name }
            return false
        case .expression(let e):
            let expected = try eval(e, scope)
            if case .array(let items) = expected, !(value.isArray) {
                return items.contains { $0.described == value.described }
            }
            if case .member(let m) = expected, case .member(let v) = value { return m == v }
            return expected.described == value.described
        default:
            unsupported("this case pattern", at: loc)
            return false
        }
    }

    private func test(_ conditions: [Condition], _ scope: SUScope) throws -> Bool {
        for c in conditions {
            switch c {
            case .expression(let e):
                guard case .bool(let b) = try eval(e, scope) else {
                    throw SwiftUIError(code: "type-mismatch", message: "the condition is not a Bool", at: e.loc)
                }
                if !b { return false }
            case .optionalBinding(let pattern, let e):
                let value = try eval(e, scope)
                if case .none = value { return false }
                if case .binding(let name, _) = pattern { scope.locals[name] = value }
            case .available:
                continue
            case .casePattern(_, let e):
                unsupported("if case", at: e.loc)
                return false
            }
        }
        return true
    }

    /// Runs `work` one level deeper: a computed property, method or custom modifier that calls itself stops with a
    /// located limit error instead of exhausting the stack.
    func nested<T>(_ name: String, at loc: Loc, _ work: () throws -> T) throws -> T {
        depth += 1
        defer { depth -= 1 }
        if depth > Self.maxDepth {
            throw SwiftUIError(code: "step-limit", message: "views nest more than \(Self.maxDepth) levels deep "
                               + "(does '\(name)' call itself?)", at: loc)
        }
        return try work()
    }

    func tick(_ loc: Loc) throws {
        steps += 1
        if steps > Self.maxSteps {
            throw SwiftUIError(code: "step-limit", message: "building the views took more than \(Self.maxSteps) steps",
                               at: loc)
        }
    }

    /// A value used where views are expected: views, a `Color`, a view instance (its body), or a closure's views.
    package func viewsOf(_ value: SUValue, at loc: Loc) throws -> [ViewDraft] {
        switch value {
        case .views(let v): return v
        case .color(let css): return [ViewDraft(.color(css), at: loc)]
        case .instance(let i): return try body(of: i, at: loc)
        case .closure(let c, let scope): return try callBuilder(c, scope, args: [])
        case .none: return []
        default:
            throw SwiftUIError(code: "type-mismatch", message: "a view builder got '\(value.described)' of type "
                               + "'\(value.swiftTypeName)', which does not conform to 'View'", at: loc)
        }
    }

    func callBuilder(_ closure: ClosureExpr, _ scope: SUScope, args: [SUValue]) throws -> [ViewDraft] {
        let inner = SUScope(parent: scope, instance: nil)
        for (i, a) in args.enumerated() {
            if i < closure.params.count { inner.locals[closure.params[i].name] = a }
            inner.locals["$\(i)"] = a
        }
        return try build(closure.body, inner)
    }

    // MARK: Values

    package func eval(_ e: Expr, _ scope: SUScope) throws -> SUValue {
        try tick(e.loc)
        switch e.kind {
        case .integer(let i): return .number(Double(i))
        case .float(let d): return .number(d)
        case .bool(let b): return .bool(b)
        case .nilLiteral: return .none
        case .string(let parts):
            var s = ""
            for p in parts {
                switch p {
                case .literal(let l): s += l
                case .interpolation(let x): s += try eval(x, scope).described
                }
            }
            return .string(s)
        case .identifier(let name):
            return try identifier(name, scope, at: e.loc)
        case .dollar(let n):
            guard let v = scope.lookup("$\(n)") else {
                throw SwiftUIError(code: "unknown-name", message: "anonymous closure argument not contained in a closure", at: e.loc)
            }
            return v
        case .selfRef:
            if let views = scope.lookup("self") { return views }
            guard let instance = scope.instance else {
                throw SwiftUIError(code: "unknown-name", message: "cannot find 'self' in scope", at: e.loc)
            }
            return .instance(instance)
        case .implicitMember(let name):
            if let color = try staticMember("Color", name, at: e.loc) { return color }
            if let font = try staticMember("Font", name, at: e.loc) { return font }
            return name == "infinity" ? .number(.infinity) : .member(name)
        case .member(let base, let name):
            return try member(try eval(base, scope), name, at: e.loc)
        case .call(let callee, let args):
            return try call(callee, args, scope, at: e.loc)
        case .closure(let c):
            return .closure(c, scope)
        case .array(let items):
            return .array(try items.map { try eval($0, scope) })
        case .prefix(let op, let x):
            let v = try eval(x, scope)
            switch (op, v) {
            case ("!", .bool(let b)): return .bool(!b)
            case ("-", .number(let d)): return .number(-d)
            default: break
            }
        case .binary(let op, let a, let b):
            return try binary(op, try eval(a, scope), try eval(b, scope), at: e.loc)
        case .ternary(let c, let a, let b):
            guard case .bool(let t) = try eval(c, scope) else {
                throw SwiftUIError(code: "type-mismatch", message: "the condition is not a Bool", at: c.loc)
            }
            return try eval(t ? a : b, scope)
        case .optionalChain(let x), .forceUnwrap(let x), .bindOptional(let x), .tryExpr(let x):
            return try eval(x, scope)
        case .keyPath:
            return .none
        case .statementExpression(let s):
            if case .ifStmt(let conditions, let then, let otherwise) = s.kind {
                let inner = SUScope(parent: scope, instance: nil)
                let taken = try test(conditions, inner)
                let branch = taken ? then : (otherwise ?? [])
                if branch.count == 1, case .expression(let x) = branch[0].kind { return try eval(x, inner) }
                return .views(try build(branch, inner))
            }
        default:
            break
        }
        unsupported("this expression", at: e.loc)
        return .none
    }

    private func binary(_ op: String, _ a: SUValue, _ b: SUValue, at loc: Loc) throws -> SUValue {
        switch (a, b) {
        case (.number(let x), .number(let y)):
            switch op {
            case "+": return .number(x + y)
            case "-": return .number(x - y)
            case "*": return .number(x * y)
            case "/": return .number(x / y)
            case "==": return .bool(x == y)
            case "!=": return .bool(x != y)
            case "<": return .bool(x < y)
            case ">": return .bool(x > y)
            case "<=": return .bool(x <= y)
            case ">=": return .bool(x >= y)
            case "..<", "...": return .array(try SwiftUIRanges.values(x, y, closed: op == "...", at: loc))
            default: break
            }
        case (.bool(let x), .bool(let y)):
            switch op {
            case "&&": return .bool(x && y)
            case "||": return .bool(x || y)
            case "==": return .bool(x == y)
            case "!=": return .bool(x != y)
            default: break
            }
        case (.string(let x), .string(let y)):
            switch op {
            case "+": return .string(x + y)
            case "==": return .bool(x == y)
            case "!=": return .bool(x != y)
            default: break
            }
        case (.member(let x), .member(let y)) where op == "==" || op == "!=":
            return .bool((x == y) == (op == "=="))
        case (.none, _), (_, .none):
            if op == "==" || op == "!=" {
                let same: Bool
                if case .none = a, case .none = b { same = true } else { same = false }
                return .bool(op == "==" ? same : !same)
            }
            if op == "??" {
                if case .none = a { return b }
                return a
            }
        default:
            if op == "??" { return a }
        }
        throw SwiftUIError(code: "type-mismatch", message: "binary operator '\(op)' cannot be applied to "
                           + "'\(a.described)' and '\(b.described)'", at: loc)
    }

    private func identifier(_ name: String, _ scope: SUScope, at loc: Loc) throws -> SUValue {
        if let v = scope.lookup(name) { return v.unwrapped }
        // `$isOn`: a binding to an `@State` property, or the binding a `@Binding` property holds.
        if name.hasPrefix("$"), let v = scope.lookup(String(name.dropFirst())) {
            let property = String(name.dropFirst())
            if case .binding = v { return v }
            let isState = scope.instance.map { i in
                i.type.members.flatMap(Self.storedProperties).contains { $0.name == property && SwiftUIStateActions.isState($0) }
            } ?? false
            return isState ? .binding(property, v) : v
        }
        if let instance = scope.instance {
            if let getter = computedProperty(name, in: instance.type) {
                return try nested(name, at: loc) { try getterValue(getter, SUScope(parent: nil, instance: instance)) }
            }
        }
        if viewTypes[name] != nil || SwiftUIViews.typeNames.contains(name) { return .typeName(name) }
        if name.first?.isUppercase == true { return .typeName(name) }
        throw SwiftUIError(code: "unknown-name", message: "cannot find '\(name)' in scope", at: loc)
    }

    private func member(_ base: SUValue, _ name: String, at loc: Loc) throws -> SUValue {
        switch base {
        case .typeName("Color"):
            return try staticMember("Color", name, at: loc) ?? .color(SwiftUIColors.named(name))
        case .typeName("Font") where staticMembers["Font"]?[name] != nil:
            return try staticMember("Font", name, at: loc) ?? .none
        case .typeName("Font"):
            return try SwiftUIFonts.value(.member(name), at: loc).map { .font($0) } ?? .member(name)
        case .typeName("CGFloat") where name == "infinity", .typeName("Double") where name == "infinity":
            return .number(.infinity)
        case .typeName:
            return .member(name)
        case .views where SwiftUIModifiers.uiKitOnly.contains(name):
            throw SwiftUIError(code: "unknown-name", message: "value of type 'some View' has no member '\(name)'",
                               at: loc)
        case .record(let fields):
            if let v = fields[name] { return v }
        case .instance(let i):
            if let v = i.properties[name] { return v.unwrapped }
            if let getter = computedProperty(name, in: i.type) {
                return try nested(name, at: loc) { try getterValue(getter, SUScope(parent: nil, instance: i)) }
            }
        case .array(let items):
            if name == "count" { return .number(Double(items.count)) }
            if name == "isEmpty" { return .bool(items.isEmpty) }
        case .string(let s):
            if name == "isEmpty" { return .bool(s.isEmpty) }
            if name == "count" { return .number(Double(s.count)) }
        default:
            break
        }
        throw SwiftUIError(code: "unknown-name", message: "value '\(base.described)' has no member '\(name)'", at: loc)
    }

    private func call(_ callee: Expr, _ args: [Argument], _ scope: SUScope, at loc: Loc) throws -> SUValue {
        switch callee.kind {
        case .member(let baseExpr, let name):
            let base = try eval(baseExpr, scope)
            switch base {
            case .views, .instance:
                if SwiftUIModifiers.uiKitOnly.contains(name) {
                    throw SwiftUIError(code: "unknown-name", message: "value of type 'some View' has no member "
                                       + "'\(name)'", at: callee.loc)
                }
                let content = try viewsOf(base, at: baseExpr.loc)
                if let f = viewExtensions[name], !SwiftUIModifiers.isModifier(name) {
                    return .views(try applyExtension(f, to: content, args: args, scope, at: callee.loc))
                }
                return .views(try SwiftUIModifiers.apply(name, to: content, args: args, scope: scope, evaluator: self,
                                                         at: callee.loc))
            case .member(let color) where name == "opacity" && !SwiftUIFonts.isFontMember(base):
                // `.black.opacity(0.1)` in colour position.
                return .color(SwiftUIColors.withOpacity(SwiftUIColors.named(color),
                                                        try args.first.map { try eval($0.value, scope) }?.asDouble ?? 1))
            case .color(let css) where name == "opacity":
                return .color(SwiftUIColors.withOpacity(css, try args.first.map { try eval($0.value, scope) }?.asDouble ?? 1))
            case .color, .member where SwiftUIModifiers.isModifier(name) && !(SwiftUIFonts.isFontMember(base)):
                // `Color.blue.frame(…)`: a colour used as a view.
                let content = try viewsOf(try colorOrView(base, at: baseExpr.loc), at: baseExpr.loc)
                return .views(try SwiftUIModifiers.apply(name, to: content, args: args, scope: scope, evaluator: self,
                                                         at: callee.loc))
            case .font, .member:
                if let font = try SwiftUIFonts.modified(base, name, args.map { try eval($0.value, scope) }, at: loc) {
                    return .font(font)
                }
            case .typeName(let type):
                if type == "Font", let font = try SwiftUIFonts.call(name, args: labelled(args, scope), at: loc) {
                    return .font(font)
                }
                if type == "Color", name == "init" {
                    return .color(try SwiftUIColors.make(labelled(args, scope), at: loc))
                }
            case .instance(let i):
                if let f = method(name, in: i.type) {
                    let inner = SUScope(parent: nil, instance: i)
                    for (p, a) in zip(f.params, args) { inner.locals[p.name] = try eval(a.value, scope) }
                    return .views(try nested(name, at: callee.loc) { try build(f.body, inner) })
                }
            default:
                break
            }
            unsupported(name, at: callee.loc)
            return .views([])
        case .implicitMember(let name):
            // `.constant(value)`: a Binding that never changes; the preview reads it as its value.
            if name == "constant", let first = args.first { return try eval(first.value, scope) }
            if let font = try SwiftUIFonts.call(name, args: labelled(args, scope), at: loc) { return .font(font) }
            if name == "init" { return .color(try SwiftUIColors.make(labelled(args, scope), at: loc)) }
            return .member(name)
        case .identifier(let name):
            if let value = scope.lookup(name) ?? scope.instance.flatMap({ $0.properties[name] }) {
                if case .closure(let c, let s) = value {
                    return .views(try callBuilder(c, s, args: try args.map { try eval($0.value, scope) }))
                }
            }
            if case .views(let content)? = scope.locals["self"] ?? scope.parent?.lookup("self") {
                // `padding()` inside `extension View`: a modifier of `self`.
                if let f = viewExtensions[name], !SwiftUIModifiers.isModifier(name) {
                    return .views(try applyExtension(f, to: content, args: args, scope, at: callee.loc))
                }
                if SwiftUIModifiers.isModifier(name) {
                    return .views(try SwiftUIModifiers.apply(name, to: content, args: args, scope: scope,
                                                             evaluator: self, at: callee.loc))
                }
            }
            if let instance = scope.instance, let f = method(name, in: instance.type) {
                let inner = SUScope(parent: nil, instance: instance)
                for (p, a) in zip(f.params, args) { inner.locals[p.name] = try eval(a.value, scope) }
                return .views(try nested(name, at: callee.loc) { try build(f.body, inner) })
            }
            if let type = viewTypes[name] {
                return .instance(try instantiate(type, args: args, scope: scope, at: loc))
            }
            if name == "Color" { return .color(try SwiftUIColors.make(labelled(args, scope), at: loc)) }
            if let views = try SwiftUIViews.make(name, args: args, scope: scope, evaluator: self, at: loc) {
                return .views(views)
            }
            unsupported(name, at: callee.loc)
            return .views([])
        default:
            unsupported("this call", at: callee.loc)
            return .views([])
        }
    }

    private func colorOrView(_ value: SUValue, at loc: Loc) throws -> SUValue {
        if case .member(let name) = value { return .color(SwiftUIColors.named(name)) }
        return value
    }

    /// Arguments evaluated, with their labels (nil for unlabelled ones).
    func labelled(_ args: [Argument], _ scope: SUScope) throws -> [(String?, SUValue)] {
        try args.map { ($0.label, try eval($0.value, scope)) }
    }
}
