import LayoutFrames

/// The "what changed" list of a state: constraints added, removed, or whose constant or priority changed since
/// the state before. Constraints are matched by everything but constant, priority and broken state, in order,
/// which is how `updateConstraints` (same constraint, new constant) differs from `remakeConstraints` (new set).
enum ConstraintChanges {
    static func listItems(before: [ConstraintRecord], after: [ConstraintRecord],
                          strings: PreviewStrings = PreviewStrings()) -> String {
        var html = ""
        // While the two lists agree position by position (the usual case: the same constraints, some constants
        // changed), each record's match is the one at its own index, which is also the first unmatched record
        // with its identity; from the first disagreement on, matches are looked up by identity.
        var unmatched: [Identity: [Int]]? = nil
        for (index, record) in after.enumerated() {
            let matched: Int?
            if unmatched == nil, index < before.count, Identity.same(before[index], record) {
                matched = index
            } else {
                if unmatched == nil {
                    var table: [Identity: [Int]] = [:]
                    for k in min(index, before.count)..<before.count { table[Identity(before[k]), default: []].append(k) }
                    unmatched = table
                }
                let identity = Identity(record)
                matched = unmatched?[identity]?.first
                if matched != nil { unmatched?[identity]?.removeFirst() }
            }
            guard let matched else {
                appendItem("cg-added", "+", record, detail: "", strings: strings, to: &html)
                continue
            }
            let old = before[matched]
            var details = ""
            if old.constant != record.constant {
                details += "constant " + HTMLText.number(old.constant) + " → " + HTMLText.number(record.constant)
            }
            if old.priority != record.priority {
                if !details.isEmpty { details += ", " }
                details += "priority " + HTMLText.number(old.priority) + " → " + HTMLText.number(record.priority)
            }
            if old.broken != record.broken {
                if !details.isEmpty { details += ", " }
                details += strings[record.broken ? .nowBroken : .noLongerBroken]
            }
            if !details.isEmpty { appendItem("cg-changed", "~", record, detail: details, strings: strings, to: &html) }
        }
        let removed = unmatched.map { $0.values.flatMap { $0 }.sorted() }
            ?? Array(min(after.count, before.count)..<before.count)
        for index in removed {
            appendItem("cg-removed", "−", before[index], detail: "", strings: strings, to: &html)
        }
        return html
    }

    /// What makes a record the same constraint in two states: everything but constant, priority and broken state
    /// (a missing second item, line or label counts as an empty one).
    private struct Identity: Hashable {
        var first: String
        var relation: String
        var second: String
        var multiplier: UInt64
        var origin: String
        var line: Int
        var label: String

        init(_ c: ConstraintRecord) {
            first = c.first
            relation = c.relation
            second = c.second ?? ""
            multiplier = c.multiplier.bitPattern
            origin = c.origin
            line = c.line ?? 0
            label = c.label ?? ""
        }

        static func same(_ a: ConstraintRecord, _ b: ConstraintRecord) -> Bool {
            a.first == b.first && a.relation == b.relation && (a.second ?? "") == (b.second ?? "")
                && a.multiplier.bitPattern == b.multiplier.bitPattern && a.origin == b.origin
                && (a.line ?? 0) == (b.line ?? 0) && (a.label ?? "") == (b.label ?? "")
        }
    }

    private static func appendItem(_ cls: String, _ sign: String, _ record: ConstraintRecord, detail: String,
                                   strings: PreviewStrings, to html: inout String) {
        html += "<li class=\"" + cls + "\""
        if let line = record.line { html += " data-line=\"" + String(line) + "\"" }
        html += "><b>" + sign + "</b> <code>" + HTMLText.escape(describe(record)) + "</code>"
        if !detail.isEmpty { html += " <em>" + HTMLText.escape(detail) + "</em>" }
        if let line = record.line { html += " <span class=\"cg-ln\">" + HTMLText.escape(strings.line(line)) + "</span>" }
        html += "</li>"
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
