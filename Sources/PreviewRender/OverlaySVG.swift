/// The constraint overlay of one state as inline SVG: exactly one `<g data-constraint>` per constraint (marks
/// whose items cannot be placed are empty groups, still counted), with data attributes naming the constraint.
enum OverlaySVG {
    static func svg(marks: [PlayerData.ConstraintData], geometry: MarkGeometry, size: [Double]) -> String {
        let width = HTMLText.number(size.first ?? 0), height = HTMLText.number(size.last ?? 0)
        var html = "<svg class=\"cg-overlay\" width=\"\(width)\" height=\"\(height)\""
            + " viewBox=\"0 0 \(width) \(height)\" aria-label=\"Constraints\">"
        for (index, mark) in marks.enumerated() {
            html += group(index: index, mark: mark, geometry: geometry)
        }
        return html + "</svg>"
    }

    static func group(index: Int, mark: PlayerData.ConstraintData, geometry: MarkGeometry) -> String {
        let record = mark.g.record
        var html = "<g class=\"cg-mark cg-\(mark.g.kind.rawValue)\(mark.k.isEmpty ? "" : " " + mark.k)\""
            + " data-constraint=\"\(index)\"" + (mark.l.map { " data-line=\"\($0)\"" } ?? "")
            + " data-first=\"\(HTMLText.escape(record.first))\""
            + (record.second.map { " data-second=\"\(HTMLText.escape($0))\"" } ?? "")
            + " data-relation=\"\(HTMLText.escape(record.relation))\" data-priority=\"\(HTMLText.number(record.priority))\">"
            + "<title>\(HTMLText.escape(mark.t))</title>"
        if let shapes = geometry.shapes(mark.g) {
            html += "<path class=\"cg-hit\" d=\"\(shapes.path)\"/><path d=\"\(shapes.path)\"/>"
            if let badge = shapes.badge, !mark.b.isEmpty {
                html += "<text x=\"\(HTMLText.number(badge.x))\" y=\"\(HTMLText.number(badge.y))\">"
                    + "\(HTMLText.escape(mark.b))</text>"
            }
        }
        return html + "</g>"
    }
}
