import TextMetrics

/// intrinsicContentSize of each view kind (reference §7.3), computed from the text layouts of the current pass.
/// `View.noIntrinsicMetric` (−1) marks an axis without one.
extension LayoutModel {
    func intrinsicSize(of view: View) -> Size {
        if let override = view.intrinsicContentSizeOverride { return override }
        return kindIntrinsicSize(of: view)
    }

    /// What UIKit's own class returns (the `super.intrinsicContentSize` of an override).
    func kindIntrinsicSize(of view: View) -> Size {
        let none = View.noIntrinsicMetric
        switch view.kind {
        case .label:
            // Text bounding box rounded up to whole pixels; empty text → (0, 0) [MEM, reference §7.3].
            guard let layout = textLayouts[ObjectIdentifier(view)], !layout.lines.isEmpty else { return .zero }
            return Size(width: roundUpToPixel(layout.widestLine), height: roundUpToPixel(layout.height))
        case .button:
            let key = ObjectIdentifier(view)
            return buttonSize(view, titleLayout: textLayouts[key], subtitleLayout: subtitleLayouts[key])
        case .imageView:
            return view.imageSize ?? Size(width: none, height: none)
        case .textField:
            return textFieldSize(view)
        case .textView:
            // A scrolling text view has no intrinsic size; one that does not scroll sizes to its text, inset by
            // textContainerInset and the lineFragmentPadding on each side (5 pt by default, View.swift).
            guard !view.isScrollEnabled else { return Size(width: none, height: none) }
            let layout = textLayouts[ObjectIdentifier(view)]
            let lineHeight = measurer.metrics(for: view.font).lineHeight
            let textHeight = max(layout?.height ?? 0, lineHeight)
            let inset = view.textContainerInset
            return Size(width: roundUpToPixel((layout?.width ?? 0) + 2 * view.lineFragmentPadding + inset.left
                                              + inset.right),
                        height: roundUpToPixel(textHeight + inset.top + inset.bottom))
        case .switchControl:
            return Size(width: 51, height: 31)          // fixed [MEM, widely cited]
        case .activityIndicator:
            // .medium 20 × 20, .large 37 × 37 [3P]; the legacy styles map onto these (ActivityIndicatorStyle).
            return view.activityIndicatorStyle == .large ? Size(width: 37, height: 37) : Size(width: 20, height: 20)
        case .pageControl:
            // iOS 14+: 26 pt high; width grows with the page count (size(forNumberOfPages:)). Per page 16 pt
            // (an 8 pt dot and its spacing) plus 12 pt padding on each side [MEM, approximate].
            guard view.numberOfPages > 0 else { return Size(width: 0, height: 26) }
            return Size(width: Double(view.numberOfPages) * 16 + 24, height: 26)
        case .progressView:
            return Size(width: none, height: 4)         // iOS 14+ track height [MEM]; 2 on iOS 7–13 [3P]
        case .slider:
            return Size(width: none, height: 31)        // [MEM, low]
        case .stepper:
            return Size(width: 94, height: 32)          // iOS 13+ [MEM]
        case .segmentedControl:
            return Size(width: segmentedControlWidth(view), height: 32)    // iOS 13+ height [MEM]
        case .view, .stackView, .scrollView, .tableViewCell, .collectionViewCell:
            return Size(width: none, height: none)
        }
    }

    /// UILabel and friends round their sizes up to the device pixel grid (20.57 → 20.67 at @3x).
    func roundUpToPixel(_ value: Double) -> Double {
        let scale = device.scale > 0 ? device.scale : 1
        return (value * scale - 1e-9).rounded(.up) / scale
    }

    /// Legacy `UIButton(type: .system)`: title width × (title line height + 6 pt above and below), 15 pt title
    /// ("Hello World" → {78, 30}, reference §7.3 [3P]); an empty one is about 30 × 34 [MEM]. Configuration
    /// buttons (iOS 15): 17 pt title inside content insets of 7 pt top/bottom and 12 pt leading/trailing [MEM]; the
    /// title's and subtitle's layouts are wrapped when their line-break modes wrap (`LayoutEngine.layoutText`), so
    /// their height is the lines' and their width the widest line's.
    /// - Parameters: titleLayout, subtitleLayout: the text as laid out for this size (nil: one natural line).
    func buttonSize(_ view: View, titleLayout layout: TextLayout?, subtitleLayout: TextLayout?) -> Size {
        let font = effectiveFont(of: view)
        let title = view.text ?? ""
        let configured = view.buttonStyle.usesConfiguration
        let insets = buttonContentInsets(of: view)
        let image = view.imageSize ?? .zero
        if title.isEmpty && view.imageSize == nil && !configured && view.contentEdgeInsets == nil {
            return Size(width: 30, height: 34)
        }
        var titleWidth = title.isEmpty ? 0 : roundUpToPixel(layout?.widestLine ?? measurer.width(of: title, font: font))
        var titleHeight = title.isEmpty ? 0 : roundUpToPixel(layout?.height ?? measurer.metrics(for: font).lineHeight)
        if configured, let subtitle = view.buttonSubtitle, !subtitle.isEmpty {
            // The subtitle goes under the title with no padding between [MEM], on the lines it wrapped to.
            titleWidth = max(titleWidth, roundUpToPixel(subtitleLayout?.widestLine
                                                        ?? measurer.width(of: subtitle, font: Self.subtitleFont)))
            titleHeight += roundUpToPixel(subtitleLayout?.height
                                          ?? measurer.metrics(for: Self.subtitleFont).lineHeight)
        }
        let hasText = titleWidth > 0 || titleHeight > 0
        let imagePadding = hasText ? buttonImagePadding(of: view) : 0
        let stacksVertically = configured && [.top, .bottom].contains(view.buttonImagePlacement)
        if stacksVertically {
            return Size(width: max(titleWidth, image.width) + insets.left + insets.right,
                        height: titleHeight + image.height + imagePadding + insets.top + insets.bottom)
        }
        return Size(width: titleWidth + image.width + imagePadding + insets.left + insets.right,
                    height: max(titleHeight, image.height) + insets.top + insets.bottom)
    }

    /// A configuration button's subtitle font: the subheadline text style, 15 pt [MEM].
    static let subtitleFont = Font.preferred(.subheadline)

    /// Content insets around a button's title and image: the configuration's 7/12/7/12 [MEM], a legacy button's
    /// 6 pt above and below, or what the lesson set.
    func buttonContentInsets(of view: View) -> EdgeInsets {
        view.contentEdgeInsets
            ?? (view.buttonStyle.usesConfiguration ? EdgeInsets(top: 7, left: 12, bottom: 7, right: 12)
                                                    : EdgeInsets(top: 6, left: 0, bottom: 6, right: 0))
    }

    /// 4 pt between image and title unless the configuration says otherwise [MEM]; none without an image or a
    /// configuration. (The caller drops it when there is no text either.)
    private func buttonImagePadding(of view: View) -> Double {
        view.imageSize != nil && view.buttonStyle.usesConfiguration ? (view.buttonImagePadding ?? 4.0) : 0
    }

    /// The width a wrapping title wraps at in a button `buttonWidth` wide: what the content insets leave, less the
    /// image and its padding when the image sits beside the title (above or below it takes no width).
    func buttonTitleWrapWidth(of view: View, buttonWidth: Double) -> Double {
        let sides = buttonTitleSideInsets(of: view)
        return max(0, buttonWidth - sides.left - sides.right)
    }

    /// What a button's content takes beside its title on each side: the content insets, and on the image's side
    /// (leading or trailing; left to right, as everywhere here) the image and its padding.
    func buttonTitleSideInsets(of view: View) -> (left: Double, right: Double) {
        let insets = buttonContentInsets(of: view)
        var sides = (left: insets.left, right: insets.right)
        if let image = view.imageSize {
            let taken = image.width + buttonImagePadding(of: view)
            switch view.buttonImagePlacement {
            case .leading: sides.left += taken
            case .trailing: sides.right += taken
            case .top, .bottom: break
            }
        }
        return sides
    }

    /// The room on each side of a segment's title or image [MEM, estimate, low confidence]. No measured table was
    /// found; one data point agrees within 2 pt [3P]: a storyboard control centred on a 414-pt screen whose frame
    /// Xcode fitted to three segments, the widest title five CJK characters (5 × 13 = 65 pt), is 257 pt wide, and
    /// 3 × (65 + 2 × 10) = 255.
    static let segmentContentPadding = 10.0

    /// UISegmentedControl's intrinsic width, the sum of its segments' widths (reference §7.3). The segments are
    /// equal in width ("all segments are equal in width", Apple HIG), each as wide as the widest content plus the
    /// padding on both sides; with `apportionsSegmentWidthsByContent` each segment is as wide as its own content
    /// plus the padding ("adjust segment widths based on their content widths", Apple). No segments: 0, the sum
    /// of none [MEM].
    func segmentedControlWidth(_ view: View) -> Double {
        let widths = view.segments.map { segmentContentWidth($0) + 2 * Self.segmentContentPadding }
        if view.apportionsSegmentWidthsByContent { return widths.reduce(0, +) }
        return Double(widths.count) * (widths.max() ?? 0)
    }

    /// A segment's content: its image's width, or its title's in the 13 pt font, rounded up to the pixel as a
    /// label's is.
    func segmentContentWidth(_ segment: SegmentedControlSegment) -> Double {
        if let image = segment.imageSize { return image.width }
        guard let title = segment.title, !title.isEmpty else { return 0 }
        return roundUpToPixel(measurer.width(of: title, font: .segmentedControlTitle))
    }

    /// UITextField: with `.roundedRect`, 34 pt high at the default 17 pt font and 7 pt of padding each side of the
    /// text or placeholder [MEM]; other styles hug the text's line height.
    private func textFieldSize(_ view: View) -> Size {
        let font = view.font
        let textWidth = max(measurer.width(of: view.text ?? "", font: font),
                            measurer.width(of: view.placeholder ?? "", font: font))
        let lineHeight = roundUpToPixel(measurer.metrics(for: font).lineHeight)
        switch view.borderStyle {
        case .roundedRect:
            return Size(width: roundUpToPixel(textWidth) + 14, height: max(34, lineHeight + 13))
        case .line, .bezel:
            return Size(width: roundUpToPixel(textWidth) + 4, height: lineHeight + 4)
        case .none:
            return Size(width: roundUpToPixel(textWidth), height: lineHeight)
        }
    }
}

extension TextLayout {
    /// `width` (the widest line) without the array of widths that `width` builds to take its maximum: a pass asks
    /// for every label's, and that array was most of the cost.
    var widestLine: Double {
        guard var widest = lines.first?.width else { return 0 }
        for index in lines.indices.dropFirst() where widest < lines[index].width { widest = lines[index].width }
        return widest
    }
}
