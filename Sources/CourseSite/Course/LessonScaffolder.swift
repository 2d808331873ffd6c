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
        /// True when `--chapter` named no existing chapter and a new one was added at the end of `chapters`.
        public var createdChapter: Bool
    }

    public init(source: URL, displayRoot: String) {
        self.source = source
        self.displayRoot = displayRoot
    }

    /// Creates the lesson. `chapter` is a 1-based number or a chapter title; nil picks the last chapter. A title
    /// that no chapter has (and that is not a number) becomes a new chapter after the last one.
    public func addLesson(title: String, chapter: String? = nil) throws -> Result {
        let courseFile = displayRoot + "/" + CourseLoader.courseFileName
        let courseURL = source.appendingPathComponent(CourseLoader.courseFileName)
        guard let raw = FileManager.default.contents(atPath: courseURL.path) else {
            throw DiagnosticError(.error("unreadable-file", "cannot read '\(courseFile)'",
                                         at: SourceLocation(file: courseFile, line: 1)))
        }
        let text = try TextFileReader.decode(raw, displayPath: courseFile)
        guard let root = try YAMLParser.parse(text, file: courseFile), let chapters = root["chapters"]?.sequence,
              !chapters.isEmpty else {
            throw DiagnosticError(.error("course-yml", "\(CourseLoader.courseFileName) has no chapters to add the lesson to",
                                         at: SourceLocation(file: courseFile, line: 1)))
        }
        let chapterIndex = try pickChapter(chapter, in: chapters, file: courseFile)
        let allEntries = chapters.flatMap { $0["lessons"]?.sequence ?? [] }.compactMap(\.string)

        // Follow the course's own style: bare names mean "relative to lessons/".
        let bare = !allEntries.isEmpty && allEntries.allSatisfy { !$0.contains("/") }
        let number = (allEntries.compactMap { Int(($0 as NSString).lastPathComponent.prefix { $0.isNumber }) }.max() ?? 0) + 1
        let padded = number < 10 ? "0\(number)" : String(number)
        var stem = Self.fileStem(title)
        if stem.isEmpty { stem = "lesson" }
        let fileName = "\(padded)-\(stem).md"
        let relativePath = "lessons/" + fileName
        let entry = bare ? fileName : relativePath
        let lessonURL = source.appendingPathComponent(relativePath)
        guard !FileManager.default.fileExists(atPath: lessonURL.path) else {
            throw DiagnosticError(.error("exists", "'\(displayRoot)/\(relativePath)' already exists"))
        }

        var courseLines = CourseFileLines(raw)
        let chapterTitle: String
        if let chapterIndex {
            try Self.insert(entry: entry, into: &courseLines, chapter: chapters[chapterIndex], file: courseFile)
            chapterTitle = chapters[chapterIndex]["title"]?.string ?? "\(chapterIndex + 1)"
        } else {
            chapterTitle = chapter?.trimmingCharacters(in: .whitespaces) ?? ""
            try Self.appendChapter(title: chapterTitle, entry: entry, into: &courseLines, after: chapters[chapters.count - 1],
                                   file: courseFile)
        }
        // The edited YAML must still parse before anything is written.
        _ = try YAMLParser.parse(courseLines.normalized, file: courseFile)
        do {
            try FileManager.default.createDirectory(at: lessonURL.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(Self.lessonTemplate(title: title).utf8).write(to: lessonURL)
            do {
                try courseLines.data.write(to: courseURL)
            } catch {
                try? FileManager.default.removeItem(at: lessonURL)
                throw error
            }
        } catch {
            throw DiagnosticError(.error("output", "cannot write the new lesson: \(error.localizedDescription)"))
        }
        return Result(file: displayRoot + "/" + relativePath, entry: entry, chapterTitle: chapterTitle,
                      createdChapter: chapterIndex == nil)
    }

    /// The index of the chapter `chapter` names, or nil when it is a title no chapter has (a new chapter).
    private func pickChapter(_ chapter: String?, in chapters: [YAMLNode], file: String) throws -> Int? {
        guard let chapter else { return chapters.count - 1 }
        if let number = Int(chapter), number >= 1, number <= chapters.count { return number - 1 }
        if let index = chapters.firstIndex(where: { $0["title"]?.string == chapter }) { return index }
        let title = chapter.trimmingCharacters(in: .whitespaces)
        if let index = chapters.firstIndex(where: { $0["title"]?.string == title }) { return index }
        // A number is a chapter's position, never a new chapter's title: `--chapter 7` in a 3-chapter course is a slip.
        if Int(title) != nil || title.isEmpty {
            throw DiagnosticError(.error("chapter", "no chapter '\(chapter)' in \(CourseLoader.courseFileName) (give its number 1–\(chapters.count), its exact title, or a new title)",
                                         at: SourceLocation(file: file, line: 1)))
        }
        return nil
    }

    /// `text` as a double-quoted YAML string.
    static func quoted(_ text: String) -> String {
        "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
    }

    /// The front matter and a first paragraph for a new lesson.
    static func lessonTemplate(title: String) -> String {
        """
            ---
            title: \(quoted(title))
            summary: ""
            duration: 10
            ---

            Darsning kirish qismi shu yerda.

            ## Birinchi boʻlim

            """
    }

    /// The longest file stem `new` makes, in UTF-8 bytes: file systems refuse names over 255 bytes, and the
    /// folder the build makes from the slug must leave room for its own suffixes.
    static let maximumStemBytes = 80

    /// The title as a slug without apostrophes, cut at a word boundary when it is too long for a file name.
    static func fileStem(_ title: String) -> String {
        let full = Slug.make(title).unicodeScalars.filter { !Slug.apostrophes.contains($0) }
        var stem = String.UnicodeScalarView()
        var bytes = 0
        for scalar in full {
            bytes += String(scalar).utf8.count
            if bytes > maximumStemBytes { break }
            stem.append(scalar)
        }
        var result = String(stem)
        if stem.count < full.count, let lastDash = result.lastIndex(of: "-"), lastDash > result.startIndex {
            result = String(result[..<lastDash])
        }
        while result.hasSuffix("-") { result.removeLast() }
        return result
    }

    /// Adds `- entry` after the last item of the chapter's `lessons` list, with the same indentation, or `entry`
    /// before the closing bracket of a flow list. Marks count Unicode scalars (libyaml's columns), never bytes.
    static func insert(entry: String, into file: inout CourseFileLines, chapter: YAMLNode, file name: String) throws {
        let line = "- " + entry
        func indent(ofLine number: Int) -> String { String(file.lines[number - 1].prefix { $0 == " " }) }
        func scalar(atLine number: Int, column: Int) -> Unicode.Scalar? {
            guard number >= 1, number <= file.lines.count, column >= 1 else { return nil }
            let scalars = Array(file.lines[number - 1].unicodeScalars)
            return column <= scalars.count ? scalars[column - 1] : nil
        }
        if let lessons = chapter["lessons"], let items = lessons.sequence {
            let isFlow = scalar(atLine: lessons.start.line, column: lessons.start.column) == "["
            if !isFlow, let last = items.last {
                // Block list: the new item goes right after the line where the last item ends.
                file.insertLine(indent(ofLine: last.start.line) + line, at: last.end.line)
                return
            }
            // Flow list `[a, b]` (or empty `[]`): the end mark is just past the closing bracket.
            let closingLine = lessons.end.line, closingColumn = lessons.end.column - 1
            guard scalar(atLine: closingLine, column: closingColumn) == "]" else {
                throw DiagnosticError(.error("course-yml", "cannot edit this 'lessons' list; add '\(entry)' by hand",
                                             at: lessons.location(in: name)))
            }
            var scalars = Array(file.lines[closingLine - 1].unicodeScalars)
            let addition = (items.isEmpty ? "" : ", ") + entry
            scalars.insert(contentsOf: addition.unicodeScalars, at: closingColumn - 1)
            var view = String.UnicodeScalarView()
            view.append(contentsOf: scalars)
            file.lines[closingLine - 1] = String(view)
            return
        }
        // `lessons:` with nothing after it, or no `lessons` key at all.
        if let key = chapter.mapping?.first(where: { $0.key.string == "lessons" })?.key {
            file.insertLine(indent(ofLine: key.start.line) + "  " + line, at: key.start.line)
            return
        }
        guard let lastValue = chapter.mapping?.last?.value else {
            throw DiagnosticError(.error("course-yml", "cannot find where to add the lesson", at: chapter.location(in: name)))
        }
        let keyIndent = String(repeating: " ", count: max(0, (chapter.mapping?.first?.key.start.column ?? 1) - 1))
        file.insertLine(keyIndent + "lessons:", at: lastValue.end.line)
        file.insertLine(keyIndent + "  " + line, at: lastValue.end.line + 1)
    }

    /// Adds a chapter after `last`, the last item of a block list `chapters:`, written as the list's items are:
    ///
    ///       - title: "New"
    ///         lessons:
    ///           - entry
    static func appendChapter(title: String, entry: String, into file: inout CourseFileLines, after last: YAMLNode,
                              file name: String) throws {
        // The item's dash: the line where the chapter's mapping starts reads `<indent>- title: …`.
        let startLine = last.start.line
        let prefix = startLine >= 1 && startLine <= file.lines.count
            ? String(file.lines[startLine - 1].unicodeScalars.prefix(max(0, last.start.column - 1))) : ""
        let dashIndent = prefix.prefix { $0 == " " }
        guard last.mapping != nil, prefix.dropFirst(dashIndent.count).hasPrefix("-") else {
            throw DiagnosticError(.error("course-yml", "cannot add a chapter to this 'chapters' list; add the chapter '\(title)' by hand",
                                         at: last.location(in: name)))
        }
        let keyIndent = String(repeating: " ", count: prefix.count)
        let listIndent = Self.lessonsItemIndent(of: last, in: file) ?? keyIndent + "  "
        let afterLine = Self.lastLine(of: last, in: file)
        file.insertLine(String(dashIndent) + "- title: " + quoted(title), at: afterLine)
        file.insertLine(keyIndent + "lessons:", at: afterLine + 1)
        file.insertLine(listIndent + "- " + entry, at: afterLine + 2)
    }

    /// The indentation of the items of `chapter`'s block `lessons` list, so a new chapter's list looks like it.
    private static func lessonsItemIndent(of chapter: YAMLNode, in file: CourseFileLines) -> String? {
        guard let first = chapter["lessons"]?.sequence?.first, first.start.line >= 1, first.start.line <= file.lines.count else {
            return nil
        }
        let line = file.lines[first.start.line - 1]
        let indent = line.prefix { $0 == " " }
        return line.dropFirst(indent.count).hasPrefix("- ") ? String(indent) : nil
    }

    /// The last line that holds part of `node`: where its last scalar ends, or a flow collection's closing
    /// bracket. (A block collection's own end mark lies at the next token, possibly past comments.)
    private static func lastLine(of node: YAMLNode, in file: CourseFileLines) -> Int {
        let opening = node.start.line >= 1 && node.start.line <= file.lines.count
            ? Array(file.lines[node.start.line - 1].unicodeScalars).dropFirst(node.start.column - 1).first : nil
        if opening == "[" || opening == "{" { return node.end.line }
        if let pairs = node.mapping, let last = pairs.last {
            // `lessons:` with nothing after it: the empty value's marks may sit at the next token.
            return last.value.isNull ? last.key.end.line : lastLine(of: last.value, in: file)
        }
        if let items = node.sequence, let last = items.last { return lastLine(of: last, in: file) }
        return node.end.line
    }
}
