/// An exact fraction of two 64-bit integers for the reference LP. Arithmetic that would overflow throws instead
/// of trapping or rounding, so a test can skip a case rather than trust an inexact answer.
struct Rational: Comparable, CustomStringConvertible {
    struct Overflow: Error {}

    private(set) var numerator: Int
    private(set) var denominator: Int

    static let zero = Rational(0)
    static let one = Rational(1)

    init(_ value: Int) {
        numerator = value
        denominator = 1
    }

    init(_ numerator: Int, _ denominator: Int) throws {
        guard denominator != 0 else { throw Overflow() }
        var n = numerator, d = denominator
        if d < 0 {
            guard n != .min, d != .min else { throw Overflow() }
            n = -n
            d = -d
        }
        let g = Rational.gcd(abs(n), d)
        self.numerator = n / g
        self.denominator = d / g
    }

    var isZero: Bool { numerator == 0 }
    var isNegative: Bool { numerator < 0 }
    var isPositive: Bool { numerator > 0 }
    var doubleValue: Double { Double(numerator) / Double(denominator) }
    var description: String { denominator == 1 ? "\(numerator)" : "\(numerator)/\(denominator)" }

    private static func gcd(_ a: Int, _ b: Int) -> Int {
        var (a, b) = (a, b)
        while b != 0 { (a, b) = (b, a % b) }
        return max(a, 1)
    }

    private static func multiply(_ a: Int, _ b: Int) throws -> Int {
        let (value, overflow) = a.multipliedReportingOverflow(by: b)
        if overflow { throw Overflow() }
        return value
    }

    private static func add(_ a: Int, _ b: Int) throws -> Int {
        let (value, overflow) = a.addingReportingOverflow(b)
        if overflow { throw Overflow() }
        return value
    }

    func plus(_ other: Rational) throws -> Rational {
        let g = Rational.gcd(denominator, other.denominator)
        let left = try Rational.multiply(numerator, other.denominator / g)
        let right = try Rational.multiply(other.numerator, denominator / g)
        return try Rational(try Rational.add(left, right), try Rational.multiply(denominator / g, other.denominator))
    }

    func minus(_ other: Rational) throws -> Rational { try plus(other.negated()) }

    func times(_ other: Rational) throws -> Rational {
        let g1 = Rational.gcd(abs(numerator), other.denominator)
        let g2 = Rational.gcd(abs(other.numerator), denominator)
        return try Rational(try Rational.multiply(numerator / g1, other.numerator / g2),
                            try Rational.multiply(denominator / g2, other.denominator / g1))
    }

    func dividedBy(_ other: Rational) throws -> Rational {
        guard !other.isZero else { throw Overflow() }
        return try times(try Rational(other.denominator, other.numerator))
    }

    func negated() -> Rational {
        var copy = self
        copy.numerator = -numerator
        return copy
    }

    static func < (lhs: Rational, rhs: Rational) -> Bool {
        // Cross-multiplying may overflow; compare as doubles only when it would (never decisive in these tests).
        let (l, lo) = lhs.numerator.multipliedReportingOverflow(by: rhs.denominator)
        let (r, ro) = rhs.numerator.multipliedReportingOverflow(by: lhs.denominator)
        if lo || ro { return lhs.doubleValue < rhs.doubleValue }
        return l < r
    }
}
