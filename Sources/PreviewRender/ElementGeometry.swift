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
    /// [element, x, y] for every scroll view scrolled away from the origin; nil when none is (most states).
    var contentOffsets: [[Double]]?
    /// [element, top, left, bottom, right] for every scroll view with an adjusted content inset: the player
    /// places the content that far inside the scrollable area, so a negative resting offset can show.
    var adjustedInsets: [[Double]]?

    enum CodingKeys: String, CodingKey {
        case frames = "f", hidden = "hid", alphas = "al", contentSizes = "cs", keyboard = "kb", contentOffsets = "co"
        case adjustedInsets = "ai"
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
                contentSizes.append([Double(element), PiecewiseLinearTrack.round4(size[0]),
                                     PiecewiseLinearTrack.round4(size[1])])
            }
            if let offset = view.contentOffset, offset.count == 2, offset.allSatisfy(\.isFinite),
               offset != [0, 0] {
                contentOffsets = (contentOffsets ?? []) + [[Double(element)] + offset.map(PiecewiseLinearTrack.round4)]
            }
            if let inset = view.adjustedContentInset, inset.count == 4, inset.allSatisfy(\.isFinite),
               inset != [0, 0, 0, 0] {
                adjustedInsets = (adjustedInsets ?? []) + [[Double(element)] + inset.map(PiecewiseLinearTrack.round4)]
            }
        }
    }

    /// How far element `element`'s content is scrolled ([0, 0] unless it is a scrolled scroll view).
    func contentOffset(of element: Int) -> [Double] {
        guard let entry = contentOffsets?.first(where: { Int($0[0]) == element }) else { return [0, 0] }
        return [entry[1], entry[2]]
    }

    static func position(of view: ViewFrame, isRoot: Bool) -> [Double] {
        let rect = isRoot ? view.screen : view.frame
        return rect.count == 4 ? rect : [0, 0, 0, 0]
    }

    /// Where every element shows on the canvas, from the nested positions: a scrolled scroll view's subviews
    /// move by its content offset (the overlay marks and ghosts follow them).
    func canvasRects(parents: [Int]) -> [[Double]?] {
        var rects: [[Double]?] = Array(repeating: nil, count: frames.count)
        for element in frames.indices {
            guard let own = frames[element] else { continue }
            let parent = parents[element]
            if parent >= 0, parent < element, let base = rects[parent] {
                let offset = contentOffset(of: parent)
                rects[element] = [base[0] + own[0] - offset[0], base[1] + own[1] - offset[1], own[2], own[3]]
            } else {
                rects[element] = own
            }
        }
        return rects
    }
}
