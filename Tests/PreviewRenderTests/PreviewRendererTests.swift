import Foundation
import LayoutFrames
@testable import PreviewRender
import Testing

/// The page contract of DESIGN.md §7 and the no-JavaScript initial state.
struct PreviewRendererTests {
    let html = PreviewRenderer().render(PreviewInput(
        block: FixtureBlock.base,
        devices: FixtureBlock.variants.map { DeviceVariant(name: $0.name, orientation: $0.orientation, block: $0.block) },
        widths: FixtureBlock.widths))

    private func count(_ needle: String, in text: String) -> Int {
        text.components(separatedBy: needle).count - 1
    }

    @Test func containerCarriesTheContractAttributes() {
        #expect(html.hasPrefix("<div class=\"cg-preview\" data-preview-id=\"preview-basic-1\" data-state=\"0\""))
        for state in 0..<4 { #expect(html.contains("data-step=\"\(state)\"")) }
        #expect(html.contains("data-device=\"iPhone 15\""))
        #expect(html.contains("data-device=\"iPhone SE\""))
        #expect(html.contains("data-orientation=\"landscape\""))
        #expect(html.contains("data-width min=\"320\" max=\"440\""))
    }

    @Test func everyViewIsOneElementPlacedAtItsInitialFrame() {
        for view in FixtureBlock.base.states[0].views {
            #expect(count("data-path=\"\(view.path)\"", in: html) == 1, "\(view.path)")
        }
        // box: centered in 393 → x = 146.5; title bottom 79 + 34, plus 24 → y = 137.
        #expect(html.contains("data-path=\"box\" data-type=\"UIView\" style=\"background-color:var(--cg-blue);"))
        #expect(html.contains("left:146.5px;top:137px;width:100px;height:100px"))
        // Children of the scroll view live in its content box, sized to the content size (2 × 353 by 120).
        #expect(html.contains("<div class=\"cg-content\" style=\"width:706px;height:120px\"><div class=\"cg-v cg-k-view\" data-path=\"cardA\""))
    }

    @Test func overlayDrawsOneMarkPerConstraintWithItsStatus() {
        let constraints = FixtureBlock.base.states[0].constraints
        #expect(count("<g class=\"cg-mark", in: html) == constraints.count)
        // Line 28 is broken; line 25 takes part in the conflict; the body's height is optional (750).
        #expect(html.contains("cg-mark cg-size cg-broken\" data-constraint=\"9\" data-line=\"28\""))
        #expect(html.contains("cg-mark cg-size cg-conflict\" data-constraint=\"5\" data-line=\"25\""))
        // Line 25 also made box.height == 100, which the conflict does not name.
        #expect(html.contains("cg-mark cg-size\" data-constraint=\"6\" data-line=\"25\""))
        #expect(html.contains("cg-mark cg-size cg-opt\" data-constraint=\"13\" data-line=\"31\""))
        // titleLabel.height == 34 is its intrinsic height: a system mark, shown only when hugging is asked for.
        #expect(html.contains("cg-mark cg-size cg-sys cg-intrinsic\" data-constraint=\"24\""))
        // Spacing is an I-bar with the constant: box.top is 24 below the title's bottom (113 → 137), drawn where
        // the box and the title overlap horizontally.
        #expect(html.contains(">24</text>"))
        // An inequality carries its relation: bodyLabel.height ≥ 20.
        #expect(html.contains(">≥ 20</text>"))
        // Aligned centers are a line with no badge; aligned with the superview, it covers the box (y 137…237)
        // and 6 beyond: box.centerX at x = 196.5.
        #expect(html.contains("<path d=\"M196.5 131L196.5 243\"/></g>"))
    }

    @Test func keyboardAndDiagnosticsAreInThePage() {
        #expect(html.contains("<div class=\"cg-keyboard\" role=\"img\" aria-label=\"Keyboard\" hidden>"))
        #expect(html.contains("<li id=\"preview-basic-1-diag-0\" class=\"cg-diag cg-error cg-expected\" data-line=\"28\">"))
        #expect(html.contains("<li data-line=\"25\"><span class=\"cg-ln\">line 25</span> box.width == 100</li>"))
    }

    @Test func stateDataIsSafeInsideAScriptElement() throws {
        var block = FixtureBlock.base
        block.states[0].views[1].text = "</script><b>x</b>"
        let page = PreviewRenderer().render(PreviewInput(block: block))
        let script = try #require(page.components(separatedBy: "class=\"cg-data\">").last)
        let json = try #require(script.components(separatedBy: "</script>").first)
        #expect(!json.contains("<"))
        #expect(page.contains("&lt;/script&gt;&lt;b&gt;x&lt;/b&gt;"))
        #expect(try JSONSerialization.jsonObject(with: Data(json.utf8)) is [String: Any])
    }

    @Test func whatChangedListsTheUpdatedConstant() {
        let items = ConstraintChanges.listItems(before: FixtureBlock.base.states[0].constraints,
                                                after: FixtureBlock.base.states[1].constraints)
        #expect(items.contains("box.top == titleLabel.bottom + 120"))
        #expect(items.contains("constant 24 → 120"))
        #expect(count("<li", in: items) == 1)
    }

    @Test func superviewsAreInferredWithoutTheField() {
        var views = FixtureBlock.base.states[0].views
        for index in views.indices { views[index].superview = nil }
        let parents = ViewTree.superviews(of: views).map { $0.map { views[$0].path } }
        // photo's canvas origin is cardA's plus its frame origin; cardB (x 353 in content) belongs to scroll.
        #expect(parents[7] == "cardA")
        #expect(parents[8] == "scroll")
        #expect(parents[9] == "view")
    }
}

/// Blocks that could not run, and diagnostics that color the overlay.
struct PreviewProblemTests {
    @Test func aBlockWithoutStatesShowsItsDiagnosticsOnly() {
        let block = BlockFrames(id: "broken-1", line: 3, class: "Broken", host: "fill",
                                device: DeviceInfo(name: "iPhone 15", size: [393, 852], safeArea: [59, 0, 34, 0]),
                                diagnostics: [FrameDiagnostic(severity: "error", code: "syntax", line: 5, column: 9,
                                                              message: "expected ')'")],
                                states: [])
        let html = PreviewRenderer().render(PreviewInput(block: block))
        #expect(html.contains("data-preview-id=\"broken-1\""))
        #expect(html.contains("<span class=\"cg-ln\" data-line=\"5\">line 5:9</span> <b>error</b>"))
        #expect(!html.contains("data-path="))
        #expect(!html.contains("data-step="))
    }

    @Test func constraintsNamedByAnAmbiguityAreOrange() {
        var block = FixtureBlock.base
        block.diagnostics = [FrameDiagnostic(severity: "warning", code: "ambiguous", line: nil, column: nil,
                                             message: "Position of pageControl is ambiguous")]
        let html = PreviewRenderer().render(PreviewInput(block: block))
        // pageControl.top (line 35) and pageControl.centerX (line 36) name the view; nothing else turns orange.
        #expect(html.contains("cg-mark cg-space cg-ambiguous\" data-constraint=\"18\" data-line=\"35\""))
        #expect(html.contains("cg-mark cg-align cg-ambiguous\" data-constraint=\"19\" data-line=\"36\""))
        #expect(html.components(separatedBy: "cg-ambiguous\" data-constraint").count - 1 == 2)
    }
}

struct DeviceVariantTreeTests {
    /// Code may branch on the size class: a view that only the iPad shows still gets an element, hidden on the
    /// block's own device, styled as the iPad draws it.
    @Test func viewsOnlyAnotherDeviceShowsGetHiddenElements() {
        var ipad = FixtureBlock.block(width: 820, height: 1180, safeArea: [24, 0, 20, 0],
                                      keyboardHeight: 400, deviceName: "iPad (10th generation)")
        var sidebar = ViewStyle()
        sidebar.backgroundColor = "system:secondarySystemBackground"
        ipad.states[0].views.append(ViewFrame(path: "sidebar", type: "UIView", frame: [0, 24, 320, 1136],
                                              screen: [0, 24, 320, 1136], hidden: false, alpha: 1, style: sidebar,
                                              superview: "view"))
        let html = PreviewRenderer().render(PreviewInput(
            block: FixtureBlock.base,
            devices: [DeviceVariant(name: "iPad (10th generation)", orientation: "portrait", block: ipad)]))
        #expect(html.contains("data-path=\"sidebar\" data-type=\"UIView\" style=\"background-color:var(--cg-secondaryBackground)\" hidden>"))
    }
}

struct TruncationTests {
    /// The width sweep with the body label reported truncated from 320 to 340 pt (the page flags it only there).
    static var widthsCuttingTheBody: [Int: BlockFrames] {
        var widths = FixtureBlock.widths
        for width in 320...340 {
            widths[width]?.diagnostics.append(FrameDiagnostic(severity: "warning", code: "truncated-text", line: 30,
                column: 5, message: "Text of UILabel:bodyLabel is truncated: \"Har bir\" needs more than \(width - 40)."))
        }
        return widths
    }

    /// Each device and width is solved on its own, and so is its truncation: the player data carries the flags
    /// per device and, for the width handle, as runs of widths.
    @Test func truncationIsKeptPerDeviceAndWidth() throws {
        var se = FixtureBlock.variants[0].block
        se.diagnostics.append(FrameDiagnostic(severity: "warning", code: "truncated-text", line: 20, column: 5,
                                              message: "Text of UILabel:titleLabel is truncated: \"Salom\""))
        let html = PreviewRenderer().render(PreviewInput(
            block: FixtureBlock.base, devices: [DeviceVariant(name: "iPhone SE", orientation: "portrait", block: se)],
            widths: Self.widthsCuttingTheBody))
        // Not on the block's own device: the initial HTML flags nothing.
        #expect(!html.contains("data-truncated"))
        let json = try #require(html.components(separatedBy: "class=\"cg-data\">").last?
            .components(separatedBy: "</script>").first)
        let data = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        let devices = try #require(data["devices"] as? [[String: Any]])
        #expect(devices.map { $0["tr"] as? [Int] } == [[], [1]])   // titleLabel is element 1
        let sweep = try #require(data["sweep"] as? [String: Any])
        #expect(sweep["tr"] as? [[Int]] == [[4, 320, 340]])       // bodyLabel is element 4
    }

    @Test func runsOfWidthsSplitWhereTheTextFits() {
        let tree = ViewTree(states: FixtureBlock.base.states)
        let widths = [320, 321, 322, 323]
        let blocks = widths.map { width -> BlockFrames in
            var block = FixtureBlock.widths[width]!
            if width != 322 {
                block.diagnostics.append(FrameDiagnostic(severity: "warning", code: "truncated-text", line: 30,
                                                         column: 5, message: "Text of UILabel:bodyLabel is truncated"))
            }
            return block
        }
        #expect(TruncatedText.widthRanges(widths: widths, blocks: blocks, tree: tree) == [[4, 320, 321], [4, 323, 323]])
    }

    @Test func aTruncatedTextDiagnosticMarksTheLabel() {
        var block = FixtureBlock.base
        block.diagnostics.append(FrameDiagnostic(severity: "warning", code: "truncated-text", line: 30, column: 5,
            message: "Text of UILabel:bodyLabel is truncated: \"Har bir\" needs more than 353."))
        let html = PreviewRenderer().render(PreviewInput(block: block))
        #expect(html.contains("data-path=\"bodyLabel\" data-type=\"UILabel\" data-lh=\"20.574\" data-lines=\"0\" data-truncated=\"true\""))
        #expect(!html.contains("data-path=\"titleLabel\" data-type=\"UILabel\" data-lh=\"33.886\" data-lines=\"1\" data-truncated"))
    }
}

struct MalformedFramesTests {
    /// Frames from a hand-edited snapshot can be short or empty; the preview still renders what it can.
    @Test func shortArraysDoNotCrash() {
        let view = ViewFrame(path: "self", type: "UIView", frame: [1, 2], screen: [], hidden: false, alpha: 2,
                             contentSize: [5], text: nil)
        let child = ViewFrame(path: "self.subviews[0]", type: "UILabel", frame: [0, 0, 10, 10], screen: [0, 0, 10, 10],
                              hidden: false, alpha: 1, text: "x")
        let constraints = [
            ConstraintRecord(first: "self.subviews[0].top", relation: "==", second: "self.safeAreaLayoutGuide.top",
                             multiplier: 1, constant: 8, priority: 1000, origin: "snapkit", line: 3, broken: false),
            ConstraintRecord(first: "nowhere", relation: "=", second: "self.keyboardLayoutGuide.bottom",
                             multiplier: 1, constant: 0, priority: 0, origin: "?", line: nil, broken: false),
        ]
        let block = BlockFrames(id: "odd", line: 1, class: "X", host: "fill",
                                device: DeviceInfo(name: "", size: [], safeArea: [1]), diagnostics: [],
                                states: [StateFrames(name: "initial", action: nil, keyboard: [1], views: [view, child],
                                                     constraints: constraints)])
        let html = PreviewRenderer().render(PreviewInput(block: block, widths: [320: block, 321: block]))
        #expect(html.contains("data-path=\"self.subviews[0]\""))
        #expect(html.components(separatedBy: "<g class=\"cg-mark").count - 1 == 2)
    }
}
