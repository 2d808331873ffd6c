/// Splits one line of the constraint text format into tokens.
struct ConstraintTextLexer {
    enum Kind: Equatable {
        case number(Double)
        case identifier(String)
        case plus, minus, star, slash, leftParen, rightParen, at, assign
        case relation(RelationText)
        case end
    }

    struct Token {
        var kind: Kind
        var column: Int
    }

    /// Tokens of a line (without its terminator); a `#` ends the line. Always ends with `.end`.
    static func tokenize(_ line: [UInt8], lineNumber: Int) throws -> [Token] {
        var tokens: [Token] = []
        var index = 0
        func at(_ offset: Int) -> UInt8? { index + offset < line.count ? line[index + offset] : nil }
        while index < line.count {
            let byte = line[index]
            let column = index + 1
            switch byte {
            case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\r"):
                index += 1
                continue
            case UInt8(ascii: "#"):
                index = line.count
                continue
            case UInt8(ascii: "+"): tokens.append(Token(kind: .plus, column: column))
            case UInt8(ascii: "-"): tokens.append(Token(kind: .minus, column: column))
            case UInt8(ascii: "*"): tokens.append(Token(kind: .star, column: column))
            case UInt8(ascii: "/"): tokens.append(Token(kind: .slash, column: column))
            case UInt8(ascii: "("): tokens.append(Token(kind: .leftParen, column: column))
            case UInt8(ascii: ")"): tokens.append(Token(kind: .rightParen, column: column))
            case UInt8(ascii: "@"): tokens.append(Token(kind: .at, column: column))
            case UInt8(ascii: "="), UInt8(ascii: "<"), UInt8(ascii: ">"):
                if at(1) == UInt8(ascii: "=") {
                    let relation: RelationText = byte == UInt8(ascii: "=") ? .equal
                        : byte == UInt8(ascii: "<") ? .lessThanOrEqual : .greaterThanOrEqual
                    tokens.append(Token(kind: .relation(relation), column: column))
                    index += 2
                    continue
                }
                guard byte == UInt8(ascii: "=") else {
                    throw ConstraintTextError("unknown token '\(Character(Unicode.Scalar(byte)))'; did you mean '\(Character(Unicode.Scalar(byte)))='?",
                                              at: TextPosition(line: lineNumber, column: column))
                }
                tokens.append(Token(kind: .assign, column: column))
            case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "."):
                let start = index
                while let next = at(0), isDigit(next) { index += 1 }
                if at(0) == UInt8(ascii: ".") {
                    index += 1
                    while let next = at(0), isDigit(next) { index += 1 }
                }
                if let e = at(0), e == UInt8(ascii: "e") || e == UInt8(ascii: "E") {
                    var look = 1
                    if let sign = at(1), sign == UInt8(ascii: "+") || sign == UInt8(ascii: "-") { look = 2 }
                    if let digit = at(look), isDigit(digit) {
                        index += look
                        while let next = at(0), isDigit(next) { index += 1 }
                    }
                }
                let text = String(decoding: line[start..<index], as: UTF8.self)
                guard text != ".", let value = Double(text), !value.isNaN else {
                    throw ConstraintTextError("malformed number '\(text)'", at: TextPosition(line: lineNumber, column: column))
                }
                guard value <= ConstraintTextParser.maximumMagnitude else {
                    throw ConstraintTextError("number '\(text)' is beyond ±\(ConstraintTextParser.maximumMagnitudeText), the largest magnitude solve accepts",
                                              at: TextPosition(line: lineNumber, column: column))
                }
                if let next = at(0), isIdentifierByte(next) {
                    throw ConstraintTextError("unknown token '\(text)\(Character(Unicode.Scalar(next)))': write '*' between a number and a name",
                                              at: TextPosition(line: lineNumber, column: column))
                }
                tokens.append(Token(kind: .number(value), column: column))
                continue
            default:
                guard isIdentifierStart(byte) else {
                    throw ConstraintTextError("unknown token '\(describe(line, from: index))'",
                                              at: TextPosition(line: lineNumber, column: column))
                }
                let start = index
                while let next = at(0), isIdentifierByte(next) { index += 1 }
                tokens.append(Token(kind: .identifier(String(decoding: line[start..<index], as: UTF8.self)),
                                    column: column))
                continue
            }
            index += 1
        }
        tokens.append(Token(kind: .end, column: line.count + 1))
        return tokens
    }

    private static func isDigit(_ byte: UInt8) -> Bool { byte >= 48 && byte <= 57 }

    private static func isIdentifierStart(_ byte: UInt8) -> Bool {
        (byte >= 65 && byte <= 90) || (byte >= 97 && byte <= 122) || byte == UInt8(ascii: "_")
    }

    /// Letters, digits, `_` and `.` (so `view1.left` is one name).
    private static func isIdentifierByte(_ byte: UInt8) -> Bool {
        isIdentifierStart(byte) || isDigit(byte) || byte == UInt8(ascii: ".")
    }

    /// The offending character, decoded when it is valid UTF-8.
    private static func describe(_ line: [UInt8], from index: Int) -> String {
        var end = index + 1
        while end < line.count, end - index < 4, line[end] & 0xC0 == 0x80 { end += 1 }
        let text = String(decoding: line[index..<end], as: UTF8.self)
        return text.unicodeScalars.allSatisfy { $0.properties.generalCategory != .control } ? text
            : "\\u{" + String(line[index], radix: 16) + "}"
    }
}
