import Dispatch

/// Runs `transform` for every index on all cores and returns the results in index order.
///
/// Each iteration writes only its own slot of a preallocated buffer, so no locking is needed; the buffer is
/// read only after `concurrentPerform` has returned, which orders every write before the read.
enum ParallelMap {
    static func map<Result>(count: Int, _ transform: (Int) -> Result) -> [Result] {
        guard count > 0 else { return [] }
        let slots = UnsafeMutableBufferPointer<Result?>.allocate(capacity: count)
        slots.initialize(repeating: nil)
        defer {
            slots.deinitialize()
            slots.deallocate()
        }
        // Work in chunks: a few thousand tiny pages would otherwise pay one dispatch per page.
        let chunkSize = max(1, count / 64)
        let chunks = (count + chunkSize - 1) / chunkSize
        withoutActuallyEscaping(transform) { transform in
            nonisolated(unsafe) let transform = transform
            nonisolated(unsafe) let slots = slots
            DispatchQueue.concurrentPerform(iterations: chunks) { chunk in
                let start = chunk * chunkSize
                for index in start..<min(count, start + chunkSize) {
                    slots[index] = transform(index)
                }
            }
        }
        // Every slot was written above, so nothing is dropped.
        return slots.compactMap { $0 }
    }
}
