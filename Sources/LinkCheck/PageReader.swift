#if canImport(Glibc)
import Glibc
#endif

/// Reads a whole file with plain system calls (one `fstat`, one or few `read`s): faster than Foundation for
/// thousands of small pages and with no encoding assumptions.
enum PageReader {
    enum Failure: Error, CustomStringConvertible {
        case cannotOpen(String, Int32)
        case tooLarge(Int)

        var description: String {
            switch self {
            case .cannotOpen(_, let code): return "cannot be read: \(String(cString: strerror(code)))"
            case .tooLarge(let size): return "is \(size) bytes, more than the checker reads"
            }
        }
    }

    static func read(_ path: String, limit: Int) throws -> [UInt8] {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { throw Failure.cannotOpen(path, errno) }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0 else { throw Failure.cannotOpen(path, errno) }
        let expected = Int(info.st_size)
        guard expected <= limit else { throw Failure.tooLarge(expected) }
        var bytes = [UInt8](repeating: 0, count: max(expected, 0))
        var filled = 0
        while filled < bytes.count {
            let count = bytes.withUnsafeMutableBytes { buffer -> Int in
                guard let base = buffer.baseAddress else { return 0 }
                return Glibc.read(descriptor, base + filled, buffer.count - filled)
            }
            if count < 0 {
                if errno == EINTR { continue }
                throw Failure.cannotOpen(path, errno)
            }
            if count == 0 { break }
            filled += count
        }
        if filled < bytes.count { bytes.removeSubrange(filled...) }
        return bytes
    }
}
