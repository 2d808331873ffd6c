import LayoutFrames

/// One tweakable literal of a block (docs/layout-blocks.md, "Tweakable constants") as the page needs it.
public struct TweakSlider: Sendable {
    /// Markdown line of the literal, its column in the code line (1-based) and its length, in Unicode scalars.
    public var line: Int
    public var column: Int
    public var length: Int
    /// Every value as the code writes it, and where the code's own value is.
    public var labels: [String]
    public var defaultIndex: Int

    public init(line: Int, column: Int, length: Int, labels: [String], defaultIndex: Int) {
        self.line = line
        self.column = column
        self.length = length
        self.labels = labels
        self.defaultIndex = defaultIndex
    }
}

/// The layouts of a block's tweak sliders on its own device: alone, slider k's values follow slider k−1's in
/// `blocks`; combined (`tweak=combine`), every combination, slider 0 varying fastest.
public struct TweakInput: Sendable {
    public var sliders: [TweakSlider]
    public var combined: Bool
    public var blocks: [BlockFrames]

    public init(sliders: [TweakSlider], combined: Bool, blocks: [BlockFrames]) {
        self.sliders = sliders
        self.combined = combined
        self.blocks = blocks
    }
}

/// The state data of the tweak sliders (`PlayerData.tw`). Each layout is an index into `blocks`; the page
/// computes it from the sliders (`x`: slider k's offset when alone, its stride when combined) and reads the
/// frames from `sw`, the width sweep's piecewise-linear tracks laid over layout indexes instead of widths, so a
/// constant that moves a view linearly costs two numbers per coordinate, whatever the number of values.
struct TweakData: Encodable {
    struct Slider: Encodable {
        var l: Int
        var c: Int
        var n: Int
        var v: [String]
        var i: Int
        var x: Int
    }

    var t: [Slider]
    /// 1 when combined.
    var m: Int?
    var sw: WidthSweepData
    /// Per layout index ("3"), the constraints where they differ from the block's own.
    var k: [String: PlayerData.ConstraintLists]?
    /// Per layout index, the diagnostics panel (an index into `dh`) where it differs from the block's own:
    /// a conflict that appears at some values shows as the conflict.
    var d: [String: Int]?
    var dh: [String]?

    /// Nil when the layouts do not all have the block's shape (states and views), so no slider is offered.
    init?(_ input: TweakInput, base: BlockFrames, tree: ViewTree, tables: inout StateTables, strings: PreviewStrings) {
        guard Self.sameShape(input, base: base) else { return nil }
        var indexed: [Int: BlockFrames] = [:]
        for (index, block) in input.blocks.enumerated() { indexed[index] = block }
        guard let sweep = WidthSweepData(widths: indexed, base: base, tree: tree) else { return nil }
        sw = sweep
        var position = 0, stride = 1
        t = input.sliders.map { slider in
            let x = input.combined ? stride : position
            position += slider.labels.count
            stride *= slider.labels.count
            return Slider(l: slider.line, c: slider.column, n: slider.length, v: slider.labels, i: slider.defaultIndex, x: x)
        }
        m = input.combined ? 1 : nil
        var lists: [String: PlayerData.ConstraintLists] = [:]
        var panels = Deduplicated()
        var panelOf: [String: Int] = [:]
        for (index, block) in input.blocks.enumerated() {
            if let changed = tables.variant(block, tree: tree, strings: strings) { lists[String(index)] = changed }
            if block.diagnostics != base.diagnostics {
                panelOf[String(index)] = panels.index(DiagnosticsPanel.html(block.diagnostics, blockID: base.id, strings: strings))
            }
        }
        k = lists.isEmpty ? nil : lists
        d = panelOf.isEmpty ? nil : panelOf
        dh = panels.values.isEmpty ? nil : panels.values
    }

    /// True when every layout has the block's states and views: the sliders only move and restyle views.
    static func sameShape(_ input: TweakInput, base: BlockFrames) -> Bool {
        let own = base.states.map { Set($0.views.map(\.path)) }
        return input.blocks.allSatisfy { block in
            block.states.count == own.count && zip(block.states, own).allSatisfy { Set($0.views.map(\.path)) == $1 }
        }
    }

    /// The sliders' markup, hidden until the script moves each to its code line (`data-line`).
    static func controls(_ input: TweakInput, strings: PreviewStrings) -> String {
        input.sliders.enumerated().map { k, slider in
            let value = slider.labels[slider.defaultIndex]
            return "<label class=\"cg-tweak\" data-tweak=\"\(k)\" data-line=\"\(slider.line)\" hidden>"
                + "<input type=\"range\" min=\"0\" max=\"\(slider.labels.count - 1)\" step=\"1\" value=\"\(slider.defaultIndex)\""
                + " aria-label=\"\(HTMLText.escape(strings.line(slider.line))): \(HTMLText.escape(strings[.tweak]))\">"
                + "<output>\(HTMLText.escape(value))</output></label>"
        }.joined()
    }
}
