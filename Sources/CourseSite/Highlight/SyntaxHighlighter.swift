import SwiftLexer

/// A run of source text with the CSS class it is drawn with (nil: plain text).
struct HighlightedRun: Equatable {
    var text: String
    var cssClass: String?
}

/// Build-time syntax highlighting. Swift goes through `SwiftLexer`, the tokenizer the layout-block interpreter
/// uses too, so the page colours exactly the tokens the interpreter sees. Other languages stay plain.
public enum SyntaxHighlighter {
    /// The CSS class of each token kind (`tok-kw`, `tok-ty`, …); `themes/default/assets/site.css` colours them.
    static func cssClass(for kind: TokenKind) -> String? {
        switch kind {
        case .keyword: return "tok-kw"
        case .typeIdentifier: return "tok-ty"
        case .integerLiteral, .floatLiteral: return "tok-num"
        case .stringBegin, .stringSegment, .stringEnd: return "tok-str"
        case .interpolationBegin, .interpolationEnd: return "tok-interp"
        case .lineComment, .blockComment: return "tok-com"
        case .docComment: return "tok-doc"
        case .attribute: return "tok-attr"
        case .poundDirective: return "tok-dir"
        case .dollarIdentifier: return "tok-var"
        case .error: return "tok-err"
        case .identifier, .operator, .punctuation: return nil
        }
    }

    /// The code split into runs; whitespace between tokens becomes plain runs, so the runs rebuild `code` exactly.
    static func runs(_ code: String, language: String) -> [HighlightedRun] {
        guard language == "swift" else { return [HighlightedRun(text: code, cssClass: nil)] }
        let bytes = Array(code.utf8)
        var runs: [HighlightedRun] = []
        var cursor = 0
        func slice(_ from: Int, _ to: Int) -> String {
            String(decoding: bytes[max(0, from)..<min(bytes.count, to)], as: UTF8.self)
        }
        for token in SwiftLexer.tokenize(code) {
            let start = token.range.start.utf8Offset, end = token.range.end.utf8Offset
            guard start >= cursor, end >= start else { continue }
            if start > cursor { runs.append(HighlightedRun(text: slice(cursor, start), cssClass: nil)) }
            runs.append(HighlightedRun(text: slice(start, end), cssClass: cssClass(for: token.kind)))
            cursor = end
        }
        if cursor < bytes.count { runs.append(HighlightedRun(text: slice(cursor, bytes.count), cssClass: nil)) }
        return runs
    }

    /// The highlighted HTML of each source line (without line terminators). Spans never cross lines: a token
    /// spanning lines (a block comment, a multi-line string) is closed at each line end and reopened.
    public static func highlightLines(_ code: String, language: String) -> [String] {
        var lines: [String] = [""]
        for run in runs(code, language: language) {
            let pieces = run.text.split(separator: "\n", omittingEmptySubsequences: false)
            for (index, piece) in pieces.enumerated() {
                if index > 0 { lines.append("") }
                guard !piece.isEmpty else { continue }
                let text = HTML.escape(String(piece))
                if let cssClass = run.cssClass {
                    lines[lines.count - 1] += "<span class=\"\(cssClass)\">\(text)</span>"
                } else {
                    lines[lines.count - 1] += text
                }
            }
        }
        // cmark ends every code block with a newline; that would make an empty last line.
        if lines.count > 1 && lines.last == "" { lines.removeLast() }
        return lines
    }
}
