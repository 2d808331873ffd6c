import Foundation
import LayoutFrames

/// The state data the page's player reads from `<script type="application/json" class="cg-data">`: everything
/// needed to show any state on any offered device and width without re-running layout. Keys are short because
/// a lesson page can hold many previews; each is documented here and read by preview.js.
struct PlayerData: Encodable {
    /// Element paths and their superview indexes (the fixed element tree).
    var paths: [String]
    var parents: [Int]
    /// Deduplicated appearance CSS and inner markup; states refer to them by index.
    var styles: [String]
    var inners: [String]
    /// Deduplicated constraints: most survive from one state to the next unchanged.
    var cons: [ConstraintData]
    var states: [StateData]
    /// The base device first, then the device menu's variants, each with per-state geometry.
    var devices: [DeviceData]
    var sweep: WidthSweepData?
    /// Per canvas width ("320"…), the constraints where they differ from the block's own (a constant computed
    /// from the bounds): what the overlay and "what changed" show at that width.
    var widthConstraints: [String: ConstraintLists]?
    /// The words the script writes itself (`PreviewStrings.forScript`).
    var tx: [String: String]
    /// The tweak sliders and their layouts (`TweakData`).
    var tw: TweakData? = nil
    /// Per state, its caption (`steps=`) and the code lines to mark: those the step ran and those of the
    /// constraints it added, removed or changed (`StepLines`).
    var cap: [String]? = nil
    var sl: [[Int]]? = nil

    enum CodingKeys: String, CodingKey {
        case paths, parents, styles, inners, cons, states, devices, sweep, tx, tw, cap, sl, widthConstraints = "wk"
    }

    struct StateData: Encodable {
        var name: String
        var action: String?
        /// Transition into this state.
        var tr: TransitionData?
        /// Appearance and inner-markup index per element (-1: none / element absent).
        var st: [Int]
        var inn: [Int]
        /// The state's constraints, in the frames' order, as indexes into `cons`.
        var c: [Int]
        /// The "what changed" list items (HTML).
        var ch: String
        /// Element index → the name of the state a tap on it leads to from this state.
        var tap: [String: String]?
    }

    /// Per state: constraint indexes into `cons` and the "what changed" items, for a device or width whose
    /// constraints differ from the block's own.
    struct ConstraintLists: Encodable, Equatable {
        var c: [[Int]]
        var ch: [String]
    }

    struct TransitionData: Encodable {
        var d: Double
        var dl: Double
        /// CSS timing function.
        var e: String
    }

    struct ConstraintData: Encodable, Equatable {
        var g: ConstraintMark
        /// Badge text, status classes, Markdown line, UIKit-style description.
        var b: String
        var k: String
        var l: Int?
        var t: String
        /// The record's first and second anchors, relation, priority and origin (for data attributes and the
        /// selection panel).
        var f: String
        var s: String?
        var r: String
        var p: Double
        var o: String

        init(mark: ConstraintMark) {
            g = mark
            b = mark.badge
            k = mark.classes
            l = mark.record.line
            t = ConstraintChanges.describe(mark.record)
            f = mark.record.first
            s = mark.record.second
            r = mark.record.relation
            p = mark.record.priority
            o = mark.record.origin
        }
    }

    struct DeviceData: Encodable {
        var key: String
        /// [width, height] and [top, left, bottom, right].
        var size: [Double]
        var safe: [Double]
        var states: [ElementGeometry]
        /// Elements whose text is truncated on this device: the page flags them with `data-truncated`.
        var truncated: [Int]
        /// The constraints on this device, when they differ from the block's own device's.
        var constraints: ConstraintLists? = nil
        /// The canvas's classes on this device (`CanvasChrome.canvasClasses`).
        var classes = ""

        enum CodingKeys: String, CodingKey { case key, size, safe, states, truncated = "tr", constraints = "k", classes = "cl" }
    }
}
