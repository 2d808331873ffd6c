import Testing
@testable import AutoLayout
import TextMetrics

/// Hugging and compression-resistance contests between labels (§7.1, §7.2), measured with Inter.
struct PriorityContestTests {
    func width(_ text: String) -> Double { ceilPixel(measurer.width(of: text, font: .system(size: 17))) }

    /// name | value in a row from x 20 to 373 (root 393 − 20), 8 apart.
    func row(_ s: Screen, _ nameText: String, _ valueText: String, containerWidth: Double = 353) -> (View, View) {
        let container = s.add()
        pin(container, .left, .equal, s.root, .left, 20)
        pin(container, .top, .equal, s.root, .top, 100)
        pin(container, .width, .equal, nil, nil, containerWidth)
        pin(container, .height, .equal, nil, nil, 44)
        let name = s.add(.label, to: container)
        name.text = nameText
        let value = s.add(.label, to: container)
        value.text = valueText
        pin(name, .leading, .equal, container, .leading)
        pin(value, .leading, .equal, name, .trailing, 8)
        pin(value, .trailing, .equal, container, .trailing)
        pin(name, .centerY, .equal, container, .centerY)
        pin(value, .centerY, .equal, container, .centerY)
        return (name, value)
    }

    @Test func higherHuggingKeepsItsWidth() {
        // Surplus space: the label with hugging 251 keeps its intrinsic width, the one at 250 (the code default)
        // stretches to fill 353 − w − 8.
        let s = Screen()
        let (name, value) = row(s, "Ism", "Ali")
        name.setContentHuggingPriority(251, for: .horizontal)
        let result = s.layout()
        #expect(abs(name.frame.width - width("Ism")) < 1e-6)
        #expect(abs(value.frame.width - (353 - width("Ism") - 8)) < 1e-6)
        #expect(abs(value.frame.minX - (width("Ism") + 8)) < 1e-6)
        #expect(!codes(result).contains("ambiguous"))
    }

    @Test func swappingHuggingStretchesTheOther() {
        let s = Screen()
        let (name, value) = row(s, "Ism", "Ali")
        value.setContentHuggingPriority(251, for: .horizontal)
        s.layout()
        #expect(abs(value.frame.width - width("Ali")) < 1e-6)
        #expect(abs(name.frame.width - (353 - width("Ali") - 8)) < 1e-6)
    }

    @Test func equalHuggingIsAmbiguous() {
        // Both at 250: either could stretch; UIKit calls that ambiguous.
        let s = Screen()
        _ = row(s, "Ism", "Ali")
        let result = s.layout()
        #expect(codes(result).contains("ambiguous"))
    }

    @Test func lowerCompressionResistanceTruncates() {
        // 150 wide: both texts do not fit. The value label's resistance 749 < 750, so it gives up width: the name
        // keeps its full width, the value gets 150 − name − 8 and is reported as truncated.
        let s = Screen()
        let (name, value) = row(s, "Familiya va ism", "Juda uzun qiymat matni", containerWidth: 150)
        value.setContentCompressionResistancePriority(749, for: .horizontal)
        let result = s.layout()
        let nameWidth = width("Familiya va ism")
        #expect(abs(name.frame.width - nameWidth) < 1e-6)
        #expect(abs(value.frame.width - (150 - nameWidth - 8)) < 1e-6)
        let truncated = result.diagnostics.filter { $0.code == "truncated-text" }
        #expect(truncated.count == 1)
        #expect(truncated.first?.message.contains(value.layoutDescription) == true)
    }

    @Test func priority999BeatsIntrinsicButNotRequired() {
        // width == 40 @999 overrides compression (750) → the label is 40 wide (and truncated); adding a required
        // width == 60 wins over @999.
        let s = Screen()
        let label = s.add(.label)
        label.text = "Salom dunyo"
        pin(label, .left, .equal, s.root, .left)
        pin(label, .top, .equal, s.root, .top)
        pin(label, .width, .equal, nil, nil, 40, priority: 999)
        let result = s.layout()
        #expect(abs(label.frame.width - 40) < 1e-6)
        #expect(codes(result).contains("truncated-text"))
        pin(label, .width, .equal, nil, nil, 60)
        s.layout()
        #expect(abs(label.frame.width - 60) < 1e-6)
    }

    @Test func emptyLabelHasZeroIntrinsicSize() {
        // §7.3: nil or "" text → (0, 0).
        let s = Screen()
        let label = s.add(.label)
        pin(label, .left, .equal, s.root, .left, 10)
        pin(label, .top, .equal, s.root, .top, 10)
        s.layout()
        expectFrame(label, 10, 10, 0, 0)
        label.text = ""
        s.layout()
        expectFrame(label, 10, 10, 0, 0)
    }

    @Test func labelIntrinsicSizeIsRoundedToPixels() {
        // One line at 17 pt: Inter's line height 20.57… rounds up to 20.666… on @3x, 21 on @2x (iPhone SE).
        let lineHeight = measurer.metrics(for: .system(size: 17)).lineHeight
        for (device, scale) in [(Device.iPhone15, 3.0), (Device.iPhoneSE, 2.0)] {
            let s = Screen(device)
            let label = s.add(.label)
            label.text = "Salom"
            pin(label, .left, .equal, s.root, .left)
            pin(label, .top, .equal, s.root, .top)
            s.layout()
            #expect(abs(label.frame.height - ceilPixel(lineHeight, scale: scale)) < 1e-9)
            #expect(abs(label.frame.width - ceilPixel(measurer.width(of: "Salom", font: .system(size: 17)),
                                                       scale: scale)) < 1e-9)
        }
    }

    @Test func numberOfLinesLimitsTheHeight() {
        // numberOfLines = 2 on long text at 100 wide: two lines high, and truncated.
        let s = Screen()
        let label = s.add(.label)
        label.text = "Bir ikki uch to'rt besh olti yetti sakkiz"
        label.numberOfLines = 2
        pin(label, .left, .equal, s.root, .left)
        pin(label, .top, .equal, s.root, .top)
        pin(label, .width, .equal, nil, nil, 100)
        let result = s.layout()
        let lineHeight = measurer.metrics(for: .system(size: 17)).lineHeight
        #expect(abs(label.frame.height - ceilPixel(2 * lineHeight)) < 1e-9)
        #expect(codes(result).contains("truncated-text"))
    }

    @Test func textStylesAndWeightsChangeSizes() {
        // .headline is 17 pt semibold: wider than .body (17 pt regular) for the same text, same height.
        let s = Screen()
        let body = s.add(.label)
        body.text = "Sarlavha"
        body.font = .preferred(.body)
        let headline = s.add(.label)
        headline.text = "Sarlavha"
        headline.font = .preferred(.headline)
        for (i, label) in [body, headline].enumerated() {
            pin(label, .left, .equal, s.root, .left)
            pin(label, .top, .equal, s.root, .top, Double(i) * 50)
        }
        s.layout()
        #expect(headline.frame.width > body.frame.width)
        #expect(headline.frame.height == body.frame.height)
    }
}

/// Multi-line labels across several layout passes of one engine (text changes between states).
struct RelayoutTextTests {
    @Test func longerTextWrapsAtTheCapNotAtTheOldWidth() {
        // A two-line label with leading 20 and trailing <= 220 (a cap of 200). State 1: a short word, as wide as
        // its text. State 2: a long name → UIKit measures it unwrapped first, the cap squeezes it to 200, and it
        // wraps there (two lines), instead of staying as narrow as the old short text.
        let s = Screen()
        let label = s.add(.label)
        label.numberOfLines = 2
        label.text = "Dilnoza"
        pin(label, .leading, .equal, s.root, .leading, 20)
        pin(label, .trailing, .lessThanOrEqual, s.root, .leading, 220)
        pin(label, .top, .equal, s.root, .top, 100)
        s.layout()
        let short = ceilPixel(measurer.width(of: "Dilnoza", font: .system(size: 17)))
        #expect(abs(label.frame.width - short) < 1e-6)
        label.text = "Toshkent iOS dasturchilari hamjamiyati"
        s.layout()
        let wrapped = measurer.layout(label.text!, font: .system(size: 17), maxWidth: 200, numberOfLines: 2)
        #expect(wrapped.lines.count == 2)
        #expect(abs(label.frame.width - ceilPixel(wrapped.width)) < 1e-6)
        #expect(abs(label.frame.height - ceilPixel(wrapped.height)) < 1e-6)
    }

    @Test func wrappedLabelFollowsAWiderContainer() {
        // Pinned on both sides to a container whose width constant changes from 150 to 300: it re-wraps at 300.
        let s = Screen()
        let container = s.add()
        pin(container, .left, .equal, s.root, .left)
        pin(container, .top, .equal, s.root, .top)
        let width = pin(container, .width, .equal, nil, nil, 150)
        let label = s.add(.label, to: container)
        label.numberOfLines = 0
        label.text = "Bir ikki uch to'rt besh olti yetti sakkiz to'qqiz o'n"
        pinEdges(label, to: container)
        s.layout()
        let narrow = measurer.layout(label.text!, font: .system(size: 17), maxWidth: 150, numberOfLines: 0)
        #expect(abs(label.frame.height - ceilPixel(narrow.height)) < 1e-6)
        width.constant = 300
        s.layout()
        let wide = measurer.layout(label.text!, font: .system(size: 17), maxWidth: 300, numberOfLines: 0)
        #expect(wide.lines.count < narrow.lines.count)
        expectFrame(label, 0, 0, 300, ceilPixel(wide.height))
    }
}

/// Identical constraints made twice (a second `makeConstraints` with the same values): UIKit installs both and
/// says nothing; an optional pair counts twice in its priority level.
struct DuplicateConstraintLayoutTests {
    @Test func aRepeatedRequiredConstraintIsSilent() {
        // box: left 0, top 0 (of the root), width and height 50, and width == 50 again: (0, 0, 50, 50), no
        // diagnostic (the copy is redundant, not a conflict).
        let s = Screen()
        let box = s.add()
        pin(box, .left, .equal, s.root, .left)
        pin(box, .top, .equal, s.root, .top)
        pin(box, .width, .equal, nil, nil, 50)
        pin(box, .height, .equal, nil, nil, 50)
        pin(box, .width, .equal, nil, nil, 50)
        let result = s.layout()
        expectFrame(box, 0, 0, 50, 50)
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
    }

    @Test func aRepeatedPreferenceOutweighsASingleOne() {
        // width == 100 @500 twice against width == 200 @500 once: error 2|w − 100| + |w − 200| is 100 at w = 100
        // and 200 at w = 200, so 100 is the only optimum: no ambiguity, no diagnostic.
        let s = Screen()
        let box = s.add()
        pin(box, .left, .equal, s.root, .left)
        pin(box, .top, .equal, s.root, .top)
        pin(box, .height, .equal, nil, nil, 50)
        pin(box, .width, .equal, nil, nil, 100, priority: 500)
        pin(box, .width, .equal, nil, nil, 100, priority: 500)
        pin(box, .width, .equal, nil, nil, 200, priority: 500)
        let result = s.layout()
        expectFrame(box, 0, 0, 100, 50)
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
    }
}
