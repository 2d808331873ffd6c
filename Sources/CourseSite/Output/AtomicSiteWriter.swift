import Diagnostics
#if canImport(Glibc)
import Glibc
#endif
import Foundation

/// Writes a site into a temporary folder beside the output folder and swaps it in only when everything was
/// written, so a failed build leaves the previous site exactly as it was (DESIGN.md §3).
final class AtomicSiteWriter {
    let output: URL
    let staging: URL
    private let fileManager = FileManager.default
    private var committed = false

    init(output: URL) throws {
        self.output = output.standardizedFileURL
        let parent = self.output.deletingLastPathComponent()
        let name = self.output.lastPathComponent
        staging = parent.appendingPathComponent(".\(name).building-\(getpid())-\(UInt32.random(in: 0...UInt32.max))")
        var isDirectory: ObjCBool = false
        if fileManager.fileExists(atPath: self.output.path, isDirectory: &isDirectory), !isDirectory.boolValue {
            throw Self.failure("'\(DisplayPath.of(self.output))' exists and is not a folder")
        }
        removeLeftovers(in: parent, name: name)
        do {
            try fileManager.createDirectory(at: parent, withIntermediateDirectories: true)
            try fileManager.createDirectory(at: staging, withIntermediateDirectories: false)
        } catch {
            throw Self.failure("cannot write the output folder '\(DisplayPath.of(self.output))': \(Self.reason(error))")
        }
    }

    deinit {
        if !committed { try? fileManager.removeItem(at: staging) }
    }

    func write(_ data: Data, to relative: String) throws {
        let url = staging.appendingPathComponent(relative)
        do {
            try fileManager.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Self.writeWithoutSync(data, to: url.path)
        } catch {
            throw Self.failure("cannot write '\(relative)' into '\(DisplayPath.of(output))': \(Self.reason(error))")
        }
    }

    func write(_ text: String, to relative: String) throws { try write(Data(text.utf8), to: relative) }

    func copy(_ file: URL, to relative: String) throws {
        let url = staging.appendingPathComponent(relative)
        do {
            try fileManager.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            if fileManager.fileExists(atPath: url.path) { try fileManager.removeItem(at: url) }
            // The file's contents, never a symbolic link: a link would dangle (or lead anywhere) in the site.
            try fileManager.copyItem(at: file.resolvingSymlinksInPath(), to: url)
        } catch {
            throw Self.failure("cannot copy '\(DisplayPath.of(file))' into '\(DisplayPath.of(output))': \(Self.reason(error))")
        }
    }

    /// Puts `file` into the site as a hard link (a copy across file systems). Cached pages are linked rather than
    /// copied, so reusing a thousand unchanged pages costs a thousand links, not a thousand file writes.
    func link(_ file: URL, to relative: String) throws {
        let url = staging.appendingPathComponent(relative)
        try? fileManager.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        if Foundation.link(file.path, url.path) == 0 { return }
        try copy(file, to: relative)
    }

    /// Swaps the staging folder in. Where the kernel can, the two folders trade places in one step
    /// (`renameat2(RENAME_EXCHANGE)`), so the output folder is never missing, even if the build is killed
    /// mid-swap; otherwise the old site is moved aside first and restored if the swap fails.
    func commit() throws {
        let hadOutput = fileManager.fileExists(atPath: output.path)
        if hadOutput, Self.exchange(staging.path, output.path) {
            committed = true
            // The staging path now holds the old site.
            try? fileManager.removeItem(at: staging)
            return
        }
        let retired = output.deletingLastPathComponent()
            .appendingPathComponent(".\(output.lastPathComponent).old-\(getpid())-\(UInt32.random(in: 0...UInt32.max))")
        do {
            if hadOutput { try fileManager.moveItem(at: output, to: retired) }
        } catch {
            throw Self.failure("cannot replace the output folder '\(DisplayPath.of(output))': \(Self.reason(error))")
        }
        do {
            try fileManager.moveItem(at: staging, to: output)
        } catch {
            if hadOutput { try? fileManager.moveItem(at: retired, to: output) }
            throw Self.failure("cannot replace the output folder '\(DisplayPath.of(output))': \(Self.reason(error))")
        }
        committed = true
        if hadOutput { try? fileManager.removeItem(at: retired) }
    }

    /// `renameat2(a, b, RENAME_EXCHANGE)`: true when the two paths traded places. Glibc declares the call only for
    /// GNU sources, which Swift's Glibc module does not see, so it is looked up at run time; a system without it
    /// (or a file system that refuses the exchange) gets false and the two-step swap.
    private static func exchange(_ a: String, _ b: String) -> Bool {
        typealias RenameAt2 = @convention(c) (Int32, UnsafePointer<CChar>, Int32, UnsafePointer<CChar>, UInt32) -> Int32
        guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "renameat2") else { return false }
        let renameat2 = unsafeBitCast(symbol, to: RenameAt2.self)
        let renameExchange: UInt32 = 1 << 1
        return renameat2(AT_FDCWD, a, AT_FDCWD, b, renameExchange) == 0
    }

    /// Staging and retired folders left beside the output by builds that were killed before they cleaned up
    /// (`.<name>.building-<pid>-…`, `.<name>.old-<pid>-…`): removed when their process is gone.
    private func removeLeftovers(in parent: URL, name: String) {
        guard let entries = try? fileManager.contentsOfDirectory(atPath: parent.path) else { return }
        for entry in entries {
            for kind in [".\(name).building-", ".\(name).old-"] where entry.hasPrefix(kind) {
                let pidText = entry.dropFirst(kind.count).prefix { $0 != "-" }
                guard let pid = Int32(pidText), pid != getpid() else { continue }
                // kill(pid, 0) fails with ESRCH only when no such process exists.
                if Glibc.kill(pid, 0) != 0 && errno == ESRCH {
                    try? fileManager.removeItem(at: parent.appendingPathComponent(entry))
                }
            }
        }
    }

    /// Plain open/write/close. Foundation's `Data.write(to:)` calls fsync for every file, which made a 500-page
    /// build spend most of its time waiting for the disk; durability comes from the final rename instead.
    private static func writeWithoutSync(_ data: Data, to path: String) throws {
        let descriptor = Glibc.open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
        defer { Glibc.close(descriptor) }
        try data.withUnsafeBytes { buffer in
            guard let base = buffer.baseAddress else { return }
            var offset = 0
            while offset < buffer.count {
                let written = Glibc.write(descriptor, base + offset, buffer.count - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO)
                }
                offset += written
            }
        }
    }

    private static func failure(_ message: String) -> DiagnosticError {
        DiagnosticError(.error("output", message))
    }

    private static func reason(_ error: Error) -> String {
        let nsError = error as NSError
        if let underlying = nsError.userInfo[NSUnderlyingErrorKey] as? NSError,
           underlying.domain == NSPOSIXErrorDomain, let code = POSIXErrorCode(rawValue: Int32(underlying.code)) {
            return String(cString: strerror(code.rawValue))
        }
        if let posix = error as? POSIXError { return String(cString: strerror(posix.code.rawValue)) }
        if nsError.domain == NSPOSIXErrorDomain { return String(cString: strerror(Int32(nsError.code))) }
        return nsError.localizedDescription
    }
}
