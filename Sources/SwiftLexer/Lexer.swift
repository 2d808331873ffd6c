/// Tokenizes Swift source text. It never fails: text it cannot classify becomes `.error` tokens and lexing
/// continues, so highlighters can always colour a snippet and parsers can report precise diagnostics.
///
/// ```swift
/// let tokens = SwiftLexer.tokenize("let x = \"a\\(b)c\" // hi")
/// // keyword `let`, identifier `x`, operator `=`, stringBegin, stringSegment `a`, interpolationBegin,
/// // identifier `b`, interpolationEnd, stringSegment `c`, stringEnd, lineComment
/// ```
public enum SwiftLexer {
    /// All tokens of `source`, comments included (filter with `Token.isTrivia`), in source order.
    /// Whitespace and newlines are not tokens; `Token.hasLeadingSpace` / `isAtStartOfLine` record them.
    public static func tokenize(_ source: String) -> [Token] {
        var lexer = LexerState(source)
        return lexer.run()
    }
}

private struct LexerState {
    /// Where the lexer is: plain code, inside a string literal, or in the code of an interpolation.
    enum Context {
        case string(multiline: Bool, hashes: Int)
        case interpolation(parenDepth: Int)
    }

    let scalars: [Unicode.Scalar]
    /// The source's UTF-8 bytes: token texts are sliced from them (cheaper than re-encoding scalars).
    let bytes: [UInt8]
    /// UTF-8 offset of the token being built (`utf8` is the offset of `index`).
    var index = 0
    var line = 1
    var column = 1
    var utf8 = 0
    var tokens: [Token] = []
    var contexts: [Context] = []
    var sawSpace = false
    var sawNewline = true

    init(_ source: String) {
        scalars = Array(source.unicodeScalars)
        bytes = Array(source.utf8)
    }

    /// The text from the scalar at `start` (whose UTF-8 offset is `startOffset`) to the current position.
    func text(from startOffset: Int) -> String {
        String(decoding: bytes[startOffset..<utf8], as: UTF8.self)
    }

    var position: SourcePosition { SourcePosition(line: line, column: column, utf8Offset: utf8) }

    func peek(_ offset: Int = 0) -> Unicode.Scalar? {
        let i = index + offset
        return i < scalars.count ? scalars[i] : nil
    }

    mutating func advance() {
        let c = scalars[index]
        index += 1
        utf8 += c.value < 0x80 ? 1 : c.value < 0x800 ? 2 : c.value < 0x10000 ? 3 : 4
        if c == "\n" {
            line += 1
            column = 1
        } else {
            column += 1
        }
    }

    mutating func emit(_ kind: TokenKind, from start: SourcePosition, startIndex: Int, error: String? = nil) {
        var token = Token(kind: kind, text: text(from: start.utf8Offset), range: SourceRange(start: start, end: position),
                          hasLeadingSpace: sawSpace, isAtStartOfLine: sawNewline, error: error)
        if kind == .stringSegment || kind == .stringEnd || kind == .interpolationBegin {
            token.hasLeadingSpace = false
            token.isAtStartOfLine = false
        }
        tokens.append(token)
        sawSpace = false
        sawNewline = false
    }

    mutating func markTrailingSpace() {
        if !tokens.isEmpty { tokens[tokens.count - 1].hasTrailingSpace = true }
    }

    mutating func run() -> [Token] {
        while index < scalars.count {
            if case .string(let multiline, let hashes)? = contexts.last {
                lexStringBody(multiline: multiline, hashes: hashes)
            } else {
                lexCode()
            }
        }
        // Anything still open at the end of input is unterminated.
        while let context = contexts.popLast() {
            let start = position
            switch context {
            case .string:
                emit(.error, from: start, startIndex: index, error: "unterminated string literal")
            case .interpolation:
                emit(.error, from: start, startIndex: index, error: "unterminated string interpolation")
            }
        }
        return tokens
    }

    // MARK: code

    mutating func lexCode() {
        guard let c = peek() else { return }
        if c == " " || c == "\t" || c == "\r" || c == "\u{FEFF}" || c == "\u{0C}" || c == "\u{0B}" {
            advance(); sawSpace = true; markTrailingSpace(); return
        }
        if c == "\n" {
            if case .interpolation? = contexts.last, isInSingleLineStringInterpolation {
                // A newline cannot occur inside a single-line string: close it as unterminated.
                let start = position
                emit(.error, from: start, startIndex: index, error: "unterminated string literal")
                contexts.removeLast(2)
            }
            advance(); sawSpace = true; sawNewline = true; markTrailingSpace(); return
        }
        let start = position
        let startIndex = index
        if c == "/" && peek(1) == "/" {
            let isDoc = peek(2) == "/" && peek(3) != "/"
            while let d = peek(), d != "\n" { advance() }
            markTrailingSpace()
            emitTrivia(isDoc ? .docComment : .lineComment, start, startIndex)
            return
        }
        if c == "/" && peek(1) == "*" {
            let isDoc = peek(2) == "*" && peek(3) != "/"
            advance(); advance()
            var depth = 1
            while depth > 0, let d = peek() {
                if d == "/" && peek(1) == "*" { advance(); advance(); depth += 1 }
                else if d == "*" && peek(1) == "/" { advance(); advance(); depth -= 1 }
                else { advance() }
            }
            markTrailingSpace()
            if depth > 0 {
                emitTrivia(.error, start, startIndex, error: "unterminated block comment")
            } else {
                emitTrivia(isDoc ? .docComment : .blockComment, start, startIndex)
            }
            return
        }
        if isIdentifierHead(c) {
            while let d = peek(), isIdentifierBody(d) { advance() }
            let text = self.text(from: start.utf8Offset)
            let kind: TokenKind
            if SwiftKeywords.all.contains(text) && !(tokens.last?.text == "." && tokens.last?.kind == .punctuation
                                                      && !["self", "init", "Type"].contains(text)) {
                kind = .keyword
            } else if let first = text.unicodeScalars.first, first.properties.isUppercase {
                kind = .typeIdentifier
            } else {
                kind = .identifier
            }
            emit(kind, from: start, startIndex: startIndex)
            return
        }
        if c == "`" {
            advance()
            while let d = peek(), d != "`", d != "\n" { advance() }
            if peek() == "`" {
                advance()
                emit(.identifier, from: start, startIndex: startIndex)
            } else {
                emit(.error, from: start, startIndex: startIndex, error: "unterminated backtick identifier")
            }
            return
        }
        if c == "$" {
            advance()
            if let d = peek(), d.properties.numericType != nil, d.isASCII {
                while let e = peek(), e.isASCII, e.properties.numericType != nil { advance() }
                emit(.dollarIdentifier, from: start, startIndex: startIndex)
            } else {
                while let d = peek(), isIdentifierBody(d) { advance() }
                emit(.identifier, from: start, startIndex: startIndex)
            }
            return
        }
        if isDigit(c) {
            lexNumber(start, startIndex)
            return
        }
        if c == "\"" || (c == "#" && startsRawString()) {
            var hashes = 0
            while peek() == "#" { advance(); hashes += 1 }
            var multiline = false
            if peek() == "\"" && peek(1) == "\"" && peek(2) == "\"" {
                advance(); advance(); advance()
                multiline = true
            } else {
                advance()
            }
            emit(.stringBegin, from: start, startIndex: startIndex)
            contexts.append(.string(multiline: multiline, hashes: hashes))
            return
        }
        if c == "#" || c == "@" {
            advance()
            if let d = peek(), isIdentifierHead(d) {
                while let e = peek(), isIdentifierBody(e) { advance() }
                emit(c == "#" ? .poundDirective : .attribute, from: start, startIndex: startIndex)
            } else {
                emit(.error, from: start, startIndex: startIndex, error: "unexpected '\(c)'")
            }
            return
        }
        if "(){}[],:;\\".unicodeScalars.contains(c) {
            advance()
            if case .interpolation(let depth)? = contexts.last {
                if c == "(" {
                    contexts[contexts.count - 1] = .interpolation(parenDepth: depth + 1)
                } else if c == ")" {
                    if depth == 0 {
                        contexts.removeLast()
                        emit(.interpolationEnd, from: start, startIndex: startIndex)
                        return
                    }
                    contexts[contexts.count - 1] = .interpolation(parenDepth: depth - 1)
                }
            }
            emit(.punctuation, from: start, startIndex: startIndex)
            return
        }
        if c == "." {
            if peek(1) == "." && (peek(2) == "." || peek(2) == "<") {
                advance(); advance(); advance()
                emit(.operator, from: start, startIndex: startIndex)
            } else {
                advance()
                emit(.punctuation, from: start, startIndex: startIndex)
            }
            return
        }
        if isOperatorChar(c) {
            while let d = peek(), isOperatorChar(d) {
                // `a/*x*/` and `a//x`: a comment ends the operator.
                if d == "/" && (peek(1) == "/" || peek(1) == "*") && index > startIndex { break }
                advance()
            }
            emit(.operator, from: start, startIndex: startIndex)
            return
        }
        advance()
        emit(.error, from: start, startIndex: startIndex, error: "unexpected character '\(c.escaped(asASCII: true))'")
    }

    var isInSingleLineStringInterpolation: Bool {
        guard contexts.count >= 2, case .string(let multiline, _) = contexts[contexts.count - 2] else { return false }
        return !multiline
    }

    mutating func emitTrivia(_ kind: TokenKind, _ start: SourcePosition, _ startIndex: Int, error: String? = nil) {
        // Comments don't reset the leading-space facts of the next real token: they count as whitespace.
        let space = sawSpace, newline = sawNewline
        emit(kind, from: start, startIndex: startIndex, error: error)
        tokens[tokens.count - 1].hasLeadingSpace = space
        tokens[tokens.count - 1].isAtStartOfLine = newline
        sawSpace = true
        sawNewline = newline
    }

    func startsRawString() -> Bool {
        var i = index
        while i < scalars.count, scalars[i] == "#" { i += 1 }
        return i < scalars.count && scalars[i] == "\""
    }

    mutating func lexNumber(_ start: SourcePosition, _ startIndex: Int) {
        var isFloat = false
        if peek() == "0", let p = peek(1), p == "x" || p == "b" || p == "o" {
            advance(); advance()
            while let d = peek(), d.isASCII, d.properties.isASCIIHexDigit || d == "_" { advance() }
        } else {
            while let d = peek(), isDigit(d) || d == "_" { advance() }
            if peek() == ".", let d = peek(1), isDigit(d) {
                isFloat = true
                advance()
                while let d = peek(), isDigit(d) || d == "_" { advance() }
            }
            if let e = peek(), e == "e" || e == "E" {
                var offset = 1
                if let s = peek(1), s == "+" || s == "-" { offset = 2 }
                if let d = peek(offset), isDigit(d) {
                    isFloat = true
                    for _ in 0..<offset { advance() }
                    while let d = peek(), isDigit(d) || d == "_" { advance() }
                }
            }
        }
        if let d = peek(), isIdentifierBody(d) {
            while let d = peek(), isIdentifierBody(d) { advance() }
            emit(.error, from: start, startIndex: startIndex, error: "invalid number literal")
            return
        }
        emit(isFloat ? .floatLiteral : .integerLiteral, from: start, startIndex: startIndex)
    }

    // MARK: strings

    mutating func lexStringBody(multiline: Bool, hashes: Int) {
        let start = position
        let startIndex = index
        func flushSegment(_ lexer: inout LexerState) {
            if lexer.index > startIndex {
                lexer.emit(.stringSegment, from: start, startIndex: startIndex)
            }
        }
        while let c = peek() {
            if c == "\n" && !multiline {
                flushSegment(&self)
                let errStart = position
                emit(.error, from: errStart, startIndex: index, error: "unterminated string literal")
                contexts.removeLast()
                return
            }
            if c == "\"" && closesString(multiline: multiline, hashes: hashes) {
                flushSegment(&self)
                let endStart = position
                let endIndex = index
                let count = (multiline ? 3 : 1) + hashes
                for _ in 0..<count { advance() }
                emit(.stringEnd, from: endStart, startIndex: endIndex)
                contexts.removeLast()
                return
            }
            if c == "\\" {
                var i = 1
                var n = 0
                while n < hashes, peek(i) == "#" { n += 1; i += 1 }
                if n == hashes, peek(i) == "(" {
                    flushSegment(&self)
                    let interpStart = position
                    let interpIndex = index
                    for _ in 0...i { advance() }
                    emit(.interpolationBegin, from: interpStart, startIndex: interpIndex)
                    contexts.append(.interpolation(parenDepth: 0))
                    return
                }
                if n == hashes, peek(i) != nil, peek(i) != "\n" || multiline {
                    for _ in 0...i { advance() }
                    continue
                }
            }
            advance()
        }
        flushSegment(&self)
    }

    func closesString(multiline: Bool, hashes: Int) -> Bool {
        var i = 0
        let quotes = multiline ? 3 : 1
        for _ in 0..<quotes {
            guard peek(i) == "\"" else { return false }
            i += 1
        }
        for _ in 0..<hashes {
            guard peek(i) == "#" else { return false }
            i += 1
        }
        return true
    }
}

private func isDigit(_ c: Unicode.Scalar) -> Bool { c >= "0" && c <= "9" }

private func isIdentifierHead(_ c: Unicode.Scalar) -> Bool {
    if c.isASCII {
        return (c >= "a" && c <= "z") || (c >= "A" && c <= "Z") || c == "_"
    }
    return c.properties.isAlphabetic || c.properties.generalCategory == .otherSymbol
}

private func isIdentifierBody(_ c: Unicode.Scalar) -> Bool {
    isIdentifierHead(c) || isDigit(c) || (!c.isASCII && c.properties.generalCategory == .nonspacingMark)
}

private func isOperatorChar(_ c: Unicode.Scalar) -> Bool {
    "/=-+!*%<>&|^~?".unicodeScalars.contains(c)
}
