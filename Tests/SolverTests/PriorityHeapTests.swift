import Testing
@testable import Solver

/// `PriorityHeap`, the solver's binary heap: whatever order elements are pushed in, pops give the best first.
@Suite struct PriorityHeapTests {
    /// Smaller is better; ties keep no particular order, so the values are distinct here.
    struct Number: HeapOrdered, Equatable {
        let value: Int
        func isBetter(than other: Number) -> Bool { value < other.value }
    }

    @Test func popsGiveTheBestFirstThroughInterleavedPushes() {
        var heap = PriorityHeap<Number>()
        var model: [Int] = []
        var state: UInt64 = 11
        func next(_ bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((state >> 33) % UInt64(bound))
        }
        var fresh = 0
        for _ in 0..<5_000 {
            if model.isEmpty || next(3) != 0 {
                // Distinct values in a scrambled order: fresh * 7919 mod a prime larger than the count.
                let value = (fresh * 7_919) % 10_007
                fresh += 1
                heap.push(Number(value: value))
                model.append(value)
            } else {
                let best = model.min()!
                model.removeAll { $0 == best }
                #expect(heap.pop() == Number(value: best))
            }
        }
        let rest = heap.removeAll().map(\.value).sorted()
        #expect(rest == model.sorted())
        #expect(heap.isEmpty && heap.pop() == nil)
    }

    @Test func clearEmptiesTheHeap() {
        var heap = PriorityHeap<Number>()
        for v in [5, 3, 9] { heap.push(Number(value: v)) }
        heap.clear()
        #expect(heap.isEmpty)
        heap.push(Number(value: 4))
        #expect(heap.pop() == Number(value: 4))
    }
}
