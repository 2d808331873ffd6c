/// Coordinates of overlay marks on the canvas. preview.js has the same function (`markSVG`); keep the two in
/// step. Rects are [x, y, w, h] in canvas points.
struct MarkGeometry {
    /// Canvas rects of every element (screen frames with content offsets at zero); nil when absent.
    var rects: [[Double]?]
    var parents: [Int]
    var canvas: [Double]
    /// [top, left, bottom, right].
    var safeArea: [Double]
    var keyboard: [Double]?
    /// Per element: whether it is a scroll view (its bounds cut what scrolls inside it).
    var scrollViews: [Bool] = []

    /// The rect of a view or one of its layout guides. The safe-area guide is the view clipped to the canvas's
    /// safe rect; the margins guide insets that by UIKit's defaults (16 points sideways for a root view, 20 on
    /// wide phones; 8 all round otherwise), and the readable guide narrows it to 672 points, centred; the keyboard guide is the keyboard or, hidden, the bottom inset.
    func rect(_ item: ConstraintMark.Item) -> [Double]? {
        guard item.view >= 0, item.view < rects.count, let r = rects[item.view], r.count == 4 else { return nil }
        if item.guide.isEmpty { return r }
        guard canvas.count == 2, safeArea.count == 4 else { return nil }
        let safe = [safeArea[1], safeArea[0], canvas[0] - safeArea[1] - safeArea[3],
                    canvas[1] - safeArea[0] - safeArea[2]]
        let x0 = max(r[0], safe[0]), y0 = max(r[1], safe[1])
        let x1 = min(r[0] + r[2], safe[0] + safe[2]), y1 = min(r[1] + r[3], safe[1] + safe[3])
        switch item.guide {
        case "keyboard":
            if let k = keyboard, k.count == 4 { return [r[0], k[1], r[2], k[3]] }
            return [r[0], canvas[1] - safeArea[2], r[2], safeArea[2]]
        case "margins", "readable":
            let side: Double = parents[item.view] < 0 ? (canvas[0] >= 414 ? 20 : 16) : 8
            let top: Double = parents[item.view] < 0 ? 0 : 8
            var margins = [x0 + side, y0 + top, max(0, x1 - x0 - 2 * side), max(0, y1 - y0 - 2 * top)]
            if item.guide == "readable", margins[2] > 672 {
                // The readable guide: the margins guide narrowed to the 672-point readable width, centred.
                margins[0] += (margins[2] - 672) / 2
                margins[2] = 672
            }
            return margins
        default:
            return [x0, y0, max(0, x1 - x0), max(0, y1 - y0)]
        }
    }

    /// The canvas rect a mark is cut to, or nil: the bounds of every scroll view that holds both of its items, or
    /// holds one and is the other, so a mark scrolled out of its scroll view disappears with the views it joins.
    /// A scroll view's own marks and marks reaching out of it are not cut (they measure the scroll view itself).
    func clip(_ mark: ConstraintMark) -> [Double]? {
        guard let a = mark.first?.view else { return nil }
        let b = mark.second?.view ?? -1
        /// Whether `scroll` is a superview (at any depth) of `view`.
        func holds(_ scroll: Int, _ view: Int) -> Bool {
            var parent = parents.indices.contains(view) ? parents[view] : -1
            while parent >= 0 && parent < parents.count {
                if parent == scroll { return true }
                parent = parents[parent]
            }
            return false
        }
        // Corners [x0, y0, x1, y1] of the intersection; min and max make the order of the scroll views irrelevant.
        var corners: [Double]?
        for (scroll, rect) in rects.enumerated() {
            guard let r = rect, r.count == 4, scrollViews.indices.contains(scroll), scrollViews[scroll] else { continue }
            let cuts = holds(scroll, a) && (b < 0 || holds(scroll, b) || scroll == b) || scroll == a && holds(scroll, b)
            guard cuts else { continue }
            if let c = corners {
                corners = [max(c[0], r[0]), max(c[1], r[1]), min(c[2], r[0] + r[2]), min(c[3], r[1] + r[3])]
            } else {
                corners = [r[0], r[1], r[0] + r[2], r[1] + r[3]]
            }
        }
        return corners.map { [$0[0], $0[1], max(0, $0[2] - $0[0]), max(0, $0[3] - $0[1])] }
    }

    /// The SVG shapes of one mark: the path data and the badge position, or nil when an item has no rect.
    func shapes(_ mark: ConstraintMark) -> (path: String, badge: (x: Double, y: Double)?)? {
        guard let firstItem = mark.first, let a = rect(firstItem) else { return nil }
        let horizontal = mark.axis == "x"
        // Along-axis start/extent and cross-axis start/extent of a rect.
        func along(_ r: [Double]) -> (Double, Double) { horizontal ? (r[0], r[2]) : (r[1], r[3]) }
        func cross(_ r: [Double]) -> (Double, Double) { horizontal ? (r[1], r[3]) : (r[0], r[2]) }
        func point(_ u: Double, _ v: Double) -> String {
            horizontal ? "\(HTMLText.number(u)) \(HTMLText.number(v))" : "\(HTMLText.number(v)) \(HTMLText.number(u))"
        }
        func ibar(_ u0: Double, _ u1: Double, _ v: Double) -> String {
            "M\(point(u0, v))L\(point(u1, v))M\(point(u0, v - 4))L\(point(u0, v + 4))"
                + "M\(point(u1, v - 4))L\(point(u1, v + 4))"
        }
        let (aStart, aLength) = along(a), (aCross, aCrossLength) = cross(a)
        switch mark.kind {
        case .size:
            // Inside the view near its far cross edge, as Xcode draws width and height constraints; just outside
            // that edge when the view is too thin to hold the bar and its badge without covering its content.
            let v = aCrossLength >= 40 ? aCross + aCrossLength - 6 : aCross + aCrossLength + 6
            return (ibar(aStart, aStart + aLength, v), horizontal ? (aStart + aLength / 2, v) : (v, aStart + aLength / 2))
        case .space, .align:
            guard let secondItem = mark.second, let b = rect(secondItem) else { return nil }
            let (bStart, bLength) = along(b), (bCross, bCrossLength) = cross(b)
            let u1 = aStart + mark.firstFraction * aLength
            let u0 = bStart + mark.secondFraction * bLength
            if mark.kind == .align {
                // Aligned with an item that spans it across (its superview): a short line over the item only;
                // with a sibling: a line joining both.
                let inside = bCross <= aCross && bCross + bCrossLength >= aCross + aCrossLength
                let v0 = inside ? aCross - 6 : min(aCross, bCross)
                let v1 = inside ? aCross + aCrossLength + 6 : max(aCross + aCrossLength, bCross + bCrossLength)
                let middle = (v0 + v1) / 2
                return ("M\(point(u1, v0))L\(point(u1, v1))", horizontal ? (u1, middle) : (middle, u1))
            }
            // The bar runs where the two items overlap across the axis, else through the first item's middle.
            let low = max(aCross, bCross), high = min(aCross + aCrossLength, bCross + bCrossLength)
            let v = high > low ? (low + high) / 2 : aCross + aCrossLength / 2
            let mid = (u0 + u1) / 2
            return (ibar(u0, u1, v), horizontal ? (mid, v) : (v, mid))
        case .none:
            return nil
        }
    }
}
