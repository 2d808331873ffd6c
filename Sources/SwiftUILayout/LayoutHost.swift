/// Where the root view is laid out: the screen, its safe area and pixel scale, and how the root is proposed.
public struct LayoutHost: Hashable, Sendable {
    public enum Sizing: Hashable, Sendable {
        /// A hosting controller that fills the screen: the root is proposed the safe area's size and centred in
        /// it ([WWDC] W19: "the root view gets the screen size minus the safe-area insets").
        case safeArea
        /// A hosting controller's view of this size (placed by UIKit) at the origin of the canvas; the root is
        /// proposed its size minus the safe-area insets that fall inside it.
        case hostView(ViewRect)
    }

    /// The canvas (screen) size in points.
    public var screenSize: ViewSize
    /// The screen's safe area insets (status bar, home indicator).
    public var safeArea: EdgeInsets
    /// Points to pixels (2 or 3).
    public var scale: Double
    public var sizing: Sizing

    public init(screenSize: ViewSize, safeArea: EdgeInsets, scale: Double = 3, sizing: Sizing = .safeArea) {
        self.screenSize = screenSize
        self.safeArea = safeArea
        self.scale = scale
        self.sizing = sizing
    }

    /// DESIGN.md §5's default device, iPhone 15: 393×852, safe area 59 / 34, scale 3.
    public static let iPhone15 = LayoutHost(screenSize: ViewSize(width: 393, height: 852),
                                            safeArea: EdgeInsets(top: 59, leading: 0, bottom: 34, trailing: 0))

    /// The same host with another canvas width (the preview's width handle).
    public func withWidth(_ width: Double) -> LayoutHost {
        var copy = self
        copy.screenSize.width = width
        return copy
    }

    /// The rectangle hosting the root, in canvas coordinates, before the safe area is taken off.
    var hostRect: ViewRect {
        switch sizing {
        case .safeArea: return ViewRect(x: 0, y: 0, width: screenSize.width, height: screenSize.height)
        case .hostView(let rect): return rect
        }
    }

    /// The safe area inside `hostRect`, in canvas coordinates.
    var safeRect: ViewRect {
        let host = hostRect
        let top = max(host.y, safeArea.top)
        let left = max(host.x, safeArea.leading)
        let bottom = min(host.maxY, screenSize.height - safeArea.bottom)
        let right = min(host.maxX, screenSize.width - safeArea.trailing)
        return ViewRect(x: left, y: top, width: max(0, right - left), height: max(0, bottom - top))
    }
}
