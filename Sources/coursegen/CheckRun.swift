import CourseSite
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
            return try checkBuiltSite(at: site, sourceMap: nil, htmlPathPrefix: Self.displayPrefix(for: site),
                                      basePath: request.basePath)
        }
        return try buildAndCheck()
    }

    /// Builds SRC into a fresh temporary folder (never `_site`), then checks that site with the build's source
    /// map. A build with errors reports them and skips the link check (there is no site to check).
    private func buildAndCheck() throws -> Outcome {
        let source = URL(fileURLWithPath: request.source)
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: source.path, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw CheckConfigurationError("'\(request.source)' is not a course folder")
        }
        guard FileManager.default.fileExists(atPath: source.appendingPathComponent(CourseLoader.courseFileName).path) else {
            throw CheckConfigurationError("'\(request.source)' has no \(CourseLoader.courseFileName)")
        }
        let workspace = FileManager.default.temporaryDirectory
            .appendingPathComponent("coursegen-check-\(UUID().uuidString)")
        let site = workspace.appendingPathComponent("site")
        // The build reuses what `build` and `serve` left in .coursegen-cache/ (pages and previews), so a check
        // right after a build only links the pages and reads them.
        var options = BuildOptions(source: source, output: site, useCache: true)
        options.previewRenderer = PreviewRendering.renderer()
        options.quizResolver = QuizVerifier()
        let progress = BuildProgress()
        options.blockProgress = progress
        var keepWorkspace = false
        defer { if !keepWorkspace { try? FileManager.default.removeItem(at: workspace) } }
        Interruption.onInterrupt {
            try? FileManager.default.removeItem(at: workspace)
            LessonPageCache.opened(forSource: source)?.store.removeOwnTemporaryFiles()
        }

        let build: BuildReport
        ProgressLine.start(progress)
        do {
            build = try SiteBuilder(options: options).build()
            ProgressLine.stop()
        } catch let error as DiagnosticError {
            ProgressLine.stop()
            return Outcome(diagnostics: DiagnosticOrder.sorted(error.diagnostics), details: "the build failed")
        }
        let basePath = (try? SiteBuilder(options: options).loadCourse().course.baseURL).map(Self.basePath(of:)) ?? "/"
        var outcome = try checkBuiltSite(at: site.path, sourceMap: build.sourceMap,
                                         htmlPathPrefix: Self.displayPrefix(for: site.path), basePath: basePath)
        // print.html holds every lesson's body again: its findings repeat the lessons' own, which point at Markdown.
        outcome.diagnostics.removeAll { $0.location?.file.hasSuffix("/print.html") == true }
        outcome.diagnostics = DiagnosticOrder.sorted(build.diagnostics + outcome.diagnostics)
        if let snapshots = request.snapshots {
            outcome.diagnostics += try SnapshotComparison(source: source, folder: snapshots,
                                                          update: request.updateSnapshots).run()
        }
        // Findings that only the HTML can place must stay openable after the command returns, and so must the
        // places their notes point to (the first of two duplicate ids).
        let pointsIntoSite = { (location: SourceLocation?) in location?.file.hasPrefix(site.path) == true }
        if outcome.diagnostics.contains(where: { pointsIntoSite($0.location) || $0.notes.contains { pointsIntoSite($0.location) } }) {
            keepWorkspace = true
            Console.warning("some findings point into the built site, kept at \(site.path)")
        }
        return outcome
    }

    func checkBuiltSite(at site: String, sourceMap: SiteSourceMap?, htmlPathPrefix: String,
                        basePath: String = "/") throws -> Outcome {
        var options = LinkCheckOptions(sourceMap: sourceMap, htmlPathPrefix: htmlPathPrefix, basePath: basePath)
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

    /// The path part of the course's `base_url` (`https://example.org/kurs/` → `/kurs/`); root-relative links
    /// in the built pages start with it.
    static func basePath(of baseURL: String) -> String {
        guard let url = URL(string: baseURL), url.scheme != nil else { return baseURL.hasPrefix("/") ? baseURL : "/" }
        return url.path.isEmpty ? "/" : url.path
    }

    /// `_site` → `_site/`, so findings read `_site/lessons/a/index.html:3:9`.
    static func displayPrefix(for site: String) -> String {
        site.hasSuffix("/") ? site : site + "/"
    }
}
