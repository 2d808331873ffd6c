import Diagnostics

/// Suggests the anchor an author probably meant when a fragment names none (`#instal` → `#install`).
enum AnchorSuggestion {
    /// The closest anchor within a small edit distance, or nil. Deterministic: ties go to the smaller name.
    static func closest(to wanted: String, among anchors: Set<String>) -> String? {
        let limit = max(1, min(3, wanted.count / 3))
        var best: (distance: Int, name: String)?
        let wantedLowercased = wanted.lowercased()
        for anchor in anchors where abs(anchor.count - wanted.count) <= limit {
            let distance = EditDistance.between(wantedLowercased, anchor.lowercased())
            guard distance <= limit else { continue }
            if let current = best, distance > current.distance || (distance == current.distance && anchor >= current.name) {
                continue
            }
            best = (distance, anchor)
        }
        return best?.name
    }
}
