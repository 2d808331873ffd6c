// The constraint text format of DESIGN.md §8, as parsed (no solver types, so the parser compiles on its own
// together with the fuzz entry point).
//
//     # comment
//     left2 == left1 + width1 + 8
//     2*w + 8 <= total @high
//     edit total = 320 @750

/// One linear expression: `Σ coefficient·name + constant`, names in order of first appearance (merged).
public struct LinearText: Equatable, Sendable {
    public var terms: [(name: String, coefficient: Double)]
    public var constant: Double

    public init(terms: [(name: String, coefficient: Double)] = [], constant: Double = 0) {
        self.terms = terms
        self.constant = constant
    }

    public var isConstant: Bool { terms.isEmpty }

    public static func == (lhs: LinearText, rhs: LinearText) -> Bool {
        lhs.constant == rhs.constant && lhs.terms.count == rhs.terms.count
            && zip(lhs.terms, rhs.terms).allSatisfy { $0.name == $1.name && $0.coefficient == $1.coefficient }
    }
}

public enum RelationText: String, Sendable {
    case equal = "==", lessThanOrEqual = "<=", greaterThanOrEqual = ">="
}

/// A position in the text: 1-based line and column (columns count bytes of UTF-8).
public struct TextPosition: Equatable, Sendable, CustomStringConvertible {
    public var line: Int
    public var column: Int

    public init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }

    public var description: String { "\(line):\(column)" }
}

public struct ConstraintStatement: Equatable, Sendable {
    public var lhs: LinearText
    public var relation: RelationText
    public var rhs: LinearText
    /// 1...1000; 1000 when the line gives none.
    public var priority: Double
    public var position: TextPosition
}

public struct EditStatement: Equatable, Sendable {
    public var name: String
    public var value: Double
    /// nil when the line gives none.
    public var priority: Double?
    public var position: TextPosition
}

public enum Statement: Equatable, Sendable {
    case constraint(ConstraintStatement)
    case edit(EditStatement)

    public var position: TextPosition {
        switch self {
        case .constraint(let statement): return statement.position
        case .edit(let statement): return statement.position
        }
    }
}

/// A syntax error with its position.
public struct ConstraintTextError: Error, Equatable, Sendable, CustomStringConvertible {
    public var position: TextPosition
    public var message: String

    public init(_ message: String, at position: TextPosition) {
        self.message = message
        self.position = position
    }

    public var description: String { "\(position): \(message)" }
}
