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
        let tables = StateTables(block: block, tree: tree, strings: input.strings)

        let baseKey = block.device.name
        let baseTruncated = TruncatedText.elements(of: block, tree: tree)
        var devices = [PlayerData.DeviceData(
            key: baseKey, size: block.device.size, safe: block.device.safeArea,
            states: block.states.map { ElementGeometry(state: $0, tree: tree) }, truncated: baseTruncated)]
        for variant in input.devices where variant.key != baseKey {
            devices.append(PlayerData.DeviceData(
                key: variant.key, size: variant.block.device.size, safe: variant.block.device.safeArea,
                states: variant.block.states.map { ElementGeometry(state: $0, tree: tree) },
                truncated: TruncatedText.elements(of: variant.block, tree: tree)))
        }
        let sweep = WidthSweepData(widths: input.widths, base: block, tree: tree)
        let data = PlayerData(paths: tree.paths, parents: tree.parents, styles: tables.styles.values,
                              inners: tables.inners.values, cons: tables.constraints, states: tables.states,
                              devices: devices, sweep: sweep, tx: input.strings.forScript)
        let initial = devices[0].states.first ?? ElementGeometry(
            state: StateFrames(name: "initial", action: nil, keyboard: nil, views: [], constraints: []), tree: tree)
        return fragment(block: block, tree: tree, tables: tables, initial: initial, deviceKeys: devices.map(\.key),
                        sweep: sweep, data: data, truncated: Set(baseTruncated), strings: input.strings)
    }

    /// The markup: toggles, toolbar, the canvas with the initial state and its overlay, the side panels, and
    /// the state data.
    private func fragment(block: BlockFrames, tree: ViewTree, tables: StateTables, initial: ElementGeometry,
                          deviceKeys: [String], sweep: WidthSweepData?, data: PlayerData, truncated: Set<Int>,
                          strings: PreviewStrings) -> String {
        let elements = ViewElementHTML(
            tree: tree, kinds: tables.kinds, initial: initial, styles: tables.styles.values,
            inners: tables.inners.values,
            styleIndexes: tables.states.first?.st ?? [], innerIndexes: tables.states.first?.inn ?? [],
            tapActions: Self.tapActions(block.states), truncated: truncated)
        let device = block.device
        let id = HTMLText.escape(block.id)
        var html = "<div class=\"cg-preview\" data-preview-id=\"\(id)\" data-state=\"0\""
            + " data-current-device=\"\(HTMLText.escape(device.name))\""
            + " data-current-width=\"\(HTMLText.number(device.size.first ?? 0))\">"
        html += Controls.bar(id: id, states: block.states, deviceKeys: deviceKeys,
                             baseWidth: device.size.first ?? 0, sweep: sweep, strings: strings)
        let canvasClasses = CanvasChrome.canvasClasses(name: device.name, size: device.size, safeArea: device.safeArea)
        html += "<div class=\"cg-stage\"><div class=\"\(canvasClasses)\" data-canvas"
            + " style=\"\(CanvasChrome.canvasStyle(size: device.size, safeArea: device.safeArea))\">"
        html += "<div class=\"cg-screen\">" + tree.roots.map(elements.html).joined() + "</div>"
        html += "<div class=\"cg-ghosts\" aria-hidden=\"true\"></div>"
        html += CanvasChrome.overlays(keyboard: initial.keyboard, strings: strings)
        html += OverlaySVG.svg(marks: tables.initialMarks, geometry: MarkGeometry(
            rects: initial.canvasRects(parents: tree.parents), parents: tree.parents,
            canvas: device.size, safeArea: device.safeArea, keyboard: initial.keyboard,
            scrollViews: tables.kinds.map { $0 == .scroll }),
            size: device.size, label: strings[.constraints])
        html += "</div>"
        // Beside the canvas, not in it: the canvas clips and is scaled down on phones, and a finger needs a target
        // that covers none of the screen. The slider is its keyboard twin, so the handle is hidden from readers.
        if sweep != nil {
            html += "<div class=\"cg-handle\" title=\"\(HTMLText.escape(strings[.dragWidth]))\" aria-hidden=\"true\"></div>"
        }
        html += "</div>"
        html += "<div class=\"cg-side\"><div class=\"cg-selection\" hidden></div>"
            + "<div class=\"cg-changes-box\" hidden><h4>\(HTMLText.escape(strings[.whatChanged]))</h4>"
            + "<ul class=\"cg-changes\"></ul></div>"
            + DiagnosticsPanel.html(block.diagnostics, strings: strings) + "</div>"
        html += "<script type=\"application/json\" class=\"cg-data\">\(data.scriptJSON())</script>"
        return html + "</div>"
    }
}

extension StateTables {
    /// Where a tap leads from this state, per element (LayoutScript explores taps state by state).
    static func taps(_ state: StateFrames, tree: ViewTree) -> [String: String]? {
        var taps: [String: String] = [:]
        for view in state.views {
            if let tap = view.tapAction, let element = tree.index(of: view.path) { taps[String(element)] = tap }
        }
        return taps.isEmpty ? nil : taps
    }
}

/// The per-state tables of the player: each element's appearance and inner markup (deduplicated), the
/// constraints (deduplicated across states), transitions and the "what changed" lists.
struct StateTables {
    let kinds: [ViewKind]
    private(set) var styles = Deduplicated()
    private(set) var inners = Deduplicated()
    private(set) var constraints: [PlayerData.ConstraintData] = []
    private(set) var states: [PlayerData.StateData] = []
    /// The initial state's constraints in order (the no-JavaScript overlay).
    private(set) var initialMarks: [PlayerData.ConstraintData] = []

    init(block: BlockFrames, tree: ViewTree, strings: PreviewStrings = PreviewStrings()) {
        kinds = tree.firstFrames.map(ViewKind.init)
        // Elements missing from a state of the block's own device are drawn as first seen.
        let fallbacks = zip(tree.firstFrames, kinds).map { ViewAppearance(view: $0, kind: $1) }
        let conflicts = ConflictHints(diagnostics: block.diagnostics)
        let ambiguity = AmbiguityHints(diagnostics: block.diagnostics, tree: tree)
        for (index, state) in block.states.enumerated() {
            var st = fallbacks.map { styles.index($0.css) }
            var inn = fallbacks.map { $0.inner.isEmpty ? -1 : inners.index($0.inner) }
            for view in state.views {
                guard let element = tree.index(of: view.path) else { continue }
                let appearance = ViewAppearance(view: view, kind: kinds[element])
                st[element] = styles.index(appearance.css)
                inn[element] = appearance.inner.isEmpty ? -1 : inners.index(appearance.inner)
            }
            let entries = state.constraints.map {
                PlayerData.ConstraintData(mark: ConstraintMark(record: $0, tree: tree, conflicts: conflicts,
                                                               ambiguity: ambiguity))
            }
            if index == 0 { initialMarks = entries }
            let constraintIndexes = entries.map { entry in
                if let found = constraints.firstIndex(of: entry) { return found }
                constraints.append(entry)
                return constraints.count - 1
            }
            let changes = index == 0 ? ""
                : ConstraintChanges.listItems(before: block.states[index - 1].constraints, after: state.constraints,
                                              strings: strings)
            states.append(PlayerData.StateData(
                name: state.name, action: state.action,
                tr: state.transition.map {
                    PlayerData.TransitionData(d: max(0, $0.duration), dl: max(0, $0.delay),
                                              e: TransitionTiming.easing($0))
                },
                st: st, inn: inn, c: constraintIndexes, ch: changes, tap: Self.taps(state, tree: tree)))
        }
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
