import LayoutFrames

/// Renders one layout block's frames as the HTML fragment of DESIGN.md §7: a device canvas with one absolutely
/// positioned element per view, an SVG constraint overlay, the step/device/width controls, the diagnostics, and
/// the player's state data. The fragment shows the initial state with plain HTML and CSS; preview.js (shipped
/// by the theme) brings the controls to life.
public struct PreviewRenderer: Sendable {
    public init() {}

    /// The preview's HTML fragment.
    public func render(_ input: PreviewInput) -> String {
        let block = input.block
        let tree = ViewTree(states: block.states)
        let children = tree.children
        var styles = Deduplicated()
        var inners = Deduplicated()
        let kinds: [ViewKind] = tree.firstFrames.map(ViewKind.init)

        // Per state: appearance and inner markup indexes, constraint marks, what changed.
        let conflictLines = block.conflictLines
        let ambiguity = AmbiguityHints(diagnostics: block.diagnostics, tree: tree)
        var stateData: [PlayerData.StateData] = []
        var stateMarks: [[PlayerData.ConstraintData]] = []
        var constraintTable: [PlayerData.ConstraintData] = []
        for (index, state) in block.states.enumerated() {
            var st = Array(repeating: -1, count: tree.paths.count)
            var inn = Array(repeating: -1, count: tree.paths.count)
            for view in state.views {
                guard let element = tree.index(of: view.path) else { continue }
                let appearance = ViewAppearance(view: view, kind: kinds[element])
                st[element] = styles.index(appearance.css)
                inn[element] = appearance.inner.isEmpty ? -1 : inners.index(appearance.inner)
            }
            let marks = state.constraints.map {
                ConstraintMark(record: $0, tree: tree, conflictLines: conflictLines, ambiguity: ambiguity)
            }
            let entries = marks.map(PlayerData.ConstraintData.init(mark:))
            stateMarks.append(entries)
            let constraintIndexes = entries.map { entry in
                if let found = constraintTable.firstIndex(of: entry) { return found }
                constraintTable.append(entry)
                return constraintTable.count - 1
            }
            let changes = index == 0 ? ""
                : ConstraintChanges.listItems(before: block.states[index - 1].constraints, after: state.constraints)
            stateData.append(PlayerData.StateData(
                name: state.name, action: state.action,
                tr: state.transition.map {
                    PlayerData.TransitionData(d: max(0, $0.duration), dl: max(0, $0.delay),
                                              e: TransitionTiming.easing($0))
                },
                st: st, inn: inn,
                c: constraintIndexes,
                ch: changes))
        }

        let baseKey = block.device.name
        var devices = [PlayerData.DeviceData(
            key: baseKey, size: block.device.size, safe: block.device.safeArea,
            states: block.states.map { ElementGeometry(state: $0, tree: tree) })]
        for variant in input.devices where variant.key != baseKey {
            devices.append(PlayerData.DeviceData(
                key: variant.key, size: variant.block.device.size, safe: variant.block.device.safeArea,
                states: variant.block.states.map { ElementGeometry(state: $0, tree: tree) }))
        }
        let sweep = WidthSweepData(widths: input.widths, base: block, tree: tree)
        let data = PlayerData(paths: tree.paths, parents: tree.parents, styles: styles.values,
                              inners: inners.values, cons: constraintTable, states: stateData, devices: devices, sweep: sweep)

        // The initial state as plain HTML.
        let initial = devices[0].states.first ?? ElementGeometry(
            state: StateFrames(name: "initial", action: nil, keyboard: nil, views: [], constraints: []), tree: tree)
        func element(_ index: Int) -> String {
            let view = tree.firstFrames[index]
            let kind = kinds[index]
            let styleIndex = stateData.first?.st[index] ?? -1
            let innerIndex = stateData.first?.inn[index] ?? -1
            var attributes = "class=\"\(ViewAppearance.classes(kind: kind, style: view.style))\""
                + " data-path=\"\(HTMLText.escape(view.path))\" data-type=\"\(HTMLText.escape(view.type))\""
            if let tap = view.tapAction ?? block.states.lazy.compactMap({ $0.views.first { $0.path == view.path }?.tapAction }).first {
                attributes += " data-tap=\"\(HTMLText.escape(tap))\""
            }
            if kind.showsText {
                let size = view.style?.fontSize ?? 17
                attributes += " data-lh=\"\(HTMLText.number(view.style?.lineHeight ?? size * ViewAppearance.interLineHeightRatio))\""
                attributes += " data-lines=\"\(view.style?.numberOfLines ?? (kind == .label ? 1 : (kind == .button ? 1 : 0)))\""
                if view.style?.truncated == true { attributes += " data-truncated=\"true\"" }
            }
            var css: [String] = []
            if styleIndex >= 0, !styles.values[styleIndex].isEmpty { css.append(styles.values[styleIndex]) }
            if let frame = initial.frames[index] {
                css.append("left:\(HTMLText.number(frame[0]))px;top:\(HTMLText.number(frame[1]))px;"
                    + "width:\(HTMLText.number(frame[2]))px;height:\(HTMLText.number(frame[3]))px")
            }
            if let alpha = initial.alphas.first(where: { Int($0[0]) == index }) {
                css.append("opacity:\(HTMLText.number(alpha[1]))")
            }
            if let frame = initial.frames[index], kind.showsText, view.style?.numberOfLines != 1 {
                css.append("--cg-clamp:\(LabelLines.clamp(height: frame[3], lineHeight: view.style?.lineHeight ?? (view.style?.fontSize ?? 17) * ViewAppearance.interLineHeightRatio, numberOfLines: view.style?.numberOfLines ?? (kind == .label ? 1 : 0)))")
            }
            attributes += " style=\"\(HTMLText.escape(css.joined(separator: ";")))\""
            if initial.frames[index] == nil || initial.hidden.contains(index) { attributes += " hidden" }
            var html = "<div \(attributes)>"
            if innerIndex >= 0 { html += "<span class=\"cg-inner\">\(inners.values[innerIndex])</span>" }
            let nested = children[index].map(element).joined()
            if kind == .scroll {
                let size = initial.contentSizes.first(where: { Int($0[0]) == index })
                let sizeStyle = size.map { "width:\(HTMLText.number($0[1]))px;height:\(HTMLText.number($0[2]))px" } ?? ""
                html += "<div class=\"cg-content\" style=\"\(sizeStyle)\">\(nested)</div>"
            } else {
                html += nested
            }
            return html + "</div>"
        }

        let id = HTMLText.escape(block.id)
        var html = "<div class=\"cg-preview\" data-preview-id=\"\(id)\" data-state=\"0\""
            + " data-current-device=\"\(HTMLText.escape(baseKey))\""
            + " data-current-width=\"\(HTMLText.number(block.device.size.first ?? 0))\">"
        html += "<input type=\"checkbox\" class=\"cg-toggle cg-toggle-overlay\" id=\"cg-ov-\(id)\" checked>"
        html += "<input type=\"checkbox\" class=\"cg-toggle cg-toggle-ghosts\" id=\"cg-gh-\(id)\">"
        html += Controls.bar(id: id, states: block.states, deviceKeys: devices.map(\.key),
                             baseWidth: block.device.size.first ?? 0, sweep: sweep)
        html += "<div class=\"cg-stage\"><div class=\"\(CanvasChrome.canvasClasses(name: baseKey, size: block.device.size, safeArea: block.device.safeArea))\""
            + " data-canvas style=\"\(CanvasChrome.canvasStyle(size: block.device.size, safeArea: block.device.safeArea))\">"
        html += "<div class=\"cg-screen\">" + tree.roots.map(element).joined() + "</div>"
        html += "<div class=\"cg-ghosts\" aria-hidden=\"true\"></div>"
        html += CanvasChrome.overlays(keyboard: initial.keyboard)
        html += OverlaySVG.svg(marks: stateMarks.first ?? [], geometry: MarkGeometry(
            rects: initial.canvasRects(parents: tree.parents), parents: tree.parents,
            canvas: block.device.size, safeArea: block.device.safeArea, keyboard: initial.keyboard),
            size: block.device.size)
        if sweep != nil { html += "<div class=\"cg-handle\" title=\"Drag to change the width\"></div>" }
        html += "</div></div>"
        html += "<div class=\"cg-side\"><div class=\"cg-selection\" hidden></div>"
            + "<div class=\"cg-changes-box\" hidden><h4>What changed</h4><ul class=\"cg-changes\"></ul></div>"
            + DiagnosticsPanel.html(block.diagnostics) + "</div>"
        html += "<script type=\"application/json\" class=\"cg-data\">\(data.scriptJSON())</script>"
        return html + "</div>"
    }
}

/// How many lines a label shows in a box of a given height: UILabel draws as many whole lines as fit, up to
/// numberOfLines (0 = unlimited), and truncates the last one shown.
enum LabelLines {
    static func clamp(height: Double, lineHeight: Double, numberOfLines: Int) -> Int {
        let fitting = lineHeight > 0 ? max(1, Int((height + 0.5) / lineHeight)) : 1
        return numberOfLines > 0 ? min(numberOfLines, fitting) : fitting
    }
}

/// Index-stable deduplication of strings for the state data's tables.
struct Deduplicated {
    private(set) var values: [String] = []
    private var indexes: [String: Int] = [:]

    mutating func index(_ value: String) -> Int {
        if let index = indexes[value] { return index }
        indexes[value] = values.count
        values.append(value)
        return values.count - 1
    }
}
