/// Evaluated call arguments with their labels (nil for unlabeled).
struct Args {
    var values: [Value]
    var labels: [String?]

    init(_ values: [Value], _ labels: [String?]) {
        self.values = values
        self.labels = labels
    }

    static let none = Args([], [])

    var count: Int { values.count }
    var first: Value? { values.first }

    /// The argument with this label.
    func named(_ label: String) -> Value? {
        guard let i = labels.firstIndex(where: { $0 == label }) else { return nil }
        return values[i]
    }

    func double(_ label: String) -> Double? { named(label)?.asDouble }

    /// The first unlabeled argument.
    var unlabeled: Value? {
        guard let i = labels.firstIndex(where: { $0 == nil }) else { return nil }
        return values[i]
    }

    /// The last argument when it is a function (a trailing closure).
    var trailingFunction: Function? {
        if case .function(let f)? = values.last { return f }
        return nil
    }

    /// True when the first argument has no label (`labels.first == nil` would compare a `String??`).
    var isUnlabeled: Bool { !labels.isEmpty && labels[0] == nil }

    var labelSignature: String { labels.map { ($0 ?? "_") + ":" }.joined() }
}
