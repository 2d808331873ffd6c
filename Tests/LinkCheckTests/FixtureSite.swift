import Diagnostics
import Foundation

/// Copies a fixture site from Tests/Fixtures into a fresh temporary folder, so tests can add what git cannot
/// carry portably (a symlink that leaves the site) and never modify the repository.
struct FixtureSite {
    /// The temporary folder that holds `site/` and `outside/`.
    let workspace: URL
    /// The copied site root.
    let root: URL

    static var fixturesFolder: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Fixtures")
    }

    init(_ name: String) throws {
        workspace = FileManager.default.temporaryDirectory
            .appendingPathComponent("linkcheck-\(name)-\(UUID().uuidString)")
        root = workspace.appendingPathComponent("site")
        try FileManager.default.createDirectory(at: workspace, withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: Self.fixturesFolder.appendingPathComponent(name), to: root)
    }

    /// Adds `site/secret` → `../outside`, a folder beside the site holding one page.
    func addSymlinkLeavingTheSite() throws {
        let outside = workspace.appendingPathComponent("outside")
        try FileManager.default.createDirectory(at: outside, withIntermediateDirectories: true)
        try Data("<html><body>private</body></html>".utf8).write(to: outside.appendingPathComponent("index.html"))
        try FileManager.default.createSymbolicLink(atPath: root.appendingPathComponent("secret").path,
                                                   withDestinationPath: "../outside")
    }

    func write(_ text: String, to relative: String) throws {
        try write(Data(text.utf8), to: relative)
    }

    func write(_ data: Data, to relative: String) throws {
        let file = root.appendingPathComponent(relative)
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try data.write(to: file)
    }

    static func sourceMap(_ name: String) throws -> SiteSourceMap {
        let data = try Data(contentsOf: fixturesFolder.appendingPathComponent(name))
        return try JSONDecoder().decode(SiteSourceMap.self, from: data)
    }

    func remove() {
        try? FileManager.default.removeItem(at: workspace)
    }
}

/// A finding reduced to what the tests assert: kind, file, line, column.
struct Position: Hashable, CustomStringConvertible {
    var code: String
    var file: String?
    var line: Int?
    var column: Int?

    init(_ code: String, _ file: String?, _ line: Int?, _ column: Int?) {
        self.code = code
        self.file = file
        self.line = line
        self.column = column
    }

    init(_ diagnostic: Diagnostic) {
        self.init(diagnostic.code, diagnostic.location?.file, diagnostic.location?.line, diagnostic.location?.column)
    }

    var description: String { "\(code) \(file ?? "-"):\(line ?? 0):\(column ?? 0)" }
}
