import LayoutFrames

/// A hand-derived block whose second state changes only a scroll view's content offset, as a paging step does:
/// `scrollView.setContentOffset(CGPoint(x: 393, y: 0), animated: true)`. iPhone 15 (393×852, safe area 59/34),
/// a fill host: `self` is [0, 0, 393, 852].
///
/// ```
/// scroll.snp.makeConstraints { $0.top.equalTo(safeAreaLayoutGuide); $0.leading.trailing.equalToSuperview() // 12, 13
///     $0.height.equalTo(200) }                                                                             // 14
/// // pageA and pageB: 393 × 200 each, side by side in the content (contentSize 786 × 200)
/// ```
/// Frames do not move when the offset changes: `screen` is defined with every content offset at zero
/// (DESIGN.md §6), so both states have the same frames and only `contentOffset` says where the reader looks.
enum PagingFixtureBlock {
    static var block: BlockFrames { block(width: 393) }

    /// The block on a canvas `w` wide (the width handle's runs): pages are `w` wide and the step scrolls by `w`.
    static func block(width pageWidth: Double) -> BlockFrames {
        BlockFrames(id: "preview-paging-1", line: 10, class: "PagingView", host: "fill",
                    device: DeviceInfo(name: "iPhone 15", size: [pageWidth, 852], safeArea: [59, 0, 34, 0]),
                    // UIKit's logs quote long unbreakable tokens; on a phone the panel must wrap them, not widen
                    // the page (the browser check fails when the page scrolls sideways at 390 px).
                    diagnostics: [FrameDiagnostic(severity: "note", code: "log", line: 12, column: 5,
                        message: "<NSLayoutConstraint:0x682 'UIView-Encapsulated-Layout-Width' UIWindow:canvas.width == 393>",
                        expected: false, notes: [FrameNote(message: "UILayoutGuide:0x681'UIViewSafeAreaLayoutGuide'.leading", line: 12)])],
                    states: [state(name: "initial", action: nil, offset: nil, pageWidth: pageWidth),
                             state(name: "nextPage()", action: "nextPage()", offset: [pageWidth, 0],
                                   pageWidth: pageWidth)])
    }

    private static func state(name: String, action: String?, offset: [Double]?, pageWidth: Double) -> StateFrames {
        var blue = ViewStyle(); blue.backgroundColor = "system:systemBlue"
        var green = ViewStyle(); green.backgroundColor = "system:systemGreen"
        var clip = ViewStyle(); clip.clipsToBounds = true
        // scroll: top at the safe area (59), full width, 200 tall. Pages are laid out in content coordinates.
        var scroll = ViewFrame(path: "scroll", type: "UIScrollView", frame: [0, 59, pageWidth, 200],
                               screen: [0, 59, pageWidth, 200], hidden: false, alpha: 1,
                               contentSize: [2 * pageWidth, 200], style: clip, superview: "self")
        scroll.contentOffset = offset
        let views = [
            ViewFrame(path: "self", type: "PagingView", frame: [0, 0, pageWidth, 852], screen: [0, 0, pageWidth, 852],
                      hidden: false, alpha: 1),
            scroll,
            ViewFrame(path: "pageA", type: "UIView", frame: [0, 0, pageWidth, 200], screen: [0, 59, pageWidth, 200],
                      hidden: false, alpha: 1, style: blue, superview: "scroll"),
            ViewFrame(path: "pageB", type: "UIView", frame: [pageWidth, 0, pageWidth, 200],
                      screen: [pageWidth, 59, pageWidth, 200], hidden: false, alpha: 1, style: green,
                      superview: "scroll"),
        ]
        let constraints = [
            ConstraintRecord(first: "scroll.top", relation: "==", second: "self.safeAreaLayoutGuide.top", multiplier: 1,
                             constant: 0, priority: 1000, origin: "snapkit", line: 12, broken: false),
            ConstraintRecord(first: "scroll.height", relation: "==", second: nil, multiplier: 1, constant: 200,
                             priority: 1000, origin: "snapkit", line: 14, broken: false),
        ]
        return StateFrames(name: name, action: action, keyboard: nil,
                           transition: action == nil ? nil : Transition(duration: 0.3),
                           views: views, constraints: constraints)
    }
}
