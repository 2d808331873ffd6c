#if canImport(Glibc)
import Glibc
#endif

/// Every file and folder of a built site, listed once up front so that checking a link is a set lookup rather
/// than a system call.
///
/// Symbolic links are resolved: one that stays inside the site counts as what it points at; one that leaves
/// the site (or dangles) is recorded separately and never followed, so a link to it is an `outside-site`
/// finding and the checker never reads files outside the root. Symlinked folders are not descended into
/// (that is how cycles are avoided); paths below them are resolved on demand by `lookup`.
public struct SiteIndex: Sendable {
    public enum Entry: Sendable, Equatable {
        case file
        case directory
        /// A symlink whose target is outside the site root; `target` is the resolved path.
        case outsideSymlink(target: String)
    }

    /// The site root as given.
    public let root: String
    /// The root with every symlink resolved; containment is decided against it.
    public let resolvedRoot: String
    /// Relative path (`a/b.html`, `/`-separated, no leading slash; the root itself is "") → entry.
    public private(set) var entries: [String: Entry] = [:]
    /// The pages to scan (`.html`/`.htm` files), sorted.
    public private(set) var pages: [String] = []
    /// Symlinks that point outside the site, found while listing.
    public private(set) var outsideSymlinks: [String] = []

    /// Lists `root`. Throws only when the root itself is not a readable folder.
    public init(root: String) throws {
        self.root = root
        guard let resolved = SiteIndex.realPath(root), SiteIndex.isDirectory(resolved) else {
            throw SiteIndexError.notAFolder(root)
        }
        resolvedRoot = resolved
        entries[""] = .directory
        var pending: [String] = [""]
        while let relative = pending.popLast() {
            let absolute = relative.isEmpty ? root : root + "/" + relative
            guard let directory = opendir(absolute) else { continue }
            defer { closedir(directory) }
            while let entry = readdir(directory) {
                let name = withUnsafeBytes(of: entry.pointee.d_name) { raw -> String in
                    guard let base = raw.baseAddress else { return "" }
                    return String(cString: base.assumingMemoryBound(to: CChar.self))
                }
                if name.isEmpty || name == "." || name == ".." { continue }
                let childRelative = relative.isEmpty ? name : relative + "/" + name
                switch classify(root + "/" + childRelative) {
                case .directory(let followable):
                    entries[childRelative] = .directory
                    if followable { pending.append(childRelative) }
                case .file:
                    entries[childRelative] = .file
                    if SiteIndex.isPage(childRelative) { pages.append(childRelative) }
                case .outside(let target):
                    entries[childRelative] = .outsideSymlink(target: target)
                    outsideSymlinks.append(childRelative)
                case .missing:
                    break
                }
            }
        }
        pages.sort()
        outsideSymlinks.sort()
    }

    /// What is at `relative`, consulting the disk only for paths below a symlinked folder.
    public func lookup(_ relative: String) -> Entry? {
        if let entry = entries[relative] { return entry }
        // Only a path under a symlinked folder can be missing from the listing and still exist. `lstat`
        // would follow the symlinked folder silently, so containment is decided on the fully resolved path.
        guard relative.contains("/"), let target = SiteIndex.realPath(root + "/" + relative) else { return nil }
        guard target == resolvedRoot || target.hasPrefix(resolvedRoot + "/") else {
            return .outsideSymlink(target: target)
        }
        return SiteIndex.isDirectory(target) ? .directory : .file
    }

    /// True for the files the checker parses.
    public static func isPage(_ path: String) -> Bool {
        let lower = path.lowercased()
        return lower.hasSuffix(".html") || lower.hasSuffix(".htm")
    }

    private enum Kind {
        case directory(followable: Bool)
        case file
        case outside(target: String)
        case missing
    }

    private func classify(_ absolute: String) -> Kind {
        var info = stat()
        guard lstat(absolute, &info) == 0 else { return .missing }
        let type = info.st_mode & S_IFMT
        if type == S_IFDIR { return .directory(followable: true) }
        if type == S_IFREG { return .file }
        guard type == S_IFLNK else { return .file }
        guard let target = SiteIndex.realPath(absolute) else { return .missing }
        guard target == resolvedRoot || target.hasPrefix(resolvedRoot + "/") else {
            return .outside(target: target)
        }
        return SiteIndex.isDirectory(target) ? .directory(followable: false) : .file
    }

    static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    static func isDirectory(_ path: String) -> Bool {
        var info = stat()
        return stat(path, &info) == 0 && info.st_mode & S_IFMT == S_IFDIR
    }
}

public enum SiteIndexError: Error, CustomStringConvertible {
    case notAFolder(String)

    public var description: String {
        switch self {
        case .notAFolder(let path): return "'\(path)' is not a readable folder"
        }
    }
}
