/// Resolves a site-internal URL path against the page that contains it, the way a browser would against the
/// page's address, but staying inside the site: a path that climbs above the root is reported, not clamped.
enum SitePathResolver {
    enum Resolution: Equatable {
        /// `path` is relative to the site root, `/`-separated, without a leading slash (the root is "").
        /// `namesFolder` is true when the URL ended in `/`, `.` or `..` and so can only mean a folder.
        case inside(path: String, namesFolder: Bool)
        /// The path climbs above the site root.
        case outside
    }

    /// `decodedPath` is the URL's path, already percent-decoded; `page` is the containing page's site path.
    static func resolve(_ decodedPath: String, from page: String) -> Resolution {
        var segments: [Substring]
        if decodedPath.hasPrefix("/") {
            segments = []
        } else {
            segments = page.split(separator: "/", omittingEmptySubsequences: true)
            if !segments.isEmpty { segments.removeLast() }
        }
        let parts = decodedPath.split(separator: "/", omittingEmptySubsequences: false)
        var namesFolder = decodedPath.hasSuffix("/")
        for (offset, part) in parts.enumerated() {
            let isLast = offset == parts.count - 1
            switch part {
            case "", ".":
                if isLast && part == "." { namesFolder = true }
            case "..":
                guard !segments.isEmpty else { return .outside }
                segments.removeLast()
                if isLast { namesFolder = true }
            default:
                segments.append(part)
            }
        }
        return .inside(path: segments.joined(separator: "/"), namesFolder: namesFolder)
    }
}
