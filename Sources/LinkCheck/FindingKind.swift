import Diagnostics

/// Every kind of problem the link checker reports. The raw value is the diagnostic `code` that reporters print
/// and tools match on; docs/check.md lists them. Keep the names stable.
public enum FindingKind: String, CaseIterable, Sendable {
    /// `a[href]` or `link[href]` to a page or file that the site does not contain.
    case brokenLink = "broken-link"
    /// `img`, `script` or `source` pointing at an asset the site does not contain.
    case missingAsset = "missing-asset"
    /// A `#fragment` that names no `id` (nor `a[name]`) on the target page.
    case missingAnchor = "missing-anchor"
    /// A path that climbs above the site root, or reaches a symlink that points outside the site.
    case outsideSite = "outside-site"
    /// `href=""` (or only whitespace).
    case emptyLink = "empty-link"
    /// An `id` (or `a[name]`) used more than once on one page: fragments can only reach the first.
    case duplicateID = "duplicate-id"
    /// An `http(s)` URL that is not well formed, or a site path with broken percent-encoding.
    case malformedURL = "malformed-url"
    /// A `mailto:` URL without a well-formed address.
    case malformedMailto = "malformed-mailto"
    /// With `--external`: the server answered with an error status or could not be reached.
    case externalLink = "external-link"
    /// Part of the page's HTML that libxml2 could not read as written.
    case unreadableHTML = "unreadable-html"
    /// A page that is not UTF-8.
    case notUTF8 = "not-utf8"
    /// A page that could not be read at all.
    case unreadablePage = "unreadable-page"
    /// A symlink in the built site that points outside it (found while listing, whether linked or not).
    case symlinkOutsideSite = "symlink-outside-site"

    /// How bad the finding is by default. Anything that breaks a reader's click is an error; things that are
    /// suspicious but work in a browser are warnings.
    public var severity: Severity {
        switch self {
        case .brokenLink, .missingAsset, .missingAnchor, .outsideSite, .malformedURL, .malformedMailto,
             .externalLink, .unreadablePage:
            return .error
        case .emptyLink, .duplicateID, .unreadableHTML, .notUTF8, .symlinkOutsideSite:
            return .warning
        }
    }
}
