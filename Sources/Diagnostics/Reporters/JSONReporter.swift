/// Machine-readable report; the schema is documented in docs/check.md and versioned by `schema`:
///
///     { "schema": 1, "tool": "coursegen check",
///       "summary": { "errors": 1, "warnings": 0, "notes": 0, "expected": 0, "files": 1, "failed": true },
///       "diagnostics": [ { "severity": "error", "code": "broken-link", "message": "…",
///                          "file": "content/lessons/01-intro.md", "line": 12, "column": 5, "expected": false,
///                          "notes": [ { "message": "…", "file": null, "line": null, "column": null } ] } ] }
///
/// Keys appear in this order and numbers are integers, so the output is stable byte for byte.
public struct JSONReporter: DiagnosticReporter {
    public static let schemaVersion = 1
    public var tool: String

    public init(tool: String = "coursegen check") {
        self.tool = tool
    }

    public func report(_ diagnostics: [Diagnostic]) -> String {
        let summary = DiagnosticSummary(diagnostics)
        var out = "{\n  \"schema\": \(Self.schemaVersion),\n  \"tool\": \(JSONText.quoted(tool)),\n"
        out += "  \"summary\": {\"errors\": \(summary.errors), \"warnings\": \(summary.warnings), "
        out += "\"notes\": \(summary.notes), \"expected\": \(summary.expected), \"files\": \(summary.files), "
        out += "\"failed\": \(summary.failed)},\n"
        out += "  \"diagnostics\": ["
        out += diagnostics.map { "\n    " + object(for: $0) }.joined(separator: ",")
        out += diagnostics.isEmpty ? "]\n}\n" : "\n  ]\n}\n"
        return out
    }

    private func object(for diagnostic: Diagnostic) -> String {
        var fields = [
            "\"severity\": \(JSONText.quoted(diagnostic.severity.rawValue))",
            "\"code\": \(JSONText.quoted(diagnostic.code))",
            "\"message\": \(JSONText.quoted(diagnostic.message))",
        ]
        fields += locationFields(diagnostic.location)
        fields.append("\"expected\": \(diagnostic.expected)")
        let notes = diagnostic.notes.map { note in
            "{" + (["\"message\": \(JSONText.quoted(note.message))"] + locationFields(note.location))
                .joined(separator: ", ") + "}"
        }
        fields.append("\"notes\": [" + notes.joined(separator: ", ") + "]")
        return "{" + fields.joined(separator: ", ") + "}"
    }

    private func locationFields(_ location: SourceLocation?) -> [String] {
        guard let location else { return ["\"file\": null", "\"line\": null", "\"column\": null"] }
        return ["\"file\": \(JSONText.quoted(location.file))", "\"line\": \(location.line)",
                "\"column\": \(location.column)"]
    }
}
