// solver-bench: times the Solver on the chain systems of issue 4 and solver-notes.md and prints one JSON line per
// run: {"name", "n", "seconds", "checksum"}. bench/solver.bench.sh runs kiwisolver on the same systems and joins.
import Foundation
import Solver

let arguments = CommandLine.arguments.dropFirst()
let selected = Set(arguments)

func now() -> Double { Date().timeIntervalSinceReferenceDate }

func emit(_ name: String, _ n: Int, _ seconds: Double, _ checksum: Double) {
    print("{\"name\": \"\(name)\", \"n\": \(n), \"seconds\": \(seconds), \"checksum\": \(checksum)}")
    fflush(stdout)
}

func run(_ name: String, _ sizes: [Int], _ body: (Int) throws -> (Double, Double)) rethrows {
    guard selected.isEmpty || selected.contains(name) else { return }
    let override = ProcessInfo.processInfo.environment["SOLVER_BENCH_SIZES"]?.split(separator: ",").compactMap { Int($0) }
    for n in override ?? sizes {
        // Small systems take milliseconds, where a busy machine adds noise: report the best of five runs.
        var best = (Double.infinity, 0.0)
        for _ in 0..<(n <= 200 ? 5 : 1) {
            let run = try body(n)
            if run.0 < best.0 { best = run }
        }
        emit(name, n, best.0, best.1)
    }
}

do {
    try run("build", [100, 1000, 10000]) { n in
        let chain = ChainSystem(n: n)
        let start = now()
        try chain.addAll()
        return (now() - start, chain.checksum())
    }
    try run("edit", [100, 1000, 10000]) { n in
        let chain = ChainSystem(n: n)
        try chain.addAll()
        try chain.solver.addEditVariable(chain.container, priority: .high)
        var total = 0.0
        let start = now()
        for step in 0..<1000 {
            try chain.solver.suggestValue(chain.container, ChainSystem.containerWidth(n: n, step: step))
            total += chain.readAll()
        }
        return (now() - start, chain.checksum())
    }
    try run("churn", [100, 1000, 10000]) { n in
        let chain = ChainSystem(n: n)
        try chain.addAll()
        let start = now()
        try chain.churn()
        return (now() - start, chain.checksum())
    }
    try run("squeeze", [50, 100, 200, 1000]) { n in
        let row = RowSystem(n: n, squeeze: true)
        let start = now()
        try row.addAll()
        return (now() - start, row.checksum())
    }
    try run("row", [100, 1000, 10000]) { n in
        let row = RowSystem(n: n, squeeze: false)
        let start = now()
        try row.addAll()
        return (now() - start, row.checksum())
    }
} catch {
    FileHandle.standardError.write(Data("solver-bench: \(error)\n".utf8))
    exit(1)
}
