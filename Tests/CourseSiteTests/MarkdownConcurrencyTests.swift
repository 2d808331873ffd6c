import Dispatch
import Foundation
@testable import CourseSite
import Testing

/// Lessons render in parallel. cmark-gfm keeps the extensions' special inline characters in a process-wide table
/// that each parse adds to and removes from, so unserialized parses could strip `~` or autolink triggers from
/// each other: strikethrough and autolinks then vanished from a page now and then (seen as a flaky golden test).
@Test func concurrentRendersKeepEveryExtension() {
    let markdown = "~~eski~~ va https://example.com\n\n| a | b |\n|---|---|\n| ~~c~~ | www.example.org |\n"
    let count = 400
    let outputs = Outputs(count: count)
    DispatchQueue.concurrentPerform(iterations: count) { index in
        outputs.set(index, MarkdownRenderer.render(markdown, context: .test()).html)
    }
    for html in outputs.values {
        #expect(html.contains("<del>eski</del>"))
        #expect(html.contains("<del>c</del>"))
        #expect(html.contains("<a href=\"https://example.com\">"))
        #expect(html.contains("<a href=\"http://www.example.org\">"))
    }
}

private final class Outputs: @unchecked Sendable {
    private var slots: [String]
    private let lock = NSLock()

    init(count: Int) { slots = Array(repeating: "", count: count) }

    func set(_ index: Int, _ value: String) {
        lock.lock()
        slots[index] = value
        lock.unlock()
    }

    var values: [String] {
        lock.lock()
        defer { lock.unlock() }
        return slots
    }
}
