/// A runtime problem in lesson code: becomes an error diagnostic at `loc` (block-relative).
struct ScriptError: Error {
    var code: String
    var message: String
    var loc: Loc
    init(_ code: String, _ message: String, at loc: Loc) {
        self.code = code
        self.message = message
        self.loc = loc
    }
}

/// Non-local control flow, carried as Swift errors through the tree walker.
enum ControlFlow: Error {
    case returned(Value)
    case breakLoop
    case continueLoop
    case fallthroughCase
}

/// `x?` found nil: unwinds to the enclosing optional chain.
struct OptionalChainNil: Error {}

/// A value thrown by lesson code's `throw`.
struct ThrownValue: Error { var value: Value }
