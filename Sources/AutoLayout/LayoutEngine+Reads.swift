import TextMetrics

/// What code reads back from UIKit between layout passes: values UIKit keeps up to date for every view, whether or
/// not a constraint of the last pass used them.
extension LayoutEngine {
    /// UIView.layoutMargins as UIKit reports them after layout: the margins the view's margin attributes and its
    /// layoutMarginsGuide use (the root view: its own margins, at least the system minimum unless
    /// `respectsSystemMinimumLayoutMargins` is off, or the system minimum when never set), plus the safe-area insets
    /// the last pass found when `insetsLayoutMarginsFromSafeArea` is on (reference §7.7). A view the last pass did
    /// not lay out has no safe area: its own margins.
    public func effectiveLayoutMargins(of view: View) -> EdgeInsets {
        guard view === root || model.contains(view) else { return view.layoutMargins }
        return model.effectiveMargins(of: view)
    }

    /// UIView.intrinsicContentSize of the view's own kind, what `super.intrinsicContentSize` gives an override:
    /// `View.noIntrinsicMetric` (−1) on an axis without one (a plain view, a stack or scroll view, an image view
    /// without an image), text measured now, as UIKit measures its current text on every read (a multi-line
    /// label wraps at the width the last pass gave it; an unchanged text reuses its layout).
    public func intrinsicContentSize(of view: View) -> Size {
        if [.label, .button, .textField, .textView].contains(view.kind) { layoutText(of: [view]) }
        return model.kindIntrinsicSize(of: view)
    }

    /// UILayoutGuide.layoutFrame, in the owning view's coordinates. UIKit keeps the safe-area, layout-margins and
    /// readable content guides of every view current; the engine only solves the guides constraints use, so for
    /// one the last pass did not solve (or that did not exist then) the frame is the owner's bounds inset by its
    /// safe-area insets, effective margins, or readable insets (the margins, narrowed to the readable width).
    /// The keyboard guide likewise: the owner's full width, from the keyboard's top (converted into the owner's
    /// coordinates) or, while the keyboard is hidden, the owner's safe-area bottom (its bottom when
    /// `usesBottomSafeArea` is off) down to the owner's bottom, as its system constraints would place it.
    /// Other guides: the solved frame (zero until a constraint uses them).
    public func layoutFrame(of guide: LayoutGuide) -> Rect {
        guard guide.role == .safeArea || guide.role == .layoutMargins || guide.role == .readableContent
                || guide.role == .keyboard,
              !model.isReferenced(guide), let owner = guide.owningView else { return guide.layoutFrame }
        let laidOut = owner === root || model.contains(owner)
        if guide.role == .keyboard { return keyboardGuideFrame(guide, owner: owner, laidOut: laidOut) }
        let insets: EdgeInsets
        if guide.role == .safeArea {
            // "If the view is not currently installed in a view hierarchy … the layout guide always matches the
            // edges of the view" (reference §7.7).
            insets = laidOut ? owner.safeAreaInsets : .zero
        } else if guide.role == .readableContent {
            insets = LayoutModel.readableInsets(margins: effectiveLayoutMargins(of: owner),
                                                ownerWidth: owner.bounds.width)
        } else {
            insets = effectiveLayoutMargins(of: owner)
        }
        // In the owner's bounds coordinates: a scroll view's guides move with its content offset.
        let bounds = owner.bounds
        let size = bounds.size
        return Rect(x: bounds.minX + insets.left, y: bounds.minY + insets.top,
                    width: max(0, size.width - insets.left - insets.right),
                    height: max(0, size.height - insets.top - insets.bottom))
    }

    /// `layoutFrame` of a keyboard guide no constraint used: what `guideDefinition` would solve it to.
    private func keyboardGuideFrame(_ guide: LayoutGuide, owner: View, laidOut: Bool) -> Rect {
        let bounds = owner.bounds
        let top: Double
        if let keyboardFrame {
            // The keyboard's top edge is in the root's coordinates: subtract where the owner's coordinate space
            // starts in the root (each view on the way adds its frame origin less its bounds origin).
            var originY = 0.0
            var node: View? = owner
            while let n = node, n !== root {
                originY += n.frame.minY - n.bounds.minY
                node = n.superview
            }
            top = keyboardFrame.minY - originY
        } else if guide.usesBottomSafeArea {
            top = bounds.maxY - (laidOut ? owner.safeAreaInsets.bottom : 0)
        } else {
            top = bounds.maxY
        }
        return Rect(x: bounds.minX, y: top, width: bounds.width, height: max(0, bounds.maxY - top))
    }

    /// The font a view's text is drawn in: a configuration button's title is 17 pt unless the lesson chose a font.
    public func drawnFont(of view: View) -> Font { model.effectiveFont(of: view) }

    /// The room a button's content insets (and an image beside the title) take on each side of its title: the
    /// preview wraps a wrapping title inside them, where the layout wrapped it.
    public func buttonTitleSideInsets(of button: View) -> (left: Double, right: Double) {
        model.buttonTitleSideInsets(of: button)
    }

    /// UIButton.sizeThatFits for a configuration button whose title or subtitle wraps: its size with the text
    /// wrapped at what `width` leaves inside the content insets and beside the image (nil, 0 or a width the
    /// one-line text fits: its intrinsic size, on natural lines) [MEM: UIKit wraps the configuration's labels at
    /// the proposed width]. Other buttons: nil (their size does not depend on the width).
    public func buttonSizeThatFits(_ button: View, width: Double?) -> Size? {
        guard button.buttonTextWraps else { return nil }
        let room = width.flatMap { $0 > 0 ? model.buttonTitleWrapWidth(of: button, buttonWidth: $0) : nil }
        func layout(_ text: String?, font: Font, wraps: Bool, byCharacters: Bool) -> TextLayout? {
            guard let text, !text.isEmpty else { return nil }
            return measurer.layout(text, font: font, maxWidth: wraps ? room : nil, numberOfLines: wraps ? 0 : 1,
                                   byCharacters: byCharacters)
        }
        return model.buttonSize(button, titleLayout: layout(button.text, font: model.effectiveFont(of: button),
                                                             wraps: button.buttonTitleWraps,
                                                             byCharacters: button.wrapsByCharacter),
                                subtitleLayout: layout(button.buttonSubtitle, font: LayoutModel.subtitleFont,
                                                       wraps: button.buttonSubtitleWraps,
                                                       byCharacters: button.subtitleWrapsByCharacter))
    }

    /// UILabel.sizeThatFits: the bounding size of its text laid out within `width` (nil or 0: one unwrapped run of
    /// lines, as for an unconstrained label), keeping `numberOfLines`, rounded up to the pixel grid as the label's
    /// intrinsic size is. An empty label is 0 × 0.
    public func labelSizeThatFits(_ label: View, width: Double?) -> Size {
        let text = label.text ?? ""
        guard !text.isEmpty else { return .zero }
        let limit = label.numberOfLines == 1 ? nil : width.flatMap { $0 > 0 ? $0 : nil }
        let layout = measurer.layout(text, font: label.font, maxWidth: limit, numberOfLines: label.numberOfLines,
                                     byCharacters: label.wrapsByCharacter)
        return Size(width: model.roundUpToPixel(layout.widestLine), height: model.roundUpToPixel(layout.height))
    }
}
