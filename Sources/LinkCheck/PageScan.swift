/// What one HTML page says about links: the references it makes, the anchors it offers and what libxml2 could
/// not read. Produced by `HTMLPageScanner`, consumed by `LinkChecker`; free of libxml2 types so it can cross
/// threads.
public struct PageScan: Sendable {
    /// One URL-valued attribute of a checked element (`a[href]`, `img[srcset]`, …).
    public struct Reference: Sendable, Hashable {
        /// Lower-case element name (`a`, `img`, `link`, `script`, `source`).
        public var element: String
        /// Lower-case attribute name (`href`, `src`, `srcset`).
        public var attribute: String
        /// The attribute value with entities decoded, exactly as a browser would read it.
        public var value: String
        /// The HTML line of the element (libxml2's `xmlGetLineNo`).
        public var line: Int
        /// False for URL attributes the checker does not follow (`iframe[src]`); they are kept only so that
        /// occurrences are counted the way the build's source map counts them.
        public var isChecked: Bool

        public init(element: String, attribute: String, value: String, line: Int, isChecked: Bool = true) {
            self.element = element
            self.attribute = attribute
            self.value = value
            self.line = line
            self.isChecked = isChecked
        }

        /// `a[href]`, as CSS would name it; used in messages.
        public var selector: String { "\(element)[\(attribute)]" }
    }

    /// An element id or `a[name]` with the HTML line that declares it.
    public struct Anchor: Sendable, Hashable {
        public var name: String
        public var line: Int
        /// True for `a[name]`, false for an `id` attribute.
        public var isNameAttribute: Bool
    }

    /// A 1-based line and column in the HTML file.
    public struct TextPosition: Sendable, Hashable {
        public var line: Int
        public var column: Int
    }

    /// Something the parser had to skip or repair.
    public struct ParseProblem: Sendable, Hashable {
        public var line: Int
        public var column: Int
        public var message: String
        /// libxml2's error code (`xmlParserErrors`).
        public var code: Int
    }

    /// Path relative to the site root with `/` separators (`lessons/intro/index.html`).
    public var page: String
    public var references: [Reference] = []
    public var anchors: [Anchor] = []
    public var parseProblems: [ParseProblem] = []
    /// Set when the bytes are not valid UTF-8: where the first bad byte is.
    public var firstInvalidUTF8: TextPosition?
    /// Set when the page could not be read or parsed at all; the page then offers no anchors.
    public var unreadableReason: String?

    public init(page: String) { self.page = page }

    /// The anchor names a fragment can point at (ids and `a[name]`).
    public var anchorNames: Set<String> { Set(anchors.map(\.name)) }
}
