import AutoLayout
import Diagnostics
import LayoutFrames
import SwiftSubset
import UIKitWorld

/// What a step of a scenario is: an `actions` statement or a tap on a view path.
enum ScenarioStep: Equatable {
    case action(String, Loc)
    case tap(String)

    var name: String {
        switch self {
        case .action(let source, _): return source
        case .tap(let path): return "tap(\(path))"
        }
    }
}

/// How the block's code is hosted on the canvas (DESIGN.md §4).
enum HostMode {
    case controller(ScriptType)
    case view(ScriptType, host: String)
    case topLevel
}

/// One run of a preview block from scratch: host, setup, then the given steps, one state each (plus a state
/// per `asyncAfter`). Runs are deterministic, so tap exploration replays prefixes to reach a state.
final class Scenario {
    let lesson: LessonModule
    let position: Int
    let device: Device
    let file: String
    let mode: HostMode
    let stepLimit: Int
    let viewLimit: Int

    struct RecordedState {
        var frames: StateFrames
        /// Paths of views with tap handlers in this state.
        var tappable: [String]
        /// Steps that reach this state from the initial one.
        var steps: [ScenarioStep]
    }

    struct Result {
        var states: [RecordedState] = []
        var diagnostics: [Diagnostic] = []
        var hostedClass = ""
        var hosted = false
        /// With `sweepDevices`: the same run as each of those devices would give it, in their order; nil when the
        /// sweep gave up (`sweepFailure`) and each device needs a run of its own.
        var variants: [Result]?
        var sweepFailure: String?
    }

    /// What a replay records in place of a state whose frames nobody reads (its initial state).
    static func placeholder(name: String, steps: [ScenarioStep]) -> RecordedState {
        RecordedState(frames: StateFrames(name: name, action: nil, keyboard: nil, transition: nil, views: [],
                                          constraints: []),
                      tappable: [], steps: steps)
    }

    /// Other devices to lay every state out on during each run (`VariantSweep`); empty for a plain run.
    var sweepDevices: [Device] = []
    /// Per entry of `sweepDevices`, what else that variant changes (`VariantSweep.Variant.adjust`), if anything.
    var sweepAdjustments: [(View, Bool) -> Void] = []
    /// The sweep of the run in progress: hosting hands it each engine the runtime makes.
    private var sweep: VariantSweep?

    init(lesson: LessonModule, position: Int, device: Device, file: String, mode: HostMode, stepLimit: Int,
         viewLimit: Int = Limits.views) {
        self.lesson = lesson
        self.position = position
        self.device = device
        self.file = file
        self.mode = mode
        self.stepLimit = stepLimit
        self.viewLimit = viewLimit
    }

    /// Picks the hosted class: `show=`, else the last UIView/UIViewController subclass the block declares.
    static func hostMode(lesson: LessonModule, position: Int, module: Module, attributes: BlockAttributes) -> (HostMode, String?) {
        let block = lesson.blocks[position]
        func mode(for type: ScriptType) -> HostMode? {
            guard let base = type.nativeBase else { return nil }
            if NativeClasses.isSubclass(base, of: "UIViewController") { return .controller(type) }
            if NativeClasses.isSubclass(base, of: "UIView") {
                let isCell = NativeClasses.isSubclass(base, of: "UITableViewCell") || NativeClasses.isSubclass(base, of: "UICollectionViewCell")
                return .view(type, host: attributes["host"] ?? (isCell ? "cell" : "fill"))
            }
            return nil
        }
        if let show = attributes["show"] {
            guard let type = module.lookupTypePath(show.split(separator: ".").map(String.init)) else {
                return (.topLevel, "show=\(show): no class named '\(show)' is declared in this lesson")
            }
            guard let m = mode(for: type) else {
                return (.topLevel, "show=\(show): '\(show)' is not a UIView or UIViewController subclass")
            }
            return (m, nil)
        }
        for s in block.file.statements.reversed() {
            guard case .declaration(.type(let decl)) = s.kind, decl.kind == .classType,
                  let type = module.type(named: decl.name), let m = mode(for: type) else { continue }
            return (m, nil)
        }
        return (.topLevel, nil)
    }

    /// Runs the scenario: hosting, `setup`, the initial state, then `steps`. The first `explicitSteps` of them
    /// (the `actions=` steps) each record a state; with `explicitSteps` 0 the run is a tap exploration replay
    /// (`LayoutBlockRunner.explore`), which records only what its last step leads to, after an initial state
    /// whose frames are a placeholder.
    func run(steps: [ScenarioStep], explicitSteps: Int) -> Result {
        let isReplay = explicitSteps == 0 && !steps.isEmpty
        var result = Result()
        let module = lesson.makeModule(for: position, topLevelMode: { if case .topLevel = mode { return true }; return false }())
        let interp = Interpreter(module: module, stepLimit: stepLimit)
        let arena = ObjectArena.begin()
        let runtime = Runtime(interp: interp, device: device, file: file)
        runtime.viewLimit = viewLimit
        interp.host = runtime
        sweep = sweepDevices.isEmpty ? nil : VariantSweep(devices: sweepDevices, adjustments: sweepAdjustments)
        sweep?.attach(runtime.engine)
        defer {
            sweep?.detach()
            sweep = nil
            runtime.tearDown()
            arena.end()
        }
        var diagnostics: [Diagnostic] = []
        func report(_ error: Error) {
            switch error {
            case let e as ScriptError:
                diagnostics.append(Diagnostic(.error, code: e.code, e.message, at: runtime.sourceLocation(e.loc)))
            case let t as ThrownValue:
                diagnostics.append(Diagnostic(.error, code: "runtime", "Fatal error: an error was thrown and not caught: \(Operators.describe(t.value))",
                                              at: runtime.sourceLocation(interp.currentLoc)))
            case is ControlFlow, is OptionalChainNil:
                break
            default:
                diagnostics.append(Diagnostic(.error, code: "runtime", "\(error)", at: runtime.sourceLocation(interp.currentLoc)))
            }
        }

        // Host.
        var hostedValue: Value = .nilValue
        var root: ViewObject?
        var rootName = "self"
        var namedRoots: [(String, Value)] = []
        var selfType: ScriptType?
        let block = lesson.blocks[position]
        interp.hostingAllocation = nil
        do {
            switch mode {
            case .controller(let type):
                result.hostedClass = type.name
                selfType = type
                let needsArguments = !type.initializers.isEmpty && !interp.hasInitializer(type, labels: [])
                    && !type.initializers.contains { $0.decl.params.allSatisfy { $0.defaultValue != nil } }
                let value = needsArguments ? try constructView(type, interp) : try interp.construct(type, .none, type.loc)
                guard case .object(let o) = value, let vc = o as? ViewControllerObject else {
                    throw ScriptError("runtime", "could not create \(type.name)", at: type.loc)
                }
                hostedValue = value
                rootName = "view"
                try hostController(vc, runtime, interp, loc: type.loc)
                root = vc.rootView
            case .view(let type, let host):
                result.hostedClass = type.name
                selfType = type
                let value = try constructView(type, interp)
                guard case .object(let o) = value, let view = o as? ViewObject else {
                    throw ScriptError("runtime", "could not create \(type.name)", at: type.loc)
                }
                hostedValue = value
                root = view
                try hostView(view, host: host, runtime, loc: type.loc)
            case .topLevel:
                result.hostedClass = "UIViewController"
                let vc = ViewControllerObject(className: "UIViewController", runtime: runtime)
                hostedValue = .object(vc)
                root = vc.rootView
                rootName = "view"
                runtime.adoptRoot(vc.rootView.view)
                sweep?.attach(runtime.engine)
                runtime.hostedController = vc
                interp.topLevelController = vc
                // Top-level functions are the controller's methods too: `view` means its view everywhere.
                module.globals.define("view", .object(vc.rootView), isLet: true)
                let ctx = Context(scope: module.globals, selfBox: Box(hostedValue), type: nil)
                for s in block.file.statements {
                    if case .declaration(let d) = s.kind {
                        switch d {
                        case .variable, .variables: break
                        default: continue
                        }
                    }
                    try interp.execute(s, ctx)
                }
            }
        } catch {
            report(error)
            // The hosted object's init failed midway: host what it built so far (the app would crash there;
            // the preview shows the state at the crash).
            if root == nil, let partial = interp.hostingAllocation {
                do {
                    if case .view(_, let host) = mode, let view = partial as? ViewObject {
                        hostedValue = .object(view)
                        root = view
                        if view.view.superview == nil { try hostView(view, host: host, runtime, loc: .unknown) }
                    } else if case .controller = mode, let vc = partial as? ViewControllerObject {
                        hostedValue = .object(vc)
                        root = vc.rootView
                        rootName = "view"
                        if runtime.hostedController == nil {
                            runtime.adoptRoot(vc.rootView.view)
                            sweep?.attach(runtime.engine)
                            runtime.hostedController = vc
                        }
                    }
                } catch {
                    report(error)
                }
            }
        }
        guard let rootView = root else {
            result.diagnostics = diagnostics
            if let sweep {
                // Nothing was hosted, so nothing was laid out: every device gets the same.
                sweep.finish(runtimeLayoutDiagnostics: runtime.layoutDiagnostics)
                result.sweepFailure = sweep.failure
                if sweep.failure == nil { result.variants = Array(repeating: result, count: sweepDevices.count) }
            }
            return result
        }
        rootView.view.debugName = rootName
        // The host made this view, not a line of lesson code: its diagnostics point at the block.
        if rootView.view.sourceLocation == nil {
            rootView.view.sourceLocation = runtime.sourceLocation(Loc(line: block.block.fenceLine, column: block.block.fenceColumn))
        }
        result.hosted = true
        // Now the hosted view or controller's view is on screen. Hosting changed the tree outside lesson code: the
        // next pass must run even if code laid out earlier.
        runtime.canvasIsInWindow = true
        runtime.layoutInputsChanged()
        switch mode {
        case .topLevel:
            namedRoots = topLevelNames(block).compactMap { name in module.globals.variables[name].map { (name, $0.value) } }
        default:
            if case .object(let o) = hostedValue {
                let snapshotter = Snapshotter(runtime: runtime, root: rootView, rootName: rootName, namedRoots: [])
                namedRoots = snapshotter.storedProperties(of: o)
                if o is ViewControllerObject, rootView.scriptClass != nil {
                    // A custom root view (loadView): its properties are `view.<name>`.
                    namedRoots += snapshotter.storedProperties(of: rootView).map { ("view.\($0.0)", $0.1) }
                }
            }
        }
        let actionScope = Scope(parent: module.globals)
        defineBuiltins(actionScope, runtime, interp, root: rootView, rootName: rootName, hosted: hostedValue, selfType: selfType,
                       namedRoots: { namedRoots })
        let actionContext = Context(scope: actionScope, selfBox: Box(hostedValue), type: selfType)

        // Setup, first layout, initial state.
        if let setup = block.attributes["setup"] {
            for (source, loc) in Scenario.statements(setup, attribute: "setup", fenceLine: block.block.fenceLine) {
                do { try runSource(source, loc: loc, interp, actionContext) } catch { report(error) }
            }
        }
        func settle() {
            do {
                var rounds = 0
                while !runtime.pendingMain.isEmpty {
                    if rounds == Limits.mainQueueRounds {
                        // Blocks that schedule blocks forever: the app would spin; the preview moves on.
                        interp.warn("async-limit", "DispatchQueue.main.async blocks keep scheduling more blocks; the preview ran \(Limits.mainQueueRounds) rounds of them and dropped the rest", at: runtime.pendingMain[0].loc)
                        runtime.pendingMain = []
                        break
                    }
                    let pending = runtime.pendingMain
                    runtime.pendingMain = []
                    for item in pending { _ = try interp.callValue(item.body, .none, interp.currentLoc, name: "async") }
                    rounds += 1
                }
                try runtime.layoutIfNeeded(loc: interp.currentLoc)
                if case .controller = mode, runtime.layoutPassCount <= 4, let vc = runtime.hostedController, vc.fields["__appeared"] == nil {
                    vc.fields["__appeared"] = .bool(true)
                    _ = try interp.callMethod(.object(vc), "viewDidAppear", [Argument(label: nil, value: Expr(.bool(false), .unknown))], Context(scope: actionScope), .unknown, baseExpr: nil)
                    try runtime.layoutIfNeeded(loc: interp.currentLoc)
                }
            } catch {
                report(error)
            }
        }
        let snapshotter = { Snapshotter(runtime: runtime, root: rootView, rootName: rootName, namedRoots: namedRoots) }
        /// Records a state on every device. `framesWanted: false` keeps its place in `result.states` (and the
        /// diagnostics it commits) but takes no snapshot: `Scenario.placeholder` stands in for its frames.
        func record(_ name: String, action: String?, steps: [ScenarioStep], framesWanted: Bool = true) {
            let t = runtime.transition.map { Transition(duration: $0.duration, delay: $0.delay, curve: $0.curve, damping: $0.damping, velocity: $0.velocity) }
            runtime.transition = nil
            guard framesWanted else {
                runtime.commitFrameDiagnostics(state: name)
                let placeholder = Scenario.placeholder(name: name, steps: steps)
                result.states.append(placeholder)
                sweep?.record(steps: steps, root: runtime.canvas) { _, _ in (placeholder.frames, [:]) }
                return
            }
            let own = snapshotter()
            // Paths and tappable views depend on the tree alone: found once for every device.
            let facts = own.treeFacts()
            let (frames, tappable) = own.state(name: name, action: action, transition: t, facts: facts)
            runtime.commitFrameDiagnostics(state: name)
            result.states.append(RecordedState(frames: frames, tappable: tappable.keys.sorted(), steps: steps))
            sweep?.record(steps: steps, root: runtime.canvas) { pass, engine in
                let seen = NonFiniteValues()
                var other = own
                other.layout = Snapshotter.Layout(pass: pass, engine: engine, nonFinite: seen)
                let state = other.state(name: name, action: action, transition: t, facts: facts)
                return seen.found ? nil : state
            }
        }
        func runLater(steps: [ScenarioStep]) {
            var rounds = 0
            var runs = 0
            /// Blocks that keep scheduling blocks (a timer, or one that schedules two): each run is a state, so
            /// the preview keeps the first ones and says so.
            func dropPending(_ loc: Loc) {
                interp.warn("async-limit", "asyncAfter blocks keep scheduling more asyncAfter blocks; the preview ran \(runs) of them (at most \(Limits.deferredRuns) in \(Limits.deferredRounds) rounds after a step) and dropped the rest", at: loc)
                runtime.pendingAfter = []
            }
            while let first = runtime.pendingAfter.first {
                if rounds == Limits.deferredRounds {
                    dropPending(first.loc)
                    return
                }
                let pending = runtime.pendingAfter.sorted { $0.delay < $1.delay }
                runtime.pendingAfter = []
                for item in pending {
                    if runs == Limits.deferredRuns {
                        dropPending(item.loc)
                        return
                    }
                    runs += 1
                    runtime.transition = nil
                    do { _ = try interp.callValue(item.body, .none, interp.currentLoc, name: "asyncAfter") } catch { report(error) }
                    settle()
                    if runtime.transition == nil { runtime.transition = (0.25, item.delay, "easeInOut", nil, nil) }
                    else { runtime.transition?.delay += item.delay }
                    record("asyncAfter(\(Operators.formatDouble(item.delay)))", action: nil, steps: steps)
                }
                rounds += 1
            }
        }
        settle()
        // A cell whose constraints give it no height gets UITableView's standard 44 pt (Runtime+CellHeight.swift).
        if case .view(_, "cell") = mode, (try? runtime.useStandardHeightIfCollapsed(rootView, loc: interp.currentLoc)) == true { settle() }
        runtime.transition = nil
        // A replay's initial state is the main run's, step for step (runs are deterministic), and exploration
        // reads only what its taps lead to: its frames are not taken again on every device.
        record("initial", action: nil, steps: [], framesWanted: !isReplay)
        runLater(steps: [])

        var done: [ScenarioStep] = []
        for (i, step) in steps.enumerated() {
            runtime.transition = nil
            done.append(step)
            switch step {
            case .action(let source, let loc):
                do { try runSource(source, loc: loc, interp, actionContext) } catch { report(error) }
            case .tap(let path):
                do { try tap(path, runtime, snapshotter(), loc: Loc(line: block.block.fenceLine, column: block.block.fenceColumn)) } catch { report(error) }
            }
            settle()
            // Only the explicit steps and the last step of an exploration produce states.
            if i < explicitSteps || i == steps.count - 1 {
                record(step.name, action: step.name, steps: done)
                runLater(steps: done)
            }
        }
        for w in interp.warnings {
            diagnostics.append(Diagnostic(.warning, code: w.code, w.message, at: runtime.sourceLocation(w.loc)))
        }
        if let sweep {
            sweep.finish(runtimeLayoutDiagnostics: runtime.layoutDiagnostics)
            result.sweepFailure = sweep.failure
            if sweep.failure == nil {
                // What code and hosting reported is the same on every device; only the layouts differ.
                result.variants = sweep.variants.map { variant in
                    Result(states: variant.states, diagnostics: diagnostics + variant.log.kept,
                           hostedClass: result.hostedClass, hosted: result.hosted)
                }
            }
        }
        diagnostics.append(contentsOf: runtime.layoutDiagnostics)
        result.diagnostics = diagnostics
        return result
    }

    // MARK: hosting

    func constructView(_ type: ScriptType, _ interp: Interpreter) throws -> Value {
        let (available, inheritsUIKitInits) = creatableInitializers(of: type)
        var hasFrameInit = inheritsUIKitInits
        var hasNoArgInit = inheritsUIKitInits
        var hasStyleInit = false
        for decl in available {
            if decl.params.first?.label == "frame" { hasFrameInit = true }
            if decl.params.first?.label == "style" && decl.params.count == 2 { hasStyleInit = true }
            if decl.params.allSatisfy({ $0.defaultValue != nil }) { hasNoArgInit = true }
        }
        let isCell = type.nativeBase.map({ NativeClasses.isSubclass($0, of: "UITableViewCell") }) == true
        if hasStyleInit || (inheritsUIKitInits && isCell) {
            // UITableViewCell(style: .default, reuseIdentifier: nil), as a table view would create it.
            let style = Value.plainCase("default")
            return try interp.construct(type, Args([style, .nilValue], ["style", "reuseIdentifier"]), type.loc)
        }
        if hasFrameInit {
            return try interp.construct(type, Args([Geometry.rect(.zero)], ["frame"]), type.loc)
        }
        if hasNoArgInit {
            return try interp.construct(type, .none, type.loc)
        }
        // Every initializer needs arguments (`init(title: String)`): call the first with placeholder values of
        // each parameter's type, and say so; `setup=` can then configure the instance.
        guard let decl = available.first else {
            throw ScriptError("host", "cannot host \(type.name): it has no initializer to call", at: type.loc)
        }
        var values: [Value] = []
        for p in decl.params where p.defaultValue == nil {
            values.append(placeholder(for: p.type, interp))
        }
        let labels = decl.params.filter { $0.defaultValue == nil }.map(\.label)
        interp.warn("host", "\(type.name) is hosted with placeholder arguments: init(\(labels.map { ($0 ?? "_") + ":" }.joined())); add init(frame:) or set the content with setup=", at: decl.loc)
        return try interp.construct(type, Args(values, labels), type.loc)
    }

    /// The initializers a lesson class can be created with, by Swift's inheritance rules: its own, and its
    /// superclass's when it declares no designated initializer of its own (convenience ones do not count), down to
    /// UIKit's `init(frame:)` and `init()` (`inheritsUIKitInits`) when no class on the way declares one. A
    /// `BaseView` subclass with `init(style:)` therefore has no `init(frame:)`, as in Swift. `init?(coder:)` is
    /// not counted: a view declares it only to satisfy NSCoding.
    func creatableInitializers(of type: ScriptType) -> (initializers: [FuncDecl], inheritsUIKitInits: Bool) {
        var available: [FuncDecl] = []
        var current: ScriptType? = type
        while let c = current {
            let own = c.initializers.map(\.decl).filter { $0.params.first?.label != "coder" }
            available += own
            if own.contains(where: { !$0.modifiers.isConvenience }) { return (available, false) }
            current = c.superType
        }
        return (available, true)
    }

    /// A neutral value of a parameter's type for hosting (`""`, `0`, `false`, `nil`, an empty collection).
    func placeholder(for type: TypeRef?, _ interp: Interpreter) -> Value {
        guard let type = type else { return .nilValue }
        switch type {
        case .optional, .implicitlyUnwrapped: return .nilValue
        case .array: return .array([])
        case .dictionary: return .dictionary([])
        case .function: return .function(Function(.native({ _, _ in .void }), name: "placeholder"))
        default: break
        }
        switch type.baseName {
        case "String": return .string("")
        case "Int": return .int(0)
        case "Bool": return .bool(false)
        default:
            if floatingTypeNames.contains(type.baseName) { return .double(0) }
            if let t = interp.scriptType(named: type.baseName) {
                if t.kind == .enumType, let c = t.cases.first, c.associated.isEmpty { return interp.enumValue(t, c) }
                if t.kind == .structType || t.kind == .classType, let v = try? interp.construct(t, .none, t.loc) { return v }
            }
            return .nilValue
        }
    }

    func hostController(_ vc: ViewControllerObject, _ runtime: Runtime, _ interp: Interpreter, loc: Loc) throws {
        // `override func loadView() { view = ProfileView() }` replaces the root view before it is used.
        if !vc.didLoad, vc.scriptClass?.findMethod("loadView") != nil {
            try runtime.callOverride(vc, "loadView", loc: loc)
        }
        runtime.adoptRoot(vc.rootView.view)
        sweep?.attach(runtime.engine)
        runtime.hostedController = vc
        let ctx = Context(scope: Scope(parent: interp.module.globals))
        if !vc.didLoad {
            vc.didLoad = true
            _ = try interp.callMethod(.object(vc), "viewDidLoad", [], ctx, loc, baseExpr: nil)
        }
        _ = try interp.callMethod(.object(vc), "viewWillAppear", [Argument(label: nil, value: Expr(.bool(false), loc))], ctx, loc, baseExpr: nil)
    }

    /// Places a hosted UIView subclass on the canvas with `host` constraints (DESIGN.md §4).
    func hostView(_ object: ViewObject, host: String, _ runtime: Runtime, loc: Loc) throws {
        let view = object.view
        let canvas = runtime.canvas
        canvas.addSubview(view)
        view.translatesAutoresizingMaskIntoConstraints = false
        let safe = canvas.safeAreaLayoutGuide
        func add(_ a: LayoutAttribute, _ r: LayoutRelation, _ item: LayoutItem?, _ b: LayoutAttribute, _ c: Double = 0,
                 priority: Double = 1000, multiplier: Double = 1) throws {
            let constraint = try LayoutConstraint(item: view, attribute: a, relatedBy: r, toItem: item, attribute: b,
                                                  multiplier: multiplier, constant: c, priority: priority, origin: .host)
            try constraint.activate()
        }
        do {
            switch host {
            case "width":
                try add(.leading, .equal, safe, .leading, 16)
                try add(.trailing, .equal, safe, .trailing, -16)
                try add(.centerY, .equal, safe, .centerY)
                try add(.height, .equal, nil, .notAnAttribute, 0, priority: 50)
            case "fit":
                try add(.centerX, .equal, safe, .centerX)
                try add(.centerY, .equal, safe, .centerY)
                try add(.width, .lessThanOrEqual, safe, .width, -32)
                try add(.width, .equal, nil, .notAnAttribute, 0, priority: 50)
                try add(.height, .equal, nil, .notAnAttribute, 0, priority: 50)
            case "cell":
                try add(.leading, .equal, canvas, .leading)
                try add(.trailing, .equal, canvas, .trailing)
                try add(.top, .equal, safe, .top)
                try add(.height, .equal, nil, .notAnAttribute, 0, priority: 50)
            default:
                try add(.top, .equal, safe, .top)
                try add(.leading, .equal, safe, .leading)
                try add(.trailing, .equal, safe, .trailing)
                try add(.bottom, .equal, safe, .bottom)
            }
        } catch let e as LayoutError {
            throw runtime.error(e, loc)
        }
    }

    func topLevelNames(_ block: ParsedBlock) -> [String] {
        var names: [String] = []
        for s in block.file.statements {
            guard case .declaration(let d) = s.kind else { continue }
            switch d {
            case .variable(let v): names.append(v.name)
            case .variables(let list): names.append(contentsOf: list.map(\.name))
            default: break
            }
        }
        return names
    }

    // MARK: actions

    /// Built-ins of `setup`/`actions`: `showKeyboard()`, `hideKeyboard()`, `tap(path)`.
    func defineBuiltins(_ scope: Scope, _ runtime: Runtime, _ interp: Interpreter, root: ViewObject, rootName: String,
                        hosted: Value, selfType: ScriptType?, namedRoots: @escaping () -> [(String, Value)]) {
        scope.define("showKeyboard", .function(Function(.native({ [unowned runtime, unowned interp] _, _ in
            try runtime.setKeyboard(shown: true, loc: interp.currentLoc)
            return .void
        }), name: "showKeyboard")))
        scope.define("hideKeyboard", .function(Function(.native({ [unowned runtime, unowned interp] _, _ in
            try runtime.setKeyboard(shown: false, loc: interp.currentLoc)
            return .void
        }), name: "hideKeyboard")))
        scope.define("tap", .function(Function(.native({ [unowned runtime, unowned interp] args, _ in
            guard case .object(let o)? = args.first, let v = o as? ViewObject else {
                throw ScriptError("type-mismatch", "tap(_:) expects a view", at: interp.currentLoc)
            }
            try runtime.performTap(on: v, loc: interp.currentLoc)
            return .void
        }), name: "tap")))
    }

    func tap(_ path: String, _ runtime: Runtime, _ snapshotter: Snapshotter, loc: Loc) throws {
        let names = snapshotter.paths()
        guard let (id, _) = names.first(where: { $0.value == path }),
              let object = runtime.viewObjects[id] else {
            throw ScriptError("unknown-name", "tap(\(path)): no view has this path", at: loc)
        }
        try runtime.performTap(on: object, loc: loc)
    }

    /// The statements of a `setup=` or `actions=` value, each at its column in `StatementColumns`.
    static func statements(_ value: String, attribute: String, fenceLine: Int) -> [(String, Loc)] {
        splitStatements(value, line: fenceLine).map { source, loc in
            (source, Loc(line: fenceLine, column: StatementColumns.column(attribute: attribute, valueIndex: loc.column - 1)))
        }
    }

    /// Runs one statement; `loc` is where its first character is, and every token of it is placed from there.
    func runSource(_ source: String, loc: Loc, _ interp: Interpreter, _ ctx: Context) throws {
        var parser = Parser(source: source, lineOffset: loc.line - 1, columnOffset: loc.column - 1)
        let file = parser.parseFile()
        if let e = parser.errors.first {
            throw ScriptError("syntax", e.message + " in '\(source)'", at: Loc(line: loc.line, column: loc.column))
        }
        for s in file.statements { try interp.execute(s, ctx) }
    }
}

/// Splits `a(); b(); c = "x;y"` into statements at top-level semicolons (quotes and brackets respected). Each
/// statement's `Loc` has `line` and, as its column, 1 + the position of its first character in `text` (scalars).
func splitStatements(_ text: String, line: Int) -> [(String, Loc)] {
    var parts: [(String, Loc)] = []
    var current = String.UnicodeScalarView()
    var start: Int?
    var depth = 0
    var inString = false
    var escape = false
    func finish() {
        var statement = String(current)
        while let last = statement.unicodeScalars.last, last.properties.isWhitespace { statement.unicodeScalars.removeLast() }
        if let start, !statement.isEmpty { parts.append((statement, Loc(line: line, column: start + 1))) }
        current = String.UnicodeScalarView()
        start = nil
    }
    for (index, scalar) in text.unicodeScalars.enumerated() {
        if start == nil {
            if scalar.properties.isWhitespace { continue }
            if scalar == ";" && depth <= 0 && !inString { continue }
            start = index
        }
        if inString {
            current.append(scalar)
            if escape { escape = false } else if scalar == "\\" { escape = true } else if scalar == "\"" { inString = false }
            continue
        }
        switch scalar {
        case "\"": inString = true; current.append(scalar)
        case "(", "[", "{": depth += 1; current.append(scalar)
        case ")", "]", "}": depth -= 1; current.append(scalar)
        case ";" where depth <= 0: finish()
        default: current.append(scalar)
        }
    }
    finish()
    return parts
}

import Foundation
