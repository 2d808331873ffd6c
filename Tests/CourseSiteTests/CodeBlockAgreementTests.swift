import Diagnostics
import Foundation
import LessonMarkdown
@testable import CourseSite
import Testing

/// The code blocks the page renderer shows, read the way the build reads a lesson (decode, front matter, cmark
/// over the body), each with its positions.
private func renderedBlocks(_ text: String, file: String = "lesson.md") throws -> (blocks: [FencedBlock], diagnostics: [Diagnostic]) {
    let decoded = try TextFileReader.decode(Data(text.utf8), displayPath: file)
    // Some corpus lessons have no front matter (the build would refuse them): their whole text is the body.
    let front = decoded.hasPrefix("---") ? try FrontMatter.split(decoded, file: file)
        : FrontMatter(yaml: "", yamlStartLine: 1, body: decoded, bodyStartLine: 1)
    var context = MarkdownContext(file: file, bodyStartLine: front.bodyStartLine, slug: "dars")
    var received: [LessonCodeBlock] = []
    context.renderPreviews = { blocks in
        received = blocks
        return [:]
    }
    let rendered = MarkdownRenderer.render(front.body, context: context)
    // Lessons without layout blocks never call the preview renderer; their blocks are in the result too.
    return (received.isEmpty ? rendered.codeBlocks.map(\.block) : received.map(\.block), rendered.diagnostics)
}

private let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

/// Rule: `build` and `check` preview exactly the blocks `coursegen frames` and the corpus runner run (one
/// scanner), with the same lines, columns and info strings, in every container and for every lesson we have.
@Test func theBuildAndTheScannerFindTheSameBlocks() throws {
    var lessons: [(String, String)] = [("containers.md", """
        ---
        title: "Containers"
        ---

        > ```swift preview id=quoted setup="label.text = \\"a\\""
        > let a = 1
        > ```

        1. Step:

           ```swift preview id=listed
           let b = 2
           ```

        - > ~~~swift
          > let c = 3
          > ~~~

        <div>
        ```swift preview
        not a block
        ```
        </div>

        See the note[^1].

        [^1]: A footnote (cmark-gfm keeps only footnotes that are referenced):

            ```swift
            let d = 4
            ```

        ```swift preview id=open
        let e = 5

        ## Swallowed
        """)]
    for folder in ["content/lessons", "Tests/LayoutScriptTests/Corpus"] {
        let url = packageRoot.appendingPathComponent(folder)
        for name in try FileManager.default.contentsOfDirectory(atPath: url.path).sorted() where name.hasSuffix(".md") {
            lessons.append((name, try String(contentsOf: url.appendingPathComponent(name), encoding: .utf8)))
        }
    }
    #expect(lessons.count > 150)
    for (name, text) in lessons {
        let built = try renderedBlocks(text, file: name).blocks
        #expect(built == CodeBlockScanner.scan(text), "\(name)")
    }
    let sample = try renderedBlocks(lessons[0].1).blocks
    // Footnotes come last, where the page shows them.
    #expect(sample.filter(\.isFenced).map(\.fenceLine) == [5, 11, 15, 33, 29])
    #expect(sample[2].codeLineOffsets == [4])
    #expect(sample[0].infoString == #"swift preview id=quoted setup="label.text = \"a\"""#)
    #expect(sample.map(\.isClosed) == [true, true, true, false, true])
}

/// Rule: a fence that is never closed turns the rest of the page into code; for a block that is not a layout
/// block (whose runner reports it as an error) the build warns at the opening fence.
@Test func anUnclosedPlainFenceIsAWarning() throws {
    let (_, diagnostics) = try renderedBlocks("---\ntitle: \"T\"\n---\n\nText.\n\n> ```text\n> a\n\nMore text.\n")
    #expect(diagnostics.map { "\($0.severity) \($0.code) \($0.location.map { "\($0.line):\($0.column)" } ?? "")" }
            == ["warning unclosed-fence 7:3"])
    let (_, closed) = try renderedBlocks("---\ntitle: \"T\"\n---\n\n```text\na\n```\n")
    #expect(closed.isEmpty)
}

/// Rule: the page wrapper's `data-preview-id` is the id the runner gives the block, also when two blocks share an
/// `id=` (the second gets an automatic one, so the page has no duplicate element ids).
@Test func duplicatePreviewIDsAreNotDuplicatedInThePage() {
    var context = MarkdownContext.test()
    context.renderPreviews = { _ in [:] }
    let html = MarkdownRenderer.render("```swift preview id=card\nlet a = 1\n```\n\n```swift preview id=card\nlet b = 2\n```\n",
                                       context: context).html
    #expect(html.contains("data-preview-id=\"card\""))
    #expect(html.contains("data-preview-id=\"dars-2\""))
}
