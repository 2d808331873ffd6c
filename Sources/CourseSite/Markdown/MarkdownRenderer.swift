import CCmarkGFM
import Diagnostics
import Foundation
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
    static let extensionNames = ["table", "strikethrough", "autolink", "tagfilter", "tasklist"]
    /// Raw HTML is allowed (authors own their course) but tagfilter still neutralizes `<script>`, `<iframe>`, ….
    static let options = CMARK_OPT_UNSAFE | CMARK_OPT_FOOTNOTES

    /// cmark-gfm's extension registry is global and its registration is not thread-safe: do it exactly once.
    private static let registerExtensions: Void = cmark_gfm_core_extensions_ensure_registered()
    private static let parserLock = NSLock()

    public static func render(_ markdown: String, context: MarkdownContext) -> RenderedMarkdown {
        _ = registerExtensions
        guard let parser = cmark_parser_new(options) else {
            return RenderedMarkdown(html: "", headings: [], references: [], ids: [:], codeBlocks: [], sections: [],
                                    copies: [], diagnostics: [.error("markdown", "cannot create the Markdown parser",
                                                                     at: SourceLocation(file: context.file, line: 1))])
        }
        defer { cmark_parser_free(parser) }
        for name in extensionNames {
            if let syntaxExtension = cmark_find_syntax_extension(name) {
                cmark_parser_attach_syntax_extension(parser, syntaxExtension)
            }
        }
        var bytes = Array(markdown.utf8)
        // cmark-gfm's parser_finish adds the extensions' special characters ('~', ':', 'w', …) to a process-wide
        // table before it parses inlines and removes them afterwards, so two lessons finishing at once can strip
        // them from each other (strikethrough and autolinks then silently vanish). Parsing is serialized; the
        // rest of the page work stays parallel.
        parserLock.lock()
        bytes.withUnsafeMutableBufferPointer { buffer in
            buffer.baseAddress?.withMemoryRebound(to: CChar.self, capacity: buffer.count) {
                cmark_parser_feed(parser, $0, buffer.count)
            }
        }
        let parsed = cmark_parser_finish(parser)
        parserLock.unlock()
        guard let document = parsed else {
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
