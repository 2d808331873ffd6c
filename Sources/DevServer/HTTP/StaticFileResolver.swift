import Foundation

/// Maps a `RequestPath` onto a regular file inside the served folder.
///
/// The folder is re-resolved on every request because a rebuild swaps in a new output folder under the same name.
/// Symbolic links are followed only when their target still lies inside that folder.
public struct StaticFileResolver: Sendable {
    /// What a path designates.
    public enum Resolution: Equatable, Sendable {
        /// A regular file: its absolute path.
        case file(String)
        /// A folder asked for without the trailing slash: redirect so that relative links in its index resolve.
        case redirectToFolder
        /// Nothing servable: 404. Folders without `index.html` land here too (there are no listings).
        case notFound
    }

    /// The served folder as given (it may not exist yet, or be replaced between requests).
    public var root: String

    public init(root: String) { self.root = root }

    public func resolve(_ path: RequestPath) -> Resolution {
        guard let realRoot = Self.realPath(root) else { return .notFound }
        var candidate = realRoot
        for segment in path.segments { candidate += "/" + segment }
        guard let real = Self.realPath(candidate), Self.isInside(real, folder: realRoot) else { return .notFound }
        var info = stat()
        guard stat(real, &info) == 0 else { return .notFound }
        switch info.st_mode & S_IFMT {
        case S_IFREG:
            // `/page.html/` names a file as if it were a folder; web servers answer 404.
            return path.hasTrailingSlash && !path.segments.isEmpty ? .notFound : .file(real)
        case S_IFDIR:
            guard path.hasTrailingSlash || path.segments.isEmpty else { return .redirectToFolder }
            let index = real + "/index.html"
            guard let realIndex = Self.realPath(index), Self.isInside(realIndex, folder: realRoot),
                  stat(realIndex, &info) == 0, info.st_mode & S_IFMT == S_IFREG else { return .notFound }
            return .file(realIndex)
        default:
            return .notFound
        }
    }

    private static func isInside(_ path: String, folder: String) -> Bool {
        path == folder || path.hasPrefix(folder.hasSuffix("/") ? folder : folder + "/")
    }

    private static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }
}
