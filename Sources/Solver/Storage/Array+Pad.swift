extension Array {
    /// Pads the array with `value` to at least `count` elements, at least doubling it. The tables indexed by
    /// variable or constraint id grow with every new one; padding to the exact count reallocated them (through a
    /// temporary array) on almost every use.
    mutating func pad(toCover count: Int, with value: Element) {
        guard self.count < count else { return }
        append(contentsOf: repeatElement(value, count: Swift.max(count, 2 * self.count) - self.count))
    }
}
