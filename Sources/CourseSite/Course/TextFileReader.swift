import Diagnostics
import Foundation
import LessonMarkdown

/// Reads source files as UTF-8 text, turning unreadable or non-UTF-8 files into located diagnostics.
enum TextFileReader {
    /// Reads a regular file of at most `LessonText.maximumFileSize` bytes (a FIFO, a device, a folder, a link loop
    /// or a larger file is a located error; nothing blocks).
    static func read(_ url: URL, displayPath: String) throws -> String {
        do {
            return try LessonText.read(path: url.path, displayPath: displayPath)
        } catch {
            throw DiagnosticError(error.diagnostic)
        }
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
