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
    /// A symbolic link that leads back to itself (the system gives up after 40 links).
    case symlinkLoop(path: String)
    /// Larger than `LessonText.maximumFileSize`.
    case tooLarge(path: String, bytes: Int)
    /// The first byte that does not decode.
    case notUTF8(SourceLocation)

    /// Every case but `notUTF8` is about the path given, not about what the file says: command lines treat them
    /// as input errors (exit 2), and a file that is not UTF-8 as a problem in the content.
    public var isInputError: Bool {
        if case .notUTF8 = self { return false }
        return true
    }

    /// Whether nothing is at the path.
    public var isMissing: Bool {
        if case .missing = self { return true }
        return false
    }

    public var diagnostic: Diagnostic {
        switch self {
        case .missing(let path):
            return .error("unreadable-file", "'\(path)' does not exist", at: SourceLocation(file: path, line: 1))
        case .notRegularFile(let path, let kind):
            return .error("unreadable-file", "'\(path)' is not a regular file (it is \(kind))", at: SourceLocation(file: path, line: 1))
        case .unreadable(let path):
            return .error("unreadable-file", "cannot read '\(path)'", at: SourceLocation(file: path, line: 1))
        case .symlinkLoop(let path):
            return .error("unreadable-file", "'\(path)' is a symbolic link that loops (it leads back to itself)",
                          at: SourceLocation(file: path, line: 1))
        case .tooLarge(let path, let bytes):
            return .error("file-too-large", "'\(path)' is \(LessonText.describeSize(bytes)), over the limit of "
                          + "\(LessonText.describeSize(LessonText.maximumFileSize)) for a source file: split it into "
                          + "several lessons", at: SourceLocation(file: path, line: 1))
        case .notUTF8(let location):
            return .error("encoding", "file is not valid UTF-8 (save it as UTF-8)", at: location)
        }
    }
}

/// Source text as the build reads it, so every command sees the same characters on the same lines.
public enum LessonText {
    /// The largest source file (lesson, course.yml, template) any command reads: 16 MiB. A lesson near it is
    /// already far past what a page can show; the limit keeps a link to `/dev/zero` or a runaway generated file
    /// from eating the machine's memory.
    public static let maximumFileSize = 16 << 20

    /// Reads a regular file and decodes it with `decode`.
    public static func read(path: String, displayPath: String? = nil) throws(LessonTextError) -> String {
        let shown = displayPath ?? path
        return try decode(readRegularFile(path: path, displayPath: shown), displayPath: shown)
    }

    /// The bytes of a regular file of at most `limit` bytes. Anything else (a folder, a device, a FIFO, a socket,
    /// a link loop, a file over the limit) is an error that says what it is, and nothing ever blocks: the file is
    /// opened non-blocking (a FIFO with no writer would wait in open() forever) and checked with fstat on the open
    /// descriptor, so it cannot be swapped for something else between the check and the read.
    public static func readRegularFile(path: String, displayPath: String? = nil,
                                       limit: Int = maximumFileSize) throws(LessonTextError) -> Data {
        let shown = displayPath ?? path
        let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else {
            switch errno {
            case ENOENT, ENOTDIR: throw .missing(path: shown)
            case ELOOP: throw .symlinkLoop(path: shown)
            case ENXIO: throw .notRegularFile(path: shown, kind: "a socket")
            default: throw .unreadable(path: shown)
            }
        }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0 else { throw .unreadable(path: shown) }
        let type = info.st_mode & S_IFMT
        guard type == S_IFREG else { throw .notRegularFile(path: shown, kind: describe(type)) }
        guard Int(info.st_size) <= limit else { throw .tooLarge(path: shown, bytes: Int(info.st_size)) }
        // Read up to one byte past the limit: a file that grows while it is read is caught too.
        var data = Data(count: Int(info.st_size) + 1)
        var filled = 0
        while true {
            if filled == data.count {
                guard filled <= limit else { throw .tooLarge(path: shown, bytes: filled) }
                data.count = min(limit + 1, max(data.count * 2, 4096))
            }
            let room = data.count - filled
            let count = data.withUnsafeMutableBytes { buffer in
                Glibc.read(descriptor, buffer.baseAddress! + filled, room)
            }
            if count < 0 {
                if errno == EINTR { continue }
                throw .unreadable(path: shown)
            }
            if count == 0 { break }
            filled += count
        }
        guard filled <= limit else { throw .tooLarge(path: shown, bytes: filled) }
        data.count = filled
        return data
    }

    /// What is at `path`, following symbolic links: nil for a regular file, otherwise the error reading it would
    /// give (missing, a folder, a link loop, …). Nothing is opened.
    public static func problem(at path: String, displayPath: String? = nil) -> LessonTextError? {
        let shown = displayPath ?? path
        var info = stat()
        guard stat(path, &info) == 0 else {
            switch errno {
            case ENOENT, ENOTDIR: return .missing(path: shown)
            case ELOOP: return .symlinkLoop(path: shown)
            default: return .unreadable(path: shown)
            }
        }
        let type = info.st_mode & S_IFMT
        return type == S_IFREG ? nil : .notRegularFile(path: shown, kind: describe(type))
    }

    /// Whether anything at all is at `path`, a dangling or looping link included (lstat does not follow it).
    public static func entryExists(at path: String) -> Bool {
        var info = stat()
        return lstat(path, &info) == 0
    }

    /// `1.5 MB`-style size for messages (MiB, one decimal).
    static func describeSize(_ bytes: Int) -> String {
        let mebibytes = Double(bytes) / Double(1 << 20)
        return mebibytes >= 1 ? String(format: "%.1f MB", mebibytes) : "\(bytes) bytes"
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
