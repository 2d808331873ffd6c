import SwiftLexer

/// Swift's standard precedence groups, lowest first.
package enum Precedence {
    package static let assignment = 1
    package static let ternary = 2
    package static let disjunction = 3
    package static let conjunction = 4
    package static let comparison = 5
    package static let nilCoalescing = 6
    package static let casting = 7
    package static let rangeFormation = 8
    package static let addition = 9
    package static let multiplication = 10
    package static let shift = 11

    package static func of(binary op: String) -> (precedence: Int, rightAssociative: Bool)? {
        switch op {
        case "=", "+=", "-=", "*=", "/=", "%=", "&=", "|=", "^=", "<<=", ">>=": return (assignment, true)
        case "||": return (disjunction, false)
        case "&&": return (conjunction, false)
        case "==", "!=", "<", ">", "<=", ">=", "===", "!==", "~=": return (comparison, false)
        case "??": return (nilCoalescing, true)
        case "...", "..<": return (rangeFormation, false)
        case "+", "-", "|", "^", "&+", "&-": return (addition, false)
        case "*", "/", "%", "&", "&*": return (multiplication, false)
        case "<<", ">>": return (shift, false)
        default: return nil
        }
    }
}

extension Parser {
    package mutating func parseExpression(minPrecedence: Int = 0) throws -> Expr {
        depth += 1
        defer { depth -= 1 }
        if depth > Parser.maxDepth { throw fail("expression is nested too deeply") }
        var lhs = try parsePrefixExpression()
        while let t = current {
            let opLoc = loc()
            if t.kind == .keyword && (t.text == "as" || t.text == "is") {
                guard Precedence.casting >= minPrecedence else { break }
                pos += 1
                var op = t.text
                if t.text == "as", let q = current, q.kind == .operator, q.text == "?" || q.text == "!",
                   !q.hasLeadingSpace {
                    op += q.text
                    pos += 1
                }
                lhs = try bounded(Expr(.cast(op, lhs, try parseType()), opLoc))
                continue
            }
            guard t.kind == .operator else { break }
            if t.text == "?" {
                guard t.hasLeadingSpace, Precedence.ternary >= minPrecedence else { break }
                pos += 1
                let thenExpr = try parseExpression(minPrecedence: Precedence.assignment + 1)
                try expectPunct(":", "in the ternary expression")
                let elseExpr = try parseExpression(minPrecedence: Precedence.ternary)
                lhs = try bounded(Expr(.ternary(lhs, thenExpr, elseExpr), lhs.loc))
                continue
            }
            // Swift reads an operator as binary when it has whitespace on both sides or on neither.
            guard t.hasLeadingSpace == t.hasTrailingSpace || t.isAtStartOfLine,
                  let (precedence, rightAssociative) = Precedence.of(binary: t.text),
                  precedence >= minPrecedence else { break }
            if t.isAtStartOfLine && !t.hasTrailingSpace { break }
            pos += 1
            let rhs = try parseExpression(minPrecedence: rightAssociative ? precedence : precedence + 1)
            if precedence == Precedence.assignment {
                lhs = try bounded(Expr(.assign(t.text, lhs, rhs), lhs.loc))
            } else {
                lhs = try bounded(Expr(.binary(t.text, lhs, rhs), lhs.loc))
            }
        }
        return lhs
    }

    package mutating func parsePrefixExpression() throws -> Expr {
        depth += 1
        defer { depth -= 1 }
        if depth > Parser.maxDepth { throw fail("expression is nested too deeply") }
        guard let t = current else { throw fail("expected an expression, found end of block") }
        let start = loc()
        if t.kind == .keyword && (t.text == "try" || t.text == "await") {
            pos += 1
            if let q = current, q.kind == .operator, q.text == "?" || q.text == "!", !q.hasLeadingSpace { pos += 1 }
            return Expr(.tryExpr(try parsePrefixExpression()), start)
        }
        if t.kind == .operator && (t.text == "-" || t.text == "!" || t.text == "+" || t.text == "~" || t.text == "&")
            && !t.hasTrailingSpace {
            pos += 1
            let operand = try parsePrefixExpression()
            if t.text == "&" { return operand }  // inout argument
            if t.text == "-", case .integer(let n) = operand.kind { return Expr(.integer(-n), start) }
            if t.text == "-", case .float(let n) = operand.kind { return Expr(.float(-n), start) }
            return Expr(.prefix(t.text, operand), start)
        }
        if t.kind == .operator, t.text == "..<" || t.text == "...", !t.hasTrailingSpace {
            pos += 1
            let operand = try parsePrefixExpression()
            return Expr(.prefix(t.text, operand), start)
        }
        return try parsePostfixExpression()
    }

    package mutating func parsePostfixExpression() throws -> Expr {
        var expr = try parsePrimaryExpression()
        var hasOptionalBinding = false
        while let t = current {
            let l = loc()
            if t.kind == .operator && t.text == "..." && !t.hasLeadingSpace && isPostfixOperatorPosition() {
                // `400...`: a one-sided range (postfix `...`, as the operator is not bound on its right).
                guard oneSidedRangeAllowed else {
                    throw fail("one-sided range '\(Parser.sourceText(of: expr) ?? "x")...' is only supported as a 'case' pattern (`case 400...:`); write the upper bound, as in 'lower..<array.count'")
                }
                pos += 1
                expr = try bounded(Expr(.postfix("...", expr), expr.loc))
                continue
            }
            if t.kind == .punctuation && t.text == "." {
                pos += 1
                guard let name = current else { throw fail("expected a member name after '.'") }
                if name.kind == .integerLiteral, let index = Int(name.text) {
                    pos += 1
                    expr = try bounded(Expr(.tupleIndex(expr, index), l))
                    continue
                }
                let member = try expectMemberName()
                expr = try bounded(Expr(.member(expr, member), Loc(line: name.range.start.line, column: name.range.start.column)))
                continue
            }
            if t.kind == .punctuation && t.text == "(" && !t.isAtStartOfLine {
                pos += 1
                var args = try parseArguments(closing: ")")
                args.append(contentsOf: try parseTrailingClosures())
                expr = try bounded(Expr(.call(expr, args), expr.loc))
                continue
            }
            if t.kind == .punctuation && t.text == "[" && !t.isAtStartOfLine && !t.hasLeadingSpace {
                pos += 1
                let args = try parseArguments(closing: "]")
                expr = try bounded(Expr(.subscriptAccess(expr, args), expr.loc))
                continue
            }
            if t.kind == .punctuation && t.text == "{" && !noTrailingClosure && !t.isAtStartOfLine
                && !startsObserverBlock() {
                let args = try parseTrailingClosures()
                expr = try bounded(Expr(.call(expr, args), expr.loc))
                continue
            }
            if t.kind == .operator && !t.hasLeadingSpace && (t.text == "?" || t.text == "!") {
                pos += 1
                if t.text == "?" {
                    hasOptionalBinding = true
                    expr = try bounded(Expr(.bindOptional(expr), l))
                } else {
                    expr = try bounded(Expr(.forceUnwrap(expr), l))
                }
                continue
            }
            if t.kind == .operator && !t.hasLeadingSpace && t.text.count > 1
                && t.text.allSatisfy({ $0 == "?" || $0 == "!" }) && (t.hasTrailingSpace || peekToken()?.text == ".") {
                // `x!!` / `x?!`: rare, unfold
                pos += 1
                for c in t.text {
                    if c == "?" { hasOptionalBinding = true; expr = try bounded(Expr(.bindOptional(expr), l)) }
                    else { expr = try bounded(Expr(.forceUnwrap(expr), l)) }
                }
                continue
            }
            break
        }
        return hasOptionalBinding ? Expr(.optionalChain(expr), expr.loc) : expr
    }

    /// Swift reads an operator glued to its left operand as postfix when it is not bound on its right: followed by
    /// whitespace, a closing bracket, `,`, `;`, `:` or the end.
    package func isPostfixOperatorPosition() -> Bool {
        guard let t = current else { return false }
        if t.hasTrailingSpace { return true }
        guard let next = peekToken() else { return true }
        return next.kind == .punctuation && [")", "]", "}", ",", ";", ":"].contains(next.text)
    }

    /// A short rendering of a literal or name for messages.
    package static func sourceText(of e: Expr) -> String? {
        switch e.kind {
        case .integer(let n): return String(n)
        case .float(let d): return String(d)
        case .identifier(let name): return name
        default: return nil
        }
    }

    /// `{ didSet { … } }` / `{ willSet … }` after a property's initializer is not a trailing closure. As in
    /// Swift's parser (`isStartOfGetSetAccessor`), a `{` whose first token, after any attributes, is the keyword
    /// `didSet` or `willSet` opens observers. (`get`/`set` need no check: a computed property has no initializer,
    /// and a closure may well start with a call to a function named `get`.)
    package func startsObserverBlock() -> Bool {
        guard isPunct("{") else { return false }
        var i = pos + 1
        while i < tokens.count, tokens[i].kind == .attribute {
            i += 1
            // `@available(*, …)`: skip the attribute's argument list.
            if i < tokens.count, tokens[i].kind == .punctuation, tokens[i].text == "(", !tokens[i].hasLeadingSpace {
                var nesting = 0
                repeat {
                    if tokens[i].kind == .punctuation && tokens[i].text == "(" { nesting += 1 }
                    if tokens[i].kind == .punctuation && tokens[i].text == ")" { nesting -= 1 }
                    i += 1
                } while nesting > 0 && i < tokens.count
            }
        }
        guard i < tokens.count else { return false }
        let first = tokens[i]
        return first.kind == .keyword && (first.text == "didSet" || first.text == "willSet")
    }

    /// Member names may be keywords after a dot (`.default`, `.init`, `.self`, `.Type`).
    package mutating func expectMemberName() throws -> String {
        guard let t = current else { throw fail("expected a member name") }
        if t.kind == .identifier || t.kind == .typeIdentifier || t.kind == .keyword {
            pos += 1
            return t.text.hasPrefix("`") ? String(t.text.dropFirst().dropLast()) : t.text
        }
        throw fail("expected a member name after '.', found \(describe(t))")
    }

    /// `label: value, value, …` up to `closing`.
    package mutating func parseArguments(closing: String) throws -> [Argument] {
        let enclosing = enterBrackets()
        defer { leaveBrackets(restoring: enclosing) }
        var args: [Argument] = []
        while !isPunct(closing) {
            guard !atEnd else { throw fail("expected '\(closing)' to close the argument list") }
            var label: String?
            if let t = current, t.kind == .identifier || t.kind == .typeIdentifier || t.kind == .keyword,
               let colon = peekToken(), colon.kind == .punctuation, colon.text == ":" {
                label = t.text
                pos += 2
            }
            if let t = current, t.kind == .operator, let next = peekToken(),
               next.text == "," || next.text == closing, Precedence.of(binary: t.text) != nil {
                if closing == "]" && (t.text == "..." || t.text == "..<") {
                    throw fail("an unbounded range '\(t.text)' is not supported; write the bounds, as in '0..<array.count'")
                }
                pos += 1
                args.append(Argument(label: label, value: Expr(.identifier(t.text), loc())))
            } else {
                args.append(Argument(label: label, value: try parseExpression()))
            }
            if isPunct(",") { pos += 1 } else { break }
        }
        try expectPunct(closing, "to close the argument list")
        return args
    }

    /// `{ … }` and then `label: { … }` (multiple trailing closures) on the same line.
    package mutating func parseTrailingClosures() throws -> [Argument] {
        var args: [Argument] = []
        guard isPunct("{"), !noTrailingClosure, !(current?.isAtStartOfLine ?? true), !startsObserverBlock() else {
            return args
        }
        args.append(Argument(label: nil, value: try parseClosure()))
        while let t = current, t.kind == .identifier || t.kind == .keyword, !t.isAtStartOfLine || true,
              peekToken()?.text == ":", peekToken(2)?.text == "{" {
            // Only treat as a labeled trailing closure when it sits on the closing line of the previous one.
            guard !t.isAtStartOfLine else { break }
            pos += 2
            args.append(Argument(label: t.text, value: try parseClosure()))
        }
        return args
    }

    package mutating func parseClosure() throws -> Expr {
        let start = loc()
        try expectPunct("{")
        let signatureStart = pos
        var params: [ClosureParam] = []
        var captures: [ClosureCapture] = []
        var returnType: TypeRef?
        var hasSignature = false
        if let signature = try? parseClosureSignature() {
            (params, captures, returnType) = signature
            hasSignature = true
        } else {
            pos = signatureStart
        }
        anonymousParameterMaxima.append(-1)
        let body: [Stmt]
        do {
            body = try parseStatementsToClosingBrace(closing: "to close the closure",
                                                     tooDeep: "closures are nested too deeply")
        } catch {
            anonymousParameterMaxima.removeLast()
            throw error
        }
        let highest = anonymousParameterMaxima.removeLast()
        let closure = ClosureExpr(params: params, usesAnonymousParams: !hasSignature, highestAnonymousParam: highest,
                                  body: body, loc: start)
        closure.captures = captures
        closure.returnType = returnType
        return Expr(.closure(closure), start)
    }

    /// `[weak self] (a: T, b) -> R in` / `a, b in` / `_ in`. Throws when the closure has no signature.
    package mutating func parseClosureSignature() throws -> (params: [ClosureParam], captures: [ClosureCapture], result: TypeRef?) {
        var captures: [ClosureCapture] = []
        if isPunct("[") {
            captures = try parseCaptureList()
            if isKeyword("in") { pos += 1; return ([], captures, nil) }
        }
        var params: [ClosureParam] = []
        if isPunct("(") {
            pos += 1
            while !isPunct(")") {
                let name = try expectName("closure parameter")
                if isName() { _ = try expectName() }
                var type: TypeRef?
                if isPunct(":") {
                    pos += 1
                    type = try parseType()
                }
                params.append(ClosureParam(name: name, type: type))
                if isPunct(",") { pos += 1 } else { break }
            }
            try expectPunct(")")
        } else {
            repeat {
                let name = try expectName("closure parameter")
                params.append(ClosureParam(name: name, type: nil))
                if isPunct(",") { pos += 1 } else { break }
            } while true
        }
        try skipEffects()
        var result: TypeRef?
        if isOp("->") {
            pos += 1
            result = try parseType()
        }
        guard isKeyword("in") else { throw fail("not a closure signature") }
        pos += 1
        return (params, captures, result)
    }

    /// `[width, weak view, unowned(safe) cell, w = frame.width]`: each entry's name and the expression to copy.
    package mutating func parseCaptureList() throws -> [ClosureCapture] {
        try expectPunct("[")
        var captures: [ClosureCapture] = []
        while !isPunct("]") {
            if let t = current, t.kind == .keyword || t.kind == .identifier, t.text == "weak" || t.text == "unowned" {
                pos += 1
                if isPunct("(") { try skipBalanced() }
            }
            let start = loc()
            let name: String
            if isKeyword("self") {
                pos += 1
                name = "self"
            } else {
                name = try expectName("captured name")
            }
            var value = Expr(.identifier(name), start)
            if isOp("=") {
                pos += 1
                value = try parseExpression()
            }
            if name != "self" { captures.append(ClosureCapture(name: name, value: value)) }
            if isPunct(",") { pos += 1 } else { break }
        }
        try expectPunct("]")
        return captures
    }

    package mutating func parsePrimaryExpression() throws -> Expr {
        guard let t = current else { throw fail("expected an expression, found end of block") }
        let start = loc()
        switch t.kind {
        case .integerLiteral:
            pos += 1
            let digits = t.text.filter { $0 != "_" }
            let value: Int?
            if digits.hasPrefix("0x") { value = Int(digits.dropFirst(2), radix: 16) }
            else if digits.hasPrefix("0b") { value = Int(digits.dropFirst(2), radix: 2) }
            else if digits.hasPrefix("0o") { value = Int(digits.dropFirst(2), radix: 8) }
            else { value = Int(digits) }
            guard let v = value else { throw SyntaxError(message: "integer literal '\(t.text)' overflows", loc: start) }
            return Expr(.integer(v), start)
        case .floatLiteral:
            pos += 1
            return Expr(.float(Double(t.text.filter { $0 != "_" }) ?? 0), start)
        case .stringBegin:
            return try parseStringLiteral()
        case .dollarIdentifier:
            pos += 1
            let index = Int(t.text.dropFirst()) ?? 0
            if let last = anonymousParameterMaxima.indices.last {
                anonymousParameterMaxima[last] = max(anonymousParameterMaxima[last], index)
            }
            return Expr(.dollar(index), start)
        case .identifier, .typeIdentifier:
            pos += 1
            let name = t.text.hasPrefix("`") ? String(t.text.dropFirst().dropLast()) : t.text
            if t.kind == .typeIdentifier, let lt = current, lt.kind == .operator, lt.text == "<", !lt.hasLeadingSpace {
                let save = pos
                pos += 1
                if let generics = try? parseGenericArgumentsAfterOpen(), isPunct("(") || isPunct(".") {
                    return Expr(.typeExpr(.named(name, generics: generics)), start)
                }
                pos = save
            }
            return Expr(.identifier(name), start)
        case .keyword:
            switch t.text {
            case "true", "false":
                pos += 1
                return Expr(.bool(t.text == "true"), start)
            case "nil":
                pos += 1
                return Expr(.nilLiteral, start)
            case "self":
                pos += 1
                return Expr(.selfRef, start)
            case "super":
                pos += 1
                return Expr(.superRef, start)
            case "Self", "Any":
                pos += 1
                return Expr(.identifier(t.text), start)
            case "if":
                return Expr(.statementExpression(try parseIf()), start)
            case "switch":
                return Expr(.statementExpression(try parseSwitch()), start)
            default:
                // Contextual keywords used as plain names (`set`, `get`, `optional`, …).
                if ["get", "set", "didSet", "willSet", "optional", "weak", "lazy", "dynamic", "some", "any",
                    "required", "async", "final", "convenience", "override", "mutating", "indirect", "open",
                    "unowned", "nonmutating"].contains(t.text) {
                    pos += 1
                    return Expr(.identifier(t.text), start)
                }
                throw fail("expected an expression, found keyword '\(t.text)'")
            }
        case .punctuation:
            switch t.text {
            case ".":
                pos += 1
                let name = try expectMemberName()
                return Expr(.implicitMember(name), start)
            case "(":
                pos += 1
                let enclosing = enterBrackets()
                defer { leaveBrackets(restoring: enclosing) }
                var items: [(String?, Expr)] = []
                while !isPunct(")") {
                    var label: String?
                    if isLabelBeforeColon() {
                        label = current?.text
                        pos += 2
                    }
                    items.append((label, try parseExpression()))
                    if isPunct(",") { pos += 1 } else { break }
                }
                try expectPunct(")", "to close the parenthesized expression")
                if items.count == 1 && items[0].0 == nil { return items[0].1 }
                return Expr(.tuple(items), start)
            case "[":
                return try parseCollectionLiteral()
            case "{":
                return try parseClosure()
            case "\\":
                pos += 1
                var path: [String] = []
                if let tn = current, tn.kind == .typeIdentifier { pos += 1 }
                while isPunct(".") {
                    pos += 1
                    path.append(try expectMemberName())
                }
                return Expr(.keyPath(path), start)
            default:
                throw fail("expected an expression, found '\(t.text)'")
            }
        case .poundDirective:
            pos += 1
            if t.text == "#selector" {
                return Expr(.selector(try parseSelectorName()), start)
            }
            if t.text == "#colorLiteral" || t.text == "#imageLiteral", isPunct("(") {
                // Playground literals: `#colorLiteral(red:green:blue:alpha:)` is a UIColor, `#imageLiteral` a UIImage.
                pos += 1
                var args = try parseArguments(closing: ")")
                if t.text == "#imageLiteral" { args = args.map { Argument(label: "named", value: $0.value) } }
                let type = t.text == "#colorLiteral" ? "UIColor" : "UIImage"
                return Expr(.call(Expr(.identifier(type), start), args), start)
            }
            if t.text == "#line" { return Expr(.integer(start.line), start) }
            if t.text == "#file" || t.text == "#fileID" || t.text == "#function" {
                return Expr(.string([.literal(t.text)]), start)
            }
            if isPunct("(") { try skipBalanced() }
            return Expr(.identifier(t.text), start)
        case .operator:
            if t.text == "..." || t.text == "..<" {
                // `array[ ... ]`: an unbounded range (`UnboundedRange`), which the interpreter has no value for.
                throw fail("an unbounded range '\(t.text)' is not supported; write the bounds, as in '0..<array.count'")
            }
            throw fail("expected an expression, found operator '\(t.text)'")
        default:
            throw fail("expected an expression, found \(describe(t))")
        }
    }

    package mutating func parseSelectorName() throws -> String {
        try expectPunct("(", "after #selector")
        var nesting = 1
        var name = ""
        if isKeyword("getter") || current?.text == "getter" || current?.text == "setter" {
            pos += 2
        }
        while let t = current, nesting > 0 {
            pos += 1
            if t.kind == .punctuation && t.text == "(" { nesting += 1; continue }
            if t.kind == .punctuation && t.text == ")" { nesting -= 1; continue }
            if nesting == 1 && (t.kind == .identifier || t.kind == .typeIdentifier) { name = t.text }
        }
        if nesting > 0 { throw fail("expected ')' to close #selector") }
        return name
    }

    package mutating func parseCollectionLiteral() throws -> Expr {
        let start = loc()
        pos += 1 // [
        let enclosing = enterBrackets()
        defer { leaveBrackets(restoring: enclosing) }
        if isPunct(":") {
            pos += 1
            try expectPunct("]", "to close the empty dictionary literal")
            return Expr(.dictionary([]), start)
        }
        if isPunct("]") {
            pos += 1
            return Expr(.array([]), start)
        }
        let first = try parseExpression()
        if isPunct(":") {
            pos += 1
            var pairs: [(Expr, Expr)] = [(first, try parseExpression())]
            while isPunct(",") {
                pos += 1
                if isPunct("]") { break }
                let key = try parseExpression()
                try expectPunct(":", "in the dictionary literal")
                pairs.append((key, try parseExpression()))
            }
            try expectPunct("]", "to close the dictionary literal")
            return Expr(.dictionary(pairs), start)
        }
        var items = [first]
        while isPunct(",") {
            pos += 1
            if isPunct("]") { break }
            items.append(try parseExpression())
        }
        try expectPunct("]", "to close the array literal")
        return Expr(.array(items), start)
    }

    package mutating func parseStringLiteral() throws -> Expr {
        let start = loc()
        guard let open = current else { throw fail("expected a string") }
        pos += 1
        let hashes = open.text.prefix { $0 == "#" }.count
        let multiline = open.text.hasSuffix("\"\"\"")
        var parts: [StringPart] = []
        var segments: [String] = []
        while let t = current {
            switch t.kind {
            case .stringSegment:
                pos += 1
                segments.append(t.decodedStringSegment(rawHashes: hashes))
                parts.append(.literal(segments.last ?? ""))
            case .interpolationBegin:
                pos += 1
                let saved = noTrailingClosure
                noTrailingClosure = false
                var items: [(String?, Expr)] = []
                while !(current?.kind == .interpolationEnd) {
                    guard !atEnd else { throw fail("unterminated string interpolation") }
                    var label: String?
                    if isName(), peekToken()?.text == ":" {
                        label = current?.text
                        pos += 2
                    }
                    items.append((label, try parseExpression()))
                    if isPunct(",") { pos += 1 } else { break }
                }
                noTrailingClosure = saved
                guard current?.kind == .interpolationEnd else {
                    throw fail("expected ')' to close the string interpolation")
                }
                pos += 1
                if let first = items.first { parts.append(.interpolation(first.1)) }
            case .stringEnd:
                pos += 1
                if multiline { parts = Parser.stripMultilineIndent(parts, closing: t) }
                return Expr(.string(parts), start)
            default:
                throw SyntaxError(message: "unterminated string literal", loc: start)
            }
        }
        throw SyntaxError(message: "unterminated string literal", loc: start)
    }

    /// Multi-line strings drop the first newline, the last newline and the closing delimiter's indentation.
    package static func stripMultilineIndent(_ parts: [StringPart], closing: Token) -> [StringPart] {
        let indent = max(0, closing.range.start.column - 1)
        var result: [StringPart] = []
        for (i, part) in parts.enumerated() {
            guard case .literal(var text) = part else { result.append(part); continue }
            if i == 0, text.hasPrefix("\n") { text.removeFirst() }
            if i == parts.count - 1 {
                if let lastNewline = text.lastIndex(of: "\n") {
                    text = String(text[..<lastNewline])
                } else if parts.count == 1 {
                    text = ""
                }
            }
            if indent > 0 {
                let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
                text = lines.enumerated().map { j, line in
                    (j == 0 && i > 0) ? String(line) : String(line.dropFirst(min(indent, line.prefix { $0 == " " }.count)))
                }.joined(separator: "\n")
            }
            result.append(.literal(text))
        }
        return result
    }
}
