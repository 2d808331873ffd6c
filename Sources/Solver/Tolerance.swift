/// The one tolerance of the solver (see docs/solver.md, "Numerics").
///
/// Coefficients and constants whose magnitude is at most `epsilon` are treated as zero: pivot candidates,
/// reduced costs, infeasibility of a row, feasibility of an artificial objective and ambiguity ranges all use it.
/// Layout values are points (magnitudes up to ~1e5), so 1e-8 leaves ample room above double rounding (~1e-11 at
/// that scale) while staying far below anything visible.
enum Tolerance {
    static let epsilon = 1e-8

    @inline(__always)
    static func isZero(_ value: Double) -> Bool { abs(value) <= epsilon }
}
