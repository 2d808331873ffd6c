import LayoutFrames

/// The preview's toolbar: step controls (`data-step`), back/forward, the device menu and orientation toggle
/// (`data-device`), the width handle (`data-width`), and the overlay and ghost toggles. Each toggle is a checkbox
/// inside its chip, so the constraint overlay can be switched with JavaScript turned off and the tab order is the
/// order the reader sees. Every control has a name in the course language.
enum Controls {
    static func bar(id: String, states: [StateFrames], deviceKeys: [String], baseWidth: Double,
                    sweep: WidthSweepData?, strings: PreviewStrings) -> String {
        func text(_ key: PreviewStrings.Key) -> String { HTMLText.escape(strings[key]) }
        var html = "<div class=\"cg-bar\">"
        if states.count > 1 {
            html += "<div class=\"cg-steps\" role=\"group\" aria-label=\"\(text(.states))\">"
                + "<button type=\"button\" data-nav=\"-1\" aria-label=\"\(text(.back))\" title=\"\(text(.back))\" disabled>‹</button>"
            for (index, state) in states.enumerated() {
                let name = index == 0 && state.action == nil && state.name == "initial" ? strings[.initialState] : state.name
                html += "<button type=\"button\" data-step=\"\(index)\"\(index == 0 ? " aria-current=\"step\"" : "")"
                    + " title=\"\(HTMLText.escape(state.action ?? name))\">"
                    + "\(index). \(HTMLText.escape(shortened(name)))</button>"
            }
            html += "<button type=\"button\" data-nav=\"1\" aria-label=\"\(text(.forward))\" title=\"\(text(.forward))\">›</button></div>"
        }
        if deviceKeys.count > 1 {
            html += "<div class=\"cg-devices\" role=\"group\" aria-label=\"\(text(.devices))\">"
            let portraits = deviceKeys.filter { !$0.hasSuffix(" landscape") }
            let base = deviceKeys[0]
            for key in portraits {
                let pressed = key == base || base == key + " landscape"
                html += "<button type=\"button\" data-device=\"\(HTMLText.escape(key))\""
                    + " aria-pressed=\"\(pressed)\">\(HTMLText.escape(key))</button>"
            }
            if deviceKeys.contains(where: { $0.hasSuffix(" landscape") }) {
                // A toggle: pressed while the device is turned on its side.
                html += "<button type=\"button\" class=\"cg-rotate\" data-orientation=\"landscape\""
                    + " aria-pressed=\"\(base.hasSuffix(" landscape"))\""
                    + " aria-label=\"\(text(.rotate))\" title=\"\(text(.rotate))\">⟳</button>"
            }
            html += "</div>"
        }
        if let sweep {
            let value = Int(baseWidth.rounded())
            html += "<label class=\"cg-width\"><span>\(text(.width))</span> <input type=\"range\" data-width"
                + " min=\"\(sweep.min)\" max=\"\(sweep.max)\" step=\"1\" value=\"\(value)\""
                + " aria-label=\"\(text(.widthLabel))\"><output aria-hidden=\"true\">\(value)</output></label>"
        }
        // The script zooms the device (100 % = one point per CSS pixel); without it the zoom is inert.
        html += "<span class=\"cg-zoom\" role=\"group\" aria-label=\"\(text(.zoom))\">"
            + "<button type=\"button\" data-zoom=\"-1\" aria-label=\"\(text(.zoom)) −\">−</button><output>100%</output>"
            + "<button type=\"button\" data-zoom=\"1\" aria-label=\"\(text(.zoom)) +\">+</button>"
            + "<button type=\"button\" data-zoom=\"0\">\(text(.zoomFit))</button></span>"
        // The overlay is off until the reader turns it on (the script remembers the choice across pages); then
        // it shows the selected view's constraints, or all of them, with hugging and compression on request.
        html += chip("overlay", id: id, text(.constraints))
        html += chip("all", id: id, text(.showAll))
        html += chip("intrinsic", id: id, text(.intrinsic))
        // Ghosts outline the previous state's frames: with one state there is nothing to outline.
        if states.count > 1 {
            html += chip("ghosts", id: id, text(.ghosts), title: text(.ghostsHint))
        }
        return html + "</div>"
    }

    /// A toggle chip: a checkbox (class `cg-toggle-NAME`, off) inside its label.
    private static func chip(_ name: String, id: String, _ label: String, title: String? = nil) -> String {
        "<label class=\"cg-chip cg-chip-\(name)\" for=\"cg-\(name)-\(id)\"" + (title.map { " title=\"\($0)\"" } ?? "")
            + "><input type=\"checkbox\" class=\"cg-toggle cg-toggle-\(name)\" id=\"cg-\(name)-\(id)\">\(label)</label>"
    }

    /// The view list of the side panel: choosing a view selects it, as a click on the canvas does.
    static func viewList(paths: [String], strings: PreviewStrings) -> String {
        "<label class=\"cg-views\"><span>\(HTMLText.escape(strings[.views]))</span> <select><option value=\"-1\">—</option>"
            + paths.enumerated().map { "<option value=\"\($0)\">\(HTMLText.escape($1))</option>" }.joined()
            + "</select></label>"
    }

    private static func shortened(_ name: String) -> String {
        name.count > 28 ? String(name.prefix(27)) + "…" : name
    }
}
