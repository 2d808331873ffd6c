import LayoutFrames

/// Renders one layout block's frames as the HTML fragment of DESIGN.md §7: a device canvas with one absolutely
/// positioned element per view, an SVG constraint overlay, the step/device/width controls, the diagnostics, and
/// the player's state data. The fragment shows the initial state with plain HTML and CSS; preview.js (shipped
/// by the theme) brings the controls to life.
public struct PreviewRenderer: Sendable {
    public init() {}

    /// The preview's HTML fragment.
    public func render(_ input: PreviewInput) -> String { rendered(input).html }

    /// The fragment and the player data written into it.
    func rendered(_ input: PreviewInput) -> (html: String, data: PlayerData) {
        let block = input.block
        // Other devices and widths may show views the block's own device does not (code that branches on the
        // size): the element tree holds them all, hidden where a state lacks them.
        let tree = ViewTree(states: block.states + input.devices.flatMap(\.block.states)
                                + input.widths.keys.sorted().compactMap { input.widths[$0] }.flatMap(\.states))
        var tables = StateTables(block: block, tree: tree, strings: input.strings, icons: input.icons)

        let baseKey = block.device.name
        let baseTruncated = TruncatedText.elements(of: block, tree: tree)
        var devices = [PlayerData.DeviceData(
            key: baseKey, size: block.device.size, safe: block.device.safeArea,
            states: block.states.map { ElementGeometry(state: $0, tree: tree) }, truncated: baseTruncated)]
        for variant in input.devices where variant.key != baseKey {
            devices.append(PlayerData.DeviceData(
                key: variant.key, size: variant.block.device.size, safe: variant.block.device.safeArea,
                states: variant.block.states.map { ElementGeometry(state: $0, tree: tree) },
                truncated: TruncatedText.elements(of: variant.block, tree: tree),
                constraints: tables.variant(variant.block, tree: tree, strings: input.strings)))
        }
        var widthConstraints: [String: PlayerData.ConstraintLists] = [:]
        // In width order: `tables` numbers constraints as it meets them, so the page's bytes must not depend on
        // the dictionary's order.
        for width in input.widths.keys.sorted() {
            guard let frames = input.widths[width] else { continue }
            if let lists = tables.variant(frames, tree: tree, strings: input.strings) { widthConstraints[String(width)] = lists }
        }
        // The canvas's classes per device, for the script to switch (a stopped run's banner keeps its room).
        let rootStyle = tree.firstFrames.first?.style
        let showsWindow = tree.firstFrames.first?.path == "view" && rootStyle?.backgroundColor == nil
        let stoppedClass = CanvasChrome.stoppedBanner(blockID: "", diagnostics: block.diagnostics, strings: input.strings)
            .isEmpty ? "" : " cg-has-stopped"
        for k in devices.indices {
            let d = devices[k]
            devices[k].classes = CanvasChrome.canvasClasses(name: d.key, size: d.size, safeArea: d.safe,
                                                            showsWindow: showsWindow) + stoppedClass
        }
        let sweep = WidthSweepData(widths: input.widths, base: block, tree: tree)
        let tweaks = input.tweaks.flatMap { TweakData($0, base: block, tree: tree, tables: &tables, strings: input.strings) }
        var data = PlayerData(paths: tree.paths, parents: tree.parents, styles: tables.styles.values,
                              inners: tables.inners.values, cons: tables.constraints, states: tables.states,
                              devices: devices, sweep: sweep, widthConstraints: widthConstraints.isEmpty ? nil : widthConstraints,
                              tx: input.strings.forScript)
        data.tw = tweaks
        data.cap = input.captions.isEmpty ? nil : input.captions
        data.sl = StepLines.lines(block, codeLines: input.codeLines, code: input.code)
        let initial = devices[0].states.first ?? ElementGeometry(
            state: StateFrames(name: "initial", action: nil, keyboard: nil, views: [], constraints: []), tree: tree)
        let extras = (tweaks != nil ? input.tweaks.map { TweakData.controls($0, strings: input.strings) } ?? "" : "")
            + StepLines.caption(input.captions)
        let html = fragment(block: block, tree: tree, tables: tables, initial: initial, deviceKeys: devices.map(\.key),
                            sweep: sweep, data: data, truncated: Set(baseTruncated), strings: input.strings, extras: extras)
        return (html, data)
    }

    /// What the preview cannot draw faithfully, located at the block: SF Symbols the icon table does not map
    /// (drawn as a neutral glyph). `frames` does not report these; `build` and `check` do.
    public func warnings(_ input: PreviewInput) -> [FrameDiagnostic] {
        var seen = Set<String>()
        var names: [String] = []
        for state in input.block.states + input.devices.flatMap(\.block.states) {
            for view in state.views {
                for name in ImageHTML.unmappedSymbols(view.style, icons: input.icons) where seen.insert(name).inserted {
                    names.append(name)
                }
            }
        }
        var result: [FrameDiagnostic] = []
        if input.captions.count > input.block.states.count, !input.block.states.isEmpty {
            result.append(FrameDiagnostic(severity: "warning", code: "block-attribute", line: input.block.line, column: 1,
                                          message: "steps= has \(input.captions.count) captions but the block has "
                                            + "\(input.block.states.count) states (initial, then one per action); the extra "
                                            + "captions are not shown"))
        }
        if let tweaks = input.tweaks, !TweakData.sameShape(tweaks, base: input.block) {
            let first = tweaks.sliders.first
            result.append(FrameDiagnostic(severity: "warning", code: "tweak", line: first?.line ?? input.block.line,
                                          column: first?.column ?? 1,
                                          message: "at some values of this block's tweaks the states or the views differ from the "
                                            + "code's own, so the page offers no slider: tweak a constant that only moves views"))
        }
        return result + names.map {
            FrameDiagnostic(severity: "warning", code: "unknown-symbol", line: input.block.line, column: 1,
                            message: "the SF Symbol '\($0)' has no drawing in the theme's icon table "
                                + "(assets/icons/sf-symbols.tsv); the preview draws a placeholder")
        }
    }

    /// The markup: toggles, toolbar, the canvas with the initial state and its overlay, the side panels, and
    /// the state data.
    private func fragment(block: BlockFrames, tree: ViewTree, tables: StateTables, initial: ElementGeometry,
                          deviceKeys: [String], sweep: WidthSweepData?, data: PlayerData, truncated: Set<Int>,
                          strings: PreviewStrings, extras: String = "") -> String {
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
                             baseWidth: device.size.first ?? 0, sweep: sweep, strings: strings) + extras
        let rootStyle = tree.firstFrames.first?.style
        let showsWindow = tree.firstFrames.first?.path == "view" && rootStyle?.backgroundColor == nil
        let stopped = CanvasChrome.stoppedBanner(blockID: id, diagnostics: block.diagnostics, strings: strings)
        let canvasClasses = CanvasChrome.canvasClasses(name: device.name, size: device.size, safeArea: device.safeArea,
                                                       showsWindow: showsWindow) + (stopped.isEmpty ? "" : " cg-has-stopped")
        html += "<div class=\"cg-stage\"><div class=\"\(canvasClasses)\" data-canvas"
            + " style=\"\(CanvasChrome.canvasStyle(size: device.size, safeArea: device.safeArea))\">"
        html += "<div class=\"cg-screen\">" + tree.roots.map(elements.html).joined() + "</div>"
        html += "<div class=\"cg-ghosts\" aria-hidden=\"true\"></div>"
        html += CanvasChrome.overlays(keyboard: initial.keyboard, strings: strings) + stopped
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
        html += "<div class=\"cg-side\">" + (tree.paths.isEmpty ? "" : Controls.viewList(paths: tree.paths, strings: strings))
            + "<div class=\"cg-selection\" hidden></div>"
            + "<div class=\"cg-changes-box\" hidden><h4>\(HTMLText.escape(strings[.whatChanged]))</h4>"
            + "<ul class=\"cg-changes\"></ul></div>"
            + DiagnosticsPanel.html(block.diagnostics, blockID: id, strings: strings) + "</div>"
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
    /// Where entries with the same description sit in `constraints`: `add` compares a new entry with these only,
    /// instead of the whole table (a block's ~130 variants made a linear search quadratic).
    private var constraintsByDescription: [String: [Int]] = [:]
    private(set) var states: [PlayerData.StateData] = []
    /// The block's own records per state and its diagnostics: a variant's record equal to the own one at the same
    /// place, under the same diagnostics, makes the same entry, so `variant` reuses its index instead of building
    /// the mark again (most of a width sweep's records are the block's own).
    private var ownRecords: [[ConstraintRecord]] = []
    private var ownDiagnostics: [FrameDiagnostic] = []
    /// The hints made from `ownDiagnostics`: a variant under the same diagnostics uses them as they are.
    private var ownHints: (conflicts: ConflictHints, ambiguity: AmbiguityHints)?
    /// Under the own hints an entry is a function of its record: the index `add` gave each record met so far
    /// (widths and devices repeat the same records that differ from the block's own).
    private var indexUnderOwnHints: [RecordKey: Int] = [:]
    private var ownStrings = PreviewStrings()
    /// The initial state's constraints in order (the no-JavaScript overlay).
    private(set) var initialMarks: [PlayerData.ConstraintData] = []

    init(block: BlockFrames, tree: ViewTree, strings: PreviewStrings = PreviewStrings(),
         icons: SymbolIcons = SymbolIcons()) {
        kinds = tree.firstFrames.map(ViewKind.init)
        // Elements missing from a state of the block's own device are drawn as first seen.
        let fallbacks = zip(tree.firstFrames, kinds).map { ViewAppearance(view: $0, kind: $1, icons: icons) }
        let conflicts = ConflictHints(diagnostics: block.diagnostics)
        let ambiguity = AmbiguityHints(diagnostics: block.diagnostics, tree: tree)
        ownRecords = block.states.map(\.constraints)
        ownDiagnostics = block.diagnostics
        ownHints = (conflicts, ambiguity)
        ownStrings = strings
        for (index, state) in block.states.enumerated() {
            var st = fallbacks.map { styles.index($0.css) }
            var inn = fallbacks.map { $0.inner.isEmpty ? -1 : inners.index($0.inner) }
            for view in state.views {
                guard let element = tree.index(of: view.path) else { continue }
                let appearance = ViewAppearance(view: view, kind: kinds[element], icons: icons)
                st[element] = styles.index(appearance.css)
                inn[element] = appearance.inner.isEmpty ? -1 : inners.index(appearance.inner)
            }
            let entries = Self.marks(state, tree: tree, conflicts: conflicts, ambiguity: ambiguity)
            if index == 0 { initialMarks = entries }
            let constraintIndexes = entries.map { add($0) }
            let changes = Self.changes(in: block, at: index, strings: strings)
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

extension StateTables {
    static func marks(_ state: StateFrames, tree: ViewTree, conflicts: ConflictHints,
                      ambiguity: AmbiguityHints) -> [PlayerData.ConstraintData] {
        state.constraints.map {
            PlayerData.ConstraintData(mark: ConstraintMark(record: $0, tree: tree, conflicts: conflicts, ambiguity: ambiguity))
        }
    }

    static func changes(in block: BlockFrames, at index: Int, strings: PreviewStrings) -> String {
        index == 0 ? "" : ConstraintChanges.listItems(before: block.states[index - 1].constraints,
                                                      after: block.states[index].constraints, strings: strings)
    }

    /// The index of a constraint in the deduplicated table, adding it when new.
    mutating func add(_ entry: PlayerData.ConstraintData) -> Int {
        let candidates = constraintsByDescription[entry.t, default: []]
        if let found = candidates.first(where: { constraints[$0] == entry }) { return found }
        constraints.append(entry)
        constraintsByDescription[entry.t, default: []].append(constraints.count - 1)
        return constraints.count - 1
    }

    /// The constraints and "what changed" of a block solved on another device or width, so the overlay's numbers
    /// and the list follow what the reader picked; nil when they are the block's own (most widths).
    mutating func variant(_ other: BlockFrames, tree: ViewTree, strings: PreviewStrings) -> PlayerData.ConstraintLists? {
        var lists = PlayerData.ConstraintLists(c: [], ch: [])
        let sameHints = other.diagnostics == ownDiagnostics
        // Made only when a record needs a mark of its own (most of a sweep's records are the block's own).
        var hints = sameHints ? ownHints : nil
        for index in other.states.indices {
            let records = other.states[index].constraints
            let own = sameHints && index < ownRecords.count ? ownRecords[index] : []
            var indexes: [Int] = []
            indexes.reserveCapacity(records.count)
            for k in records.indices {
                if k < own.count && records[k] == own[k] {
                    indexes.append(states[index].c[k])
                    continue
                }
                let key = sameHints ? RecordKey(records[k]) : nil
                if let key, let known = indexUnderOwnHints[key] {
                    indexes.append(known)
                    continue
                }
                if hints == nil {
                    hints = (ConflictHints(diagnostics: other.diagnostics),
                             AmbiguityHints(diagnostics: other.diagnostics, tree: tree))
                }
                guard let hints else { continue }
                let entry = add(PlayerData.ConstraintData(mark: ConstraintMark(
                    record: records[k], tree: tree, conflicts: hints.conflicts, ambiguity: hints.ambiguity)))
                if let key { indexUnderOwnHints[key] = entry }
                indexes.append(entry)
            }
            lists.c.append(indexes)
            lists.ch.append(sameChanges(other, at: index, strings: strings) ? states[index].ch
                                : Self.changes(in: other, at: index, strings: strings))
        }
        return lists.c == states.map(\.c) && lists.ch == states.map(\.ch) ? nil : lists
    }

    /// Whether a variant's "what changed" at `index` is the block's own: it is made from the records of that
    /// state and the one before, so equal records give the same list.
    private func sameChanges(_ other: BlockFrames, at index: Int, strings: PreviewStrings) -> Bool {
        guard strings == ownStrings, index < ownRecords.count, other.states[index].constraints == ownRecords[index]
        else { return false }
        return index == 0 || other.states[index - 1].constraints == ownRecords[index - 1]
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

/// Every field of a constraint record (numbers by their bits), for looking records up.
struct RecordKey: Hashable {
    var first: String
    var relation: String
    var second: String?
    var multiplier: UInt64
    var constant: UInt64
    var priority: UInt64
    var origin: String
    var line: Int?
    var broken: Bool
    var label: String?

    init(_ record: ConstraintRecord) {
        first = record.first
        relation = record.relation
        second = record.second
        multiplier = record.multiplier.bitPattern
        constant = record.constant.bitPattern
        priority = record.priority.bitPattern
        origin = record.origin
        line = record.line
        broken = record.broken
        label = record.label
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
