import Diagnostics
import Reporting

/// The `--format` values of `coursegen check` and the reporter each one uses.
enum CheckReportFormat: String, CaseIterable {
    case text, json, github, junit

    init(argument: String?) throws {
        guard let argument else {
            self = .text
            return
        }
        guard let format = CheckReportFormat(rawValue: argument) else {
            let known = CheckReportFormat.allCases.map(\.rawValue).joined(separator: ", ")
            throw UsageError("unknown --format '\(argument)' (expected one of: \(known))")
        }
        self = format
    }

    /// `details` is the run's size (`12 pages, 80 links`); only the text format prints it. The text format lists
    /// expected findings only when `verbose`; the machine-readable formats always list them, marked expected.
    func reporter(details: String?, verbose: Bool = false) -> DiagnosticReporter {
        switch self {
        case .text: return TextReporter(details: details, listsExpected: verbose)
        case .json: return JSONReporter()
        case .github: return GitHubReporter()
        case .junit: return JUnitReporter()
        }
    }
}
