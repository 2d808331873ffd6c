import LayoutFrames

/// What an element draws besides its background: the UIKit control family of a view. Lesson code subclasses
/// freely (`PrimaryButton: UIButton`), and the frames carry only the dynamic class name, so the kind comes from
/// the class name's UIKit suffix first and from the style fields the runtime filled in second.
enum ViewKind: String {
    case view, label, button, field, textView, toggle = "switchControl", spinner, pageControl, segmented, image, progress,
         slider, scroll, stack

    init(_ view: ViewFrame) {
        let type = view.type
        let style = view.style
        func has(_ suffix: String) -> Bool { type.hasSuffix(suffix) }
        if has("Label") { self = .label }
        else if has("Button") { self = .button }
        else if has("TextField") || has("SearchBar") { self = .field }
        else if has("TextView") { self = .textView }
        else if has("Switch") { self = .toggle }
        else if has("ActivityIndicatorView") || has("ActivityIndicator") { self = .spinner }
        else if has("PageControl") { self = .pageControl }
        else if has("SegmentedControl") { self = .segmented }
        else if has("ImageView") { self = .image }
        else if has("ProgressView") { self = .progress }
        else if has("Slider") { self = .slider }
        else if has("StackView") { self = .stack }
        else if has("ScrollView") || has("TableView") || has("CollectionView") || view.contentSize != nil {
            self = .scroll
        }
        else if style?.isOn != nil { self = .toggle }
        else if style?.numberOfPages != nil { self = .pageControl }
        else if style?.segments != nil { self = .segmented }
        else if style?.imageName != nil { self = .image }
        else if style?.placeholder != nil { self = .field }
        else if style?.buttonStyle != nil { self = .button }
        else if view.text != nil { self = .label }
        else { self = .view }
    }

    /// Kinds whose text is laid out by the view itself (and measured by TextMetrics).
    var showsText: Bool { [.label, .button, .field, .textView].contains(self) }
}
