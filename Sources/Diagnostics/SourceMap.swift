/// Where each reference in a built page came from, so a broken link in `_site/` can be reported at the
/// Markdown line (or theme template line) that wrote it.
///
/// The site builder records, per output page and in document order, every URL it writes into `a[href]`,
/// `img[src]`, `img[srcset]`, `link[href]`, `script[src]` and `source[src]`, with the location that produced
/// it. The link checker matches the k-th occurrence of a URL on a page to the k-th recorded reference with the
/// same URL; a reference it cannot match is reported at the HTML file itself.
public struct PageSourceMap: Hashable, Sendable, Codable {
    public struct Reference: Hashable, Sendable, Codable {
        /// The attribute value exactly as written into the HTML (after link rewriting).
        public var url: String
        public var location: SourceLocation

        public init(url: String, location: SourceLocation) {
            self.url = url
            self.location = location
        }
    }

    /// Output path relative to the site root, with `/` separators (`lessons/intro/index.html`).
    public var page: String
    /// The Markdown file (or template) the page as a whole comes from; used for findings not tied to a link,
    /// such as a duplicate id.
    public var source: SourceLocation?
    public var references: [Reference]
    /// Element ids the page carries, with the location that produced each (headings, explicit `{#id}`).
    public var ids: [String: SourceLocation]

    public init(page: String, source: SourceLocation? = nil, references: [Reference] = [],
                ids: [String: SourceLocation] = [:]) {
        self.page = page
        self.source = source
        self.references = references
        self.ids = ids
    }
}

/// The source maps of every page of one build.
public struct SiteSourceMap: Sendable, Codable {
    public var pages: [String: PageSourceMap]

    public init(pages: [String: PageSourceMap] = [:]) { self.pages = pages }
}
