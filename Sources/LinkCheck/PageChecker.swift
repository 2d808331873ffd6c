import Diagnostics

/// What every page check may consult: the site's files and the anchors of every scanned page. Built once
/// after all pages are scanned, then shared read-only by the parallel checks.
struct SiteContext: Sendable {
    var index: SiteIndex
    /// Page path → the ids and `a[name]`s it offers. Pages that could not be read are absent, and fragments
    /// into them are not judged.
    var anchors: [String: Set<String>]
    /// `/` or `/kurs/`: the URL path the site root is served at.
    var basePath: String = "/"
}

/// The site's URL base path, and how root-relative links are read against it.
enum BasePath {
    /// Always starts and ends with `/`.
    static func normalized(_ path: String) -> String {
        var result = path.hasPrefix("/") ? path : "/" + path
        if !result.hasSuffix("/") { result += "/" }
        return result
    }

    /// `/kurs/a/` under `/kurs/` → `/a/`; nil when a root-relative path is not under the base path.
    static func strip(_ basePath: String, from path: String) -> String? {
        guard basePath != "/", path.hasPrefix("/") else { return path }
        if path + "/" == basePath { return "/" }
        guard path.hasPrefix(basePath) else { return nil }
        return "/" + path.dropFirst(basePath.count)
    }
}

/// Checks one page's references and anchors against the site. Pure: no I/O beyond `SiteIndex.lookup`.
struct PageChecker {
    let context: SiteContext

    func check(_ scan: PageScan) -> (findings: [Finding], webURLs: [WebURLUse]) {
        var findings: [Finding] = []
        var webURLs: [WebURLUse] = []
        // Occurrences are counted per URL over every URL attribute of the page, with each `srcset` candidate
        // counted as its own URL, as the build's source map records them; whole `srcset` values have their
        // own count for a map that records them unsplit.
        var urlOccurrences: [String: Int] = [:]
        var srcsetValueOccurrences: [String: Int] = [:]
        for reference in scan.references {
            if reference.attribute == "srcset" {
                let valueOccurrence = srcsetValueOccurrences[reference.value, default: 0]
                srcsetValueOccurrences[reference.value] = valueOccurrence + 1
                for url in SrcsetParser.urls(in: reference.value) {
                    let occurrence = urlOccurrences[url, default: 0]
                    urlOccurrences[url] = occurrence + 1
                    guard reference.isChecked else { continue }
                    let subject = Finding.Subject.reference(
                        reference, occurrence: valueOccurrence,
                        candidate: Finding.Candidate(url: url, occurrence: occurrence))
                    check(url, reference: reference, subject: subject, page: scan.page, findings: &findings,
                          webURLs: &webURLs)
                }
            } else {
                let occurrence = urlOccurrences[reference.value, default: 0]
                urlOccurrences[reference.value] = occurrence + 1
                guard reference.isChecked else { continue }
                let subject = Finding.Subject.reference(reference, occurrence: occurrence, candidate: nil)
                check(reference.value, reference: reference, subject: subject, page: scan.page,
                      findings: &findings, webURLs: &webURLs)
            }
        }
        findings += duplicateAnchors(in: scan)
        return (findings, webURLs)
    }

    private func check(_ url: String, reference: PageScan.Reference, subject: Finding.Subject, page: String,
                       findings: inout [Finding], webURLs: inout [WebURLUse]) {
        func report(_ kind: FindingKind, _ message: String, notes: [Diagnostic.Note] = []) {
            findings.append(Finding(kind: kind, page: page, message: message, subject: subject, notes: notes))
        }
        switch LinkTarget(url) {
        case .empty:
            report(.emptyLink, "empty \(reference.selector): it points back at this page")
        case .otherScheme:
            break
        case .mailto(let mailto):
            if let problem = MailtoSyntax.problem(in: mailto) {
                report(.malformedMailto, "malformed mailto link '\(url)': \(problem)")
            }
        case .web(let web):
            if let problem = WebURLSyntax.problem(in: web) {
                report(.malformedURL, "malformed URL '\(url)': \(problem)")
            } else {
                webURLs.append(WebURLUse(url: web, page: page, subject: subject))
            }
        case .site(let path, let fragment):
            guard let decoded = PercentDecoding.decode(path) else {
                report(.malformedURL, "malformed URL '\(url)': a '%' is not followed by two hex digits, or the bytes are not UTF-8")
                return
            }
            let target: String
            guard let decoded = BasePath.strip(context.basePath, from: decoded) else {
                report(.outsideSite, "\(reference.selector) '\(url)' leaves the site: the site is served under \(context.basePath)")
                return
            }
            if decoded.isEmpty {
                target = page
            } else {
                switch resolve(decoded, from: page) {
                case .success(let resolved):
                    target = resolved
                case .failure(let failure):
                    let kind: FindingKind
                    switch failure {
                    case .outside: kind = .outsideSite
                    case .missing: kind = reference.element == "a" || reference.element == "link" ? .brokenLink : .missingAsset
                    }
                    report(kind, message(for: failure, url: url, reference: reference))
                    return
                }
            }
            guard let fragment, SiteIndex.isPage(target) else { return }
            checkFragment(fragment, of: target, url: url, samePage: target == page, report: report)
        }
    }

    private func checkFragment(_ fragment: String, of target: String, url: String, samePage: Bool,
                               report: (FindingKind, String, [Diagnostic.Note]) -> Void) {
        // HTML's "scroll to the fragment": an empty fragment and `top` mean the top of the page; `:~:` starts
        // a text fragment, which names no element.
        if fragment.isEmpty || fragment.lowercased() == "top" || fragment.hasPrefix(":~:") { return }
        guard let anchors = context.anchors[target] else { return }
        let decoded = PercentDecoding.decode(fragment) ?? fragment
        if anchors.contains(decoded) || anchors.contains(fragment) { return }
        let place = samePage ? "this page" : target
        var notes: [Diagnostic.Note] = []
        if let suggestion = AnchorSuggestion.closest(to: decoded, among: anchors) {
            notes.append(Diagnostic.Note("did you mean '#\(suggestion)'?"))
        }
        report(.missingAnchor, "missing anchor '\(url)': \(place) has no element with id '\(decoded)'", notes)
    }

    enum ResolutionFailure: Error {
        case outside(reason: String)
        case missing(reason: String)
    }

    /// The page or file the path names, or why it names nothing in the site.
    private func resolve(_ decodedPath: String, from page: String) -> Result<String, ResolutionFailure> {
        switch SitePathResolver.resolve(decodedPath, from: page) {
        case .outside:
            return .failure(.outside(reason: "it climbs above the site root"))
        case .inside(let path, let namesFolder):
            switch context.index.lookup(path) {
            case nil:
                return .failure(.missing(reason: "the site has no \(namesFolder ? "folder" : "file") '\(path)'"))
            case .outsideSymlink(let destination):
                return .failure(.outside(reason: "'\(path)' is a symlink to '\(destination)', outside the site"))
            case .file:
                if namesFolder { return .failure(.missing(reason: "'\(path)' is a file, not a folder")) }
                return .success(path)
            case .directory:
                let indexPage = path.isEmpty ? "index.html" : path + "/index.html"
                switch context.index.lookup(indexPage) {
                case .file: return .success(indexPage)
                case .outsideSymlink(let destination):
                    return .failure(.outside(reason: "'\(indexPage)' is a symlink to '\(destination)', outside the site"))
                default:
                    return .failure(.missing(reason: "the folder '\(path.isEmpty ? "/" : path)' has no index.html"))
                }
            }
        }
    }

    private func message(for failure: ResolutionFailure, url: String, reference: PageScan.Reference) -> String {
        switch failure {
        case .outside(let reason):
            return "\(reference.selector) '\(url)' leaves the site: \(reason)"
        case .missing(let reason):
            let what: String
            switch reference.element {
            case "a": what = "broken link"
            case "link": what = "broken link[href]"
            case "img", "source": what = "missing image"
            case "script": what = "missing script"
            default: what = "missing file"
            }
            return "\(what) '\(url)': \(reason)"
        }
    }

    /// Every `id`/`a[name]` after the first with the same name: a fragment only ever reaches the first.
    private func duplicateAnchors(in scan: PageScan) -> [Finding] {
        var firstLine: [String: Int] = [:]
        var findings: [Finding] = []
        for anchor in scan.anchors where !anchor.name.isEmpty {
            if let earlier = firstLine[anchor.name] {
                var finding = Finding(
                    kind: .duplicateID, page: scan.page,
                    message: "duplicate id '\(anchor.name)': links to '#\(anchor.name)' reach only the first element that has it",
                    subject: .anchor(anchor))
                finding.relatedHTMLLine = (earlier, "the first element with id '\(anchor.name)' is here")
                findings.append(finding)
            } else {
                firstLine[anchor.name] = anchor.line
            }
        }
        return findings
    }
}

/// An external URL as used on a page, kept for `--external`.
struct WebURLUse: Sendable {
    var url: String
    var page: String
    var subject: Finding.Subject
}
