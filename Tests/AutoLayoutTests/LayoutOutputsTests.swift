import Testing
@testable import AutoLayout

/// `LayoutOutputs` lets two engines take turns on one tree (the preview's variant sweep): what one engine's pass
/// wrote is taken out, the other engine lays the tree out on its device, and putting the first engine's values
/// back leaves the tree as that engine had left it, so its next pass solves from the same frames as before.
struct LayoutOutputsTests {
    /// A box pinned to the root's sides inset by 16, 100 tall at the top of the safe area (iPhone 15: 59), with a
    /// label inside that wraps a long text at the box's width.
    func screen(_ device: Device) -> (Screen, View, View) {
        let s = Screen(device)
        let box = s.add()
        pin(box, .leading, .equal, s.root, .leading, 16)
        pin(box, .trailing, .equal, s.root, .trailing, -16)
        pin(box, .top, .equal, s.root.safeAreaLayoutGuide, .top)
        let label = s.add(.label, to: box)
        label.numberOfLines = 0
        label.text = "Sakkizta preview blok: umumiy BaseView, dizayn tokenlari va ulardan qurilgan komponentlar"
        pinEdges(label, to: box)
        return (s, box, label)
    }

    @Test func anotherEnginesPassIsUndoneByRestoringTheFirstEnginesOutputs() {
        let (s, box, label) = screen(.iPhone15)
        let first = s.layout()
        let outputs = LayoutOutputs.capture(root: s.root, constraints: first.activeConstraints)
        // iPhone 15: the box is 393 − 32 = 361 wide, 59 from the top.
        expectFrame(box, 16, 59, 361, box.frame.height)
        let boxFrame = box.frame, labelFrame = label.frame

        // The same tree on a 320-point canvas: the box and the label in it are 320 − 32 = 288 wide.
        let narrow = LayoutEngine(root: s.root, device: Device.iPhone15.withWidth(320))
        narrow.layoutIfNeeded()
        #expect(box.frame.width == 288)
        #expect(label.frame.width == 288)

        outputs.restore()
        #expect(box.frame == boxFrame)
        #expect(label.frame == labelFrame)
        #expect(s.root.frame.width == 393)
        #expect(box.safeAreaInsets == .zero)

        // The first engine's next pass starts from its own frames and finds the same layout.
        let again = s.layout()
        #expect(box.frame == boxFrame)
        #expect(label.frame == labelFrame)
        #expect(again.screenFrame(of: label) == first.screenFrame(of: label))
    }

    @Test func brokenFlagsComeBackWithTheOutputs() {
        // width == 500 (required) cannot hold beside the 16-point insets on a 393-point screen: one breaks. On a
        // 532-point canvas 532 − 32 = 500, so nothing breaks there; restoring puts the first pass's flags back.
        let (s, box, _) = screen(.iPhone15)
        pin(box, .width, .equal, nil, nil, 500)
        let first = s.layout()
        let flags = first.activeConstraints.map(\.isBroken)
        #expect(flags.contains(true))
        let outputs = LayoutOutputs.capture(root: s.root, constraints: first.activeConstraints)
        LayoutEngine(root: s.root, device: Device.iPhone15.withWidth(532)).layoutIfNeeded()
        let brokenOnTheWideCanvas = first.activeConstraints.contains { $0.isBroken }
        #expect(!brokenOnTheWideCanvas)
        outputs.restore()
        #expect(first.activeConstraints.map(\.isBroken) == flags)
    }

    @Test func theObserverHearsOfEveryPassAndOfWorkOutsideOne() {
        let (s, box, _) = screen(.iPhone15)
        let observer = CountingObserver()
        s.engine.observer = observer
        s.layout()
        s.layout()
        #expect(observer.before == 2 && observer.after == 2)
        #expect(observer.outside == 0)
        _ = s.engine.systemLayoutSizeFitting(box, target: .zero, horizontal: 50, vertical: 50)
        _ = s.engine.conflictsAmongActiveConstraints()
        #expect(observer.outside == 2)
    }
}

private final class CountingObserver: LayoutEngineObserver {
    var before = 0, after = 0, outside = 0
    func engineWillLayOut(_ engine: LayoutEngine) { before += 1 }
    func engineDidLayOut(_ engine: LayoutEngine, result: LayoutPassResult) { after += 1 }
    func engineDidWorkOutsideAPass(_ engine: LayoutEngine) { outside += 1 }
}
