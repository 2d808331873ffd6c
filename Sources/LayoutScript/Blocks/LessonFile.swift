import Diagnostics
import Foundation
import LayoutFrames

extension LessonScriptInput {
    /// Reads a lesson Markdown file as the build does (`LessonText`: a regular file, UTF-8, any line endings): its
    /// slug (front matter `slug:`, else the file name, made a slug by the build's own `Slug.make`, so default block
    /// ids are the page's: `07-lifecycle.md` → `07-lifecycle-2`, DESIGN.md §6) and its code blocks.
    public static func load(path: String, displayPath: String? = nil) throws(LessonTextError) -> LessonScriptInput {
        let text = try LessonText.read(path: path, displayPath: displayPath)
        return LessonScriptInput(file: displayPath ?? path, slug: slug(markdown: text, path: path),
                                 blocks: MarkdownFences.scan(text))
    }

    static func slug(markdown: String, path: String) -> String {
        if markdown.hasPrefix("---") {
            for line in MarkdownFences.normalizingLineEndings(markdown).split(separator: "\n").dropFirst() {
                if line.hasPrefix("---") { break }
                if line.hasPrefix("slug:") {
                    var value = line.dropFirst(5)
                    let trimmed: Set<Character> = [" ", "\t", "\"", "'"]
                    while let first = value.first, trimmed.contains(first) { value = value.dropFirst() }
                    while let last = value.last, trimmed.contains(last) { value = value.dropLast() }
                    if !value.isEmpty { return Slug.make(String(value)) }
                }
            }
        }
        return Slug.make(((path as NSString).lastPathComponent as NSString).deletingPathExtension)
    }
}

extension BlockFrames {
    /// The block's diagnostics as `Diagnostic`s of `file` (for reporters).
    public func diagnostics(file: String) -> [Diagnostic] {
        diagnostics.map { $0.diagnostic(file: file) }
    }
}
