import SwiftSubset

/// What a UIKit setter makes the view redo. The runtime acts on `intrinsicSize` itself (a lesson override of
/// `intrinsicContentSize` is asked again, as UIKit's own setters call `invalidateIntrinsicContentSize()`); every
/// set of a native property is also a layout input (the interpreter calls `Runtime.layoutInputsChanged()` before
/// it), so `layout` and `display` say what the property changes in the preview: frames, or only the drawing.
struct Invalidation: OptionSet, Sendable {
    let rawValue: UInt8
    /// The view's intrinsic content size (UIKit calls `invalidateIntrinsicContentSize()`).
    static let intrinsicSize = Invalidation(rawValue: 1)
    /// Frames: the next layout pass solves again with the new value.
    static let layout = Invalidation(rawValue: 2)
    /// Only what is drawn (colours, alpha, a switch's knob); frames stay.
    static let display = Invalidation(rawValue: 4)
}

/// A property's value in UIKit before code sets it, and where that is written.
struct UIKitDefault: Sendable {
    let value: String
    /// `Apple: UILabel.numberOfLines` (the page of Apple's documentation) or `reference §7.3`
    /// (../shared/reference/snapkit-autolayout.md, the project's reference).
    let source: String

    /// A default Apple's documentation page of `symbol` states.
    static func apple(_ value: String, _ symbol: String) -> UIKitDefault { UIKitDefault(value: value, source: "Apple: \(symbol)") }
    /// A default the project's reference (snapkit-autolayout.md) states in `section`.
    static func reference(_ value: String, _ section: String) -> UIKitDefault {
        UIKitDefault(value: value, source: "reference \(section)")
    }
}

/// How the runtime answers a property.
enum UIKitPropertyModel: String, Sendable {
    /// Read from, or written to, the layout model: it changes frames or the drawing.
    case modelled
    /// Accepted and read back, with no effect on the preview (accessibility, keyboard types, scroll indicators).
    case stored
    /// A name the runtime knows on the class but does not model as a property (reading it gives a method value).
    case recognised
}

/// One UIKit property of the views the runtime models: the single place its name, owners, type, accessors,
/// invalidation and default are written. `ViewObject.get`/`set`, "did you mean", the known-member lists and
/// docs/supported-api.md all read these entries.
///
/// `@unchecked Sendable`: the entries are immutable static tables built once; their closures capture nothing, and
/// `storedInitial` holds plain values (numbers, strings, enum cases), never an object.
struct UIKitProperty: @unchecked Sendable {
    /// Reads the property; nil when this object does not have it after all (`textContainer` of a non-text view).
    typealias Getter = (ViewObject, Runtime, Loc) throws -> Value?
    /// Writes the property; false when this object does not have it (the interpreter then warns).
    typealias Setter = (ViewObject, Value, Runtime, Loc) throws -> Bool

    let name: String
    /// The UIKit classes that declare it (their subclasses have it too). Empty for names that are no UIKit property
    /// (runtime helpers), which are left out of suggestions and of the docs.
    let owners: [String]
    /// Its Swift type as UIKit declares it.
    let type: String
    let model: UIKitPropertyModel
    let get: Getter?
    let set: Setter?
    let invalidates: Invalidation
    let uikitDefault: UIKitDefault?
    /// A Swift expression of the property's type that reads back as itself (`3`, `.vertical`); the table's
    /// round-trip test assigns it and reads it back. Nil for read-only properties.
    let sample: String?
    /// Only objects for which this holds have the property (a toolbar's `items`); nil: every object whose class
    /// reaches here.
    let appliesTo: ((ViewObject) -> Bool)?
    /// What a `.stored` property reads before code sets it.
    var storedInitial: Value? = nil

    var isSettable: Bool { self.set != nil }
}

extension UIKitProperty {
    /// A property the layout model keeps. `set` returns nothing: the object always has it.
    static func modelled(_ name: String, on owners: [String], _ type: String, default uikitDefault: UIKitDefault?,
                         invalidates: Invalidation, sample: String? = nil,
                         get: @escaping Getter,
                         set: ((ViewObject, Value, Runtime, Loc) throws -> Void)? = nil) -> UIKitProperty {
        UIKitProperty(name: name, owners: owners, type: type, model: .modelled, get: get,
                      set: set.map { body in { o, v, rt, loc in try body(o, v, rt, loc); return true } },
                      invalidates: invalidates, uikitDefault: uikitDefault, sample: sample, appliesTo: nil)
    }

    /// A read-only property of the layout model.
    static func readOnly(_ name: String, on owners: [String], _ type: String,
                         get: @escaping Getter) -> UIKitProperty {
        UIKitProperty(name: name, owners: owners, type: type, model: .modelled, get: get, set: nil, invalidates: [],
                      uikitDefault: nil, sample: nil, appliesTo: nil)
    }

    /// A property accepted and read back without effect: `initial` until code sets it.
    static func stored(_ name: String, on owners: [String], _ type: String, initial: Value, default uikitDefault: UIKitDefault,
                       sample: String, appliesTo: ((ViewObject) -> Bool)? = nil) -> UIKitProperty {
        UIKitProperty(name: name, owners: owners, type: type, model: .stored,
                      get: { o, _, _ in o.inert[name] ?? initial },
                      set: { o, v, _, _ in o.inert[name] = v; return true },
                      invalidates: [], uikitDefault: uikitDefault, sample: sample, appliesTo: appliesTo, storedInitial: initial)
    }

    /// A name the class has that the runtime does not model as a property.
    static func recognised(_ name: String, on owners: [String], _ type: String) -> UIKitProperty {
        UIKitProperty(name: name, owners: owners, type: type, model: .recognised, get: nil, set: nil, invalidates: [],
                      uikitDefault: nil, sample: nil, appliesTo: nil)
    }
}

/// One UIKit method of the views the runtime answers: the single place its name, owners, effect and invalidation
/// are written. `ViewObject.call` runs the first entry of the called name that applies to the object; "did you
/// mean", `respondsTo` and docs/supported-api.md read the same entries.
///
/// `@unchecked Sendable`: the entries are immutable static tables built once, and their closures capture nothing.
struct UIKitMethod: @unchecked Sendable {
    /// Runs the method on a view and gives what the call returns (`.void` for a method returning nothing).
    typealias Body = (ViewObject, Args, Runtime, Loc) throws -> Value

    /// How UIKit spells the method and its labels, `addSubview(_:)`. Calls are matched by the base name: the
    /// runtime reads the labels it understands from the arguments (`insertSubview(_:aboveSubview:)` is
    /// `insertSubview`'s entry too).
    let signature: String
    /// The UIKit classes that declare it; the docs list it under each.
    let owners: [String]
    /// What a call changes. The runtime acts on `intrinsicSize` after the body has run (a lesson override of
    /// `intrinsicContentSize` is asked again); every call of a native method is also a layout input, so `layout`
    /// and `display` say what it changes in the preview.
    let invalidates: Invalidation
    /// Only calls for which this holds run this entry (a legacy button's `setTitle(_:for:)`, a segment's
    /// `setTitle(_:forSegmentAt:)`); the name's next entry is tried otherwise. Nil: every view.
    let appliesTo: ((ViewObject, Args) -> Bool)?
    /// What UIKit does that the body models, with its source (`Apple: UIView.sizeToFit()`), where it is not plain
    /// from the name; the docs print it.
    let note: String?
    let run: Body

    /// The base name, the part before the parenthesis.
    var name: String { String(signature.prefix { $0 != "(" }) }
}

extension UIKitMethod {
    /// A method every view of the owners (and any other view the script calls it on) answers with `run`.
    static func method(_ signature: String, on owners: [String], invalidates: Invalidation = [], note: String? = nil,
                       when appliesTo: ((ViewObject, Args) -> Bool)? = nil, _ run: @escaping Body) -> UIKitMethod {
        UIKitMethod(signature: signature, owners: owners, invalidates: invalidates, appliesTo: appliesTo, note: note,
                    run: run)
    }

    /// A method UIKit calls on the view itself (a lifecycle hook), or whose effect the preview does not draw: a call
    /// is accepted and does nothing.
    static func noEffect(_ signature: String, on owners: [String], note: String? = nil,
                         when appliesTo: ((ViewObject, Args) -> Bool)? = nil) -> UIKitMethod {
        UIKitMethod(signature: signature, owners: owners, invalidates: [], appliesTo: appliesTo, note: note,
                    run: { _, _, _, _ in .void })
    }
}

/// One UIKit initializer of the views the runtime makes (`Runtime.construct` runs it).
struct UIKitInitializer: Sendable {
    let owner: String
    let signature: String
    /// What the made view is like, where UIKit's documentation or the reference says so.
    let note: String
}

/// What the runtime does with one argument label of UIKit's view initializers (`frame:`, `image:`): the entries of
/// `ViewInitializersAPI.arguments`, which `ViewObject.nativeInit` runs.
///
/// `@unchecked Sendable`: the entries are immutable static tables built once, and their closures capture nothing.
struct UIKitInitializerArgument: @unchecked Sendable {
    typealias Body = (ViewObject, Value, Runtime, Loc) throws -> Void

    let label: String
    /// The argument's value in a call, if the call has it (by default the one labelled `label`).
    let value: (ViewObject, Args) -> Value?
    /// Only views for which this holds take the argument (a `style:` is an activity indicator's); nil: every view.
    let appliesTo: ((ViewObject) -> Bool)?
    let run: Body

    init(label: String, value: ((ViewObject, Args) -> Value?)? = nil, when appliesTo: ((ViewObject) -> Bool)? = nil,
         _ run: @escaping Body) {
        self.label = label
        self.value = value ?? { _, args in args.named(label) }
        self.appliesTo = appliesTo
        self.run = run
    }
}
