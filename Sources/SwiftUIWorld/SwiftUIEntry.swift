import SwiftSubset

/// Where a SwiftUI block's view comes from (Scenarios' `SwiftUIBlock.entryPoint` finds it).
package enum SwiftUIEntry {
    case previewMacro(ClosureExpr)
    case previewProvider(TypeDecl, [Stmt])
    case viewType(TypeDecl)

    package var name: String {
        switch self {
        case .previewMacro: return "#Preview"
        case .previewProvider(let t, _): return t.name
        case .viewType(let t): return t.name
        }
    }
}

extension SwiftUIEntry {
    /// Whether a struct or enum declares conformance to the protocol `name` (`View`, `ButtonStyle`, …).
    package static func conforms(_ type: TypeDecl, to name: String) -> Bool {
        type.kind != .classType && type.kind != .extensionType && type.inherits.contains { $0.baseName == name }
    }

    /// The protocols whose conforming types the SwiftUI evaluator resolves by name: views, styles and modifiers.
    static let evaluatedProtocols = ["View", "ButtonStyle", "PrimitiveButtonStyle", "ViewModifier"]

    /// Whether the evaluator needs `type` among the lesson's declarations (it conforms to one of those protocols).
    package static func isEvaluated(_ type: TypeDecl) -> Bool {
        evaluatedProtocols.contains { conforms(type, to: $0) }
    }
}
