import Testing
@testable import AutoLayout
import TextMetrics

/// UISegmentedControl's intrinsic size (docs/autolayout.md, "Sizes of controls and images"): 32 pt high
/// (iOS 13+, reference §7.3 [MEM]); as wide as the sum of its segments, which are equal in width ("all segments are
/// equal in width", Apple HIG), each the widest content (a title in 13 pt regular, rounded up to the pixel, or an
/// image's width) plus `segmentContentPadding` on both sides; with `apportionsSegmentWidthsByContent` each
/// segment is its own content plus the padding.
struct SegmentedControlSizeTests {
    let padding = LayoutModel.segmentContentPadding

    private func titleWidth(_ title: String) -> Double {
        ceilPixel(measurer.width(of: title, font: .segmentedControlTitle))
    }

    private func intrinsicSize(_ configure: (View) -> Void) -> Size {
        let s = Screen()
        let control = s.add(.segmentedControl)
        configure(control)
        return s.engine.intrinsicContentSize(of: control)
    }

    @Test func segmentsAreEqualAndAsWideAsTheWidest() {
        let size = intrinsicSize { $0.segments = ["Day", "Week", "Month"].map { SegmentedControlSegment(title: $0) } }
        let widest = ["Day", "Week", "Month"].map(titleWidth).max() ?? 0
        #expect(abs(size.width - 3 * (widest + 2 * padding)) < 1e-9)
        #expect(size.height == 32)
    }

    @Test func apportionedSegmentsAreAsWideAsTheirOwnContent() {
        let size = intrinsicSize {
            $0.segments = ["Day", "Week", "Month"].map { SegmentedControlSegment(title: $0) }
            $0.apportionsSegmentWidthsByContent = true
        }
        let sum = ["Day", "Week", "Month"].map { titleWidth($0) + 2 * padding }.reduce(0, +)
        #expect(abs(size.width - sum) < 1e-9)
    }

    @Test func anImageSegmentIsAsWideAsItsImage() {
        // A 20-pt symbol beside a title: the wider of the two sets every segment's width.
        let size = intrinsicSize {
            $0.segments = [SegmentedControlSegment(imageName: "symbol:star", imageSize: Size(width: 20, height: 20)),
                           SegmentedControlSegment(title: "Favourites")]
        }
        #expect(abs(size.width - 2 * (max(20, titleWidth("Favourites")) + 2 * padding)) < 1e-9)
    }

    @Test func noSegmentsHaveNoWidth() {
        #expect(intrinsicSize { _ in } == Size(width: 0, height: 32))
    }

    @Test func aCentredControlIsNotAmbiguous() {
        // With an intrinsic width, centring fixes the x: UIKit reports nothing. (Without one, the width was free.)
        let s = Screen()
        let control = s.add(.segmentedControl)
        control.segments = ["Day", "Week"].map { SegmentedControlSegment(title: $0) }
        pin(control, .centerX, .equal, s.root, .centerX)
        pin(control, .top, .equal, s.root, .top, 100)
        let result = s.layout()
        #expect(!codes(result).contains("ambiguous"), "\(result.diagnostics.map(\.message))")
        let width = 2 * (max(titleWidth("Day"), titleWidth("Week")) + 2 * padding)
        expectFrame(control, (393 - width) / 2, 100, width, 32)
    }
}
