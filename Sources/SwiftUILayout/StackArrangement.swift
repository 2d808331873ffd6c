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

/// One child of a stack: what it was proposed, where it went, and the numbers the distribution used.
struct StackSlot {
    var proposal = ProposedViewSize.unspecified
    /// In the stack's coordinates.
    var frame = ViewRect(x: 0, y: 0, width: 0, height: 0)
    /// The gap before this child on the major axis (0 for the first).
    var gap = 0.0
    var minimum = 0.0
    var flexibility = 0.0
    var priority = 0.0
    var baseline = 0.0
}

/// Where a stack puts its children for one proposal.
struct StackArrangement {
    var proposal: ProposedViewSize
    var size: ViewSize
    var slots: [StackSlot]
}

extension SwiftUILayoutEngine {
    /// The spacing SwiftUI puts between two adjacent children when the stack's `spacing` is nil: the larger of
    /// the two views' preferences ([DOC] ViewSpacing/distance(to:along:)); see `SwiftUIDefaults` for the values.
    func defaultSpacing(between a: Int, and b: Int) -> Double {
        isText(a) || isText(b) ? SwiftUIDefaults.textAdjacentStackSpacing : SwiftUIDefaults.stackSpacing
    }

    /// True when the view is a Text under modifiers that keep its spacing preferences: those that share its box,
    /// and background/overlay (whose size is the text's). Padding and frames put space of their own around it.
    private func isText(_ index: Int) -> Bool {
        var node = index
        while true {
            switch kinds[node] {
            case .text:
                return true
            case .background, .overlay:
                node = tree.nodes[node].children[0].index
            case let kind where kind.sharesContentBox:
                node = tree.nodes[node].children[0].index
            default:
                return false
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
        // The size pass already arranged the stack for this proposal when the parent asked for its size, and
        // baselines ask again; each arrangement is made once per pass and proposal.
        if arrangementPass[index] != sizeCache.currentPass {
            arrangementPass[index] = sizeCache.currentPass
            arrangements[index].removeAll(keepingCapacity: true)
        }
        if let known = arrangements[index].first(where: { $0.proposal == p }) { return known }
        let arrangement = arrangeStack(index, axis: axis, spacing: spacing, minorAlignment: minorAlignment, p)
        arrangements[index].append(arrangement)
        return arrangement
    }

    private func arrangeStack(_ index: Int, axis: Axis, spacing: Double?, minorAlignment: MinorAlignment,
                              _ p: ProposedViewSize) -> StackArrangement {
        let children = layoutChildren[index]
        let count = children.count
        guard count > 0 else { return StackArrangement(proposal: p, size: .zero, slots: []) }
        let minorAxis = axis.other
        let minor = p[minorAxis]

        var slots = [StackSlot](repeating: StackSlot(), count: count)
        var totalSpacing = 0.0
        for i in 1..<max(1, count) {
            slots[i].gap = spacing ?? defaultSpacing(between: children[i - 1].node, and: children[i].node)
            totalSpacing += slots[i].gap
        }

        if let major = p[axis] {
            var remaining = major - totalSpacing
            if count == 1 {
                slots[0].proposal = .axis(axis, max(0, remaining), minor: minor)
                slots[0].frame = ViewRect(origin: .zero, size: sizeThatFits(children[0].node, slots[0].proposal))
            } else {
                for i in 0..<count {
                    let node = children[i].node
                    slots[i].minimum = sizeThatFits(node, .axis(axis, 0, minor: minor))[axis]
                    let maximum = sizeThatFits(node, .axis(axis, .infinity, minor: minor))[axis]
                    slots[i].flexibility = maximum - slots[i].minimum
                    slots[i].priority = layoutPriority(of: node)
                }
                var order = Array(0..<count)
                order.sort { a, b in
                    let x = slots[a], y = slots[b]
                    if x.priority != y.priority { return x.priority > y.priority }
                    if x.flexibility != y.flexibility { return x.flexibility < y.flexibility }
                    return a < b
                }
                var start = 0
                while start < count {
                    let groupPriority = slots[order[start]].priority
                    var end = start
                    while end < count, slots[order[end]].priority == groupPriority { end += 1 }
                    var lowerMinimums = 0.0
                    for k in end..<count { lowerMinimums += slots[order[k]].minimum }
                    var groupRemaining = remaining - lowerMinimums
                    for k in start..<end {
                        let i = order[k]
                        let share = groupRemaining.isInfinite ? groupRemaining : max(0, groupRemaining / Double(end - k))
                        slots[i].proposal = .axis(axis, share, minor: minor)
                        let size = sizeThatFits(children[i].node, slots[i].proposal)
                        slots[i].frame = ViewRect(origin: .zero, size: size)
                        if !groupRemaining.isInfinite { groupRemaining -= size[axis] }
                        if !remaining.isInfinite { remaining -= size[axis] }
                    }
                    start = end
                }
            }
        } else {
            for i in 0..<count {
                slots[i].proposal = .axis(axis, nil, minor: minor)
                slots[i].frame = ViewRect(origin: .zero, size: sizeThatFits(children[i].node, slots[i].proposal))
            }
        }

        // Major axis: one after the other. Minor axis: aligned on the stack's guide.
        var position = 0.0
        var minorExtent = 0.0
        var maxAboveBaseline = 0.0
        var maxBelowBaseline = 0.0
        let usesBaselines = minorAlignment == .firstBaseline || minorAlignment == .lastBaseline
        for i in 0..<count {
            position += slots[i].gap
            let size = slots[i].frame.size
            if axis == .horizontal { slots[i].frame.x = position } else { slots[i].frame.y = position }
            position += size[axis]
            minorExtent = max(minorExtent, size[minorAxis])
            if usesBaselines {
                let baseline = baseline(children[i].node, slots[i].proposal, size,
                                        first: minorAlignment == .firstBaseline)
                slots[i].baseline = baseline
                maxAboveBaseline = max(maxAboveBaseline, baseline)
                maxBelowBaseline = max(maxBelowBaseline, size[minorAxis] - baseline)
            }
        }
        if usesBaselines { minorExtent = maxAboveBaseline + maxBelowBaseline }
        for i in 0..<count {
            let extent = slots[i].frame.size[minorAxis]
            let offset: Double
            switch minorAlignment {
            case .start: offset = 0
            case .center: offset = (minorExtent - extent) / 2
            case .end: offset = minorExtent - extent
            case .firstBaseline, .lastBaseline: offset = maxAboveBaseline - slots[i].baseline
            }
            if axis == .horizontal { slots[i].frame.y = offset } else { slots[i].frame.x = offset }
        }
        var size = ViewSize.zero
        size[axis] = position
        size[minorAxis] = minorExtent
        return StackArrangement(proposal: p, size: size, slots: slots)
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
            let slot = arrangement.slots[first ? 0 : children.count - 1]
            return slot.frame.y + baseline(children[first ? 0 : children.count - 1].node, slot.proposal,
                                           slot.frame.size, first: first)
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
