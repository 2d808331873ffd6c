import Diagnostics

/// How a check runs.
public struct LinkCheckOptions: Sendable {
    /// Where each reference in the built pages came from; findings are reported there. Without it (or for a
    /// reference the map does not know), findings point into the HTML.
    public var sourceMap: SiteSourceMap?
    /// Prepended to a page's site path when a finding must name the HTML file (`_site/` gives
    /// `_site/lessons/intro/index.html`).
    public var htmlPathPrefix: String
    /// Fetches external URLs (`--external`); nil checks their syntax only.
    public var externalChecker: (any ExternalLinkChecking)?
    /// The URL path the site is served under (`/kurs/` for `https://example.org/kurs/`). Root-relative links
    /// must start with it; the rest of the path is looked up in the site folder.
    public var basePath: String

    public init(sourceMap: SiteSourceMap? = nil, htmlPathPrefix: String = "",
                externalChecker: (any ExternalLinkChecking)? = nil, basePath: String = "/") {
        self.sourceMap = sourceMap
        self.htmlPathPrefix = htmlPathPrefix
        self.externalChecker = externalChecker
        self.basePath = basePath
    }
}

/// The outcome of checking a built site.
public struct LinkCheckReport: Sendable {
    /// Sorted by file, line, column, then code.
    public var diagnostics: [Diagnostic]
    public var pageCount: Int
    /// URL attributes examined (a `srcset` counts once).
    public var referenceCount: Int
    /// Diagnostics that point into the built HTML because no source position was recorded for them.
    public var htmlFallbackCount: Int
}

/// Checks every page of a built site: internal links and assets, fragments, duplicate ids, empty links,
/// links leaving the site, `mailto:` syntax, and external URLs (syntax, or fetched with an external checker).
///
/// Pages are read and parsed in parallel (libxml2, one document per thread), then checked in parallel against
/// the complete anchor table; only turning findings into positioned diagnostics is sequential.
public struct LinkChecker: Sendable {
    public var options: LinkCheckOptions

    public init(options: LinkCheckOptions = LinkCheckOptions()) {
        self.options = options
    }

    /// Checks the site in the folder `root`. Throws only when `root` is not a readable folder.
    public func check(siteAt root: String) throws -> LinkCheckReport {
        let index = try SiteIndex(root: root)
        HTMLPageScanner.prepare()
        let pages = index.pages
        let scans = ParallelMap.map(count: pages.count) { position -> PageScan in
            let page = pages[position]
            do {
                let bytes = try PageReader.read(root + "/" + page, limit: HTMLPageScanner.maximumPageBytes)
                return HTMLPageScanner.scan(bytes, page: page)
            } catch {
                var scan = PageScan(page: page)
                scan.unreadableReason = "\(error)"
                return scan
            }
        }

        var anchors: [String: Set<String>] = [:]
        for scan in scans where scan.unreadableReason == nil {
            anchors[scan.page] = scan.anchorNames
        }
        let checker = PageChecker(context: SiteContext(index: index, anchors: anchors,
                                                          basePath: BasePath.normalized(options.basePath)))
        let results = ParallelMap.map(count: scans.count) { checker.check(scans[$0]) }

        var findings: [Finding] = []
        for symlink in index.outsideSymlinks {
            if case .outsideSymlink(let target)? = index.entries[symlink] {
                findings.append(Finding(
                    kind: .symlinkOutsideSite, page: symlink,
                    message: "'\(options.htmlPathPrefix)\(symlink)' is a symlink to '\(target)', outside the site; it was not followed",
                    subject: .path(symlink)))
            }
        }
        for scan in scans {
            findings += PageProblems.findings(for: scan)
        }
        var webURLs: [WebURLUse] = []
        for result in results {
            findings += result.findings
            webURLs += result.webURLs
        }
        if let external = options.externalChecker {
            findings += ExternalFindings.findings(for: webURLs, checker: external)
        }

        var locator = SourceLocator(sourceMap: options.sourceMap, siteRoot: root,
                                    htmlPathPrefix: options.htmlPathPrefix)
        let diagnostics = findings.map { locator.diagnostic(for: $0) }
        return LinkCheckReport(
            diagnostics: DiagnosticOrder.sorted(diagnostics),
            pageCount: pages.count,
            referenceCount: scans.reduce(0) { $0 + $1.references.filter(\.isChecked).count },
            htmlFallbackCount: locator.htmlFallbackCount)
    }
}

/// Findings about a page as a whole: unreadable, not UTF-8, partly unparseable.
enum PageProblems {
    static func findings(for scan: PageScan) -> [Finding] {
        var findings: [Finding] = []
        if let reason = scan.unreadableReason {
            findings.append(Finding(kind: .unreadablePage, page: scan.page,
                                    message: "the page \(reason); its links were not checked",
                                    subject: .htmlPosition(line: 1, column: 1)))
        }
        if let position = scan.firstInvalidUTF8 {
            findings.append(Finding(kind: .notUTF8, page: scan.page,
                                    message: "the page is not valid UTF-8; it was read with the encoding its <meta charset> names, or Latin-1",
                                    subject: .htmlPosition(line: position.line, column: position.column)))
        }
        for problem in scan.parseProblems {
            findings.append(Finding(kind: .unreadableHTML, page: scan.page,
                                    message: "libxml2 could not read this HTML as written: \(problem.message)",
                                    subject: .htmlPosition(line: problem.line, column: problem.column)))
        }
        return findings
    }
}

/// A stable order for reports: by file, then position, then code and message. Diagnostics without a location
/// come first.
public enum DiagnosticOrder {
    public static func sorted(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
        diagnostics.sorted { a, b in
            let fileA = a.location?.file ?? "", fileB = b.location?.file ?? ""
            if fileA != fileB { return fileA < fileB }
            let lineA = a.location?.line ?? 0, lineB = b.location?.line ?? 0
            if lineA != lineB { return lineA < lineB }
            let columnA = a.location?.column ?? 0, columnB = b.location?.column ?? 0
            if columnA != columnB { return columnA < columnB }
            if a.code != b.code { return a.code < b.code }
            return a.message < b.message
        }
    }
}
