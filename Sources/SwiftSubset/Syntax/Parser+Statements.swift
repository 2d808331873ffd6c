import SwiftLexer

extension Parser {
    package static let declarationModifiers: Set<String> = [
        "private", "fileprivate", "internal", "public", "open", "static", "class", "final", "override", "lazy",
        "weak", "unowned", "mutating", "nonmutating", "required", "convenience", "dynamic", "optional", "indirect",
    ]

    package mutating func parseStatement() throws -> Stmt {
        let start = loc()
        guard let t = current else { throw fail("expected a statement") }
        if t.kind == .attribute || isDeclarationStart() {
            return Stmt(.declaration(try parseDeclaration()), start)
        }
        if t.kind == .keyword {
            switch t.text {
            case "return":
                pos += 1
                if atEnd || isPunct("}") || isPunct(";") || (current?.isAtStartOfLine ?? true) {
                    return Stmt(.returnStmt(nil), start)
                }
                return Stmt(.returnStmt(try parseExpression()), start)
            case "break":
                pos += 1
                if isName(), !(current?.isAtStartOfLine ?? true) { pos += 1 }
                return Stmt(.breakStmt, start)
            case "continue":
                pos += 1
                return Stmt(.continueStmt, start)
            case "fallthrough":
                pos += 1
                return Stmt(.fallthroughStmt, start)
            case "if":
                return try parseIf()
            case "guard":
                pos += 1
                let conditions = try parseConditions()
                guard isKeyword("else") else { throw fail("expected 'else' after guard condition") }
                pos += 1
                return Stmt(.guardStmt(conditions, otherwise: try parseBlock()), start)
            case "for":
                pos += 1
                if isKeyword("case") { pos += 1 }
                let pattern = try parsePattern(binding: true)
                guard isKeyword("in") else { throw fail("expected 'in' in for-in loop") }
                pos += 1
                let saved = noTrailingClosure
                noTrailingClosure = true
                let sequence = try parseExpression()
                var whereClause: Expr?
                if isKeyword("where") {
                    pos += 1
                    whereClause = try parseExpression()
                }
                noTrailingClosure = saved
                return Stmt(.forIn(pattern, sequence, whereClause: whereClause, body: try parseBlock()), start)
            case "while":
                pos += 1
                let conditions = try parseConditions()
                return Stmt(.whileStmt(conditions, body: try parseBlock()), start)
            case "repeat":
                pos += 1
                let body = try parseBlock()
                guard isKeyword("while") else { throw fail("expected 'while' after repeat body") }
                pos += 1
                return Stmt(.repeatWhile(body: body, try parseExpression()), start)
            case "switch":
                return try parseSwitch()
            case "do":
                pos += 1
                let body = try parseBlock()
                var catches: [CatchClause] = []
                while isKeyword("catch") {
                    pos += 1
                    var pattern: Pattern?
                    if !isPunct("{") { pattern = try parsePattern(binding: true) }
                    catches.append(CatchClause(pattern: pattern, body: try parseBlock()))
                }
                return Stmt(.doStmt(body, catches: catches), start)
            case "throw":
                pos += 1
                return Stmt(.throwStmt(try parseExpression()), start)
            case "defer":
                pos += 1
                return Stmt(.deferStmt(try parseBlock()), start)
            default:
                break
            }
        }
        return Stmt(.expression(try parseExpression()), start)
    }

    package func isDeclarationStart() -> Bool {
        guard let t = current else { return false }
        if t.kind == .keyword {
            switch t.text {
            case "let", "var", "func", "struct", "enum", "extension", "protocol", "init", "deinit", "typealias",
                 "associatedtype", "import", "subscript", "case":
                return true
            case "class":
                return true
            default:
                if Parser.declarationModifiers.contains(t.text) {
                    // `weak var`, `override func`, `private(set) var` …, but not `open()` (a call).
                    return followsAsModifier()
                }
            }
        }
        if t.kind == .identifier, t.text == "convenience" || t.text == "fileprivate" { return followsAsModifier() }
        return false
    }

    /// After a modifier word: another modifier, an attribute, a declaration keyword, or `(set)`.
    package func followsAsModifier() -> Bool {
        guard let next = peekToken() else { return false }
        if next.kind == .attribute { return true }
        if next.kind == .punctuation && next.text == "(" {
            return peekToken(2)?.text == "set" && peekToken(3)?.text == ")"
        }
        guard next.kind == .keyword || next.kind == .identifier else { return false }
        return ["let", "var", "func", "class", "struct", "enum", "extension", "protocol", "init", "deinit",
                "typealias", "associatedtype", "subscript", "case", "convenience", "fileprivate"].contains(next.text)
            || Parser.declarationModifiers.contains(next.text)
    }

    package mutating func parseIf() throws -> Stmt {
        depth += 1
        defer { depth -= 1 }
        if depth > Parser.maxDepth { throw fail("statements are nested too deeply") }
        let start = loc()
        pos += 1 // if
        let conditions = try parseConditions()
        let then = try parseBlock()
        var otherwise: [Stmt]?
        if isKeyword("else") {
            pos += 1
            if isKeyword("if") {
                otherwise = [try parseIf()]
            } else {
                otherwise = try parseBlock()
            }
        }
        return Stmt(.ifStmt(conditions, then: then, otherwise: otherwise), start)
    }

    package mutating func parseConditions() throws -> [Condition] {
        let saved = noTrailingClosure
        noTrailingClosure = true
        defer { noTrailingClosure = saved }
        var conditions: [Condition] = []
        repeat {
            if isKeyword("let") || isKeyword("var") {
                let isVar = isKeyword("var")
                pos += 1
                // `guard let self = self` / `guard let self` rebind self (always non-nil here).
                let nameLoc = loc()
                let name = isKeyword("self") ? { pos += 1; return "self" }() : try expectName()
                if isPunct(":") { pos += 1; _ = try parseType() }
                if isOp("=") {
                    pos += 1
                    conditions.append(.optionalBinding(.binding(name, isVar: isVar), try parseExpression()))
                } else {
                    // SE-0345 shorthand: `if let x` is `if let x = x`, and `if let self` is `if let self = self`.
                    let value = name == "self" ? Expr(.selfRef, nameLoc) : Expr(.identifier(name), nameLoc)
                    conditions.append(.optionalBinding(.binding(name, isVar: isVar), value))
                }
            } else if isKeyword("case") {
                pos += 1
                let pattern = try parsePattern(binding: false)
                guard isOp("=") else { throw fail("expected '=' in 'case' condition") }
                pos += 1
                conditions.append(.casePattern(pattern, try parseExpression()))
            } else if let t = current, t.kind == .poundDirective, t.text == "#available" || t.text == "#unavailable" {
                pos += 1
                try skipBalanced()
                conditions.append(.available)
            } else {
                conditions.append(.expression(try parseExpression()))
            }
            if isPunct(",") { pos += 1 } else { break }
        } while true
        return conditions
    }

    /// Skips a parenthesized group (used for `#available(…)` and attribute arguments).
    package mutating func skipBalanced() throws {
        guard isPunct("(") else { return }
        var nesting = 0
        while let t = current {
            pos += 1
            if t.kind == .punctuation && t.text == "(" { nesting += 1 }
            if t.kind == .punctuation && t.text == ")" {
                nesting -= 1
                if nesting == 0 { return }
            }
        }
        throw fail("expected ')'")
    }

    package mutating func parseSwitch() throws -> Stmt {
        let start = loc()
        pos += 1
        let saved = noTrailingClosure
        noTrailingClosure = true
        let subject = try parseExpression()
        noTrailingClosure = saved
        try expectPunct("{", "to open the switch body")
        var cases: [SwitchCase] = []
        while !atEnd && !isPunct("}") {
            let caseLoc = loc()
            var patterns: [Pattern] = []
            var guardExpr: Expr?
            if isKeyword("default") || (current?.text == "default") {
                pos += 1
            } else if isKeyword("case") {
                pos += 1
                repeat {
                    patterns.append(try parsePattern(binding: false))
                    if isPunct(",") { pos += 1 } else { break }
                } while true
                if isKeyword("where") {
                    pos += 1
                    guardExpr = try parseExpression()
                }
            } else {
                throw fail("expected 'case' or 'default' in switch, found \(describe(current))")
            }
            try expectPunct(":", "after the case pattern")
            var body: [Stmt] = []
            while !atEnd && !isPunct("}") && !isKeyword("case") && !isKeyword("default")
                    && current?.text != "default" {
                if isPunct(";") { pos += 1; continue }
                body.append(contentsOf: parseStatementRecovering(stopAtBrace: true))
            }
            cases.append(SwitchCase(patterns: patterns, guardExpr: guardExpr, body: body, loc: caseLoc))
        }
        try expectPunct("}", "to close the switch")
        return Stmt(.switchStmt(subject, cases), start)
    }

    /// Patterns of `case`, `for`, `catch`. With `binding`, bare identifiers bind names (after `let`/`var`).
    package mutating func parsePattern(binding: Bool) throws -> Pattern {
        depth += 1
        defer { depth -= 1 }
        if depth > Parser.maxDepth { throw fail("pattern is nested too deeply") }
        var pattern = try parsePrimaryPattern(binding: binding)
        while true {
            if isOp("?") && !(current?.hasLeadingSpace ?? true) {
                pos += 1
                pattern = .optional(pattern)
            } else if isKeyword("as") {
                pos += 1
                pattern = .asType(pattern, try parseType())
            } else {
                return pattern
            }
        }
    }

    package mutating func parsePrimaryPattern(binding: Bool) throws -> Pattern {
        if isKeyword("let") || isKeyword("var") {
            pos += 1
            return try parsePattern(binding: true)
        }
        if let t = current, t.kind == .identifier, t.text == "_" {
            pos += 1
            return .wildcard
        }
        if isKeyword("is") {
            pos += 1
            return .isType(try parseType())
        }
        if isPunct("(") {
            pos += 1
            var items: [Pattern] = []
            while !isPunct(")") {
                // Labeled tuple patterns `(x: let a, y: _)`: drop the label.
                if isLabelBeforeColon() { pos += 2 }
                items.append(try parsePattern(binding: binding))
                if isPunct(",") { pos += 1 } else { break }
            }
            try expectPunct(")")
            return items.count == 1 ? items[0] : .tuple(items)
        }
        if isPunct(".") , let next = peekToken(), next.kind == .identifier || next.kind == .typeIdentifier || next.kind == .keyword {
            pos += 2
            return .enumCase(type: nil, name: next.text, sub: try parseEnumSubpatterns(binding: binding))
        }
        if binding, isName() || isContextualKeywordName() {
            let name = try expectName()
            return .binding(name, isVar: false)
        }
        if let t = current, t.kind == .typeIdentifier, peekToken()?.text == ".",
           let member = peekToken(2), member.kind == .identifier,
           peekToken(3)?.text == "(" || !isExpressionContinuation(at: pos + 3) {
            pos += 3
            return .enumCase(type: t.text, name: member.text, sub: try parseEnumSubpatterns(binding: binding))
        }
        let saved = noTrailingClosure
        noTrailingClosure = true
        let savedRangeAllowed = oneSidedRangeAllowed
        oneSidedRangeAllowed = true
        defer {
            noTrailingClosure = saved
            oneSidedRangeAllowed = savedRangeAllowed
        }
        return .expression(Parser.closingOneSidedRange(try parseExpression(minPrecedence: Precedence.casting + 1)))
    }

    /// A one-sided range pattern matches every value on its open side (`case ..<0` matches -1000, `case 400...`
    /// matches 10_000), so it becomes a range to an infinite bound: `~=` then compares exactly as Swift does.
    package static func closingOneSidedRange(_ e: Expr) -> Expr {
        switch e.kind {
        case .prefix(let op, let upper) where op == "..<" || op == "...":
            return Expr(.binary(op, Expr(.float(-.infinity), e.loc), upper), e.loc)
        case .postfix("...", let lower):
            return Expr(.binary("...", lower, Expr(.float(.infinity), e.loc)), e.loc)
        default:
            return e
        }
    }

    package func isExpressionContinuation(at index: Int) -> Bool {
        guard index < tokens.count else { return false }
        let t = tokens[index]
        return t.kind == .operator && t.text != "?" || (t.kind == .punctuation && t.text == ".")
    }

    package mutating func parseEnumSubpatterns(binding: Bool) throws -> [Pattern]? {
        guard isPunct("("), !(current?.hasLeadingSpace ?? false) else { return nil }
        pos += 1
        var subs: [Pattern] = []
        while !isPunct(")") {
            if isLabelBeforeColon() { pos += 2 }
            subs.append(try parsePattern(binding: binding))
            if isPunct(",") { pos += 1 } else { break }
        }
        try expectPunct(")")
        return subs
    }
}
