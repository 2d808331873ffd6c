import Diagnostics
import Foundation
import LinkCheck

/// `coursegen check`: builds the course into a temporary folder and reports every link, anchor, asset and
/// layout finding at the Markdown line it comes from (DESIGN.md §3; user docs in docs/check.md).
enum CheckCommand: Command {
    static let name = "check"
    static let summary = "build to a temporary folder and check links, anchors, assets and layouts"
    static let usage = """
        usage: coursegen check [SRC] [--format text|json|github|junit] [--warnings-as-errors] [--verbose]
                               [--snapshots DIR] [--update-snapshots] [--external]

          SRC                   the course folder (default: content)
          --format F            text (default), json, github (workflow annotations) or junit (XML)
          --warnings-as-errors  warnings fail the check too
          -v, --verbose         text format: also list the expected findings (expect=), which are otherwise
                                only counted on the summary line (json, github and junit always list them)
          --snapshots DIR       compare each preview block's frames with DIR/<block id>.json
          --update-snapshots    write the current frames into DIR instead of comparing
          --external            also request http(s) links (timeout 10 s, cached for a day in
                                .coursegen-cache/external-links.json)

        exit status: 0 clean, 1 findings at error level, 2 usage or configuration error
        """

    static func run(_ arguments: ParsedArguments) throws -> Int32 {
        var arguments = arguments
        let request: CheckRequest
        request = try CheckRequest(parsing: &arguments)
        try arguments.finish()
        do {
            let outcome = try CheckRun(request).perform()
            var diagnostics = outcome.diagnostics
            if request.warningsAsErrors { diagnostics = diagnostics.map { $0.promotingWarnings() } }
            let reporter = request.format.reporter(details: outcome.details, verbose: request.verbose)
            print(reporter.report(diagnostics), terminator: "")
            return diagnostics.hasFailures() ? ExitCode.failure : ExitCode.ok
        } catch let error as CheckConfigurationError {
            Console.error(error.message)
            return ExitCode.usage
        } catch {
            Console.error("\(error)")
            return ExitCode.usage
        }
    }
}

/// The options of one `coursegen check` run.
struct CheckRequest {
    var source: String
    var format: CheckReportFormat
    var warningsAsErrors: Bool
    /// List expected findings in the text format too.
    var verbose: Bool
    var snapshots: String?
    var updateSnapshots: Bool
    var external: Bool
    /// Undocumented: check an already-built site folder instead of building SRC (benchmarks, debugging).
    var builtSite: String?
    /// Undocumented, with `--site`: the URL path the site is served under (default `/`).
    var basePath: String

    init(parsing arguments: inout ParsedArguments) throws {
        warningsAsErrors = arguments.flag("--warnings-as-errors")
        verbose = arguments.flag("--verbose", "-v")
        updateSnapshots = arguments.flag("--update-snapshots")
        external = arguments.flag("--external")
        format = try CheckReportFormat(argument: arguments.option("--format"))
        snapshots = try arguments.option("--snapshots")
        builtSite = try arguments.option("--site")
        basePath = try arguments.option("--base-path") ?? "/"
        source = arguments.positional() ?? "content"
        if updateSnapshots && snapshots == nil {
            throw UsageError("--update-snapshots needs --snapshots DIR")
        }
        if builtSite != nil && snapshots != nil {
            throw UsageError("--snapshots needs a build; it cannot be used with --site")
        }
    }
}

/// A problem with the setup rather than the content (missing course folder, unreadable site): exit 2.
struct CheckConfigurationError: Error {
    var message: String
    init(_ message: String) { self.message = message }
}
