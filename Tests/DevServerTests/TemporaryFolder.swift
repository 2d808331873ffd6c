import Foundation

/// A fresh folder under the system's temporary directory, removed when the test ends.
final class TemporaryFolder {
    let path: String

    init() throws {
        let base = FileManager.default.temporaryDirectory.appendingPathComponent("coursegen-devserver-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: base, withIntermediateDirectories: true)
        // Resolve /tmp symlinks so that paths reported by inotify compare equal.
        path = base.resolvingSymlinksInPath().path
    }

    deinit { try? FileManager.default.removeItem(atPath: path) }

    @discardableResult
    func write(_ relativePath: String, _ text: String) throws -> String {
        let full = path + "/" + relativePath
        try FileManager.default.createDirectory(atPath: (full as NSString).deletingLastPathComponent,
                                                withIntermediateDirectories: true)
        try Data(text.utf8).write(to: URL(fileURLWithPath: full))
        return full
    }

    func makeFolder(_ relativePath: String) throws {
        try FileManager.default.createDirectory(atPath: path + "/" + relativePath, withIntermediateDirectories: true)
    }
}
