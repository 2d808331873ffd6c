import Foundation
import LessonMarkdown

/// Rewrites the destinations authors write between lessons into the URLs of the built pages.
///
/// From a page at `lessons/<slug>/index.html` (two folders below the root):
/// - `05-priority.md#ccrp` (a lesson file, relative to the current lesson) → `../../lessons/priority/index.html#ccrp`
/// - `images/cell.png` (any other file of the course) → `../../media/lessons/images/cell.png`, and the file is copied
///   (the file a symbolic link leads to, when that file is inside the course)
/// - absolute URLs (`https:`, `mailto:`), root paths (`/x`) and fragments (`#id`) stay as written, as do paths that
///   lead nowhere (the link checker reports those).
public struct LinkRewriter: Sendable {
    /// Lesson path relative to the course folder → slug.
    public var lessonSlugs: [String: String]
    /// The course folder.
    public var source: URL

    public init(lessonSlugs: [String: String], source: URL) {
        self.lessonSlugs = lessonSlugs
        self.source = source
    }

    /// Rewrites `destination` found in the lesson at `lessonPath`; `root` leads from the page to the site root.
    public func rewrite(_ destination: String, fromLesson lessonPath: String, root: String) -> RewrittenLink {
        guard !destination.isEmpty, !destination.hasPrefix("#"), !destination.hasPrefix("/"),
              !Self.hasScheme(destination) else { return RewrittenLink(url: destination) }
        var path = Substring(destination)
        var suffix = ""
        if let mark = path.firstIndex(where: { $0 == "#" || $0 == "?" }) {
            suffix = String(path[mark...])
            path = path[..<mark]
        }
        let decoded = String(path).removingPercentEncoding ?? String(path)
        let directory = (lessonPath as NSString).deletingLastPathComponent
        guard let resolved = Self.resolve(decoded, against: directory) else { return RewrittenLink(url: destination) }
        if let slug = lessonSlugs[resolved] {
            return RewrittenLink(url: root + "lessons/" + slug + "/index.html" + suffix)
        }
        guard !resolved.hasSuffix(".md") else { return RewrittenLink(url: destination) }
        let file = source.appendingPathComponent(resolved)
        // Only a regular file is copied: copying a FIFO would block the build forever, a device would never end.
        // Anything else stays as written, and `coursegen check` reports the link where the lesson wrote it.
        guard LessonText.problem(at: file.path) == nil else { return RewrittenLink(url: destination) }
        // A symbolic link can lead out of the course (`images -> /etc`): only files that really are inside it are
        // published, and what is published is the file itself, not a link that dangles in the site. A link that
        // leads out stays as written, so `coursegen check` reports it where the lesson wrote it.
        let real = file.resolvingSymlinksInPath()
        guard OutputFolderSafety.isInside(real.path, folder: OutputFolderSafety.resolved(source)) else {
            return RewrittenLink(url: destination)
        }
        let outputPath = "media/" + resolved
        let encoded = outputPath.addingPercentEncoding(withAllowedCharacters: Self.pathCharacters) ?? outputPath
        return RewrittenLink(url: root + encoded + suffix, copy: (real, outputPath))
    }

    static let pathCharacters: CharacterSet = {
        var set = CharacterSet.urlPathAllowed
        set.remove(charactersIn: "?#")
        return set
    }()

    /// True for `https://…`, `mailto:…`, `data:…`: a letter, then letters/digits/`+-.`, then `:`.
    static func hasScheme(_ url: String) -> Bool {
        guard let colon = url.firstIndex(of: ":") else { return false }
        let scheme = url[..<colon]
        guard let first = scheme.first, first.isASCII, first.isLetter else { return false }
        return scheme.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || "+-.".contains($0)) }
    }

    /// Joins a relative path to a folder of the course and removes `.`/`..`; nil when it leaves the course.
    static func resolve(_ path: String, against directory: String) -> String? {
        var parts: [Substring] = directory.split(separator: "/")
        for part in path.split(separator: "/") {
            switch part {
            case ".", "": continue
            case "..":
                guard !parts.isEmpty else { return nil }
                parts.removeLast()
            default: parts.append(part)
            }
        }
        return parts.isEmpty ? nil : parts.joined(separator: "/")
    }
}
