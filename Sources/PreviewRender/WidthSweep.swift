import LayoutFrames

/// Stores one number per integer canvas width compactly: breakpoints between which the value changes linearly.
/// A track is a single number when the value never changes, else a flat list [w0, v0, w1, v1, …]; the page
/// interpolates between neighbouring breakpoints, which reproduces every stored width's value (within the
/// tolerance, far below the 0.5 pt the page must hold) while runs of linear change cost two numbers.
enum PiecewiseLinearTrack {
    static let tolerance = 1e-4

    static func encode(widths: [Int], values: [Double]) -> TrackValue {
        guard let first = values.first else { return .constant(0) }
        if values.allSatisfy({ abs($0 - first) <= tolerance }) { return .constant(round4(first)) }
        var breakpoints: [Int] = [0]
        var start = 0
        while start < values.count - 1 {
            var end = start + 1
            // Grow the run while every value between start and the candidate end lies on their line.
            while end + 1 < values.count && isLinear(widths: widths, values: values, from: start, to: end + 1) {
                end += 1
            }
            breakpoints.append(end)
            start = end
        }
        return .breakpoints(breakpoints.flatMap { [Double(widths[$0]), round4(values[$0])] })
    }

    private static func isLinear(widths: [Int], values: [Double], from start: Int, to end: Int) -> Bool {
        let w0 = Double(widths[start]), w1 = Double(widths[end])
        for i in (start + 1)..<end {
            let t = (Double(widths[i]) - w0) / (w1 - w0)
            if abs(values[start] + (values[end] - values[start]) * t - values[i]) > tolerance { return false }
        }
        return true
    }

    /// Four decimals; adding +0 turns a negative zero into 0, so the page never sees `-0`.
    static func round4(_ value: Double) -> Double { (value * 10000).rounded() / 10000 + 0 }

    /// The value at a width, as the page computes it.
    static func value(of track: TrackValue, at width: Double) -> Double {
        switch track {
        case .constant(let value): return value
        case .breakpoints(let flat):
            var i = 0
            while i + 3 < flat.count && flat[i + 2] < width { i += 2 }
            if i + 3 >= flat.count { return flat[i + 1] }
            let (w0, v0, w1, v1) = (flat[i], flat[i + 1], flat[i + 2], flat[i + 3])
            return v0 + (v1 - v0) * (width - w0) / (w1 - w0)
        }
    }
}

enum TrackValue: Encodable, Equatable {
    case constant(Double)
    case breakpoints([Double])

    func encode(to encoder: Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .constant(let value): try container.encode(value)
        case .breakpoints(let flat): try container.encode(flat)
        }
    }
}

/// The width handle's data: for each state, each element's frame as four tracks over the canvas width.
struct WidthSweepData: Encodable {
    var min: Int
    var max: Int
    /// Per state: per element, [x, y, w, h] tracks or nil when the element is absent in that state.
    var states: [[[TrackValue]?]]
    /// Per state: the keyboard frame's tracks, when shown.
    var keyboards: [[TrackValue]?]
    /// Per state: [element, width track, height track] for each scroll view.
    var contentSizes: [[ContentSizeTracks]]
    /// Per state: [element, x track, y track] for each scroll view scrolled at some width (a paging step
    /// scrolls by the page width); nil when no state scrolls at any width.
    var contentOffsets: [[ContentSizeTracks]]?
    /// [element, first width, last width]: where a text is truncated (`TruncatedText.widthRanges`); nil when nowhere.
    var truncated: [[Int]]?

    enum CodingKeys: String, CodingKey {
        case min, max, states, keyboards, contentSizes, contentOffsets, truncated = "tr"
    }

    struct ContentSizeTracks: Encodable {
        var element: Int
        var width: TrackValue
        var height: TrackValue
        func encode(to encoder: Encoder) throws {
            var container = encoder.unkeyedContainer()
            try container.encode(element)
            try container.encode(width)
            try container.encode(height)
        }
    }

    /// Nil when fewer than two widths fit the base block's shape (same number of states, same views).
    init?(widths: [Int: BlockFrames], base: BlockFrames, tree: ViewTree) {
        let usable = widths.keys.sorted().filter { width in
            guard let block = widths[width], block.states.count == base.states.count else { return false }
            return zip(block.states, base.states).allSatisfy { Set($0.views.map(\.path)) == Set($1.views.map(\.path)) }
        }
        guard usable.count >= 2, let low = usable.first, let high = usable.last else { return nil }
        min = low
        max = high
        states = []
        keyboards = []
        contentSizes = []
        var offsets: [[ContentSizeTracks]] = []
        let blocks = usable.compactMap { widths[$0] }
        for (stateIndex, baseState) in base.states.enumerated() {
            let solved = blocks.map { $0.states[stateIndex] }
            var elements: [[TrackValue]?] = Array(repeating: nil, count: tree.paths.count)
            var sizes: [ContentSizeTracks] = []
            for view in baseState.views {
                guard let element = tree.index(of: view.path) else { continue }
                let frames = solved.map { state in
                    state.views.first(where: { $0.path == view.path }).map {
                        ElementGeometry.position(of: $0, isRoot: tree.parents[element] < 0)
                    } ?? [0, 0, 0, 0]
                }
                elements[element] = (0..<4).map { k in
                    PiecewiseLinearTrack.encode(widths: usable, values: frames.map { $0[k] })
                }
                if view.contentSize != nil {
                    let contents = solved.map { state in
                        state.views.first(where: { $0.path == view.path })?.contentSize ?? [0, 0]
                    }
                    sizes.append(ContentSizeTracks(
                        element: element,
                        width: PiecewiseLinearTrack.encode(widths: usable, values: contents.map { $0.first ?? 0 }),
                        height: PiecewiseLinearTrack.encode(widths: usable, values: contents.map { $0.last ?? 0 })))
                }
            }
            offsets.append(Self.offsetTracks(base: baseState, solved: solved, widths: usable, tree: tree))
            states.append(elements)
            contentSizes.append(sizes)
            let keyboardFrames = solved.compactMap { $0.keyboard?.count == 4 ? $0.keyboard : nil }
            if baseState.keyboard != nil, keyboardFrames.count == solved.count {
                keyboards.append((0..<4).map { k in
                    PiecewiseLinearTrack.encode(widths: usable, values: keyboardFrames.map { $0[k] })
                })
            } else {
                keyboards.append(nil)
            }
        }
        contentOffsets = offsets.allSatisfy(\.isEmpty) ? nil : offsets
        let ranges = TruncatedText.widthRanges(widths: usable, blocks: blocks, tree: tree)
        truncated = ranges.isEmpty ? nil : ranges
    }

    /// Offset tracks of the scroll views that one state scrolls at any width (missing offsets count as zero).
    private static func offsetTracks(base: StateFrames, solved: [StateFrames], widths: [Int],
                                     tree: ViewTree) -> [ContentSizeTracks] {
        base.views.compactMap { view -> ContentSizeTracks? in
            guard let element = tree.index(of: view.path) else { return nil }
            let offsets = solved.map { state -> [Double] in
                guard let offset = state.views.first(where: { $0.path == view.path })?.contentOffset,
                      offset.count == 2, offset.allSatisfy(\.isFinite) else { return [0, 0] }
                return offset
            }
            guard offsets.contains(where: { $0 != [0, 0] }) else { return nil }
            return ContentSizeTracks(
                element: element,
                width: PiecewiseLinearTrack.encode(widths: widths, values: offsets.map { $0[0] }),
                height: PiecewiseLinearTrack.encode(widths: widths, values: offsets.map { $0[1] }))
        }
    }
}
