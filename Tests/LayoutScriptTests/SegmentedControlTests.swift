import AutoLayout
import LayoutFrames
@testable import LayoutScript
import Testing
import TextMetrics

/// UISegmentedControl's segments as lesson code builds them: `init(items:)` with strings and images, the insert,
/// remove and set methods with Apple's documented index pinning ("pins values exceeding this upper range to the last
/// segment"; an insertion past the end appends), `numberOfSegments`, `titleForSegment(at:)`,
/// `selectedSegmentIndex` (`noSegment`, −1, until set: Apple) and `apportionsSegmentWidthsByContent`. The control is
/// as wide as its segments, equal in width (Apple HIG), each the widest title in 13 pt plus 10 pt on each side
/// (docs/autolayout.md, an estimate), and 32 pt high.
struct SegmentedControlTests {
    let ceil3 = { (v: Double) in (v * 3 - 1e-9).rounded(.up) / 3 }

    private func titleWidth(_ title: String) -> Double {
        ceil3(TextMeasurer.shared.width(of: title, font: .segmentedControlTitle))
    }

    /// Runs top-level code and reads `probe`'s frame, which the code sets from what it read.
    private func probe(_ code: String) throws -> [Double] {
        let block = try runBlock("""
            ```swift preview id=t
            let probe = UIView()
            view.addSubview(probe)
            \(code)
            ```
            """)
        #expect(!block.diagnostics.contains { $0.severity == "error" }, "\(block.diagnostics.map(\.message))")
        return try #require(block.states.first?.views.first { $0.path == "probe" }?.frame)
    }

    @Test func theSegmentMethodsKeepTheSegments() throws {
        // Items Day, Week; insert Month at 99 (appended), Year at 0; remove at 99 (the last, Month); set the
        // title of segment 1 (Day → Today). Segments: Year, Today, Week.
        let frame = try probe("""
            let control = UISegmentedControl(items: ["Day", "Week"])
            control.insertSegment(withTitle: "Month", at: 99, animated: false)
            control.insertSegment(withTitle: "Year", at: 0, animated: true)
            control.removeSegment(at: 99, animated: false)
            control.setTitle("Today", forSegmentAt: 1)
            let names = (0..<control.numberOfSegments).map { control.titleForSegment(at: $0) ?? "-" }
            let expected = names == ["Year", "Today", "Week"]
            probe.frame = CGRect(x: expected ? 1 : 0, y: CGFloat(control.numberOfSegments), width: 0, height: 0)
            """)
        #expect(frame[0] == 1 && frame[1] == 3)
    }

    @Test func imagesAndTitlesReplaceEachOther() throws {
        // A segment shows a title or an image; titleForSegment of an image segment is nil.
        let frame = try probe("""
            let control = UISegmentedControl(items: [UIImage(systemName: "star")!, "Week"])
            let first = control.titleForSegment(at: 0) == nil && control.imageForSegment(at: 0) != nil
            control.setTitle("Day", forSegmentAt: 0)
            control.setImage(UIImage(systemName: "clock"), forSegmentAt: 1)
            let swapped = control.titleForSegment(at: 0) == "Day" && control.titleForSegment(at: 1) == nil
            control.insertSegment(with: UIImage(systemName: "sun.max"), at: 1, animated: false)
            probe.frame = CGRect(x: first ? 1 : 0, y: swapped ? 1 : 0, width: CGFloat(control.numberOfSegments), height: 0)
            """)
        #expect(frame[0...2] == [1, 1, 3])
    }

    @Test func theSelectionStartsEmptyAndStaysOnItsSegment() throws {
        // noSegment (−1) until set [DOC]; inserting before the selected segment keeps it selected, removing it
        // selects none [MEM]; removeAllSegments leaves none.
        let frame = try probe("""
            let control = UISegmentedControl(items: ["A", "B", "C"])
            let initial = control.selectedSegmentIndex
            control.selectedSegmentIndex = 1
            control.insertSegment(withTitle: "Z", at: 0, animated: false)
            let moved = control.selectedSegmentIndex
            control.removeSegment(at: 2, animated: false)
            let removed = control.selectedSegmentIndex
            control.selectedSegmentIndex = 1
            control.removeAllSegments()
            let cleared = control.selectedSegmentIndex == UISegmentedControl.noSegment && control.numberOfSegments == 0
            probe.frame = CGRect(x: CGFloat(initial), y: CGFloat(moved), width: CGFloat(removed), height: cleared ? 1 : 0)
            """)
        #expect(frame == [-1, 2, -1, 1])
    }

    @Test func theWidthIsEqualSegmentsAsWideAsTheWidest() throws {
        // Inserted and removed segments count: the control ends with Day, Week, Month.
        let result = try sizes("""
            let range = UISegmentedControl(items: ["Day", "Week"])
            range.insertSegment(withTitle: "Month", at: 2, animated: false)
            let apportioned = UISegmentedControl(items: ["Day", "Week", "Month"])
            apportioned.apportionsSegmentWidthsByContent = true
            let empty = UISegmentedControl()
            """, ["range", "apportioned", "empty"])
        let titles = ["Day", "Week", "Month"]
        let equal = 3 * ((titles.map(titleWidth).max() ?? 0) + 20)
        let byContent = titles.map { titleWidth($0) + 20 }.reduce(0, +)
        let round = { (v: Double) in (v * 1000).rounded() / 1000 }
        #expect(result.sizes["range"] == [round(equal), 32])
        #expect(result.sizes["apportioned"] == [round(byContent), 32])
        // No segments: no width, but a definite one (0), so the column is not ambiguous.
        #expect(result.sizes["empty"] == [0, 32])
    }

    @Test func inARowTheLabelStretchesAndTheControlHugs() throws {
        // The control hugs horizontally at 750 (reference §7.2, code column), the label at 250: the label takes
        // the row's slack and the control keeps its intrinsic width.
        let block = try runBlock("""
            ```swift preview id=t
            let title = UILabel()
            title.text = "Range"
            let range = UISegmentedControl(items: ["Day", "Week", "Month"])
            let row = UIStackView(arrangedSubviews: [title, range])
            row.spacing = 8
            row.alignment = .center
            view.addSubview(row)
            row.snp.makeConstraints { make in
                make.top.equalTo(view.safeAreaLayoutGuide)
                make.leading.trailing.equalTo(view.layoutMarginsGuide)
            }
            ```
            """)
        let views = try #require(block.states.first?.views)
        let control = try #require(views.first { $0.path == "range" }?.frame)
        let label = try #require(views.first { $0.path == "title" }?.frame)
        let width = 3 * ((["Day", "Week", "Month"].map(titleWidth).max() ?? 0) + 20)
        #expect(abs(control[2] - width) < 1e-6 && control[3] == 32)
        #expect(abs(label[2] - (361 - 8 - width)) < 1e-6)
        #expect(!block.diagnostics.contains { $0.code == "ambiguous" }, "\(block.diagnostics.map(\.message))")
    }

    @Test func aFixedSegmentWidthIsReportedAndContentOffsetsOnlyDraw() throws {
        // setWidth(_:forSegmentAt:) would change the layout, which the preview does not model: a warning.
        // setContentOffset(_:forSegmentAt:) "adjusts the offset for drawing the content" (Apple): accepted.
        let block = try runBlock("""
            ```swift preview id=t
            let range = UISegmentedControl(items: ["Day", "Week"])
            range.setContentOffset(CGSize(width: 0, height: 2), forSegmentAt: 0)
            range.setWidth(80, forSegmentAt: 1)
            view.addSubview(range)
            range.snp.makeConstraints { make in make.center.equalToSuperview() }
            ```
            """)
        let codes = block.diagnostics.map(\.code)
        #expect(codes == ["unsupported-api"], "\(block.diagnostics.map(\.message))")
        #expect(block.diagnostics.first?.message.contains("setWidth") == true)
    }

    @Test func theFramesCarryTheSegmentsForThePreview() throws {
        let block = try runBlock("""
            ```swift preview id=t actions="range.selectedSegmentIndex = 0"
            let range = UISegmentedControl(items: ["Day", UIImage(systemName: "star")!])
            view.addSubview(range)
            range.snp.makeConstraints { make in make.center.equalToSuperview() }
            ```
            """)
        let initial = try #require(block.states.first?.views.first { $0.path == "range" }?.style)
        #expect(initial.segments == [SegmentStyle(title: "Day"), SegmentStyle(imageName: "symbol:star")])
        #expect(initial.selectedSegmentIndex == nil)
        #expect(initial.fontSize == 13)
        let selected = try #require(block.states.last?.views.first { $0.path == "range" }?.style)
        #expect(selected.selectedSegmentIndex == 0)
    }
}
