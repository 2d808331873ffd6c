import AutoLayout
import SwiftSubset

/// The methods of UIKit's containers and small controls: stack views, scroll and table views, cells, activity
/// indicators, switches, progress views, segmented controls (ViewObject+Segments.swift) and toolbars.
enum ControlMethodsAPI {
    static let stack = ["UIStackView"], segmented = ["UISegmentedControl"]

    static let stackMethods: [UIKitMethod] = [
        .method("addArrangedSubview(_:)", on: stack, invalidates: .layout) { o, args, _, loc in
            o.view.addArrangedSubview(try o.childArg(args.first, "addArrangedSubview", loc).view)
            return .void
        },
        .method("insertArrangedSubview(_:at:)", on: stack, invalidates: .layout) { o, args, _, loc in
            let child = try o.childArg(args.first, "insertArrangedSubview", loc)
            o.view.insertArrangedSubview(child.view, at: args.named("at")?.asInt ?? o.view.arrangedSubviews.count)
            return .void
        },
        .method("removeArrangedSubview(_:)", on: stack, invalidates: .layout) { o, args, _, loc in
            o.view.removeArrangedSubview(try o.viewArg(args.first, "removeArrangedSubview", loc).view)
            return .void
        },
        .method("setCustomSpacing(_:after:)", on: stack, invalidates: .layout,
                note: "after a view not arranged in the stack: a `no-effect` warning") { o, args, rt, loc in
            let after = try o.viewArg(args.named("after"), "after", loc).view
            // UIKit ignores a custom spacing after a view that is not (yet) arranged in the stack, without a word;
            // the usual cause is calling it before addArrangedSubview, which an author wants to hear.
            if o.kind == .stackView, !o.view.arrangedSubviews.contains(where: { $0 === after }) {
                rt.interp.warn("no-effect", "'setCustomSpacing(_:after:)' has no effect: \(after.layoutDescription) is "
                               + "not an arranged subview of \(o.view.layoutDescription); call it after addArrangedSubview",
                               at: loc)
            }
            o.view.setCustomSpacing(try Convert.double(args.first, "spacing", loc), after: after)
            return .void
        },
        .method("customSpacing(after:)", on: stack,
                note: "`UIStackView.spacingUseDefault` without a custom spacing (UIStackView.h)") { o, args, _, loc in
            .double(o.view.customSpacing(after: try o.viewArg(args.named("after"), "after", loc).view) ?? View.spacingUseDefault)
        },
    ]

    static let smallControlMethods: [UIKitMethod] = [
        .method("startAnimating()", on: ["UIActivityIndicatorView"], invalidates: .display,
                note: "shows the indicator when `hidesWhenStopped`") { o, _, _, _ in
            o.inert["isAnimating"] = .bool(true)
            if o.inert["hidesWhenStopped"]?.asBool == true { o.view.isHidden = false }
            return .void
        },
        .method("stopAnimating()", on: ["UIActivityIndicatorView"], invalidates: .display,
                note: "hides the indicator when `hidesWhenStopped`") { o, _, _, _ in
            o.inert["isAnimating"] = .bool(false)
            if o.inert["hidesWhenStopped"]?.asBool == true { o.view.isHidden = true }
            return .void
        },
        .method("setOn(_:animated:)", on: ["UISwitch"], invalidates: .display) { o, args, _, _ in
            o.view.isOn = Convert.bool(args.first)
            return .void
        },
        .method("setProgress(_:animated:)", on: ["UIProgressView"], invalidates: .display) { o, args, _, _ in
            o.view.progress = args.first?.asDouble ?? 0
            return .void
        },
        .noEffect("setSelected(_:animated:)", on: ["UITableViewCell"]),
        .noEffect("setHighlighted(_:animated:)", on: ["UITableViewCell"]),
        .noEffect("prepareForReuse()", on: ["UITableViewCell", "UICollectionReusableView"]),
    ]

    static func isSegmented(_ o: ViewObject, _: Args) -> Bool { o.kind == .segmentedControl }
    /// `setTitle`, `setImage` and `setContentOffset` are segment methods only with a `forSegmentAt:` label
    /// (buttons and scroll views have their own).
    static func isSegmentCall(_ o: ViewObject, _ args: Args) -> Bool {
        o.kind == .segmentedControl && args.named("forSegmentAt") != nil
    }

    /// Segment methods: out-of-range indexes are pinned as Apple documents for each (ViewObject+Segments.swift);
    /// a change of segments invalidates the intrinsic size, as UIKit's own content setters do.
    static let segmentMethods: [UIKitMethod] = [
        .method("insertSegment(withTitle:at:animated:)", on: segmented, invalidates: [.intrinsicSize, .layout],
                note: "also `insertSegment(with:at:animated:)` (an image) and `(action:at:animated:)`",
                when: isSegmented) { o, args, _, _ in
            o.insertSegment(args)
            return .void
        },
        .method("removeSegment(at:animated:)", on: segmented, invalidates: [.intrinsicSize, .layout],
                when: isSegmented) { o, args, _, _ in
            o.removeSegment(args)
            return .void
        },
        .method("removeAllSegments()", on: segmented, invalidates: [.intrinsicSize, .layout], when: isSegmented) { o, _, _, _ in
            o.view.segments = []
            o.view.selectedSegmentIndex = View.noSegment
            return .void
        },
        .method("setTitle(_:forSegmentAt:)", on: segmented, invalidates: [.intrinsicSize, .layout],
                note: "the title replaces an image", when: isSegmentCall) { o, args, _, _ in
            if let index = o.existingSegment(args, "forSegmentAt") {
                o.view.segments[index] = SegmentedControlSegment(title: Convert.string(args.first))
            }
            return .void
        },
        .method("setImage(_:forSegmentAt:)", on: segmented, invalidates: [.intrinsicSize, .layout],
                when: isSegmentCall) { o, args, _, _ in
            if let index = o.existingSegment(args, "forSegmentAt") {
                o.view.segments[index] = args.first.map { o.segment(for: $0) } ?? SegmentedControlSegment(title: nil)
            }
            return .void
        },
        .noEffect("setContentOffset(_:forSegmentAt:)", on: segmented,
                  note: "\"adjusts the offset for drawing the content\" of a segment (Apple): drawing only",
                  when: isSegmentCall),
        .method("titleForSegment(at:)", on: segmented, when: isSegmented) { o, args, _, _ in
            guard let index = o.existingSegment(args, "at"), let title = o.view.segments[index].title else { return .nilValue }
            return .string(title)
        },
        .method("imageForSegment(at:)", on: segmented, when: isSegmented) { o, args, _, _ in
            guard let index = o.existingSegment(args, "at"), let name = o.view.segments[index].imageName,
                  let size = o.view.segments[index].imageSize else { return .nilValue }
            return .object(ImageObject(name: name, size: size))
        },
        .noEffect("setEnabled(_:forSegmentAt:)", on: segmented),
    ]

    static let scrollMethods: [UIKitMethod] = [
        .method("setContentOffset(_:animated:)", on: ["UIScrollView"], invalidates: .layout) { o, args, rt, loc in
            if let p = args.first.flatMap(Geometry.toPoint) { try rt.scroll(o, to: Point(x: p.0, y: p.1), loc: loc) }
            return .void
        },
        .method("scrollRectToVisible(_:animated:)", on: ["UIScrollView"], invalidates: .layout,
                note: "the nearest offset showing the rect, within the scrollable range") { o, args, rt, loc in
            guard let rect = args.first.flatMap(Geometry.toRect) else {
                throw ScriptError("type-mismatch", "scrollRectToVisible expects a CGRect", at: loc)
            }
            try rt.scroll(o, to: rt.offsetShowing(rect, in: o.view), loc: loc)
            return .void
        },
        .noEffect("register(_:forCellReuseIdentifier:)", on: ["UITableView", "UICollectionView"]),
        .noEffect("reloadData()", on: ["UITableView", "UICollectionView"]),
        .method("dequeueReusableCell(withIdentifier:)", on: ["UITableView"],
                note: "answers nil") { _, _, _, _ in .nilValue },
    ]

    /// A toolbar is a plain view to the runtime, so only toolbars answer these (not every view).
    static let toolbarMethods: [UIKitMethod] = [
        .method("setItems(_:animated:)", on: ["UIToolbar"], note: "stored; the preview draws no bar items",
                when: { o, _ in o.isToolbar }) { o, args, _, _ in
            o.inert["items"] = args.first ?? .nilValue
            return .void
        },
    ]
}
