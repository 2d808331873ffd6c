/// Turns a run's diagnostics into one output format (text, json, github, junit).
///
/// Reporters see only `[Diagnostic]`: a broken link, a YAML error and a layout conflict from a preview block
/// are reported the same way, so a new stage needs no reporter changes. Callers apply policy (such as
/// `--warnings-as-errors`, see `Diagnostic.promotingWarnings`) before reporting.
public protocol DiagnosticReporter {
    /// The complete output for the run. `diagnostics` should already be in report order.
    func report(_ diagnostics: [Diagnostic]) -> String
}

/// Counts shared by every reporter's summary.
public struct DiagnosticSummary: Hashable, Sendable {
    public var errors = 0
    public var warnings = 0
    public var notes = 0
    /// Diagnostics announced by the author (`expect=`), counted apart: they never fail a run.
    public var expected = 0
    /// Distinct files the diagnostics point into.
    public var files = 0

    public init(_ diagnostics: [Diagnostic]) {
        var fileSet = Set<String>()
        for diagnostic in diagnostics {
            if let file = diagnostic.location?.file { fileSet.insert(file) }
            if diagnostic.expected {
                expected += 1
                continue
            }
            switch diagnostic.severity {
            case .error: errors += 1
            case .warning: warnings += 1
            case .note: notes += 1
            }
        }
        files = fileSet.count
    }

    /// True when the run fails: an unexpected error.
    public var failed: Bool { errors > 0 }

    /// `2 errors, 1 warning in 2 files`, or `no problems found`.
    public var sentence: String {
        var parts: [String] = []
        if errors > 0 { parts.append(Self.count(errors, "error")) }
        if warnings > 0 { parts.append(Self.count(warnings, "warning")) }
        if notes > 0 { parts.append(Self.count(notes, "note")) }
        if expected > 0 { parts.append("\(expected) expected") }
        guard !parts.isEmpty else { return "no problems found" }
        return parts.joined(separator: ", ") + (files > 0 ? " in " + Self.count(files, "file") : "")
    }

    static func count(_ number: Int, _ noun: String) -> String {
        "\(number) \(noun)\(number == 1 ? "" : "s")"
    }
}

extension Diagnostic {
    /// The diagnostic with a warning raised to an error (`--warnings-as-errors`); others unchanged.
    public func promotingWarnings() -> Diagnostic {
        var copy = self
        if copy.severity == .warning { copy.severity = .error }
        return copy
    }
}

/// Groups diagnostics by file, keeping the first-seen order of files and the given order within each file.
/// Diagnostics without a location form a group with a nil file, listed first.
public enum DiagnosticGrouping {
    public static func byFile(_ diagnostics: [Diagnostic]) -> [(file: String?, diagnostics: [Diagnostic])] {
        var order: [String?] = []
        var groups: [String?: [Diagnostic]] = [:]
        for diagnostic in diagnostics {
            let file = diagnostic.location?.file
            if groups[file] == nil {
                if file == nil { order.insert(nil, at: 0) } else { order.append(file) }
            }
            groups[file, default: []].append(diagnostic)
        }
        return order.map { ($0, groups[$0] ?? []) }
    }
}
