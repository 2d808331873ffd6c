/// A solver variable. Ids are dense (0, 1, 2, …) in creation order, so tables indexed by id stay compact.
public struct Variable: Hashable, Sendable {
    public let id: Int32

    public init(id: Int32) { self.id = id }
}

/// `coefficient · variable`.
public struct Term: Sendable {
    public var variable: Variable
    public var coefficient: Double

    public init(_ variable: Variable, _ coefficient: Double = 1) {
        self.variable = variable
        self.coefficient = coefficient
    }
}

/// A linear expression `Σ coefficient·variable + constant`. Terms may repeat a variable; the solver merges them.
public struct Expression: Sendable {
    public var terms: [Term]
    public var constant: Double

    public init(terms: [Term] = [], constant: Double = 0) {
        self.terms = terms
        self.constant = constant
    }

    public init(_ variable: Variable) {
        self.init(terms: [Term(variable, 1)], constant: 0)
    }

    public init(constant: Double) {
        self.init(terms: [], constant: constant)
    }

    /// True when every coefficient and the constant are finite numbers.
    public var isFinite: Bool {
        constant.isFinite && terms.allSatisfy { $0.coefficient.isFinite }
    }

    func scaled(by factor: Double) -> Expression {
        Expression(terms: terms.map { Term($0.variable, $0.coefficient * factor) }, constant: constant * factor)
    }
}

// MARK: - Operators

public func + (lhs: Expression, rhs: Expression) -> Expression {
    Expression(terms: lhs.terms + rhs.terms, constant: lhs.constant + rhs.constant)
}

public func - (lhs: Expression, rhs: Expression) -> Expression {
    lhs + rhs.scaled(by: -1)
}

public prefix func - (operand: Expression) -> Expression { operand.scaled(by: -1) }
public prefix func - (operand: Variable) -> Expression { Expression(operand).scaled(by: -1) }

public func * (lhs: Expression, rhs: Double) -> Expression { lhs.scaled(by: rhs) }
public func * (lhs: Double, rhs: Expression) -> Expression { rhs.scaled(by: lhs) }
public func / (lhs: Expression, rhs: Double) -> Expression { lhs.scaled(by: 1 / rhs) }

public func + (lhs: Variable, rhs: Variable) -> Expression { Expression(lhs) + Expression(rhs) }
public func - (lhs: Variable, rhs: Variable) -> Expression { Expression(lhs) - Expression(rhs) }
public func + (lhs: Variable, rhs: Expression) -> Expression { Expression(lhs) + rhs }
public func - (lhs: Variable, rhs: Expression) -> Expression { Expression(lhs) - rhs }
public func + (lhs: Expression, rhs: Variable) -> Expression { lhs + Expression(rhs) }
public func - (lhs: Expression, rhs: Variable) -> Expression { lhs - Expression(rhs) }
public func + (lhs: Variable, rhs: Double) -> Expression { Expression(lhs) + Expression(constant: rhs) }
public func - (lhs: Variable, rhs: Double) -> Expression { Expression(lhs) - Expression(constant: rhs) }
public func + (lhs: Double, rhs: Variable) -> Expression { Expression(constant: lhs) + Expression(rhs) }
public func - (lhs: Double, rhs: Variable) -> Expression { Expression(constant: lhs) - Expression(rhs) }
public func + (lhs: Expression, rhs: Double) -> Expression { lhs + Expression(constant: rhs) }
public func - (lhs: Expression, rhs: Double) -> Expression { lhs - Expression(constant: rhs) }
public func + (lhs: Double, rhs: Expression) -> Expression { Expression(constant: lhs) + rhs }
public func - (lhs: Double, rhs: Expression) -> Expression { Expression(constant: lhs) - rhs }
public func * (lhs: Variable, rhs: Double) -> Expression { Expression(lhs) * rhs }
public func * (lhs: Double, rhs: Variable) -> Expression { lhs * Expression(rhs) }
public func / (lhs: Variable, rhs: Double) -> Expression { Expression(lhs) / rhs }

/// Anything usable as one side of a constraint: `Variable`, `Expression`, `Double`, `Int`.
public protocol ExpressionConvertible {
    var expression: Expression { get }
}

extension Expression: ExpressionConvertible { public var expression: Expression { self } }
extension Variable: ExpressionConvertible { public var expression: Expression { Expression(self) } }
extension Double: ExpressionConvertible { public var expression: Expression { Expression(constant: self) } }
extension Int: ExpressionConvertible { public var expression: Expression { Expression(constant: Double(self)) } }
