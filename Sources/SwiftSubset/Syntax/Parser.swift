import SwiftLexer

/// A syntax problem: `message` at `loc` (block-relative).
public struct SyntaxError: Error, Equatable {
    public var message: String
    public var loc: Loc
}

/// Recursive-descent parser for the LayoutScript subset of Swift. It never crashes: every problem becomes a
/// `SyntaxError` in `errors`, and parsing resumes at the next statement so one mistake yields one diagnostic.
public struct Parser {
    package var tokens: [Token]
    package var pos = 0
    public internal(set) var errors: [SyntaxError] = []
    /// Inside `if`/`guard`/`while`/`for`/`switch` heads a `{` opens the body, not a trailing closure.
    package var noTrailingClosure = false
    package var depth = 0
    /// In a `case` pattern a one-sided range (`400...`) may end the expression; elsewhere it is reported.
    package var oneSidedRangeAllowed = false
    /// The expression context a bracket or brace pair resets: inside `( … )`, `[ … ]` or `{ … }` a `{` may open a
    /// trailing closure again and a one-sided range is an error again, whatever the enclosing head or pattern allows.
    package struct BracketContext {
        package let oneSidedRangeAllowed: Bool
        package let noTrailingClosure: Bool
    }

    /// Per closure being parsed, the highest `$n` seen in its own body.
    package var anonymousParameterMaxima: [Int] = []
    package static let maxDepth = 200
    /// The tallest expression tree accepted (`Expr.height`): left-associative chains (`a + b + c …`, `a.b.c …`,
    /// `f()()…`) grow the tree without nesting the parser, so they are bounded separately.
    package static let maxExpressionHeight = 200

    /// `lineOffset` is added to every line (a block's first code line minus one gives Markdown lines);
    /// `columnOffset` to every column (the fence's indentation).
    public init(source: String, lineOffset: Int = 0, columnOffset: Int = 0) {
        var kept: [Token] = []
        var lexErrors: [SyntaxError] = []
        // Opening quotes of the strings being lexed: Swift reports an unterminated string at its opening quote, and
        // so does the parser when it reaches the string, so the lexer's error (at the line's end) is moved there
        // and the two become one.
        var openStrings: [Loc] = []
        for var token in SwiftLexer.tokenize(source) where !token.isTrivia || token.kind == .error {
            token.range.start.line += lineOffset
            token.range.end.line += lineOffset
            token.range.start.column += columnOffset
            token.range.end.column += columnOffset
            let start = Loc(line: token.range.start.line, column: token.range.start.column)
            switch token.kind {
            case .stringBegin: openStrings.append(start)
            case .stringEnd: _ = openStrings.popLast()
            default: break
            }
            if token.kind == .error {
                let message = token.error ?? "invalid token"
                let opening = message == "unterminated string literal" ? openStrings.popLast() : nil
                let error = SyntaxError(message: message, loc: opening ?? start)
                if !lexErrors.contains(error) { lexErrors.append(error) }
                continue
            }
            kept.append(token)
        }
        tokens = kept
        errors = lexErrors
    }

    /// Parses a whole source text. `errors` holds the problems; the returned file holds what did parse.
    public static func parse(_ source: String, lineOffset: Int = 0, columnOffset: Int = 0) -> (SourceFile, [SyntaxError]) {
        var parser = Parser(source: source, lineOffset: lineOffset, columnOffset: columnOffset)
        let file = parser.parseFile()
        return (file, parser.errors)
    }

    public mutating func parseFile() -> SourceFile {
        var statements: [Stmt] = []
        while !atEnd {
            if isPunct(";") { pos += 1; continue }
            if isPunct("}") {
                report(SyntaxError(message: "extraneous '}' at top level", loc: loc()))
                pos += 1
                continue
            }
            statements.append(contentsOf: parseStatementRecovering(stopAtBrace: false))
        }
        return SourceFile(statements: statements)
    }

    /// Resets the bracket context on entering a bracket or brace pair; returns the enclosing one for
    /// `leaveBrackets(restoring:)`.
    package mutating func enterBrackets() -> BracketContext {
        let enclosing = BracketContext(oneSidedRangeAllowed: oneSidedRangeAllowed, noTrailingClosure: noTrailingClosure)
        oneSidedRangeAllowed = false
        noTrailingClosure = false
        return enclosing
    }

    package mutating func leaveBrackets(restoring enclosing: BracketContext) {
        oneSidedRangeAllowed = enclosing.oneSidedRangeAllowed
        noTrailingClosure = enclosing.noTrailingClosure
    }

    /// Records a problem once: the lexer may already have reported what the parser finds at the same place.
    package mutating func report(_ error: SyntaxError) {
        if !errors.contains(error) { errors.append(error) }
    }

    // MARK: token helpers

    package var atEnd: Bool { pos >= tokens.count }
    package var current: Token? { pos < tokens.count ? tokens[pos] : nil }
    package func peekToken(_ n: Int = 1) -> Token? { pos + n < tokens.count ? tokens[pos + n] : nil }

    package func loc() -> Loc {
        if let t = current { return Loc(line: t.range.start.line, column: t.range.start.column) }
        if let t = tokens.last { return Loc(line: t.range.end.line, column: t.range.end.column) }
        return Loc(line: 1, column: 1)
    }

    package func isPunct(_ s: String) -> Bool {
        guard let t = current else { return false }
        return t.kind == .punctuation && t.text == s
    }

    package func isOp(_ s: String) -> Bool {
        guard let t = current else { return false }
        return t.kind == .operator && t.text == s
    }

    package func isKeyword(_ s: String) -> Bool {
        guard let t = current else { return false }
        return t.kind == .keyword && t.text == s
    }

    /// Identifier-like (including contextual keywords such as `set`, `get`, `didSet` used as names).
    package func isName() -> Bool {
        guard let t = current else { return false }
        return t.kind == .identifier || t.kind == .typeIdentifier
    }

    package static let contextualKeywordNames: Set<String> = [
        "get", "set", "didSet", "willSet", "some", "any", "optional", "dynamic", "weak", "unowned", "lazy", "required",
        "convenience", "final", "override", "mutating", "open", "async", "Type", "indirect", "nonmutating",
    ]

    /// A keyword that Swift lets code use as a plain name (`let weak = UIView()`, `func set()`).
    package func isContextualKeywordName() -> Bool {
        guard let t = current else { return false }
        return t.kind == .keyword && Parser.contextualKeywordNames.contains(t.text)
    }

    package func describe(_ t: Token?) -> String {
        guard let t = t else { return "end of block" }
        return "'\(t.text)'"
    }

    package mutating func fail(_ message: String) -> SyntaxError {
        SyntaxError(message: message, loc: loc())
    }

    /// Rejects an expression tree taller than `maxExpressionHeight`, at the start of the expression.
    package func bounded(_ e: Expr) throws -> Expr {
        if e.height > Parser.maxExpressionHeight {
            throw SyntaxError(message: "expression is nested too deeply (more than \(Parser.maxExpressionHeight) levels of operators, members and calls)", loc: e.loc)
        }
        return e
    }

    package mutating func expectPunct(_ s: String, _ context: String = "") throws {
        guard isPunct(s) else {
            throw fail("expected '\(s)'\(context.isEmpty ? "" : " " + context), found \(describe(current))")
        }
        pos += 1
    }

    package mutating func expectName(_ what: String = "identifier") throws -> String {
        guard let t = current else { throw fail("expected \(what), found end of block") }
        if t.kind == .identifier || t.kind == .typeIdentifier {
            pos += 1
            return t.text.hasPrefix("`") ? String(t.text.dropFirst().dropLast()) : t.text
        }
        // Contextual keywords may name things (`func set()`, `let get = 1`, `.default`).
        if isContextualKeywordName() {
            pos += 1
            return t.text
        }
        throw fail("expected \(what), found \(describe(t))")
    }

    package mutating func skipNewlineSensitiveSemicolons() {
        while isPunct(";") { pos += 1 }
    }

    /// After a statement: a `;`, a new line, `}` or the end must follow.
    package mutating func expectStatementEnd() throws {
        if atEnd || isPunct("}") { return }
        if isPunct(";") { pos += 1; return }
        if let t = current, t.isAtStartOfLine { return }
        throw fail("consecutive statements on a line must be separated by ';' (found \(describe(current)))")
    }

    /// Error recovery: skip to the start of the next line (or a `}` that closes the current body).
    package mutating func synchronize(stopAtBrace: Bool, statementStart: Int = -1) {
        // The error is inside a block the statement opened (a `switch` case's pattern, an accessor): skip to that
        // block's closing brace, so its remaining lines are not read as statements of the enclosing body (where its
        // `}` would close that body early and cascade into more errors).
        if statementStart >= 0, pos > statementStart {
            var open = 0
            for token in tokens[statementStart..<min(pos, tokens.count)] where token.kind == .punctuation {
                if token.text == "{" { open += 1 } else if token.text == "}" { open = max(0, open - 1) }
            }
            if open > 0 {
                while open > 0, let t = current {
                    if t.kind == .punctuation && t.text == "{" { open += 1 }
                    if t.kind == .punctuation && t.text == "}" { open -= 1 }
                    pos += 1
                }
                if atEnd || isPunct(";") || (current?.isAtStartOfLine ?? true) { return }
                if stopAtBrace && isPunct("}") { return }
            }
        }
        // The error was found at the first token of a later line (`let a = 1 +` then `func f()`): that line is
        // a new statement, so resume right there.
        if statementStart >= 0, pos > statementStart, let t = current, t.isAtStartOfLine { return }
        var nesting = 0
        let startLine = current?.range.start.line ?? 0
        while let t = current {
            if t.kind == .punctuation {
                if t.text == "{" || t.text == "(" || t.text == "[" { nesting += 1 }
                if t.text == "}" || t.text == ")" || t.text == "]" {
                    if nesting == 0 && t.text == "}" && stopAtBrace { return }
                    nesting = max(0, nesting - 1)
                }
            }
            pos += 1
            if let next = current, next.isAtStartOfLine, nesting == 0, next.range.start.line > startLine { return }
        }
    }

    package mutating func parseStatementRecovering(stopAtBrace: Bool) -> [Stmt] {
        let start = pos
        do {
            let s = try parseStatement()
            try expectStatementEnd()
            return [s]
        } catch let e as SyntaxError {
            report(e)
            synchronize(stopAtBrace: stopAtBrace, statementStart: start)
            if pos == start { pos += 1 }
            return []
        } catch {
            pos += 1
            return []
        }
    }

    /// `{ statements }`
    package mutating func parseBlock() throws -> [Stmt] {
        try expectPunct("{")
        return try parseStatementsToClosingBrace(closing: "to close the block", tooDeep: "nesting is too deep")
    }

    /// The statements of a block or closure body whose `{` is already consumed, through the matching `}`.
    /// Counts toward the nesting limit, and allows trailing closures again inside (they may be off in a condition).
    package mutating func parseStatementsToClosingBrace(closing: String, tooDeep: String) throws -> [Stmt] {
        depth += 1
        defer { depth -= 1 }
        if depth > Parser.maxDepth { throw fail(tooDeep) }
        let enclosing = enterBrackets()
        defer { leaveBrackets(restoring: enclosing) }
        var body: [Stmt] = []
        while !atEnd && !isPunct("}") {
            if isPunct(";") { pos += 1; continue }
            body.append(contentsOf: parseStatementRecovering(stopAtBrace: true))
        }
        try expectPunct("}", closing)
        return body
    }
}
