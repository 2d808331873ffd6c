import Foundation

/// The term lists of rows longer than `RowTerms.inlineCapacity`, each kept once for the life of the process and
/// known by its number, so that such rows stay plain values and equal lists have equal numbers. Few constraints
/// reach across enough branches to need one, and a build meets few distinct lists (variable ids restart at 0 in
/// every engine). Engines on different threads share the table, hence the lock.
enum LongTermLists {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var lists: [[RowTerm]] = []
    nonisolated(unsafe) private static var numbers: [[RowTerm]: Int32] = [:]

    static func number(of terms: [RowTerm]) -> Int32 {
        lock.lock()
        defer { lock.unlock() }
        if let known = numbers[terms] { return known }
        let number = Int32(lists.count)
        lists.append(terms)
        numbers[terms] = number
        return number
    }

    static func terms(numbered number: Int32) -> [RowTerm] {
        lock.lock()
        defer { lock.unlock() }
        return lists[Int(number)]
    }
}
