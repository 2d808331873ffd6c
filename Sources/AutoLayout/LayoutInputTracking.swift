/// Change tracking for reusing layout work.
///
/// Every tree keeps two counters on its topmost view: one moves whenever anything a layout pass reads may have
/// changed (any property of a view, a constraint or a guide, and every change to the tree, its constraints and
/// its guides), the other whenever a constraint's `constant` changes. `LayoutEngine.layoutIfNeeded()` remembers
/// both after a pass: when neither moved, the previous result is returned as it is; when only the constants'
/// counter moved, the previous constraint list is reused with just the rows of the changed constants rebuilt.
///
/// The counters live on the tree (not in a global) so that laying out one tree never invalidates another's
/// reusable result, and so that trees used on different threads share no mutable state.
extension View {
    /// The view at the top of this view's tree, which holds the tree's counters.
    var treeTop: View {
        // Unretained on the way up, as `superview` itself is: every property change walks this path, and a
        // retain and release per level was most of it (every frame a pass commits changes two properties).
        // (Read as the stored pointer: loading the unowned superview into a variable retained it all the same.)
        var node = Unmanaged.passUnretained(self)
        while let parent = node._withUnsafeGuaranteedRef({ $0.superviewReference }) { node = parent }
        return node.takeUnretainedValue()
    }

    /// The superview's identity, read without retaining it (per view in a pass's table lookups).
    var superviewID: ObjectIdentifier? { superviewReference?._withUnsafeGuaranteedRef { ObjectIdentifier($0) } }

    /// Records that a layout input in this view's tree changed.
    func noteLayoutInputChanged() {
        treeTop.layoutInputGeneration &+= 1
    }

    /// Records that the constant of a constraint in this view's tree changed.
    func noteConstantChanged() {
        treeTop.constantGeneration &+= 1
    }
}

extension LayoutConstraint {
    /// Records a change to this constraint in the trees of its items.
    func noteChange(constantOnly: Bool = false) {
        // Each item in turn, without building an array of the two (a heap allocation per change; activating a
        // constraint changes two properties).
        func note(_ item: LayoutItem?) {
            guard let view = item?.hierarchyView else { return }
            if constantOnly { view.noteConstantChanged() } else { view.noteLayoutInputChanged() }
        }
        note(firstItem)
        note(secondItem)
    }
}
