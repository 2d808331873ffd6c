/// UILayoutGuide: a rectangle that takes part in layout without being drawn.
///
/// Built-in guides (safe area, layout margins, readable content, keyboard, a scroll view's content and frame guides, and the hidden
/// spacer guides of stack views) are created by their owning view; lesson code creates its own with
/// `View.addLayoutGuide(_:)`.
public final class LayoutGuide: LayoutItem {
    /// What the guide stands for; decides the system constraints that define it.
    public enum Role: Equatable, Sendable {
        /// A guide added by lesson code; only constraints position it.
        case user
        case safeArea
        case layoutMargins
        /// UIView.readableContentGuide: the layout margins guide, narrowed to the readable width and centred in it.
        case readableContent
        case keyboard
        case scrollContent
        case scrollFrame
        /// A stack view's invisible spacer between two arranged views (equalSpacing, equalCentering) or the
        /// cross-axis spanner; positioned by the stack's own constraints.
        case stackSpacer
    }

    public let role: Role
    /// The view the guide belongs to (UILayoutGuide.owningView).
    /// Not retained; unowned for the reason `View.superview` is, and cleared by the owner's `deinit`.
    public internal(set) unowned(unsafe) var owningView: View? { didSet { owningView?.noteLayoutInputChanged() } }
    /// UILayoutGuide.identifier.
    public var identifier: String { didSet { owningView?.noteLayoutInputChanged() } }
    /// UIKeyboardLayoutGuide.usesBottomSafeArea (default true): while the keyboard is hidden, the guide's top
    /// is the safe area's bottom; when false, the owning view's bottom. Other guides ignore it.
    public var usesBottomSafeArea = true { didSet { owningView?.noteLayoutInputChanged() } }
    /// The solved frame in the owning view's coordinate space, after a layout pass (only guides that constraints
    /// use are solved; `LayoutEngine.layoutFrame(of:)` answers as UIKit for the safe-area, margins and readable content
    /// guides).
    public internal(set) var layoutFrame: Rect = .zero

    private(set) lazy var serial = DebugNumbering.next()

    public init(identifier: String = "") {
        self.role = .user
        self.identifier = identifier
    }

    init(role: Role, owner: View, identifier: String) {
        self.role = role
        self.owningView = owner
        self.identifier = identifier
    }

    public var hierarchyView: View? { owningView }
    public var superviewForConstraints: View? { owningView }

    public var layoutDescription: String {
        // UIKit's log form: UILayoutGuide:0x600003f2c0e0'UIViewSafeAreaLayoutGuide'
        let name = identifier.isEmpty ? "" : "'\(identifier)'"
        return "UILayoutGuide:0x\(String(serial, radix: 16))\(name)"
    }
}
