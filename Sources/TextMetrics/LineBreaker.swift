/// Greedy line breaking, the way UILabel's default `.byWordWrapping` (and a browser with
/// `white-space: pre-wrap; overflow-wrap: anywhere`) fills lines: as many words as fit, spaces at a break hang past
/// the edge and are dropped, a word wider than the line is split between characters, and `\n` always ends a line.
/// `.byCharWrapping` ("wrapping occurs before the first character that doesn't fit", NSParagraphStyle.h) fills
/// each line with as many characters as fit, splitting words anywhere; spaces at a break still hang.
struct LineBreaker {
    /// Measures a piece of text (no line feeds) in points.
    let measure: (Substring) -> Double

    /// Tolerance for comparing widths: a line exactly as wide as the box must fit despite rounding.
    private static let epsilon = 1e-6

    /// Splits `text` into lines no wider than `maxWidth` (nil: only explicit line feeds break).
    /// - Parameter byCharacters: break between any two characters (`.byCharWrapping`), not between words.
    func lines(of text: String, maxWidth: Double?, byCharacters: Bool = false) -> [TextLayout.Line] {
        var result: [TextLayout.Line] = []
        for rawParagraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
            let paragraph = rawParagraph.hasSuffix("\r") ? rawParagraph.dropLast() : rawParagraph
            if let maxWidth {
                result.append(contentsOf: byCharacters ? wrapByCharacters(paragraph, maxWidth: maxWidth)
                                                       : wrap(paragraph, maxWidth: maxWidth))
            } else {
                let visible = paragraph.trimmingTrailingSpaces()
                result.append(TextLayout.Line(text: String(visible), width: naturalWidth(of: visible)))
            }
        }
        return result
    }

    /// The width of a line that does not wrap. Measured as the sum of its words and spaces, exactly as `wrap` adds
    /// them up, so a label given its own natural width never wraps because of a rounding difference.
    func naturalWidth(of line: Substring) -> Double {
        Self.tokens(of: line).reduce(0) { $0 + measure($1.text) }
    }

    private func wrap(_ paragraph: Substring, maxWidth: Double) -> [TextLayout.Line] {
        let limit = maxWidth + Self.epsilon
        var lines: [TextLayout.Line] = []
        var lineStart: Substring.Index?               // nil: no word on the current line yet
        var lineEnd = paragraph.startIndex            // end of the last word accepted on the line
        var width = 0.0                               // width of the accepted words and the spaces between them
        var pendingSpaces = 0.0                       // spaces after the last accepted word

        func finishLine() {
            if let start = lineStart {
                lines.append(TextLayout.Line(text: String(paragraph[start..<lineEnd]), width: width))
            }
            lineStart = nil
            width = 0
            pendingSpaces = 0
        }

        for token in Self.tokens(of: paragraph) {
            if token.isSpace {
                if lineStart != nil { pendingSpaces += measure(token.text) }
                continue
            }
            let wordWidth = measure(token.text)
            if lineStart != nil, width + pendingSpaces + wordWidth <= limit {
                width += pendingSpaces + wordWidth
                lineEnd = token.text.endIndex
                pendingSpaces = 0
                continue
            }
            finishLine()
            lineEnd = token.text.endIndex
            if wordWidth <= limit {
                lineStart = token.text.startIndex
                width = wordWidth
            } else {
                // A word wider than a whole line is split between characters; its tail starts the next line.
                var pieces = splitBetweenCharacters(token.text, limit: limit)
                let tail = pieces.removeLast()
                lines.append(contentsOf: pieces.map { TextLayout.Line(text: String($0.text), width: $0.width) })
                lineStart = tail.text.startIndex
                width = tail.width
            }
        }
        finishLine()
        // An empty paragraph (between two line feeds) still takes one line, as in UILabel.
        if lines.isEmpty { lines.append(TextLayout.Line(text: "", width: 0)) }
        return lines
    }

    /// Character wrapping: a line takes characters while the text from its start still fits (measured as one run,
    /// so kerning counts as it does when the line is drawn). A space that does not fit hangs past the edge with
    /// the spaces after it, and the next line starts at the following character.
    private func wrapByCharacters(_ paragraph: Substring, maxWidth: Double) -> [TextLayout.Line] {
        let limit = maxWidth + Self.epsilon
        func isSpace(_ c: Character) -> Bool { c == " " || c == "\t" }
        var lines: [TextLayout.Line] = []
        var start = paragraph.startIndex
        var index = start
        while index < paragraph.endIndex {
            let next = paragraph.index(after: index)
            if index == start || isSpace(paragraph[index]) || measure(paragraph[start..<next]) <= limit {
                index = next
                continue
            }
            // paragraph[index] does not fit: the line ends before it (a line always keeps one character), and
            // the spaces before it hang.
            let line = paragraph[start..<index].trimmingTrailingSpaces()
            lines.append(TextLayout.Line(text: String(line), width: measure(line)))
            start = index
        }
        if start < paragraph.endIndex || lines.isEmpty {
            let line = paragraph[start..<paragraph.endIndex].trimmingTrailingSpaces()
            lines.append(TextLayout.Line(text: String(line), width: measure(line)))
        }
        return lines
    }

    private func splitBetweenCharacters(_ word: Substring, limit: Double) -> [(text: Substring, width: Double)] {
        var pieces: [(text: Substring, width: Double)] = []
        var start = word.startIndex
        var width = 0.0
        var index = word.startIndex
        while index < word.endIndex {
            let next = word.index(after: index)
            let candidate = measure(word[start..<next])
            if candidate > limit, index > start {
                pieces.append((word[start..<index], width))
                start = index
                width = measure(word[start..<next])
            } else {
                width = candidate
            }
            index = next
        }
        pieces.append((word[start..<word.endIndex], width))
        return pieces
    }

    struct Token {
        var text: Substring
        var isSpace: Bool
    }

    /// Words and runs of spaces. A hyphen ends a word, since a break is allowed after it (CoreText and browsers
    /// agree). Spaces that open a paragraph are kept as a word: they are visible indentation, not a break.
    static func tokens(of text: Substring) -> [Token] {
        func isSpace(_ c: Character) -> Bool { c == " " || c == "\t" }
        var tokens: [Token] = []
        var index = text.startIndex
        while index < text.endIndex {
            let space = isSpace(text[index])
            var end = text.index(after: index)
            if space {
                while end < text.endIndex, isSpace(text[end]) { end = text.index(after: end) }
            } else {
                while end < text.endIndex, !isSpace(text[end]), text[text.index(before: end)] != "-" {
                    end = text.index(after: end)
                }
            }
            tokens.append(Token(text: text[index..<end], isSpace: space && index != text.startIndex))
            index = end
        }
        return tokens
    }
}

extension Substring {
    func trimmingTrailingSpaces() -> Substring {
        var end = endIndex
        while end > startIndex {
            let previous = index(before: end)
            guard self[previous] == " " || self[previous] == "\t" else { break }
            end = previous
        }
        return self[startIndex..<end]
    }
}
