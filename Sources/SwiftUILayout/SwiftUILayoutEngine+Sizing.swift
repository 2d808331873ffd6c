/// sizeThatFits for every kind of node: what the node answers when proposed `proposal`.
extension SwiftUILayoutEngine {
    func sizeThatFits(_ index: Int, _ proposal: ProposedViewSize) -> ViewSize {
        if let cached = sizeCache.size(of: index, for: proposal) { return cached }
        let size = computeSize(index, proposal)
        sizeCache.store(size, of: index, for: proposal)
        return size
    }

    private func content(_ index: Int) -> Int { tree.nodes[index].children[0].index }

    private func computeSize(_ index: Int, _ p: ProposedViewSize) -> ViewSize {
        switch kinds[index] {
        case .text:
            return textMeasure(index, p).size
        case .image(let image):
            let natural = imageNaturalSize(index, image)
            // A non-resizable image is fixed at its natural size; `resizable()` takes any proposal, its natural
            // size standing in for unspecified dimensions. [WRITEUP] FG/ideal-size
            return image.isResizable ? p.replacingUnspecifiedDimensions(by: natural) : natural
        case .color, .shape:
            // Flexible: the proposal, 10×10 for unspecified dimensions. [WRITEUP] FG/ideal-size, reference §7
            return p.replacingUnspecifiedDimensions(by: SwiftUIDefaults.idealSize)
        case .spacer(let minLength):
            let length = minLength ?? SwiftUIDefaults.spacerMinLength
            guard let axis = environment[index].stackAxis else {
                // "or on both axes if not contained in a stack" [DOC] Spacer
                return ViewSize(width: max(length, p.width ?? length), height: max(length, p.height ?? length))
            }
            var size = ViewSize.zero
            size[axis] = max(length, p[axis] ?? length)
            return size
        case .divider:
            let thickness = SwiftUIDefaults.dividerThickness(scale: scale)
            // "extends across the minor axis of the stack, or horizontally when not in a stack" [DOC] Divider
            if environment[index].stackAxis == .horizontal {
                return ViewSize(width: thickness, height: p.height ?? SwiftUIDefaults.idealSize.height)
            }
            return ViewSize(width: p.width ?? SwiftUIDefaults.idealSize.width, height: thickness)
        case .emptyView:
            return .zero
        case .vStack(let alignment, let spacing):
            return stackArrangement(index, axis: .vertical, spacing: spacing, minorAlignment: .init(alignment), p).size
        case .hStack(let alignment, let spacing):
            return stackArrangement(index, axis: .horizontal, spacing: spacing, minorAlignment: .init(alignment), p).size
        case .group, .forEach:
            // Outside a stack a Group's children are laid out as a default VStack (as a hosting root lays out
            // several views). [UNVERIFIED]
            return stackArrangement(index, axis: .vertical, spacing: nil, minorAlignment: .center, p).size
        case .zStack:
            return zStackProposals(index, p).size
        case .scrollView(let axes):
            // The content is proposed nil along the scrolling axes (it takes its ideal length there) and the
            // proposal across them; the ScrollView takes the proposal, or the content's size where it was proposed
            // nothing. [WRITEUP] FG (ScrollView proposes nil on its axis); sizing under nil [UNVERIFIED].
            let scrolled = sizeThatFits(content(index), scrollContentProposal(p, axes))
            return ViewSize(width: p.width ?? scrolled.width, height: p.height ?? scrolled.height)
        case .padding, .paddingInsets:
            let insets = paddingInsets(index)
            let child = sizeThatFits(content(index), paddingProposal(p, insets))
            return ViewSize(width: max(0, child.width + insets.horizontal), height: max(0, child.height + insets.vertical))
        case .frame(let width, let height, _):
            // A fixed frame proposes exactly its dimensions and reports them whatever the child chose; a nil
            // dimension passes the proposal through and adopts the child's. [DOC] View/frame(width:height:alignment:)
            let childProposal = ProposedViewSize(width: width ?? p.width, height: height ?? p.height)
            if let width, let height { return ViewSize(width: width, height: height) }
            let child = sizeThatFits(content(index), childProposal)
            return ViewSize(width: width ?? child.width, height: height ?? child.height)
        case .flexibleFrame(let frame):
            return flexibleFrameSize(index, frame, p).size
        case .fixedSize(let horizontal, let vertical):
            // Proposes nil (ideal) on the fixed axes and reports what the child chose. [DOC] View/fixedSize(),
            // [WRITEUP] FG
            return sizeThatFits(content(index), fixedSizeProposal(p, horizontal: horizontal, vertical: vertical))
        case .aspectRatio(let ratio, let mode):
            return sizeThatFits(content(index), aspectRatioProposal(index, ratio, mode, p))
        case .position:
            // Takes the whole proposal (10 for unspecified dimensions) and centres the child on the point.
            // [UNVERIFIED] reference §4
            _ = sizeThatFits(content(index), p)
            return p.replacingUnspecifiedDimensions(by: SwiftUIDefaults.idealSize)
        case .background, .overlay:
            // The modified view alone decides the size; the secondary content is proposed that size when placed.
            // [DOC] View/background(alignment:content:), [WRITEUP] FG
            return sizeThatFits(content(index), p)
        case .layoutPriority, .offset, .ignoresSafeArea, .clipped, .clipShape, .cornerRadius, .opacity, .shadow,
             .hidden, .font, .foregroundStyle, .lineLimit, .multilineTextAlignment, .truncationMode:
            // No effect on size: priority is read by the stack, offset moves the drawing only ([DOC]
            // View/offset: "The original dimensions of the view aren't changed"), the rest draw or set the
            // environment.
            return sizeThatFits(content(index), p)
        }
    }

    /// A ZStack's children with what each is proposed, and the ZStack's size. The children of the highest
    /// layoutPriority are proposed the ZStack's proposal, and the ZStack is the union of their aligned frames —
    /// for any edge or centre alignment, the largest width by the largest height; the other children are then
    /// proposed that size. With equal priorities (the default) every child is proposed the ZStack's proposal.
    /// [UNVERIFIED]: the well-known `ZStack { Color; Text.layoutPriority(1) }` sizes the colour to the text.
    func zStackProposals(_ index: Int, _ p: ProposedViewSize) -> (size: ViewSize, proposals: [ProposedViewSize]) {
        let children = layoutChildren[index]
        guard !children.isEmpty else { return (.zero, []) }
        var highest = -Double.infinity
        for child in children { highest = max(highest, layoutPriority(of: child.node)) }
        var size = ViewSize.zero
        var leadsSize = [Bool](repeating: false, count: children.count)
        for (i, child) in children.enumerated() where layoutPriority(of: child.node) == highest {
            leadsSize[i] = true
            let childSize = sizeThatFits(child.node, p)
            size.width = max(size.width, childSize.width)
            size.height = max(size.height, childSize.height)
        }
        let others = ProposedViewSize(size)
        return (size, leadsSize.map { $0 ? p : others })
    }

    func paddingInsets(_ index: Int) -> EdgeInsets {
        switch kinds[index] {
        case .padding(let edges, let length): return EdgeInsets(edges: edges, length: length ?? SwiftUIDefaults.padding)
        case .paddingInsets(let insets): return insets
        default: return .zero
        }
    }

    /// The proposal less the insets; unspecified stays unspecified, and nothing goes below zero.
    func paddingProposal(_ p: ProposedViewSize, _ insets: EdgeInsets) -> ProposedViewSize {
        ProposedViewSize(width: p.width.map { max(0, $0 - insets.horizontal) },
                         height: p.height.map { max(0, $0 - insets.vertical) })
    }

    func scrollContentProposal(_ p: ProposedViewSize, _ axes: AxisSet) -> ProposedViewSize {
        ProposedViewSize(width: axes.contains(AxisSet.horizontal) ? nil : p.width,
                         height: axes.contains(AxisSet.vertical) ? nil : p.height)
    }

    func fixedSizeProposal(_ p: ProposedViewSize, horizontal: Bool, vertical: Bool) -> ProposedViewSize {
        ProposedViewSize(width: horizontal ? nil : p.width, height: vertical ? nil : p.height)
    }

    func imageNaturalSize(_ index: Int, _ image: ImageContent) -> ViewSize {
        if let size = image.naturalSize { return size }
        guard image.isSymbol else { return SwiftUIDefaults.idealSize }
        let font = environment[index].font.measuredFont
        let side = roundedUpToPixel(measurer.metrics(for: font).lineHeight * SwiftUIDefaults.symbolSideInLineHeights)
        return ViewSize(width: side, height: side)
    }

    /// The flexible frame's proposal to its child and its own size, per axis. [DOC]
    /// View/frame(minWidth:idealWidth:maxWidth:…) (reference §4), [WRITEUP] FG/flexible-frames and ideal-size,
    /// and DanceUI's `_FlexFrameLayout` (ByteDance's reverse-engineered SwiftUI) for the cases the others leave
    /// open (an ideal under a nil proposal, contradictory bounds):
    /// - proposal to the child: an unspecified dimension becomes the ideal one; then it is raised to the min and
    ///   lowered to the max (so with min > max the child is proposed the max);
    /// - size: proposed nil with an ideal, the ideal; with both bounds and a proposal, the proposal clamped to
    ///   [min, max] whatever the child chose (min applied last, so it wins when min > max); with both bounds and
    ///   no proposal, the min if the child is smaller, else the child capped at the max; with only a min,
    ///   `max(min, min(child proposal, child))`; with only a max, `min(max, max(child proposal, child))` — so
    ///   `maxWidth: .infinity` takes the whole proposal; with neither, the child's size.
    func flexibleFrameSize(_ index: Int, _ frame: FlexibleFrame, _ p: ProposedViewSize)
        -> (size: ViewSize, childProposal: ProposedViewSize) {
        func proposed(_ axis: Axis) -> Double? {
            let (minimum, ideal, maximum) = frame.bounds(axis)
            guard var value = p[axis] ?? ideal else { return nil }
            if let minimum { value = max(minimum, value) }
            if let maximum { value = min(maximum, value) }
            return value
        }
        let childProposal = ProposedViewSize(width: proposed(.horizontal), height: proposed(.vertical))
        func chosen(_ axis: Axis, child: Double) -> Double {
            let (minimum, ideal, maximum) = frame.bounds(axis)
            if p[axis] == nil, let ideal { return ideal }
            switch (minimum, maximum) {
            case let (low?, high?):
                if let offered = p[axis] { return max(min(offered, high), low) }
                return low > child ? low : min(high, child)
            case let (low?, nil):
                return max(low, min(childProposal[axis] ?? .infinity, child))
            case let (nil, high?):
                return min(high, max(childProposal[axis] ?? -.infinity, child))
            case (nil, nil):
                return child
            }
        }
        let child = sizeThatFits(content(index), childProposal)
        return (ViewSize(width: chosen(.horizontal, child: child.width), height: chosen(.vertical, child: child.height)),
                childProposal)
    }

    /// What `aspectRatio` proposes: the largest (`.fit`) or smallest (`.fill`) rectangle of the ratio within or
    /// around the proposal; a nil ratio is the content's ideal aspect. With one dimension unspecified, the other
    /// gives it; with both unspecified the proposal passes through. [DOC] View/aspectRatio, ContentMode.fit;
    /// [WRITEUP] FG/ideal-size
    func aspectRatioProposal(_ index: Int, _ ratio: Double?, _ mode: ContentMode, _ p: ProposedViewSize)
        -> ProposedViewSize {
        var r = ratio
        if r == nil {
            let ideal = sizeThatFits(content(index), .unspecified)
            if ideal.height > 0, ideal.width.isFinite, ideal.height.isFinite { r = ideal.width / ideal.height }
        }
        guard let r, r > 0, r.isFinite else { return p }
        switch (p.width, p.height) {
        case (nil, nil):
            return p
        case (let w?, nil):
            return ProposedViewSize(width: w, height: w / r)
        case (nil, let h?):
            return ProposedViewSize(width: h * r, height: h)
        case (let w?, let h?):
            if w.isInfinite && h.isInfinite { return p }
            let wider = w > h * r   // the proposal is wider than the ratio
            if (mode == .fit) == wider {
                return ProposedViewSize(width: h * r, height: h)
            }
            return ProposedViewSize(width: w, height: w / r)
        }
    }
}
