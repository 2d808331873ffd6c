/// Cross-axis alignment of a stack view: the constraints UIStackView makes across its axis (reference §7.5, after
/// kean/Arranged's `AlignedLayoutArrangement`, which reproduces UIStackView's constraint dumps [3P]).
///
/// `fill` ties both cross edges of every view to the canvas. Every other alignment ties the views to each other on
/// one attribute and lets them differ on the other side ("loose"), so the canvas cannot hold on to all of them
/// directly: an invisible spanner guide reaches around the visible views (`==` @999.5 on a tight edge, `<=`/`>=`
/// on a loose one), shrinks to them @51, and carries the canvas edge on the loose side. Views with nothing sizing
/// them across collapse (@25).
extension StackConstraintList {
    mutating func addAlignment() {
        if stack.alignment == .fill {
            addFillAlignment()
        } else {
            addSpannedAlignment()
        }
    }

    /// UISV-alignment for `fill`: both cross edges of every arranged view on the canvas.
    private mutating func addFillAlignment() {
        for view in arranged {
            add(canvas, crossLeading, .equal, view, crossLeading, "UISV-alignment")
            add(canvas, crossTrailing, .equal, view, crossTrailing, "UISV-alignment")
        }
    }

    /// leading, trailing, center and the baselines.
    ///
    /// The canvas ends: with one arranged view and no spanner, they hold the view loosely on its loose sides (and
    /// the canvas fits @49). With the spanner, the tight side connects to the first view and the loose side to the
    /// spanner (center: the spanner on both sides, plus the centers). Baseline alignments are the exception UIKit
    /// is known for (rdar://32291130, useyourloaf "Stack View Baseline Alignment Issue", iOS 10 to 13 at least):
    /// `firstBaseline` ties the canvas top to the first view with `canvas.top <= first.top` only, and
    /// `lastBaseline` its bottom with `canvas.bottom >= first.bottom`, the canvas fitting @49, so a later view
    /// reaching further above (below) the baseline than the first one sticks out of the stack.
    ///
    /// Baseline alignments are "valid for horizontal axis only" (UIStackView.h). A vertical stack gets no
    /// alignment constraint then, only the spanner: its views keep their own widths, the first one on the canvas's
    /// leading edge (firstBaseline) or trailing edge (lastBaseline), the others anywhere within (ambiguous unless
    /// the lesson places them) [3P kean/Arranged; not otherwise confirmed].
    ///
    /// One departure from kean/Arranged: for `center` it ties the canvas's trailing edge to the first view instead
    /// of the spanner, which would make a later, larger view conflict with the stack; UIKit centres views of
    /// different sizes without conflict, and reference §7.5 pins the spanner to the canvas.
    private mutating func addSpannedAlignment() {
        let alignment = stack.alignment
        let isHorizontal = stack.axis == .horizontal
        let first = arranged[0]
        let aligned: LayoutAttribute?
        switch alignment {
        case .leading: aligned = crossLeading
        case .trailing: aligned = crossTrailing
        case .center: aligned = crossCenter
        case .firstBaseline: aligned = isHorizontal ? .firstBaseline : nil
        case .lastBaseline: aligned = isHorizontal ? .lastBaseline : nil
        case .fill: aligned = nil
        }
        if let aligned {
            for view in arranged.dropFirst() { add(first, aligned, .equal, view, aligned, "UISV-alignment") }
        }
        let looseAtLeading = alignment != .leading
        let looseAtTrailing = alignment != .trailing

        var leadingItem: LayoutItem = first
        var trailingItem: LayoutItem = first
        var leadingIsLoose = looseAtLeading
        var trailingIsLoose = looseAtTrailing
        // A stack of one visible arranged view needs no spanner: the canvas holds the view directly.
        let usesSpanner = visible.isEmpty || arranged.count > 1
        if usesSpanner {
            let spanner = stack.stackAlignmentSpanner
            add(spanner, crossSize, .equal, nil, .notAnAttribute, constant: 0, priority: 51, "UISV-spanning-fit")
            for view in visible {
                add(spanner, crossLeading, looseAtLeading ? .lessThanOrEqual : .equal, view, crossLeading,
                    priority: looseAtLeading ? LayoutPriority.required : 999.5, "UISV-spanning-boundary")
                add(spanner, crossTrailing, looseAtTrailing ? .greaterThanOrEqual : .equal, view, crossTrailing,
                    priority: looseAtTrailing ? LayoutPriority.required : 999.5, "UISV-spanning-boundary")
            }
            if visible.isEmpty || alignment == .center {
                (leadingItem, trailingItem) = (spanner, spanner)
            } else if alignment == .trailing || alignment == .lastBaseline {
                leadingItem = spanner
            } else {
                trailingItem = spanner
            }
            leadingIsLoose = !visible.isEmpty && isHorizontal && alignment == .firstBaseline
            trailingIsLoose = !visible.isEmpty && isHorizontal && alignment == .lastBaseline
        }
        add(canvas, crossLeading, leadingIsLoose ? .lessThanOrEqual : .equal, leadingItem, crossLeading,
            "UISV-canvas-connection")
        add(canvas, crossTrailing, trailingIsLoose ? .greaterThanOrEqual : .equal, trailingItem, crossTrailing,
            "UISV-canvas-connection")
        if alignment == .center {
            add(canvas, crossCenter, .equal, visible.isEmpty ? stack.stackAlignmentSpanner : first, crossCenter,
                "UISV-canvas-connection")
        }
        for view in arranged {
            add(view, crossSize, .equal, nil, .notAnAttribute, constant: 0, priority: 25,
                "UISV-ambiguity-suppression")
        }
        if leadingIsLoose || trailingIsLoose {
            add(canvas, crossSize, .equal, nil, .notAnAttribute, constant: 0, priority: 49, "UISV-canvas-fit")
        }
    }
}
