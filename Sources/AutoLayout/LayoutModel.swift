import Solver
import TextMetrics

/// The solver-side state of one engine: four variables per item (a view's frame in its superview, a guide's
/// rectangle in its owning view; every content offset zero), plus what the current pass knows about each view (safe-area insets, text layouts) and the translation
/// of constraints into solver rows under UIKit's coordinate rules.
final class LayoutModel {
    struct ItemVariables {
        let x, y, w, h: Variable
        var all: [Variable] { [x, y, w, h] }
    }

    let solver = Solver()
    /// The long term lists of this engine's rows (`RowTerms`), which point at them unretained.
    let longTermLists = LongTermLists()
    let measurer: TextMeasurer
    let device: Device
    /// Translating a pass's constraints looks variables up thousands of times (see `IdentityTable`).
    private var variables = IdentityTable<ItemVariables>()

    // Per-pass knowledge, refreshed by the engine.
    /// Depth of every view in the laid-out tree (root = 0); views absent here are not laid out by this engine.
    /// (An `IdentityTable`: every constraint of a pass looks its first item's depth up.)
    var depth = IdentityTable<Int>()
    /// Safe-area insets of each view, from the previous pass's frames (UIKit also resolves them in a second pass).
    var safeAreaInsets = ObjectTable<EdgeInsets>()
    /// Scroll views' scrolling axes (which decide the safe-area part of `adjustedContentInset`) and content
    /// offset (a resting offset follows the inset), from the previous pass's frames and content sizes; the frame
    /// layout guide sits at the offset (reference §7.6).
    var scrollingAxes: [ObjectIdentifier: ScrollingAxes] = [:]
    var contentOffsets: [ObjectIdentifier: Point] = [:]
    /// Scroll views whose content offset some constraint of the current pass depends on (`contentOffset(of:)`).
    private(set) var scrollViewsWithReadOffsets = Set<ObjectIdentifier>()
    /// For views with `preservesSuperviewLayoutMargins`: how far the superview's effective margins reach into the
    /// view on each edge (the superview's margin less the distance between the two edges), from the previous
    /// pass's frames (`effectiveMargins(of:)`).
    var superviewMarginReach: [ObjectIdentifier: EdgeInsets] = [:]
    /// Widths of the owners of readable content guides that the guides' insets are computed from: the previous
    /// pass's (the root's: the screen's, set before each pass), so a guide follows its owner one pass late, as
    /// the safe area does (`readableInsets(of:)`).
    var readableOwnerWidths: [ObjectIdentifier: Double] = [:]
    /// Text laid out at the width of the previous pass, for intrinsic sizes and baselines.
    var textLayouts = ObjectTable<TextLayout>()
    /// Configuration buttons' subtitles, laid out like `textLayouts` (at the width the title wraps at).
    var subtitleLayouts = ObjectTable<TextLayout>()
    /// Canvas-coordinate frames of the previous pass.
    var previousScreenFrames = ObjectTable<Rect>()
    /// The tallest views horizontal stacks chose as their baseline views for the constraint list in use
    /// (StackBaselineView.swift); the list depends on `previousScreenFrames` through them.
    var baselineChoices: [BaselineChoice] = []
    /// True when the constraint list in use depends on `previousScreenFrames`.
    var consultedPreviousFrames: Bool { !baselineChoices.isEmpty }
    /// The root of this engine's tree.
    let root: View
    /// Whether the root's margins are a view controller's (at least the system minimum): the screen's root is a
    /// controller's view or the window; the top of a plain view's hierarchy laid out off screen is neither.
    var rootHasControllerMargins = true

    /// Built-in guides that constraints of the current pass refer to; their defining constraints are generated.
    private(set) var referencedGuides: [LayoutGuide] = []
    private var referencedGuideKeys = Set<ObjectIdentifier>()
    /// Scroll views whose content area is used by constraints this pass (so contentSize comes from the solution).
    private(set) var scrollViewsWithContentConstraints = Set<ObjectIdentifier>()

    init(root: View, device: Device, measurer: TextMeasurer) {
        self.root = root
        self.device = device
        self.measurer = measurer
    }

    func beginPass() {
        referencedGuides.removeAll(keepingCapacity: true)
        referencedGuideKeys.removeAll(keepingCapacity: true)
        scrollViewsWithContentConstraints.removeAll(keepingCapacity: true)
        scrollViewsWithReadOffsets.removeAll(keepingCapacity: true)
        baselineChoices.removeAll(keepingCapacity: true)
    }

    func contains(_ view: View) -> Bool { depth[ObjectIdentifier(view)] != nil }

    func contains(_ item: LayoutItem) -> Bool {
        guard let view = item.hierarchyView else { return false }
        return contains(view)
    }

    func variables(for item: LayoutItem) -> ItemVariables { variables(forKey: ObjectIdentifier(item)) }

    /// `variables(for:)` of the item with this identity (which must be alive: the key is its address).
    func variables(forKey key: ObjectIdentifier) -> ItemVariables {
        if let known = variables[key] { return known }
        // Unnamed: messages name items from the view tree, never from solver variables, and building four
        // descriptions per item was a tenth of a first layout.
        let made = ItemVariables(x: solver.makeVariable(), y: solver.makeVariable(), w: solver.makeVariable(),
                                 h: solver.makeVariable())
        variables.insertNew(made, for: key)
        // (Each of the four in turn, without building the array `made.all`: one allocation per item.)
        @inline(__always) func mark(_ variable: Variable, vertical: Bool) {
            while isVerticalVariable.count <= Int(variable.id) { isVerticalVariable.append(false) }
            isVerticalVariable[Int(variable.id)] = vertical
        }
        mark(made.x, vertical: false)
        mark(made.y, vertical: true)
        mark(made.w, vertical: false)
        mark(made.h, vertical: true)
        return made
    }

    /// Whether each solver variable (by id) is an item's y or height: every variable belongs to one item, so a
    /// row's axis can be read off its variables.
    private(set) var isVerticalVariable: [Bool] = []

    func existingVariables(for item: LayoutItem) -> ItemVariables? { variables[ObjectIdentifier(item)] }

    /// Sizes the variables' table for a tree of `viewCount` views and their guides before a pass translates it.
    func reserveVariables(forViews viewCount: Int) {
        // About one used guide for every four views (margins, safe areas, stacks' spanners) on list screens.
        variables.reserveCapacity(viewCount + viewCount / 4 + 8)
        isVerticalVariable.reserveCapacity(4 * (viewCount + viewCount / 4 + 8))
    }

    /// Whether constraints of the current (last) pass use this built-in guide, so the solver defines it.
    func isReferenced(_ guide: LayoutGuide) -> Bool { referencedGuideKeys.contains(ObjectIdentifier(guide)) }

    /// Notes that a built-in guide is used, so the pass generates the constraints that define it.
    func reference(_ guide: LayoutGuide) {
        guard guide.role != .user, guide.role != .stackSpacer else { return }
        if referencedGuideKeys.insert(ObjectIdentifier(guide)).inserted { referencedGuides.append(guide) }
        if guide.role == .scrollContent, let owner = guide.owningView {
            scrollViewsWithContentConstraints.insert(ObjectIdentifier(owner))
        }
    }

    // MARK: Coordinate rules

    /// The nearest common ancestor of two views in this tree (depth walk, no allocation); `depthOfA` is `a`'s
    /// depth, which the caller has looked up already.
    /// (Views as plain pointers, unretained, the answer too: views of this tree, which holds them for the pass.)
    private func nearestCommonAncestor(_ a: Unmanaged<View>, depthOfA: Int, _ b: Unmanaged<View>)
        -> Unmanaged<View>? {
        // Most constraints relate a view to itself, its superview, a subview or a sibling. The tree holds every
        // subview of a view in it, and the superview of every view in it but its root (depth 0), so those need
        // neither `b`'s depth nor a walk.
        let aPointer = a.toOpaque()
        let bParent = b.parent?.toOpaque()
        if b.toOpaque() == aPointer || bParent == aPointer { return a }
        if depthOfA > 0, let parent = a.parent {
            let parentPointer = parent.toOpaque()
            if b.toOpaque() == parentPointer || bParent == parentPointer {
                return parent
            }
        }
        guard var db = depth[ObjectIdentifier(b.takeUnretainedValue())] else { return nil }
        var da = depthOfA
        var x = a
        var y = b
        while da > db { guard let up = x.parent else { return nil }; x = up; da -= 1 }
        while db > da { guard let up = y.parent else { return nil }; y = up; db -= 1 }
        while x.toOpaque() != y.toOpaque() {
            guard let ux = x.parent, let uy = y.parent else { return nil }
            x = ux
            y = uy
        }
        return x
    }

    /// An item's `hierarchyView` as a plain pointer, unretained (the tree or the item holds it), and without the
    /// protocol call when the item is a view (`View` is final).
    @inline(__always)
    private static func hierarchyView(of item: LayoutItem) -> Unmanaged<View>? {
        if type(of: item) == View.self { return Unmanaged.passUnretained(unsafeDowncast(item, to: View.self)) }
        return item.hierarchyView.map { Unmanaged.passUnretained($0) }
    }

    /// Translates a constraint into a solver row, or nil when one of its items is not in this tree.
    ///
    /// Attributes are compared in the coordinate space of the items' nearest common ancestor, whose own
    /// attributes are taken in its bounds (reference §7.9). Edge and margin attributes of a scroll view, related
    /// to something inside it, mean its content area; its size and centers mean its frame (§7.6).
    func row(for constraint: LayoutConstraint, breakRank: Int) -> SolverRow? {
        guard let firstView = Self.hierarchyView(of: constraint.firstItem) else { return nil }
        let firstKey = ObjectIdentifier(firstView.takeUnretainedValue())
        guard let firstDepth = depth[firstKey] else { return nil }
        if constraint.secondItem == nil, constraint.firstAttribute == .width || constraint.firstAttribute == .height,
           ObjectIdentifier(constraint.firstItem) == firstKey {
            // A view's own width or height against a constant (intrinsic sizes, hidden arranged views, the host's
            // size), a fifth of a pass's rows: the size variable alone, as the general path below would find it
            // (a view's size is the same in every coordinate space), without its coordinate-space work.
            let v = variables(forKey: firstKey)
            var size = LinearExpression(constraint.firstAttribute == .width ? v.w : v.h)
            size.constant -= constraint.constant
            return SolverRow(size, constraint.relation, priority: constraint.priority, breakRank: breakRank,
                             longLists: longTermLists)
        }
        var ancestor = firstView
        if let second = constraint.secondItem {
            guard let secondView = Self.hierarchyView(of: second),
                  let common = nearestCommonAncestor(firstView, depthOfA: firstDepth, secondView) else { return nil }
            ancestor = common
        }
        // Only constraints lesson code wrote follow the scroll view content-area rule; system constraints (the
        // autoresizing ones of a scroll view's subviews, for instance) address the scroll view's frame.
        let userWritten = constraint.origin == .snapkit || constraint.origin == .anchor
        if let row = plainRow(for: constraint, in: ancestor, userWritten: userWritten, breakRank: breakRank) {
            // Debug builds (every test, the corpus included) check that the fast translation is exact. The
            // general one repeats only side effects the fast one already had (variables made, guides referenced).
            assert(row == generalRow(for: constraint, in: ancestor, userWritten: userWritten, breakRank: breakRank),
                   "plainRow and the general translation differ for \(constraint)")
            return row
        }
        return generalRow(for: constraint, in: ancestor, userWritten: userWritten, breakRank: breakRank)
    }

    /// The row of any constraint, through each side's placement and expression (`expression(_:_:in:relativeTo:)`).
    private func generalRow(for constraint: LayoutConstraint, in ancestor: Unmanaged<View>, userWritten: Bool,
                            breakRank: Int) -> SolverRow {
        let common = ancestor.takeUnretainedValue()
        let lhs = expression(constraint.firstItem, constraint.firstAttribute, in: common,
                             relativeTo: userWritten ? constraint.secondItem : nil)
        var difference = lhs
        if let second = constraint.secondItem {
            let rhs = expression(second, constraint.secondAttribute, in: common,
                                 relativeTo: userWritten ? constraint.firstItem : nil)
            difference.add(rhs, times: -constraint.multiplier)
        }
        difference.constant -= constraint.constant
        return SolverRow(difference, constraint.relation, priority: constraint.priority, breakRank: breakRank,
                         longLists: longTermLists)
    }

    /// The row of a constraint whose sides are plain edges, centers or sizes of views and guides (no baseline, no
    /// scroll view's content area, a nonzero multiplier): most of a pass's rows. It adds each side's terms straight
    /// into one expression instead of building placements and side expressions to merge, with the same arithmetic
    /// and the same side effects in the same order (variables made, guides referenced, content offsets read), so
    /// the row is the one `expression(_:_:in:relativeTo:)` would give. Nil when a side is not plain; nothing has
    /// happened then.
    private func plainRow(for constraint: LayoutConstraint, in ancestor: Unmanaged<View>, userWritten: Bool,
                          breakRank: Int) -> SolverRow? {
        let factor = -constraint.multiplier
        guard factor != 0,
              let first = plainEdge(constraint.firstItem, constraint.firstAttribute, in: ancestor,
                                    nearScrollContent: userWritten && constraint.secondItem != nil) else { return nil }
        var second: PlainEdge?
        if let item = constraint.secondItem {
            guard let edge = plainEdge(item, constraint.secondAttribute, in: ancestor, nearScrollContent: userWritten)
            else { return nil }
            second = edge
        }
        var sum = LinearExpression()
        sum.constant = add(first, in: ancestor, times: 1, to: &sum)
        if let second {
            let constant = add(second, in: ancestor, times: factor, to: &sum)
            sum.constant += constant * factor
        }
        sum.constant -= constraint.constant
        return SolverRow(sum, constraint.relation, priority: constraint.priority, breakRank: breakRank,
                         longLists: longTermLists)
    }

    /// One side of a plain row: the rectangle it reads (a view's margins guide for a margin attribute) and how.
    ///
    /// It holds its objects as plain pointers and identities, unretained, so making, copying and dropping one
    /// touches no reference count: it lives only while `plainRow` translates one constraint, and the objects it
    /// names stay alive that long (the constraint holds its items, a view holds its margins guide).
    private struct PlainEdge {
        /// The identity of the rectangle's item (the key of its variables).
        let targetID: ObjectIdentifier
        /// The item when it is a view (whose own attributes are in its bounds when it is the ancestor).
        let view: Unmanaged<View>?
        /// The item when it is a guide.
        let guide: Unmanaged<LayoutGuide>?
        var isView: Bool { view != nil }
        let horizontal: Bool
        /// Whether the attribute reads the rectangle's origin, and how much of its size it adds.
        let readsOrigin: Bool
        let sizeCoefficient: Double
        /// A margins guide the side goes through, referenced when the side is translated.
        let referencedGuide: Unmanaged<LayoutGuide>?
    }

    /// How a side reads, or nil when it needs `expression(_:_:in:relativeTo:)`: a view's baseline, an edge of a
    /// scroll view that may mean its content area (`nearScrollContent`), an item that is neither a view nor a guide.
    private func plainEdge(_ item: LayoutItem, _ attribute: LayoutAttribute, in ancestor: Unmanaged<View>,
                           nearScrollContent: Bool) -> PlainEdge? {
        var targetView: Unmanaged<View>?
        var targetGuide: Unmanaged<LayoutGuide>?
        var referenced: Unmanaged<LayoutGuide>?
        var edge = attribute
        // (Exact type checks and unchecked casts: View and LayoutGuide are final, and a conditional cast retains.)
        if type(of: item) == View.self {
            let view = unsafeDowncast(item, to: View.self)
            if view.kind == .scrollView && Unmanaged.passUnretained(view).toOpaque() == ancestor.toOpaque()
                && nearScrollContent { return nil }
            if attribute.isBaseline { return nil }
            if attribute.isMargin {
                let guide = Unmanaged.passUnretained(view.layoutMarginsGuide)
                targetGuide = guide
                referenced = guide
                edge = attribute.withoutMargin
            } else {
                targetView = Unmanaged.passUnretained(view)
            }
        } else if type(of: item) == LayoutGuide.self {
            let guide = Unmanaged.passUnretained(unsafeDowncast(item, to: LayoutGuide.self))
            targetGuide = guide
            referenced = guide
            edge = attribute.withoutMargin
        } else {
            return nil
        }
        let targetID = targetView.map { ObjectIdentifier($0.takeUnretainedValue()) }
            ?? ObjectIdentifier(targetGuide!.takeUnretainedValue())
        func side(horizontal: Bool, readsOrigin: Bool, sizeCoefficient: Double) -> PlainEdge {
            PlainEdge(targetID: targetID, view: targetView, guide: targetGuide, horizontal: horizontal,
                      readsOrigin: readsOrigin, sizeCoefficient: sizeCoefficient, referencedGuide: referenced)
        }
        // A guide has no text: its baselines are its top and bottom edges (`edgeExpression`).
        switch edge {
        case .left, .leading: return side(horizontal: true, readsOrigin: true, sizeCoefficient: 0)
        case .right, .trailing: return side(horizontal: true, readsOrigin: true, sizeCoefficient: 1)
        case .centerX: return side(horizontal: true, readsOrigin: true, sizeCoefficient: 0.5)
        case .width: return side(horizontal: true, readsOrigin: false, sizeCoefficient: 1)
        case .top, .firstBaseline: return side(horizontal: false, readsOrigin: true, sizeCoefficient: 0)
        case .bottom, .lastBaseline: return side(horizontal: false, readsOrigin: true, sizeCoefficient: 1)
        case .centerY: return side(horizontal: false, readsOrigin: true, sizeCoefficient: 0.5)
        case .height: return side(horizontal: false, readsOrigin: false, sizeCoefficient: 1)
        default: return nil
        }
    }

    /// Adds `factor` × a plain side's terms to `sum` (each coefficient times `factor`, as `LinearExpression.add(_:times:)`
    /// does) and returns the side's own constant (content offsets of scroll views between the item and
    /// `ancestor`), which the caller scales. Walks the same items in the same order as `placement(_:in:)`.
    private func add(_ edge: PlainEdge, in ancestor: Unmanaged<View>, times factor: Double,
                     to sum: inout LinearExpression)
        -> Double {
        if let guide = edge.referencedGuide { guide._withUnsafeGuaranteedRef { reference($0) } }
        let v = variables(forKey: edge.targetID)
        var constant = 0.0
        // A view's own attributes, in its own space, start at its bounds origin (0, 0) (reference §7.9).
        let stop = ancestor.toOpaque()
        if edge.view?.toOpaque() != stop {
            if edge.readsOrigin { sum.add(edge.horizontal ? v.x : v.y, factor) }
            // (Unretained on the way up, as `superview` itself is held.)
            var node: Unmanaged<View>?
            if let view = edge.view {
                node = view.parent
            } else if let guide = edge.guide, let view = guide._withUnsafeGuaranteedRef({ $0.hierarchyView }) {
                node = Unmanaged.passUnretained(view)
            }
            while let current = node, current.toOpaque() != stop {
                current._withUnsafeGuaranteedRef { current in
                    let w = variables(for: current)
                    if edge.readsOrigin { sum.add(edge.horizontal ? w.x : w.y, factor) }
                    if current.kind == .scrollView {
                        let offset = contentOffset(of: current)
                        if edge.readsOrigin { constant -= edge.horizontal ? offset.x : offset.y }
                    }
                }
                node = current.parent
            }
        }
        if edge.sizeCoefficient != 0 { sum.add(edge.horizontal ? v.w : v.h, edge.sizeCoefficient * factor) }
        return constant
    }

    /// The value of `attribute` of `item` in `ancestor`'s coordinate space, as a linear expression.
    func expression(_ item: LayoutItem, _ attribute: LayoutAttribute, in ancestor: View,
                    relativeTo other: LayoutItem?) -> LinearExpression {
        if let view = item as? View {
            if view.kind == .scrollView, view === ancestor, isEdgeOrMargin(attribute),
               let other, let otherView = other.hierarchyView, otherView !== view, otherView.isDescendant(of: view) {
                // The content area: the content layout guide, inset by the margins for margin attributes.
                let guide = view.contentLayoutGuide
                reference(guide)
                var value = edgeExpression(placement(guide, in: ancestor), attribute.withoutMargin)
                if attribute.isMargin { value.constant += marginOffset(attribute, effectiveMargins(of: view)) }
                return value
            }
            if attribute.isMargin {
                let guide = view.layoutMarginsGuide
                reference(guide)
                return edgeExpression(placement(guide, in: ancestor), attribute.withoutMargin)
            }
            if attribute == .firstBaseline || attribute == .lastBaseline {
                return baselineExpression(view, first: attribute == .firstBaseline, in: ancestor)
            }
            return edgeExpression(placement(view, in: ancestor), attribute)
        }
        if let guide = item as? LayoutGuide { reference(guide) }
        // A guide has no text, so its baselines are those of any item without one (see `edgeExpression`).
        return edgeExpression(placement(item, in: ancestor), attribute.withoutMargin)
    }

    /// Where an item's rectangle sits in `ancestor`'s coordinate space: its origin as expressions, its size as
    /// variables. Each item's variables are local (a view's frame in its superview, a guide's rectangle in its
    /// owning view), so a constraint between siblings or with the superview involves only their own variables,
    /// which keeps the solver's rows short; only constraints across branches add the offsets of the views between.
    struct Placement {
        var x: LinearExpression
        var y: LinearExpression
        var w: Variable
        var h: Variable
    }

    func placement(_ item: LayoutItem, in ancestor: View) -> Placement {
        if let view = item as? View { return placement(view, in: ancestor) }
        let v = variables(for: item)
        var x = LinearExpression(v.x)
        var y = LinearExpression(v.y)
        if let owner = item.hierarchyView { addOrigin(of: owner, in: ancestor, x: &x, y: &y) }
        return Placement(x: x, y: y, w: v.w, h: v.h)
    }

    /// A view's placement; its own overload so that the common case neither boxes the view as a `LayoutItem` nor
    /// casts it back.
    func placement(_ view: View, in ancestor: View) -> Placement {
        let v = variables(for: view)
        // A view's own attributes, in its own space, start at its bounds origin (0, 0) (reference §7.9).
        if view === ancestor { return Placement(x: LinearExpression(), y: LinearExpression(), w: v.w, h: v.h) }
        var x = LinearExpression(v.x)
        var y = LinearExpression(v.y)
        if let parent = view.superview { addOrigin(of: parent, in: ancestor, x: &x, y: &y) }
        return Placement(x: x, y: y, w: v.w, h: v.h)
    }

    /// Adds the position of `space`'s bounds origin within `ancestor` (zero when they are the same view).
    /// A scroll view's bounds start at its content offset, so what sits inside it moves by the offset when seen
    /// from outside: a subview pinned to a view beyond the scroll view stays put on screen while the content
    /// scrolls, as in UIKit (sticky headers).
    private func addOrigin(of space: View, in ancestor: View, x: inout LinearExpression, y: inout LinearExpression) {
        var node: Unmanaged<View>? = Unmanaged.passUnretained(space)
        let stop = Unmanaged.passUnretained(ancestor).toOpaque()
        while let current = node, current.toOpaque() != stop {
            current._withUnsafeGuaranteedRef { current in
                let v = variables(for: current)
                x.add(v.x, 1)
                y.add(v.y, 1)
                if current.kind == .scrollView {
                    let offset = contentOffset(of: current)
                    x.constant -= offset.x
                    y.constant -= offset.y
                }
            }
            node = current.parent
        }
    }

    /// The content offset a pass uses for a scroll view (a resting one from the previous pass's feedback), noting
    /// that the pass depends on it, so a change of the resting offset asks for another pass.
    func contentOffset(of scrollView: View) -> Point {
        scrollViewsWithReadOffsets.insert(ObjectIdentifier(scrollView))
        guard scrollView.isContentOffsetResting else { return scrollView.contentOffset }
        return contentOffsets[ObjectIdentifier(scrollView)] ?? scrollView.contentOffset
    }

    private func isEdgeOrMargin(_ attribute: LayoutAttribute) -> Bool {
        switch attribute {
        case .left, .right, .top, .bottom, .leading, .trailing, .leftMargin, .rightMargin, .topMargin, .bottomMargin,
             .leadingMargin, .trailingMargin:
            return true
        default:
            return false
        }
    }

    /// How far a margin attribute sits inside its edge (negative for right and bottom).
    private func marginOffset(_ attribute: LayoutAttribute, _ margins: EdgeInsets) -> Double {
        switch attribute {
        case .leftMargin, .leadingMargin: return margins.left
        case .rightMargin, .trailingMargin: return -margins.right
        case .topMargin: return margins.top
        case .bottomMargin: return -margins.bottom
        default: return 0
        }
    }

    /// Geometry of the plain attributes (reference §7.9): left = x, right = x + w, centerX = x + w/2, …
    ///
    /// An item without a baseline has its first baseline at its top and its last baseline at its bottom: "If that
    /// view does not have a baseline, Auto Layout uses the view's top edge" (Apple, UIView.forFirstBaselineLayout)
    /// and "… the view's bottom edge" (UIView.forLastBaselineLayout). Reference §7.9 says bottom for both [MEM];
    /// Apple's documentation wins.
    func edgeExpression(_ p: Placement, _ attribute: LayoutAttribute) -> LinearExpression {
        var e: LinearExpression
        switch attribute {
        case .left, .leading: e = p.x
        case .right, .trailing: e = p.x; e.add(p.w, 1)
        case .centerX: e = p.x; e.add(p.w, 0.5)
        case .width: e = LinearExpression(p.w)
        case .top, .firstBaseline: e = p.y
        case .bottom, .lastBaseline: e = p.y; e.add(p.h, 1)
        case .centerY: e = p.y; e.add(p.h, 0.5)
        case .height: e = LinearExpression(p.h)
        default: return edgeExpression(p, attribute.withoutMargin)
        }
        return e
    }

    // MARK: Baselines

    /// First or last baseline of a view: text views measure from their text (centred vertically, as UILabel draws
    /// it), stack views delegate to an arranged view (UIStackView.h), everything else has no baseline and uses its
    /// top (first) or bottom (last) edge (`edgeExpression`).
    func baselineExpression(_ view: View, first: Bool, in ancestor: View) -> LinearExpression {
        let p = placement(view, in: ancestor)
        switch view.kind {
        case .label, .button, .textField:
            let layout = textLayouts[ObjectIdentifier(view)]
                ?? measurer.layout("X", font: effectiveFont(of: view), maxWidth: nil, numberOfLines: 1)
            let metrics = layout.metrics
            let textHeight = max(layout.height, metrics.lineHeight)
            // Text box centred in the view: its top is at y + h/2 − textHeight/2.
            var e = p.y
            e.add(p.h, 0.5)
            let offset = first ? metrics.ascender : textHeight - metrics.descender
            e.constant += offset - textHeight / 2
            return e
        case .textView:
            let metrics = measurer.metrics(for: view.font)
            let lines = max(1, textLayouts[ObjectIdentifier(view)]?.lines.count ?? 1)
            var e = p.y
            e.constant += view.textContainerInset.top + metrics.ascender
                + (first ? 0 : Double(lines - 1) * metrics.lineHeight)
            return e
        case .stackView:
            if let chosen = baselineView(ofStack: view, first: first) {
                return baselineExpression(chosen, first: first, in: ancestor)
            }
            return edgeExpression(p, first ? .firstBaseline : .lastBaseline)
        default:
            return edgeExpression(p, first ? .firstBaseline : .lastBaseline)
        }
    }

    /// The font a view's text is drawn in (configuration buttons use 17 pt unless the lesson set another font).
    func effectiveFont(of view: View) -> Font {
        if view.kind == .button, view.buttonStyle.usesConfiguration, view.font == Font.systemButtonTitle {
            return Font.label
        }
        return view.font
    }

    // MARK: Margins

    /// The margins a view's margin attributes use: its layoutMargins (the root view, or a child controller's root
    /// view: the system minimum unless set),
    /// plus its safe-area insets when insetsLayoutMarginsFromSafeArea is on (reference §7.7; additive rule [MEM]).
    /// With preservesSuperviewLayoutMargins on, each edge is at least as far in as the superview's effective
    /// margin reaches into the view there, so content inside the view's margins stays inside the superview's
    /// (Apple's documentation of the property): max(margin, superview margin − distance between the edges).
    func effectiveMargins(of view: View) -> EdgeInsets {
        var margins = view.layoutMargins
        if view === root ? rootHasControllerMargins : view.isViewControllerRoot {
            let minimum = device.systemMinimumMargin
            if !view.hasCustomLayoutMargins {
                margins = EdgeInsets(top: 0, left: minimum, bottom: 0, right: minimum)
            } else if view.respectsSystemMinimumLayoutMargins {
                margins.left = max(margins.left, minimum)
                margins.right = max(margins.right, minimum)
            }
        } else if view.isCellContentView && !view.hasCustomLayoutMargins && view.superview?.kind == .tableViewCell {
            // UITableViewCell's contentView: 11 top and bottom, the system minimum at the sides [MEM].
            margins = EdgeInsets(top: 11, left: device.systemMinimumMargin, bottom: 11,
                                 right: device.systemMinimumMargin)
        }
        if view.insetsLayoutMarginsFromSafeArea {
            margins = margins + (safeAreaInsets[ObjectIdentifier(view)] ?? .zero)
        }
        if view.preservesSuperviewLayoutMargins, view !== root,
           let reach = superviewMarginReach[ObjectIdentifier(view)] {
            margins = EdgeInsets(top: max(margins.top, reach.top), left: max(margins.left, reach.left),
                                 bottom: max(margins.bottom, reach.bottom), right: max(margins.right, reach.right))
        }
        return margins
    }

    /// How far `superview`'s effective margins reach into a subview with `frame`, on each edge; `bounds` is the
    /// superview's bounds in its own coordinates (a scroll view's start at its content offset). Negative where
    /// the subview's edge is further in than the margin.
    func marginReach(of superview: View, bounds: Rect, into frame: Rect) -> EdgeInsets {
        let m = effectiveMargins(of: superview)
        return EdgeInsets(top: m.top - (frame.minY - bounds.minY), left: m.left - (frame.minX - bounds.minX),
                          bottom: m.bottom - (bounds.maxY - frame.maxY), right: m.right - (bounds.maxX - frame.maxX))
    }

    // MARK: Readable content guide

    /// UIKit's readable width at the default (Large) Dynamic Type size. Printed tables of readable insets agree:
    /// iPad portrait (768 − 672) / 2 = 48, iPhone 6s Plus landscape (736 − 672) / 2 = 32 [3P].
    static let readableWidth = 672.0

    /// How far a view's readable content guide sits inside its edges: its effective margins, plus on each side
    /// half of what the margins guide is wider than the readable width (so the guide is centred in the margins
    /// guide and min(margins width, 672) wide); top and bottom are the margins'.
    static func readableInsets(margins: EdgeInsets, ownerWidth: Double) -> EdgeInsets {
        let extra = max(0, (ownerWidth - margins.left - margins.right - readableWidth) / 2)
        return EdgeInsets(top: margins.top, left: margins.left + extra, bottom: margins.bottom,
                          right: margins.right + extra)
    }

    /// The insets the current pass defines a view's readable content guide with.
    ///
    /// Why constant insets from the previous pass's width rather than constraints (`width <= 672`, `width ==
    /// margins width` at some optional priority): the guide then behaves exactly like the layout margins guide
    /// (a fixed inset from its owner, so content pinned to it cannot stretch or squeeze it silently, and a
    /// required conflict with it is reported as UIKit reports one against a guide it lays out itself), and no
    /// optional priority of ours can lose to, or tie with, a lesson's. The root's width is the screen's before
    /// the first pass, so the common case (`view.readableContentGuide` of a controller's view) is exact at once;
    /// any other owner takes the width the previous pass gave it, and `updateFeedback` asks for another pass
    /// when that moves the guide.
    func readableInsets(of view: View) -> EdgeInsets {
        let width = readableOwnerWidths[ObjectIdentifier(view)] ?? view.frame.width
        return Self.readableInsets(margins: effectiveMargins(of: view), ownerWidth: width)
    }
}

extension Unmanaged where Instance == View {
    /// The view's superview, read from its plain pointer without retaining either view.
    @inline(__always)
    var parent: Unmanaged<View>? { _withUnsafeGuaranteedRef { $0.superviewReference } }
}
