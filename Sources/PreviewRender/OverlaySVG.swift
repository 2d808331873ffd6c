/// The constraint overlay of one state as inline SVG: exactly one `<g data-constraint>` per constraint (marks
/// whose items cannot be placed are empty groups, still counted), with data attributes naming the constraint.
enum OverlaySVG {
    static func svg(marks: [PlayerData.ConstraintData], geometry: MarkGeometry, size: [Double], label: String) -> String {
        let width = HTMLText.number(size.first ?? 0), height = HTMLText.number(size.last ?? 0)
        var html = "<svg class=\"cg-overlay\" width=\"\(width)\" height=\"\(height)\""
            + " viewBox=\"0 0 \(width) \(height)\" aria-label=\"\(HTMLText.escape(label))\">"
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
            var drawing = "<path class=\"cg-hit\" d=\"\(shapes.path)\"/><path d=\"\(shapes.path)\"/>"
            if let badge = shapes.badge, !mark.b.isEmpty {
                let x = inside(badge.x, characters: mark.b.utf16.count, limit: geometry.canvas.first ?? 0)
                let y = inside(badge.y, characters: 1, limit: geometry.canvas.last ?? 0)
                // The number is a marker until the reader points at the mark, so it never covers the UI's text.
                drawing += "<circle cx=\"\(HTMLText.number(x))\" cy=\"\(HTMLText.number(y))\" r=\"2.5\"/>"
                    + "<text x=\"\(HTMLText.number(x))\" y=\"\(HTMLText.number(y))\">\(HTMLText.escape(mark.b))</text>"
            }
            if let clip = geometry.clip(mark.g) {
                // A nested viewport clips without ids (which would have to be unique in the page); its viewBox
                // keeps canvas coordinates, so the shapes inside are the same as without it.
                let box = clip.map(HTMLText.number)
                drawing = "<svg class=\"cg-clip\" x=\"\(box[0])\" y=\"\(box[1])\" width=\"\(box[2])\" height=\"\(box[3])\""
                    + " viewBox=\"\(box.joined(separator: " "))\">" + drawing + "</svg>"
            }
            html += drawing
        }
        return html + "</g>"
    }

    /// Keeps a badge centred at `value` on the canvas (which clips it): marks along the screen edges, like a
    /// full-width view's height bar, would otherwise show half their number. About 6 pt per character of the
    /// 10-pt badge font, plus a margin. preview.js's `inside` is the same function (characters are UTF-16
    /// units, as JavaScript counts them, so both sides place the badge alike).
    static func inside(_ value: Double, characters: Int, limit: Double) -> Double {
        let pad = 3 * Double(characters) + 3
        guard limit > 2 * pad else { return value }
        return Swift.max(pad, Swift.min(limit - pad, value))
    }
}
