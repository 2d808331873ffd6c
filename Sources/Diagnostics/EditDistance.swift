/// How far one name is from another, for the "did you mean …?" notes of every diagnostic that names a mistyped
/// thing (a property, an info-string attribute, a link's anchor). One measure everywhere, so a typo counts the
/// same in a layout block as in a link.
public enum EditDistance {
    /// Optimal string alignment distance: Levenshtein's, with a swap of two neighbouring characters counted as one
    /// edit (`tpo` → `top`), compared by Unicode scalar so that it agrees with the columns diagnostics report.
    public static func between(_ a: String, _ b: String) -> Int {
        let a = Array(a.unicodeScalars), b = Array(b.unicodeScalars)
        if a.isEmpty || b.isEmpty { return max(a.count, b.count) }
        var previous2 = [Int](repeating: 0, count: b.count + 1)
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    current[j] = min(current[j], previous2[j - 2] + 1)
                }
            }
            (previous2, previous, current) = (previous, current, previous2)
        }
        return previous[b.count]
    }
}
