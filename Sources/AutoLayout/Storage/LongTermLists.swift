/// The term lists of one engine's rows longer than `RowTerms.inlineCapacity`, each kept once, so that such rows
/// stay plain values (they point at their list without retaining it) and equal lists are the same list. Few
/// constraints reach across enough branches to need one. The engine's `LayoutModel` owns the table, so its lists
/// go with the engine: a long-running `serve` keeps only the lists of the engines alive. Rows never outlive their
/// engine, nor meet another engine's rows. One engine is used from one thread at a time, so there is no lock.
final class LongTermLists {
    private var lists: [[RowTerm]: LongTermList] = [:]

    /// The table's list equal to `terms` (sorted by variable id), added when it has none yet.
    func list(of terms: [RowTerm]) -> Unmanaged<LongTermList> {
        if let known = lists[terms] { return Unmanaged.passUnretained(known) }
        let list = LongTermList(number: Int32(lists.count), terms: terms)
        lists[terms] = list
        return Unmanaged.passUnretained(list)
    }

    /// How many distinct lists the table holds.
    var count: Int { lists.count }
}

/// One long term list and its number in its table (numbers follow first use, so hashes are deterministic).
final class LongTermList {
    let number: Int32
    let terms: [RowTerm]

    init(number: Int32, terms: [RowTerm]) {
        self.number = number
        self.terms = terms
    }
}
