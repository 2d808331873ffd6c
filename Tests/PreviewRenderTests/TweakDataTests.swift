import Foundation
import LayoutFrames
@testable import PreviewRender
import Testing

/// The page's data for tweak sliders and steps (issue 24): hand-made frames of a box whose top constraint's
/// constant is the tweaked literal, so every expected number follows from `top = value`.
struct TweakDataTests {
    static let device = DeviceInfo(name: "iPhone 15", size: [393, 852], safeArea: [59, 0, 34, 0])

    /// A controller's view with a 100 × 100 box at `top` (its constraint made on line 12), in `states` states;
    /// the second state moves it 300 further down (line 20, an action's `updateConstraints`).
    static func block(top: Double, states: Int = 1, conflict: Bool = false) -> BlockFrames {
        func state(_ index: Int) -> StateFrames {
            let y = index == 0 ? top : top + 300
            let views = [
                ViewFrame(path: "view", type: "UIView", frame: [0, 0, 393, 852], screen: [0, 0, 393, 852], hidden: false, alpha: 1),
                ViewFrame(path: "box", type: "UIView", frame: [0, y, 100, 100], screen: [0, y, 100, 100], hidden: false, alpha: 1),
            ]
            let constraint = ConstraintRecord(first: "box.top", relation: "==", second: "view.top", multiplier: 1, constant: y,
                                              priority: 1000, origin: "snapkit", line: index == 0 ? 12 : 12, broken: false)
            return StateFrames(name: index == 0 ? "initial" : "moveDown()", action: index == 0 ? nil : "moveDown()",
                               keyboard: nil, views: views, constraints: [constraint])
        }
        let diagnostics = conflict ? [FrameDiagnostic(severity: "error", code: "conflict", line: 12, column: 5,
                                                      message: "Unable to simultaneously satisfy constraints.")] : []
        return BlockFrames(id: "box", line: 10, class: "UIViewController", host: "controller", device: device,
                           diagnostics: diagnostics, states: (0..<states).map(state))
    }

    static func data(_ html: String) throws -> [String: Any] {
        let json = try #require(html.components(separatedBy: "class=\"cg-data\">").last?
            .components(separatedBy: "</script>").first)
        return try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
    }

    /// `offset(20) // tweak: 0...40 step 10` on line 12, column 36: five values, the code's 20 the third.
    static let slider = TweakSlider(line: 12, column: 36, length: 2, labels: ["0", "10", "20", "30", "40"], defaultIndex: 2)

    @Test func aSlidersLayoutsAreTracksOverTheValueIndex() throws {
        let tops = [0.0, 10, 20, 30, 40]
        var input = PreviewInput(block: Self.block(top: 20))
        input.tweaks = TweakInput(sliders: [Self.slider], combined: false, blocks: tops.map { Self.block(top: $0) })
        let html = PreviewRenderer().render(input)
        let tw = try #require(try Self.data(html)["tw"] as? [String: Any])
        let sliders = try #require(tw["t"] as? [[String: Any]])
        #expect(sliders.count == 1)
        #expect(sliders[0]["l"] as? Int == 12)
        #expect(sliders[0]["c"] as? Int == 36)
        #expect(sliders[0]["n"] as? Int == 2)
        #expect(sliders[0]["v"] as? [String] == ["0", "10", "20", "30", "40"])
        #expect(sliders[0]["i"] as? Int == 2)
        // Alone, the first slider's values are layouts 0…4.
        #expect(sliders[0]["x"] as? Int == 0)
        #expect(tw["m"] == nil)
        // The box's y is 10 × index: one linear run, two breakpoints [index, y]; x, width and height are constant.
        let sweep = try #require(tw["sw"] as? [String: Any])
        let states = try #require(sweep["states"] as? [[Any]])
        let box = try #require(states[0][1] as? [Any])
        #expect(box[0] as? Double == 0)
        #expect(box[1] as? [Double] == [0, 0, 4, 40])
        #expect(box[2] as? Double == 100)
        // Each value's constraint has its own constant: the lists differ from the block's own except at index 2.
        let lists = try #require(tw["k"] as? [String: Any])
        #expect(Set(lists.keys) == ["0", "1", "3", "4"])
        // The slider is in the fragment, hidden until the script moves it to line 12.
        #expect(html.contains("<label class=\"cg-tweak\" data-tweak=\"0\" data-line=\"12\" hidden>"))
        #expect(html.contains("max=\"4\" step=\"1\" value=\"2\""))
    }

    @Test func aConflictAtSomeValuesCarriesItsOwnDiagnosticsPanel() throws {
        var input = PreviewInput(block: Self.block(top: 20))
        input.tweaks = TweakInput(sliders: [Self.slider], combined: false,
                                  blocks: [0.0, 10, 20, 30, 40].map { Self.block(top: $0, conflict: $0 == 40) })
        let tw = try #require(try Self.data(PreviewRenderer().render(input))["tw"] as? [String: Any])
        #expect(tw["d"] as? [String: Int] == ["4": 0])
        let panels = try #require(tw["dh"] as? [String])
        #expect(panels.count == 1)
        #expect(panels[0].contains("[conflict]"))
    }

    @Test func layoutsOfAnotherShapeOfferNoSliderAndSaySo() throws {
        var input = PreviewInput(block: Self.block(top: 20))
        // At one value the block has a second state: the tracks could not hold it.
        input.tweaks = TweakInput(sliders: [Self.slider], combined: false,
                                  blocks: [0.0, 10, 20, 30, 40].map { Self.block(top: $0, states: $0 == 0 ? 2 : 1) })
        let html = PreviewRenderer().render(input)
        #expect(try Self.data(html)["tw"] == nil)
        #expect(!html.contains("cg-tweak"))
        #expect(PreviewRenderer().warnings(input).contains { $0.code == "tweak" && $0.line == 12 })
    }

    @Test func combinedSlidersStrideOverEachOther() throws {
        // Two sliders of 5 and 2 values combined: slider 0 varies fastest (stride 1), slider 1 by 5.
        let second = TweakSlider(line: 13, column: 30, length: 1, labels: ["0", "8"], defaultIndex: 1)
        var input = PreviewInput(block: Self.block(top: 20))
        input.tweaks = TweakInput(sliders: [Self.slider, second], combined: true,
                                  blocks: (0..<10).map { Self.block(top: Double($0 % 5) * 10) })
        let tw = try #require(try Self.data(PreviewRenderer().render(input))["tw"] as? [String: Any])
        #expect((tw["t"] as? [[String: Any]])?.map { $0["x"] as? Int } == [1, 5])
        #expect(tw["m"] as? Int == 1)
    }

    @Test func stepsMarkTheMethodTheyRanAndTheConstraintsTheyChanged() throws {
        // Line 10 is the fence; the code's lines 11… hold `func moveDown() {` at 18 through its `}` at 22.
        let code = (11...17).map { _ in "    // setup" }.joined(separator: "\n") + "\n"
            + "    func moveDown() {\n        box.snp.updateConstraints { make in\n"
            + "            make.top.equalToSuperview().offset(320)\n        }\n    }\n}"
        var input = PreviewInput(block: Self.block(top: 20, states: 2), codeLines: 11...23)
        input.code = code
        input.captions = ["Boshlangʻich holat", "Quti pastga tushdi"]
        let html = PreviewRenderer().render(input)
        let data = try Self.data(html)
        #expect(data["cap"] as? [String] == ["Boshlangʻich holat", "Quti pastga tushdi"])
        // State 1 ran moveDown (lines 18–22) and changed the constant of the constraint made on line 12.
        #expect(data["sl"] as? [[Int]] == [[], [12, 18, 19, 20, 21, 22]])
        #expect(html.contains("<p class=\"cg-caption\" aria-live=\"polite\">Boshlangʻich holat</p>"))
    }

    @Test func moreCaptionsThanStatesIsAWarningAtTheBlock() {
        var input = PreviewInput(block: Self.block(top: 20))
        input.captions = ["Bir", "Ikki"]
        let warning = PreviewRenderer().warnings(input).first { $0.code == "block-attribute" }
        #expect(warning?.message.hasPrefix("steps= has 2 captions but the block has 1 states") == true)
        #expect(warning?.line == 10)
    }

    @Test func eachDeviceCarriesItsCanvasClasses() throws {
        let devices = try #require(try Self.data(PreviewRenderer().render(PreviewInput(block: Self.block(top: 20))))["devices"]
            as? [[String: Any]])
        // iPhone 15: a 59 pt top inset is a sensor housing; a controller's view without a background shows the
        // black window behind it.
        #expect(devices[0]["cl"] as? String == "cg-canvas cg-window cg-notch")
    }
}
