/// A table from objects to values that only grows: open addressing on the object's address, for tables looked up
/// thousands of times per pass. A Dictionary runs SipHash over the ObjectIdentifier for every lookup; here a
/// multiply picks the slot (addresses are distinct, so the key itself needs no mixing of its own).
struct IdentityTable<Value> {
    private var slots: [(key: ObjectIdentifier, value: Value)?] = Array(repeating: nil, count: 64)
    private var count = 0

    subscript(key: ObjectIdentifier) -> Value? {
        var index = slotIndex(of: key)
        while let slot = slots[index] {
            if slot.key == key { return slot.value }
            index = (index + 1) & (slots.count - 1)
        }
        return nil
    }

    /// Makes room for `count` keys at once: growing step by step re-inserts every key at each doubling.
    mutating func reserveCapacity(_ count: Int) {
        var size = slots.count
        while size < 2 * count { size *= 2 }
        guard size > slots.count else { return }
        let old = slots
        slots = Array(repeating: nil, count: size)
        self.count = 0
        for case let (key, value)? in old { insertNew(value, for: key) }
    }

    /// Empties the table, keeping its slots for the next pass.
    mutating func removeAll() {
        guard count > 0 else { return }
        for index in slots.indices { slots[index] = nil }
        count = 0
    }

    /// Adds a value for a key that has none yet.
    mutating func insertNew(_ value: Value, for key: ObjectIdentifier) {
        if 2 * (count + 1) > slots.count { grow() }
        var index = slotIndex(of: key)
        while slots[index] != nil { index = (index + 1) & (slots.count - 1) }
        slots[index] = (key, value)
        count += 1
    }

    /// Fibonacci hashing: the high bits of address × 2⁶⁴/φ, as many as the (power of two) slot count needs.
    /// (Always inlined: a few instructions, and whether the optimizer inlined it into a lookup varied from build
    /// to build, with a call costing as much again.)
    @inline(__always)
    private func slotIndex(of key: ObjectIdentifier) -> Int {
        let product = UInt(bitPattern: Int(bitPattern: key)) &* 0x9E37_79B9_7F4A_7C15
        return Int(product >> UInt(UInt.bitWidth - slots.count.trailingZeroBitCount))
    }

    private mutating func grow() {
        let old = slots
        slots = Array(repeating: nil, count: 2 * old.count)
        count = 0
        for case let (key, value)? in old { insertNew(value, for: key) }
    }
}
