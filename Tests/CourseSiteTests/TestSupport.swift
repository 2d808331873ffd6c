import Foundation
@testable import CourseSite

/// Paths of the checkout, found from this file so tests run from any working directory.
enum TestPaths {
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
    static let theme = repository.appendingPathComponent("themes/default")
    static let fixture = repository.appendingPathComponent("Tests/Fixtures/site-basic")
}

/// A scratch folder deleted when the test ends.
final class ScratchFolder {
    let url: URL

    init() throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("coursesite-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    deinit { try? FileManager.default.removeItem(at: url) }

    @discardableResult
    func write(_ relative: String, _ text: String) throws -> URL {
        try write(relative, Data(text.utf8))
    }

    @discardableResult
    func write(_ relative: String, _ data: Data) throws -> URL {
        let file = url.appendingPathComponent(relative)
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try data.write(to: file)
        return file
    }

    func read(_ relative: String) throws -> String {
        try String(contentsOf: url.appendingPathComponent(relative), encoding: .utf8)
    }

    /// A minimal valid course: course.yml listing the given lessons (path → Markdown with front matter).
    func makeCourse(_ lessons: [(String, String)], extraCourseYAML: String = "") throws -> URL {
        let list = lessons.map { "      - \($0.0)" }.joined(separator: "\n")
        try write("content/course.yml", """
            title: Kurs
            language: uz
            \(extraCourseYAML)chapters:
              - title: Bob
                lessons:
            \(list)

            """)
        for (path, text) in lessons { try write("content/" + path, text) }
        return url.appendingPathComponent("content")
    }
}

extension MarkdownContext {
    static func test(_ file: String = "lesson.md") -> MarkdownContext {
        MarkdownContext(file: file, bodyStartLine: 1, slug: "dars")
    }
}
