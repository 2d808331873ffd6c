import Diagnostics
import TextMetrics

/// A UIView-like node: one class for every UIKit view kind, with the properties that affect geometry plus the
/// render properties the preview draws.
///
/// Frames follow UIKit: `frame` is in the superview's coordinates (content coordinates inside a scroll view).
/// Before a layout pass it holds whatever code set (UIKit keeps frames until the deferred pass, reference §7.10);
/// `LayoutEngine.layoutIfNeeded()` overwrites it with the solved frame.
public final class View: LayoutItem {
    /// UIView.noIntrinsicMetric.
    public static let noIntrinsicMetric = -1.0

    public let kind: ViewKind
    /// The class name shown in messages (`UILabel`, or a lesson's own subclass such as `PrimaryButton`).
    public var className: String { didSet { noteLayoutInputChanged() } }
    /// Where lesson code created the view, for diagnostics about it.
    public var sourceLocation: SourceLocation? { didSet { noteLayoutInputChanged() } }
    private(set) lazy var serial = DebugNumbering.next()

    // MARK: Tree

    /// Not retained, as in UIKit. Unowned rather than weak: a weak reference gives every view a side table, which
    /// sends each retain and release of it down a slow path (a tenth of a layout pass); `deinit` clears the back
    /// references a dying view leaves in its subviews, guides and constraints, so none ever dangles.
    public private(set) unowned(unsafe) var superview: View? {
        didSet {
            superviewReference = superview.map { Unmanaged.passUnretained($0) }
            noteLayoutInputChanged()
        }
    }
    /// `superview` again, as a plain pointer that the walk up to the tree's top (`treeTop`, on every property
    /// change) reads without retaining each view: loading the unowned reference into a variable retains it.
    private(set) var superviewReference: Unmanaged<View>?
    public private(set) var subviews: [View] = [] { didSet { noteLayoutInputChanged() } }

    // MARK: Geometry and layout properties

    public var frame: Rect = .zero {
        didSet {
            autoresizingReferenceSize = superviewReference?._withUnsafeGuaranteedRef { $0.frame.size }
            noteLayoutInputChanged()
        }
    }
    /// The bounds rectangle; content offsets are always zero in this model, so the origin is (0, 0).
    /// UIView.bounds: the frame's size at an origin of (0, 0), except in a scroll view, whose bounds origin is its
    /// `contentOffset` (setting one sets the other, as in UIKit). Setting the size keeps the center.
    public var bounds: Rect {
        get { Rect(origin: kind == .scrollView ? contentOffset : .zero, size: frame.size) }
        set {
            if kind == .scrollView, newValue.origin != contentOffset { contentOffset = newValue.origin }
            guard newValue.size != frame.size else { return }
            frame = Rect(x: frame.midX - newValue.width / 2, y: frame.midY - newValue.height / 2,
                         width: newValue.width, height: newValue.height)
        }
    }
    public var center: Point {
        get { Point(x: frame.midX, y: frame.midY) }
        set { frame.origin = Point(x: newValue.x - frame.width / 2, y: newValue.y - frame.height / 2) }
    }
    public var isHidden = false { didSet { noteLayoutInputChanged() } }
    public var alpha = 1.0 { didSet { noteLayoutInputChanged() } }
    public var clipsToBounds = false { didSet { noteLayoutInputChanged() } }
    /// Default true for views made in code (reference §7.4); SnapKit's `makeConstraints` sets it to false.
    public var translatesAutoresizingMaskIntoConstraints = true { didSet { noteLayoutInputChanged() } }
    public var autoresizingMask: AutoresizingMask = [] { didSet { noteLayoutInputChanged() } }
    /// The superview's size when `frame` was last set, which flexible autoresizing masks measure changes from.
    var autoresizingReferenceSize: Size? { didSet { noteLayoutInputChanged() } }

    /// UIView.layoutMargins; 8 on each side by default ("For most views, the default layout margins are 8 points
    /// on each side", reference §7.7 [DOC]). A controller's root view uses the system minimum instead, unless set.
    public var layoutMargins = EdgeInsets(all: 8) {
        didSet {
            hasCustomLayoutMargins = true
            noteLayoutInputChanged()
        }
    }
    public var directionalLayoutMargins: DirectionalEdgeInsets {
        get { DirectionalEdgeInsets(layoutMargins) }
        set { layoutMargins = newValue.edgeInsets }
    }
    var hasCustomLayoutMargins = false { didSet { noteLayoutInputChanged() } }
    public var insetsLayoutMarginsFromSafeArea = true { didSet { noteLayoutInputChanged() } }
    /// UIViewController.additionalSafeAreaInsets, kept on the controller's view: added to the safe-area insets
    /// the view gets from its superview (or the device), and so passed on to its subviews.
    public var additionalSafeAreaInsets = EdgeInsets.zero { didSet { noteLayoutInputChanged() } }
    /// UIViewController.viewRespectsSystemMinimumLayoutMargins, for a controller's root view: when true (the
    /// default) the root view's margins never go below the system minimum ("the root view's layout margins are
    /// guaranteed to be no smaller than the values in the systemMinimumLayoutMargins property" [DOC]).
    public var respectsSystemMinimumLayoutMargins = true { didSet { noteLayoutInputChanged() } }
    /// Whether this view is a view controller's root view (`controller.view`), a child controller's included: UIKit
    /// gives every controller's root view the system minimum margins and `viewRespectsSystemMinimumLayoutMargins`
    /// ("the root view's layout margins are guaranteed to be no smaller than …" [DOC]), not a plain view's 8.
    /// The top view of a laid-out hierarchy takes this from how it is hosted (`LayoutModel.rootHasControllerMargins`).
    public var isViewControllerRoot = false { didSet { noteLayoutInputChanged() } }
    /// UIView.preservesSuperviewLayoutMargins (default false): when true, each margin is at least as far in as the
    /// superview's effective margin reaches into the view on that edge (`LayoutModel.effectiveMargins(of:)`).
    public var preservesSuperviewLayoutMargins = false { didSet { noteLayoutInputChanged() } }

    // Per axis, not Dictionaries keyed by Axis: every pass reads them for every view with an intrinsic size, and
    // a Dictionary ran a seeded hash of the axis for each read.
    private var huggingOverrides = AxisOverrides() { didSet { noteLayoutInputChanged() } }
    private var compressionOverrides = AxisOverrides() { didSet { noteLayoutInputChanged() } }

    public func contentHuggingPriority(for axis: Axis) -> Double {
        huggingOverrides[axis] ?? kind.defaultHugging(axis)
    }
    public func setContentHuggingPriority(_ priority: Double, for axis: Axis) {
        huggingOverrides[axis] = priority
    }
    public func contentCompressionResistancePriority(for axis: Axis) -> Double {
        compressionOverrides[axis] ?? kind.defaultCompressionResistance(axis)
    }
    public func setContentCompressionResistancePriority(_ priority: Double, for axis: Axis) {
        compressionOverrides[axis] = priority
    }

    /// Set by script classes that override `intrinsicContentSize`; use `View.noIntrinsicMetric` for an axis
    /// without one. Replaces the kind's own intrinsic size.
    public var intrinsicContentSizeOverride: Size? { didSet { noteLayoutInputChanged() } }

    // MARK: Text and control content (only what changes sizes lives here; drawing-only bits are in `appearance`)

    /// A label's text, a button's title, a text field's or text view's text.
    public var text: String? { didSet { noteLayoutInputChanged() } }
    public var font: Font { didSet { noteLayoutInputChanged() } }
    public var numberOfLines = 1 { didSet { noteLayoutInputChanged() } }
    public var lineBreakMode: LineBreakMode = .byTruncatingTail { didSet { noteLayoutInputChanged() } }
    public var textAlignment: TextAlignment = .natural { didSet { noteLayoutInputChanged() } }
    /// UILabel.preferredMaxLayoutWidth; 0 means automatic (wrap at the width layout gives the label).
    public var preferredMaxLayoutWidth = 0.0 { didSet { noteLayoutInputChanged() } }
    /// UILabel.adjustsFontSizeToFitWidth and minimumScaleFactor: a one-line label that would not fit shrinks its
    /// font down to that factor instead of truncating (drawing only: the intrinsic size keeps the full font).
    public var adjustsFontSizeToFitWidth = false { didSet { noteLayoutInputChanged() } }
    public var minimumScaleFactor = 0.0 { didSet { noteLayoutInputChanged() } }
    public var placeholder: String? { didSet { noteLayoutInputChanged() } }
    public var borderStyle: TextBorderStyle = .none { didSet { noteLayoutInputChanged() } }
    /// Image or SF Symbol name, for the preview.
    public var imageName: String? { didSet { noteLayoutInputChanged() } }
    /// The image's size in points; nil means no image (a UIImageView then has no intrinsic size).
    public var imageSize: Size? { didSet { noteLayoutInputChanged() } }
    public var buttonStyle: ButtonStyle = .system { didSet { noteLayoutInputChanged() } }
    /// UIButton.contentEdgeInsets (legacy buttons) or the configuration's content insets when set explicitly.
    public var contentEdgeInsets: EdgeInsets? { didSet { noteLayoutInputChanged() } }
    /// UIButton.Configuration.subtitle: a second line under the title.
    public var buttonSubtitle: String? { didSet { noteLayoutInputChanged() } }
    /// UIButton.Configuration.imagePadding (between image and title) when set; nil uses the default.
    public var buttonImagePadding: Double? { didSet { noteLayoutInputChanged() } }
    /// UIButton.Configuration.imagePlacement.
    public var buttonImagePlacement: ButtonImagePlacement = .leading { didSet { noteLayoutInputChanged() } }
    /// UIButton.Configuration.titleLineBreakMode when set; nil is the configuration's default, `.byWordWrapping`
    /// (a legacy button's title label keeps one line whatever this says).
    public var buttonTitleLineBreakMode: LineBreakMode? { didSet { noteLayoutInputChanged() } }
    /// Whether the title wraps at the width layout leaves it, as a multi-line label does: a configuration button's
    /// title with a wrapping line-break mode. (Without a title there is nothing to wrap, and no pass to ask for.)
    public var buttonTitleWraps: Bool {
        kind == .button && buttonStyle.usesConfiguration && (buttonTitleLineBreakMode ?? .byWordWrapping).wraps
            && !(text ?? "").isEmpty
    }
    /// UIButton.Configuration.subtitleLineBreakMode when set; nil is the default, `.byWordWrapping`, as for the
    /// title.
    public var buttonSubtitleLineBreakMode: LineBreakMode? { didSet { noteLayoutInputChanged() } }
    /// Whether a configuration button's subtitle wraps at the width layout leaves it (the title's width).
    public var buttonSubtitleWraps: Bool {
        kind == .button && buttonStyle.usesConfiguration && (buttonSubtitleLineBreakMode ?? .byWordWrapping).wraps
            && !(buttonSubtitle ?? "").isEmpty
    }
    /// Whether the title or the subtitle wraps: either makes the button's height depend on its width, so the
    /// layout wraps them at the width the previous pass gave, as for a multi-line label.
    public var buttonTextWraps: Bool { buttonTitleWraps || buttonSubtitleWraps }
    /// Whether the text (a label's, or a button's title) wraps between any two characters (`.byCharWrapping`)
    /// rather than between words.
    public var wrapsByCharacter: Bool {
        switch kind {
        case .label: return lineBreakMode == .byCharWrapping
        case .button: return buttonStyle.usesConfiguration && buttonTitleLineBreakMode == .byCharWrapping
        default: return false
        }
    }
    /// The same for a configuration button's subtitle.
    public var subtitleWrapsByCharacter: Bool {
        kind == .button && buttonStyle.usesConfiguration && buttonSubtitleLineBreakMode == .byCharWrapping
    }
    public var isOn = false { didSet { noteLayoutInputChanged() } }
    public var progress = 0.0 { didSet { noteLayoutInputChanged() } }
    public var numberOfPages = 0 { didSet { noteLayoutInputChanged() } }
    public var currentPage = 0 { didSet { noteLayoutInputChanged() } }
    public var activityIndicatorStyle: ActivityIndicatorStyle = .medium { didSet { noteLayoutInputChanged() } }
    /// UISegmentedControl's segments, left to right.
    public var segments: [SegmentedControlSegment] = [] { didSet { noteLayoutInputChanged() } }
    /// UISegmentedControl.apportionsSegmentWidthsByContent (default false): each segment as wide as its own
    /// content instead of all as wide as the widest.
    public var apportionsSegmentWidthsByContent = false { didSet { noteLayoutInputChanged() } }
    /// UISegmentedControl.selectedSegmentIndex; drawing only. UIKit's default is `noSegment` (−1) "until the user
    /// touches a segment" [DOC].
    public var selectedSegmentIndex = View.noSegment { didSet { noteLayoutInputChanged() } }
    /// UISegmentedControl.noSegment.
    public static let noSegment = -1
    /// UIScrollView / UITextView `isScrollEnabled`; a text view that does not scroll sizes itself to its text.
    public var isScrollEnabled = true { didSet { noteLayoutInputChanged() } }
    /// UITextView.textContainer.lineFragmentPadding: text starts this far inside the container on each side
    /// (5 by default [DOC: NSTextContainer]).
    public var lineFragmentPadding = 5.0 { didSet { noteLayoutInputChanged() } }
    /// UITextView.textContainerInset (default 8 top and bottom, 0 sides) [DOC: UITextView default].
    public var textContainerInset = EdgeInsets(top: 8, left: 0, bottom: 8, right: 0) {
        didSet { noteLayoutInputChanged() }
    }

    public var appearance = ViewAppearance() { didSet { noteLayoutInputChanged() } }

    // MARK: Stack view (kind .stackView)

    public var axis: Axis = .horizontal { didSet { noteLayoutInputChanged() } }
    public var distribution: StackDistribution = .fill { didSet { noteLayoutInputChanged() } }
    public var alignment: StackAlignment = .fill { didSet { noteLayoutInputChanged() } }
    /// UIStackView.spacing; may be one of the two sentinels below.
    public var spacing = 0.0 { didSet { noteLayoutInputChanged() } }
    /// UIStackView.spacingUseDefault, FLT_MAX [DOC UIStackView.h]: as `spacing` it results in a spacing of 0; as a
    /// custom spacing it means "the stack's spacing" (the custom value is dropped).
    public static let spacingUseDefault = Double(Float.greatestFiniteMagnitude)
    /// UIStackView.spacingUseSystem, FLT_MIN [DOC UIStackView.h]: the system spacing between the two views, as
    /// `spacing` or as a custom spacing.
    public static let spacingUseSystem = Double(Float.leastNormalMagnitude)
    /// The system spacing between two sibling views. UIKit derives it from the views involved (text baselines
    /// among them); 8 is its value between ordinary views, the same number the anchors'
    /// `constraint(equalToSystemSpacingAfter:)` uses here [MEM; an approximation for text views].
    public static let systemSpacing = 8.0
    public var isLayoutMarginsRelativeArrangement = false { didSet { noteLayoutInputChanged() } }
    public var isBaselineRelativeArrangement = false { didSet { noteLayoutInputChanged() } }
    public private(set) var arrangedSubviews: [View] = [] { didSet { noteLayoutInputChanged() } }
    private var customSpacings: [ObjectIdentifier: Double] = [:] { didSet { noteLayoutInputChanged() } }

    // MARK: Scroll view (kind .scrollView)

    public var contentInset = EdgeInsets.zero { didSet { noteLayoutInputChanged() } }
    public var contentInsetAdjustmentBehavior: ContentInsetAdjustmentBehavior = .automatic {
        didSet { noteLayoutInputChanged() }
    }
    /// Before layout: the value code set. After a pass that found constraints on the content layout guide (or on
    /// the scroll view's edges from inside), the solved size of the content layout guide.
    public var contentSize = Size.zero { didSet { noteLayoutInputChanged() } }
    /// UIKit's `adjustedContentInset`: `contentInset` plus the safe-area insets the adjustment behaviour adds
    /// (`.automatic` and `.scrollableAxes`: only along axes that scroll; `.always`: all; `.never`: none;
    /// reference §7.6). UIKit derives it as soon as `contentInset` or the behaviour changes, so a keyboard
    /// handler that sets `contentInset.bottom` and then scrolls sees the new inset; the safe area and the
    /// scrolling axes are those the last layout pass found. Nothing in the layout reads it.
    public var adjustedContentInset: EdgeInsets {
        contentInset + contentInsetAdjustmentBehavior.addedInsets(safeArea: safeAreaInsets, scrolling: scrollingAxes)
    }
    /// The axes the last layout pass found this scroll view scrolling along.
    public internal(set) var scrollingAxes: ScrollingAxes = []
    /// UIScrollView.alwaysBounceVertical / alwaysBounceHorizontal: an axis that bounces counts as scrollable for
    /// the inset adjustment even when its content fits.
    public var alwaysBounceVertical = false { didSet { noteLayoutInputChanged() } }
    public var alwaysBounceHorizontal = false { didSet { noteLayoutInputChanged() } }
    /// Where the content is scrolled to: the origin of the scroll view's bounds in content coordinates. Views
    /// pinned to the frame layout guide move with it (reference §7.6). Until code sets it, the offset rests at
    /// (−adjustedContentInset.left, −adjustedContentInset.top), where UIKit keeps a scroll view that was never
    /// scrolled, so content starts below the unsafe area.
    public var contentOffset: Point {
        get { storedContentOffset }
        set {
            isContentOffsetResting = false
            if storedContentOffset != newValue {
                storedContentOffset = newValue
                noteLayoutInputChanged()
            }
        }
    }
    private var storedContentOffset = Point.zero
    /// True until code sets `contentOffset`: the offset then follows the adjusted content inset.
    public private(set) var isContentOffsetResting = true
    /// A layout pass moves a resting offset (no input changes: the pass already used it).
    func rest(atContentOffset offset: Point) { storedContentOffset = offset }
    /// The safe-area insets the last layout pass found for this view (UIView.safeAreaInsets, reference §7.7).
    public internal(set) var safeAreaInsets = EdgeInsets.zero

    // MARK: Cells

    /// UITableViewCell / UICollectionViewCell `contentView`; nil for other kinds.
    public private(set) var contentView: View? { didSet { noteLayoutInputChanged() } }

    // MARK: Layout pass support

    /// Called after this view's frame is set in a layout pass, parents before children (UIView.layoutSubviews).
    public var layoutSubviewsHook: ((View) -> Void)? { didSet { noteLayoutInputChanged() } }

    /// Constraints installed on this view (it is their items' nearest common ancestor), in activation order.
    public var constraints: [LayoutConstraint] { installedConstraints }
    var installedConstraints: [LayoutConstraint] = [] { didSet { noteLayoutInputChanged() } }

    /// The tree's change counters, kept on its topmost view (LayoutInputTracking.swift).
    var layoutInputGeneration: UInt64 = 0
    var constantGeneration: UInt64 = 0

    /// Guides added with `addLayoutGuide(_:)`.
    public private(set) var layoutGuides: [LayoutGuide] = [] { didSet { noteLayoutInputChanged() } }

    deinit {
        clearSubviewAndConstraintBackReferences()
        for guide in ownedGuides where guide.owningView === self { guide.owningView = nil }
    }

    /// Makes this view's subviews forget it as their superview, and its installed constraints forget it as the
    /// view they are installed on (both unowned references).
    private func clearSubviewAndConstraintBackReferences() {
        for child in subviews where child.superview === self { child.superview = nil }
        for constraint in installedConstraints where constraint.installedOn === self { constraint.installedOn = nil }
    }

    public init(kind: ViewKind = .view, frame: Rect = .zero) {
        self.kind = kind
        self.className = kind.uiKitClassName
        self.font = kind == .button ? Font.systemButtonTitle : Font.label
        self.frame = frame
        switch kind {
        case .label:
            // UILabel: one line, truncating tail.
            numberOfLines = 1
        case .textView:
            numberOfLines = 0
            lineBreakMode = .byWordWrapping
        case .stackView:
            // A stack view arranges; it does not draw (UIStackView is a non-rendering container).
            break
        case .tableViewCell, .collectionViewCell:
            if kind == .tableViewCell && frame == .zero {
                // UITableViewCell's initial frame is 320 × 44 (UITableView's default row height) [MEM].
                self.frame = Rect(x: 0, y: 0, width: 320, height: 44)
            }
            let content = View(kind: .view, frame: Rect(origin: .zero, size: self.frame.size))
            content.className = "UITableViewCellContentView"
            if kind == .collectionViewCell { content.className = "UIView" }
            content.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            content.isCellContentView = true
            addSubview(content)
            contentView = content
        default:
            break
        }
    }

    /// True for the contentView a cell creates, which always fills the cell.
    var isCellContentView = false { didSet { noteLayoutInputChanged() } }

    // MARK: LayoutItem

    public var hierarchyView: View? { self }
    public var superviewForConstraints: View? { superview }
    /// A readable name (the script layer's path, such as `titleLabel`) printed instead of the pointer, as
    /// SnapKit prints a view's `snp.label()`.
    public var debugName: String? { didSet { noteLayoutInputChanged() } }
    public var layoutDescription: String {
        "\(className):" + (debugName ?? "0x\(String(serial, radix: 16))")
    }

    // MARK: Built-in guides

    public private(set) lazy var safeAreaLayoutGuide = makeBuiltInGuide(.safeArea, "UIViewSafeAreaLayoutGuide")
    public private(set) lazy var layoutMarginsGuide = makeBuiltInGuide(.layoutMargins, "UIViewLayoutMarginsGuide")
    /// UIView.readableContentGuide: inside the layout margins guide, at most `LayoutModel.readableWidth` wide and
    /// centred in it (SystemConstraints.swift, `readableInsets(of:)`).
    public private(set) lazy var readableContentGuide = makeBuiltInGuide(.readableContent,
                                                                          "UIViewReadableContentGuide")
    public private(set) lazy var keyboardLayoutGuide = makeBuiltInGuide(.keyboard, "UIKeyboardLayoutGuide")
    /// UIScrollView.contentLayoutGuide (meaningful for kind .scrollView).
    public private(set) lazy var contentLayoutGuide = makeBuiltInGuide(.scrollContent,
                                                                       "UIScrollView-contentLayoutGuide")
    /// UIScrollView.frameLayoutGuide (meaningful for kind .scrollView).
    public private(set) lazy var frameLayoutGuide = makeBuiltInGuide(.scrollFrame, "UIScrollView-frameLayoutGuide")

    /// A stack view's invisible guide around its arranged views across its axis (`UISV-alignment-spanner`,
    /// StackAlignmentConstraints.swift).
    private(set) lazy var stackAlignmentSpanner = makeBuiltInGuide(.stackSpacer, "UISV-alignment-spanner")

    private func makeBuiltInGuide(_ role: LayoutGuide.Role, _ identifier: String) -> LayoutGuide {
        let guide = LayoutGuide(role: role, owner: self, identifier: identifier)
        createdBuiltInGuides.append(guide)
        return guide
    }

    public func addLayoutGuide(_ guide: LayoutGuide) {
        if let previous = guide.owningView, previous !== self { previous.removeLayoutGuide(guide) }
        guard !layoutGuides.contains(where: { $0 === guide }) else { return }
        guide.owningView = self
        layoutGuides.append(guide)
    }

    public func removeLayoutGuide(_ guide: LayoutGuide) {
        guard let index = layoutGuides.firstIndex(where: { $0 === guide }) else { return }
        layoutGuides.remove(at: index)
        removeConstraints(referencing: [ItemKey(guide)])
        guide.owningView = nil
    }

    // MARK: Managing subviews

    /// True when `self` is `view` or one of its descendants (UIView.isDescendant(of:)).
    public func isDescendant(of view: View) -> Bool {
        var current: View? = self
        while let node = current {
            if node === view { return true }
            current = node.superview
        }
        return false
    }

    /// Adds `view` on top of the other subviews. Adding a view to itself or to one of its descendants is
    /// ignored and returns false (UIKit raises "Can't add self as subview").
    @discardableResult
    public func addSubview(_ view: View) -> Bool {
        insertSubview(view, at: subviews.count + (view.superview === self ? -1 : 0))
    }

    @discardableResult
    public func insertSubview(_ view: View, at index: Int) -> Bool {
        guard !isDescendant(of: view) else { return false }
        if view.superview === self {
            subviews.removeAll { $0 === view }
        } else if view.superview != nil {
            view.removeFromSuperview()
        }
        subviews.insert(view, at: max(0, min(index, subviews.count)))
        view.superview = self
        if view.autoresizingReferenceSize == nil { view.autoresizingReferenceSize = frame.size }
        return true
    }

    @discardableResult
    public func insertSubview(_ view: View, aboveSubview sibling: View) -> Bool {
        guard let index = subviews.firstIndex(where: { $0 === sibling }) else { return addSubview(view) }
        return insertSubview(view, at: index + 1 - (subviews[..<index].contains { $0 === view } ? 1 : 0))
    }

    @discardableResult
    public func insertSubview(_ view: View, belowSubview sibling: View) -> Bool {
        guard let index = subviews.firstIndex(where: { $0 === sibling }) else { return addSubview(view) }
        return insertSubview(view, at: index - (subviews[..<index].contains { $0 === view } ? 1 : 0))
    }

    public func bringSubviewToFront(_ view: View) {
        guard let index = subviews.firstIndex(where: { $0 === view }) else { return }
        subviews.append(subviews.remove(at: index))
    }

    public func sendSubviewToBack(_ view: View) {
        guard let index = subviews.firstIndex(where: { $0 === view }) else { return }
        subviews.insert(subviews.remove(at: index), at: 0)
    }

    public func exchangeSubview(at first: Int, withSubviewAt second: Int) {
        guard subviews.indices.contains(first), subviews.indices.contains(second) else { return }
        subviews.swapAt(first, second)
    }

    /// Detaches the view. As in UIKit, constraints between the detached subtree and the rest of the old hierarchy
    /// are deactivated, and the view leaves its stack view's arranged subviews.
    public func removeFromSuperview() {
        guard let parent = superview else { return }
        let subtree = Set(allItemsInSubtree())
        var ancestor: View? = parent
        while let node = ancestor {
            node.removeConstraints(referencing: subtree)
            ancestor = node.superview
        }
        if parent.arrangedSubviews.contains(where: { $0 === self }) { parent.removeArrangedSubview(self) }
        parent.subviews.removeAll { $0 === self }
        superview = nil
    }

    /// Lets this view and everything below it be freed once nothing else holds them. A constraint retains its
    /// items and a view retains the constraints installed on it (UIKit's do not retain their items), so a tree
    /// with constraints keeps itself alive; a long-running process (the preview server) calls this when it is
    /// done with a tree. The views are left empty: no subviews, arranged subviews, constraints or hooks.
    public func releaseTree() {
        var pending: [View] = [self]
        while let view = pending.popLast() {
            pending.append(contentsOf: view.subviews)
            view.clearSubviewAndConstraintBackReferences()
            view.subviews = []
            view.arrangedSubviews = []
            view.customSpacings = [:]
            view.layoutSubviewsHook = nil
            view.installedConstraints = []
        }
    }

    /// Keys of this view, its descendants, and every guide they own.
    func allItemsInSubtree() -> [ItemKey] {
        var keys: [ItemKey] = [ItemKey(self)]
        keys.append(contentsOf: ownedGuides.map { ItemKey($0) })
        for child in subviews { keys.append(contentsOf: child.allItemsInSubtree()) }
        return keys
    }

    /// Guides this view owns that have been created (built-in ones are created on first access).
    var ownedGuides: [LayoutGuide] {
        // Most views own no guide: avoid building an array for them on every pass.
        if stackSpacerGuides.isEmpty && createdBuiltInGuides.isEmpty { return layoutGuides }
        return layoutGuides + stackSpacerGuides + createdBuiltInGuides
    }

    /// Calls `body` with each guide of `ownedGuides`, in its order, without building the list: every pass reads
    /// and writes the guides of every view, and a stack view's list was two concatenations each time.
    func forEachOwnedGuide(_ body: (LayoutGuide) -> Void) {
        for guide in layoutGuides { body(guide) }
        for guide in stackSpacerGuides { body(guide) }
        for guide in createdBuiltInGuides { body(guide) }
    }

    var createdBuiltInGuides: [LayoutGuide] = [] { didSet { noteLayoutInputChanged() } }
    var stackSpacerGuides: [LayoutGuide] = [] { didSet { noteLayoutInputChanged() } }

    private func removeConstraints(referencing items: Set<ItemKey>) {
        let doomed = installedConstraints.filter { c in
            items.contains(ItemKey(c.firstItem)) || (c.secondItem.map { items.contains(ItemKey($0)) } ?? false)
        }
        for constraint in doomed { constraint.deactivate() }
    }

    // MARK: Stack view arrangement

    /// UIStackView.addArrangedSubview: adds `view` as a subview if needed, appends it to the arrangement and
    /// sets its translatesAutoresizingMaskIntoConstraints to false (reference §7.4 item 4).
    public func addArrangedSubview(_ view: View) {
        insertArrangedSubview(view, at: arrangedSubviews.count - (isArranged(view) ? 1 : 0))
    }

    public func insertArrangedSubview(_ view: View, at index: Int) {
        guard view !== self, !isDescendant(of: view) else { return }
        if view.superview === self { arrangedSubviews.removeAll { $0 === view } }
        if view.superview !== self { addSubview(view) }
        arrangedSubviews.insert(view, at: max(0, min(index, arrangedSubviews.count)))
        view.translatesAutoresizingMaskIntoConstraints = false
    }

    /// Arranged views are always subviews (`removeFromSuperview` takes a view out of the arrangement), so a view
    /// that is not a subview needs no scan of the list: a loop adding n new views stays linear in n.
    private func isArranged(_ view: View) -> Bool {
        view.superview === self && arrangedSubviews.contains { $0 === view }
    }

    /// Removes `view` from the arrangement; it stays a subview (UIStackView.h).
    public func removeArrangedSubview(_ view: View) {
        arrangedSubviews.removeAll { $0 === view }
        customSpacings[ObjectIdentifier(view)] = nil
    }

    /// UIStackView.setCustomSpacing(_:after:); `spacingUseDefault` removes the custom value. As UIStackView.h says,
    /// the value is "ignored if arrangedSubview is not actually an arranged subview", and it is "not [maintained]
    /// after it is removed from the arrangedSubviews list" (by `removeArrangedSubview` or `removeFromSuperview`).
    public func setCustomSpacing(_ spacing: Double, after view: View) {
        guard arrangedSubviews.contains(where: { $0 === view }) else { return }
        customSpacings[ObjectIdentifier(view)] = spacing == View.spacingUseDefault ? nil : spacing
    }

    /// UIStackView.customSpacing(after:): nil when none was set (UIKit returns `UIStackView.spacingUseDefault`).
    public func customSpacing(after view: View) -> Double? {
        customSpacings[ObjectIdentifier(view)]
    }
}

/// A priority a view sets on one axis or both (nil: the kind's default).
private struct AxisOverrides {
    private var horizontal: Double?
    private var vertical: Double?

    subscript(axis: Axis) -> Double? {
        get { axis == .horizontal ? horizontal : vertical }
        set { if axis == .horizontal { horizontal = newValue } else { vertical = newValue } }
    }
}
