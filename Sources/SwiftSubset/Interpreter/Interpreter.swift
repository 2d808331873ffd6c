import Diagnostics

/// Where code runs: the lexical scope, `self`, and the type whose member is executing (for `super` and for
/// unqualified static names).
package struct Context {
    package var scope: Scope
    package var selfBox: Box?
    package var type: ScriptType?
    package var isStatic = false
    /// The object whose initializer is running: observers of the properties `type` declares don't fire for it
    /// (Swift's rule; those of inherited properties do).
    package var initializing: ObjectRef?
    /// The declared result type of the running function or getter: the contextual type of what it returns
    /// (`static var small: Token { .init(size: 20) }`).
    package var returnType: TypeRef?

    package init(scope: Scope, selfBox: Box? = nil, type: ScriptType? = nil, isStatic: Bool = false,
                 initializing: ObjectRef? = nil, returnType: TypeRef? = nil) {
        self.scope = scope
        self.selfBox = selfBox
        self.type = type
        self.isStatic = isStatic
        self.initializing = initializing
        self.returnType = returnType
    }

    package func child() -> Context {
        var c = self
        c.scope = Scope(parent: scope)
        return c
    }

    package var selfValue: Value? { selfBox?.value }
}

/// The tree-walking interpreter. One instance runs one layout block (with the lesson's module).
package final class Interpreter {
    package let module: Module
    /// The UI world lesson code runs in (set by whoever makes the run, before any code runs).
    package var host: (any HostWorld)!
    /// Budget of statements and calls; exceeding it is a `step-limit` error (an infinite loop in a lesson).
    package var stepsLeft: Int
    /// Characters and elements copied by builtins since the last step they were charged (`chargeBulk`).
    package var bulkUnits = 0
    package var callDepth = 0
    package let maxCallDepth = Limits.callDepth
    /// Warnings collected while running (unsupported APIs, …), deduplicated by message and line.
    package var warnings: [(code: String, message: String, loc: Loc)] = []
    private var warned = Set<String>()
    /// Output of `print`, kept for tests (lesson code's console): the first `Limits.consoleCharacters` characters.
    package private(set) var console: [String] = []
    private var consoleCharacters = 0

    package func appendConsole(_ line: String) {
        guard consoleCharacters < Limits.consoleCharacters else { return }
        consoleCharacters += line.utf8.count + 1
        if consoleCharacters <= Limits.consoleCharacters {
            console.append(line)
        } else {
            console.append(String(line.utf8.prefix(max(0, line.utf8.count - (consoleCharacters - Limits.consoleCharacters)))) ?? "")
            console.append("[the rest of the output is dropped: more than \(Limits.consoleCharacters) characters]")
        }
    }
    /// Locations of the statements being executed (innermost last), for diagnostics raised in native code.
    package var currentLoc = Loc.unknown
    package let state = InterpreterState()
    /// Made on the thread that runs the block (a run's 128 MB-stack worker).
    package let stackGuard = StackGuard()

    package init(module: Module, stepLimit: Int = Limits.steps) {
        self.module = module
        self.stepsLeft = stepLimit
    }

    package func warn(_ code: String, _ message: String, at loc: Loc) {
        let key = "\(code)|\(message)|\(loc.line)"
        guard !warned.contains(key) else { return }
        warned.insert(key)
        warnings.append((code, message, loc))
    }

    package func step(_ loc: Loc) throws {
        stepsLeft -= 1
        if stepsLeft < 0 {
            throw ScriptError("step-limit", "the block ran too long (step limit reached); is there an infinite loop?", at: loc)
        }
        if stackGuard.isExhausted() {
            throw ScriptError("step-limit", "calls and statements are nested too deeply (the interpreter's stack is nearly full)", at: loc)
        }
    }

    // MARK: statements

    package func execute(_ statements: [Stmt], _ ctx: Context) throws {
        var deferred: [[Stmt]] = []
        defer {
            for body in deferred.reversed() { try? execute(body, ctx.child()) }
        }
        for statement in statements {
            if case .deferStmt(let body) = statement.kind {
                deferred.append(body)
                continue
            }
            try execute(statement, ctx)
        }
    }

    package func execute(_ statement: Stmt, _ ctx: Context, implicitReturn: Bool = false) throws {
        try step(statement.loc)
        currentLoc = statement.loc
        switch statement.kind {
        case .expression(let e):
            _ = try evaluate(e, ctx)
        case .declaration(let d):
            try declareLocal(d, ctx)
        case .returnStmt(let e):
            throw ControlFlow.returned(try e.map { try evaluate($0, ctx, hint: ctx.returnType) } ?? .void)
        case .breakStmt:
            throw ControlFlow.breakLoop
        case .continueStmt:
            throw ControlFlow.continueLoop
        case .fallthroughStmt:
            throw ControlFlow.fallthroughCase
        case .ifStmt(let conditions, let then, let otherwise):
            let inner = ctx.child()
            if try evaluateConditions(conditions, inner) {
                try runBranch(then, inner, implicitReturn: implicitReturn)
            } else if let otherwise = otherwise {
                try runBranch(otherwise, ctx.child(), implicitReturn: implicitReturn)
            }
        case .guardStmt(let conditions, let otherwise):
            // Bindings of a guard live in the enclosing scope.
            if try !evaluateConditions(conditions, ctx) {
                try execute(otherwise, ctx.child())
                throw ScriptError("syntax", "'guard' body must not fall through; use 'return' or 'break'", at: statement.loc)
            }
        case .forIn(let pattern, let sequenceExpr, let whereClause, let body):
            let sequence = try evaluate(sequenceExpr, ctx)
            let items = try iterate(sequence, loc: sequenceExpr.loc)
            for item in items {
                try step(statement.loc)
                let inner = ctx.child()
                guard try match(pattern, item, inner, bindAll: true) else { continue }
                if let w = whereClause, try !Operators.truthy(evaluate(w, inner), loc: w.loc) { continue }
                if try !runLoopBody(body, inner) { break }
            }
        case .whileStmt(let conditions, let body):
            while true {
                try step(statement.loc)
                let inner = ctx.child()
                guard try evaluateConditions(conditions, inner), try runLoopBody(body, inner) else { break }
            }
        case .repeatWhile(let body, let condition):
            repeat {
                try step(statement.loc)
                if try !runLoopBody(body, ctx.child()) { break }
            } while try Operators.truthy(evaluate(condition, ctx), loc: condition.loc)
        case .switchStmt(let subjectExpr, let cases):
            let subject = try evaluate(subjectExpr, ctx)
            var matched = false
            var falling = false
            caseLoop: for c in cases {
                let inner = ctx.child()
                if !falling {
                    if c.patterns.isEmpty {
                        matched = true
                    } else {
                        matched = false
                        for p in c.patterns where try match(p, subject, inner, bindAll: false) {
                            matched = true
                            break
                        }
                    }
                    if matched, let g = c.guardExpr, try !Operators.truthy(evaluate(g, inner), loc: g.loc) {
                        matched = false
                    }
                }
                guard matched || falling else { continue }
                falling = false
                do {
                    try runBranch(c.body, inner, implicitReturn: implicitReturn)
                } catch ControlFlow.fallthroughCase {
                    falling = true
                    continue caseLoop
                } catch ControlFlow.breakLoop {
                    break caseLoop
                }
                break
            }
        case .doStmt(let body, let catches):
            do {
                try execute(body, ctx.child())
            } catch let thrown as ThrownValue {
                for clause in catches {
                    let inner = ctx.child()
                    if let p = clause.pattern {
                        guard try match(p, thrown.value, inner, bindAll: true) else { continue }
                    } else {
                        inner.scope.define("error", thrown.value)
                    }
                    try execute(clause.body, inner)
                    return
                }
                throw thrown
            }
        case .throwStmt(let e):
            throw ThrownValue(value: try evaluate(e, ctx))
        case .deferStmt(let body):
            try execute(body, ctx.child())
        }
    }

    /// Local declarations: variables, nested functions (closures over the scope), local types.
    package func declareLocal(_ decl: Decl, _ ctx: Context) throws {
        switch decl {
        case .variable(let v):
            try declareLocalVariable(v, ctx)
        case .variables(let list):
            for v in list { try declareLocalVariable(v, ctx) }
        case .function(let f):
            let closure = ClosureExpr(params: f.params.map { ClosureParam(name: $0.name, type: $0.type) },
                                      usesAnonymousParams: false, body: f.body, loc: f.loc)
            let fn = Function(.closure(closure, ctx.scope, selfValue: ctx.selfValue, owner: ctx.type), name: f.name)
            localFunctionDecls[ObjectIdentifier(fn)] = f
            ctx.scope.define(f.name, .function(fn), isLet: true)
        case .type(let t):
            let type = module.makeType(t, outer: ctx.type)
            module.declareLocalType(type)
            ctx.scope.define(t.name, .type(TypeValue(name: t.name, script: type)), isLet: true)
        case .importDecl, .typeAlias, .associatedType, .enumCase, .initializer, .deinitializer, .subscriptDecl:
            break
        }
    }

    /// Parameter lists of local functions, so their calls can use labels and defaults.
    package var localFunctionDecls: [ObjectIdentifier: FuncDecl] = [:]

    package func declareLocalVariable(_ v: VarDecl, _ ctx: Context) throws {
        let floating = isFloatingType(v.type)
        if v.isComputed {
            // A local computed variable: evaluate its getter now (locals rarely use this form).
            let value = try runBody(v.getter ?? [], ctx.child(), returns: v.type)
            try bind(v.pattern, value, ctx, isLet: true, floating: floating, loc: v.loc)
            return
        }
        var value: Value = .nilValue
        if let initializer = v.initializer {
            value = try checkedInitialValue(try evaluate(initializer, ctx, hint: v.type), of: initializer, declared: v.type)
        } else if v.type.map(isOptionalType) == false {
            // `var x: Int` without a value: definite initialization comes later.
            value = .nilValue
        }
        try bind(v.pattern, conform(value, to: v.type), ctx, isLet: v.isLet, floating: floating, loc: v.loc)
        // A view made in a local (`let header = UIView()` in viewDidLoad or a block's top level) is named after it
        // in messages, as one stored in a property is, instead of by a number the author never sees.
        if case .binding(let name, _) = v.pattern { host.noteLocal(name, value) }
    }

    /// Value types the host keeps as objects (UIKit's UIButton.Configuration): a variable gets its own copy, as
    /// Swift copies a struct on assignment.
    package func copyingValueTypes(_ value: Value) -> Value {
        if case .object(let o) = value, let copy = host.copyOnAssignment(o) { return .object(copy) }
        return value
    }

    package func isOptionalType(_ t: TypeRef) -> Bool {
        if case .optional = t { return true }
        if case .implicitlyUnwrapped = t { return true }
        return false
    }

    package func bind(_ pattern: Pattern, _ value: Value, _ ctx: Context, isLet: Bool, floating: Bool, loc: Loc) throws {
        switch pattern {
        case .binding(let name, _):
            ctx.scope.define(name, copyingValueTypes(value), isFloating: floating, isLet: isLet)
        case .wildcard:
            break
        case .tuple(let items):
            guard case .tuple(let values, _) = value, values.count == items.count else {
                throw ScriptError("type-mismatch", "cannot destructure \(Operators.describeType(value)) into a tuple of \(items.count)", at: loc)
            }
            for (p, v) in zip(items, values) { try bind(p, v, ctx, isLet: isLet, floating: false, loc: loc) }
        default:
            _ = try match(pattern, value, ctx, bindAll: true)
        }
    }

    /// Runs a function body and returns its `return` value (Void when it falls off the end). A body that is a
    /// single expression, or a single `if`/`switch` whose branches are single expressions, returns that value
    /// implicitly (Swift 5.9).
    package func runBody(_ body: [Stmt], _ ctx: Context, returns: TypeRef? = nil) throws -> Value {
        // What the body returns converts to the declared result type (a returned tuple takes its labels).
        conform(try runBodyUnconverted(body, ctx, returns: returns), to: returns)
    }

    private func runBodyUnconverted(_ body: [Stmt], _ ctx: Context, returns: TypeRef?) throws -> Value {
        var ctx = ctx
        ctx.returnType = returns
        do {
            if body.count == 1 {
                switch body[0].kind {
                case .expression(let e):
                    try step(body[0].loc)
                    currentLoc = body[0].loc
                    return try evaluate(e, ctx, hint: ctx.returnType)
                case .ifStmt, .switchStmt:
                    try execute(body[0], ctx, implicitReturn: true)
                    return .void
                default:
                    break
                }
            }
            try execute(body, ctx)
        } catch ControlFlow.returned(let v) {
            return v
        }
        return .void
    }

    /// Runs one pass of a loop's body. Returns false when the body said `break`; `continue` ends the pass early
    /// and, like reaching the end, lets the loop go on.
    package func runLoopBody(_ body: [Stmt], _ ctx: Context) throws -> Bool {
        do {
            try execute(body, ctx)
        } catch ControlFlow.breakLoop {
            return false
        } catch ControlFlow.continueLoop {
            return true
        }
        return true
    }

    /// Runs a branch of an `if`/`switch`; in implicit-return position a single expression is the result.
    package func runBranch(_ body: [Stmt], _ ctx: Context, implicitReturn: Bool) throws {
        if implicitReturn, body.count == 1 {
            switch body[0].kind {
            case .expression(let e):
                if case .assign = e.kind { break }
                throw ControlFlow.returned(try evaluate(e, ctx, hint: ctx.returnType))
            case .ifStmt, .switchStmt:
                try execute(body[0], ctx, implicitReturn: true)
                return
            default: break
            }
        }
        try execute(body, ctx)
    }

    package func evaluateConditions(_ conditions: [Condition], _ ctx: Context) throws -> Bool {
        for condition in conditions {
            switch condition {
            case .expression(let e):
                guard try Operators.truthy(evaluate(e, ctx), loc: e.loc) else { return false }
            case .optionalBinding(let pattern, let e):
                let v = try evaluate(e, ctx)
                if v.isNil { return false }
                try bind(pattern, v, ctx, isLet: true, floating: false, loc: e.loc)
            case .casePattern(let pattern, let e):
                guard try match(pattern, evaluate(e, ctx), ctx, bindAll: false) else { return false }
            case .available:
                continue
            }
        }
        return true
    }

    /// The elements of a sequence, for `for … in` (`what` names the loop in a "too many iterations" error).
    package func iterate(_ sequence: Value, loc: Loc, what: String = "the loop") throws -> [Value] {
        switch sequence {
        case .array(let items): return items
        case .range(let lo, let hi, let closed):
            guard let a = lo.asInt, let b = hi.asInt else {
                throw ScriptError("type-mismatch", "cannot iterate over a floating-point range", at: loc)
            }
            if b < a { throw ScriptError("runtime", "Fatal error: Range requires lowerBound <= upperBound", at: loc) }
            return try rangeElements(a, b, closed: closed, what: what, loc: loc).map { .int($0) }
        case .dictionary(let entries):
            return entries.map { .tuple([$0.key, $0.value], labels: ["key", "value"]) }
        case .string(let s):
            if s.utf8.count > Limits.rangeElements && s.count > Limits.rangeElements {
                throw ScriptError("step-limit", "\(what) has too many iterations (a string of more than \(Limits.rangeElements) characters)", at: loc)
            }
            return s.map { .string(String($0)) }
        case .nilValue:
            throw ScriptError("runtime", "Fatal error: Unexpectedly found nil while iterating", at: loc)
        default:
            if case .object(let o) = sequence, let items = host.iterate(o) { return items }
            throw ScriptError("type-mismatch", "cannot iterate over \(Operators.describeType(sequence))", at: loc)
        }
    }
}

/// Per-run caches and re-entrancy guards.
package final class InterpreterState {
    package var nestedTypeCache: [String: ScriptType] = [:]
    package var enumCaseOwners: [String: ScriptType] = [:]
    package var initializingGlobals = Set<String>()
    package var staticInitializing = Set<ObjectIdentifier>()
    package var failedInit = false
    package var hostingAllocation: ObjectRef?
    package var topLevelController: ObjectRef?
}

extension Interpreter {
    package var nestedTypeCache: [String: ScriptType] {
        get { state.nestedTypeCache }
        set { state.nestedTypeCache = newValue }
    }
    package var enumCaseOwners: [String: ScriptType] {
        get { state.enumCaseOwners }
        set { state.enumCaseOwners = newValue }
    }
    package var initializingGlobals: Set<String> {
        get { state.initializingGlobals }
        set { state.initializingGlobals = newValue }
    }
    package var staticInitializing: Set<ObjectIdentifier> {
        get { state.staticInitializing }
        set { state.staticInitializing = newValue }
    }
    package var failedInit: Bool {
        get { state.failedInit }
        set { state.failedInit = newValue }
    }
    /// The first object allocated while hosting: kept even when its `init` fails, so a block whose
    /// initializer hits an error still shows what it built up to that line.
    package var hostingAllocation: ObjectRef? {
        get { state.hostingAllocation }
        set { state.hostingAllocation = newValue }
    }
    /// The view controller that hosts a block's top-level statements (its `viewDidLoad`): the top-level
    /// variables are its properties, so inside its code they are found before its UIKit members.
    package var topLevelController: ObjectRef? {
        get { state.topLevelController }
        set { state.topLevelController = newValue }
    }
}
