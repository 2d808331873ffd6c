/// How bad a finding is. The order matters: `error` is the most severe.
public enum Severity: String, Sendable, Codable, Comparable, CaseIterable {
    case note, warning, error

    private var rank: Int {
        switch self {
        case .note: return 0
        case .warning: return 1
        case .error: return 2
        }
    }

    public static func < (lhs: Severity, rhs: Severity) -> Bool { lhs.rank < rhs.rank }
}

/// One finding from any stage of the pipeline: a YAML error, a broken link, a layout conflict.
///
/// Every stage produces this one type so that the reporters (text, json, github, junit) never need to know
/// which stage a finding came from. `code` is a stable kebab-case name (`broken-link`, `conflict`, `syntax`, …)
/// that tools and `expect=` attributes can match on.
public struct Diagnostic: Hashable, Sendable, Codable {
    /// Supplementary information attached to a diagnostic, optionally with its own location
    /// (for example each member of a conflicting constraint set).
    public struct Note: Hashable, Sendable, Codable {
        public var message: String
        public var location: SourceLocation?

        public init(_ message: String, at location: SourceLocation? = nil) {
            self.message = message
            self.location = location
        }
    }

    public var severity: Severity
    public var code: String
    public var message: String
    public var location: SourceLocation?
    public var notes: [Note]
    /// True when the author announced this problem on purpose (`expect=conflict`); reporters show it but it
    /// never fails a run.
    public var expected: Bool

    public init(_ severity: Severity, code: String, _ message: String, at location: SourceLocation? = nil,
                notes: [Note] = [], expected: Bool = false) {
        self.severity = severity
        self.code = code
        self.message = message
        self.location = location
        self.notes = notes
        self.expected = expected
    }

    public static func error(_ code: String, _ message: String, at location: SourceLocation? = nil,
                             notes: [Note] = []) -> Diagnostic {
        Diagnostic(.error, code: code, message, at: location, notes: notes)
    }

    public static func warning(_ code: String, _ message: String, at location: SourceLocation? = nil,
                               notes: [Note] = []) -> Diagnostic {
        Diagnostic(.warning, code: code, message, at: location, notes: notes)
    }

    public static func note(_ code: String, _ message: String, at location: SourceLocation? = nil) -> Diagnostic {
        Diagnostic(.note, code: code, message, at: location)
    }
}

/// An error that carries diagnostics, for stages that stop at the first fatal problem.
public struct DiagnosticError: Error, CustomStringConvertible, Sendable {
    public var diagnostics: [Diagnostic]

    public init(_ diagnostics: [Diagnostic]) { self.diagnostics = diagnostics }
    public init(_ diagnostic: Diagnostic) { self.diagnostics = [diagnostic] }

    public var description: String {
        diagnostics.map { d in
            (d.location.map { "\($0): " } ?? "") + "\(d.severity.rawValue): \(d.message)"
        }.joined(separator: "\n")
    }
}

extension Sequence where Element == Diagnostic {
    /// True when any unexpected diagnostic is an error (or a warning, when warnings count as errors).
    public func hasFailures(warningsAsErrors: Bool = false) -> Bool {
        contains { d in
            !d.expected && (d.severity == .error || (warningsAsErrors && d.severity == .warning))
        }
    }
}
