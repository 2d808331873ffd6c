/// Suggests the anchor an author probably meant when a fragment names none (`#instal` → `#install`).
enum AnchorSuggestion {
    /// The closest anchor within a small edit distance, or nil. Deterministic: ties go to the smaller name.
    static func closest(to wanted: String, among anchors: Set<String>) -> String? {
        let limit = max(1, min(3, wanted.count / 3))
        var best: (distance: Int, name: String)?
        let wantedScalars = Array(wanted.lowercased().unicodeScalars)
        for anchor in anchors where abs(anchor.count - wanted.count) <= limit {
            let distance = editDistance(wantedScalars, Array(anchor.lowercased().unicodeScalars), limit: limit)
            guard distance <= limit else { continue }
            if let current = best, distance > current.distance || (distance == current.distance && anchor >= current.name) {
                continue
            }
            best = (distance, anchor)
        }
        return best?.name
    }

    /// Levenshtein distance, giving up (returning `limit + 1`) as soon as every path exceeds `limit`.
    private static func editDistance(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar], limit: Int) -> Int {
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            var rowMinimum = current[0]
            for j in 1...b.count {
                let substitution = previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1)
                current[j] = min(substitution, previous[j] + 1, current[j - 1] + 1)
                rowMinimum = min(rowMinimum, current[j])
            }
            if rowMinimum > limit { return limit + 1 }
            swap(&previous, &current)
        }
        return previous[b.count]
    }
}
