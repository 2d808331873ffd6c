import Diagnostics
import Foundation

/// Decides whether a build may replace its output folder. A build swaps in a whole new folder, so whatever was
/// in the old one is deleted: that must only ever be a site an earlier build wrote.
///
/// The builder refuses (nothing is written, nothing is moved) to replace
/// - the course folder itself, or any folder that contains it (`-o .` next to `content/`);
/// - a folder inside the course folder that holds course files (`course.yml`, a lesson, `lessons/`), and the
///   course's theme folder (`theme/`) or anything inside it;
/// - an existing folder that is not empty and is not a coursegen site.
///
/// A coursegen site is a folder holding the marker file `.coursegen-site`, which every build writes, or (sites
/// written before the marker existed) one holding `index.html`, `search-index.json` and an `assets/` folder, as
/// every earlier build with the default theme did. A missing or empty folder is always fine.
public enum OutputFolderSafety {
    /// The file every build writes at the top of the site; its presence says the folder may be replaced.
    public static let markerFileName = ".coursegen-site"

    /// The marker's text, for anyone who finds the file and wonders.
    static let markerText = """
        This folder was written by coursegen build. The next build replaces the whole folder:
        do not keep anything else here.

        """

    /// Throws `DiagnosticError` (code `output`) when replacing `output` could destroy work that is not a
    /// previous build. `courseFiles` are the course's own files (course.yml, the lessons) when they are known;
    /// the standard places (`course.yml`, `lessons/`) are always checked.
    public static func check(output: URL, source: URL, courseFiles: [URL] = []) throws {
        let outputPath = resolved(output)
        let sourcePath = resolved(source)
        let shownOutput = shown(output)
        let shownSource = shown(source)
        if outputPath == sourcePath {
            throw refusal("the output folder '\(shownOutput)' is the course folder itself: building would replace "
                          + "course.yml and the lessons with the site; choose another output folder (the default is _site)")
        }
        if isInside(sourcePath, folder: outputPath) {
            throw refusal("the output folder '\(shownOutput)' contains the course folder '\(shownSource)': building "
                          + "would replace it, course included; choose a folder outside the course (the default is _site)")
        }
        let themeOverride = source.appendingPathComponent("theme")
        let themePath = resolved(themeOverride)
        if outputPath == themePath || isInside(outputPath, folder: themePath) {
            throw refusal("the output folder '\(shownOutput)' is inside the course's theme folder '\(shown(themeOverride))': "
                          + "the next build would read the site as theme files; choose a folder outside the course")
        }
        if isInside(outputPath, folder: sourcePath) {
            let standardPlaces = [CourseLoader.courseFileName, "lessons"].map { source.appendingPathComponent($0) }
            for file in courseFiles + standardPlaces {
                let filePath = resolved(file)
                guard filePath == outputPath || isInside(filePath, folder: outputPath),
                      FileManager.default.fileExists(atPath: file.path) else { continue }
                var isDirectory: ObjCBool = false
                if filePath == outputPath, FileManager.default.fileExists(atPath: file.path, isDirectory: &isDirectory),
                   !isDirectory.boolValue {
                    throw refusal("the output folder '\(shownOutput)' is a course file: building would replace it with "
                                  + "the site; choose a folder that holds no course files")
                }
                if filePath == outputPath {
                    throw refusal("the output folder '\(shownOutput)' is the course's lessons folder: building would "
                                  + "replace the lessons with the site; choose a folder that holds no course files")
                }
                throw refusal("the output folder '\(shownOutput)' holds course files ('\(shown(file))'): "
                              + "building would replace them with the site; choose a folder that holds no course files")
            }
        }
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: output.path, isDirectory: &isDirectory), isDirectory.boolValue else {
            return // missing (created by the build) or a file (the writer reports that)
        }
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: output.path)) ?? []
        if entries.isEmpty || isSite(output) { return }
        let examples = entries.sorted().prefix(3).map { "'\($0)'" }.joined(separator: ", ")
        throw refusal("the output folder '\(shownOutput)' is not empty and is not a site coursegen wrote (it has no "
                      + "\(markerFileName) file; it holds \(examples)\(entries.count > 3 ? ", …" : "")): building "
                      + "would replace it; empty or remove it, or choose another output folder")
    }

    /// True when `folder` is a site an earlier build wrote (see the type's documentation).
    public static func isSite(_ folder: URL) -> Bool {
        let manager = FileManager.default
        if manager.fileExists(atPath: folder.appendingPathComponent(markerFileName).path) { return true }
        var isDirectory: ObjCBool = false
        return manager.fileExists(atPath: folder.appendingPathComponent("index.html").path)
            && manager.fileExists(atPath: folder.appendingPathComponent("search-index.json").path)
            && manager.fileExists(atPath: folder.appendingPathComponent("assets").path, isDirectory: &isDirectory)
            && isDirectory.boolValue
    }

    /// The path as diagnostics show it; the working directory itself is `.`.
    private static func shown(_ url: URL) -> String {
        url.standardizedFileURL.path == FileManager.default.currentDirectoryPath ? "." : DisplayPath.of(url)
    }

    private static func refusal(_ message: String) -> DiagnosticError {
        DiagnosticError(.error("output", message))
    }

    /// The absolute path with `.`/`..` and symbolic links resolved; for a path that does not exist yet, its
    /// nearest existing ancestor is resolved and the rest appended.
    static func resolved(_ url: URL) -> String {
        var existing = url.standardizedFileURL
        var rest: [String] = []
        while !FileManager.default.fileExists(atPath: existing.path), existing.path != "/" {
            rest.insert(existing.lastPathComponent, at: 0)
            existing = existing.deletingLastPathComponent()
        }
        var path = existing.resolvingSymlinksInPath().path
        for component in rest { path = (path as NSString).appendingPathComponent(component) }
        return path
    }

    /// True when `path` lies strictly inside `folder` (both resolved).
    static func isInside(_ path: String, folder: String) -> Bool {
        if folder == "/" { return path != "/" }
        return path.hasPrefix(folder + "/")
    }
}
