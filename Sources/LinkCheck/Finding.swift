import Diagnostics

/// A problem found on a built page, before it is given a position in the sources. `LinkChecker` produces
/// these in parallel; `SourceLocator` turns them into `Diagnostic`s.
struct Finding: Sendable {
    /// What in the page the finding is about; decides how it is traced back to the Markdown.
    enum Subject: Sendable {
        /// A URL attribute. `occurrence` counts earlier attributes on the page with the same value (0-based);
        /// for a URL taken from a `srcset`, `candidate` is that URL and its own occurrence count.
        case reference(PageScan.Reference, occurrence: Int, candidate: Candidate?)
        /// An `id` or `a[name]`.
        case anchor(PageScan.Anchor)
        /// A place in the HTML with no source counterpart (a parse problem).
        case htmlPosition(line: Int, column: Int)
        /// A filesystem entry, not a page element (a symlink pointing outside the site).
        case path(String)
    }

    struct Candidate: Sendable {
        var url: String
        var occurrence: Int
    }

    var kind: FindingKind
    /// The page (site-relative) the finding is on.
    var page: String
    var message: String
    var subject: Subject
    var notes: [Diagnostic.Note] = []
    /// A second place in the same HTML page worth showing (the first of two duplicate ids).
    var relatedHTMLLine: (line: Int, message: String)?
    /// Replaces the kind's default severity (an unreachable external host is only a warning).
    var severityOverride: Severity?

    var severity: Severity { severityOverride ?? kind.severity }
}
