import LayoutFrames
@testable import PreviewRender
import Testing

/// Selecting a SwiftUI view shows its padding and the stack spacing around it (SwiftUIBoxMarks): the page carries
/// the padding as a hatched child of the padding box and the spacing as an I-bar child at the leading edge of each
/// stack child that has spacing before it.
struct SwiftUIBoxMarksTests {
    private func view(_ path: String, _ type: String, _ frame: [Double], superview: String?) -> ViewFrame {
        ViewFrame(path: path, type: type, frame: frame, screen: frame, hidden: false, alpha: 1, superview: superview)
    }

    @Test func paddingIsHatchedAndSpacingIsOnTheStacksChildren() {
        var padding = view("root", "padding", [0, 0, 100, 60], superview: "hosting")
        padding.padding = [12, 16, 12, 16]
        padding.modifier = "padding(.horizontal, 16)"
        let stack = view("root.0", "VStack", [16, 12, 68, 36], superview: "root")
        let first = view("root.0.0", "Text", [0, 0, 68, 14], superview: "root.0")
        var second = view("root.0.1", "Text", [0, 22, 68, 14], superview: "root.0")
        second.spacingBefore = 8
        let hosting = view("hosting", "UIHostingController.view", [0, 0, 393, 852], superview: nil)
        let block = BlockFrames(id: "s", line: 1, class: "#Preview", host: "swiftui",
                                device: DeviceInfo(name: "iPhone 15", size: [393, 852], safeArea: [59, 0, 34, 0]),
                                diagnostics: [], states: [StateFrames(name: "initial", action: nil, keyboard: nil,
                                    views: [hosting, padding, stack, first, second], constraints: [])])
        let html = PreviewRenderer().render(PreviewInput(block: block))
        #expect(html.contains("<i class=\"cg-su-pad\" style=\"border-width:12px 16px 12px 16px\""
                              + " title=\"padding(.horizontal, 16)\" aria-hidden=\"true\"></i>"))
        // The second text sits 8 pt below the first (22 = 14 + 8): its I-bar spans the 8 pt above its top edge.
        #expect(html.contains("<i class=\"cg-su-gap cg-su-v\" data-gap=\"8\" style=\"top:-8px;height:8px\" aria-hidden=\"true\"></i>"))
        // The first child has no spacing before it, and the stack's own box is no stack child.
        #expect(html.components(separatedBy: "cg-su-gap").count == 2)
        #expect(html.components(separatedBy: "cg-su-pad").count == 2)
    }

    @Test func axisFollowsTheStack() {
        #expect(SwiftUIBoxMarks.axis(of: "HStack") == "h")
        #expect(SwiftUIBoxMarks.axis(of: "VStack") == "v")
        #expect(SwiftUIBoxMarks.axis(of: "ZStack") == nil)
    }
}
