import AutoLayout
import SwiftSubset

/// UISegmentedControl's segments: what `init(items:)`, the insert, remove and set methods (ControlMethodsAPI)
/// keep, and what the control's intrinsic width and the preview are made from (`View.segments`).
extension ViewObject {
    /// A segment for an element of `init(items:)`: UIKit takes strings and images (`[Any]`).
    func segment(for item: Value) -> SegmentedControlSegment {
        if case .object(let o) = item, let image = o as? ImageObject {
            return SegmentedControlSegment(imageName: image.name, imageSize: image.size)
        }
        return SegmentedControlSegment(title: Convert.string(item))
    }

    /// The segment the index labelled `label` means; nil when there is none. Any index past the last segment
    /// means the last one, as Apple documents for each of these methods (in UIKit the index is unsigned, so a
    /// negative one is past the end too).
    func existingSegment(_ args: Args, _ label: String) -> Int? {
        let count = view.segments.count
        guard count > 0 else { return nil }
        let index = args.named(label)?.asInt ?? 0
        return index < 0 || index >= count ? count - 1 : index
    }

    /// `insertSegment(withTitle:at:animated:)`, `(with:at:animated:)` (an image), `(action:at:animated:)`: an
    /// insertion past the end appends.
    func insertSegment(_ args: Args) {
        let count = view.segments.count
        let content: SegmentedControlSegment
        if let image = args.named("with") {
            content = segment(for: image)
        } else if case .function(let action)? = args.named("action") {
            // "Segments prefer images over titles when the action contains both" (Apple).
            content = action.actionImage.map { segment(for: $0) } ?? SegmentedControlSegment(title: action.actionTitle)
        } else {
            content = SegmentedControlSegment(title: Convert.string(args.named("withTitle")))
        }
        let requested = args.named("at")?.asInt ?? count
        let index = requested < 0 || requested > count ? count : requested
        view.segments.insert(content, at: index)
        // The selection stays on the segment it was on [MEM].
        if view.selectedSegmentIndex >= index { view.selectedSegmentIndex += 1 }
    }

    /// `removeSegment(at:animated:)`.
    func removeSegment(_ args: Args) {
        guard let index = existingSegment(args, "at") else { return }
        view.segments.remove(at: index)
        // Removing the selected segment leaves none selected; the others keep theirs [MEM].
        if view.selectedSegmentIndex == index { view.selectedSegmentIndex = View.noSegment }
        else if view.selectedSegmentIndex > index { view.selectedSegmentIndex -= 1 }
    }
}
