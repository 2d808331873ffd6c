/// Reads source lines for excerpts under diagnostics. Kept separate from the renderer so tests and the
/// dev server can supply text that is not on disk.
public protocol SourceTextProvider {
    /// The 1-based line of `file`, without its line terminator, or nil when unavailable.
    func line(_ number: Int, of file: String) -> String?
}

/// Reads files from disk once and caches their lines.
public final class FileSourceTextProvider: SourceTextProvider {
    private var cache: [String: [Substring]] = [:]

    public init() {}

    public func line(_ number: Int, of file: String) -> String? {
        if cache[file] == nil {
            guard let data = FileSystemReader.read(file), let text = String(validating: data, as: UTF8.self) else {
                return nil
            }
            // Split on scalars, not Characters: "\r\n" is one grapheme, so a Character split would never
            // break a CRLF file into lines and every excerpt past line 1 would be missing.
            cache[file] = text.unicodeScalars.split(separator: "\n", omittingEmptySubsequences: false)
                .map { Substring($0) }
        }
        guard let lines = cache[file], number >= 1, number <= lines.count else { return nil }
        var text = lines[number - 1].unicodeScalars
        if text.last == "\r" { text.removeLast() }
        return String(text)
    }
}

/// Plain, Foundation-free file reading so Diagnostics stays dependency-free.
enum FileSystemReader {
    static func read(_ path: String) -> [UInt8]? {
        #if canImport(Glibc)
        return readWithLibc(path)
        #else
        return nil
        #endif
    }
}

#if canImport(Glibc)
import Glibc

extension FileSystemReader {
    fileprivate static func readWithLibc(_ path: String) -> [UInt8]? {
        // Excerpts come only from regular files of a sane size: a FIFO would block open() and fread() forever,
        // a link to /dev/zero would never end. Non-blocking open, then fstat on the descriptor.
        let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        var info = stat()
        guard fstat(descriptor, &info) == 0, info.st_mode & S_IFMT == S_IFREG, info.st_size <= 16 << 20,
              let handle = fdopen(descriptor, "rb") else {
            close(descriptor)
            return nil
        }
        defer { fclose(handle) }
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 65536)
        while true {
            let count = fread(&buffer, 1, buffer.count, handle)
            if count <= 0 { break }
            bytes.append(contentsOf: buffer[0..<count])
        }
        return bytes
    }
}
#endif
