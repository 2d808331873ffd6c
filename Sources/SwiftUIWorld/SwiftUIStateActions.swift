import LayoutFrames
import SwiftSubset
import SwiftUILayout

/// Changes to `@State` values: an `actions=` statement (`isOn = true`, `isOn.toggle()`) or a Button's action.
enum SwiftUIStateActions {
    /// Applies one `actions=` statement.
    static func assign(_ source: String, at loc: Loc, to values: SwiftUIStateRenderer.StateValues,
                       types: [String: TypeDecl]) throws -> (values: SwiftUIStateRenderer.StateValues,
                                                             animation: Transition?) {
        let (file, errors) = Parser.parse(source)
        if let e = errors.first {
            throw SwiftUIError(code: "syntax", message: "actions: \(e.message)", at: loc)
        }
        var next = values
        let evaluator = SwiftUIEvaluator(viewTypes: types)
        evaluator.stateValues = values
        let scope = SUScope(parent: nil, instance: nil)
        for (name, value) in values { scope.locals[name] = value }
        let declared = Set(types.values.flatMap { t in
            t.members.flatMap(SwiftUIEvaluator.storedProperties).filter(isState).map(\.name)
        })
        for s in file.statements {
            try execute(s, scope: scope, evaluator: evaluator, into: &next, stateNames: declared, at: loc)
        }
        return (next, evaluator.animation)
    }

    /// Runs a Button's action (a closure, or a method of the view named as `action: save`) from `values`.
    static func run(_ action: SUValue, from values: SwiftUIStateRenderer.StateValues,
                    types: [String: TypeDecl]) throws -> (values: SwiftUIStateRenderer.StateValues,
                                                          animation: Transition?) {
        guard case .closure(let closure, let scope) = action else { return (values, nil) }
        let evaluator = SwiftUIEvaluator(viewTypes: types)
        evaluator.stateValues = values
        var next = values
        let names = Set(scope.instance.map { $0.type.members.flatMap(SwiftUIEvaluator.storedProperties)
            .filter(isState).map(\.name) } ?? [])
        let inner = SUScope(parent: scope, instance: nil)
        for s in closure.body {
            do {
                try execute(s, scope: inner, evaluator: evaluator, into: &next, stateNames: names, at: s.loc)
            } catch let e as SwiftUIError where e.code == "unsupported-api" && !changesState(s) {
                // A call such as `action?()` or `print(…)` changes nothing the preview draws.
                continue
            }
        }
        return (next, evaluator.animation)
    }

    /// Whether a statement assigns something (an assignment that cannot be run is an error, not a no-op).
    private static func changesState(_ s: Stmt) -> Bool {
        guard case .expression(let e) = s.kind else { return false }
        if case .assign = e.kind { return true }
        if case .call(let callee, _) = e.kind, case .member(_, "toggle") = callee.kind { return true }
        return false
    }

    static func isState(_ v: VarDecl) -> Bool { v.modifiers.attributes.contains { $0 == "@State" } }

    private static func execute(_ s: Stmt, scope: SUScope, evaluator: SwiftUIEvaluator,
                                into values: inout SwiftUIStateRenderer.StateValues, stateNames: Set<String>,
                                at loc: Loc) throws {
        func stateName(_ target: Expr) throws -> String {
            var name: String?
            switch target.kind {
            case .identifier(let n): name = n
            case .member(let base, let n): if case .selfRef = base.kind { name = n }
            default: break
            }
            // A `@Binding` property changes the state it is bound to.
            if let name, case .binding(let state, let value)? = scope.lookup(name) ?? scope.instance?.properties[name] {
                if values[state] == nil { values[state] = value }
                return state
            }
            guard let name, stateNames.contains(name) else {
                throw SwiftUIError(code: "unsupported-api", message: "only '@State' properties can be changed here",
                                   at: target.loc)
            }
            return name
        }
        func current(_ name: String) -> SUValue { (values[name] ?? scope.lookup(name) ?? .none).unwrapped }
        guard case .expression(let e) = s.kind else {
            throw SwiftUIError(code: "unsupported-api", message: "only assignments to '@State' properties are run "
                               + "in a SwiftUI action", at: s.loc)
        }
        switch e.kind {
        case .assign(let op, let target, let valueExpr):
            let name = try stateName(target)
            let value = try evaluator.eval(valueExpr, scope)
            switch (op, current(name), value) {
            case ("=", _, _): values[name] = value
            case ("+=", .number(let a), .number(let b)): values[name] = .number(a + b)
            case ("-=", .number(let a), .number(let b)): values[name] = .number(a - b)
            case ("+=", .string(let a), .string(let b)): values[name] = .string(a + b)
            default:
                throw SwiftUIError(code: "type-mismatch", message: "'\(op)' cannot be applied here", at: e.loc)
            }
            scope.locals[name] = values[name]
        case .call(let callee, let args):
            if case .member(let target, "toggle") = callee.kind {
                let name = try stateName(target)
                guard case .bool(let b) = current(name) else {
                    throw SwiftUIError(code: "type-mismatch", message: "'toggle()' needs a Bool", at: e.loc)
                }
                values[name] = .bool(!b)
                scope.locals[name] = values[name]
            } else if case .identifier("withAnimation") = callee.kind, let last = args.last,
                      case .closure(let c) = last.value.kind {
                if let given = args.first(where: { !SwiftUIViews.isClosure($0) }) {
                    evaluator.animation = try SwiftUIAnimations.transition(given.value, evaluator: evaluator, scope: scope)
                } else {
                    evaluator.animation = SwiftUIAnimations.defaultAnimation
                }
                for inner in c.body {
                    try execute(inner, scope: scope, evaluator: evaluator, into: &values, stateNames: stateNames, at: loc)
                }
            } else if case .member(let base, let name) = callee.kind,
                      case .record(let fields)? = try? evaluator.eval(base, scope),
                      case .closure(let closure, let captured)? = fields[name] {
                // `configuration.trigger()` in a PrimitiveButtonStyle: the button's own action.
                let inner = SUScope(parent: captured, instance: nil)
                let names = stateNames.union(captured.instance.map { $0.type.members
                    .flatMap(SwiftUIEvaluator.storedProperties).filter(isState).map(\.name) } ?? [])
                for s in closure.body {
                    try execute(s, scope: inner, evaluator: evaluator, into: &values, stateNames: names, at: s.loc)
                }
            } else {
                throw SwiftUIError(code: "unsupported-api", message: "only assignments to '@State' properties are "
                                   + "run in a SwiftUI action", at: e.loc)
            }
        default:
            throw SwiftUIError(code: "unsupported-api", message: "only assignments to '@State' properties are run "
                               + "in a SwiftUI action", at: e.loc)
        }
    }
}
