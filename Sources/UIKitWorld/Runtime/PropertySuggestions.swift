import Diagnostics
import SwiftSubset

/// "did you mean 'backgroundColor'?" for a property a UIKit view does not have (`box.backgroundColour`). The
/// runtime cannot know every UIKit property, so such a name stays an `unsupported-api` warning; a near miss of one
/// it knows is most likely a typo, which Swift would have rejected.
extension ViewObject {
    /// The classes that declare the properties the runtime knows of only some views; the rest are UIView's. Names
    /// that are no UIKit property (helpers the runtime answers) are left out of suggestions.
    static let propertyOwners: [String: [String]] = {
        var owners: [String: [String]] = [:]
        func add(_ classes: [String], _ names: [String]) {
            for name in names { owners[name, default: []] += classes }
        }
        let text = ["UILabel", "UITextField", "UITextView"]
        let input = ["UITextField", "UITextView"]
        add(text, ["text", "font", "textColor", "textAlignment", "attributedText", "adjustsFontForContentSizeCategory"])
        add(["UILabel"], ["numberOfLines", "lineBreakMode", "preferredMaxLayoutWidth", "adjustsFontSizeToFitWidth",
                          "minimumScaleFactor", "highlightedTextColor", "shadowColor"])
        add(["UITextField"], ["placeholder", "borderStyle", "leftView", "rightView", "leftViewMode", "rightViewMode",
                              "clearButtonMode", "clearsOnBeginEditing"])
        add(input, ["keyboardType", "returnKeyType", "autocapitalizationType", "autocorrectionType", "isSecureTextEntry",
                    "textContentType", "spellCheckingType", "enablesReturnKeyAutomatically", "inputAccessoryView",
                    "allowsEditingTextAttributes", "typingAttributes", "textDragDelegate", "pasteDelegate"])
        add(["UITextField", "UITableView"], ["isEditing"])
        add(["UITextView"], ["textContainerInset", "textContainer", "isEditable", "isSelectable", "dataDetectorTypes"])
        add(["UIImageView"], ["image"])
        add(["UIButton"], ["titleLabel", "configuration", "contentEdgeInsets", "currentTitle", "imageEdgeInsets",
                           "titleEdgeInsets", "adjustsImageWhenHighlighted", "showsTouchWhenHighlighted", "role", "menu",
                           "showsMenuAsPrimaryAction", "changesSelectionAsPrimaryAction"])
        add(["UIButton", "UITableViewCell"], ["imageView"])
        add(["UIControl"], ["isEnabled", "isSelected", "isHighlighted", "contentHorizontalAlignment",
                            "contentVerticalAlignment"])
        add(["UISwitch"], ["isOn", "onTintColor"])
        add(["UISwitch", "UISlider"], ["thumbTintColor"])
        add(["UISlider", "UIStepper"], ["minimumValue", "maximumValue", "value", "isContinuous"])
        add(["UIStepper"], ["stepValue"])
        add(["UISegmentedControl"], ["selectedSegmentIndex"])
        add(["UIProgressView"], ["progress", "progressTintColor", "trackTintColor"])
        add(["UIPageControl"], ["numberOfPages", "currentPage", "pageIndicatorTintColor", "currentPageIndicatorTintColor"])
        add(["UIActivityIndicatorView"], ["style", "color", "isAnimating", "hidesWhenStopped"])
        add(["UIStackView"], ["axis", "spacing", "distribution", "alignment", "arrangedSubviews",
                              "isLayoutMarginsRelativeArrangement", "isBaselineRelativeArrangement"])
        add(["UIScrollView"], ["contentInset", "contentSize", "contentOffset", "contentLayoutGuide", "frameLayoutGuide",
                               "adjustedContentInset", "isScrollEnabled", "contentInsetAdjustmentBehavior",
                               "isPagingEnabled", "bounces", "alwaysBounceVertical", "alwaysBounceHorizontal",
                               "showsVerticalScrollIndicator", "showsHorizontalScrollIndicator", "keyboardDismissMode",
                               "decelerationRate", "zoomScale", "minimumZoomScale", "maximumZoomScale",
                               "scrollIndicatorInsets", "verticalScrollIndicatorInsets",
                               "horizontalScrollIndicatorInsets", "isDirectionalLockEnabled", "scrollsToTop",
                               "automaticallyAdjustsScrollIndicatorInsets", "delegate"])
        add(["UITableView"], ["separatorStyle", "rowHeight", "estimatedRowHeight", "allowsSelection",
                              "insetsContentViewsToSafeArea"])
        add(["UITableView", "UICollectionView"], ["dataSource"])
        add(["UITableViewCell", "UICollectionViewCell"], ["contentView", "backgroundView", "isSelected", "isHighlighted"])
        add(["UITableViewCell"], ["textLabel", "detailTextLabel", "selectionStyle", "accessoryType"])
        add(["UIVisualEffectView"], ["effect"])
        add(["UIToolbar"], Array(ViewObject.toolbarProperties))
        add(["UIViewController"], ["modalPresentationStyle", "modalTransitionStyle", "definesPresentationContext",
                                   "hidesBottomBarWhenPushed", "edgesForExtendedLayout", "extendedLayoutIncludesOpaqueBars"])
        add([], ["snp_top", "titleColor", "layoutMarginsDidChange", "largeContentTitle", "showsLargeContentViewer"])
        return owners
    }()

    /// The properties of this view's UIKit class that the runtime knows.
    var knownPropertyNames: [String] {
        let all = ViewObject.propertyNames.union(inertProperties).union(ViewObject.toolbarProperties)
        return all.filter { name in
            guard let owners = ViewObject.propertyOwners[name] else { return true }
            return owners.contains { NativeClasses.isSubclass(className, of: $0) }
        }.sorted()
    }

    /// " (did you mean 'backgroundColor'?)" when `name` is a near miss of one of `knownPropertyNames`, else "".
    func suggestion(for name: String) -> String {
        closestName(to: name, among: knownPropertyNames).map { " (did you mean '\($0)'?)" } ?? ""
    }
}
