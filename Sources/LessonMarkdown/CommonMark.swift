import CCmarkGFM
import Foundation

/// cmark-gfm as the course uses it. The page renderer and the code-block scanner both parse through here, so a
/// block the page shows as a preview is the block `frames` and the corpus runner run, in any container.
public enum CommonMark {
    static let extensionNames = ["table", "strikethrough", "autolink", "tagfilter", "tasklist"]
    /// Raw HTML is allowed (authors own their course) but tagfilter still neutralizes `<script>`, `<iframe>`, ….
    public static let options = CMARK_OPT_UNSAFE | CMARK_OPT_FOOTNOTES

    /// cmark-gfm's extension registry is global and its registration is not thread-safe: do it exactly once.
    private static let registerExtensions: Void = cmark_gfm_core_extensions_ensure_registered()
    private static let parserLock = NSLock()

    /// A parser with the course's extensions attached; free it with `cmark_parser_free` after rendering (the
    /// renderer needs its extension list).
    public static func makeParser() -> OpaquePointer? {
        _ = registerExtensions
        guard let parser = cmark_parser_new(options) else { return nil }
        for name in extensionNames {
            if let syntaxExtension = cmark_find_syntax_extension(name) {
                cmark_parser_attach_syntax_extension(parser, syntaxExtension)
            }
        }
        return parser
    }

    /// Feeds `markdown` to `parser` and returns the document (free it with `cmark_node_free`).
    public static func parse(_ markdown: String, with parser: OpaquePointer) -> OpaquePointer? {
        var bytes = Array(markdown.utf8)
        // cmark-gfm's parser_finish adds the extensions' special characters ('~', ':', 'w', …) to a process-wide
        // table before it parses inlines and removes them afterwards, so two lessons finishing at once can strip
        // them from each other (strikethrough and autolinks then silently vanish). Parsing is serialized.
        parserLock.lock()
        defer { parserLock.unlock() }
        bytes.withUnsafeMutableBufferPointer { buffer in
            buffer.baseAddress?.withMemoryRebound(to: CChar.self, capacity: buffer.count) {
                cmark_parser_feed(parser, $0, buffer.count)
            }
        }
        return cmark_parser_finish(parser)
    }
}
