import AutoLayout
import SwiftSubset

/// UISegmentedControl's segments: what `init(items:)`, the insert, remove and set methods keep, and what the
/// control's intrinsic width and the preview are made from (`View.segments`).
extension ViewObject {
    /// Segment methods of UISegmentedControl. `setTitle`, `setImage` and `setContentOffset` are segment methods
    /// only with a `forSegmentAt:` label (buttons and scroll views have their own).
    static let segmentMethodNames: Set<String> = [
        "insertSegment", "removeSegment", "removeAllSegments", "setTitle", "setImage", "titleForSegment",
        "imageForSegment", "setContentOffset",
    ]

    /// A segment for an element of `init(items:)`: UIKit takes strings and images (`[Any]`).
    func segment(for item: Value) -> SegmentedControlSegment {
        if case .object(let o) = item, let image = o as? ImageObject {
            return SegmentedControlSegment(imageName: image.name, imageSize: image.size)
        }
        return SegmentedControlSegment(title: Convert.string(item))
    }

    /// Calls a segment method of a segmented control; nil when `name` is not one (or has no `forSegmentAt:` where
    /// the name is shared).
    func segmentCall(_ name: String, _ args: Args, _ rt: Runtime, loc: Loc) throws -> Value? {
        guard kind == .segmentedControl, ViewObject.segmentMethodNames.contains(name) else { return nil }
        if ["setTitle", "setImage", "setContentOffset"].contains(name) && args.named("forSegmentAt") == nil { return nil }
        let count = view.segments.count
        // Out-of-range indexes are pinned, as Apple documents for each of these methods: an insertion past the
        // end appends; any other index past the last segment means the last segment. (In UIKit the index is
        // unsigned, so a negative one is past the end too.)
        func existing(_ label: String) -> Int? {
            guard count > 0 else { return nil }
            let index = args.named(label)?.asInt ?? 0
            return index < 0 || index >= count ? count - 1 : index
        }
        switch name {
        case "insertSegment":
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
        case "removeSegment":
            guard let index = existing("at") else { break }
            view.segments.remove(at: index)
            // Removing the selected segment leaves none selected; the others keep theirs [MEM].
            if view.selectedSegmentIndex == index { view.selectedSegmentIndex = View.noSegment }
            else if view.selectedSegmentIndex > index { view.selectedSegmentIndex -= 1 }
        case "removeAllSegments":
            view.segments = []
            view.selectedSegmentIndex = View.noSegment
        case "setTitle":
            // A segment shows a title or an image: the title replaces an image.
            guard let index = existing("forSegmentAt") else { break }
            view.segments[index] = SegmentedControlSegment(title: Convert.string(args.first))
        case "setImage":
            guard let index = existing("forSegmentAt") else { break }
            view.segments[index] = args.first.map { segment(for: $0) } ?? SegmentedControlSegment(title: nil)
        case "setContentOffset":
            // "Adjusts the offset for drawing the content" of a segment (Apple): drawing only.
            return .void
        case "titleForSegment":
            guard let index = existing("at"), let title = view.segments[index].title else { return .nilValue }
            return .string(title)
        case "imageForSegment":
            guard let index = existing("at"), let name = view.segments[index].imageName,
                  let size = view.segments[index].imageSize else { return .nilValue }
            return .object(ImageObject(name: name, size: size))
        default:
            return nil
        }
        // Like UIKit's own content setters, a change of segments invalidates the intrinsic size.
        rt.intrinsicSizeInvalidated.insert(ObjectIdentifier(self))
        return .void
    }
}
