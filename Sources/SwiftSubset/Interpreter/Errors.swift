/// A runtime problem in lesson code: becomes an error diagnostic at `loc` (block-relative).
package struct ScriptError: Error {
    package var code: String
    package var message: String
    package var loc: Loc
    package init(_ code: String, _ message: String, at loc: Loc) {
        self.code = code
        self.message = message
        self.loc = loc
    }
}

/// Non-local control flow, carried as Swift errors through the tree walker.
package enum ControlFlow: Error {
    case returned(Value)
    case breakLoop
    case continueLoop
    case fallthroughCase
}

/// `x?` found nil: unwinds to the enclosing optional chain.
package struct OptionalChainNil: Error {}

/// A value thrown by lesson code's `throw`.
package struct ThrownValue: Error { package var value: Value }
