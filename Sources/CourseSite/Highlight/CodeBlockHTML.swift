/// The HTML of a code block: highlighted lines tagged with their Markdown line numbers, and a copy button.
///
///     <div class="code-block" data-lang="swift">
///       <button type="button" class="copy-button" hidden>Nusxa olish</button>
///       <pre><code class="language-swift"><span class="line" data-line="12">…</span>
///     <span class="line" data-line="13">…</span></code></pre></div>
///
/// `data-line` is the line in the lesson file, so the preview overlay and the dev server can point at the source.
/// The button is hidden until `site.js` wires it up, so readers without scripts never see a dead control.
enum CodeBlockHTML {
    static func render(_ block: LessonCodeBlock, copyLabel: String) -> String {
        let info = CodeBlockInfo(block.info)
        let language = info.language
        let lines = SyntaxHighlighter.highlightLines(block.code, language: language)
        var html = "<div class=\"code-block\""
        if !language.isEmpty { html += " data-lang=\"\(HTML.escape(language))\"" }
        html += "><button type=\"button\" class=\"copy-button\" hidden>\(HTML.escape(copyLabel))</button>"
        html += "<pre><code"
        if !language.isEmpty { html += " class=\"language-\(HTML.escape(language))\"" }
        html += ">"
        for (offset, line) in lines.enumerated() {
            if offset > 0 { html += "\n" }
            html += "<span class=\"line\" data-line=\"\(block.firstCodeLine + offset)\">\(line)</span>"
        }
        html += "</code></pre></div>"
        return html
    }
}
