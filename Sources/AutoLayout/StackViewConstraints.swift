/// The constraints a UIStackView generates (reference §7.5, after kean/Arranged's reverse engineering [3P]).
///
/// "Canvas" is the stack view, or its layout margins guide with `isLayoutMarginsRelativeArrangement`. L/T/S are
/// leading, trailing and size along the axis; the cross-axis attributes are the other three.
extension LayoutModel {
    func stackConstraints(for stack: View) -> [LayoutConstraint] {
        // Arranged views are subviews (removing one from its superview takes it out of the arrangement): the
        // list is filtered only when one is not, instead of being copied for every stack in every pass.
        let all = stack.arrangedSubviews
        let arranged = all.allSatisfy { $0.superview === stack } ? all : all.filter { $0.superview === stack }
        guard !arranged.isEmpty else { return [] }
        var list = StackConstraintList(
            stack: stack, arranged: arranged,
            canvas: stack.isLayoutMarginsRelativeArrangement ? stack.layoutMarginsGuide : stack)
        list.addHidingAndCanvasConnection()
        list.addSpacing()
        // Only proportional filling reads the arranged views' intrinsic sizes: measuring every stack's views for
        // it was a label's text width per view per pass.
        list.addDistribution(intrinsicSizes: { arranged.map { self.intrinsicSize(of: $0) } })
        list.addAlignment()     // StackAlignmentConstraints.swift
        list.addTextWidthDisambiguation()
        return list.constraints
    }
}

/// Builds one stack view's constraint families.
struct StackConstraintList {
    let stack: View
    let arranged: [View]
    let visible: [View]
    let canvas: LayoutItem
    // Attributes along the axis (L, T, S, center) and across it.
    let leading, trailing, size, center: LayoutAttribute
    let crossLeading, crossTrailing, crossSize, crossCenter: LayoutAttribute
    private(set) var constraints: [LayoutConstraint] = []

    init(stack: View, arranged: [View], canvas: LayoutItem) {
        self.stack = stack
        self.arranged = arranged
        self.visible = arranged.contains { $0.isHidden } ? arranged.filter { !$0.isHidden } : arranged
        self.canvas = canvas
        // At most about six per arranged view (spacing, alignment or spanning boundaries, ambiguity suppression,
        // distribution, text width) plus a few for the canvas: one allocation instead of repeated growth.
        constraints.reserveCapacity(6 * arranged.count + 6)
        if stack.axis == .horizontal {
            (leading, trailing, size, center) = (.leading, .trailing, .width, .centerX)
            (crossLeading, crossTrailing, crossSize, crossCenter) = (.top, .bottom, .height, .centerY)
        } else {
            (leading, trailing, size, center) = (.top, .bottom, .height, .centerY)
            (crossLeading, crossTrailing, crossSize, crossCenter) = (.leading, .trailing, .width, .centerX)
        }
    }

    mutating func add(_ item: LayoutItem, _ attribute: LayoutAttribute, _ relation: LayoutRelation,
                      _ other: LayoutItem?, _ otherAttribute: LayoutAttribute, multiplier: Double = 1,
                      constant: Double = 0, priority: Double = LayoutPriority.required, _ name: String) {
        constraints.append(LayoutConstraint(system: item, attribute, relation, other, otherAttribute,
                                            multiplier: multiplier, constant: constant, priority: priority,
                                            origin: .stack, identifier: name))
    }

    /// UISV-hiding (hidden views collapse along the axis) and UISV-canvas-connection (the first and last visible
    /// views touch the canvas ends).
    mutating func addHidingAndCanvasConnection() {
        for view in arranged where view.isHidden {
            add(view, size, .equal, nil, .notAnAttribute, constant: 0, "UISV-hiding")
        }
        if let first = visible.first, let last = visible.last {
            add(canvas, leading, .equal, first, leading, "UISV-canvas-connection")
            add(canvas, trailing, .equal, last, trailing, "UISV-canvas-connection")
        } else {
            // Everything hidden: the views sit at the canvas start and the stack fits to nothing.
            add(canvas, leading, .equal, arranged[0], leading, "UISV-canvas-connection")
            add(canvas, size, .equal, nil, .notAnAttribute, constant: 0, priority: 49, "UISV-canvas-fit")
        }
    }

    /// UISV-spacing: every adjacent pair, hidden views included. A gap next to a hidden view is halved, so visible
    /// neighbours end up exactly `spacing` (or the custom spacing after the earlier one) apart; gaps outside the
    /// first and last visible views are 0. `>=` for the equal-spacing distributions, where spacing is a minimum.
    mutating func addSpacing() {
        let isMinimum = stack.distribution == .equalSpacing || stack.distribution == .equalCentering
        let baselines = stack.isBaselineRelativeArrangement && stack.axis == .vertical
        let firstVisible = arranged.firstIndex { !$0.isHidden } ?? arranged.count
        let lastVisible = arranged.lastIndex { !$0.isHidden } ?? -1
        for index in arranged.indices.dropFirst() {
            let previous = arranged[index - 1]
            let next = arranged[index]
            // Only pairs between the first and the last visible view hold a gap; the others are 0.
            let inVisibleRun = index > firstVisible && index - 1 < lastVisible
            var gap = 0.0
            if inVisibleRun {
                let anchor = arranged[..<index].last { !$0.isHidden }
                let base = anchor.flatMap { stack.customSpacing(after: $0) }.map(resolvedSpacing) ?? stackSpacing
                let hiddenInPair = (previous.isHidden ? 1 : 0) + (next.isHidden ? 1 : 0)
                gap = base - base / 2 * Double(hiddenInPair)
            }
            // Baseline-relative gaps run from baseline to baseline. A collapsed hidden view has no lines, so a pair
            // with one keeps the baseline on its visible side and the edge on the hidden one: the two halved gaps
            // then add up to one spacing between the visible neighbours' baselines, as between visible pairs
            // (kean/Arranged measures every pair by baselines [3P]). Pairs outside the visible run keep their edges.
            let nextAttribute: LayoutAttribute = baselines && inVisibleRun && !next.isHidden ? .firstBaseline : leading
            let previousAttribute: LayoutAttribute =
                baselines && inVisibleRun && !previous.isHidden ? .lastBaseline : trailing
            add(next, nextAttribute, isMinimum ? .greaterThanOrEqual : .equal, previous, previousAttribute,
                constant: gap, "UISV-spacing")
        }
    }

    /// The stack's `spacing` in points: `spacingUseDefault` results in 0 (UIStackView.h), `spacingUseSystem` in the
    /// system spacing.
    var stackSpacing: Double {
        stack.spacing == View.spacingUseDefault ? 0 : resolvedSpacing(stack.spacing)
    }

    /// A spacing in points, with `spacingUseSystem` replaced by the system spacing (the same for every pair of
    /// views here: View.systemSpacing).
    func resolvedSpacing(_ spacing: Double) -> Double {
        spacing == View.spacingUseSystem ? View.systemSpacing : spacing
    }

    mutating func addDistribution(intrinsicSizes: () -> [Size]) {
        switch stack.distribution {
        case .fill:
            break
        case .fillEqually:
            addFillEqually()
        case .fillProportionally:
            addFillProportionally(intrinsicSizes: intrinsicSizes())
        case .equalSpacing, .equalCentering:
            addDistributingGuides(centering: stack.distribution == .equalCentering)
        }
    }

    /// UISV-fill-equally: every visible view as long as the first.
    private mutating func addFillEqually() {
        guard let first = visible.first else { return }
        for view in visible.dropFirst() { add(view, size, .equal, first, size, "UISV-fill-equally") }
    }

    /// UISV-fill-proportionally: each view with an intrinsic length takes that share of the stack view's own
    /// length, at priorities 999, 998, … in order; views without one are 0; with none at all it falls back to
    /// fill-equally. The shares relate to the stack, not its margins guide, even with
    /// `isLayoutMarginsRelativeArrangement`: a UIKit constraint dump shows `view.width == UIStackView.width`, a
    /// measurement (stack 200, margins 10 + 10, intrinsic widths 25 and 75) gives 50 and 130, the last share giving
    /// way to the margins [3P], and kean/Arranged relates them to the stack too (only its edges use margins).
    private mutating func addFillProportionally(intrinsicSizes: [Size]) {
        let lengths: [(View, Double)] = zip(arranged, intrinsicSizes).compactMap { view, size in
            guard !view.isHidden else { return nil }
            return (view, stack.axis == .horizontal ? size.width : size.height)
        }
        let sized = lengths.filter { $0.1 > 0 }
        guard !sized.isEmpty else { return addFillEqually() }
        let total = sized.reduce(0) { $0 + $1.1 } + stackSpacing * Double(max(0, visible.count - 1))
        let isRequired = sized.count == 1 && (stackSpacing == 0 || visible.count == 1)
        for (offset, entry) in sized.enumerated() {
            add(entry.0, size, .equal, stack, size, multiplier: total > 0 ? entry.1 / total : 0,
                priority: isRequired ? LayoutPriority.required : max(1, 999 - Double(offset)),
                "UISV-fill-proportionally")
        }
        for (view, length) in lengths where length <= 0 {
            add(view, size, .equal, nil, .notAnAttribute, constant: 0, "UISV-fill-proportionally")
        }
    }

    /// UISV-distributing: hidden spacer guides between visible neighbours (edge to edge for equalSpacing, center to
    /// center for equalCentering), all as long as the first: required for equalSpacing, @149 for equalCentering.
    /// A baseline-relative vertical stack measures equalSpacing's gaps from one view's last baseline to the next
    /// one's first baseline, as its spacing ("measured from the last baseline of a text-based view to the first
    /// baseline of the view below it" [DOC]; kean/Arranged's gap guides do the same [3P]).
    /// UISV-canvas-fit (@49) lets an unconstrained stack hug its content; UIKit adds it whenever the stack has
    /// arranged views, a single one included (kean/Arranged's DistributionLayoutArrangement [3P]). With none
    /// visible, `addHidingAndCanvasConnection` has added it already.
    private mutating func addDistributingGuides(centering: Bool) {
        if !visible.isEmpty {
            add(canvas, size, .equal, nil, .notAnAttribute, constant: 0, priority: 49, "UISV-canvas-fit")
        }
        guard visible.count > 1 else { return }
        let guides = stack.stackSpacers(count: visible.count - 1)
        let baselines = stack.isBaselineRelativeArrangement && stack.axis == .vertical && !centering
        let previousEdge: LayoutAttribute = centering ? center : baselines ? .lastBaseline : trailing
        let nextEdge: LayoutAttribute = centering ? center : baselines ? .firstBaseline : leading
        for (index, guide) in guides.enumerated() {
            let previous = visible[index]
            let next = visible[index + 1]
            add(guide, leading, .equal, previous, previousEdge, "UISV-distributing-edge")
            add(guide, trailing, .equal, next, nextEdge, "UISV-distributing-edge")
            if index > 0 {
                add(guide, size, .equal, guides[0], size,
                    priority: centering ? 149 : LayoutPriority.required, "UISV-distributing")
            }
        }
    }

    /// UISV-text-width-disambiguation: multi-line labels in a horizontal fill stack share the width (observed as
    /// `label.width == 0.5 × stack.width @759` with two views [3P openradar 39275811]; the 1/n form is a guess).
    /// Like the proportional shares it relates to the stack's own width, margins or not.
    mutating func addTextWidthDisambiguation() {
        guard stack.axis == .horizontal, stack.distribution == .fill, visible.count > 1 else { return }
        for view in visible where view.kind == .label && view.numberOfLines != 1 {
            add(view, .width, .equal, stack, .width, multiplier: 1 / Double(visible.count), priority: 759,
                "UISV-text-width-disambiguation")
        }
    }
}

extension View {
    /// The stack's invisible spacer guides, created on demand and reused so their solver variables stay put.
    func stackSpacers(count: Int) -> [LayoutGuide] {
        while stackSpacerGuides.count < count {
            stackSpacerGuides.append(LayoutGuide(role: .stackSpacer, owner: self,
                                                 identifier: "UISV-distributing-edge-guide"))
        }
        return Array(stackSpacerGuides.prefix(count))
    }
}
