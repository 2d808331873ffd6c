/// The info string of a fenced block: `swift preview key=value key="value" key='value'` (DESIGN.md §4).
public struct BlockAttributes: Sendable, Equatable {
    public var language: String
    /// True when a word of the info string is `preview`.
    public var isPreview: Bool
    public var values: [String: String]
    /// Problems with the info string (an unterminated quote).
    public var problems: [String]

    public subscript(_ key: String) -> String? { values[key] }

    /// Parses an info string. Inside quotes a backslash escapes the quote character (and a backslash).
    public static func parse(_ info: String) -> BlockAttributes {
        var words: [String] = []
        var values: [String: String] = [:]
        var problems: [String] = []
        let chars = Array(info)
        var i = 0
        while i < chars.count {
            while i < chars.count, chars[i] == " " || chars[i] == "\t" { i += 1 }
            guard i < chars.count else { break }
            var key = ""
            while i < chars.count, chars[i] != " ", chars[i] != "\t", chars[i] != "=" { key.append(chars[i]); i += 1 }
            guard i < chars.count, chars[i] == "=" else {
                words.append(key)
                continue
            }
            i += 1
            var value = ""
            if i < chars.count, chars[i] == "\"" || chars[i] == "'" {
                let quote = chars[i]
                i += 1
                var closed = false
                while i < chars.count {
                    if chars[i] == "\\", i + 1 < chars.count, chars[i + 1] == quote || chars[i + 1] == "\\" {
                        value.append(chars[i + 1])
                        i += 2
                        continue
                    }
                    if chars[i] == quote { closed = true; i += 1; break }
                    value.append(chars[i])
                    i += 1
                }
                if !closed { problems.append("unterminated \(quote) in the value of '\(key)'") }
            } else {
                while i < chars.count, chars[i] != " ", chars[i] != "\t" { value.append(chars[i]); i += 1 }
            }
            values[key] = value
        }
        let language = words.first ?? ""
        return BlockAttributes(language: language, isPreview: words.dropFirst().contains("preview") || values["preview"] != nil,
                               values: values, problems: problems)
    }
}

/// Finds fenced code blocks in Markdown (``` and ~~~ fences, CommonMark rules for indentation and closing).
public enum MarkdownFences {
    /// `text` with every line ending (\r\n, \r) written as \n, so lines count as the lexer counts them.
    public static func normalizingLineEndings(_ text: String) -> String {
        guard text.utf8.contains(13) else { return text }
        var scalars = String.UnicodeScalarView()
        var afterCarriageReturn = false
        for scalar in text.unicodeScalars {
            if scalar == "\r" {
                scalars.append("\n")
                afterCarriageReturn = true
            } else {
                if !(scalar == "\n" && afterCarriageReturn) { scalars.append(scalar) }
                afterCarriageReturn = false
            }
        }
        return String(scalars)
    }

    public static func scan(_ markdown: String) -> [FencedBlock] {
        var blocks: [FencedBlock] = []
        // Splitting a String on "\n" never splits "\r\n", which is one Character: a lesson saved with CRLF line
        // endings would be one long line with no fences. CommonMark ends lines at \r\n, \n and a lone \r.
        let lines = normalizingLineEndings(markdown).split(separator: "\n", omittingEmptySubsequences: false)
        var i = 0
        while i < lines.count {
            let line = lines[i]
            let indent = line.prefix { $0 == " " }.count
            let rest = line.dropFirst(indent)
            guard indent <= 3, let fenceChar = rest.first, fenceChar == "`" || fenceChar == "~" else { i += 1; continue }
            let fenceLength = rest.prefix { $0 == fenceChar }.count
            guard fenceLength >= 3 else { i += 1; continue }
            let info = rest.dropFirst(fenceLength).trimmingCharacters(in: " \t")
            if fenceChar == "`" && info.contains("`") { i += 1; continue }
            var code: [Substring] = []
            var j = i + 1
            while j < lines.count {
                let l = lines[j]
                let closeIndent = l.prefix { $0 == " " }.count
                let closeRest = l.dropFirst(closeIndent)
                if closeIndent <= 3, closeRest.prefix(while: { $0 == fenceChar }).count >= fenceLength,
                   closeRest.drop(while: { $0 == fenceChar }).allSatisfy({ $0 == " " || $0 == "\t" }) {
                    break
                }
                // Content lines lose up to the fence's indentation.
                let drop = min(indent, l.prefix { $0 == " " }.count)
                code.append(l.dropFirst(drop))
                j += 1
            }
            blocks.append(FencedBlock(infoString: info, code: code.joined(separator: "\n"), fenceLine: i + 1,
                                      firstCodeLine: i + 2, indent: indent))
            i = j + 1
        }
        return blocks
    }
}

extension Substring {
    func trimmingCharacters(in set: String) -> String {
        var s = self
        while let f = s.first, set.contains(f) { s = s.dropFirst() }
        while let l = s.last, set.contains(l) { s = s.dropLast() }
        return String(s)
    }
}
