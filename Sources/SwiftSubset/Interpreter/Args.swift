/// Evaluated call arguments with their labels (nil for unlabeled).
package struct Args {
    package var values: [Value]
    package var labels: [String?]

    package init(_ values: [Value], _ labels: [String?]) {
        self.values = values
        self.labels = labels
    }

    package static var none: Args { Args([], []) }

    package var count: Int { values.count }
    package var first: Value? { values.first }

    /// The argument with this label.
    package func named(_ label: String) -> Value? {
        guard let i = labels.firstIndex(where: { $0 == label }) else { return nil }
        return values[i]
    }

    package func double(_ label: String) -> Double? { named(label)?.asDouble }

    /// The first unlabeled argument.
    package var unlabeled: Value? {
        guard let i = labels.firstIndex(where: { $0 == nil }) else { return nil }
        return values[i]
    }

    /// The last argument when it is a function (a trailing closure).
    package var trailingFunction: Function? {
        if case .function(let f)? = values.last { return f }
        return nil
    }

    /// True when the first argument has no label (`labels.first == nil` would compare a `String??`).
    package var isUnlabeled: Bool { !labels.isEmpty && labels[0] == nil }

    package var labelSignature: String { labels.map { ($0 ?? "_") + ":" }.joined() }
}
