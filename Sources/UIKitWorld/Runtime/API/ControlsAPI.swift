import AutoLayout
import SwiftSubset

/// UIImageView, UIButton, UIControl and the small controls (switch, progress, page control, activity indicator,
/// segmented control, slider, stepper) as the runtime models them.
enum ControlsAPI {
    static let button = ["UIButton"]
    static let control = ["UIControl"]

    static let properties: [UIKitProperty] = imageView + buttonProperties + controlState + smallControls + activityIndicator

    static let imageView: [UIKitProperty] = [
        .modelled("image", on: ["UIImageView"], "UIImage?", default: .apple("nil", "UIImageView.image"),
                  invalidates: [.intrinsicSize, .layout], sample: "UIImage(systemName: \"star\")",
                  get: { o, _, _ in o.image.map { .object($0) } ?? .nilValue },
                  set: { o, v, _, _ in o.setImage(v) }),
        UIKitProperty(name: "preferredSymbolConfiguration", owners: ["UIImageView"], type: "UIImage.SymbolConfiguration?",
                      model: .modelled, get: { o, _, _ in o.controlStateGet("preferredSymbolConfiguration") },
                      set: { o, v, rt, loc in try o.setControlState("preferredSymbolConfiguration", v, rt, loc: loc) },
                      invalidates: [.intrinsicSize, .layout],
                      uikitDefault: .apple("nil", "UIImageView.preferredSymbolConfiguration"),
                      sample: "UIImage.SymbolConfiguration(pointSize: 30)", appliesTo: nil),
    ]

    static let buttonProperties: [UIKitProperty] = [
        .readOnly("titleLabel", on: button, "UILabel?") { o, _, _ in .object(o.titleLabelProxy) },
        .readOnly("imageView", on: ["UIButton", "UITableViewCell"], "UIImageView?") { o, _, _ in .object(o) },
        .modelled("configuration", on: button, "UIButton.Configuration?", default: .apple("nil", "UIButton.configuration"),
                  invalidates: [.intrinsicSize, .layout],
                  get: { o, _, _ in o.buttonConfiguration.map { .object($0) } ?? .nilValue },
                  set: { o, v, rt, loc in
                      // A button with a configuration update handler runs it after taking the configuration.
                      if try o.setControlState("configuration", v, rt, loc: loc) { return }
                      if case .object(let given) = v, let configuration = given as? ButtonConfigurationObject {
                          let c = configuration.copied(for: o)
                          o.buttonConfiguration = c
                          c.apply(to: o)
                      }
                  }),
        .modelled("contentEdgeInsets", on: button, "UIEdgeInsets", default: .apple(".zero", "UIButton.contentEdgeInsets"),
                  invalidates: [.intrinsicSize, .layout], sample: "UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)",
                  get: { o, _, _ in Geometry.insets(o.view.contentEdgeInsets ?? .zero) },
                  set: { o, v, _, _ in
                      // The documented default is .zero: setting .zero keeps the system button's own padding.
                      let insets = Geometry.toInsets(v)
                      o.view.contentEdgeInsets = insets == .zero ? nil : insets
                  }),
        .readOnly("currentTitle", on: button, "String?") { o, _, _ in o.textValue },
        .readOnly("currentImage", on: button, "UIImage?") { o, _, _ in o.controlStateGet("currentImage") },
        .readOnly("currentTitleColor", on: button, "UIColor") { o, _, _ in o.controlStateGet("currentTitleColor") },
        .readOnly("currentAttributedTitle", on: button, "NSAttributedString?") { o, _, _ in o.controlStateGet("currentAttributedTitle") },
        .readOnly("currentBackgroundImage", on: button, "UIImage?") { o, _, _ in o.controlStateGet("currentBackgroundImage") },
        UIKitProperty(name: "configurationUpdateHandler", owners: button, type: "UIButton.ConfigurationUpdateHandler?",
                      model: .modelled, get: { o, _, _ in o.controlStateGet("configurationUpdateHandler") },
                      set: { o, v, rt, loc in try o.setControlState("configurationUpdateHandler", v, rt, loc: loc) },
                      invalidates: .layout,
                      uikitDefault: .apple("nil", "UIButton.configurationUpdateHandler"), sample: nil, appliesTo: nil),
        .stored("changesSelectionAsPrimaryAction", on: button, "Bool", initial: .nilValue,
                default: .apple("false", "UIButton.changesSelectionAsPrimaryAction"), sample: "true")
            .settingFirst { o, v, rt, loc in try o.setControlState("changesSelectionAsPrimaryAction", v, rt, loc: loc) },
        .stored("imageEdgeInsets", on: button, "UIEdgeInsets", initial: Geometry.insets(.zero),
                default: .apple(".zero", "UIButton.imageEdgeInsets"), sample: "UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)"),
        .stored("titleEdgeInsets", on: button, "UIEdgeInsets", initial: Geometry.insets(.zero),
                default: .apple(".zero", "UIButton.titleEdgeInsets"), sample: "UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)"),
        .stored("adjustsImageWhenHighlighted", on: button, "Bool", initial: .nilValue,
                default: .apple("true", "UIButton.adjustsImageWhenHighlighted"), sample: "false"),
        .stored("showsTouchWhenHighlighted", on: button, "Bool", initial: .nilValue,
                default: .apple("false", "UIButton.showsTouchWhenHighlighted"), sample: "true"),
        .stored("role", on: button, "UIButton.Role", initial: .nilValue, default: .apple(".normal", "UIButton.role"),
                sample: "UIButton.Role.primary"),
        .stored("menu", on: button, "UIMenu?", initial: .nilValue, default: .apple("nil", "UIButton.menu"), sample: "nil"),
        .stored("showsMenuAsPrimaryAction", on: button, "Bool", initial: .nilValue,
                default: .apple("false", "UIButton.showsMenuAsPrimaryAction"), sample: "true"),
    ]

    /// UIControl's states: a control redraws its per-state content (ViewObject+ControlState); on other views
    /// (a table cell's `isSelected`) they are stored.
    static let controlState: [UIKitProperty] = {
        func state(_ name: String, _ value: Bool) -> UIKitProperty {
            .stored(name, on: ["UIControl", "UITableViewCell", "UICollectionViewCell"], "Bool", initial: .bool(value),
                    default: .apple("\(value)", "UIControl.\(name)"), sample: "\(!value)")
                .settingFirst { o, v, rt, loc in try o.setControlState(name, v, rt, loc: loc) }
                .invalidating(.layout)
        }
        return [
            state("isEnabled", true), state("isSelected", false), state("isHighlighted", false),
            .readOnly("state", on: control, "UIControl.State") { o, _, _ in o.controlStateGet("state") },
            .stored("contentHorizontalAlignment", on: control, "UIControl.ContentHorizontalAlignment", initial: .nilValue,
                    default: .apple(".center", "UIControl.contentHorizontalAlignment"),
                    sample: "UIControl.ContentHorizontalAlignment.leading"),
            .stored("contentVerticalAlignment", on: control, "UIControl.ContentVerticalAlignment", initial: .nilValue,
                    default: .apple(".center", "UIControl.contentVerticalAlignment"),
                    sample: "UIControl.ContentVerticalAlignment.top"),
        ]
    }()

    static let smallControls: [UIKitProperty] = [
        .modelled("isOn", on: ["UISwitch"], "Bool", default: .apple("false", "UISwitch.isOn"), invalidates: .display,
                  sample: "true",
                  get: { o, _, _ in .bool(o.view.isOn) },
                  set: { o, v, _, _ in o.view.isOn = Convert.bool(v) }),
        .stored("onTintColor", on: ["UISwitch"], "UIColor?", initial: .nilValue, default: .apple("nil (green)", "UISwitch.onTintColor"),
                sample: "UIColor.red"),
        .stored("thumbTintColor", on: ["UISwitch", "UISlider"], "UIColor?", initial: .nilValue,
                default: .apple("nil", "UISwitch.thumbTintColor"), sample: "UIColor.red"),
        .modelled("progress", on: ["UIProgressView"], "Float", default: .apple("0.0", "UIProgressView.progress"),
                  invalidates: .display, sample: "0.25",
                  get: { o, _, _ in .double(o.view.progress) },
                  set: { o, v, _, loc in o.view.progress = try Convert.double(v, "progress", loc) }),
        .stored("progressTintColor", on: ["UIProgressView"], "UIColor?", initial: .nilValue,
                default: .apple("nil", "UIProgressView.progressTintColor"), sample: "UIColor.red"),
        .stored("trackTintColor", on: ["UIProgressView"], "UIColor?", initial: .nilValue,
                default: .apple("nil", "UIProgressView.trackTintColor"), sample: "UIColor.red"),
        .modelled("numberOfPages", on: ["UIPageControl"], "Int", default: .apple("0", "UIPageControl.numberOfPages"),
                  invalidates: .layout, sample: "5",
                  get: { o, _, _ in .int(o.view.numberOfPages) },
                  set: { o, v, _, _ in o.view.numberOfPages = v.asInt ?? 0 }),
        .modelled("currentPage", on: ["UIPageControl"], "Int", default: .apple("0", "UIPageControl.currentPage"),
                  invalidates: .display, sample: "2",
                  get: { o, _, _ in .int(o.view.currentPage) },
                  set: { o, v, _, _ in o.view.currentPage = v.asInt ?? 0 }),
        .stored("pageIndicatorTintColor", on: ["UIPageControl"], "UIColor?", initial: .nilValue,
                default: .apple("nil", "UIPageControl.pageIndicatorTintColor"), sample: "UIColor.red"),
        .stored("currentPageIndicatorTintColor", on: ["UIPageControl"], "UIColor?", initial: .nilValue,
                default: .apple("nil", "UIPageControl.currentPageIndicatorTintColor"), sample: "UIColor.red"),
        .readOnly("numberOfSegments", on: ["UISegmentedControl"], "Int") { o, _, _ in .int(o.view.segments.count) },
        .modelled("selectedSegmentIndex", on: ["UISegmentedControl"], "Int",
                  default: .apple("-1 (noSegment)", "UISegmentedControl.selectedSegmentIndex"), invalidates: .display,
                  sample: "1",
                  get: { o, _, _ in .int(o.view.selectedSegmentIndex) },
                  set: { o, v, _, _ in o.view.selectedSegmentIndex = v.asInt ?? View.noSegment }),
        .modelled("apportionsSegmentWidthsByContent", on: ["UISegmentedControl"], "Bool",
                  default: .apple("false", "UISegmentedControl.apportionsSegmentWidthsByContent"),
                  invalidates: [.intrinsicSize, .layout], sample: "true",
                  get: { o, _, _ in .bool(o.view.apportionsSegmentWidthsByContent) },
                  set: { o, v, _, _ in o.view.apportionsSegmentWidthsByContent = Convert.bool(v) }),
        .stored("value", on: ["UISlider", "UIStepper"], "Float", initial: .double(0), default: .apple("0.0", "UISlider.value"),
                sample: "0.5"),
        .stored("minimumValue", on: ["UISlider", "UIStepper"], "Float", initial: .double(0),
                default: .apple("0.0", "UISlider.minimumValue"), sample: "0.5"),
        .stored("maximumValue", on: ["UISlider", "UIStepper"], "Float", initial: .double(1),
                default: .apple("1.0 (UIStepper: 100)", "UISlider.maximumValue"), sample: "0.5"),
        .stored("isContinuous", on: ["UISlider", "UIStepper"], "Bool", initial: .nilValue,
                default: .apple("true", "UISlider.isContinuous"), sample: "false"),
        .stored("stepValue", on: ["UIStepper"], "Double", initial: .nilValue, default: .apple("1", "UIStepper.stepValue"),
                sample: "2.0"),
    ]

    static let activityIndicator: [UIKitProperty] = {
        let indicator = ["UIActivityIndicatorView"]
        return [
            UIKitProperty(name: "style", owners: indicator, type: "UIActivityIndicatorView.Style", model: .modelled,
                          // The size-bearing case (`.whiteLarge` reads as `.large`, the style it draws as).
                          get: { o, _, _ in o.kind == .activityIndicator ? .plainCase(o.view.activityIndicatorStyle.rawValue) : nil },
                          set: { o, v, _, _ in
                              if o.kind == .activityIndicator { o.view.activityIndicatorStyle = Convert.activityIndicatorStyle(v) }
                              return true
                          },
                          invalidates: .layout, uikitDefault: .apple(".medium", "UIActivityIndicatorView.style"),
                          sample: "UIActivityIndicatorView.Style.large", appliesTo: nil),
            .modelled("color", on: indicator, "UIColor!", default: .apple("the style's (gray)", "UIActivityIndicatorView.color"),
                      invalidates: .display, sample: "UIColor.red",
                      get: { o, _, _ in o.view.appearance.textColor.map { .object(ColorObject(css: $0)) } ?? .nilValue },
                      set: { o, v, _, _ in o.view.appearance.textColor = Convert.color(v) }),
            .readOnly("isAnimating", on: indicator, "Bool") { o, _, _ in .bool(o.inert["isAnimating"]?.asBool ?? false) },
            UIKitProperty(name: "hidesWhenStopped", owners: indicator, type: "Bool", model: .modelled,
                          get: { o, _, _ in o.inert["hidesWhenStopped"] ?? .nilValue },
                          set: { o, v, _, _ in
                              o.inert["hidesWhenStopped"] = v
                              // A stopped indicator shows again when it no longer hides while stopped, and hides
                              // when it now does.
                              if o.kind == .activityIndicator, o.inert["isAnimating"]?.asBool != true { o.view.isHidden = Convert.bool(v) }
                              return true
                          },
                          invalidates: .layout, uikitDefault: .apple("true", "UIActivityIndicatorView.hidesWhenStopped"),
                          sample: "false", appliesTo: nil),
        ]
    }()
}

extension UIKitProperty {
    /// The same property whose setter first offers the value to `first` (a control's own handling), and stores it
    /// when that declines.
    func settingFirst(_ first: @escaping Setter) -> UIKitProperty {
        let rest = set
        return UIKitProperty(name: name, owners: owners, type: type, model: .modelled, get: get,
                             set: { o, v, rt, loc in try first(o, v, rt, loc) || (rest?(o, v, rt, loc) ?? false) },
                             invalidates: invalidates, uikitDefault: uikitDefault, sample: sample, appliesTo: appliesTo,
                             storedInitial: storedInitial)
    }

    /// The same property, saying what its setter invalidates.
    func invalidating(_ invalidation: Invalidation) -> UIKitProperty {
        UIKitProperty(name: name, owners: owners, type: type, model: model, get: get, set: set, invalidates: invalidation,
                      uikitDefault: uikitDefault, sample: sample, appliesTo: appliesTo, storedInitial: storedInitial)
    }
}
