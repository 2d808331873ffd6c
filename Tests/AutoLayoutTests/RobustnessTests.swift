import Testing
@testable import AutoLayout

/// Random trees and constraints (fixed seed): whatever lesson code does, a pass finishes with finite frames and
/// never traps. This guards the pass against odd inputs, not UIKit fidelity (the other suites do that).
struct RobustnessTests {
    /// A small deterministic generator (SplitMix64), so failures reproduce.
    struct Random {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
        mutating func int(_ upper: Int) -> Int { Int(next() % UInt64(max(1, upper))) }
        mutating func double(_ range: ClosedRange<Double>) -> Double {
            range.lowerBound + Double(next() % 10_000) / 10_000 * (range.upperBound - range.lowerBound)
        }
        mutating func pick<T>(_ items: [T]) -> T { items[int(items.count)] }
    }

    @Test(arguments: 0..<24)
    func randomScreensLayOutWithoutTrapping(seed: Int) throws {
        var random = Random(state: UInt64(seed) &* 7919 &+ 17)
        let device = random.pick(Device.catalog)
        let root = View()
        let engine = LayoutEngine(root: root, device: device)
        var views: [View] = [root]
        let kinds: [ViewKind] = [.view, .label, .button, .imageView, .textField, .stackView, .scrollView, .switchControl,
                                 .tableViewCell, .textView, .pageControl]
        for _ in 0..<(8 + random.int(20)) {
            let view = View(kind: random.pick(kinds))
            view.text = random.int(3) == 0 ? nil : String(repeating: "matn ", count: 1 + random.int(12))
            view.numberOfLines = random.pick([0, 1, 2])
            view.isHidden = random.int(6) == 0
            view.imageSize = random.int(2) == 0 ? Size(width: 24, height: 24) : nil
            let parent = random.pick(views)
            if parent.kind == .stackView && random.int(2) == 0 {
                parent.addArrangedSubview(view)
                parent.axis = random.pick([.horizontal, .vertical])
                parent.distribution = StackDistribution(rawValue: random.int(5)) ?? .fill
                parent.alignment = StackAlignment(rawValue: random.int(6)) ?? .fill
                parent.spacing = random.double(-4...20)
            } else {
                parent.addSubview(view)
                view.translatesAutoresizingMaskIntoConstraints = random.int(4) == 0
            }
            views.append(view)
        }
        let attributes = LayoutAttribute.allCases.filter { $0 != .notAnAttribute }
        var made: [LayoutConstraint] = []
        for _ in 0..<(10 + random.int(40)) {
            let first = random.pick(Array(views.dropFirst()))
            var items: [LayoutItem] = views
            items += [first.safeAreaLayoutGuide, first.layoutMarginsGuide, root.keyboardLayoutGuide,
                      first.contentLayoutGuide, first.frameLayoutGuide]
            let second: LayoutItem? = random.int(5) == 0 ? nil : random.pick(items)
            let constraint = try? LayoutConstraint(
                item: first, attribute: random.pick(attributes), relatedBy: random.pick([.equal, .lessThanOrEqual,
                                                                                        .greaterThanOrEqual]),
                toItem: second, attribute: random.pick(attributes), multiplier: random.pick([1, 1, 0.5, 2, -1]),
                constant: random.double(-50...400), priority: random.pick([1000, 999, 750, 250, 1]),
                origin: .snapkit)
            guard let constraint else { continue }
            if (try? constraint.activate()) != nil { made.append(constraint) }
        }
        for round in 0..<3 {
            let result = engine.layoutIfNeeded()
            for view in views where view.isDescendant(of: root) {
                let f = view.frame
                #expect(f.minX.isFinite && f.minY.isFinite && f.width.isFinite && f.height.isFinite)
                #expect(result.screenFrame(of: view) != nil)
            }
            // Mutate between passes: constants, visibility, removal, keyboard.
            if let c = made.randomElement(using: &random) { c.constant = random.double(-20...300) }
            if let v = views.dropFirst().randomElement(using: &random) { v.isHidden.toggle() }
            if round == 1, let v = views.dropFirst().randomElement(using: &random) { v.removeFromSuperview() }
            if round == 0 { engine.showKeyboard() }
        }
        _ = engine.systemLayoutSizeFitting(views[min(1, views.count - 1)], target: Size(width: 300, height: 0),
                                           horizontal: 1000, vertical: 50)
    }
}

extension RobustnessTests.Random: RandomNumberGenerator {}

/// Back references (a view's superview, a guide's owning view, a constraint's view) are not retained, as in UIKit:
/// when their target goes away they must read nil, never point at freed memory.
struct BackReferenceTests {
    @Test func aDeallocatedViewLeavesNoBackReferenceBehind() {
        let child = View()
        let sibling = View()
        let guide = LayoutGuide(identifier: "spare")
        var constraint: LayoutConstraint?
        do {
            let parent = View()
            parent.addSubview(child)
            parent.addSubview(sibling)
            parent.addLayoutGuide(guide)
            // Between two siblings: installed on their parent, which it does not reference (nor retain).
            constraint = try? LayoutConstraint(item: child, attribute: .width, relatedBy: .equal, toItem: sibling,
                                               attribute: .width)
            try? constraint?.activate()
            #expect(child.superview === parent)
            #expect(guide.owningView === parent)
            #expect(constraint?.installedOn === parent)
        }
        // Nothing retained the parent, so it is gone: nobody refers to it any more.
        #expect(child.superview == nil)
        #expect(sibling.superview == nil)
        #expect(guide.owningView == nil)
        #expect(constraint?.installedOn == nil)
    }
}

/// A tree with constraints keeps itself alive (a constraint retains its items, a view the constraints installed
/// on it); `releaseTree()` lets it go, which the preview server relies on across thousands of scenarios.
struct ReleaseTreeTests {
    @Test func aReleasedTreeIsFreed() {
        weak var weakRoot: View?
        weak var weakChild: View?
        do {
            let root = View()
            let child = View()
            root.addSubview(child)
            child.translatesAutoresizingMaskIntoConstraints = false
            pin(child, .leading, .equal, root, .leading, 16)
            pin(child, .width, .equal, root, .width, multiplier: 0.5)
            weakRoot = root
            weakChild = child
            root.releaseTree()
        }
        #expect(weakRoot == nil)
        #expect(weakChild == nil)
    }

    @Test func withoutReleaseTheConstraintsKeepTheTreeAlive() {
        // The reason releaseTree() exists: the same tree, not released, outlives its last outside reference.
        weak var weakRoot: View?
        var keep: View?
        do {
            let root = View()
            let child = View()
            root.addSubview(child)
            child.translatesAutoresizingMaskIntoConstraints = false
            pin(child, .width, .equal, root, .width, multiplier: 0.5)
            weakRoot = root
            keep = child
        }
        #expect(weakRoot != nil)
        keep?.superview?.releaseTree()
        keep = nil
    }
}
