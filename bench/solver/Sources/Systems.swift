import Solver

/// One view's variables.
struct ViewVariables {
    var left, top, width, height: Variable
}

/// The chain: N views left to right, `left_i == left_{i-1} + width_{i-1} + 8`, equal widths, fixed tops
/// and heights, weak size preferences (width 100, height 50 @250), and the row inside a container:
/// `left_last + width_last <= container`. kiwi_bench.py builds the same constraints in the same order.
final class ChainSystem {
    let solver = Solver()
    let views: [ViewVariables]
    let container: Variable
    /// Every constraint in the order added, so churn can remove and re-add them.
    private(set) var constraints: [(ConstraintID, () throws -> ConstraintID)] = []

    init(n: Int) {
        let solver = self.solver
        views = (0..<n).map { index in
            ViewVariables(left: solver.makeVariable(name: "left\(index)"), top: solver.makeVariable(name: "top\(index)"),
                          width: solver.makeVariable(name: "width\(index)"),
                          height: solver.makeVariable(name: "height\(index)"))
        }
        container = solver.makeVariable(name: "container")
    }

    static func containerWidth(n: Int, step: Int) -> Double {
        108 * Double(n) * (0.5 + 0.1 * Double(step % 10))
    }

    private func add(_ make: @escaping () throws -> ConstraintID) throws {
        constraints.append((try make(), make))
    }

    func addAll() throws {
        let s = solver
        for (index, view) in views.enumerated() {
            if index == 0 {
                try add { try s.add(view.left, .equal, 0) }
            } else {
                let previous = views[index - 1]
                try add { try s.add(view.left, .equal, previous.left + previous.width + 8) }
                try add { try s.add(view.width, .equal, previous.width) }
            }
            try add { try s.add(view.top, .equal, 0) }
            try add { try s.add(view.height, .equal, 44) }
            try add { try s.add(view.width, .equal, 100, priority: .low) }
            try add { try s.add(view.height, .equal, 50, priority: .low) }
        }
        if let last = views.last {
            try add { try s.add(last.left + last.width, .lessThanOrEqual, Expression(self.container)) }
        }
    }

    /// Removes and re-adds every tenth constraint, one at a time.
    func churn() throws {
        for index in stride(from: 0, to: constraints.count, by: 10) {
            try solver.remove(constraints[index].0)
            constraints[index].0 = try constraints[index].1()
        }
    }

    func readAll() -> Double {
        views.reduce(0) { $0 + solver.value(of: $1.left) + solver.value(of: $1.width) + solver.value(of: $1.top)
            + solver.value(of: $1.height) }
    }

    func checksum() -> Double { readAll() }
}

/// solver-notes.md's row: `l_i == l_{i-1} + w_{i-1} + 8`, fixed tops and heights, `w_i >= 10`, `w_i == 100 @250`.
/// The squeeze adds `w_i == w_0` and a container that is too narrow: `l_last + w_last <= 60·n`.
final class RowSystem {
    let solver = Solver()
    let views: [ViewVariables]
    let squeeze: Bool

    init(n: Int, squeeze: Bool) {
        self.squeeze = squeeze
        let solver = self.solver
        views = (0..<n).map { index in
            ViewVariables(left: solver.makeVariable(name: "l\(index)"), top: solver.makeVariable(name: "t\(index)"),
                          width: solver.makeVariable(name: "w\(index)"), height: solver.makeVariable(name: "h\(index)"))
        }
    }

    func addAll() throws {
        for (index, view) in views.enumerated() {
            if index == 0 {
                try solver.add(view.left, .equal, 0)
            } else {
                let previous = views[index - 1]
                try solver.add(view.left, .equal, previous.left + previous.width + 8)
            }
            try solver.add(view.top, .equal, 0)
            try solver.add(view.height, .equal, 44)
            try solver.add(view.width, .greaterThanOrEqual, 10)
            try solver.add(view.width, .equal, 100, priority: .low)
            if squeeze && index > 0 { try solver.add(view.width, .equal, views[0].width) }
        }
        if squeeze, let last = views.last {
            try solver.add(last.left + last.width, .lessThanOrEqual, 60 * Double(views.count))
        }
    }

    func checksum() -> Double {
        views.reduce(0) { $0 + solver.value(of: $1.left) + solver.value(of: $1.width) }
    }
}
