import LayoutFrames
@testable import LayoutScript
import Testing

/// Runs the first layout block of a Markdown snippet, as `coursegen frames` would, and returns its frames.
func runBlock(_ markdown: String, file: String = "block.md") throws -> BlockFrames {
    let lesson = LessonScriptInput(file: file, slug: "block", blocks: MarkdownFences.scan(markdown))
    return try #require(LayoutBlockRunner.run(lesson: lesson).blocks.first)
}
