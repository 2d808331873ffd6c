import SwiftSubset
import SwiftUILayout

/// A view as SwiftUI code builds it, before it is added to the layout engine's `ViewTree` (which is built
/// bottom-up and cannot drop a node that a later `if` discards).
package final class ViewDraft {
    var kind: ViewKind
    var children: [ViewDraft]
    package let loc: Loc
    /// A Button's action: run when the reader taps the button's box.
    var tapAction: SUValue?
    /// A Button drawn by a `ButtonStyle`: the key its pressed look is asked for by (`SwiftUIEvaluator.pressed`).
    var pressKey: String?

    init(_ kind: ViewKind, _ children: [ViewDraft] = [], at loc: Loc) {
        self.kind = kind
        self.children = children
        self.loc = loc
    }
}

/// One instance of a `struct … : View` declared in the block: its stored properties (`@State` ones included).
package final class SUInstance {
    let type: TypeDecl
    package var properties: [String: SUValue] = [:]

    package init(type: TypeDecl) { self.type = type }
}

/// Names visible to the code being evaluated: locals, then the enclosing view instance's properties.
package final class SUScope {
    var locals: [String: SUValue] = [:]
    let parent: SUScope?
    let instance: SUInstance?

    package init(parent: SUScope?, instance: SUInstance?) {
        self.parent = parent
        self.instance = instance ?? parent?.instance
    }

    func lookup(_ name: String) -> SUValue? {
        if let v = locals[name] { return v }
        if let v = parent?.lookup(name) { return v }
        return instance?.properties[name]
    }
}

/// A value SwiftUI code computes while its views are built.
indirect package enum SUValue {
    case number(Double)
    case string(String)
    case bool(Bool)
    case none
    /// One view, or the views of a builder (a TupleView).
    case views([ViewDraft])
    case array([SUValue])
    /// An implicit member (`.leading`, `.headline`, `.blue`) whose meaning its use decides.
    case member(String)
    case color(String)
    case font(FontSpec)
    case closure(ClosureExpr, SUScope)
    case instance(SUInstance)
    /// A type used as a value (`Color`, `Font`, `Edge`), for its static members.
    case typeName(String)
    /// `$name`: a binding to the `@State` property `name` (of whichever view declares it), with its value when
    /// the binding was made. Reading a `@Binding` property gives the value; assigning it changes that state.
    case binding(String, SUValue)
    /// A value with named fields, such as a ButtonStyle's `configuration` (`label`, `isPressed`).
    case record([String: SUValue])

    var isArray: Bool {
        if case .array = self { return true }
        return false
    }

    /// The value itself, or a binding's value.
    var unwrapped: SUValue {
        if case .binding(_, let v) = self { return v }
        return self
    }

    var asDouble: Double? {
        if case .number(let d) = self.unwrapped { return d }
        return nil
    }

    /// How string interpolation shows the value.
    var described: String {
        switch self {
        case .number(let d):
            return d == d.rounded() && abs(d) < 1e15 ? String(Int(d)) : String(d)
        case .string(let s): return s
        case .bool(let b): return b ? "true" : "false"
        case .none: return "nil"
        case .array(let items): return "[" + items.map(\.described).joined(separator: ", ") + "]"
        case .member(let m): return m
        default: return "\(self)"
        }
    }
}

/// An error in SwiftUI code, at its line: evaluation stops and the block reports it.
package struct SwiftUIError: Error {
    package let code: String
    package let message: String
    package let loc: Loc

    package init(code: String, message: String, at loc: Loc) {
        self.code = code
        self.message = message
        self.loc = loc
    }
}
