import LayoutFrames

/// What selecting a SwiftUI view shows instead of constraints (SwiftUI has none), as Xcode's canvas does: the
/// padding a `padding` box adds, hatched, and the spacing to its neighbours in a stack, as I-bars with the number.
///
/// The padding is a hidden child of the view's element that preview.css shows for `.cg-selected`: it lies inside
/// the box, so it follows the element through devices and widths (its insets are the view's first drawing's).
/// The spacing lies outside the box, where a clipping view would hide a child, so the element only carries it as
/// `data-gap` (points) and `data-axis` (`v` or `h`), and preview.js's `gapMarks` draws the I-bars on the canvas
/// from the current geometry.
enum SwiftUIBoxMarks {
    /// The element's attributes for the spacing before it in a stack.
    static func attributes(_ view: ViewFrame, parentType: String?) -> String {
        guard let gap = view.spacingBefore, gap > 0, let axis = axis(of: parentType) else { return "" }
        return " data-gap=\"\(HTMLText.number(gap))\" data-axis=\"\(axis)\""
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
