import LayoutFrames

/// Which elements show truncated text in one solved block. The layout reports truncation per block (a
/// `truncated-text` diagnostic naming the view, or `ViewStyle.truncated` in any state), and every device and width
/// is its own block: a label that fits at 393 pt can be cut at 320, so the page flags each variant with its own set.
enum TruncatedText {
    static func elements(of block: BlockFrames, tree: ViewTree) -> [Int] {
        var paths = Set(block.diagnostics.filter { $0.code == "truncated-text" }
            .flatMap { pathsNamed(in: $0.message, tree: tree) })
        for state in block.states {
            for view in state.views where view.style?.truncated == true { paths.insert(view.path) }
        }
        return paths.compactMap(tree.index(of:)).sorted()
    }

    /// [element, first width, last width] for each run of consecutive swept widths where the element is truncated.
    static func widthRanges(widths: [Int], blocks: [BlockFrames], tree: ViewTree) -> [[Int]] {
        var ranges: [[Int]] = []
        var open: [Int: Int] = [:]   // element → index in `ranges` of its run still growing
        for (width, block) in zip(widths, blocks) {
            let now = Set(elements(of: block, tree: tree))
            for element in open.keys where !now.contains(element) { open[element] = nil }
            for element in now.sorted() {
                if let run = open[element] {
                    ranges[run][2] = width
                } else {
                    open[element] = ranges.count
                    ranges.append([element, width, width])
                }
            }
        }
        return ranges.sorted { ($0[0], $0[1]) < ($1[0], $1[1]) }
    }
}
