/// Many growable lists of plain values (the cells of every row, or the entries of every column) in one buffer.
///
/// List `i` owns the places `start ..< start + capacity` of the buffer and uses the first `count` of them. A list
/// that outgrows its places moves to the end of the buffer with twice the room (8 places at first), or grows in
/// place when it already ends there; the places it left are garbage. When the buffer is full, it is reallocated
/// at four times the live room and only the live lists are copied over, in list order (compaction), so garbage
/// stays within a small multiple of the live room. Positions inside a list never change when it moves, so slots
/// stored elsewhere stay valid.
///
/// Pointers from `elements(_:)` stay valid until a list grows (an `append` past its capacity or a `reserve`).
struct ListArena<Element: BitwiseCopyable> {
    struct Span {
        var start: Int32
        var count: Int32
        var capacity: Int32
    }

    private(set) var buffer = RawArray<Element>()
    private(set) var spans = RawArray<Span>()
    /// The sum of every list's capacity (the live part of the buffer; the rest up to `buffer.count` is garbage).
    private(set) var liveCapacity = 0

    init() {}

    var listCount: Int { spans.count }

    /// Adds an empty list; returns its index.
    @inline(__always) @discardableResult mutating func addList() -> Int32 {
        spans.append(Span(start: Int32(buffer.count), count: 0, capacity: 0))
        return Int32(spans.count - 1)
    }

    /// Adds an empty list within the room of `reserveLists`; returns its index.
    @inline(__always) @discardableResult mutating func addListInRoom() -> Int32 {
        spans.appendInRoom(Span(start: Int32(buffer.count), count: 0, capacity: 0))
        return Int32(spans.count - 1)
    }

    /// Room for `minimum` lists in all.
    mutating func reserveLists(_ minimum: Int) { spans.reserve(minimum) }

    var listRoom: Int { spans.capacity }

    @inline(__always) func count(_ list: Int32) -> Int { Int(spans[Int(list)].count) }

    @inline(__always) func elements(_ list: Int32) -> UnsafeMutableBufferPointer<Element> {
        let span = spans[Int(list)]
        return UnsafeMutableBufferPointer(start: buffer.base.map { $0 + Int(span.start) }, count: Int(span.count))
    }

    @inline(__always) subscript(list: Int32, slot: Int32) -> Element {
        get {
            let span = spans[Int(list)]
            assert(slot >= 0 && slot < span.count)
            return buffer.base.unsafelyUnwrapped[Int(span.start) + Int(slot)]
        }
        nonmutating set {
            let span = spans[Int(list)]
            assert(slot >= 0 && slot < span.count)
            buffer.base.unsafelyUnwrapped[Int(span.start) + Int(slot)] = newValue
        }
    }

    /// Appends to a list; returns the element's slot.
    @inline(__always) @discardableResult mutating func append(_ value: Element, to list: Int32) -> Int32 {
        var span = spans[Int(list)]
        if span.count == span.capacity {
            grow(list, to: Swift.max(8, Int(span.capacity) * 2))
            span = spans[Int(list)]
        }
        buffer.base.unsafelyUnwrapped[Int(span.start) + Int(span.count)] = value
        spans[Int(list)].count = span.count + 1
        return span.count
    }

    @inline(__always) mutating func removeLast(from list: Int32) {
        assert(spans[Int(list)].count > 0)
        spans[Int(list)].count -= 1
    }

    /// Keeps the first `count` elements of a list (its room stays).
    @inline(__always) mutating func truncate(_ list: Int32, to count: Int) {
        assert(count >= 0 && count <= Int(spans[Int(list)].count))
        spans[Int(list)].count = Int32(count)
    }

    /// Removes the elements of a list that `shouldRemove` picks, keeping the others in order.
    mutating func removeAll(in list: Int32, where shouldRemove: (Element) -> Bool) {
        let elements = self.elements(list)
        var kept = 0
        for index in elements.indices where !shouldRemove(elements[index]) {
            elements[kept] = elements[index]
            kept += 1
        }
        truncate(list, to: kept)
    }

    /// Makes room for `minimum` elements in a list (at least twice its current room when it has to move).
    @inline(__always) mutating func reserve(_ minimum: Int, in list: Int32) {
        let capacity = Int(spans[Int(list)].capacity)
        if minimum > capacity { grow(list, to: Swift.max(minimum, capacity * 2)) }
    }

    private mutating func grow(_ list: Int32, to newCapacity: Int) {
        let span = spans[Int(list)]
        let added = newCapacity - Int(span.capacity)
        if Int(span.start) + Int(span.capacity) == buffer.count && buffer.count + added <= buffer.capacity {
            // The last list grows in place.
            buffer.extend(by: added)
        } else if buffer.count + newCapacity <= buffer.capacity {
            let start = buffer.count
            buffer.extend(by: newCapacity)
            let base = buffer.base.unsafelyUnwrapped
            (base + start).update(from: base + Int(span.start), count: Int(span.count))
            spans[Int(list)].start = Int32(start)
        } else {
            compact(growing: list, to: newCapacity)
            return
        }
        spans[Int(list)].capacity = Int32(newCapacity)
        liveCapacity += added
    }

    /// Reallocates the buffer with only the live lists (in list order), giving `list` its new capacity.
    private mutating func compact(growing list: Int32, to newCapacity: Int) {
        liveCapacity += newCapacity - Int(spans[Int(list)].capacity)
        spans[Int(list)].capacity = Int32(newCapacity)
        var fresh = RawArray<Element>()
        fresh.reserve(Swift.max(1024, 4 * liveCapacity))
        let old = buffer.base
        for index in 0..<spans.count {
            let span = spans[index]
            let start = fresh.count
            fresh.extend(by: Int(span.capacity))
            if span.count > 0 {
                (fresh.base.unsafelyUnwrapped + start).update(from: old.unsafelyUnwrapped + Int(span.start),
                                                              count: Int(span.count))
            }
            spans[index].start = Int32(start)
        }
        buffer.deallocate()
        buffer = fresh
    }

    /// Makes this arena an independent copy of `other`.
    mutating func assign(from other: ListArena) {
        buffer.assign(from: other.buffer)
        spans.assign(from: other.spans)
        liveCapacity = other.liveCapacity
    }

    func deallocate() {
        buffer.deallocate()
        spans.deallocate()
    }
}
