/// Which arranged view stands for a stack view's own baselines. UIStackView.h (reference §7.5): "A horizontal stack
/// returns its tallest view as its first/last baseline view. A vertical stack returns its first view (for
/// firstBaseline) and its last view (for lastBaseline)"; a nested stack chosen this way delegates again.
///
/// "Tallest" needs heights, which only a solution gives: a pass reads them from the previous pass's frames (the
/// first pass has none and takes the first visible view), records its choice, and the feedback
/// (`baselineChoicesHold(in:)`) asks for another pass while a recorded choice is not the tallest view of the frames
/// that pass produced.
extension LayoutModel {
    /// A horizontal stack and the arranged view whose baselines it used in the current constraint list.
    struct BaselineChoice {
        let stack: View
        let chosen: View
    }

    /// The visible arranged view whose baseline is the stack's first (or last) baseline; nil when none is visible.
    func baselineView(ofStack stack: View, first: Bool) -> View? {
        let visible = visibleArrangedViews(of: stack)
        guard stack.axis == .horizontal else { return first ? visible.first : visible.last }
        guard let chosen = tallest(of: visible, in: previousScreenFrames) else { return nil }
        if !baselineChoices.contains(where: { $0.stack === stack && $0.chosen === chosen }) {
            baselineChoices.append(BaselineChoice(stack: stack, chosen: chosen))
        }
        return chosen
    }

    /// True when every recorded choice is still the tallest visible view in `frames`, so building the list again
    /// from those frames would choose the same views.
    func baselineChoicesHold(in frames: ObjectTable<Rect>) -> Bool {
        baselineChoices.allSatisfy { tallest(of: visibleArrangedViews(of: $0.stack), in: frames) === $0.chosen }
    }

    private func visibleArrangedViews(of stack: View) -> [View] {
        stack.arrangedSubviews.filter { !$0.isHidden && $0.superview === stack }
    }

    /// The first of the tallest views. Heights within a rounding error of each other count as equal, so solver
    /// noise cannot make the choice flip between passes.
    private func tallest(of views: [View], in frames: ObjectTable<Rect>) -> View? {
        let heights = views.map { frames[ObjectIdentifier($0)]?.height ?? 0 }
        guard let maximum = heights.max(), let index = heights.firstIndex(where: { $0 >= maximum - 1e-6 }) else {
            return nil
        }
        return views[index]
    }
}
