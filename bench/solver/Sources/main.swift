import Foundation
import Solver

// Quick probe (replaced by the real benchmark driver).
func probe() throws {
    let solver = Solver()
    let x = solver.makeVariable(name: "x")
    let start = Date()
    for _ in 0..<1001 {
        let copy = solver.makeVariable()
        try solver.add(copy, .equal, x)
        try solver.add(copy, .equal, 0, priority: .low)
    }
    try solver.add(x, .equal, 1, priority: .medium)
    print(solver.value(of: x), Date().timeIntervalSince(start))
}
try probe()
