import AutoLayout
import SwiftSubset

/// UITextField's overlay views, `leftView` and `rightView`. As UIKit's `layoutSubviews` does, the field adds an
/// overlay view as its subview while its mode (`leftViewMode`, `rightViewMode`) shows it and removes it otherwise;
/// `leftViewRect(forBounds:)` puts it at the leading edge (`rightViewRect`: the trailing edge), centred vertically,
/// in its own frame's size (its intrinsic size while its frame is empty), and `textRect(forBounds:)` leaves out
/// the room it takes (Apple: UITextField.leftView, leftViewRect(forBounds:), textRect(forBounds:)) [UNVERIFIED:
/// the project's reference has no entry; the field's intrinsic size is left unchanged].
extension ViewObject {
    /// The two overlay sides: the stored view's and mode's property names.
    enum OverlaySide: CaseIterable {
        case left, right
        var viewKey: String { self == .left ? "leftView" : "rightView" }
        var modeKey: String { self == .left ? "leftViewMode" : "rightViewMode" }
    }

    /// The overlay view code set on this side, if any.
    func overlayView(_ side: OverlaySide) -> ViewObject? {
        if case .object(let o)? = inert[side.viewKey] { return o as? ViewObject }
        return nil
    }

    /// Whether the side's mode shows its view now: `.always`, `.whileEditing` while the field is first responder,
    /// `.unlessEditing` while it is not; `.never` (the default) hides it.
    func overlayShows(_ side: OverlaySide) -> Bool {
        let editing = runtime.firstResponder === self
        switch Convert.caseName(inert[side.modeKey]) {
        case "always", "3": return true
        case "whileEditing", "1": return editing
        case "unlessEditing", "2": return !editing
        default: return false
        }
    }

    /// Sets an overlay view or mode, taking a replaced view off the field, and lets the field place its overlays
    /// in every layout pass from now on.
    func setOverlay(_ key: String, _ value: Value) {
        for side in OverlaySide.allCases where side.viewKey == key {
            if let old = overlayView(side), old.view.superview === view { old.view.removeFromSuperview() }
        }
        inert[key] = value
        if kind == .textField, view.layoutSubviewsHook == nil {
            view.layoutSubviewsHook = { [weak self] _ in self?.layOutOverlays() }
        }
        layOutOverlays()
    }

    /// Adds the shown overlay views to the field at their rectangles, and removes the hidden ones.
    func layOutOverlays() {
        let bounds = view.bounds
        for side in OverlaySide.allCases {
            guard let overlay = overlayView(side), overlay.view !== view, !view.isDescendant(of: overlay.view) else { continue }
            guard overlayShows(side) else {
                if overlay.view.superview === view { overlay.view.removeFromSuperview() }
                continue
            }
            if overlay.view.superview !== view { _ = view.addSubview(overlay.view) }
            var size = overlay.view.frame.size
            if size.width == 0 && size.height == 0 {
                let intrinsic = runtime.engine.intrinsicContentSize(of: overlay.view)
                size = Size(width: max(0, intrinsic.width), height: max(0, intrinsic.height))
            }
            let rect = Rect(x: side == .left ? 0 : bounds.width - size.width, y: (bounds.height - size.height) / 2,
                            width: size.width, height: size.height)
            if overlay.view.frame != rect { overlay.view.frame = rect }
        }
    }

    /// The room the shown overlay views take from the field's text, [left, right], or nil when none shows.
    var overlayTextInsets: [Double]? {
        guard kind == .textField else { return nil }
        let sides = OverlaySide.allCases.map { side -> Double in
            guard let overlay = overlayView(side), overlay.view.superview === view, overlayShows(side) else { return 0 }
            return overlay.view.frame.width
        }
        return sides.contains(where: { $0 > 0 }) ? sides : nil
    }
}
