/// The constraints UIKit adds on its own: the root view's size, autoresizing masks, intrinsic sizes, and the
/// definitions of the built-in layout guides. Stack views have their own file.
extension LayoutModel {
    /// The root view fills the screen (UIView-Encapsulated-Layout-Width/Height, reference §7.4 item 3).
    func hostConstraints(for root: View, size: Size) -> [LayoutConstraint] {
        [LayoutConstraint(system: root, .width, .equal, nil, .notAnAttribute, constant: size.width,
                          origin: .host, identifier: "UIView-Encapsulated-Layout-Width"),
         LayoutConstraint(system: root, .height, .equal, nil, .notAnAttribute, constant: size.height,
                          origin: .host, identifier: "UIView-Encapsulated-Layout-Height")]
    }

    /// NSAutoresizingMaskLayoutConstraints reproducing the frame set by code (reference §7.4). With an empty mask
    /// (`h=--& v=--&`) that is left, top, width and height fixed. Flexible parts share any change of the
    /// superview's size since the frame was set, in proportion to their sizes (UIKit's autoresizing rule).
    func autoresizingConstraints(for view: View, in superview: View) -> [LayoutConstraint] {
        if view.isCellContentView && superview.kind == .tableViewCell {
            return tableCellContentConstraints(for: view, in: superview)
        }
        let frame = view.frame
        let reference = view.autoresizingReferenceSize ?? superview.frame.size
        let mask = view.autoresizingMask
        let h = axisParts(start: frame.minX, size: frame.width, container: reference.width,
                          flexibleStart: mask.contains(.flexibleLeftMargin), flexibleSize: mask.contains(.flexibleWidth),
                          flexibleEnd: mask.contains(.flexibleRightMargin))
        let v = axisParts(start: frame.minY, size: frame.height, container: reference.height,
                          flexibleStart: mask.contains(.flexibleTopMargin), flexibleSize: mask.contains(.flexibleHeight),
                          flexibleEnd: mask.contains(.flexibleBottomMargin))
        let name = maskIdentifier(mask)
        func make(_ attribute: LayoutAttribute, _ share: (multiplier: Double, constant: Double),
                  _ dimension: LayoutAttribute) -> LayoutConstraint {
            if share.multiplier == 0 {
                if attribute.isLocation {
                    return LayoutConstraint(system: view, attribute, .equal, superview, attribute == .left ? .left : .top,
                                            constant: share.constant, origin: .autoresizing, identifier: name)
                }
                return LayoutConstraint(system: view, attribute, .equal, nil, .notAnAttribute,
                                        constant: share.constant, origin: .autoresizing, identifier: name)
            }
            // Position or size = multiplier × superview size + constant.
            return LayoutConstraint(system: view, attribute, .equal, superview, dimension,
                                    multiplier: share.multiplier, constant: share.constant, origin: .autoresizing,
                                    identifier: name)
        }
        return [make(.left, h.start, .width), make(.top, v.start, .height),
                make(.width, h.size, .width), make(.height, v.size, .height)]
    }

    /// A table view cell lays its contentView out itself: the full height, and the width inset by the cell's
    /// safe area at the sides (UITableView.insetsContentViewsToSafeArea, true by default [DOC]), so cell content
    /// stays clear of the sensor housing in landscape. Zero insets in portrait: the contentView fills the cell.
    func tableCellContentConstraints(for content: View, in cell: View) -> [LayoutConstraint] {
        let insets = safeAreaInsets[ObjectIdentifier(cell)] ?? .zero
        let name = maskIdentifier(content.autoresizingMask)
        func pin(_ attribute: LayoutAttribute, _ constant: Double) -> LayoutConstraint {
            LayoutConstraint(system: content, attribute, .equal, cell, attribute, constant: constant,
                             origin: .autoresizing, identifier: name)
        }
        // The shape of the flexible-width-and-height autoresizing constraints it replaces.
        return [pin(.left, insets.left), pin(.top, 0), pin(.width, -insets.left - insets.right), pin(.height, 0)]
    }

    /// For one axis: the view's start and size as `multiplier × containerSize + constant`.
    private func axisParts(start: Double, size: Double, container: Double, flexibleStart: Bool, flexibleSize: Bool,
                           flexibleEnd: Bool) -> (start: (multiplier: Double, constant: Double),
                                                  size: (multiplier: Double, constant: Double)) {
        let end = container - start - size
        let flexible = [(flexibleStart, start), (flexibleSize, size), (flexibleEnd, end)].filter(\.0)
        guard !flexible.isEmpty else { return ((0, start), (0, size)) }
        let total = flexible.reduce(0) { $0 + $1.1 }
        func share(_ isFlexible: Bool, _ value: Double) -> Double {
            guard isFlexible else { return 0 }
            return total != 0 ? value / total : 1 / Double(flexible.count)
        }
        let startShare = share(flexibleStart, start)
        let sizeShare = share(flexibleSize, size)
        // value + share × (S − S0)  =  share × S + (value − share × S0)
        return ((startShare, start - startShare * container), (sizeShare, size - sizeShare * container))
    }

    /// The identifier UIKit logs for a mask's constraints: `h=--& v=--&`.
    private func maskIdentifier(_ mask: AutoresizingMask) -> String {
        "h=\(maskCode(mask, horizontal: true)) v=\(maskCode(mask, horizontal: false))"
    }

    /// UIKit's log notation for a mask: `-` fixed, `&` flexible, e.g. `--&` for a flexible right margin. An axis
    /// with nothing flexible prints `--&` (reference §7.4: a code-made view, mask `[]`, logs `h=--& v=--&`): when
    /// the superview resizes, it is the far margin that gives.
    func maskCode(_ mask: AutoresizingMask, horizontal: Bool) -> String {
        let parts: [AutoresizingMask] = horizontal
            ? [.flexibleLeftMargin, .flexibleWidth, .flexibleRightMargin]
            : [.flexibleTopMargin, .flexibleHeight, .flexibleBottomMargin]
        guard parts.contains(where: { mask.contains($0) }) else { return "--&" }
        return parts.map { mask.contains($0) ? "&" : "-" }.joined()
    }

    /// NSContentSizeLayoutConstraints: per axis with an intrinsic size, `size <= intrinsic @hugging` and
    /// `size >= intrinsic @compressionResistance` (reference §7.2).
    func intrinsicConstraints(for view: View) -> [LayoutConstraint] {
        var result: [LayoutConstraint] = []
        result.reserveCapacity(4)
        intrinsicConstraints(for: view) { result.append($0) }
        return result
    }

    /// `intrinsicConstraints(for:)`, each handed to `add` in order: a pass appends them straight to its own list.
    func intrinsicConstraints(for view: View, _ add: (LayoutConstraint) -> Void) {
        let size = intrinsicSize(of: view)
        func hasMetric(_ value: Double) -> Bool { value != View.noIntrinsicMetric && value >= 0 }
        func axis(_ axis: Axis, _ value: Double, _ attribute: LayoutAttribute) {
            guard hasMetric(value) else { return }
            add(LayoutConstraint(system: view, attribute, .lessThanOrEqual, nil, .notAnAttribute, constant: value,
                                 priority: view.contentHuggingPriority(for: axis), origin: .intrinsic, identifier: nil))
            add(LayoutConstraint(system: view, attribute, .greaterThanOrEqual, nil, .notAnAttribute, constant: value,
                                 priority: view.contentCompressionResistancePriority(for: axis), origin: .intrinsic,
                                 identifier: nil))
        }
        axis(.horizontal, size.width, .width)
        axis(.vertical, size.height, .height)
    }

    /// Solver rows for a view's `intrinsicConstraints`, in the same order. A hugging and compression-resistance
    /// pair of one axis, both below required, becomes one row: `size == intrinsic` exceeding at the hugging
    /// priority and falling short at the compression resistance (`Solver.addPreference`), which the solver holds
    /// as one row with two errors instead of two rows with four symbols; the compression constraint's entry then
    /// has no row of its own. A required side keeps its own row.
    func intrinsicRows(for constraints: [LayoutConstraint]) -> [SolverRow?] {
        var rows: [SolverRow?] = []
        rows.reserveCapacity(constraints.count)
        intrinsicRows(count: constraints.count, into: &rows) { constraints[$0] }
        return rows
    }

    /// `intrinsicRows(for:)` of the `count` constraints `constraint(0)`, `constraint(1)`, …, appended to `rows`.
    func intrinsicRows(count: Int, into rows: inout [SolverRow?], _ constraint: (Int) -> LayoutConstraint) {
        var index = 0
        while index < count {
            let hugging = constraint(index)
            // (A non-finite size is left out of the pass, untranslated.)
            guard hugging.constant.isFinite else {
                rows.append(nil)
                index += 1
                continue
            }
            if index + 1 < count, hugging.relation == .lessThanOrEqual, hugging.priority < 1000 {
                let resistance = constraint(index + 1)
                if resistance.relation == .greaterThanOrEqual, resistance.priority < 1000,
                   resistance.firstAttribute == hugging.firstAttribute, resistance.constant == hugging.constant,
                   let row = row(for: hugging, breakRank: 0) {
                    rows.append(row.preference(shortfallPriority: resistance.priority))
                    rows.append(nil)
                    index += 2
                    continue
                }
            }
            rows.append(row(for: hugging, breakRank: 0))
            index += 1
        }
    }

    /// The constraints that place a built-in guide relative to its owning view.
    func guideDefinition(_ guide: LayoutGuide, keyboardFrame: Rect?) -> [LayoutConstraint] {
        guard let owner = guide.owningView else { return [] }
        func pin(_ attribute: LayoutAttribute, _ constant: Double, _ name: String,
                 origin: ConstraintOrigin = .host) -> LayoutConstraint {
            LayoutConstraint(system: guide, attribute, .equal, owner, attribute, constant: constant, origin: origin,
                             identifier: name)
        }
        /// The guide inset from its owner's edges, each constraint named by UIKit's identifier for that edge.
        func inset(by insets: EdgeInsets, _ name: (String) -> String) -> [LayoutConstraint] {
            [pin(.left, insets.left, name("left")), pin(.top, insets.top, name("top")),
             pin(.right, -insets.right, name("right")), pin(.bottom, -insets.bottom, name("bottom"))]
        }
        switch guide.role {
        case .safeArea:
            return inset(by: safeAreaInsets[ObjectIdentifier(owner)] ?? .zero) { "UIViewSafeAreaLayoutGuide-\($0)" }
        case .layoutMargins:
            return inset(by: effectiveMargins(of: owner)) { "UIView-\($0)Margin-guide-constraint" }
        case .readableContent:
            return inset(by: readableInsets(of: owner)) { "UIViewReadableContentGuide-\($0)" }
        case .keyboard:
            // Hidden keyboard: the guide's top is the safe area's bottom, or the view's bottom when
            // usesBottomSafeArea is off (reference §7.7). Shown: the keyboard's top edge on the screen.
            var result = [pin(.left, 0, "UIKeyboardLayoutGuide-left"), pin(.right, 0, "UIKeyboardLayoutGuide-right"),
                          pin(.bottom, 0, "UIKeyboardLayoutGuide-bottom")]
            if let keyboardFrame {
                result.append(LayoutConstraint(system: guide, .top, .equal, root, .top, constant: keyboardFrame.minY,
                                               origin: .host, identifier: "UIKeyboardLayoutGuide-top"))
            } else if guide.usesBottomSafeArea {
                result.append(LayoutConstraint(system: guide, .top, .equal, owner.safeAreaLayoutGuide, .bottom,
                                               origin: .host, identifier: "UIKeyboardLayoutGuide-top"))
            } else {
                result.append(LayoutConstraint(system: guide, .top, .equal, owner, .bottom, origin: .host,
                                               identifier: "UIKeyboardLayoutGuide-top"))
            }
            return result
        case .scrollContent:
            // The content rectangle starts at the scroll view's origin (content offset zero, reference §7.6);
            // its size is the content size, set by the constraints that use the guide.
            return [pin(.left, 0, "UIScrollView-contentLayoutGuide-left", origin: .scroll),
                    pin(.top, 0, "UIScrollView-contentLayoutGuide-top", origin: .scroll)]
        case .scrollFrame:
            // The visible rectangle: the bounds, whose origin in content coordinates is the content offset, so
            // views pinned to this guide stay put on screen while the content scrolls (reference §7.6).
            let offset = contentOffset(of: owner)
            return [pin(.left, offset.x, "UIScrollView-frameLayoutGuide-left", origin: .scroll),
                    pin(.top, offset.y, "UIScrollView-frameLayoutGuide-top", origin: .scroll),
                    pin(.width, 0, "UIScrollView-frameLayoutGuide-width", origin: .scroll),
                    pin(.height, 0, "UIScrollView-frameLayoutGuide-height", origin: .scroll)]
        case .user, .stackSpacer:
            return []
        }
    }
}
