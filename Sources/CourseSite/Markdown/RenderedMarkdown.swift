import Foundation
import Diagnostics

/// A heading of a lesson, for the table of contents and the source map.
public struct HeadingInfo: Sendable, Hashable {
    public var level: Int
    public var id: String
    /// Plain text (inline markup removed, `{#id}` removed).
    public var text: String
    public var location: SourceLocation
}

/// A stretch of a lesson's text under one heading, for the search index.
public struct SearchSection: Sendable, Hashable {
    /// The heading's id, nil for the text before the first heading.
    public var id: String?
    public var title: String
    public var text: String
}

/// What rewriting one link destination produced.
public struct RewrittenLink: Sendable, Hashable {
    /// The destination to write into the page.
    public var url: String
    /// A file of the course to publish at `outputPath` (an image next to the lesson).
    public var copy: (source: URL, outputPath: String)?

    public init(url: String, copy: (source: URL, outputPath: String)? = nil) {
        self.url = url
        self.copy = copy
    }

    public static func == (a: RewrittenLink, b: RewrittenLink) -> Bool {
        a.url == b.url && a.copy?.source == b.copy?.source && a.copy?.outputPath == b.copy?.outputPath
    }

    public func hash(into hasher: inout Hasher) { hasher.combine(url) }
}

/// A lesson body rendered to HTML, with everything later stages need to know about it.
public struct RenderedMarkdown: Sendable {
    public var html: String
    public var headings: [HeadingInfo]
    /// The links and images of the Markdown in document order, with their final URLs and Markdown positions.
    public var references: [PageSourceMap.Reference]
    public var ids: [String: SourceLocation]
    public var codeBlocks: [LessonCodeBlock]
    public var sections: [SearchSection]
    /// Files to publish alongside the page.
    public var copies: [(source: URL, outputPath: String)]
    public var diagnostics: [Diagnostic]
}
