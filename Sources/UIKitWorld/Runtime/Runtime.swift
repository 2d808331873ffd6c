import AutoLayout
import Diagnostics
import Foundation
import SwiftSubset
import TextMetrics

/// The UIKit world one block runs in: the canvas, the layout engine, SnapKit's per-item constraint sets, event
/// wiring (taps, notifications, async work) and what a step recorded (its transition).
package final class Runtime {
    unowned let interp: Interpreter
    let device: Device
    let file: String
    /// The engine's root: the hosted controller's view, or the canvas a hosted view is placed in.
    private(set) package var canvas: View
    /// False while a controller's view, already the canvas, is not in the window yet: during `viewDidLoad` (a
    /// block's top-level code too) and `viewWillAppear`, where UIKit has not added it to the window. A
    /// `layoutIfNeeded()` there lays it out off screen, without the device's safe area.
    package var canvasIsInWindow = true
    private(set) package var engine: LayoutEngine
    /// SnapKit's associated constraint set of each view or guide (an ordered array: deterministic).
    var snapSets: [ObjectIdentifier: [SnapConstraint]] = [:]
    /// Script objects of AutoLayout views and guides, to answer `superview`, `subviews`, `arrangedSubviews`.
    package var viewObjects: [ObjectIdentifier: ViewObject] = [:]
    /// Views this run may create (`Limits.views` unless `RunOptions.viewLimit` says otherwise).
    package var viewLimit = Limits.views
    var guideObjects: [ObjectIdentifier: GuideObject] = [:]
    var constraintObjects: [ObjectIdentifier: LayoutConstraintObject] = [:]
    /// The first `UIView.animate` of the current step.
    package var transition: (duration: Double, delay: Double, curve: String, damping: Double?, velocity: Double?)?
    /// Depth of `UIView.performWithoutAnimation` blocks being run: animations inside record no transition.
    var animationsDisabled = 0
    /// `DispatchQueue.main.asyncAfter` blocks: each becomes a later state.
    package var pendingAfter: [(delay: Double, body: Value, loc: Loc)] = []
    /// `DispatchQueue.main.async` blocks: run at the end of the current step.
    package var pendingMain: [(body: Value, loc: Loc)] = []
    /// The keyboard's frame in canvas coordinates while it is shown (taller by the first responder's input
    /// accessory view; see Runtime+Responder.swift): the engine's, which places the keyboard layout guide.
    package var keyboardFrame: Rect? { engine.keyboardFrame }
    var keyboardShown: Bool { keyboardFrame != nil }
    /// The view holding first-responder status; nil when none is, or when the keyboard was brought up by the
    /// `showKeyboard()` built-in (an input the reader tapped, not named).
    var firstResponder: ViewObject?
    var observers: [(name: String, target: Value?, selector: String?, block: Value?)] = []
    /// Keyboard "did" notifications waiting for a layout pass that lays their keyboard change out
    /// (`setKeyboard(frame:loc:)`).
    var heldKeyboardNotifications: [(name: String, userInfo: Value)] = []
    /// Views with tap handlers, in registration order.
    package var tapHandlers: [(view: ViewObject, target: Value?, selector: String?, block: Value?)] = []
    /// Targets of text fields' editing events (`.editingDidBegin`, `.editingChanged`, …; Runtime+Editing.swift).
    var editingHandlers: [(view: ViewObject, event: String, target: Value?, selector: String?, block: Value?)] = []
    /// Diagnostics raised outside lesson statements (layout passes): forwarded by the block runner.
    package var layoutDiagnostics: [Diagnostic] = []
    /// Conflicts (`Runtime.conflictKey`) found since the last recorded state, and the states each appeared in.
    var conflictsSinceLastState = Set<String>()
    var conflictStates: [String: [String]] = [:]
    var conflictsOfLastState = Set<String>()
    var passesAtLastState = -1
    /// The frame diagnostics of the last layout, kept once a state records its frames (`commitFrameDiagnostics`).
    var pendingFrameDiagnostics: [Diagnostic] = []
    /// A required constraint was activated since the last layout or conflict check (`noteActivation`).
    var activatedSinceCheck = false
    /// True while a layout pass calls lesson overrides (`layoutSubviews`), to stop re-entrant passes.
    var inLayoutPass = false
    /// The screen's layout passes so far.
    package var layoutPassCount = 0
    /// The hosted controller's `updateViewConstraints()` has run (in its view's first layout, on screen or not).
    var viewConstraintsUpdatedOnce = false
    /// Pending `setNeedsUpdateConstraints` receivers.
    var needsUpdateConstraints: [ViewObject] = []
    /// Views whose `invalidateIntrinsicContentSize()` was called since their override was last asked.
    var intrinsicSizeInvalidated = Set<ObjectIdentifier>()
    /// The view controller being hosted, for `viewDidLayoutSubviews`.
    weak package var hostedController: ViewControllerObject?
    lazy var notificationCenter = NotificationCenterObject()
    package var lastPass: LayoutPassResult?
    /// Counts calls that may change layout inputs; a layout pass with nothing changed since the last one is
    /// skipped (frames would be identical).
    var mutations = 0
    /// Where code moved a controller's root view (`view.frame.origin.y -= keyboardHeight`, the classic keyboard
    /// trick). Layout keeps the root at the screen's size; the whole screen content shifts by this offset.
    package var rootOffset = Point(x: 0, y: 0)
    /// Lesson views whose `updateConstraints()` already ran once.
    var constraintsUpdatedOnce = Set<ObjectIdentifier>()
    /// The safe-area insets each `safeAreaInsetsDidChange` / `viewSafeAreaInsetsDidChange` override was last told
    /// about, by the view whose insets it watches (zero before the first layout, as a view off screen has).
    var announcedSafeAreaInsets: [ObjectIdentifier: EdgeInsets] = [:]
    /// The content offset each scroll view's delegate was last told about in `scrollViewDidScroll(_:)`.
    var announcedContentOffsets: [ObjectIdentifier: Point] = [:]
    /// How many views each local name has named (`noteLocal`).
    var viewsNamedByLocal: [String: Int] = [:]
    var mutationsAtLastPass = -1
    /// Lesson overrides that make every pass necessary (`layoutSubviews`, `intrinsicContentSize`, …).
    lazy var hasLayoutOverrides: Bool = {
        var found = false
        func visit(_ t: ScriptType) {
            if t.findMethod("layoutSubviews") != nil || t.findComputed("intrinsicContentSize") != nil
                || t.findMethod("updateConstraints") != nil || t.findMethod("viewDidLayoutSubviews") != nil
                || t.findMethod("viewWillLayoutSubviews") != nil || t.findMethod("updateViewConstraints") != nil {
                found = true
            }
            t.nestedTypes.values.forEach(visit)
        }
        let members = ["layoutSubviews", "intrinsicContentSize", "updateConstraints", "viewDidLayoutSubviews",
                       "viewWillLayoutSubviews", "updateViewConstraints"]
        interp.module.typesToSearch(for: members.map { .member($0) }).forEach(visit)
        return found
    }()

    package func layoutInputsChanged() { mutations &+= 1 }

    /// Frees what a finished scenario built: every view it made, whether or not it is still in the canvas tree
    /// (constraints and views retain each other, see `View.releaseTree()`), and the runtime's own tables.
    package func tearDown() {
        let views = viewObjects.values.map(\.view) + [canvas]
        for view in views { view.releaseTree() }
        viewObjects.removeAll()
        pendingAfter.removeAll()
        pendingMain.removeAll()
        observers.removeAll()
        heldKeyboardNotifications.removeAll()
        tapHandlers.removeAll()
        editingHandlers.removeAll()
        needsUpdateConstraints.removeAll()
        firstResponder = nil
    }
    var unnamedViews = 0

    /// Gives every view without a name a per-run number, so UIKit-style messages never print process-wide
    /// serials (the same block always gives the same text).
    func nameUnnamedViews() {
        for v in allViews() where v.debugName == nil {
            unnamedViews += 1
            v.debugName = "#\(unnamedViews)"
        }
    }

    package init(interp: Interpreter, device: Device, file: String) {
        self.interp = interp
        self.device = device
        self.file = file
        canvas = View(kind: .view, frame: device.bounds)
        canvas.className = "UIWindow"
        canvas.debugName = "canvas"
        engine = LayoutEngine(root: canvas, device: device)
    }

    /// Makes a view controller's view the root of layout (it fills the screen and carries the safe area once it is
    /// in the window: see `canvasIsInWindow`).
    package func adoptRoot(_ view: View) {
        canvas = view
        canvasIsInWindow = false
        view.frame = device.bounds
        engine = LayoutEngine(root: view, device: device)
    }

    package func sourceLocation(_ loc: Loc) -> SourceLocation {
        SourceLocation(file: file, line: loc.line, column: max(1, loc.column))
    }

    /// Converts an AutoLayout exception into a lesson diagnostic at `loc`.
    package func error(_ e: LayoutError, _ loc: Loc) -> ScriptError {
        ScriptError(e.code, "\(e.exceptionName): \(e.message)", at: loc)
    }

    // MARK: object registry

    func object(for view: View) -> ViewObject {
        if let o = viewObjects[ObjectIdentifier(view)] { return o }
        let o = ViewObject(existing: view, runtime: self)
        viewObjects[ObjectIdentifier(view)] = o
        return o
    }

    func object(for guide: LayoutGuide) -> GuideObject {
        if let o = guideObjects[ObjectIdentifier(guide)] { return o }
        let o = GuideObject(guide: guide)
        guideObjects[ObjectIdentifier(guide)] = o
        return o
    }

    func value(for item: LayoutItem?) -> Value {
        if let v = item as? View { return .object(object(for: v)) }
        if let g = item as? LayoutGuide { return .object(object(for: g)) }
        return .nilValue
    }

    /// Allocates the UIKit object of a lesson class (before its `init` runs).
    package func allocate(_ type: ScriptType, loc: Loc) throws -> ObjectRef {
        guard let base = type.nativeBase else { return ObjectRef(scriptClass: type) }
        if NativeClasses.isSubclass(base, of: "UIViewController") {
            let vc = ViewControllerObject(className: base, runtime: self)
            vc.scriptClass = type
            return vc
        }
        if let kind = NativeClasses.viewKind(for: base) {
            try admitNewView(at: loc)
            let o = ViewObject(className: base, kind: kind, runtime: self, scriptClass: type)
            o.view.className = type.name
            o.locate(at: loc, in: self)
            return o
        }
        if NativeClasses.isSubclass(base, of: "UIGestureRecognizer") || base == "NSObject" || base == "UIResponder" {
            let o = PlainNativeObject(className: base)
            o.scriptClass = type
            return o
        }
        throw ScriptError("unsupported-api", "subclassing '\(base)' is not supported by the layout runtime", at: loc)
    }

    package func iterate(_ o: ObjectRef) -> [Value]? { nil }

    /// UIKit/Foundation types with no effect on layout: created and used silently.
    static let inertTypes: Set<String> = ["UIImage.SymbolConfiguration", "UIBlurEffect", "UIImpactFeedbackGenerator",
        "UISelectionFeedbackGenerator", "UINotificationFeedbackGenerator", "DateFormatter",
        "NumberFormatter", "UIMenu", "UIContextMenuInteraction", "UIPointerInteraction",
        "UITraitCollection", "CABasicAnimation", "CASpringAnimation", "UIBezierPath",
        "NSParagraphStyle", "NSMutableParagraphStyle", "Date",
        "UUID", "UIVibrancyEffect", "UIFontMetrics", "UIAccessibilityCustomAction",
        "UIBarButtonItem", "UISearchController", "UIAlertController", "UIAlertAction",
        "UINavigationBarAppearance", "UITabBarItem", "Timer", "CAGradientLayer"]

    /// Views stored in a property are named after it in UIKit-style messages (`UILabel:titleLabel`).
    package func noteStored(_ name: String, _ value: Value) {
        if case .object(let o) = value, let v = o as? ViewObject, v.view.debugName == nil { v.view.debugName = name }
    }

    /// Views made in a local are named after it too; a local that holds one view after another (a loop's
    /// `let button = UIButton()`) numbers them, `button`, `button#2`, …, so a message never names two views alike.
    package func noteLocal(_ name: String, _ value: Value) {
        guard case .object(let o) = value, let v = o as? ViewObject, v.view.debugName == nil else { return }
        let count = (viewsNamedByLocal[name] ?? 0) + 1
        viewsNamedByLocal[name] = count
        v.view.debugName = count == 1 ? name : "\(name)#\(count)"
    }

    // MARK: globals

    /// Free names: UIKit types as values, global functions as values, constants.
    package func globalValue(_ name: String, loc: Loc) throws -> Value? {
        if NativeClasses.isKnown(name) || name == "SnapKit" {
            return .type(TypeValue(name: NativeClasses.canonical(name), script: nil))
        }
        switch name {
        case _ where Runtime.globalFunctions.contains(name):
            return .function(Function(.native({ [unowned self] args, labels in
                try self.callGlobal(name, Args(args, labels), loc: self.interp.currentLoc)
            }), name: name))
        case "+", "-", "*", "/", "%", "<", ">", "<=", ">=", "==", "!=", "&&", "||":
            // Operators as functions: `reduce(0, +)`, `sorted(by: <)`.
            return .function(Function(.native({ [unowned self] args, _ in
                guard args.count == 2 else { return .nilValue }
                let l = Expr(.identifier("$0"), loc), r = Expr(.identifier("$1"), loc)
                let scope = Scope(parent: nil)
                scope.define("$0", args[0])
                scope.define("$1", args[1])
                return try self.interp.evaluateBinary(name, l, r, Context(scope: scope), loc, hint: nil)
            }), name: name))
        case "UIConfigurationTextAttributesTransformer": return .type(TypeValue(name: name, script: nil))
        case "UIViewNoIntrinsicMetric": return .double(View.noIntrinsicMetric)
        case "M_PI": return .double(Double.pi)
        default:
            if Runtime.inertTypes.contains(name) { return .type(TypeValue(name: name, script: nil)) }
            // An Apple type the runtime does not model: a symbolic value so the block can go on (its use, a
            // construction or a static member, is the `unsupported-api` warning). A near miss of a known name, or a
            // name no framework has, is Swift's "cannot find" (UnknownNames.swift).
            if name.first?.isUppercase == true, Runtime.mayBeAppleType(name),
               closestName(to: name, among: Runtime.knownTypeNames) == nil {
                return .type(TypeValue(name: name, script: nil))
            }
            return nil
        }
    }

    package func callGlobal(_ name: String, _ args: Args, loc: Loc) throws -> Value {
        func num(_ i: Int) -> Value { i < args.count ? args.values[i] : .int(0) }
        switch name {
        case "min", "max":
            var values = args.values
            if values.count == 1, case .array(let items) = values[0] { values = items }
            guard var best = values.first else { return .nilValue }
            let anyDouble = values.contains { if case .double = $0 { return true }; return false }
            for v in values.dropFirst() {
                guard let c = Operators.compare(v, best) else { continue }
                if (name == "min" && c < 0) || (name == "max" && c > 0) { best = v }
            }
            if anyDouble, let d = best.asDouble { return .double(d) }
            return best
        case "round": return .double((num(0).asDouble ?? 0).rounded())
        case "floor": return .double(Foundation.floor(num(0).asDouble ?? 0))
        case "ceil": return .double(Foundation.ceil(num(0).asDouble ?? 0))
        case "sqrt": return .double((num(0).asDouble ?? 0).squareRoot())
        case "sin": return .double(Foundation.sin(num(0).asDouble ?? 0))
        case "cos": return .double(Foundation.cos(num(0).asDouble ?? 0))
        case "pow": return .double(Foundation.pow(num(0).asDouble ?? 0, num(1).asDouble ?? 0))
        case "NSMakeRange":
            return AttributedStringObject.nsRange(location: num(0).asInt ?? 0, length: num(1).asInt ?? 0)
        case "abs":
            if case .int(let i) = num(0) { return .int(try Operators.absolute(i, loc: loc)) }
            return .double(Swift.abs(num(0).asDouble ?? 0))
        case "print", "debugPrint":
            let separator = args.named("separator").map { Operators.describe($0) } ?? " "
            let items = zip(args.values, args.labels).filter { $0.1 == nil }.map(\.0)
            let text = items.map { name == "print" ? Operators.describe($0) : Operators.debugDescribe($0) }
                .joined(separator: separator)
            try interp.checkBuilt(.string(text), loc)
            interp.appendConsole(text)
            return .void
        case "fatalError", "preconditionFailure", "assertionFailure":
            let message = args.first.map { Operators.describe($0) } ?? ""
            throw ScriptError("runtime", "Fatal error" + (message.isEmpty ? "" : ": \(message)"), at: loc)
        case "precondition", "assert":
            if args.first?.asBool == false {
                throw ScriptError("runtime", "Fatal error: " + (args.count > 1 ? Operators.describe(args.values[1]) : "precondition failed"), at: loc)
            }
            return .void
        case "stride":
            guard let from = args.named("from"), let by = args.named("by") else { return .array([]) }
            let to = args.named("to") ?? args.named("through") ?? .int(0)
            let through = args.named("through") != nil
            if by.asDouble == 0 { throw ScriptError("runtime", "Fatal error: Stride size must not be zero", at: loc) }
            var items: [Value] = []
            func add(_ v: Value) throws {
                if items.count == Limits.rangeElements {
                    throw ScriptError("step-limit", "'stride' has too many iterations (more than \(Limits.rangeElements) elements)", at: loc)
                }
                items.append(v)
            }
            if case .int(var i) = from, case .int(let end) = to, case .int(let step) = by {
                while step > 0 ? (through ? i <= end : i < end) : (through ? i >= end : i > end) {
                    try add(.int(i))
                    let (next, overflow) = i.addingReportingOverflow(step)
                    if overflow { break }
                    i = next
                }
            } else if var d = from.asDouble, let end = to.asDouble, let step = by.asDouble, step.isFinite {
                while step > 0 ? (through ? d <= end : d < end) : (through ? d >= end : d > end) {
                    try add(.double(d))
                    let next = d + step
                    if next == d { break }  // a step too small to move `d` (Swift would loop forever)
                    d = next
                }
            }
            return try interp.checkBuilt(.array(items), loc)
        case "zip":
            guard args.count == 2 else { return .array([]) }
            // Sequences as arrays; an integer range only as far as the other sequence goes (`zip(0..., items)`
            // style code zips a huge range with a short array).
            func elements(_ v: Value, upTo limit: Int?) throws -> [Value] {
                if case .range(.int(let a), .int(let b), let closed) = v, let limit = limit {
                    let n = Swift.min(limit, Operators.rangeCount(a, b, closed: closed) ?? Int.max)
                    return n == 0 ? [] : (a...(a + (n - 1))).map { .int($0) }
                }
                return try interp.iterate(v, loc: loc, what: "'zip'")
            }
            let first = args.values[0], second = args.values[1]
            let a: [Value], b: [Value]
            if case .range = first {
                b = try elements(second, upTo: nil)
                a = try elements(first, upTo: b.count)
            } else {
                a = try elements(first, upTo: nil)
                b = try elements(second, upTo: a.count)
            }
            return .array(zip(a, b).map { .tuple([$0, $1], labels: [nil, nil]) })
        case "type":
            guard let v = args.first else { return .void }
            if case .object(let o) = v { return .type(TypeValue(name: o.typeName, script: o.scriptClass)) }
            return .type(TypeValue(name: Operators.describeType(v), script: nil))
        case "NSLocalizedString":
            return args.first ?? .string("")
        case "swap":
            // Only a direct `swap(&a, &b)` can reach the variables (Interpreter.evaluateCall).
            interp.warn("unsupported-api", "'swap' used as a function value is not supported by the layout runtime; the call is ignored", at: loc)
            return .void
        default:
            if let f = Runtime.mathFunctions[name] {
                return .double(f(num(0).asDouble ?? 0, num(1).asDouble ?? 0))
            }
            if name.first?.isLowercase == true && !Runtime.unmodelledGlobalFunctions.contains(name) {
                // Not a function the lesson, Swift or UIKit defines: Swift's compile error.
                throw interp.cannotFind(name, Context(scope: interp.module.globals), loc)
            }
            interp.warn("unsupported-api", "'\(name)(\(args.labelSignature))' is not supported by the layout runtime; the call is ignored", at: loc)
            return .void
        }
    }

    /// Global functions `callGlobal` implements (also usable as values: `map(abs)`).
    static let globalFunctions: Set<String> = [
        "min", "max", "round", "floor", "ceil", "abs", "sqrt", "print", "fatalError", "precondition", "assert",
        "assertionFailure", "preconditionFailure", "stride", "zip", "type", "debugPrint", "sin", "cos", "pow",
        "NSLocalizedString", "swap", "NSMakeRange",
    ]

    /// Foundation's math functions (`atan2(y, x)`, `hypot(a, b)`, …) beyond the ones `callGlobal` names.
    static let mathFunctions: [String: @Sendable (Double, Double) -> Double] = [
        "tan": { a, _ in Foundation.tan(a) }, "asin": { a, _ in Foundation.asin(a) }, "acos": { a, _ in Foundation.acos(a) },
        "atan": { a, _ in Foundation.atan(a) }, "atan2": { a, b in Foundation.atan2(a, b) },
        "exp": { a, _ in Foundation.exp(a) }, "log": { a, _ in Foundation.log(a) }, "log2": { a, _ in Foundation.log2(a) },
        "log10": { a, _ in Foundation.log10(a) }, "hypot": { a, b in Foundation.hypot(a, b) },
        "fabs": { a, _ in Swift.abs(a) }, "fmod": { a, b in Foundation.fmod(a, b) }, "trunc": { a, _ in Foundation.trunc(a) },
        "fmin": { a, b in Swift.min(a, b) }, "fmax": { a, b in Swift.max(a, b) },
        "floorf": { a, _ in Foundation.floor(a) }, "ceilf": { a, _ in Foundation.ceil(a) },
        "roundf": { a, _ in a.rounded() }, "sqrtf": { a, _ in a.squareRoot() }, "powf": { a, b in Foundation.pow(a, b) },
    ]

    /// Lower-case global functions of Swift, Foundation or the C library the runtime does not model: a call is an
    /// `unsupported-api` warning. Any other unknown lower-case name is `unknown-name` (a typo, as Swift would say).
    static let unmodelledGlobalFunctions: Set<String> = [
        "dump", "repeatElement", "sequence", "arc4random", "arc4random_uniform", "drand48", "srand48", "usleep",
        "sleep", "autoreleasepool", "withExtendedLifetime", "objc_setAssociatedObject", "objc_getAssociatedObject",
        "numericCast", "unsafeBitCast", "withUnsafePointer", "withUnsafeMutablePointer", "exit", "abort",
        "readLine", "withAnimation",
    ]

    // MARK: constructors

    /// A set's elements: duplicates (by `==`) dropped, first occurrence kept (the runtime's sets are arrays).
    static func unique(_ items: [Value], _ interp: Interpreter, _ loc: Loc) throws -> [Value] {
        try interp.chargeBulk(items.count * Limits.unitsPerElement, loc)
        var buckets: [String: [Value]] = [:]
        var result: [Value] = []
        for item in items {
            let key = Operators.debugDescribe(item)
            if buckets[key, default: []].contains(where: { Operators.equal($0, item) }) { continue }
            buckets[key, default: []].append(item)
            result.append(item)
        }
        return result
    }

    package func construct(_ typeName: String, _ args: Args, loc: Loc) throws -> Value {
        let typeName = NativeClasses.canonical(typeName)
        if let v = Geometry.construct(typeName, args) { return v }
        switch typeName {
        case "CGFloat", "Double", "Float", "TimeInterval":
            if let d = args.first?.asDouble { return .double(d) }
            if let s = args.first?.asString, let d = Double(s) { return .double(d) }
            return args.count == 0 ? .double(0) : .nilValue
        case "Int":
            if case .double(let d)? = args.first {
                guard d.isFinite, Swift.abs(d) < 9.2e18 else {
                    throw ScriptError("runtime", "Fatal error: Double value cannot be converted to Int because it is either infinite or NaN", at: loc)
                }
                return .int(Int(d))
            }
            if let i = args.first?.asInt { return .int(i) }
            if let s = args.first?.asString { return Int(s).map { .int($0) } ?? .nilValue }
            return .int(0)
        case "String":
            if let unit = args.named("repeating"), let count = args.named("count")?.asInt {
                guard count >= 0 else {
                    throw ScriptError("runtime", "Fatal error: Negative count not allowed", at: loc)
                }
                let text = Operators.describe(unit)
                let (size, overflow) = text.utf8.count.multipliedReportingOverflow(by: count)
                if overflow || size > Limits.stringSize { throw Interpreter.tooLarge("string", "characters", loc) }
                return try interp.checkBuilt(.string(String(repeating: text, count: count)), loc)
            }
            // Before the `String(x)` fallback, which took the format itself for the value.
            if let format = args.named("format"), case .string(let f) = format {
                return try interp.checkBuilt(.string(formatString(f, Array(args.values.dropFirst()))), loc)
            }
            if let v = args.named("describing") ?? args.first { return .string(Operators.describe(v)) }
            return .string("")
        case "Bool":
            return args.first ?? .bool(false)
        case "Array", "Set":
            if typeName == "Array", let element = args.named("repeating"), let count = args.named("count")?.asInt {
                guard count >= 0 else {
                    throw ScriptError("runtime", "Fatal error: Can't construct Array with count < 0", at: loc)
                }
                if count > Limits.collectionSize { throw Interpreter.tooLarge("array", "elements", loc) }
                return try interp.checkBuilt(.array(Array(repeating: element, count: count)), loc)
            }
            // `Array(sequence)`: the elements of an array, a range, a string or a dictionary.
            if let sequence = args.first, args.isUnlabeled {
                let items = try interp.iterate(sequence, loc: loc, what: "'\(typeName)(_:)'")
                if typeName == "Set" { return .array(try Runtime.unique(items, interp, loc)) }
                return try interp.checkBuilt(.array(items), loc)
            }
            return .array([])
        case "Dictionary":
            return try makeDictionary(args, loc: loc)
        case "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64":
            return try convertInteger(typeName, args, loc: loc)
        case "UILayoutPriority", "ConstraintPriority":
            return .double(args.first?.asDouble ?? 1000)
        case "UIFont.Weight":
            return .double(args.named("rawValue")?.asDouble ?? 0)
        case "NSValue":
            return args.named("cgRect") ?? args.first ?? .nilValue
        case "NSNumber":
            return args.first ?? .nilValue
        case "UIAction":
            guard let handler = args.trailingFunction else { return .nilValue }
            let title = args.named("title").flatMap { Convert.string($0) }
            let image = args.named("image").flatMap { $0.isNil ? nil : $0 }
            if title == nil && image == nil { return .function(handler) }
            // A new function value for this action, so the same closure given to two actions keeps two titles.
            let action = Function(handler.kind, name: handler.name)
            action.actionTitle = title
            action.actionImage = image
            return .function(action)
        case "NSRange":
            // NSRange(location:length:); NSRange(range, in: string) of a range `range(of:)` gave (already an NSRange).
            if let location = args.named("location")?.asInt { return AttributedStringObject.nsRange(location: location, length: args.named("length")?.asInt ?? 0) }
            if args.count == 2, let location = args.values[0].asInt, let length = args.values[1].asInt {
                return AttributedStringObject.nsRange(location: location, length: length)
            }
            if case .structure(let s)? = args.first, s.typeName == "NSRange" { return .structure(s) }
            return AttributedStringObject.nsRange(location: 0, length: 0)
        case "NSObject":
            return .object(PlainNativeObject(className: "NSObject"))
        default:
            break
        }
        if let ext = interp.module.nativeExtensions[typeName], let f = interp.selectOverload(ext.initializers.map(\.decl), labels: args.labels) {
            // `extension UIColor { convenience init(hex: String) { … self.init(red:…) } }`
            let object = try makeNative(typeName, Args.none, loc: loc)
            let selfBox = Box(object)
            var ctx = Context(scope: Scope(parent: interp.module.globals), selfBox: selfBox, type: ext)
            try interp.bindParameters(f, args, &ctx, loc)
            do { try interp.execute(f.body, ctx) } catch ControlFlow.returned(let v) { if v.isNil { return .nilValue } }
            return selfBox.value
        }
        return try makeNative(typeName, args, loc: loc)
    }

    func formatString(_ format: String, _ values: [Value]) -> String {
        var out = ""
        var i = 0
        var chars = Array(format)
        var k = 0
        while k < chars.count {
            // Past the string limit the caller reports the text as too large; stop building it.
            if out.utf8.count > Limits.stringSize { break }
            let c = chars[k]
            if c == "%", k + 1 < chars.count {
                var spec = ""
                var j = k + 1
                while j < chars.count, !"dfisg@xXe%".contains(chars[j]) { spec.append(chars[j]); j += 1 }
                guard j < chars.count else { break }
                let conv = chars[j]
                if conv == "%" { out.append("%") }
                else {
                    let v = i < values.count ? values[i] : .int(0)
                    i += 1
                    switch conv {
                    case "d", "i": out += String(v.asInt ?? 0)
                    case "f", "g", "e":
                        // Only flags, a small width and a precision reach String(format:) (no `*`, no huge widths).
                        let safe = spec.filter { "0123456789.-+ #".contains($0) }
                        let parts = safe.split(separator: ".", omittingEmptySubsequences: false)
                        let tooWide = parts.contains { ($0.filter(\.isNumber).count) > 2 }
                        out += String(format: "%" + (tooWide || parts.count > 2 ? "" : safe) + String(conv), v.asDouble ?? 0)
                    default: out += Operators.describe(v)
                    }
                }
                k = j + 1
                continue
            }
            out.append(c)
            k += 1
        }
        chars = []
        return out
    }

    /// `Notification.Name("themeDidChange")` / `(rawValue:)`: a name is its raw string, so observers and posts of
    /// different custom names stay apart.
    func notificationName(_ args: Args, loc: Loc) throws -> Value {
        guard let raw = (args.named("rawValue") ?? args.first).flatMap({ Convert.string($0) }) else {
            throw ScriptError("type-mismatch", "Notification.Name expects a String", at: loc)
        }
        return .string(raw)
    }

    /// Stops the run with a `step-limit` error at the view that would exceed `viewLimit`.
    func admitNewView(at loc: Loc) throws {
        guard viewObjects.count >= viewLimit else { return }
        throw ScriptError("step-limit", "the block creates more than \(viewLimit) views (the layout runtime's limit)",
                          at: loc)
    }

    /// UIKit objects by class name.
    func makeNative(_ typeName: String, _ args: Args, loc: Loc) throws -> Value {
        if let kind = NativeClasses.viewKind(for: typeName) {
            try admitNewView(at: loc)
            let o = ViewObject(className: typeName, kind: kind, runtime: self)
            o.locate(at: loc, in: self)
            try o.nativeInit(args, self, loc: loc)
            return .object(o)
        }
        switch typeName {
        case "UIViewController", "UINavigationController", "UITableViewController":
            return .object(ViewControllerObject(className: typeName, runtime: self))
        case "UIHostingController":
            return try HostingControllerObject.make(args, self, loc: loc)
        case "UIColor":
            return .object(try ColorObject.make(args, loc: loc))
        case "UIFont":
            return .object(try FontObject.make("init", args, loc: loc))
        case "UIImage":
            return ImageObject.make(args, self, loc: loc)
        case "UIImage.SymbolConfiguration":
            return .object(SymbolConfigurationObject.make(args))
        case "UIFontMetrics":
            return .object(FontMetricsObject())
        case "UILayoutGuide":
            return .object(GuideObject(guide: LayoutGuide()))
        case "Notification.Name", "NSNotification.Name":
            return try notificationName(args, loc: loc)
        case "UIConfigurationTextAttributesTransformer":
            // `UIConfigurationTextAttributesTransformer { incoming in … }`: the closure is the transformer; a
            // button configuration runs it on its title's attributes (ButtonConfigurationObject.apply).
            guard let body = args.trailingFunction else {
                throw ScriptError("type-mismatch", "UIConfigurationTextAttributesTransformer expects a closure", at: loc)
            }
            return .function(body)
        case "UITapGestureRecognizer", "UIPanGestureRecognizer", "UILongPressGestureRecognizer",
             "UISwipeGestureRecognizer", "UIGestureRecognizer":
            return .object(GestureObject(className: typeName, target: args.named("target"),
                                         selector: args.named("action")?.asString))
        case "NSLayoutConstraint":
            return .object(try LayoutConstraintObject.make(args, self, loc: loc))
        case "CALayer", "CAGradientLayer", "CAShapeLayer":
            return .object(PlainNativeObject(className: typeName))
        case "NotificationCenter":
            return .object(NotificationCenterObject())
        case "UIViewPropertyAnimator":
            return .object(PropertyAnimatorObject.make(args, self, loc: loc))
        case "NSAttributedString", "NSMutableAttributedString":
            return .object(AttributedStringObject.make(typeName, args))
        default:
            // Objects with no effect on layout are created silently; anything else is named in a warning.
            let inert = Runtime.inertTypes
            let object = PlainNativeObject(className: typeName)
            object.isInert = true
            if !inert.contains(typeName) {
                // It answers like an inert object, so what follows from it is not a nil crash somewhere else.
                object.isUnsupported = true
                interp.warn("unsupported-api", "'\(typeName)(\(args.labelSignature))' is not supported by the layout runtime", at: loc)
            }
            return .object(object)
        }
    }
}

/// An inert UIKit object (a layer, a gesture subclass): remembers what is set on it.
extension Runtime {
    /// `traitCollection` of a view or controller: the screen's size classes (`Device.horizontalSizeClass`); the
    /// rest of it has no effect on layout and is accepted silently.
    func traitCollection() -> Value {
        let traits = PlainNativeObject(className: "UITraitCollection")
        traits.isInert = true
        traits.fields["horizontalSizeClass"] = .plainCase(device.horizontalSizeClass.rawValue)
        traits.fields["verticalSizeClass"] = .plainCase(device.verticalSizeClass.rawValue)
        return .object(traits)
    }
}

final class PlainNativeObject: NativeObject {
    /// Known to have no effect on layout (a feedback generator, a bezier path): every member is accepted
    /// silently and reads give the object itself, so chains like `UIBezierPath(…).cgPath` just work.
    var isInert = false
    /// Made by an API the runtime does not model (after an `unsupported-api` warning): inert too, and SnapKit
    /// drops a chain that relates to it instead of rejecting it.
    var isUnsupported = false
    override func respondsTo(_ name: String) -> Bool { isInert || fields[name] != nil }
    override func get(_ name: String, _ rt: Runtime, loc: Loc) throws -> Value? {
        fields[name] ?? (isInert ? .object(self) : nil)
    }
    override func set(_ name: String, _ value: Value, _ rt: Runtime, loc: Loc) throws -> Bool {
        fields[name] = value
        return true
    }
    override func call(_ name: String, _ args: Args, _ rt: Runtime, loc: Loc, asSuper: Bool = false) throws -> Value? {
        .void
    }
}
