/// What a layout pass writes into a tree, taken out and put back: each view's frame (with the superview size
/// its autoresizing mask measures against), safe-area insets, guide frames, scroll content size, scrolling axes
/// and resting content offset, and the `isBroken` flag of the constraints a pass reported.
///
/// Several engines can then take turns on one tree, each seeing its own previous results as a tree of its own
/// would hold them: the preview's variant sweep lays one scenario out on many devices this way. Putting values
/// back marks the tree changed (as any write does), so no engine reuses a pass it made before the swap.
public struct LayoutOutputs {
    private struct ViewOutputs {
        let view: View
        let frame: Rect
        let autoresizingReferenceSize: Size?
        let safeAreaInsets: EdgeInsets
        let contentSize: Size
        let scrollingAxes: ScrollingAxes
        let contentOffset: Point
        let guideFrames: [(LayoutGuide, Rect)]
    }

    private var views: [ViewOutputs] = []
    private var brokenFlags: [(LayoutConstraint, Bool)] = []

    /// The outputs of every view under `root` (depth-first) and the flags of `constraints`.
    public static func capture(root: View, constraints: [LayoutConstraint]) -> LayoutOutputs {
        var outputs = LayoutOutputs()
        func visit(_ view: View) {
            var guides: [(LayoutGuide, Rect)] = []
            view.forEachOwnedGuide { guides.append(($0, $0.layoutFrame)) }
            outputs.views.append(ViewOutputs(view: view, frame: view.frame,
                                             autoresizingReferenceSize: view.autoresizingReferenceSize,
                                             safeAreaInsets: view.safeAreaInsets, contentSize: view.contentSize,
                                             scrollingAxes: view.scrollingAxes, contentOffset: view.contentOffset,
                                             guideFrames: guides))
            view.subviews.forEach(visit)
        }
        visit(root)
        outputs.brokenFlags = constraints.map { ($0, $0.isBroken) }
        return outputs
    }

    /// Writes the captured values back; properties already holding them are left alone.
    public func restore() {
        for saved in views {
            let view = saved.view
            if view.frame != saved.frame { view.frame = saved.frame }
            if view.autoresizingReferenceSize != saved.autoresizingReferenceSize {
                view.autoresizingReferenceSize = saved.autoresizingReferenceSize
            }
            if view.safeAreaInsets != saved.safeAreaInsets { view.safeAreaInsets = saved.safeAreaInsets }
            if view.contentSize != saved.contentSize { view.contentSize = saved.contentSize }
            if view.scrollingAxes != saved.scrollingAxes { view.scrollingAxes = saved.scrollingAxes }
            // Only a resting offset is the engine's; one code set stays what code set.
            if view.isContentOffsetResting && view.contentOffset != saved.contentOffset {
                view.rest(atContentOffset: saved.contentOffset)
            }
            for (guide, frame) in saved.guideFrames where guide.layoutFrame != frame { guide.layoutFrame = frame }
        }
        for (constraint, broken) in brokenFlags where constraint.isBroken != broken { constraint.isBroken = broken }
    }
}
