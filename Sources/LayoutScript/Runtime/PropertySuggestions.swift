import Diagnostics

/// "did you mean 'backgroundColor'?" for a property a UIKit view does not have (`box.backgroundColour`). The
/// runtime cannot know every UIKit property, so such a name stays an `unsupported-api` warning; a near miss of one
/// it knows is most likely a typo, which Swift would have rejected.
extension ViewObject {
    /// The properties of this view's UIKit class that the runtime knows: the API table's entries whose owners
    /// include the class or a superclass (Runtime/API). Runtime helpers without owners are left out.
    var knownPropertyNames: [String] {
        UIKitAPI.propertyNames(of: className)
    }

    /// " (did you mean 'backgroundColor'?)" when `name` is a near miss of one of `knownPropertyNames`, else "".
    func suggestion(for name: String) -> String {
        closestName(to: name, among: knownPropertyNames).map { " (did you mean '\($0)'?)" } ?? ""
    }
}

/// The candidate nearest to `name` by edit distance (insertions, deletions, substitutions and swaps of neighbours,
/// ignoring case), if it is near enough to be a typo: 1 edit for names up to 7 characters, 2 for longer ones.
/// Ties go to the first candidate in order.
func closestName(to name: String, among candidates: [String]) -> String? {
    let limit = name.count <= 7 ? 1 : 2
    var best: (name: String, distance: Int)?
    for candidate in candidates where candidate != name && abs(candidate.count - name.count) <= limit {
        let d = EditDistance.between(name.lowercased(), candidate.lowercased())
        if d <= limit, d < (best?.distance ?? .max) { best = (candidate, d) }
    }
    return best?.name
}
