/// Named priorities (UILayoutPriority). Priorities are plain Doubles in 1…1000 throughout this module.
public enum LayoutPriority {
    public static let required = 1000.0
    public static let defaultHigh = 750.0
    public static let defaultLow = 250.0
    /// `UILayoutPriority.fittingSizeLevel`: what `systemLayoutSizeFitting` uses to compress.
    public static let fittingSizeLevel = 50.0
    public static let dragThatCanResizeScene = 510.0
    public static let sceneSizeStayPut = 500.0
    public static let dragThatCannotResizeScene = 490.0
}

/// The UIKit class a view stands for. Geometry-relevant behaviour (intrinsic size, default priorities, generated
/// constraints) depends on it.
public enum ViewKind: String, Sendable, CaseIterable {
    case view, label, button, imageView, textField, textView, switchControl, activityIndicator, pageControl,
         progressView, stackView, scrollView, tableViewCell, collectionViewCell, slider, stepper, segmentedControl

    /// The UIKit class name, for messages in UIKit's own wording.
    public var uiKitClassName: String {
        switch self {
        case .view: return "UIView"
        case .label: return "UILabel"
        case .button: return "UIButton"
        case .imageView: return "UIImageView"
        case .textField: return "UITextField"
        case .textView: return "UITextView"
        case .switchControl: return "UISwitch"
        case .activityIndicator: return "UIActivityIndicatorView"
        case .pageControl: return "UIPageControl"
        case .progressView: return "UIProgressView"
        case .stackView: return "UIStackView"
        case .scrollView: return "UIScrollView"
        case .tableViewCell: return "UITableViewCell"
        case .collectionViewCell: return "UICollectionViewCell"
        case .slider: return "UISlider"
        case .stepper: return "UIStepper"
        case .segmentedControl: return "UISegmentedControl"
        }
    }

    /// Default content hugging priority of a view created in code (reference §7.2, "Code hugging" column).
    /// UILabel and UIImageView get 250 in code (251 only from Interface Builder) [3P]; fixed-size controls 750;
    /// the page control's 750 is [3P] horizontally and [MEM] vertically; slider/segmented/stepper values are [MEM].
    public func defaultHugging(_ axis: Axis) -> Double {
        switch self {
        case .switchControl, .activityIndicator, .stepper, .pageControl, .segmentedControl:
            return 750
        case .progressView, .slider:
            return axis == .horizontal ? 250 : 750
        default:
            return 250
        }
    }

    /// Default compression resistance: 750 on both axes for every class (reference §7.2).
    public func defaultCompressionResistance(_ axis: Axis) -> Double { 750 }
}
