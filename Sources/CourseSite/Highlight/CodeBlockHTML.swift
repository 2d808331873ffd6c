/// The HTML of a code block: highlighted lines tagged with their Markdown line numbers, and a copy button.
///
///     <div class="code-block" data-lang="swift">
///       <button type="button" class="copy-button" hidden>Nusxa olish</button>
///       <pre><code class="language-swift"><span class="line" data-line="12">…</span>
///     <span class="line" data-line="13">…</span></code></pre></div>
///
/// `data-line` is the line in the lesson file, so the preview overlay and the dev server can point at the source.
/// An indented line carries its indentation in columns (`style="--i:4"`) and its leading blanks in a span of their
/// own, so that a preview's narrow code view can wrap a long line with a hanging indent under its own code, and
/// never right after the indentation, which would leave a blank-looking row (preview.css).
/// The button is hidden until `site.js` wires it up, so readers without scripts never see a dead control.
enum CodeBlockHTML {
    static func render(_ block: LessonCodeBlock, copyLabel: String) -> String {
        let info = CodeBlockInfo(block.info)
        let language = info.language
        let lines = SyntaxHighlighter.highlightLines(block.code, language: language)
        let sourceLines = block.code.split(separator: "\n", omittingEmptySubsequences: false)
        var html = "<div class=\"code-block\""
        if !language.isEmpty { html += " data-lang=\"\(HTML.escape(language))\"" }
        html += "><button type=\"button\" class=\"copy-button\" hidden>\(HTML.escape(copyLabel))</button>"
        html += "<pre><code"
        if !language.isEmpty { html += " class=\"language-\(HTML.escape(language))\"" }
        html += ">"
        for (offset, line) in lines.enumerated() {
            if offset > 0 { html += "\n" }
            html += "<span class=\"line\" data-line=\"\(block.firstCodeLine + offset)\""
            let source = offset < sourceLines.count ? sourceLines[offset] : ""
            let indent = indentColumns(source)
            let blanks = String(source.prefix { $0 == " " || $0 == "\t" })
            if indent > 0, line.hasPrefix(blanks) {
                html += " style=\"--i:\(indent)\"><span class=\"ind\">\(blanks)</span>\(line.dropFirst(blanks.count))</span>"
            } else {
                html += ">\(line)</span>"
            }
        }
        html += "</code></pre></div>"
        return html
    }

    /// The columns of a line's leading blanks (a tab reaches the next multiple of 4, the theme's `tab-size`);
    /// 0 for a line of blanks only, which has nothing to wrap.
    static func indentColumns(_ line: Substring) -> Int {
        var columns = 0
        for character in line {
            switch character {
            case " ": columns += 1
            case "\t": columns += 4 - columns % 4
            default: return columns
            }
        }
        return 0
    }
}
