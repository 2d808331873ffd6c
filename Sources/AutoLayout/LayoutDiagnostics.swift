import Diagnostics
import Solver
import TextMetrics

/// The findings of a layout pass (DESIGN.md §6 codes).
extension LayoutEngine {
    func diagnose(_ outcome: Outcome) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        diagnostics += conflictDiagnostics(outcome)
        for constraint in outcome.invalid {
            diagnostics.append(.error("invalid-constraint", "Constraint ignored: \(constraint.description) has a "
                                      + "constant or multiplier that is not finite",
                                      at: constraint.sourceLocation ?? constraint.firstItem.hierarchyView?.sourceLocation))
        }
        // (Checked before the walk: a `where` clause would still copy, retain and release every entry.)
        if !rejectedRows.isEmpty {
            for entry in outcome.entries {
                guard let row = entry.row, let reason = rejectedRows[row] else { continue }
                diagnostics.append(.error("invalid-constraint", "Constraint ignored: \(entry.constraint.description) "
                                          + "was refused by the solver (\(reason))",
                                          at: entry.constraint.sourceLocation
                                            ?? entry.constraint.firstItem.hierarchyView?.sourceLocation))
            }
        }
        for (view, frame) in outcome.nonFiniteFrames {
            // UIKit throws CALayerInvalidGeometry for a NaN or infinite position or size.
            diagnostics.append(.error("invalid-geometry", "The frame of \(view.layoutDescription) came out as "
                + "\(frame), which is not finite: a constant, inset or size too large for Auto Layout's arithmetic "
                + "(UIKit would stop with CALayerInvalidGeometry). It is shown with the infinite parts at 0",
                at: view.sourceLocation))
        }
        diagnostics += ambiguityDiagnostics(outcome)
        diagnostics += geometryDiagnostics(outcome)
        for warning in measurerWarnings { diagnostics.append(.warning("font-fallback", warning)) }
        if let first = unsettledChanges.first {
            // Frames that feed back into their own inputs with no fixed point (UIKit would lay out again and
            // again); the author should know the preview shows just the last of the passes.
            let view = first.view
            diagnostics.append(.warning("layout-unsettled", "Layout did not settle: after 4 passes, "
                + "the frames and \(first.input.subject(view)) still move each other. "
                + "The preview shows the last pass; UIKit would keep laying out. Break the loop, for instance with "
                + "insetsLayoutMarginsFromSafeArea = false, a fixed height, or contentInsetAdjustmentBehavior = .never",
                at: view.sourceLocation))
        }
        return diagnostics
    }

    /// The conflicts among the constraints active right now. UIKit's engine takes a constraint in the moment it is
    /// activated and logs "Unable to simultaneously satisfy constraints" then, so activating a new set before
    /// deactivating the old one logs a conflict even though the next layout has none. This solves without writing
    /// any frame or `isBroken` flag; the next `layoutIfNeeded()` runs a full pass.
    public func conflictsAmongActiveConstraints() -> [Diagnostic] {
        lastPass = nil
        let found = conflictDiagnostics(solveOnce())
        observer?.engineDidCheckConflicts(self, found: found)
        return found
    }

    /// "Unable to simultaneously satisfy constraints", in UIKit's manner: the conflicting set and the one broken.
    private func conflictDiagnostics(_ outcome: Outcome) -> [Diagnostic] {
        let conflicts = solverConflicts
        let hasViolatedConstants = outcome.entries.contains { $0.constraint.isBroken && $0.row?.isConstant == true }
        guard !conflicts.isEmpty || hasViolatedConstants else { return [] }
        var owners: [ConstraintID: LayoutConstraint] = [:]
        for entry in outcome.entries {
            guard let row = entry.row, let id = installedID(of: row), owners[id] == nil else { continue }
            owners[id] = entry.constraint
        }
        var result: [Diagnostic] = []
        for conflict in conflicts {
            guard let broken = owners[conflict.broken] else { continue }
            let members = conflict.members.compactMap { owners[$0] }
            result.append(conflictDiagnostic(members: members, broken: broken))
        }
        // A required constraint between constants only (`0 == 20`) can never hold: it conflicts with itself.
        for entry in outcome.entries where entry.constraint.isBroken {
            guard let row = entry.row, row.isConstant else { continue }
            result.append(conflictDiagnostic(members: [entry.constraint], broken: entry.constraint))
        }
        return result
    }

    private func conflictDiagnostic(members: [LayoutConstraint], broken: LayoutConstraint) -> Diagnostic {
        let location = broken.sourceLocation ?? members.lazy.compactMap(\.sourceLocation).first
        var notes = members.map { Diagnostic.Note($0.description, at: $0.sourceLocation) }
        if members.contains(where: { $0.origin == .autoresizing }) {
            notes.append(Diagnostic.Note("(Note: If you're seeing NSAutoresizingMaskLayoutConstraints that you don't "
                + "understand, refer to the documentation for the UIView property "
                + "translatesAutoresizingMaskIntoConstraints)"))
        }
        return .error("conflict", "Unable to simultaneously satisfy constraints. Will attempt to recover by breaking "
                      + "constraint \(broken.description)", at: location, notes: notes)
    }

    /// Views whose frame is not determined by their constraints (UIView.hasAmbiguousLayout), and scroll views
    /// whose content size is not.
    private func ambiguityDiagnostics(_ outcome: Outcome) -> [Diagnostic] {
        let visible = outcome.views.filter { $0 !== root && !isHiddenInTree($0) }
        var candidates: [Variable] = []
        candidates.reserveCapacity(4 * visible.count)
        for view in visible {
            guard let v = modelVariables(view) else { continue }
            candidates.append(v.x)
            candidates.append(v.y)
            candidates.append(v.w)
            candidates.append(v.h)
        }
        var scrollContent: [Int32: (View, String)] = [:]
        for view in visible where view.kind == .scrollView && outcome.contentSizes[ObjectIdentifier(view)] != nil {
            guard let v = modelVariables(view.contentLayoutGuide) else { continue }
            candidates.append(v.w)
            candidates.append(v.h)
            scrollContent[v.w.id] = (view, "width")
            scrollContent[v.h.id] = (view, "height")
        }
        ambiguousViews = []
        guard !candidates.isEmpty else { return [] }
        let check = ambiguityCheck(among: candidates)
        let ambiguous = Set(check.ambiguous.map(\.id))
        var result: [Diagnostic] = []
        if check.isIncomplete {
            // A dense system (every view tied to every earlier one) can make the exact search grow without bound;
            // it stops at the solver's budget, and the layout itself is still the solver's.
            result.append(.note("ambiguity-undecided", "ambiguity not decided: the system is too large "
                                + "(\(candidates.count / 4) views); the layout is drawn, but views it did not reach "
                                + "may be ambiguous", at: visible.first?.sourceLocation ?? root.sourceLocation))
        }
        // A determined layout (the usual case) needs no naming.
        guard !ambiguous.isEmpty else { return result }
        var ambiguousAxes: [ObjectIdentifier: Set<String>] = [:]
        for view in visible {
            guard let v = modelVariables(view) else { continue }
            let names = [(v.x, "horizontal position"), (v.y, "vertical position"), (v.w, "width"), (v.h, "height")]
                .filter { ambiguous.contains($0.0.id) }.map(\.1)
            guard !names.isEmpty else { continue }
            let axes = Set(names.map { $0 == "width" || $0 == "horizontal position" ? "h" : "v" })
            // Frames are in superview coordinates, so only a superview's free size can leave a subview free (one
            // pinned to its bottom edge, or half its height); its free position moves the subview along unchanged.
            ambiguousAxes[ObjectIdentifier(view)] = Set(names.compactMap { $0 == "width" ? "h" : $0 == "height" ? "v" : nil })
            ambiguousViews.insert(ObjectIdentifier(view))
            // A view whose ambiguity can all come from its superview's free size is not reported again.
            if let parent = view.superview, let parentAxes = ambiguousAxes[ObjectIdentifier(parent)],
               axes.isSubset(of: parentAxes) {
                continue
            }
            result.append(.warning("ambiguous", "Layout of \(view.layoutDescription) is ambiguous: "
                                   + "\(names.joined(separator: ", ")) \(names.count == 1 ? "is" : "are") not "
                                   + "determined by its constraints",
                                   at: view.sourceLocation))
        }
        var scrollNames: [ObjectIdentifier: (View, [String])] = [:]
        var order: [ObjectIdentifier] = []
        for variable in candidates where ambiguous.contains(variable.id) {
            guard let (view, name) = scrollContent[variable.id] else { continue }
            let key = ObjectIdentifier(view)
            if scrollNames[key] == nil { order.append(key) }
            scrollNames[key, default: (view, [])].1.append(name)
        }
        for key in order {
            guard let (view, names) = scrollNames[key] else { continue }
            result.append(.warning("scroll-content-ambiguous", "Scrollable content of \(view.layoutDescription) has "
                                   + "an ambiguous \(names.joined(separator: " and ")): constrain the content's edges "
                                   + "to the contentLayoutGuide on both sides, or its size", at: view.sourceLocation))
        }
        return result
    }

    /// Zero-size views with content, negative sizes, views outside their superview, and truncated text.
    private func geometryDiagnostics(_ outcome: Outcome) -> [Diagnostic] {
        var result: [Diagnostic] = []
        var zeroSized = Set<ObjectIdentifier>()
        for view in outcome.views where view !== root && !isHiddenInTree(view) {
            let frame = view.frame
            // A negative size has a warning of its own (negative-size below). Content is looked for only in a
            // zero-size view: the walk goes down its subtree.
            if (abs(frame.width) <= 1e-6 || abs(frame.height) <= 1e-6) && showsContent(view)
                && !isCollapsedArrangedView(view) {
                zeroSized.insert(ObjectIdentifier(view))
                let why = view.translatesAutoresizingMaskIntoConstraints
                    ? " It has no constraints (translatesAutoresizingMaskIntoConstraints is true), so it keeps the "
                        + "frame set in code."
                    : ""
                result.append(.warning("zero-size-content", "\(view.layoutDescription) is \(fmt(frame.width)) × "
                                       + "\(fmt(frame.height)) but has content; its subviews or text are clipped or "
                                       + "positioned against an empty box.\(why)", at: view.sourceLocation))
            }
            // (Sizes checked before any list is built: this runs for every view of every layout.)
            let hasNegativeSize = frame.width < -0.5 || frame.height < -0.5
            // An ambiguous view's size is one arbitrary solution among many: the ambiguity is the finding.
            if hasNegativeSize, !isCollapsedArrangedView(view), !ambiguousViews.contains(ObjectIdentifier(view)) {
                let negative = [("width", frame.width), ("height", frame.height)].filter { $0.1 < -0.5 }
                // UIKit takes a negative size without a word and draws nothing; it nearly always means required
                // constraints pull the view's edges past each other, which an author wants to hear about.
                let sizes = negative.map { "\($0.0) \(fmt($0.1))" }.joined(separator: " and ")
                result.append(.warning("negative-size", "\(view.layoutDescription) is solved to a negative \(sizes): "
                                       + "its constraints pull its edges past each other, so nothing of it is drawn "
                                       + "(look for a fixed size or spacing larger than the room its container gives)",
                                       at: view.sourceLocation))
            }
            if let parent = view.superview, parent.kind != .scrollView, !zeroSized.contains(ObjectIdentifier(parent)),
               !isCollapsedArrangedView(view) {
                let bounds = parent.bounds
                let tolerance = 0.5
                if frame.minX < -tolerance || frame.minY < -tolerance || frame.maxX > bounds.maxX + tolerance
                    || frame.maxY > bounds.maxY + tolerance {
                    result.append(.warning("outside-superview", "\(view.layoutDescription) at \(fmt(frame)) extends "
                                           + "outside its superview \(parent.layoutDescription) (bounds \(fmt(bounds)))",
                                           at: view.sourceLocation))
                }
            }
            if let message = truncationMessage(view) {
                result.append(.warning("truncated-text", message, at: view.sourceLocation))
            }
        }
        return result
    }

    /// A hidden arranged view is squeezed to zero by its stack on purpose.
    private func isCollapsedArrangedView(_ view: View) -> Bool {
        // (Hidden first: most views are not, and then their superview need not be loaded.)
        guard view.isHidden, let stack = view.superview, stack.kind == .stackView else { return false }
        return stack.arrangedSubviews.contains { $0 === view }
    }

    private func isHiddenInTree(_ view: View) -> Bool {
        // (Through the superviews' plain pointers, unretained, as `treeTop` walks.)
        var node = Unmanaged.passUnretained(view)
        while true {
            let (hidden, isRoot, parent) = node._withUnsafeGuaranteedRef { ($0.isHidden, $0 === root, $0.superviewReference) }
            if hidden { return true }
            if isRoot { return false }
            guard let parent else { return false }
            node = parent
        }
    }

    private func truncationMessage(_ view: View) -> String? {
        if let message = subtitleTruncationMessage(view) { return message }
        guard view.kind == .label || view.kind == .button, let text = view.text, !text.isEmpty else { return nil }
        let frame = view.frame
        let font = view.kind == .button ? effectiveFont(view) : view.font
        let wrapsTitle = view.buttonTitleWraps
        let lines = view.kind == .button ? (wrapsTitle ? 0 : 1) : view.numberOfLines
        // A button's title has what its content insets and a leading or trailing image leave.
        let width = view.kind == .button ? model.buttonTitleWrapWidth(of: view, buttonWidth: frame.width) : frame.width
        // Most labels are exactly as wide as their natural text: nothing to re-measure then.
        if lines == 1, let natural = textLayout(of: view), natural.lines.count == 1,
           natural.widestLine <= width + 0.01, natural.height <= frame.height + 0.5 || view.kind == .button {
            return nil
        }
        // A wrapped label's or title's last layout was made at its final width already.
        let layout: TextLayout
        if view.kind == .label || wrapsTitle, lines != 1, let last = textLayout(of: view),
           let wrapped = wrapWidth(of: view), abs(wrapped - width) < 1e-6 {
            layout = last
        } else {
            layout = textMeasurer.layout(text, font: font, maxWidth: width + 0.01, numberOfLines: lines,
                                         byCharacters: view.wrapsByCharacter)
        }
        // A wrapped title needs the button's intrinsic height at this width (insets, subtitle and image included).
        let clippedVertically = view.kind == .label ? layout.height > frame.height + 0.5
            : wrapsTitle && layout.lines.count > 1 && buttonClippedVertically(view)
        guard layout.isTruncated || clippedVertically else { return nil }
        if view.kind == .label, lines == 1, view.adjustsFontSizeToFitWidth, !clippedVertically,
           let natural = textLayout(of: view), natural.widestLine * max(0, view.minimumScaleFactor) <= width + 0.01 {
            // UILabel shrinks the font (down to minimumScaleFactor) before it truncates.
            return nil
        }
        return truncatedMessage("Text", of: view, text: text)
    }

    /// "Text of UILabel:name is truncated: "…" needs more than W × H", the shown text cut at 40 characters.
    private func truncatedMessage(_ what: String, of view: View, text: String) -> String {
        "\(what) of \(view.layoutDescription) is truncated: \"\(text.prefix(40))\(text.count > 40 ? "…" : "")\" "
            + "needs more than \(fmt(view.frame.width)) × \(fmt(view.frame.height))"
    }

    /// Whether a view has something to show that a zero size would clip: text, an image, or a visible subview
    /// that has an area, takes part in Auto Layout (its collapse comes from the container) or shows something
    /// itself. An empty 0 × 0 subview that keeps the frame code gave it (a helper added with `addSubview` and
    /// never sized) shows nothing, so a container holding only such views is not reported.
    private func showsContent(_ view: View) -> Bool {
        if drawsContentItself(view) { return true }
        if view.imageSize != nil { return true }
        return view.subviews.contains { subview in
            guard !subview.isHidden else { return false }
            let size = subview.frame.size
            return (abs(size.width) > 1e-6 && abs(size.height) > 1e-6)
                || !subview.translatesAutoresizingMaskIntoConstraints || showsContent(subview)
        }
    }

    /// Text a view draws itself (a label's or a text view's text, a text field's text or placeholder, a button's
    /// title or subtitle) or a segmented control's segments, titles or images.
    private func drawsContentItself(_ view: View) -> Bool {
        func has(_ text: String?) -> Bool { !(text ?? "").isEmpty }
        switch view.kind {
        case .label, .textView: return has(view.text)
        case .textField: return has(view.text) || has(view.placeholder)
        case .button: return has(view.text) || view.buttonStyle.usesConfiguration && has(view.buttonSubtitle)
        case .segmentedControl: return view.segments.contains { has($0.title) || $0.imageSize != nil }
        default: return false
        }
    }

    /// A configuration button's subtitle that does not fit: a one-line subtitle wider than the title's room, or
    /// one wrapped onto more lines than the button's height shows. Checked before the title, so the message
    /// names the text that is cut.
    private func subtitleTruncationMessage(_ view: View) -> String? {
        guard view.kind == .button, view.buttonStyle.usesConfiguration, let subtitle = view.buttonSubtitle,
              !subtitle.isEmpty else { return nil }
        let frame = view.frame
        let width = model.buttonTitleWrapWidth(of: view, buttonWidth: frame.width)
        let wraps = view.buttonSubtitleWraps
        let layout: TextLayout
        if let last = model.subtitleLayouts[ObjectIdentifier(view)], wraps, let wrapped = wrapWidth(of: view),
           abs(wrapped - width) < 1e-6 {
            layout = last
        } else {
            layout = textMeasurer.layout(subtitle, font: LayoutModel.subtitleFont, maxWidth: width + 0.01,
                                         numberOfLines: wraps ? 0 : 1, byCharacters: view.subtitleWrapsByCharacter)
        }
        let clipped = wraps && layout.lines.count > 1 && buttonClippedVertically(view)
        guard layout.isTruncated || clipped else { return nil }
        return truncatedMessage("Subtitle", of: view, text: subtitle)
    }

    /// Whether a button is shorter than its content at its width: its intrinsic height (title and subtitle as
    /// wrapped at that width, insets and image included) is taller than its frame.
    private func buttonClippedVertically(_ view: View) -> Bool {
        model.kindIntrinsicSize(of: view).height > view.frame.height + 0.5
    }

    private func fmt(_ value: Double) -> String {
        let hundredths = (value * 100).rounded()
        // (Near the largest Double, scaling overflows: such a value is shown as it is.)
        return LayoutError.format(hundredths.isFinite ? hundredths / 100 : value)
    }

    /// A rectangle as `(x, y, width, height)` in hundredths of a point, like the sizes in the other messages: the
    /// full binary expansion (`-286.99999999999994`) says nothing more and changes with the order of arithmetic.
    private func fmt(_ rect: Rect) -> String {
        "(\(fmt(rect.minX)), \(fmt(rect.minY)), \(fmt(rect.width)), \(fmt(rect.height)))"
    }
}
