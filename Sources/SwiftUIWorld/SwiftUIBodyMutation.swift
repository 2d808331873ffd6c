import SwiftSubset

/// Assignments met while a view's `body` (or another view-building getter) runs.
///
/// In a result builder (a body without `return`), an assignment is a statement of type `()`, which Swift rejects
/// when it compiles. With an explicit `return`, the builder is off and the code compiles; changing an `@State`
/// property then is SwiftUI's runtime warning "Modifying state during view update, this will cause undefined
/// behavior." The preview reports it at the line and draws with the state as it was before the body ran.
enum SwiftUIBodyMutation {
    /// SwiftUI's purple runtime warning, as Xcode prints it.
    static let message = "Modifying state during view update, this will cause undefined behavior."

    static func isMutation(_ e: Expr) -> Bool {
        switch e.kind {
        case .assign: return true
        case .call(let callee, let args):
            if args.isEmpty, case .member(_, "toggle") = callee.kind { return true }
            return false
        default: return false
        }
    }

    /// Reports or runs the assignment `e` found among `statements`.
    static func check(_ e: Expr, in statements: [Stmt], scope: SUScope, evaluator: SwiftUIEvaluator) throws {
        let isBuilder = !statements.contains { if case .returnStmt = $0.kind { return true }; return false }
        if isBuilder {
            throw SwiftUIError(code: "type-mismatch", message: "type '()' cannot conform to 'View': a view builder "
                               + "holds views, not assignments (move the change into a Button's action)", at: e.loc)
        }
        let target: Expr
        switch e.kind {
        case .assign(_, let t, _): target = t
        case .call(let callee, _):
            guard case .member(let t, _) = callee.kind else { return }
            target = t
        default: return
        }
        var name: String?
        switch target.kind {
        case .identifier(let n): name = n
        case .member(let base, let n): if case .selfRef = base.kind { name = n }
        default: break
        }
        guard let name else {
            evaluator.unsupported("this assignment in a view's body", at: e.loc)
            return
        }
        if let owner = scope.owner(of: name) {
            // A local `var` of the body: Swift runs the assignment as written.
            if case .assign("=", _, let valueExpr) = e.kind {
                owner.locals[name] = try evaluator.eval(valueExpr, scope)
            } else {
                evaluator.unsupported("this assignment in a view's body", at: e.loc)
            }
            return
        }
        let isState = scope.instance.map { i in
            i.type.members.flatMap(SwiftUIEvaluator.storedProperties).contains {
                $0.name == name && SwiftUIStateActions.isState($0)
            }
        } ?? false
        if isState {
            evaluator.warn("state-modified-during-update", message, at: e.loc)
        } else {
            throw SwiftUIError(code: "type-mismatch", message: "cannot assign to property: 'self' is immutable "
                               + "('\(name)' is not a '@State' property)", at: e.loc)
        }
    }
}

extension SUScope {
    /// The scope whose locals hold `name`, if a local does.
    func owner(of name: String) -> SUScope? {
        var scope: SUScope? = self
        while let s = scope {
            if s.locals[name] != nil { return s }
            scope = s.parent
        }
        return nil
    }
}

/// `a..<b` and `a...b` as the arrays `ForEach` walks, within the preview's limits.
enum SwiftUIRanges {
    /// More values than this is a limit error at the range, before anything is allocated; `ForEach` has its own
    /// lower limit on what it draws.
    static let maxValues = 100_000

    static func values(_ lower: Double, _ upper: Double, closed: Bool, at loc: Loc) throws -> [SUValue] {
        let op = closed ? "..." : "..<"
        guard lower.isFinite, upper.isFinite else {
            throw SwiftUIError(code: "step-limit", message: "the range \(SUValue.number(lower).described)\(op)"
                               + "\(SUValue.number(upper).described) has no end the preview can walk", at: loc)
        }
        // Swift's trap when a range is formed backwards.
        if lower > upper {
            throw SwiftUIError(code: "runtime", message: "Fatal error: Range requires lowerBound <= upperBound", at: loc)
        }
        let count = (upper - lower).rounded(.down) + (closed ? 1 : 0)
        if count > Double(maxValues) {
            throw SwiftUIError(code: "step-limit", message: "the range \(SUValue.number(lower).described)\(op)"
                               + "\(SUValue.number(upper).described) has \(SUValue.number(count).described) values; "
                               + "the preview walks at most \(maxValues)", at: loc)
        }
        return closed ? stride(from: lower, through: upper, by: 1).map { .number($0) }
                      : stride(from: lower, to: upper, by: 1).map { .number($0) }
    }
}

extension SUValue {
    /// The Swift type a value has, for messages.
    var swiftTypeName: String {
        switch self {
        case .number(let d): return d == d.rounded() ? "Int" : "Double"
        case .string: return "String"
        case .bool: return "Bool"
        case .none: return "Optional"
        case .views: return "some View"
        case .array: return "Array"
        case .member(let m): return ".\(m)"
        case .color: return "Color"
        case .font: return "Font"
        case .closure: return "() -> some View"
        case .instance(let i): return i.type.name
        case .typeName(let t): return "\(t).Type"
        case .binding: return "Binding"
        case .record: return "ButtonStyleConfiguration"
        }
    }
}
