import Testing
@testable import AutoLayout
import TextMetrics

/// The reference's §8 checklist items that concern the layout layer (the SnapKit-side items 6–10 belong to the
/// script layer). Device: iPhone 15, 393 × 852, safe area 59 / 34.
struct ChecklistTests {
    @Test func quickStartSquareIsCentred() {
        // 1. width == height == 50, center == superview center → (393−50)/2 = 171.5, (852−50)/2 = 401.
        let s = Screen()
        let box = s.add()
        pin(box, .width, .equal, nil, nil, 50)
        pin(box, .height, .equal, nil, nil, 50)
        pin(box, .centerX, .equal, s.root, .centerX)
        pin(box, .centerY, .equal, s.root, .centerY)
        let result = s.layout()
        expectFrame(box, 171.5, 401, 50, 50)
        #expect(result.diagnostics.isEmpty)
    }

    @Test func edgesInsetByTwenty() {
        // 2. edges.inset(20) → left +20, top +20, right −20, bottom −20 → (20, 20, 353, 812).
        let s = Screen()
        let box = s.add()
        pinEdges(box, to: s.root, inset: 20)
        s.layout()
        expectFrame(box, 20, 20, 353, 812)
    }

    @Test func edgesWithInsetsStruct() {
        // 3. UIEdgeInsets(top 10, left 20, bottom 30, right 40) → x 20, y 10, w 393−60 = 333, h 852−40 = 812.
        let s = Screen()
        let box = s.add()
        pin(box, .left, .equal, s.root, .left, 20)
        pin(box, .top, .equal, s.root, .top, 10)
        pin(box, .right, .equal, s.root, .right, -40)
        pin(box, .bottom, .equal, s.root, .bottom, -30)
        s.layout()
        expectFrame(box, 20, 10, 333, 812)
    }

    @Test func widthInsetAndTopInsetFlip() {
        // 4. width == sv.width − 20 (inset 10 on a width); top == a.bottom − 8 (inset on a bottom flips sign).
        let s = Screen()
        let a = s.add()
        pin(a, .left, .equal, s.root, .left)
        pin(a, .top, .equal, s.root, .top, 100)
        pin(a, .width, .equal, s.root, .width, -20)
        pin(a, .height, .equal, nil, nil, 40)
        let b = s.add()
        pin(b, .left, .equal, s.root, .left)
        pin(b, .top, .equal, a, .bottom, -8)
        pin(b, .width, .equal, nil, nil, 10)
        pin(b, .height, .equal, nil, nil, 10)
        s.layout()
        expectFrame(a, 0, 100, 373, 40)
        expectFrame(b, 0, 132, 10, 10)
    }

    @Test func centerXToConstantMeansSuperviewLeftPlusConstant() {
        // 5. make.centerX.equalTo(100) → centerX == sv.left + 100 → x = 100 − 15.
        let s = Screen()
        let box = s.add()
        pin(box, .centerX, .equal, s.root, .left, 100)
        pin(box, .top, .equal, s.root, .top)
        pin(box, .width, .equal, nil, nil, 30)
        pin(box, .height, .equal, nil, nil, 30)
        s.layout()
        expectFrame(box, 85, 0, 30, 30)
    }

    @Test func locationToConstantWithoutSuperviewThrows() {
        // 5b. make.top.equalTo(20) with no superview → NSInvalidArgumentException of §6.2.
        let orphan = View()
        #expect(throws: LayoutError.self) {
            _ = try LayoutConstraint(item: orphan, attribute: .top, relatedBy: .equal, toItem: nil,
                                     attribute: .notAnAttribute, constant: 20)
        }
        do {
            _ = try LayoutConstraint(item: orphan, attribute: .top, relatedBy: .equal, toItem: nil,
                                     attribute: .notAnAttribute, constant: 20)
        } catch let error as LayoutError {
            #expect(error.exceptionName == "NSInvalidArgumentException")
            #expect(error.message.contains("creates an illegal constraint of a location equal to a constant"))
        } catch {
            Issue.record("unexpected \(error)")
        }
    }

    @Test func twoRequiredTopsConflictAndTheLaterBreaks() {
        // 11. top == 10 and top == 20 → "Unable to simultaneously satisfy constraints", one broken: the most
        // recently activated (top == 20), so the view sits at y = 10.
        let s = Screen()
        let box = s.add()
        pin(box, .left, .equal, s.root, .left)
        pin(box, .width, .equal, nil, nil, 10)
        pin(box, .height, .equal, nil, nil, 10)
        let first = pin(box, .top, .equal, s.root, .top, 10)
        let second = pin(box, .top, .equal, s.root, .top, 20)
        let result = s.layout()
        expectFrame(box, 0, 10, 10, 10)
        #expect(second.isBroken && !first.isBroken)
        let conflict = result.diagnostics.first { $0.code == "conflict" }
        #expect(conflict != nil)
        #expect(conflict?.message.hasPrefix("Unable to simultaneously satisfy constraints.") == true)
        #expect(conflict?.notes.count == 2)
    }

    @Test func multiLineLabelWrapsAtItsContainerWidth() {
        // 12. A numberOfLines = 0 label pinned to a 120-wide container: pass one measures its natural single line,
        // the solver gives it 120, pass two wraps at 120; the height is lines × line height, rounded to @3x pixels.
        let s = Screen()
        let container = s.add()
        pin(container, .left, .equal, s.root, .left, 20)
        pin(container, .top, .equal, s.root, .top, 100)
        pin(container, .width, .equal, nil, nil, 120)
        let label = s.add(.label, to: container)
        label.text = "Salom dunyo, bu uzun matn bir necha qatorga bo'linadi"
        label.numberOfLines = 0
        pin(label, .left, .equal, container, .left)
        pin(label, .right, .equal, container, .right)
        pin(label, .top, .equal, container, .top)
        pin(label, .bottom, .equal, container, .bottom)
        let result = s.layout()
        let expected = measurer.layout(label.text!, font: .system(size: 17), maxWidth: 120, numberOfLines: 0)
        #expect(expected.lines.count > 2)
        expectFrame(label, 0, 0, 120, ceilPixel(expected.height))
        expectFrame(container, 20, 100, 120, ceilPixel(expected.height))
        #expect(!codes(result).contains("truncated-text"))
    }

    @Test func iPhoneSEVersusFifteenSafeAreaTop() {
        // 15. top == safeAreaLayoutGuide.top → y = 20 on the SE, 59 on the 15.
        for (device, top) in [(Device.iPhoneSE, 20.0), (Device.iPhone15, 59.0)] {
            let s = Screen(device)
            let bar = s.add()
            pin(bar, .top, .equal, s.root.safeAreaLayoutGuide, .top)
            pin(bar, .left, .equal, s.root, .left)
            pin(bar, .right, .equal, s.root, .right)
            pin(bar, .height, .equal, nil, nil, 44)
            s.layout()
            expectFrame(bar, 0, top, device.screenSize.width, 44)
        }
    }
}
