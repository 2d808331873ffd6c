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

/// Non-local control flow, carried as Swift errors through the tree walker. `@unchecked Sendable` because `Error`
/// requires it: it is thrown and caught inside one run, on the run's own thread, and never leaves it.
package enum ControlFlow: Error, @unchecked Sendable {
    case returned(Value)
    case breakLoop
    case continueLoop
    case fallthroughCase
}

/// `x?` found nil: unwinds to the enclosing optional chain.
package struct OptionalChainNil: Error {}

/// A value thrown by lesson code's `throw`. `@unchecked Sendable` for the reason `ControlFlow` is: it is caught
/// inside the run that threw it.
package struct ThrownValue: Error, @unchecked Sendable { package var value: Value }
