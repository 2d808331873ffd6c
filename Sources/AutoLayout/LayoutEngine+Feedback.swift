import TextMetrics

/// What one pass feeds into the next: text laid out at the widths the previous solution gave, and safe-area
/// insets from the previous frames.
extension LayoutEngine {
    // MARK: Inputs fed back from the previous pass

    /// Text layouts for this pass: multi-line labels wrap at the width the previous pass gave them (pass one:
    /// their natural width), or at preferredMaxLayoutWidth when set; so do configuration-button titles and
    /// subtitles, at what the button's insets and image leave of its width.
    func layoutText(of views: [View]) {
        // Sized once for a first pass: grown from empty, the tables re-hash their contents at every doubling.
        model.textLayouts.reserveCapacity(views.count)
        textLayoutCache.reserveCapacity(views.count)
        for view in views {
            let key = ObjectIdentifier(view)
            switch view.kind {
            case .label:
                let text = view.text ?? ""
                var width: Double?
                if view.preferredMaxLayoutWidth > 0 {
                    width = view.preferredMaxLayoutWidth
                } else if view.numberOfLines != 1 {
                    width = wrapWidths[key]
                }
                model.textLayouts[key] = cachedLayout(for: view, text: text, font: view.font, maxWidth: width,
                                                      numberOfLines: view.numberOfLines,
                                                      byCharacters: view.wrapsByCharacter)
            case .button:
                let wraps = view.buttonTitleWraps
                model.textLayouts[key] = cachedLayout(for: view, text: view.text ?? "",
                                                      font: model.effectiveFont(of: view),
                                                      maxWidth: wraps ? wrapWidths[key] : nil,
                                                      numberOfLines: wraps ? 0 : 1, byCharacters: view.wrapsByCharacter)
                if view.buttonStyle.usesConfiguration, let subtitle = view.buttonSubtitle, !subtitle.isEmpty {
                    let wraps = view.buttonSubtitleWraps
                    model.subtitleLayouts[key] = cachedLayout(for: view, text: subtitle, font: LayoutModel.subtitleFont,
                                                              maxWidth: wraps ? wrapWidths[key] : nil,
                                                              numberOfLines: wraps ? 0 : 1,
                                                              byCharacters: view.subtitleWrapsByCharacter, subtitle: true)
                } else {
                    model.subtitleLayouts[key] = nil
                }
            case .textField:
                model.textLayouts[key] = cachedLayout(for: view, text: view.text ?? "", font: view.font,
                                                      maxWidth: nil, numberOfLines: 1)
            case .textView:
                let padding = 2 * view.lineFragmentPadding + view.textContainerInset.left + view.textContainerInset.right
                model.textLayouts[key] = cachedLayout(for: view, text: view.text ?? "", font: view.font,
                                                      maxWidth: wrapWidths[key].map { max(0, $0 - padding) },
                                                      numberOfLines: 0)
            default:
                break
            }
        }
    }

    /// Lays text out, reusing the previous layout of the same view when nothing that shapes it changed.
    /// - Parameter subtitle: the layout is a configuration button's subtitle, kept apart from its title's.
    func cachedLayout(for view: View, text: String, font: Font, maxWidth: Double?, numberOfLines: Int,
                      byCharacters: Bool = false, subtitle: Bool = false) -> TextLayout {
        let key = TextLayoutKey(text: text, font: font, maxWidth: maxWidth, numberOfLines: numberOfLines,
                                byCharacters: byCharacters)
        let cached = subtitle ? subtitleLayoutCache[ObjectIdentifier(view)] : textLayoutCache[ObjectIdentifier(view)]
        if let cached, cached.key == key { return cached.layout }
        let layout = measurer.layout(text, font: font, maxWidth: maxWidth, numberOfLines: numberOfLines,
                                     byCharacters: byCharacters)
        if subtitle {
            subtitleLayoutCache[ObjectIdentifier(view)] = (key, layout)
        } else {
            textLayoutCache[ObjectIdentifier(view)] = (key, layout)
        }
        return layout
    }

    struct TextLayoutKey: Equatable {
        var text: String
        var font: Font
        var maxWidth: Double?
        var numberOfLines: Int
        var byCharacters: Bool
    }

    /// Starts a label (or a button's title) over from its natural, unwrapped size (UIKit's first pass) when the
    /// width it wrapped at last time may no longer apply: its text or font changed, or it was as narrow as its own
    /// wrapped text (its width came from its intrinsic size, so it might grow now). Labels stretched by other
    /// constraints keep their width, which saves a pass on every re-layout.
    func forgetStaleWrapWidths(among views: [View]) {
        for key in staleWrapWidths(among: views) { wrapWidths[key] = nil }
    }

    /// The labels and text views whose wrap width `forgetStaleWrapWidths()` would drop now. Empty after a pass
    /// means the next pass (on an unchanged tree) starts from the same widths.
    /// - Parameter views: the tree's views (`collectViews()`, or a pass's list while the tree is unchanged).
    func staleWrapWidths(among views: [View]) -> [ObjectIdentifier] {
        var stale: [ObjectIdentifier] = []
        for view in views {
            let key = ObjectIdentifier(view)
            guard let width = wrapWidths[key] else { continue }
            guard wrapSignatures[key] == wrapSignature(of: view), let layout = model.textLayouts[key] else {
                stale.append(key)
                continue
            }
            // A button's wrapped text is as wide as the wider of its title and subtitle.
            let textWidth = max(layout.widestLine, model.subtitleLayouts[key]?.widestLine ?? 0)
            if abs(model.roundUpToPixel(textWidth) - width) < 1e-6 || textWidth >= width - 1e-6 {
                stale.append(key)
            }
        }
        return stale
    }

    struct WrapSignature: Equatable {
        var text: String
        var font: Font
        var numberOfLines: Int
        /// A configuration button's subtitle and whether it wraps (0) or keeps one line (1); empty and 1 otherwise.
        var subtitle = ""
        var subtitleLines = 1
    }

    /// Records the width a view's text wraps at. False when the text is still on its natural lines and they fit
    /// at that width: it lays out the same, and nothing needs to be wrapped again.
    func recordWrapWidth(_ width: Double, of view: View) -> Bool {
        let key = ObjectIdentifier(view)
        func fits(_ layout: TextLayout?) -> Bool { layout?.lines.allSatisfy { $0.width <= width + 1e-6 } ?? true }
        let fitsAsItIs = wrapWidths[key] == nil && model.textLayouts[key] != nil
            && fits(model.textLayouts[key]) && fits(model.subtitleLayouts[key])
        wrapWidths[key] = width
        wrapSignatures[key] = wrapSignature(of: view)
        return !fitsAsItIs
    }

    /// What a wrap width was recorded for. A button's title counts as unlimited lines while it wraps and one line
    /// otherwise, so a line-break mode that stops wrapping drops the width; its font is the one it is drawn in.
    func wrapSignature(of view: View) -> WrapSignature {
        if view.kind == .button {
            return WrapSignature(text: view.text ?? "", font: model.effectiveFont(of: view),
                                 numberOfLines: view.buttonTitleWraps ? 0 : 1,
                                 subtitle: view.buttonStyle.usesConfiguration ? view.buttonSubtitle ?? "" : "",
                                 subtitleLines: view.buttonSubtitleWraps ? 0 : 1)
        }
        return WrapSignature(text: view.text ?? "", font: view.font, numberOfLines: view.numberOfLines)
    }


    /// Derives the next pass's inputs from `outcome`; true when any of them changed.
    ///
    /// Some inputs move without asking for another pass (a scroll view's insets, which its content-area margin
    /// attributes read; a label that fits at its new wrap width): `feedbackMovedQuietly` records that, because
    /// running the pass again would then not reproduce the same constraint list, so its result cannot be reused.
    func updateFeedback(from outcome: Outcome) -> Bool {
        var changed = false
        feedbackMovedQuietly = false
        feedbackChanges = []
        if !model.baselineChoicesHold(in: outcome.screenFrames) {
            // A horizontal stack's baseline follows its tallest view, and this pass's frames name another one.
            changed = true
            feedbackChanges.append((root, .stackBaseline))
        }
        model.previousScreenFrames = outcome.screenFrames
        // Safe-area insets, top-down: the root has the device's; a subview gets the part of its superview's
        // unsafe bands it overlaps (reference §7.7), never more than a band is thick, so a view that runs past
        // the screen (a tall stack whose margins follow its safe area) does not grow with its own overflow.
        let rootInsets = rootSafeAreaInsets
        // Only views whose safe area or margins some constraint used make a new pass worth it.
        let guideOwners = Set(model.referencedGuides.filter { $0.role == .safeArea || $0.role == .layoutMargins
                                                              || $0.role == .readableContent || $0.role == .keyboard }
                                .compactMap { $0.owningView.map(ObjectIdentifier.init) })
        /// The bands each view passes on to its subviews, in its bounds coordinates.
        var bands = ObjectTable<UnsafeBands>()
        // Both tables get an entry per view: sized once, as growing one re-hashes everything in it.
        bands.reserveCapacity(outcome.views.count)
        model.safeAreaInsets.reserveCapacity(outcome.views.count)
        for view in outcome.views {
            let key = ObjectIdentifier(view)
            let frame = outcome.localFrames[key] ?? .zero
            // The walk starts at the root; every other view takes the bands its superview passed on.
            let parentBands = view === root ? nil : view.superviewID.flatMap { bands[$0] }
            var insets: EdgeInsets
            if view === root {
                insets = rootInsets
            } else {
                insets = parentBands?.overlap(with: frame) ?? .zero
            }
            let additional = additionalSafeAreaInsets(of: view)
            insets = insets + additional
            // Subviews see the bands this view overlaps where they are on screen: the superview's, moved into
            // this view's coordinates. Inside scrolled content that is not at this view's own edges (a box in a
            // 2,000-point content view scrolled to 470 has the status band over its middle, not at its top).
            // A band the view does not overlap is not passed on, and a view that adds insets of its own (a
            // controller's root) starts bands at its own edges.
            var passedOn: UnsafeBands
            if additional == .zero, let parentBands {
                let thickness = parentBands.insets
                passedOn = UnsafeBands(insets: EdgeInsets(top: insets.top > 0 ? thickness.top : 0,
                                                          left: insets.left > 0 ? thickness.left : 0,
                                                          bottom: insets.bottom > 0 ? thickness.bottom : 0,
                                                          right: insets.right > 0 ? thickness.right : 0),
                                       bounds: Rect(x: parentBands.bounds.minX - frame.minX,
                                                    y: parentBands.bounds.minY - frame.minY,
                                                    width: parentBands.bounds.width, height: parentBands.bounds.height))
            } else {
                passedOn = UnsafeBands(insets: insets, bounds: Rect(origin: .zero, size: frame.size))
            }
            if view.kind == .scrollView {
                let (axes, adjusted, offset) = scrollPosition(of: view, safeArea: insets, frame: frame,
                                                              contentSize: outcome.contentSizes[key] ?? view.contentSize)
                let previousOffset = model.contentOffsets[key] ?? view.contentOffset
                if abs(previousOffset.x - offset.x) > 1e-6 || abs(previousOffset.y - offset.y) > 1e-6 {
                    if model.scrollViewsWithReadOffsets.contains(key) {
                        changed = true
                        feedbackChanges.append((view, .contentOffset))
                    } else {
                        feedbackMovedQuietly = true
                    }
                }
                model.scrollingAxes[key] = axes
                model.contentOffsets[key] = offset
                // Content sees the bands at the offset, less what the adjusted inset already keeps it out of.
                let absorbed = adjusted - view.contentInset
                passedOn = UnsafeBands(insets: EdgeInsets(top: max(0, insets.top - absorbed.top),
                                                          left: max(0, insets.left - absorbed.left),
                                                          bottom: max(0, insets.bottom - absorbed.bottom),
                                                          right: max(0, insets.right - absorbed.right)),
                                       bounds: Rect(origin: offset, size: frame.size))
            }
            bands[key] = passedOn
            let previousInsets = model.safeAreaInsets[key] ?? .zero
            if previousInsets != insets {
                // Guide definitions read the insets of their owners, content-area margins those of scroll views.
                // (A table cell insets its contentView by its safe area at the sides.)
                let isGuideOwner = guideOwners.contains(key) || view.kind == .tableViewCell
                if isGuideOwner && !Self.close(previousInsets, insets) {
                    changed = true
                    feedbackChanges.append((view, .safeArea))
                } else if isGuideOwner || view.kind == .scrollView {
                    feedbackMovedQuietly = true
                }
            }
            model.safeAreaInsets[key] = insets
            if view.preservesSuperviewLayoutMargins, let parent = view.superview, let parentBands {
                // The superview's margins (its safe area and its own preserved margins already updated above: the
                // walk is top-down) against this pass's frame. Only the part that reaches in can move a margin.
                let reach = model.marginReach(of: parent, bounds: parentBands.bounds, into: frame)
                let previous = model.superviewMarginReach[key] ?? EdgeInsets(all: -Double.infinity)
                model.superviewMarginReach[key] = reach
                func inward(_ e: EdgeInsets) -> EdgeInsets {
                    EdgeInsets(top: max(0, e.top), left: max(0, e.left), bottom: max(0, e.bottom), right: max(0, e.right))
                }
                if !Self.close(inward(previous), inward(reach)) {
                    if guideOwners.contains(key) {
                        changed = true
                        feedbackChanges.append((view, .superviewMargins))
                    } else if view.kind == .scrollView {
                        feedbackMovedQuietly = true
                    }
                }
            }
            let wraps = (view.kind == .label && view.numberOfLines != 1 && view.preferredMaxLayoutWidth <= 0)
                || (view.kind == .textView && !view.isScrollEnabled) || view.buttonTextWraps
            if wraps {
                // A button's title wraps inside its content insets (and beside its image), not at its edges.
                let width = view.kind == .button ? model.buttonTitleWrapWidth(of: view, buttonWidth: frame.width)
                    : frame.width
                if let old = wrapWidths[key], abs(old - width) < 1e-6 { continue }
                guard recordWrapWidth(width, of: view) else {
                    feedbackMovedQuietly = true
                    continue
                }
                feedbackChanges.append((view, .wrapWidth))
                changed = true
            }
        }
        if updateReadableOwnerWidths(from: outcome) { changed = true }
        return changed
    }

    /// Readable content guides take their owner's width from the previous pass (`LayoutModel.readableInsets(of:)`):
    /// records the widths this pass gave, and reports whether that moves a guide (the narrowing changed; a
    /// guide no wider than the readable width does not move while its owner stays narrow). The root's width on
    /// a screen is known before the pass and never moves.
    private func updateReadableOwnerWidths(from outcome: Outcome) -> Bool {
        var changed = false
        for guide in model.referencedGuides where guide.role == .readableContent {
            guard let owner = guide.owningView, let frame = outcome.localFrames[ObjectIdentifier(owner)] else {
                continue
            }
            let used = model.readableInsets(of: owner)
            model.readableOwnerWidths[ObjectIdentifier(owner)] = frame.width
            let next = model.readableInsets(of: owner)
            if abs(used.left - next.left) > 1e-6 || abs(used.right - next.right) > 1e-6 {
                changed = true
                feedbackChanges.append((owner, .readableWidth))
            }
        }
        return changed
    }

    /// An input of the next pass that a pass's own frames changed.
    enum FeedbackInput {
        case safeArea, wrapWidth, contentOffset, stackBaseline, readableWidth, superviewMargins

        /// What changes, for a message: "the safe-area insets of UIStackView:stack (…)".
        func subject(_ view: View) -> String {
            let name = view.layoutDescription
            switch self {
            case .safeArea: return "the safe-area insets of \(name) (which its layout margins or guides follow)"
            case .wrapWidth: return "the width at which \(name) wraps its text"
            case .contentOffset:
                return "the resting content offset of \(name) (which follows whether its content scrolls)"
            case .stackBaseline: return "the choice of the arranged view that gives a stack its baseline"
            case .superviewMargins:
                return "how far the superview's layout margins reach into \(name) (preservesSuperviewLayoutMargins)"
            case .readableWidth:
                return "the width of \(name) (which its readableContentGuide narrows to the readable width from)"
            }
        }
    }

    /// A scroll view's scrolling axes, `adjustedContentInset` and content offset for the next pass (the inset's
    /// safe-area part: `ContentInsetAdjustmentBehavior.addedInsets`). A resting offset sits at (−left, −top) of
    /// the adjusted inset, where UIKit keeps a scroll view nobody has scrolled.
    func scrollPosition(of view: View, safeArea: EdgeInsets, frame: Rect, contentSize: Size)
        -> (axes: ScrollingAxes, adjusted: EdgeInsets, offset: Point) {
        var axes: ScrollingAxes = []
        if view.alwaysBounceVertical || contentSize.height > frame.height + 1e-6 { axes.insert(.vertical) }
        if view.alwaysBounceHorizontal || contentSize.width > frame.width + 1e-6 { axes.insert(.horizontal) }
        let adjusted = view.contentInset + view.contentInsetAdjustmentBehavior.addedInsets(safeArea: safeArea,
                                                                                            scrolling: axes)
        let offset = view.isContentOffsetResting ? Point(x: -adjusted.left + 0, y: -adjusted.top + 0)
            : view.contentOffset
        return (axes, adjusted, offset)
    }

    /// The unsafe bands along a view's edges, as its subviews see them: `insets` thick, at the edges of
    /// `bounds` (the view's bounds in its own coordinates, whose origin is a scroll view's content offset).
    struct UnsafeBands {
        var insets: EdgeInsets
        var bounds: Rect

        /// How far each band reaches into a subview with this frame, at most the band's thickness. A subview
        /// that lies wholly beyond a band's outer edge (a page scrolled off screen) is not under it.
        func overlap(with frame: Rect) -> EdgeInsets {
            func clamp(_ value: Double, _ band: Double, _ size: Double, beyond: Bool) -> Double {
                beyond ? 0 : min(max(0, value), max(0, min(band, size)))
            }
            return EdgeInsets(top: clamp(bounds.minY + insets.top - frame.minY, insets.top, frame.height,
                                         beyond: frame.maxY <= bounds.minY),
                              left: clamp(bounds.minX + insets.left - frame.minX, insets.left, frame.width,
                                          beyond: frame.maxX <= bounds.minX),
                              bottom: clamp(frame.maxY - (bounds.maxY - insets.bottom), insets.bottom, frame.height,
                                            beyond: frame.minY >= bounds.maxY),
                              right: clamp(frame.maxX - (bounds.maxX - insets.right), insets.right, frame.width,
                                           beyond: frame.minX >= bounds.maxX))
        }
    }

    /// The root carries the device's safe area; a fitting root (cell sizing) has none.
    var rootSafeAreaInsets: EdgeInsets {
        if case .screen = rootSizing { return device.safeArea }
        return .zero
    }

    /// What a view (a controller's) adds to its safe area: nothing outside the window, where every safe-area guide
    /// matches its view's edges (reference §7.7) and the insets code reads there are zero.
    func additionalSafeAreaInsets(of view: View) -> EdgeInsets {
        if case .detached = rootSizing { return .zero }
        return view.additionalSafeAreaInsets
    }

    static func close(_ a: EdgeInsets, _ b: EdgeInsets) -> Bool {
        abs(a.top - b.top) < 1e-6 && abs(a.left - b.left) < 1e-6 && abs(a.bottom - b.bottom) < 1e-6
            && abs(a.right - b.right) < 1e-6
    }

}
