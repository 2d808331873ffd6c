/// The code of a layout block with `extends=id` (docs/layout-blocks.md, "Steps across blocks"): its lines
/// compared with the earlier block's, showing only what changed until the reader ticks "show all".
///
///     <div class="code-block cg-diff" data-lang="swift">
///       <button class="copy-button" hidden>…</button><label class="cg-show-all"><input type="checkbox"> Show all</label>
///       <pre><code class="language-swift"><span class="line cg-line-same" data-line="12">…</span>
///     <span class="cg-nl">\n</span><span class="line cg-line-del" data-text="removed line"></span><span class="line cg-line-add" data-line="13">…</span>…
///
/// Lines are blocks, so a hidden line leaves no gap; the line breaks between them are hidden text, kept for
/// copying. A removed line is drawn by CSS from `data-text`, so copying the code copies only this block's code.
/// It works without JavaScript.
enum CodeDiffHTML {
    enum Line: Equatable {
        case same(Int), added(Int), removed(String)
    }

    static func render(_ block: LessonCodeBlock, base: String, copyLabel: String, showAllLabel: String) -> String {
        let language = CodeBlockInfo(block.info).language
        let highlighted = SyntaxHighlighter.highlightLines(block.code, language: language)
        var html = "<div class=\"code-block cg-diff\"" + (language.isEmpty ? "" : " data-lang=\"\(HTML.escape(language))\"")
            + "><button type=\"button\" class=\"copy-button\" hidden>\(HTML.escape(copyLabel))</button>"
            + "<label class=\"cg-show-all\"><input type=\"checkbox\"> \(HTML.escape(showAllLabel))</label>"
            + "<pre><code" + (language.isEmpty ? "" : " class=\"language-\(HTML.escape(language))\"") + ">"
        var first = true
        for line in diff(base: lines(base), code: lines(block.code)) {
            switch line {
            case .same(let k), .added(let k):
                let kind = line == .same(k) ? "cg-line-same" : "cg-line-add"
                html += (first ? "" : "<span class=\"cg-nl\">\n</span>")
                    + "<span class=\"line \(kind)\" data-line=\"\(block.firstCodeLine + k)\">"
                    + (k < highlighted.count ? highlighted[k] : "") + "</span>"
                first = false
            case .removed(let text):
                html += "<span class=\"line cg-line-del\" data-text=\"\(HTML.escape(text))\"></span>"
            }
        }
        return html + "</code></pre></div>"
    }

    static func lines(_ code: String) -> [String] {
        var lines = code.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if lines.last == "" { lines.removeLast() }
        return lines
    }

    /// The code's lines in order, each the same as a line of `base` (a longest common subsequence, trailing
    /// spaces ignored) or added, with `base`'s other lines removed where they stood.
    static func diff(base: [String], code: [String]) -> [Line] {
        func key(_ s: String) -> Substring { s[..<(s.lastIndex { $0 != " " && $0 != "\t" }.map { s.index(after: $0) } ?? s.startIndex)] }
        let a = base.map(key), b = code.map(key)
        var table = Array(repeating: Array(repeating: 0, count: b.count + 1), count: a.count + 1)
        for i in stride(from: a.count - 1, through: 0, by: -1) {
            for j in stride(from: b.count - 1, through: 0, by: -1) {
                table[i][j] = a[i] == b[j] ? table[i + 1][j + 1] + 1 : max(table[i + 1][j], table[i][j + 1])
            }
        }
        var out: [Line] = []
        var i = 0, j = 0
        while i < a.count || j < b.count {
            if i < a.count && j < b.count && a[i] == b[j] {
                out.append(.same(j)); i += 1; j += 1
            } else if j < b.count && (i == a.count || table[i][j + 1] >= table[i + 1][j]) {
                out.append(.added(j)); j += 1
            } else {
                out.append(.removed(base[i])); i += 1
            }
        }
        return out
    }
}
