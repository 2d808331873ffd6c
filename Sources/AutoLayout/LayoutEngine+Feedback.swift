import TextMetrics

/// What one pass feeds into the next: text laid out at the widths the previous solution gave, and safe-area
/// insets from the previous frames.
extension LayoutEngine {
    // MARK: Inputs fed back from the previous pass

    /// Text layouts for this pass: multi-line labels wrap at the width the previous pass gave them (pass one:
    /// their natural width), or at preferredMaxLayoutWidth when set.
    func layoutText(of views: [View]) {
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
                                                      numberOfLines: view.numberOfLines)
            case .button:
                model.textLayouts[key] = cachedLayout(for: view, text: view.text ?? "",
                                                      font: model.effectiveFont(of: view), maxWidth: nil,
                                                      numberOfLines: 1)
            case .textField:
                model.textLayouts[key] = cachedLayout(for: view, text: view.text ?? "", font: view.font,
                                                      maxWidth: nil, numberOfLines: 1)
            case .textView:
                let padding = 10 + view.textContainerInset.left + view.textContainerInset.right
                model.textLayouts[key] = cachedLayout(for: view, text: view.text ?? "", font: view.font,
                                                      maxWidth: wrapWidths[key].map { max(0, $0 - padding) },
                                                      numberOfLines: 0)
            default:
                break
            }
        }
    }

    /// Lays text out, reusing the previous layout of the same view when nothing that shapes it changed.
    func cachedLayout(for view: View, text: String, font: Font, maxWidth: Double?, numberOfLines: Int) -> TextLayout {
        let key = TextLayoutKey(text: text, font: font, maxWidth: maxWidth, numberOfLines: numberOfLines)
        if let cached = textLayoutCache[ObjectIdentifier(view)], cached.key == key { return cached.layout }
        let layout = measurer.layout(text, font: font, maxWidth: maxWidth, numberOfLines: numberOfLines)
        textLayoutCache[ObjectIdentifier(view)] = (key, layout)
        return layout
    }

    struct TextLayoutKey: Equatable {
        var text: String
        var font: Font
        var maxWidth: Double?
        var numberOfLines: Int
    }

    /// Starts a label over from its natural, unwrapped size (UIKit's first pass) when the width it wrapped at last
    /// time may no longer apply: its text or font changed, or it was as narrow as its own wrapped text (its width
    /// came from its intrinsic size, so it might grow now). Labels stretched by other constraints keep their width,
    /// which saves a pass on every re-layout.
    func forgetStaleWrapWidths() {
        for key in staleWrapWidths() { wrapWidths[key] = nil }
    }

    /// The labels and text views whose wrap width `forgetStaleWrapWidths()` would drop now. Empty after a pass
    /// means the next pass (on an unchanged tree) starts from the same widths.
    func staleWrapWidths() -> [ObjectIdentifier] {
        var stale: [ObjectIdentifier] = []
        for view in collectViews() {
            let key = ObjectIdentifier(view)
            guard let width = wrapWidths[key] else { continue }
            let signature = WrapSignature(text: view.text ?? "", font: view.font, numberOfLines: view.numberOfLines)
            guard wrapSignatures[key] == signature, let layout = model.textLayouts[key] else {
                stale.append(key)
                continue
            }
            if abs(model.roundUpToPixel(layout.width) - width) < 1e-6 || layout.width >= width - 1e-6 {
                stale.append(key)
            }
        }
        return stale
    }

    struct WrapSignature: Equatable {
        var text: String
        var font: Font
        var numberOfLines: Int
    }


    /// Derives the next pass's inputs from `outcome`; true when any of them changed.
    ///
    /// Some inputs move without asking for another pass (a scroll view's insets, which its content-area margin
    /// attributes read; a label that fits at its new wrap width): `feedbackMovedQuietly` records that, because
    /// running the pass again would then not reproduce the same constraint list, so its result cannot be reused.
    func updateFeedback(from outcome: Outcome) -> Bool {
        var changed = false
        feedbackMovedQuietly = false
        feedbackWrapViews = []
        feedbackChangedOtherInputs = false
        if !model.baselineChoicesHold(in: outcome.screenFrames) {
            // A horizontal stack's baseline follows its tallest view, and this pass's frames name another one.
            changed = true
            feedbackChangedOtherInputs = true
        }
        model.previousScreenFrames = outcome.screenFrames
        // Safe-area insets: the root has the device's; a subview gets the part of the unsafe area it overlaps.
        let rootFrame = outcome.screenFrames[ObjectIdentifier(root)] ?? .zero
        let rootInsets = rootSafeAreaInsets
        // Only views whose safe area or margins some constraint used make a new pass worth it.
        let guideOwners = Set(model.referencedGuides.filter { $0.role == .safeArea || $0.role == .layoutMargins
                                                              || $0.role == .keyboard }
                                .compactMap { $0.owningView.map(ObjectIdentifier.init) })
        let safe = Rect(x: rootFrame.minX + rootInsets.left, y: rootFrame.minY + rootInsets.top,
                        width: rootFrame.width - rootInsets.left - rootInsets.right,
                        height: rootFrame.height - rootInsets.top - rootInsets.bottom)
        for view in outcome.views {
            let key = ObjectIdentifier(view)
            let frame = outcome.screenFrames[key] ?? .zero
            let insets: EdgeInsets
            if view === root {
                insets = rootInsets
            } else {
                func clamp(_ value: Double, _ limit: Double) -> Double { min(max(0, value), max(0, limit)) }
                insets = EdgeInsets(top: clamp(safe.minY - frame.minY, frame.height),
                                    left: clamp(safe.minX - frame.minX, frame.width),
                                    bottom: clamp(frame.maxY - safe.maxY, frame.height),
                                    right: clamp(frame.maxX - safe.maxX, frame.width))
            }
            let previousInsets = model.safeAreaInsets[key] ?? .zero
            if previousInsets != insets {
                // Guide definitions read the insets of their owners, content-area margins those of scroll views.
                let isGuideOwner = guideOwners.contains(key)
                if isGuideOwner && !Self.close(previousInsets, insets) {
                    changed = true
                    feedbackChangedOtherInputs = true
                } else if isGuideOwner || view.kind == .scrollView {
                    feedbackMovedQuietly = true
                }
            }
            model.safeAreaInsets[key] = insets
            let wraps = (view.kind == .label && view.numberOfLines != 1 && view.preferredMaxLayoutWidth <= 0)
                || (view.kind == .textView && !view.isScrollEnabled)
            if wraps {
                let width = frame.width
                if let old = wrapWidths[key], abs(old - width) < 1e-6 { continue }
                // A label whose text already fits on its natural lines at this width lays out the same.
                if let layout = model.textLayouts[key], wrapWidths[key] == nil,
                   layout.lines.allSatisfy({ $0.width <= width + 1e-6 }) {
                    wrapWidths[key] = width
                    wrapSignatures[key] = WrapSignature(text: view.text ?? "", font: view.font,
                                                        numberOfLines: view.numberOfLines)
                    feedbackMovedQuietly = true
                    continue
                }
                wrapWidths[key] = width
                wrapSignatures[key] = WrapSignature(text: view.text ?? "", font: view.font,
                                                    numberOfLines: view.numberOfLines)
                feedbackWrapViews.append(view)
                changed = true
            }
        }
        return changed
    }

    /// The root carries the device's safe area; a fitting root (cell sizing) has none.
    var rootSafeAreaInsets: EdgeInsets {
        if case .screen = rootSizing { return device.safeArea }
        return .zero
    }

    static func close(_ a: EdgeInsets, _ b: EdgeInsets) -> Bool {
        abs(a.top - b.top) < 1e-6 && abs(a.left - b.left) < 1e-6 && abs(a.bottom - b.bottom) < 1e-6
            && abs(a.right - b.right) < 1e-6
    }

}
