/// A stack's alignment on its minor axis, whichever axis that is.
enum MinorAlignment: Equatable {
    case start, center, end, firstBaseline, lastBaseline

    init(_ alignment: HorizontalAlignment) {
        switch alignment {
        case .leading: self = .start
        case .center: self = .center
        case .trailing: self = .end
        }
    }

    init(_ alignment: VerticalAlignment) {
        switch alignment {
        case .top: self = .start
        case .center: self = .center
        case .bottom: self = .end
        case .firstTextBaseline: self = .firstBaseline
        case .lastTextBaseline: self = .lastBaseline
        }
    }
}

/// Where a stack puts its children for one proposal.
struct StackArrangement {
    var size: ViewSize
    /// Per layout child: what it was proposed, the size it chose, and its origin in the stack.
    var proposals: [ProposedViewSize]
    var frames: [ViewRect]
    /// The gap before each child on the major axis (0 for the first).
    var gaps: [Double]
}

extension SwiftUILayoutEngine {
    /// The spacing SwiftUI puts between two adjacent children when the stack's `spacing` is nil: the larger of
    /// the two views' preferences ([DOC] ViewSpacing/distance(to:along:)); see `SwiftUIDefaults` for the values.
    func defaultSpacing(between a: Int, and b: Int) -> Double {
        isText(a) || isText(b) ? SwiftUIDefaults.textAdjacentStackSpacing : SwiftUIDefaults.stackSpacing
    }

    /// True when the view is a Text under its modifiers.
    private func isText(_ index: Int) -> Bool {
        var node = index
        while true {
            switch kinds[node] {
            case .text: return true
            case .padding, .paddingInsets, .frame, .flexibleFrame, .position, .background, .overlay:
                // A modifier that makes its own box hides the text's spacing preference only when it adds space;
                // the text still abuts through background/overlay.
                if case .background = kinds[node] { node = tree.nodes[node].children[0].index; continue }
                if case .overlay = kinds[node] { node = tree.nodes[node].children[0].index; continue }
                return false
            default:
                guard kinds[node].sharesContentBox, let child = tree.nodes[node].children.first else { return false }
                node = child.index
            }
        }
    }

    /// SwiftUI's stack algorithm ([WRITEUP] FG/layout/hstack, OBJC-HS, from [WWDC] W19), on `axis`:
    /// 1. take the spacing out of the proposed length;
    /// 2. order the children by flexibility (size proposed ∞ minus size proposed 0 on the axis), least first;
    /// 3. group them by layoutPriority, highest first; a group is offered what remains less the minimum sizes of
    ///    the lower groups, and each child in turn is proposed an equal share of what its group has left;
    /// 4. on the minor axis every child is proposed the stack's proposal, and is aligned by the stack's alignment.
    /// An unspecified proposal on the axis proposes unspecified to every child (the ideal size).
    func stackArrangement(_ index: Int, axis: Axis, spacing: Double?, minorAlignment: MinorAlignment,
                          _ p: ProposedViewSize) -> StackArrangement {
        let children = layoutChildren[index]
        let count = children.count
        guard count > 0 else { return StackArrangement(size: .zero, proposals: [], frames: [], gaps: []) }
        let minorAxis = axis.other
        let minor = p[minorAxis]

        var gaps = [Double](repeating: 0, count: count)
        var totalSpacing = 0.0
        for i in 1..<max(1, count) {
            gaps[i] = spacing ?? defaultSpacing(between: children[i - 1].node, and: children[i].node)
            totalSpacing += gaps[i]
        }

        var proposals = [ProposedViewSize](repeating: .unspecified, count: count)
        var sizes = [ViewSize](repeating: .zero, count: count)
        if let major = p[axis] {
            var remaining = major - totalSpacing
            if count == 1 {
                proposals[0] = .axis(axis, max(0, remaining), minor: minor)
                sizes[0] = sizeThatFits(children[0].node, proposals[0])
            } else {
                var minimum = [Double](repeating: 0, count: count)
                var flexibility = [Double](repeating: 0, count: count)
                var priority = [Double](repeating: 0, count: count)
                for (i, child) in children.enumerated() {
                    minimum[i] = sizeThatFits(child.node, .axis(axis, 0, minor: minor))[axis]
                    let maximum = sizeThatFits(child.node, .axis(axis, .infinity, minor: minor))[axis]
                    flexibility[i] = maximum - minimum[i]
                    priority[i] = layoutPriority(of: child.node)
                }
                let order = (0..<count).sorted { a, b in
                    if priority[a] != priority[b] { return priority[a] > priority[b] }
                    if flexibility[a] != flexibility[b] { return flexibility[a] < flexibility[b] }
                    return a < b
                }
                var start = 0
                while start < count {
                    var end = start
                    while end < count, priority[order[end]] == priority[order[start]] { end += 1 }
                    var lowerMinimums = 0.0
                    for k in end..<count { lowerMinimums += minimum[order[k]] }
                    var groupRemaining = remaining - lowerMinimums
                    for k in start..<end {
                        let i = order[k]
                        let share = groupRemaining.isInfinite ? groupRemaining : max(0, groupRemaining / Double(end - k))
                        proposals[i] = .axis(axis, share, minor: minor)
                        sizes[i] = sizeThatFits(children[i].node, proposals[i])
                        if !groupRemaining.isInfinite { groupRemaining -= sizes[i][axis] }
                        if !remaining.isInfinite { remaining -= sizes[i][axis] }
                    }
                    start = end
                }
            }
        } else {
            for (i, child) in children.enumerated() {
                proposals[i] = .axis(axis, nil, minor: minor)
                sizes[i] = sizeThatFits(child.node, proposals[i])
            }
        }

        // Major axis: one after the other. Minor axis: aligned on the stack's guide.
        var frames = [ViewRect](repeating: ViewRect(x: 0, y: 0, width: 0, height: 0), count: count)
        var position = 0.0
        var minorExtent = 0.0
        var baselines = [Double](repeating: 0, count: count)
        var maxAboveBaseline = 0.0
        var maxBelowBaseline = 0.0
        let usesBaselines = minorAlignment == .firstBaseline || minorAlignment == .lastBaseline
        for i in 0..<count {
            position += gaps[i]
            var origin = ViewPoint.zero
            if axis == .horizontal { origin.x = position } else { origin.y = position }
            frames[i] = ViewRect(origin: origin, size: sizes[i])
            position += sizes[i][axis]
            minorExtent = max(minorExtent, sizes[i][minorAxis])
            if usesBaselines {
                baselines[i] = baseline(children[i].node, proposals[i], sizes[i], first: minorAlignment == .firstBaseline)
                maxAboveBaseline = max(maxAboveBaseline, baselines[i])
                maxBelowBaseline = max(maxBelowBaseline, sizes[i][minorAxis] - baselines[i])
            }
        }
        if usesBaselines { minorExtent = maxAboveBaseline + maxBelowBaseline }
        for i in 0..<count {
            let extent = sizes[i][minorAxis]
            let offset: Double
            switch minorAlignment {
            case .start: offset = 0
            case .center: offset = (minorExtent - extent) / 2
            case .end: offset = minorExtent - extent
            case .firstBaseline, .lastBaseline: offset = maxAboveBaseline - baselines[i]
            }
            if axis == .horizontal { frames[i].y = offset } else { frames[i].x = offset }
        }
        var size = ViewSize.zero
        size[axis] = position
        size[minorAxis] = minorExtent
        return StackArrangement(size: size, proposals: proposals, frames: frames, gaps: gaps)
    }

    /// The distance from a view's top to its first or last text baseline; views without text use their bottom
    /// edge ([DOC] VerticalAlignment.firstTextBaseline).
    func baseline(_ index: Int, _ p: ProposedViewSize, _ size: ViewSize, first: Bool) -> Double {
        switch kinds[index] {
        case .text:
            let measure = textMeasure(index, p)
            guard measure.lines > 0 else { return size.height }
            return first ? measure.ascender : Double(measure.lines - 1) * measure.lineHeight + measure.ascender
        case .padding, .paddingInsets:
            let insets = paddingInsets(index)
            let childP = paddingProposal(p, insets)
            let child = tree.nodes[index].children[0].index
            return insets.top + baseline(child, childP, sizeThatFits(child, childP), first: first)
        case .vStack, .hStack, .group, .forEach:
            let children = layoutChildren[index]
            guard !children.isEmpty else { return size.height }
            let arrangement: StackArrangement
            switch kinds[index] {
            case .hStack(let alignment, let spacing):
                arrangement = stackArrangement(index, axis: .horizontal, spacing: spacing,
                                               minorAlignment: .init(alignment), p)
            case .vStack(let alignment, let spacing):
                arrangement = stackArrangement(index, axis: .vertical, spacing: spacing,
                                               minorAlignment: .init(alignment), p)
            default:
                arrangement = stackArrangement(index, axis: .vertical, spacing: nil, minorAlignment: .center, p)
            }
            let i = first ? 0 : children.count - 1
            return arrangement.frames[i].y + baseline(children[i].node, arrangement.proposals[i],
                                                      arrangement.frames[i].size, first: first)
        case .background, .overlay:
            let child = tree.nodes[index].children[0].index
            return baseline(child, p, size, first: first)
        default:
            if kinds[index].sharesContentBox, case .fixedSize = kinds[index] {
                return size.height
            }
            if kinds[index].sharesContentBox, let child = tree.nodes[index].children.first?.index {
                switch kinds[index] {
                case .aspectRatio: return size.height
                default: return baseline(child, p, size, first: first)
                }
            }
            return size.height
        }
    }
}
