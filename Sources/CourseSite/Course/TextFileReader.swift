import Diagnostics
import Foundation
import LessonMarkdown

/// Reads source files as UTF-8 text, turning unreadable or non-UTF-8 files into located diagnostics.
enum TextFileReader {
    static func read(_ url: URL, displayPath: String) throws -> String {
        guard let data = FileManager.default.contents(atPath: url.path) else {
            throw DiagnosticError(.error("unreadable-file", "cannot read '\(displayPath)'",
                                         at: SourceLocation(file: displayPath, line: 1)))
        }
        return try decode(data, displayPath: displayPath)
    }

    /// Decodes UTF-8 as every command reads lessons (`LessonText`: no byte-order mark, `\n` line endings), or
    /// reports the first bad byte.
    static func decode(_ data: Data, displayPath: String) throws -> String {
        do {
            return try LessonText.decode(data, displayPath: displayPath)
        } catch {
            throw DiagnosticError(error.diagnostic)
        }
    }
}
