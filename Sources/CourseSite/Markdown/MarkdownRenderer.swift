import CCmarkGFM
import Diagnostics
import Foundation
import LessonMarkdown
#if canImport(Glibc)
import Glibc
#endif

/// Everything the Markdown renderer needs to know about the page it renders for.
public struct MarkdownContext {
    /// The lesson file as diagnostics name it.
    public var file: String
    /// The 1-based file line of the body's first line (after the front matter).
    public var bodyStartLine: Int
    /// The lesson's slug: default layout-block ids are `<slug>-<n>`.
    public var slug: String
    /// Rewrites a link or image destination (relative lesson links, images next to the lesson).
    public var rewriteLink: (String) -> RewrittenLink
    /// Renders the previews of the layout blocks; receives every code block, returns HTML by block index.
    public var renderPreviews: ([LessonCodeBlock]) -> [Int: String]
    /// Accessible label of the `#` anchor next to each heading.
    public var anchorLabel: String
    /// Label of the copy button of code blocks.
    public var copyLabel: String
    /// Label of the "show all" toggle of a layout block shown as a diff of an earlier one (`extends=`).
    public var showAllLabel = "Show all"
    /// False (course.yml `raw_html: false`): raw HTML is left out of the page (cmark writes a comment in its
    /// place) and link destinations with unsafe schemes are emptied, as cmark's safe mode does.
    public var allowsRawHTML = true
    /// Answers an engine quiz (`where`, `breaks`, `variant`), given the ids of the lesson's layout blocks; runs
    /// after `renderPreviews`. The default answers nothing: the quiz shows without an answer.
    public var resolveQuiz: (Quiz, [String]) -> QuizOutcome = { _, _ in QuizOutcome() }
    /// The course language's interface strings (quiz labels).
    public var strings: [String: String] = [:]

    public init(file: String, bodyStartLine: Int = 1, slug: String,
                rewriteLink: @escaping (String) -> RewrittenLink = { RewrittenLink(url: $0) },
                renderPreviews: @escaping ([LessonCodeBlock]) -> [Int: String] = { _ in [:] },
                anchorLabel: String = "Link to this section", copyLabel: String = "Copy") {
        self.file = file
        self.bodyStartLine = bodyStartLine
        self.slug = slug
        self.rewriteLink = rewriteLink
        self.renderPreviews = renderPreviews
        self.anchorLabel = anchorLabel
        self.copyLabel = copyLabel
    }
}

/// Markdown → HTML with cmark-gfm (tables, strikethrough, autolinks, tagfilter, task lists, footnotes), plus the
/// course's own transforms on the syntax tree: heading ids (`{#id}` or automatic) with anchors, link rewriting,
/// highlighted code blocks and layout blocks with their previews.
public enum MarkdownRenderer {
    public static func render(_ markdown: String, context: MarkdownContext) -> RenderedMarkdown {
        // The same parser (options, extensions) as `CodeBlockScanner`, so `coursegen frames` finds these blocks.
        guard let parser = CommonMark.makeParser() else {
            return RenderedMarkdown(html: "", headings: [], references: [], ids: [:], codeBlocks: [], sections: [],
                                    copies: [], diagnostics: [.error("markdown", "cannot create the Markdown parser",
                                                                     at: SourceLocation(file: context.file, line: 1))])
        }
        defer { cmark_parser_free(parser) }
        guard let document = CommonMark.parse(markdown, with: parser) else {
            return RenderedMarkdown(html: "", headings: [], references: [], ids: [:], codeBlocks: [], sections: [],
                                    copies: [], diagnostics: [])
        }
        defer { cmark_node_free(document) }
        cmark_consolidate_text_nodes(document)

        var transformer = TreeTransformer(context: context, lines: markdown.split(separator: "\n", omittingEmptySubsequences: false))
        transformer.run(document)
        // Detached nodes (the original headings) own the text buffers their moved children point into: free them
        // only after rendering (reference/system-libraries.md, pitfall 3).
        defer { transformer.detached.forEach { cmark_node_free($0) } }

        var html = ""
        let options = context.allowsRawHTML ? CommonMark.options : CommonMark.options & ~CMARK_OPT_UNSAFE
        if let rendered = cmark_render_html(document, options, cmark_parser_get_syntax_extensions(parser)) {
            html = String(cString: rendered)
            free(rendered)
        }
        return RenderedMarkdown(html: html, headings: transformer.headings, references: transformer.references,
                                ids: transformer.ids, codeBlocks: transformer.codeBlocks,
                                sections: transformer.finishSections(), copies: transformer.copies,
                                diagnostics: transformer.diagnostics)
    }
}
