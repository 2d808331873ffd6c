import CourseSite
import Diagnostics
import Foundation

/// `coursegen new lesson "Title"`: adds a lesson file with front matter and registers it in course.yml.
enum NewCommand: Command {
    static let name = "new"
    static let summary = "add a lesson file and register it in course.yml"
    static let usage = """
        usage: coursegen new lesson "Title" [SRC] [--chapter N|TITLE]

        Creates SRC/lessons/NN-title.md (SRC defaults to content) with front matter, and adds it to the end of
        the last chapter of SRC/course.yml (or of the chapter given by number or exact title). Only one line is
        inserted into course.yml: its comments and formatting stay as they are.

          --chapter N|TITLE   the chapter to add the lesson to: its number (1 is the first) or its exact title.
                              A title that no chapter has starts a new chapter after the last one (three lines
                              are added to course.yml: the chapter's title, `lessons:` and the lesson).
        """

    static func run(_ arguments: ParsedArguments) throws -> Int32 {
        var arguments = arguments
        let chapter: String?
        let kind: String?, title: String?, source: String
        chapter = try arguments.option("--chapter")
        kind = arguments.positional()
        title = arguments.positional()
        source = arguments.positional() ?? "content"
        try arguments.finish()
        guard kind == "lesson", let title, !title.trimmingCharacters(in: .whitespaces).isEmpty else {
            Console.error(kind == "lesson" ? "give the lesson's title: coursegen new lesson \"Title\"" : "only 'coursegen new lesson' exists")
            Console.standardError.write(usage + "\n")
            return ExitCode.usage
        }
        let url = URL(fileURLWithPath: source)
        do {
            let result = try LessonScaffolder(source: url, displayRoot: DisplayPath.of(url)).addLesson(title: title, chapter: chapter)
            print("created \(result.file)")
            if result.createdChapter {
                print("created chapter '\(result.chapterTitle)' at the end of \(DisplayPath.of(url))/course.yml")
            }
            print("added '\(result.entry)' to chapter '\(result.chapterTitle)' in \(DisplayPath.of(url))/course.yml")
            return ExitCode.ok
        } catch let error as DiagnosticError {
            Console.standardError.write(TextDiagnosticRenderer().render(error.diagnostics))
            return ExitCode.failure
        } catch {
            Console.error("\(error)")
            return ExitCode.failure
        }
    }
}
