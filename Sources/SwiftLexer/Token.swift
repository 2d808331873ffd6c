/// A position in Swift source text.
///
/// `line` and `column` are 1-based; `column` counts Unicode scalars from the start of the line (the convention of
/// `Diagnostics.SourceLocation`), `utf8Offset` is the 0-based byte offset from the start of the text, handy for
/// slicing `String.UTF8View` when highlighting.
public struct SourcePosition: Hashable, Sendable, Comparable {
    public var line: Int
    public var column: Int
    public var utf8Offset: Int

    public init(line: Int, column: Int, utf8Offset: Int) {
        self.line = line
        self.column = column
        self.utf8Offset = utf8Offset
    }

    public static func < (lhs: SourcePosition, rhs: SourcePosition) -> Bool { lhs.utf8Offset < rhs.utf8Offset }
}

/// A half-open range `[start, end)` of source text.
public struct SourceRange: Hashable, Sendable {
    public var start: SourcePosition
    public var end: SourcePosition

    public init(start: SourcePosition, end: SourcePosition) {
        self.start = start
        self.end = end
    }
}

/// What a token is, fine enough for syntax highlighting and for the LayoutScript parser.
public enum TokenKind: Hashable, Sendable {
    /// A reserved word (`class`, `let`, `if`, `self`, `true`, `nil`, …). Contextual keywords such as `override`,
    /// `didSet` or `weak` are keywords too, because highlighters colour them that way.
    case keyword
    /// An identifier that starts with a lowercase letter or `_` (`view`, `makeConstraints`).
    case identifier
    /// An identifier that starts with an uppercase letter, which in Swift style names a type (`UIView`, `CGFloat`).
    case typeIdentifier
    /// `$0`, `$1`: anonymous closure parameters.
    case dollarIdentifier
    /// An integer literal (`42`, `0xFF`, `1_000`).
    case integerLiteral
    /// A floating-point literal (`1.5`, `2e3`).
    case floatLiteral
    /// The opening delimiter of a string literal: `"`, `"""`, `#"`, …
    case stringBegin
    /// Literal text inside a string literal, escapes still in source form (see `Token.decodedStringSegment`).
    case stringSegment
    /// `\(` inside a string literal: the tokens up to the matching `interpolationEnd` are an expression.
    case interpolationBegin
    /// The `)` that closes an interpolation.
    case interpolationEnd
    /// The closing delimiter of a string literal.
    case stringEnd
    /// `// …` to the end of the line.
    case lineComment
    /// `/* … */` (nesting allowed, as in Swift).
    case blockComment
    /// `/// …` or `/** … */`.
    case docComment
    /// `@MainActor`, `@objc`, `@escaping`.
    case attribute
    /// `#selector`, `#available`, `#if`, `#colorLiteral`.
    case poundDirective
    /// An operator (`+`, `==`, `??`, `...`, `->`, `?`, `!`, `=`, `&`).
    case `operator`
    /// `(` `)` `{` `}` `[` `]` `,` `:` `;` `.` `\`
    case punctuation
    /// Input the lexer could not make sense of (an unterminated string or comment, a stray character).
    /// The token covers the bad text and `Token.error` says what is wrong; lexing always continues.
    case error
}

/// One token with its exact source range and the trivia facts the Swift grammar depends on.
public struct Token: Hashable, Sendable {
    public var kind: TokenKind
    /// The token's exact source text.
    public var text: String
    public var range: SourceRange
    /// Whitespace, a newline or a comment comes right before the token (Swift decides prefix/postfix/binary
    /// operators from this).
    public var hasLeadingSpace: Bool
    /// Whitespace, a newline or a comment comes right after the token.
    public var hasTrailingSpace: Bool
    /// The token is the first one on its line (ignoring comments and whitespace).
    public var isAtStartOfLine: Bool
    /// For `.error` tokens: why the text is invalid.
    public var error: String?

    public init(kind: TokenKind, text: String, range: SourceRange, hasLeadingSpace: Bool = false,
                hasTrailingSpace: Bool = false, isAtStartOfLine: Bool = false, error: String? = nil) {
        self.kind = kind
        self.text = text
        self.range = range
        self.hasLeadingSpace = hasLeadingSpace
        self.hasTrailingSpace = hasTrailingSpace
        self.isAtStartOfLine = isAtStartOfLine
        self.error = error
    }

    /// True for comments, which a parser skips.
    public var isTrivia: Bool {
        kind == .lineComment || kind == .blockComment || kind == .docComment
    }

    /// The value of a `.stringSegment`: escapes (`\n`, `\t`, `\"`, `\\`, `\u{…}`) decoded; invalid escapes are
    /// kept as written. Raw strings (`#"…"#`) keep their text: pass `rawHashes` > 0 to decode `\#n` forms.
    public func decodedStringSegment(rawHashes: Int = 0) -> String {
        StringEscapes.decode(text, rawHashes: rawHashes)
    }
}

/// The Swift keywords the lexer reports as `.keyword`.
public enum SwiftKeywords {
    /// Reserved words and the contextual keywords that highlighters colour.
    public static let all: Set<String> = [
        "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import", "init", "inout",
        "internal", "let", "open", "operator", "private", "precedencegroup", "protocol", "public", "rethrows",
        "static", "struct", "subscript", "typealias", "var", "break", "case", "catch", "continue", "default",
        "defer", "do", "else", "fallthrough", "for", "guard", "if", "in", "repeat", "return", "throw", "switch",
        "where", "while", "Any", "as", "await", "false", "is", "nil", "self", "Self", "super", "throws", "true",
        "try", "async", "override", "final", "required", "convenience", "lazy", "weak", "unowned", "mutating",
        "nonmutating", "dynamic", "optional", "indirect", "didSet", "willSet", "get", "set", "some", "any",
    ]
}

enum StringEscapes {
    static func decode(_ text: String, rawHashes: Int) -> String {
        let scalars = Array(text.unicodeScalars)
        var out = String.UnicodeScalarView()
        var i = 0
        let hashes = rawHashes
        while i < scalars.count {
            let c = scalars[i]
            guard c == "\\" else { out.append(c); i += 1; continue }
            // In a raw string only `\#…` (with the right number of hashes) starts an escape.
            var j = i + 1
            var n = 0
            while n < hashes, j < scalars.count, scalars[j] == "#" { n += 1; j += 1 }
            guard n == hashes, j < scalars.count else { out.append(c); i += 1; continue }
            switch scalars[j] {
            case "n": out.append("\n"); i = j + 1
            case "t": out.append("\t"); i = j + 1
            case "r": out.append("\r"); i = j + 1
            case "0": out.append("\0"); i = j + 1
            case "\"": out.append("\""); i = j + 1
            case "'": out.append("'"); i = j + 1
            case "\\": out.append("\\"); i = j + 1
            case "u":
                var k = j + 1
                var hex = ""
                if k < scalars.count, scalars[k] == "{" {
                    k += 1
                    while k < scalars.count, scalars[k] != "}" { hex.unicodeScalars.append(scalars[k]); k += 1 }
                    if k < scalars.count, let v = UInt32(hex, radix: 16), let s = Unicode.Scalar(v) {
                        out.append(s)
                        i = k + 1
                        continue
                    }
                }
                out.append(c); i += 1
            default:
                // A backslash-newline in a multi-line string joins lines.
                if scalars[j] == "\n" { i = j + 1; continue }
                out.append(c); i += 1
            }
        }
        return String(out)
    }
}
