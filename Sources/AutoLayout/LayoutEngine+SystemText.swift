/// The solver's constraint system written out, so that another solver can be timed on exactly the system a layout
/// pass produced (the Auto Layout benchmark's peer comparison) and so that a puzzling layout can be replayed with
/// `coursegen solve`.
extension LayoutEngine {
    /// The rows the solver holds after the last pass, in the order they were added, in the constraint text format of
    /// `coursegen solve` (DESIGN.md §8): `expr (==|<=|>=) 0 @priority`, one per line. Variable `v<N>` is solver
    /// variable N; the names carry no meaning outside this text. Rows without a variable (`0 == 20`, which never
    /// reach the solver) are left out.
    public func installedSystemText() -> String {
        var lines: [String] = []
        lines.reserveCapacity(installedOrder.count)
        for row in installedOrder where !row.isConstant {
            var text = ""
            for (index, term) in row.terms.enumerated() {
                let magnitude = abs(term.coefficient)
                if index == 0 {
                    if term.coefficient < 0 { text += "-" }
                } else {
                    text += term.coefficient < 0 ? " - " : " + "
                }
                if magnitude != 1 { text += "\(magnitude)*" }
                text += "v\(term.id)"
            }
            if row.constant != 0 { text += row.constant < 0 ? " - \(-row.constant)" : " + \(row.constant)" }
            if row.isPreference {
                let shortfall = row.shortfallPriority
                // A preference (hugging and compression resistance in one row) is the pair it stands for.
                lines.append(text + " <= 0 @\(min(1000, max(1, row.priority)))")
                lines.append(text + " >= 0 @\(min(1000, max(1, shortfall)))")
                continue
            }
            switch row.relation {
            case .equal: text += " == 0"
            case .lessThanOrEqual: text += " <= 0"
            case .greaterThanOrEqual: text += " >= 0"
            }
            text += " @\(min(1000, max(1, row.priority)))"
            lines.append(text)
        }
        return lines.joined(separator: "\n") + "\n"
    }
}
