import SwiftSubset

/// The diagnostics of the SwiftUI world that a lesson may show on purpose.
package enum SwiftUIDiagnosticCodes {
    /// Codes of diagnostics a SwiftUI block may show on purpose with `expect=` (a lesson's deliberate mistake):
    /// SwiftUI's runtime warnings about bad modifier arguments (SwiftUILayout's InputValidation), the layout's
    /// nesting limit, and a `@State` changed while `body` runs.
    package static let expectable: Set<String> = [
        "contradictory-frame", "invalid-frame", "invalid-padding", "invalid-spacing", "invalid-spacer",
        "invalid-offset", "invalid-position", "invalid-aspect-ratio", "invalid-line-limit", "invalid-font-size",
        "invalid-shadow", "invalid-image-size", "nesting-too-deep", "state-modified-during-update",
    ]
}
