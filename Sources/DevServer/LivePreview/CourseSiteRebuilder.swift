import CourseSite
import Diagnostics
import Foundation

/// Rebuilds with CourseSite's `SiteBuilder`. Which pages are re-rendered is the build cache's decision
/// (`.coursegen-cache/`), so the changed paths only matter for the terminal message.
public final class CourseSiteRebuilder: SiteRebuilder {
    public let options: BuildOptions

    public init(options: BuildOptions) { self.options = options }

    public func rebuild(changedPaths: Set<String>) -> RebuildOutcome {
        do {
            let report = try SiteBuilder(options: options).build()
            return RebuildOutcome(succeeded: true, diagnostics: report.diagnostics, summary: report.summary)
        } catch let error as DiagnosticError {
            return RebuildOutcome(succeeded: false, diagnostics: error.diagnostics, summary: "build failed")
        } catch {
            return RebuildOutcome(succeeded: false, diagnostics: [.error("build", "\(error)")], summary: "build failed")
        }
    }
}
