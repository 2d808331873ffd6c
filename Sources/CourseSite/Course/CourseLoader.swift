import Diagnostics
import Foundation
import LessonMarkdown

/// Reads `course.yml` and every lesson it lists, and checks that the two agree.
///
/// Problems are collected rather than thrown one by one, so an author sees every error of a run at once.
/// Errors (invalid YAML, a missing or unlisted lesson, a duplicate slug, a non-UTF-8 file) end the load with a
/// `DiagnosticError`; unknown keys are warnings returned with the course.
public struct CourseLoader {
    /// The course folder.
    public var source: URL
    /// How diagnostics name the course folder (`content`); paths inside it are appended with `/`.
    public var displayRoot: String

    public static let courseFileName = "course.yml"
    public static let languages = ["uz", "ru", "en"]

    public init(source: URL, displayRoot: String) {
        self.source = source
        self.displayRoot = displayRoot
    }

    func displayPath(_ relative: String) -> String {
        displayRoot.isEmpty || displayRoot == "." ? relative : displayRoot + "/" + relative
    }

    /// Loads the course. - Returns: the course and its warnings. - Throws: `DiagnosticError` with every problem found.
    public func load() throws -> (course: Course, warnings: [Diagnostic]) {
        var diagnostics: [Diagnostic] = []
        let courseFile = displayPath(Self.courseFileName)
        let courseURL = source.appendingPathComponent(Self.courseFileName)
        guard FileManager.default.fileExists(atPath: courseURL.path) else {
            throw DiagnosticError(.error("missing-course", "no \(Self.courseFileName) in '\(displayRoot)': is this a course folder?",
                                         at: SourceLocation(file: courseFile, line: 1)))
        }
        let text = try TextFileReader.read(courseURL, displayPath: courseFile)
        guard let root = try YAMLParser.parse(text, file: courseFile), root.mapping != nil else {
            throw DiagnosticError(.error("course-yml", "\(Self.courseFileName) must be a mapping with 'title' and 'chapters'",
                                         at: SourceLocation(file: courseFile, line: 1)))
        }
        var fields = FieldReader(node: root, file: courseFile, what: Self.courseFileName)
        let title = fields.requiredString("title")
        let language = fields.string("language") ?? "uz"
        if !Self.languages.contains(language), let node = root["language"] {
            fields.diagnostics.append(.error("course-yml", "language must be one of \(Self.languages.joined(separator: ", ")), not '\(language)'",
                                             at: node.location(in: courseFile)))
        }
        let description = fields.string("description") ?? ""
        let author = fields.string("author") ?? ""
        var baseURL = fields.string("base_url") ?? "/"
        if !baseURL.hasSuffix("/") { baseURL += "/" }
        if let node = root["base_url"], !baseURL.hasPrefix("http://"), !baseURL.hasPrefix("https://") {
            // sitemaps.org requires absolute addresses; the site itself works anywhere (its links are relative).
            fields.diagnostics.append(.warning("base-url", "base_url should be the site's full address (https://…) so sitemap.xml is valid",
                                               at: node.location(in: courseFile)))
        }
        let repository = fields.string("repository").map { $0.hasSuffix("/") ? String($0.dropLast()) : $0 }
        // These addresses go into every page's links as written: anything but the web's own schemes
        // (`javascript:`, `data:`) would run or show something else when a reader clicks.
        for (key, mustBeAbsolute) in [("base_url", false), ("repository", true)] {
            guard let node = root[key], let value = node.string else { continue }
            let lowered = value.lowercased()
            let isWeb = lowered.hasPrefix("http://") || lowered.hasPrefix("https://")
            if !isWeb && (mustBeAbsolute || LinkRewriter.hasScheme(value)) {
                fields.diagnostics.append(.error("course-yml", "\(key) must be an http:// or https:// address, not '\(value)'",
                                                 at: node.location(in: courseFile)))
            }
        }
        let branch = fields.string("branch") ?? "main"
        var allowsRawHTML = true
        if let node = fields.node("raw_html"), let value = node.string {
            switch value.lowercased() {
            case "true", "yes", "on": allowsRawHTML = true
            case "false", "no", "off": allowsRawHTML = false
            default:
                fields.diagnostics.append(.error("course-yml", "raw_html must be true or false, not '\(value)'",
                                                 at: node.location(in: courseFile)))
            }
        }
        let contentPath = fields.string("content_path") ?? (source.lastPathComponent.isEmpty ? "content" : source.lastPathComponent)
        let chaptersNode = fields.node("chapters")
        fields.warnUnknownKeys()
        diagnostics += fields.diagnostics
        // Without the list every lesson would be "not listed": one error says what is actually missing.
        let hasNoChapters = chaptersNode?.isNull ?? true
        if hasNoChapters {
            diagnostics.append(.error("missing-key", "\(Self.courseFileName) has no chapters: list the lessons under chapters:",
                                      at: chaptersNode?.location(in: courseFile) ?? root.location(in: courseFile)))
        }

        var lessons: [Lesson] = []
        var chapters: [Chapter] = []
        var listed: [String: SourceLocation] = [:]
        var lessonNodes: [(path: String, node: YAMLNode, chapter: Int)] = []
        if let chaptersNode, !hasNoChapters {
            if let items = chaptersNode.sequence {
                for item in items {
                    var chapterFields = FieldReader(node: item, file: courseFile, what: "a chapter")
                    guard item.mapping != nil else {
                        diagnostics.append(.error("course-yml", "a chapter must be a mapping with 'title' and 'lessons'",
                                                  at: item.location(in: courseFile)))
                        continue
                    }
                    let chapterTitle = chapterFields.requiredString("title")
                    let lessonList = chapterFields.node("lessons")
                    chapterFields.warnUnknownKeys()
                    diagnostics += chapterFields.diagnostics
                    chapters.append(Chapter(title: chapterTitle, lessonIndexes: []))
                    guard let lessonList else {
                        diagnostics.append(.error("course-yml", "chapter '\(chapterTitle)' has no 'lessons' list",
                                                  at: item.location(in: courseFile)))
                        continue
                    }
                    guard let entries = lessonList.sequence else {
                        if !lessonList.isNull {
                            diagnostics.append(.error("course-yml", "'lessons' must be a list of lesson files, found \(lessonList.kindDescription)",
                                                      at: lessonList.location(in: courseFile)))
                        }
                        continue
                    }
                    for entry in entries {
                        guard let path = entry.string else {
                            diagnostics.append(.error("course-yml", "a lesson entry must be a file path, found \(entry.kindDescription)",
                                                      at: entry.location(in: courseFile)))
                            continue
                        }
                        let normalized = resolveListedPath(path)
                        if let first = listed[normalized] {
                            diagnostics.append(.error("duplicate-lesson", "'\(path)' is listed twice",
                                                      at: entry.location(in: courseFile),
                                                      notes: [.init("first listed here", at: first)]))
                            continue
                        }
                        listed[normalized] = entry.location(in: courseFile)
                        lessonNodes.append((normalized, entry, chapters.count - 1))
                    }
                }
            } else {
                diagnostics.append(.error("course-yml", "'chapters' must be a list, found \(chaptersNode.kindDescription)",
                                          at: chaptersNode.location(in: courseFile)))
            }
        }

        var slugOwners: [String: SourceLocation] = [:]
        for (path, node, chapterIndex) in lessonNodes {
            let url = source.appendingPathComponent(path)
            switch LessonText.problem(at: url.path, displayPath: displayPath(path)) {
            case nil: break
            case .missing?:
                diagnostics.append(.error("missing-lesson", "lesson file '\(node.string ?? path)' does not exist (looked in \(displayRoot)/ and \(displayRoot)/lessons/)",
                                          at: node.location(in: courseFile)))
                continue
            case let problem?:
                // A folder, a link loop, a FIFO: say what it is, at the entry that lists it.
                diagnostics.append(.error("missing-lesson", "lesson '\(node.string ?? path)' cannot be read: "
                                          + problem.diagnostic.message, at: node.location(in: courseFile)))
                continue
            }
            do {
                let (lesson, warnings, slugLocation) = try loadLesson(path, chapterIndex: chapterIndex)
                diagnostics += warnings
                if let first = slugOwners[lesson.slug] {
                    diagnostics.append(.error("duplicate-slug", "two lessons have the slug '\(lesson.slug)'",
                                              at: slugLocation, notes: [.init("the other lesson with this slug", at: first)]))
                    continue
                }
                slugOwners[lesson.slug] = slugLocation
                chapters[chapterIndex].lessonIndexes.append(lessons.count)
                lessons.append(lesson)
            } catch let error as DiagnosticError {
                diagnostics += error.diagnostics
            }
        }

        let chaptersLocation = chaptersNode?.location(in: courseFile) ?? SourceLocation(file: courseFile, line: 1)
        for path in LessonFileScanner.markdownFiles(in: source) where listed[path] == nil && !hasNoChapters {
            if let problem = LessonText.problem(at: source.appendingPathComponent(path).path, displayPath: displayPath(path)),
               !(problem.isMissing) {
                // A FIFO or a device named *.md is no lesson to list: say what it is.
                diagnostics.append(problem.diagnostic)
                continue
            }
            diagnostics.append(.error("unlisted-lesson", "lesson '\(path)' is not listed in any chapter of \(Self.courseFileName)",
                                      at: SourceLocation(file: displayPath(path), line: 1),
                                      notes: [.init("add it to a chapter's 'lessons' here", at: chaptersLocation)]))
        }
        if lessonNodes.isEmpty && chaptersNode != nil && !diagnostics.hasFailures() {
            diagnostics.append(.warning("empty-course", "the course lists no lessons", at: chaptersLocation))
        }

        if diagnostics.hasFailures() { throw DiagnosticError(diagnostics) }
        var course = Course(title: title, language: language, description: description, author: author,
                            baseURL: baseURL, repository: repository, branch: branch, contentPath: contentPath,
                            chapters: chapters, lessons: lessons, file: courseFile)
        course.allowsRawHTML = allowsRawHTML
        return (course, diagnostics)
    }

    /// Reads one lesson's front matter. Returns the lesson, its warnings and where its slug comes from.
    func loadLesson(_ path: String, chapterIndex: Int) throws -> (Lesson, [Diagnostic], SourceLocation) {
        let file = displayPath(path)
        let text = try TextFileReader.read(source.appendingPathComponent(path), displayPath: file)
        let front = try FrontMatter.split(text, file: file)
        let node = try YAMLParser.parse(front.yaml, file: file, lineOffset: front.yamlStartLine - 1)
        guard let node, node.mapping != nil else {
            throw DiagnosticError(.error("front-matter", "front matter must be a mapping with at least 'title: ...'",
                                         at: SourceLocation(file: file, line: front.yamlStartLine)))
        }
        var fields = FieldReader(node: node, file: file, what: "lesson front matter")
        let title = fields.requiredString("title")
        let explicitSlug = fields.string("slug")
        let summary = fields.string("summary")
        let duration = fields.string("duration")
        fields.warnUnknownKeys()
        if fields.diagnostics.hasFailures() { throw DiagnosticError(fields.diagnostics) }
        var diagnostics = fields.diagnostics
        let fileStem = (path as NSString).lastPathComponent.replacingOccurrences(of: ".md", with: "")
        var slug = Slug.make(fileStem)
        var slugLocation = SourceLocation(file: file, line: 1)
        if let explicitSlug, let slugNode = node["slug"] {
            slugLocation = slugNode.location(in: file)
            slug = Slug.make(explicitSlug)
            if slug != explicitSlug {
                diagnostics.append(.warning("slug", "slug '\(explicitSlug)' is used as '\(slug)' (lowercase letters, digits and '-')",
                                            at: slugLocation))
            }
        }
        let lesson = Lesson(title: title, slug: slug, summary: summary, duration: duration, relativePath: path,
                            file: file, body: front.body, bodyStartLine: front.bodyStartLine, chapterIndex: chapterIndex)
        return (lesson, diagnostics, slugLocation)
    }

    /// The course-relative path of a listed lesson. Entries are relative to the course folder (`lessons/01-a.md`)
    /// or, as a shorthand, to its `lessons/` folder (`01-a.md`).
    func resolveListedPath(_ path: String) -> String {
        let normalized = Self.normalize(path)
        // Entries, not files: a dangling or looping link is still the entry the author listed.
        if !LessonText.entryExists(at: source.appendingPathComponent(normalized).path),
           LessonText.entryExists(at: source.appendingPathComponent("lessons/" + normalized).path) {
            return "lessons/" + normalized
        }
        return normalized
    }

    /// `./lessons//a.md` → `lessons/a.md`.
    static func normalize(_ path: String) -> String {
        path.split(separator: "/").filter { $0 != "." && !$0.isEmpty }.joined(separator: "/")
    }
}

/// Finds the Markdown files of a course folder that should be lessons.
enum LessonFileScanner {
    /// Every `.md` file below `source`, relative and sorted, except theme overrides, hidden or `_`-prefixed names
    /// and `README.md` files (notes for people browsing the repository).
    static func markdownFiles(in source: URL) -> [String] {
        guard let enumerator = FileManager.default.enumerator(at: source, includingPropertiesForKeys: nil) else { return [] }
        var found: [String] = []
        let base = source.standardizedFileURL.path
        for case let url as URL in enumerator {
            let name = url.lastPathComponent
            if name.hasPrefix(".") || name.hasPrefix("_") || name == "theme" {
                enumerator.skipDescendants()
                continue
            }
            guard name.hasSuffix(".md"), name.lowercased() != "readme.md" else { continue }
            var relative = url.standardizedFileURL.path
            if relative.hasPrefix(base + "/") { relative.removeFirst(base.count + 1) }
            found.append(relative)
        }
        return found.sorted()
    }
}
