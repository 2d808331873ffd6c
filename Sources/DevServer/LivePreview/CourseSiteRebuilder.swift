import CourseSite
import Diagnostics
import Foundation

/// Rebuilds with CourseSite's `SiteBuilder`. When only lesson bodies changed, the changed pages are re-rendered
/// in place (`SiteBuilder.updateLessons`); otherwise a full build runs, reusing unchanged pages from
/// `.coursegen-cache/` (`BuildOptions.useCache`).
public final class CourseSiteRebuilder: SiteRebuilder {
    public let options: BuildOptions

    public init(options: BuildOptions) { self.options = options }

    public func rebuild(changedPaths: Set<String>) -> RebuildOutcome {
        let builder = SiteBuilder(options: options)
        do {
            if !changedPaths.isEmpty, let report = try builder.updateLessons(changedFiles: changedPaths) {
                return RebuildOutcome(succeeded: true, diagnostics: report.diagnostics,
                                      summary: "updated \(report.pages) lesson page\(report.pages == 1 ? "" : "s")")
            }
            let report = try builder.build()
            return RebuildOutcome(succeeded: true, diagnostics: report.diagnostics, summary: report.summary)
        } catch let error as DiagnosticError {
            return RebuildOutcome(succeeded: false, diagnostics: error.diagnostics, summary: "build failed")
        } catch {
            return RebuildOutcome(succeeded: false, diagnostics: [.error("build", "\(error)")], summary: "build failed")
        }
    }

    public var hasBackgroundWork: Bool { SiteBuilder(options: options).hasPendingPreviews }

    public func runBackgroundWork(shouldStop: @escaping @Sendable () -> Bool) -> [String] {
        do {
            let pages = try SiteBuilder(options: options).completePendingPreviews(shouldStop: shouldStop)
            return pages + (try SiteBuilder(options: options).writeDeferredOutputs())
        } catch {
            // A page that cannot be replaced stays as it is; the next build writes the whole site again.
            return []
        }
    }

    public func finishPostponedWork() -> [String] {
        do {
            return try SiteBuilder(options: options).writeDeferredOutputs()
        } catch {
            // The next full build writes the search index and print.html again; the lesson pages are in place.
            return []
        }
    }
}
