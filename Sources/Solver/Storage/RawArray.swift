/// A growable array of plain values in memory its owner frees (`deallocate()`): no reference counting, no
/// copy-on-write check and no bounds check in release builds. Copying the struct aliases the memory; use
/// `assign(from:)` for an independent copy.
struct RawArray<Element: BitwiseCopyable> {
    private(set) var base: UnsafeMutablePointer<Element>?
    private(set) var count = 0
    private(set) var capacity = 0

    init() {}

    init(repeating value: Element, count: Int) {
        guard count > 0 else { return }
        reserve(count)
        base.unsafelyUnwrapped.initialize(repeating: value, count: count)
        self.count = count
    }

    @inline(__always) subscript(index: Int) -> Element {
        get {
            assert(index >= 0 && index < count)
            return base.unsafelyUnwrapped[index]
        }
        nonmutating set {
            assert(index >= 0 && index < count)
            base.unsafelyUnwrapped[index] = newValue
        }
    }

    @inline(__always) mutating func append(_ value: Element) {
        if count == capacity { reserve(Swift.max(16, capacity * 2)) }
        base.unsafelyUnwrapped[count] = value
        count += 1
    }

    /// Appends within the capacity (the caller has reserved the room).
    @inline(__always) mutating func appendInRoom(_ value: Element) {
        assert(count < capacity)
        base.unsafelyUnwrapped[count] = value
        count += 1
    }

    @inline(__always) mutating func removeLast() {
        assert(count > 0)
        count -= 1
    }

    mutating func removeAll() { count = 0 }

    /// Appends `count` copies of `value`.
    mutating func append(repeating value: Element, count added: Int) {
        guard added > 0 else { return }
        if count + added > capacity { reserve(Swift.max(count + added, 2 * capacity)) }
        (base.unsafelyUnwrapped + count).initialize(repeating: value, count: added)
        count += added
    }

    /// Makes room for `minimum` elements in all, keeping the contents.
    mutating func reserve(_ minimum: Int) {
        guard minimum > capacity else { return }
        let grown = UnsafeMutablePointer<Element>.allocate(capacity: minimum)
        if let base {
            grown.moveInitialize(from: base, count: count)
            base.deallocate()
        }
        base = grown
        capacity = minimum
    }

    /// Makes this array an independent copy of `other`, reusing its memory when it is large enough.
    mutating func assign(from other: RawArray) {
        reserve(other.count)
        if other.count > 0 { base.unsafelyUnwrapped.update(from: other.base.unsafelyUnwrapped, count: other.count) }
        count = other.count
    }

    func deallocate() { base?.deallocate() }
}

extension RawArray {
    /// The elements in `range`; valid until the array grows.
    @inline(__always) subscript(range: Range<Int>) -> UnsafeBufferPointer<Element> {
        assert(range.lowerBound >= 0 && range.upperBound <= count)
        return UnsafeBufferPointer(start: base.map { $0 + range.lowerBound }, count: range.count)
    }

    mutating func append(contentsOf elements: some Sequence<Element>) {
        for element in elements { append(element) }
    }

    /// Keeps the first `newCount` elements.
    mutating func truncate(to newCount: Int) {
        assert(newCount >= 0 && newCount <= count)
        count = newCount
    }

    /// Grows `count` by `added` within the capacity; the new places are uninitialized (plain values only).
    @inline(__always) mutating func extend(by added: Int) {
        assert(count + added <= capacity)
        count += added
    }
}
