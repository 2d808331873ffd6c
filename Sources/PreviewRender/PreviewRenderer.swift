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
        // Other devices and widths may show views the block's own device does not (code that branches on the
        // size): the element tree holds them all, hidden where a state lacks them.
        let tree = ViewTree(states: block.states + input.devices.flatMap(\.block.states)
                                + input.widths.keys.sorted().compactMap { input.widths[$0] }.flatMap(\.states))
        var styles = Deduplicated()
        var inners = Deduplicated()
        let kinds: [ViewKind] = tree.firstFrames.map(ViewKind.init)
        // Elements missing from a state of the block's own device are drawn as first seen.
        let fallbacks = zip(tree.firstFrames, kinds).map { ViewAppearance(view: $0, kind: $1) }

        // Per state: appearance and inner markup indexes, constraint marks, what changed.
        let conflictLines = block.conflictLines
        let ambiguity = AmbiguityHints(diagnostics: block.diagnostics, tree: tree)
        var stateData: [PlayerData.StateData] = []
        var stateMarks: [[PlayerData.ConstraintData]] = []
        var constraintTable: [PlayerData.ConstraintData] = []
        for (index, state) in block.states.enumerated() {
            var st = fallbacks.map { styles.index($0.css) }
            var inn = fallbacks.map { $0.inner.isEmpty ? -1 : inners.index($0.inner) }
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
        let elements = ViewElementHTML(
            tree: tree, kinds: kinds, initial: initial, styles: styles.values, inners: inners.values,
            styleIndexes: stateData.first?.st ?? [], innerIndexes: stateData.first?.inn ?? [],
            tapActions: Self.tapActions(block.states),
            truncatedPaths: Set(block.diagnostics.filter { $0.code == "truncated-text" }
                .flatMap { pathsNamed(in: $0.message, tree: tree) }))

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
        html += "<div class=\"cg-screen\">" + tree.roots.map(elements.html).joined() + "</div>"
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

extension PreviewRenderer {
    /// The tap action of each view path, from whichever state first records one.
    static func tapActions(_ states: [StateFrames]) -> [String: String] {
        var actions: [String: String] = [:]
        for state in states {
            for view in state.views where actions[view.path] == nil {
                if let tap = view.tapAction { actions[view.path] = tap }
            }
        }
        return actions
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
