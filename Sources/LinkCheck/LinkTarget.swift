/// What a URL found in a page points at, decided from its text alone (no file system access).
enum LinkTarget: Equatable {
    /// Nothing but whitespace: `href=""` reloads the page, which is almost never what the author meant.
    case empty
    /// A link into the site: `path` is still percent-encoded and may be relative (`../a/`), root-relative
    /// (`/a/`) or empty (`#x`, `?q`: the page itself). `fragment` is nil when there is no `#`.
    case site(path: String, fragment: String?)
    /// `http:`, `https:` or scheme-relative `//host/…` (normalised to `https:`).
    case web(String)
    /// The whole `mailto:` URL.
    case mailto(String)
    /// Any other scheme (`tel:`, `data:`, `javascript:`, …): not checked.
    case otherScheme(String)

    init(_ raw: String) {
        // Browsers strip leading and trailing ASCII whitespace from URL attributes before parsing them.
        let url = raw.trimmingASCIIWhitespace()
        if url.isEmpty {
            self = .empty
            return
        }
        if url.hasPrefix("//") {
            self = .web("https:" + url)
            return
        }
        if let scheme = LinkTarget.scheme(of: url) {
            switch scheme.lowercased() {
            case "http", "https": self = .web(url)
            case "mailto": self = .mailto(url)
            default: self = .otherScheme(scheme)
            }
            return
        }
        var rest = Substring(url)
        var fragment: String?
        if let hash = rest.firstIndex(of: "#") {
            fragment = String(rest[rest.index(after: hash)...])
            rest = rest[..<hash]
        }
        if let question = rest.firstIndex(of: "?") {
            rest = rest[..<question]
        }
        self = .site(path: String(rest), fragment: fragment)
    }

    /// The scheme of an absolute URL (RFC 3986 §3.1: a letter, then letters, digits, `+`, `-`, `.`, before
    /// the first `:` and before any `/`, `?` or `#`).
    static func scheme(of url: String) -> String? {
        var scheme = ""
        for (offset, scalar) in url.unicodeScalars.enumerated() {
            if scalar == ":" { return offset > 0 ? scheme : nil }
            let isLetter = (scalar >= "a" && scalar <= "z") || (scalar >= "A" && scalar <= "Z")
            let isOther = (scalar >= "0" && scalar <= "9") || scalar == "+" || scalar == "-" || scalar == "."
            guard isLetter || (offset > 0 && isOther) else { return nil }
            scheme.unicodeScalars.append(scalar)
        }
        return nil
    }
}

extension String {
    /// Strips the characters HTML calls ASCII whitespace (space, tab, LF, FF, CR) from both ends.
    func trimmingASCIIWhitespace() -> String {
        let scalars = unicodeScalars
        func isSpace(_ s: Unicode.Scalar) -> Bool {
            s == " " || s == "\t" || s == "\n" || s == "\u{0C}" || s == "\r"
        }
        guard let first = scalars.firstIndex(where: { !isSpace($0) }) else { return "" }
        let last = scalars.lastIndex(where: { !isSpace($0) }) ?? first
        if first == scalars.startIndex && last == scalars.index(before: scalars.endIndex) { return self }
        return String(scalars[first...last])
    }
}
