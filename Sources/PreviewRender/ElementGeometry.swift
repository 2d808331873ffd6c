import LayoutFrames

/// Where each element sits in one state: what the page writes into left/top/width/height, plus visibility,
/// alpha, scroll content sizes and the keyboard. Root elements are placed in canvas coordinates (`screen`),
/// nested ones in their superview's (`frame`), exactly as the DOM nests them.
struct ElementGeometry: Encodable {
    /// Per element: [x, y, w, h], or nil when the element does not exist in this state.
    var frames: [[Double]?]
    var hidden: [Int]
    /// [element, alpha] for every element whose alpha is not 1.
    var alphas: [[Double]]
    /// [element, width, height] for every scroll view.
    var contentSizes: [[Double]]
    var keyboard: [Double]?

    enum CodingKeys: String, CodingKey {
        case frames = "f", hidden = "hid", alphas = "al", contentSizes = "cs", keyboard = "kb"
    }

    init(state: StateFrames, tree: ViewTree) {
        frames = Array(repeating: nil, count: tree.paths.count)
        hidden = []
        alphas = []
        contentSizes = []
        keyboard = state.keyboard?.count == 4 ? state.keyboard.map { $0.map(PiecewiseLinearTrack.round4) } : nil
        for view in state.views {
            guard let element = tree.index(of: view.path) else { continue }
            frames[element] = Self.position(of: view, isRoot: tree.parents[element] < 0)
                .map(PiecewiseLinearTrack.round4)
            if view.hidden { hidden.append(element) }
            if view.alpha != 1 { alphas.append([Double(element), max(0, min(1, view.alpha))]) }
            if let size = view.contentSize, size.count == 2 {
                contentSizes.append([Double(element), size[0], size[1]])
            }
        }
    }

    static func position(of view: ViewFrame, isRoot: Bool) -> [Double] {
        let rect = isRoot ? view.screen : view.frame
        return rect.count == 4 ? rect : [0, 0, 0, 0]
    }

    /// Canvas rects of every element, from the nested positions (content offsets at zero).
    func canvasRects(parents: [Int]) -> [[Double]?] {
        var rects: [[Double]?] = Array(repeating: nil, count: frames.count)
        for element in frames.indices {
            guard let own = frames[element] else { continue }
            let parent = parents[element]
            if parent >= 0, parent < element, let base = rects[parent] {
                rects[element] = [base[0] + own[0], base[1] + own[1], own[2], own[3]]
            } else {
                rects[element] = own
            }
        }
        return rects
    }
}
