import Diagnostics
import Foundation
import LessonMarkdown

/// `coursegen new lesson "Title"`: writes a lesson file with front matter and registers it in `course.yml` by
/// inserting one line into the YAML text, so the author's comments, quoting and order stay exactly as they were.
public struct LessonScaffolder {
    public var source: URL
    public var displayRoot: String

    public struct Result: Sendable {
        /// The new lesson file, as diagnostics name it.
        public var file: String
        /// The entry added to the chapter's `lessons` list.
        public var entry: String
        public var chapterTitle: String
    }

    public init(source: URL, displayRoot: String) {
        self.source = source
        self.displayRoot = displayRoot
    }

    /// Creates the lesson. `chapter` is a 1-based number or a chapter title; nil picks the last chapter.
    public func addLesson(title: String, chapter: String? = nil) throws -> Result {
        let courseFile = displayRoot + "/" + CourseLoader.courseFileName
        let courseURL = source.appendingPathComponent(CourseLoader.courseFileName)
        let text = try TextFileReader.read(courseURL, displayPath: courseFile)
        guard let root = try YAMLParser.parse(text, file: courseFile), let chapters = root["chapters"]?.sequence,
              !chapters.isEmpty else {
            throw DiagnosticError(.error("course-yml", "\(CourseLoader.courseFileName) has no chapters to add the lesson to",
                                         at: SourceLocation(file: courseFile, line: 1)))
        }
        let chapterIndex = try pickChapter(chapter, in: chapters, file: courseFile)
        let chapterNode = chapters[chapterIndex]
        let allEntries = chapters.flatMap { $0["lessons"]?.sequence ?? [] }.compactMap(\.string)

        // Follow the course's own style: bare names mean "relative to lessons/".
        let bare = !allEntries.isEmpty && allEntries.allSatisfy { !$0.contains("/") }
        let number = (allEntries.compactMap { Int(($0 as NSString).lastPathComponent.prefix { $0.isNumber }) }.max() ?? 0) + 1
        let padded = number < 10 ? "0\(number)" : String(number)
        var stem = Slug.make(title).unicodeScalars.filter { !Slug.apostrophes.contains($0) }.map(String.init).joined()
        if stem.isEmpty { stem = "lesson" }
        let fileName = "\(padded)-\(stem).md"
        let relativePath = "lessons/" + fileName
        let entry = bare ? fileName : relativePath
        let lessonURL = source.appendingPathComponent(relativePath)
        guard !FileManager.default.fileExists(atPath: lessonURL.path) else {
            throw DiagnosticError(.error("exists", "'\(displayRoot)/\(relativePath)' already exists"))
        }

        let updated = try Self.insert(entry: entry, into: text, chapter: chapterNode, file: courseFile)
        // The edited YAML must still parse before anything is written.
        _ = try YAMLParser.parse(updated, file: courseFile)
        do {
            try FileManager.default.createDirectory(at: lessonURL.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(Self.lessonTemplate(title: title).utf8).write(to: lessonURL)
            do {
                try Data(updated.utf8).write(to: courseURL)
            } catch {
                try? FileManager.default.removeItem(at: lessonURL)
                throw error
            }
        } catch {
            throw DiagnosticError(.error("output", "cannot write the new lesson: \(error.localizedDescription)"))
        }
        let chapterTitle = chapterNode["title"]?.string ?? "\(chapterIndex + 1)"
        return Result(file: displayRoot + "/" + relativePath, entry: entry, chapterTitle: chapterTitle)
    }

    private func pickChapter(_ chapter: String?, in chapters: [YAMLNode], file: String) throws -> Int {
        guard let chapter else { return chapters.count - 1 }
        if let number = Int(chapter), number >= 1, number <= chapters.count { return number - 1 }
        if let index = chapters.firstIndex(where: { $0["title"]?.string == chapter }) { return index }
        throw DiagnosticError(.error("chapter", "no chapter '\(chapter)' in \(CourseLoader.courseFileName) (give its number 1–\(chapters.count) or its exact title)",
                                     at: SourceLocation(file: file, line: 1)))
    }

    /// The front matter and a first paragraph for a new lesson.
    static func lessonTemplate(title: String) -> String {
        let quoted = "\"" + title.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
        return """
            ---
            title: \(quoted)
            summary: ""
            duration: 10
            ---

            Darsning kirish qismi shu yerda.

            ## Birinchi boʻlim

            """
    }

    /// Adds `- entry` after the last item of the chapter's `lessons` list, with the same indentation.
    static func insert(entry: String, into text: String, chapter: YAMLNode, file: String) throws -> String {
        var lines = text.components(separatedBy: "\n")
        let line = "- " + entry
        if let lessons = chapter["lessons"], let items = lessons.sequence {
            let utf8 = Array(text.utf8)
            let isFlow = lessons.start.offset < utf8.count && utf8[lessons.start.offset] == UInt8(ascii: "[")
            if !isFlow, let last = items.last {
                // Block list: the new item goes right after the line where the last item ends.
                let itemLine = lines[last.start.line - 1]
                let indent = String(itemLine.prefix { $0 == " " })
                lines.insert(indent + line, at: last.end.line)
                return lines.joined(separator: "\n")
            }
            // Flow list `[a, b]` (or empty `[]`): add before the closing bracket.
            let closing = lessons.end.offset - 1
            var bytes = utf8
            guard closing >= 0, closing < bytes.count, bytes[closing] == UInt8(ascii: "]") else {
                throw DiagnosticError(.error("course-yml", "cannot edit this 'lessons' list; add '\(entry)' by hand",
                                             at: lessons.location(in: file)))
            }
            let addition = (items.isEmpty ? "" : ", ") + entry
            bytes.insert(contentsOf: Array(addition.utf8), at: closing)
            return String(decoding: bytes, as: UTF8.self)
        }
        // `lessons:` with nothing after it, or no `lessons` key at all.
        if let key = chapter.mapping?.first(where: { $0.key.string == "lessons" })?.key {
            let keyLine = lines[key.start.line - 1]
            let indent = String(keyLine.prefix { $0 == " " })
            lines.insert(indent + "  " + line, at: key.start.line)
            return lines.joined(separator: "\n")
        }
        guard let lastValue = chapter.mapping?.last?.value else {
            throw DiagnosticError(.error("course-yml", "cannot find where to add the lesson", at: chapter.location(in: file)))
        }
        let indent = String(repeating: " ", count: max(0, (chapter.mapping?.first?.key.start.column ?? 1) - 1))
        lines.insert(indent + "lessons:\n" + indent + "  " + line, at: lastValue.end.line)
        return lines.joined(separator: "\n")
    }
}
