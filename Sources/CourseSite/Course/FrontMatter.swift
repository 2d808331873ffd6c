import Diagnostics
import LessonMarkdown

/// The YAML block between `---` lines at the top of a lesson, and the Markdown after it.
struct FrontMatter {
    /// The YAML text (without the `---` lines).
    var yaml: String
    /// The 1-based file line of the YAML's first line.
    var yamlStartLine: Int
    var body: String
    /// The 1-based file line where the body starts.
    var bodyStartLine: Int

    /// Splits `text`. A lesson must start with front matter because its title lives there.
    static func split(_ text: String, file: String) throws -> FrontMatter {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        if lines.last == "" { lines.removeLast() }
        let close: Int
        switch FrontMatterBounds.find(in: lines) {
        case .none:
            throw DiagnosticError(.error("front-matter", "a lesson must start with front matter ('---', then 'title: ...', then '---')",
                                         at: SourceLocation(file: file, line: 1)))
        case .unclosed:
            throw DiagnosticError(.error("front-matter", "front matter is not closed: add a '---' line after it",
                                         at: SourceLocation(file: file, line: 1)))
        case .closed(let index):
            close = index
        }
        let yaml = lines[1..<close].joined(separator: "\n")
        let body = lines[(close + 1)...].joined(separator: "\n") + "\n"
        return FrontMatter(yaml: yaml, yamlStartLine: 2, body: body, bodyStartLine: close + 2)
    }
}
