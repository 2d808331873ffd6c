/// Parses the constraint text format of DESIGN.md §8. Every line is parsed on its own, so one bad line yields one
/// error and the others are still checked.
public enum ConstraintTextParser {
    public struct Result: Sendable {
        public var statements: [Statement]
        /// In line order; empty when the whole text is valid.
        public var errors: [ConstraintTextError]
    }

    /// The largest magnitude of a number in the text, of a coefficient or constant it computes, and of a value in
    /// the solution. The solver's tolerances are absolute (1e-8), so far beyond layout sizes (points, ≤ ~1e5)
    /// its answers stop being exact; past 1e15 even whole numbers lose their last digit. Larger values are
    /// located errors rather than an unreliable (or infinite) result.
    public static let maximumMagnitude = 1e15

    /// `1e+15` as messages write the limit.
    static let maximumMagnitudeText = "1e15"

    /// Priority keywords (Auto Layout's names).
    public static let priorityKeywords: [String: Double] = ["required": 1000, "high": 750, "medium": 500, "low": 250]

    public static func parse(_ text: String) -> Result {
        parse(bytes: Array(text.utf8))
    }

    public static func parse(bytes: [UInt8]) -> Result {
        var result = Result(statements: [], errors: [])
        var lineNumber = 1
        var start = 0
        while start <= bytes.count {
            var end = start
            while end < bytes.count, bytes[end] != UInt8(ascii: "\n") { end += 1 }
            do {
                if let statement = try parseLine(Array(bytes[start..<end]), lineNumber: lineNumber) {
                    result.statements.append(statement)
                }
            } catch let error as ConstraintTextError {
                result.errors.append(error)
            } catch {
                result.errors.append(ConstraintTextError("\(error)", at: TextPosition(line: lineNumber, column: 1)))
            }
            start = end + 1
            lineNumber += 1
        }
        return result
    }

    static func parseLine(_ line: [UInt8], lineNumber: Int) throws -> Statement? {
        var parser = LineParser(tokens: try ConstraintTextLexer.tokenize(line, lineNumber: lineNumber),
                                line: lineNumber)
        return try parser.statement()
    }
}

/// Recursive descent over one line's tokens.
private struct LineParser {
    typealias Token = ConstraintTextLexer.Token
    let tokens: [Token]
    let line: Int
    var index = 0
    var depth = 0

    /// Deeper nesting than this is rejected rather than risking the stack.
    static let maximumDepth = 200

    init(tokens: [Token], line: Int) {
        self.tokens = tokens
        self.line = line
    }

    var current: Token { tokens[min(index, tokens.count - 1)] }

    func position(_ token: Token) -> TextPosition { TextPosition(line: line, column: token.column) }

    mutating func statement() throws -> Statement? {
        if case .end = current.kind { return nil }
        if case .identifier("edit") = current.kind, index + 2 < tokens.count,
           case .identifier(let name) = tokens[index + 1].kind, case .assign = tokens[index + 2].kind {
            return .edit(try edit(name: name))
        }
        let start = position(current)
        let lhs = try expression()
        let relation: RelationText
        switch current.kind {
        case .relation(let found):
            relation = found
            index += 1
        case .assign:
            throw ConstraintTextError("expected '==', '<=' or '>=' (found '=')", at: position(current))
        default:
            throw unexpected("expected '==', '<=' or '>='")
        }
        let rhs = try expression()
        let priority = try optionalPriority() ?? 1000
        try expectEnd()
        return .constraint(ConstraintStatement(lhs: lhs, relation: relation, rhs: rhs, priority: priority,
                                               position: start))
    }

    mutating func edit(name: String) throws -> EditStatement {
        let start = position(current)
        index += 3   // edit NAME =
        var sign = 1.0
        if case .minus = current.kind { sign = -1; index += 1 } else if case .plus = current.kind { index += 1 }
        guard case .number(let value) = current.kind else { throw unexpected("expected a number after '='") }
        index += 1
        let priority = try optionalPriority()
        try expectEnd()
        return EditStatement(name: name, value: sign * value, priority: priority, position: start)
    }

    mutating func optionalPriority() throws -> Double? {
        guard case .at = current.kind else { return nil }
        index += 1
        let token = current
        var sign = 1.0
        if case .minus = token.kind { sign = -1; index += 1 }
        switch current.kind {
        case .number(let value):
            index += 1
            let priority = sign * value
            guard priority >= 1, priority <= 1000 else {
                throw ConstraintTextError("priority \(format(priority)) is out of range 1...1000", at: position(token))
            }
            return priority
        case .identifier(let name) where sign > 0:
            guard let priority = ConstraintTextParser.priorityKeywords[name] else {
                throw ConstraintTextError("unknown priority '\(name)' (use 1...1000, required, high, medium or low)",
                                          at: position(token))
            }
            index += 1
            return priority
        default:
            throw unexpected("expected a priority (1...1000, required, high, medium or low)")
        }
    }

    mutating func expectEnd() throws {
        guard case .end = current.kind else { throw unexpected("unexpected") }
    }

    // MARK: Expressions

    mutating func expression() throws -> LinearText {
        var value = try term()
        while true {
            switch current.kind {
            case .plus:
                index += 1
                value = try add(value, try term(), sign: 1)
            case .minus:
                index += 1
                value = try add(value, try term(), sign: -1)
            default:
                return value
            }
        }
    }

    mutating func term() throws -> LinearText {
        var value = try unary()
        while true {
            let operatorToken = current
            switch operatorToken.kind {
            case .star:
                index += 1
                let factor = try unary()
                if value.isConstant {
                    value = try scale(factor, by: value.constant, at: operatorToken)
                } else if factor.isConstant {
                    value = try scale(value, by: factor.constant, at: operatorToken)
                } else {
                    throw ConstraintTextError("nonlinear term: a product of two expressions with variables",
                                              at: position(operatorToken))
                }
            case .slash:
                index += 1
                let divisor = try unary()
                guard divisor.isConstant else {
                    throw ConstraintTextError("nonlinear term: division by an expression with variables",
                                              at: position(operatorToken))
                }
                guard divisor.constant != 0 else {
                    throw ConstraintTextError("division by zero", at: position(operatorToken))
                }
                value = try scale(value, by: 1 / divisor.constant, at: operatorToken)
            default:
                return value
            }
        }
    }

    mutating func unary() throws -> LinearText {
        depth += 1
        defer { depth -= 1 }
        guard depth <= LineParser.maximumDepth else {
            throw ConstraintTextError("expression nested too deeply", at: position(current))
        }
        let token = current
        switch token.kind {
        case .minus:
            index += 1
            return try scale(try unary(), by: -1, at: token)
        case .plus:
            index += 1
            return try unary()
        case .number(let value):
            index += 1
            return LinearText(constant: value)
        case .identifier(let name):
            index += 1
            return LinearText(terms: [(name, 1)], constant: 0)
        case .leftParen:
            index += 1
            let inner = try expression()
            guard case .rightParen = current.kind else { throw unexpected("expected ')'") }
            index += 1
            return inner
        default:
            throw unexpected("expected a number, a name or '('")
        }
    }

    func add(_ lhs: LinearText, _ rhs: LinearText, sign: Double) throws -> LinearText {
        var result = lhs
        var slots: [String: Int] = [:]
        for (slot, term) in result.terms.enumerated() { slots[term.name] = slot }
        for term in rhs.terms {
            if let slot = slots[term.name] {
                result.terms[slot].coefficient += sign * term.coefficient
            } else {
                slots[term.name] = result.terms.count
                result.terms.append((term.name, sign * term.coefficient))
            }
        }
        result.constant += sign * rhs.constant
        try checkFinite(result, at: current)
        return result
    }

    func scale(_ value: LinearText, by factor: Double, at token: Token) throws -> LinearText {
        var result = value
        result.constant *= factor
        for slot in result.terms.indices { result.terms[slot].coefficient *= factor }
        try checkFinite(result, at: token)
        return result
    }

    func checkFinite(_ value: LinearText, at token: Token) throws {
        let limit = ConstraintTextParser.maximumMagnitude
        guard value.constant.magnitude <= limit, value.terms.allSatisfy({ $0.coefficient.magnitude <= limit }) else {
            throw ConstraintTextError("number out of range: the expression reaches beyond ±\(ConstraintTextParser.maximumMagnitudeText)",
                                      at: position(token))
        }
    }

    func unexpected(_ expectation: String) -> ConstraintTextError {
        let found: String
        switch current.kind {
        case .end: found = "end of line"
        case .number(let value): found = "'\(format(value))'"
        case .identifier(let name): found = "'\(name)'"
        case .plus: found = "'+'"
        case .minus: found = "'-'"
        case .star: found = "'*'"
        case .slash: found = "'/'"
        case .leftParen: found = "'('"
        case .rightParen: found = "')'"
        case .at: found = "'@'"
        case .assign: found = "'='"
        case .relation(let relation): found = "'\(relation.rawValue)'"
        }
        let message = expectation == "unexpected" ? "unexpected \(found)" : "\(expectation), found \(found)"
        return ConstraintTextError(message, at: position(current))
    }

    func format(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
    }
}
