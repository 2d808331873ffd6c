import Dispatch

/// A bound on the work of one optional search over the tableau (the ambiguity check): pivots, the tableau's
/// stored cells, and wall-clock time. A dense system (hundreds of views each tied to every earlier one) fills the
/// tableau in as it pivots, growing its memory with the square of the pivots; past the bound the search stops and
/// says so instead of exhausting memory.
public struct SearchBudget: Sendable, Equatable {
    /// Pivots the search may make in total.
    public var pivots: Int
    /// Cells (row coefficients) the tableau may hold while the search runs. A cell and its column entry take
    /// 24 bytes, so the default of 4,000,000 is about 100 MB.
    public var cells: Int
    /// Wall-clock seconds the search may take.
    public var seconds: Double

    public init(pivots: Int = 200_000, cells: Int = 4_000_000, seconds: Double = 2) {
        self.pivots = pivots
        self.cells = cells
        self.seconds = seconds
    }

    /// The bound every layout pass uses.
    public static let standard = SearchBudget()
}

/// The search ran past its `SearchBudget`.
struct SearchBudgetExceeded: Error {}

/// Counts a search's work against its budget.
struct SearchMeter {
    let budget: SearchBudget
    private let deadline: UInt64
    private(set) var pivots = 0

    init(_ budget: SearchBudget) {
        self.budget = budget
        let nanoseconds = budget.seconds * 1e9
        let now = DispatchTime.now().uptimeNanoseconds
        deadline = nanoseconds >= Double(UInt64.max - now) ? UInt64.max : now + UInt64(max(0, nanoseconds))
    }

    /// Counts one pivot; throws once the pivots, the tableau's cells or the time run past the budget. The clock is
    /// read every 64 pivots: a pivot is far cheaper than reading it.
    mutating func countPivot(cells: Int) throws {
        pivots += 1
        if pivots > budget.pivots || cells > budget.cells { throw SearchBudgetExceeded() }
        if pivots & 63 == 0, DispatchTime.now().uptimeNanoseconds > deadline { throw SearchBudgetExceeded() }
    }

    /// Throws when the time is up (checked between probes as well as between pivots).
    func checkTime() throws {
        if DispatchTime.now().uptimeNanoseconds > deadline { throw SearchBudgetExceeded() }
    }
}
