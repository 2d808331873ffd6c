import LayoutFrames

/// The "what changed" list of a state: constraints added, removed, or whose constant or priority changed since
/// the state before. Constraints are matched by everything but constant, priority and broken state, in order,
/// which is how `updateConstraints` (same constraint, new constant) differs from `remakeConstraints` (new set).
enum ConstraintChanges {
    static func listItems(before: [ConstraintRecord], after: [ConstraintRecord],
                          strings: PreviewStrings = PreviewStrings()) -> String {
        func key(_ c: ConstraintRecord) -> String {
            "\(c.first)|\(c.relation)|\(c.second ?? "")|\(c.multiplier)|\(c.origin)|\(c.line ?? 0)|\(c.label ?? "")"
        }
        var unmatched: [String: [Int]] = [:]
        for (index, record) in before.enumerated() { unmatched[key(record), default: []].append(index) }
        var items: [String] = []
        for record in after {
            let k = key(record)
            guard let index = unmatched[k]?.first else {
                items.append(item("cg-added", "+", record, detail: "", strings: strings))
                continue
            }
            unmatched[k]?.removeFirst()
            let old = before[index]
            var details: [String] = []
            if old.constant != record.constant {
                details.append("constant \(HTMLText.number(old.constant)) → \(HTMLText.number(record.constant))")
            }
            if old.priority != record.priority {
                details.append("priority \(HTMLText.number(old.priority)) → \(HTMLText.number(record.priority))")
            }
            if old.broken != record.broken { details.append(strings[record.broken ? .nowBroken : .noLongerBroken]) }
            if !details.isEmpty {
                items.append(item("cg-changed", "~", record, detail: details.joined(separator: ", "), strings: strings))
            }
        }
        for index in unmatched.values.flatMap({ $0 }).sorted() {
            items.append(item("cg-removed", "−", before[index], detail: "", strings: strings))
        }
        return items.joined()
    }

    private static func item(_ cls: String, _ sign: String, _ record: ConstraintRecord, detail: String,
                             strings: PreviewStrings) -> String {
        let line = record.line.map { " data-line=\"\($0)\"" } ?? ""
        let detailHTML = detail.isEmpty ? "" : " <em>\(HTMLText.escape(detail))</em>"
        return "<li class=\"\(cls)\"\(line)><b>\(sign)</b> <code>\(HTMLText.escape(describe(record)))</code>"
            + detailHTML + (record.line.map { " <span class=\"cg-ln\">\(HTMLText.escape(strings.line($0)))</span>" } ?? "")
            + "</li>"
    }

    /// `box.top == self.top + 50 @750`: the constraint as UIKit's debug description writes it.
    static func describe(_ c: ConstraintRecord) -> String {
        var text = "\(c.first) \(c.relation) "
        if let second = c.second {
            text += second
            if c.multiplier != 1 { text += " × \(HTMLText.number(c.multiplier))" }
            if c.constant != 0 {
                text += (c.constant < 0 ? " − " : " + ") + HTMLText.number(abs(c.constant))
            }
        } else {
            text += HTMLText.number(c.constant)
        }
        if c.priority != 1000 { text += " @\(HTMLText.number(c.priority))" }
        return text
    }
}
