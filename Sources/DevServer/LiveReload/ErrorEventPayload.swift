import Diagnostics
import Foundation

/// The JSON carried by an `error` event: what the browser overlay shows.
///
/// Each diagnostic is flattened to the fields the overlay needs, plus `rendered`, the compiler-style text
/// (`path:line:col: error: message`, the source line and a caret) that the terminal shows too.
struct ErrorEventPayload: Encodable {
    struct Entry: Encodable {
        var severity: String
        var code: String
        var message: String
        var file: String?
        var line: Int?
        var column: Int?
        var rendered: String
    }

    var build: String
    var diagnostics: [Entry]
    /// No build of this session has succeeded, so the page behind the overlay is not a last good version.
    var nothingBuilt: Bool
    /// The build succeeded and these are new errors in its preview blocks (event `diagnostics`): the page behind
    /// the overlay is the new one.
    var built: Bool

    init(build: String, diagnostics: [Diagnostic], nothingBuilt: Bool = false, built: Bool = false) {
        self.build = build
        self.nothingBuilt = nothingBuilt
        self.built = built
        let renderer = TextDiagnosticRenderer()
        // Errors first: the overlay has room for a few, and those are the ones that stopped the build.
        let ordered = diagnostics.filter { !$0.expected }.sorted { $0.severity > $1.severity }
        self.diagnostics = ordered.map { d in
            Entry(severity: d.severity.rawValue, code: d.code, message: d.message, file: d.location?.file,
                  line: d.location?.line, column: d.location?.column, rendered: renderer.render(d))
        }
    }

    /// Single-line JSON (JSONEncoder escapes newlines inside strings), as an event's `data:` line requires.
    func json() -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        guard let data = try? encoder.encode(self) else { return "{\"build\":\"\(build)\",\"diagnostics\":[]}" }
        return String(decoding: data, as: UTF8.self)
    }
}
