import Diagnostics
import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Why a lesson (or any source file) could not be read as text.
public enum LessonTextError: Error, Equatable, Sendable {
    case missing(path: String)
    /// A folder, a device such as `/dev/null`, a pipe: reading it would not give a lesson.
    case notRegularFile(path: String, kind: String)
    case unreadable(path: String)
    /// The first byte that does not decode.
    case notUTF8(SourceLocation)

    /// Every case but `notUTF8` is about the path given, not about what the file says: command lines treat them
    /// as input errors (exit 2), and a file that is not UTF-8 as a problem in the content.
    public var isInputError: Bool {
        if case .notUTF8 = self { return false }
        return true
    }

    public var diagnostic: Diagnostic {
        switch self {
        case .missing(let path):
            return .error("unreadable-file", "'\(path)' does not exist", at: SourceLocation(file: path, line: 1))
        case .notRegularFile(let path, let kind):
            return .error("unreadable-file", "'\(path)' is not a regular file (it is \(kind))", at: SourceLocation(file: path, line: 1))
        case .unreadable(let path):
            return .error("unreadable-file", "cannot read '\(path)'", at: SourceLocation(file: path, line: 1))
        case .notUTF8(let location):
            return .error("encoding", "file is not valid UTF-8 (save it as UTF-8)", at: location)
        }
    }
}

/// Source text as the build reads it, so every command sees the same characters on the same lines.
public enum LessonText {
    /// Reads a regular file and decodes it with `decode`.
    public static func read(path: String, displayPath: String? = nil) throws(LessonTextError) -> String {
        let shown = displayPath ?? path
        // stat follows symbolic links, as reading does. FileManager would read a device or a FIFO as whatever it
        // yields (nothing, for /dev/null) or block on it, so only regular files are read.
        var info = stat()
        guard stat(path, &info) == 0 else {
            throw errno == ENOENT || errno == ENOTDIR ? .missing(path: shown) : .unreadable(path: shown)
        }
        let type = info.st_mode & S_IFMT
        guard type == S_IFREG else { throw .notRegularFile(path: shown, kind: describe(type)) }
        guard let data = FileManager.default.contents(atPath: path) else { throw .unreadable(path: shown) }
        return try decode(data, displayPath: shown)
    }

    /// Decodes UTF-8, dropping a byte-order mark and writing every line ending (`\r\n`, a lone `\r`) as `\n`, or
    /// reports the first bad byte.
    public static func decode(_ data: Data, displayPath: String) throws(LessonTextError) -> String {
        var bytes = [UInt8](data)
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { bytes.removeFirst(3) }
        guard let text = String(validating: bytes, as: UTF8.self) else {
            throw .notUTF8(firstInvalidByte(bytes, file: displayPath))
        }
        return normalizingLineEndings(text)
    }

    /// `text` with every line ending (\r\n, \r) written as \n: CommonMark ends lines at all three, and a String
    /// split on "\n" never splits "\r\n" (one Character).
    public static func normalizingLineEndings(_ text: String) -> String {
        guard text.utf8.contains(13) else { return text }
        var scalars = String.UnicodeScalarView()
        var afterCarriageReturn = false
        for scalar in text.unicodeScalars {
            if scalar == "\r" {
                scalars.append("\n")
                afterCarriageReturn = true
            } else {
                if !(scalar == "\n" && afterCarriageReturn) { scalars.append(scalar) }
                afterCarriageReturn = false
            }
        }
        return String(scalars)
    }

    private static func describe(_ type: mode_t) -> String {
        switch type {
        case S_IFDIR: return "a folder"
        case S_IFCHR, S_IFBLK: return "a device"
        case S_IFIFO: return "a pipe"
        case S_IFSOCK: return "a socket"
        default: return "a special file"
        }
    }

    /// The line and column of the first byte that does not decode; columns count the characters before it, and
    /// lines end where `normalizingLineEndings` ends them.
    private static func firstInvalidByte(_ bytes: [UInt8], file: String) -> SourceLocation {
        var line = 1, lineStart = 0, index = 0
        while index < bytes.count {
            let length = sequenceLength(bytes, at: index)
            if length == 0 {
                let prefix = String(decoding: bytes[lineStart..<index], as: UTF8.self)
                return SourceLocation(file: file, line: line, column: prefix.unicodeScalars.count + 1)
            }
            let byte = bytes[index]
            if byte == 0x0A || (byte == 0x0D && (index + 1 == bytes.count || bytes[index + 1] != 0x0A)) {
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
