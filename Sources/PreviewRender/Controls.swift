import LayoutFrames

/// The preview's toolbar: step controls (`data-step`), back/forward, the device menu and orientation toggle
/// (`data-device`), the width handle (`data-width`), and the overlay and ghost toggles. The toggles are labels
/// of checkboxes so the constraint overlay can be switched with JavaScript turned off.
enum Controls {
    static func bar(id: String, states: [StateFrames], deviceKeys: [String], baseWidth: Double,
                    sweep: WidthSweepData?) -> String {
        var html = "<div class=\"cg-bar\">"
        if states.count > 1 {
            html += "<div class=\"cg-steps\" role=\"group\" aria-label=\"States\">"
                + "<button type=\"button\" data-nav=\"-1\" aria-label=\"Back\" disabled>‹</button>"
            for (index, state) in states.enumerated() {
                html += "<button type=\"button\" data-step=\"\(index)\"\(index == 0 ? " aria-current=\"step\"" : "")"
                    + " title=\"\(HTMLText.escape(state.action ?? state.name))\">"
                    + "\(index). \(HTMLText.escape(shortened(state.name)))</button>"
            }
            html += "<button type=\"button\" data-nav=\"1\" aria-label=\"Forward\">›</button></div>"
        }
        if deviceKeys.count > 1 {
            html += "<div class=\"cg-devices\" role=\"group\" aria-label=\"Device\">"
            let portraits = deviceKeys.filter { !$0.hasSuffix(" landscape") }
            for key in portraits {
                html += "<button type=\"button\" data-device=\"\(HTMLText.escape(key))\""
                    + "\(key == deviceKeys[0] ? " aria-pressed=\"true\"" : "")>\(HTMLText.escape(key))</button>"
            }
            if deviceKeys.contains(where: { $0.hasSuffix(" landscape") }) {
                html += "<button type=\"button\" class=\"cg-rotate\" data-orientation=\"landscape\""
                    + " aria-label=\"Rotate\" title=\"Rotate\">⟳</button>"
            }
            html += "</div>"
        }
        if let sweep {
            let value = Int(baseWidth.rounded())
            html += "<label class=\"cg-width\">W <input type=\"range\" data-width min=\"\(sweep.min)\""
                + " max=\"\(sweep.max)\" step=\"1\" value=\"\(value)\"><output>\(value)</output></label>"
        }
        html += "<label class=\"cg-chip\" for=\"cg-ov-\(id)\">Constraints</label>"
        if states.count > 1 { html += "<label class=\"cg-chip\" for=\"cg-gh-\(id)\">Ghosts</label>" }
        return html + "</div>"
    }

    private static func shortened(_ name: String) -> String {
        name.count > 28 ? String(name.prefix(27)) + "…" : name
    }
}
