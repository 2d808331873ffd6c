/// A dictionary from objects (by identity) to values, for the per-view tables a pass reads several times per view
/// (text layouts, wrap widths, frames, safe-area insets). A Dictionary keyed by ObjectIdentifier runs a seeded
/// SipHash over the address for every lookup; these keys mix the address with the table's seed in one multiply.
/// Unlike `IdentityTable` it also forgets keys.
struct ObjectTable<Value> {
    private var storage: [ObjectKey: Value] = [:]

    subscript(key: ObjectIdentifier) -> Value? {
        get { storage[ObjectKey(id: key)] }
        set { storage[ObjectKey(id: key)] = newValue }
    }

    var isEmpty: Bool { storage.isEmpty }

    /// Sizes the table for `count` keys, so that filling it does not re-hash it at every doubling.
    mutating func reserveCapacity(_ count: Int) { storage.reserveCapacity(count) }
}

extension ObjectTable: Equatable where Value: Equatable {}

private struct ObjectKey: Hashable {
    let id: ObjectIdentifier

    /// Addresses are distinct and their low bits are alignment zeros: a multiply spreads them, and the shift
    /// brings the well-mixed high bits down to where the table takes its bucket from.
    func _rawHashValue(seed: Int) -> Int {
        let mixed = UInt64(UInt(bitPattern: Int(bitPattern: id)) ^ UInt(bitPattern: seed)) &* 0x9E37_79B9_7F4A_7C15
        return Int(truncatingIfNeeded: mixed ^ (mixed >> 32))
    }
}
