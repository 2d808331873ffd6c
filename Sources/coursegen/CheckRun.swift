import Diagnostics
import Foundation
import LinkCheck

/// Carries out a `coursegen check`: build (unless `--site`), link check, snapshot comparison; collects every
/// diagnostic for the reporters.
struct CheckRun {
    struct Outcome {
        var diagnostics: [Diagnostic]
        /// The size of the run for the text summary (`12 pages, 80 links`).
        var details: String?
    }

    let request: CheckRequest

    init(_ request: CheckRequest) { self.request = request }

    func perform() throws -> Outcome {
        if let site = request.builtSite {
            return try checkBuiltSite(at: site, sourceMap: nil, htmlPathPrefix: Self.displayPrefix(for: site))
        }
        // TODO(issue 3): build `request.source` with CourseSite's SiteBuilder into a temporary folder once it
        // lands on main, then check it with the build's source map and merge the build's diagnostics.
        throw CheckConfigurationError("building a course is not available yet; use --site DIR to check a built site")
    }

    func checkBuiltSite(at site: String, sourceMap: SiteSourceMap?, htmlPathPrefix: String) throws -> Outcome {
        var options = LinkCheckOptions(sourceMap: sourceMap, htmlPathPrefix: htmlPathPrefix)
        if request.external {
            let cacheFile = URL(fileURLWithPath: ".coursegen-cache/external-links.json")
            options.externalChecker = HTTPExternalLinkChecker(cache: ExternalLinkCache(file: cacheFile))
        }
        let report: LinkCheckReport
        do {
            report = try LinkChecker(options: options).check(siteAt: site)
        } catch let error as SiteIndexError {
            throw CheckConfigurationError("\(error)")
        }
        let details = "\(report.pageCount) page\(report.pageCount == 1 ? "" : "s"), "
            + "\(report.referenceCount) link\(report.referenceCount == 1 ? "" : "s") checked"
        return Outcome(diagnostics: report.diagnostics, details: details)
    }

    /// `_site` → `_site/`, so findings read `_site/lessons/a/index.html:3:9`.
    static func displayPrefix(for site: String) -> String {
        site.hasSuffix("/") ? site : site + "/"
    }
}
