import Foundation

/// Fixed slots filled from the iterations of `DispatchQueue.concurrentPerform`, each writing its own index, so the
/// results keep the order of the work list however the iterations interleave. Shared within the package: the site
/// build renders lessons this way and the `coursegen` command lays out a lesson's device variants this way.
package final class ResultSlots<Value>: @unchecked Sendable {
    private var slots: [Value?]
    private let lock = NSLock()

    package init(count: Int) { slots = Array(repeating: nil, count: count) }

    package func set(_ index: Int, _ value: Value) {
        lock.lock()
        slots[index] = value
        lock.unlock()
    }

    /// The values set, in slot order, without the empty slots.
    package var values: [Value] {
        lock.lock()
        defer { lock.unlock() }
        return slots.compactMap { $0 }
    }

    /// Every slot, nil where nothing was set.
    package var all: [Value?] {
        lock.lock()
        defer { lock.unlock() }
        return slots
    }
}
