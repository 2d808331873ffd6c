import LayoutFrames

/// What selecting a SwiftUI view shows instead of constraints (SwiftUI has none), as Xcode's canvas does: the
/// padding a `padding` box adds, hatched, and the spacing to its neighbours in a stack, as I-bars with the number.
///
/// Both are hidden children of the view's element that preview.css shows for `.cg-selected` (and the spacing
/// also for the selected view's next sibling), so they follow the element through devices and widths with no
/// script: the padding lies inside the box; the spacing before a view lies just outside its leading edge. A view
/// that clips its content (`.clipped()`, `.clipShape`) hides the spacing before it; the spacing after it, drawn
/// by its next sibling, still shows.
enum SwiftUIBoxMarks {
    /// The I-bar for the spacing before the view in a stack, at its leading edge, centred across the stack's axis.
    static func gapHTML(_ view: ViewFrame, parentType: String?) -> String {
        guard let gap = view.spacingBefore, gap > 0, let axis = axis(of: parentType) else { return "" }
        let size = HTMLText.number(gap)
        let place = axis == "v" ? "top:-\(size)px;height:\(size)px" : "left:-\(size)px;width:\(size)px"
        return "<i class=\"cg-su-gap cg-su-\(axis)\" data-gap=\"\(size)\" style=\"\(place)\" aria-hidden=\"true\"></i>"
    }

    /// The hatched padding of a `padding` box.
    static func html(_ view: ViewFrame) -> String {
        guard let insets = view.padding, insets.count == 4, insets.contains(where: { $0 > 0 }) else { return "" }
        let widths = insets.map { HTMLText.number(max(0, $0)) + "px" }
        return "<i class=\"cg-su-pad\" style=\"border-width:\(widths.joined(separator: " "))\""
            + " title=\"\(HTMLText.escape(view.modifier ?? "padding"))\" aria-hidden=\"true\"></i>"
    }

    /// `v` for a vertical stack, `h` for a horizontal one; nil for containers without spacing.
    static func axis(of type: String?) -> String? {
        switch type {
        case "VStack"?, "LazyVStack"?: return "v"
        case "HStack"?, "LazyHStack"?: return "h"
        default: return nil
        }
    }
}
