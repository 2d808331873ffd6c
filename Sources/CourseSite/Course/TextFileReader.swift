import Foundation
import Diagnostics

/// Reads source files as UTF-8 text, turning unreadable or non-UTF-8 files into located diagnostics.
enum TextFileReader {
    static func read(_ url: URL, displayPath: String) throws -> String {
        guard let data = FileManager.default.contents(atPath: url.path) else {
            throw DiagnosticError(.error("unreadable-file", "cannot read '\(displayPath)'",
                                         at: SourceLocation(file: displayPath, line: 1)))
        }
        return try decode(data, displayPath: displayPath)
    }

    /// Decodes UTF-8 (dropping a byte-order mark and normalizing CRLF line ends), or reports the first bad byte.
    static func decode(_ data: Data, displayPath: String) throws -> String {
        var bytes = [UInt8](data)
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { bytes.removeFirst(3) }
        guard let text = String(validating: bytes, as: UTF8.self) else {
            let location = firstInvalidByte(bytes, file: displayPath)
            throw DiagnosticError(.error("encoding", "file is not valid UTF-8 (save it as UTF-8)", at: location))
        }
        return text.contains("\r\n") ? text.replacingOccurrences(of: "\r\n", with: "\n") : text
    }

    /// The line and column of the first byte that does not decode; columns count the characters before it.
    private static func firstInvalidByte(_ bytes: [UInt8], file: String) -> SourceLocation {
        var line = 1, lineStart = 0, index = 0
        while index < bytes.count {
            let length = sequenceLength(bytes, at: index)
            if length == 0 {
                let prefix = String(decoding: bytes[lineStart..<index], as: UTF8.self)
                return SourceLocation(file: file, line: line, column: prefix.unicodeScalars.count + 1)
            }
            if bytes[index] == 0x0A {
                line += 1
                lineStart = index + 1
            }
            index += length
        }
        return SourceLocation(file: file, line: line, column: 1)
    }

    /// The length of the valid UTF-8 sequence at `index`, or 0 when it is invalid.
    private static func sequenceLength(_ bytes: [UInt8], at index: Int) -> Int {
        let lead = bytes[index]
        let length: Int
        switch lead {
        case 0x00...0x7F: return 1
        case 0xC2...0xDF: length = 2
        case 0xE0...0xEF: length = 3
        case 0xF0...0xF4: length = 4
        default: return 0
        }
        guard index + length <= bytes.count else { return 0 }
        let slice = Array(bytes[index..<(index + length)])
        return String(validating: slice, as: UTF8.self) == nil ? 0 : length
    }
}
