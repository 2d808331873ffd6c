import Diagnostics

/// The candidate nearest to `name` by edit distance (insertions, deletions, substitutions and swaps of neighbours,
/// ignoring case), if it is near enough to be a typo: 1 edit for names up to 7 characters, 2 for longer ones.
/// Ties go to the first candidate in order.
package func closestName(to name: String, among candidates: [String]) -> String? {
    let limit = name.count <= 7 ? 1 : 2
    var best: (name: String, distance: Int)?
    for candidate in candidates where candidate != name && abs(candidate.count - name.count) <= limit {
        let d = EditDistance.between(name.lowercased(), candidate.lowercased())
        if d <= limit, d < (best?.distance ?? .max) { best = (candidate, d) }
    }
    return best?.name
}
