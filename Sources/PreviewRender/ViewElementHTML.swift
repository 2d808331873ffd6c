import LayoutFrames

/// The element of one view in the initial state, with its subviews nested inside (in a scroll view, inside its
/// content box). Attributes the page relies on: `data-path`, `data-type`, `data-tap` (the state a tap plays),
/// and for text views `data-lh` (line height), `data-lines` (numberOfLines) and `data-truncated`.
struct ViewElementHTML {
    var tree: ViewTree
    var kinds: [ViewKind]
    var initial: ElementGeometry
    var styles: [String]
    var inners: [String]
    var styleIndexes: [Int]
    var innerIndexes: [Int]
    var tapActions: [String: String]
    /// Elements whose text the layout reported truncated on the block's own device (`TruncatedText`).
    var truncated: Set<Int>

    func html(_ index: Int) -> String {
        let view = tree.firstFrames[index]
        let kind = kinds[index]
        let frame = initial.frames[index]
        var attributes = "class=\"\(ViewAppearance.classes(kind: kind, style: view.style))\""
            + " data-path=\"\(HTMLText.escape(view.path))\" data-type=\"\(HTMLText.escape(view.type))\""
        if let tap = tapActions[view.path] { attributes += " data-tap=\"\(HTMLText.escape(tap))\"" }
        var css: [String] = []
        if let styleIndex = styleIndexes.element(at: index), let style = styles.element(at: styleIndex), !style.isEmpty {
            css.append(style)
        }
        if let frame {
            css.append("left:\(HTMLText.number(frame[0]))px;top:\(HTMLText.number(frame[1]))px;"
                + "width:\(HTMLText.number(frame[2]))px;height:\(HTMLText.number(frame[3]))px")
        }
        if let alpha = initial.alphas.first(where: { Int($0[0]) == index }) {
            css.append("opacity:\(HTMLText.number(alpha[1]))")
        }
        if kind.showsText {
            let lineHeight = ViewAppearance.lineHeight(view.style)
            let lines = ViewAppearance.numberOfLines(kind: kind, style: view.style)
            attributes += " data-lh=\"\(HTMLText.number(lineHeight))\" data-lines=\"\(lines)\""
            if truncated.contains(index) {
                attributes += " data-truncated=\"true\""
            }
            if let frame, lines != 1 {
                css.append("--cg-clamp:\(LabelLines.clamp(height: frame[3], lineHeight: lineHeight, numberOfLines: lines))")
            }
        }
        attributes += " style=\"\(HTMLText.escape(css.joined(separator: ";")))\""
        if frame == nil || initial.hidden.contains(index) { attributes += " hidden" }

        var html = "<div \(attributes)>"
        if let innerIndex = innerIndexes.element(at: index), let inner = inners.element(at: innerIndex) {
            html += "<span class=\"cg-inner\">\(inner)</span>"
        }
        html += SwiftUIBoxMarks.html(view)
            + SwiftUIBoxMarks.gapHTML(view, parentType: tree.parents[index] >= 0 ? tree.firstFrames[tree.parents[index]].type : nil)
        let nested = tree.children[index].map(self.html).joined()
        if kind == .scroll {
            let size = initial.contentSizes.first(where: { Int($0[0]) == index })
            var contentStyle = size.map { ["width:\(HTMLText.number($0[1]))px", "height:\(HTMLText.number($0[2]))px"] } ?? []
            if let inset = initial.adjustedInsets?.first(where: { Int($0[0]) == index }) {
                // Room for the adjusted inset around the content (preview.js keeps it in step per state).
                contentStyle += ["top:\(HTMLText.number(inset[1]))px", "left:\(HTMLText.number(inset[2]))px",
                                 "padding-bottom:\(HTMLText.number(inset[3]))px",
                                 "padding-right:\(HTMLText.number(inset[4]))px"]
            }
            html += "<div class=\"cg-content\" style=\"\(contentStyle.joined(separator: ";"))\">\(nested)</div>"
        } else {
            html += nested
        }
        return html + "</div>"
    }
}

extension Array {
    /// The element at an index, or nil outside the array (negative indexes mean "none" in the state tables).
    func element(at index: Int) -> Element? { indices.contains(index) ? self[index] : nil }
}
