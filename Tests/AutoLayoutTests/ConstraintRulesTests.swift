import Testing
import Diagnostics
@testable import AutoLayout

/// Creation and activation errors (§6.2), coordinate rules (§7.9), and constraint life cycle.
struct ConstraintRulesTests {
    func error(_ body: () throws -> Void) -> LayoutError? {
        do { try body() } catch let e as LayoutError { return e } catch { return nil }
        return nil
    }

    @Test func invalidPairingOfPositionAndSize() {
        let a = View(), b = View()
        let e = error { _ = try LayoutConstraint(item: a, attribute: .top, relatedBy: .equal, toItem: b,
                                                 attribute: .height) }
        #expect(e?.code == "invalid-pairing")
        #expect(e?.message.hasSuffix("Invalid pairing of layout attributes") == true)
    }

    @Test func leadingWithLeftIsRejected() {
        let a = View(), b = View()
        let e = error { _ = try LayoutConstraint(item: a, attribute: .leading, relatedBy: .equal, toItem: b,
                                                 attribute: .left) }
        #expect(e?.code == "leading-left-mix")
        #expect(e?.message.contains("Use leading/trailing for both or neither.") == true)
    }

    @Test func crossAxisLocationsAreAccepted() {
        // §6.2 [TEST]: SnapKit's own tests install left == top.
        let a = View(), b = View()
        #expect(error { _ = try LayoutConstraint(item: a, attribute: .left, relatedBy: .equal, toItem: b,
                                                 attribute: .top) } == nil)
    }

    @Test func noCommonAncestor() {
        // Two views in different hierarchies: NSGenericException with UIKit's text.
        let a = View(), b = View()
        let c = try? LayoutConstraint(item: a, attribute: .top, relatedBy: .equal, toItem: b, attribute: .top)
        let e = error { try c?.activate() }
        #expect(e?.exceptionName == "NSGenericException")
        #expect(e?.message.contains("because they have no common ancestor.") == true)
        #expect(c?.isActive == false)
    }

    @Test func priorityRange() {
        let a = View()
        for bad in [0.0, -1, 1001, .nan] {
            let e = error { _ = try LayoutConstraint(item: a, attribute: .width, relatedBy: .equal, toItem: nil,
                                                     attribute: .notAnAttribute, constant: 10, priority: bad) }
            #expect(e?.code == "priority-out-of-range")
        }
        let e = error { _ = try LayoutConstraint(item: a, attribute: .width, relatedBy: .equal, toItem: nil,
                                                 attribute: .notAnAttribute, priority: 1001) }
        #expect(e?.message.hasPrefix("It's illegal to set priority:1001. Priorities must be greater than 0") == true)
    }

    @Test func requiredToOptionalOnAnActiveConstraintThrows() throws {
        let a = View()
        let c = try LayoutConstraint(item: a, attribute: .width, relatedBy: .equal, toItem: nil,
                                     attribute: .notAnAttribute, constant: 10)
        try c.setPriority(250)      // inactive: allowed
        try c.setPriority(1000)
        try c.activate()
        let e = error { try c.setPriority(250) }
        #expect(e?.code == "priority-mutation")
        #expect(e?.message.contains("You passed priority 250 and the existing priority was 1000.") == true)
        try c.setPriority(1000)
    }

    @Test func nonFiniteConstantIsRejected() throws {
        let a = View()
        let c = try LayoutConstraint(item: a, attribute: .width, relatedBy: .equal, toItem: nil,
                                     attribute: .notAnAttribute, constant: 10)
        #expect(error { try c.setConstant(.infinity) }?.code == "invalid-constraint")
        #expect(c.constant == 10)
    }

    @Test func multiplierWorksInTheAncestorsSpace() {
        // centerX == superview.centerX × 0.5 inside a container at x 100, 200 wide: in the container's own
        // space centerX is 50, so the 20-wide view sits at x 40 (screen 140) — 25 % of the width (§7.9).
        let s = Screen()
        let container = s.add()
        pin(container, .left, .equal, s.root, .left, 100)
        pin(container, .top, .equal, s.root, .top, 100)
        pin(container, .width, .equal, nil, nil, 200)
        pin(container, .height, .equal, nil, nil, 100)
        let dot = s.add(to: container)
        pin(dot, .centerX, .equal, container, .centerX, multiplier: 0.5)
        pin(dot, .top, .equal, container, .top)
        pin(dot, .width, .equal, nil, nil, 20)
        pin(dot, .height, .equal, nil, nil, 20)
        let result = s.layout()
        expectFrame(dot, 40, 0, 20, 20)
        #expect(result.screenFrame(of: dot) == Rect(x: 140, y: 100, width: 20, height: 20))
    }

    @Test func constraintsAcrossBranchesUseTheCommonAncestor() {
        // b (in container B at x 200) aligns its left to a's right (a in container A at x 10, a at 5…55):
        // compared in the root's space, b.left = 10 + 55 = 65 → 65 − 200 = −135 in B's coordinates.
        let s = Screen()
        let containerA = s.add()
        let containerB = s.add()
        for (c, x) in [(containerA, 10.0), (containerB, 200)] {
            pin(c, .left, .equal, s.root, .left, x)
            pin(c, .top, .equal, s.root, .top, 100)
            pin(c, .width, .equal, nil, nil, 150)
            pin(c, .height, .equal, nil, nil, 100)
        }
        let a = s.add(to: containerA)
        pin(a, .left, .equal, containerA, .left, 5)
        pin(a, .top, .equal, containerA, .top)
        pin(a, .width, .equal, nil, nil, 50)
        pin(a, .height, .equal, nil, nil, 10)
        let b = s.add(to: containerB)
        pin(b, .left, .equal, a, .right)
        pin(b, .top, .equal, a, .bottom)
        pin(b, .width, .equal, nil, nil, 10)
        pin(b, .height, .equal, nil, nil, 10)
        s.layout()
        expectFrame(b, -135, 10, 10, 10)
    }

    @Test func removeFromSuperviewDropsCrossingConstraints() throws {
        // A constraint between a subview and its old hierarchy is deactivated; one inside the subtree survives.
        let s = Screen()
        let card = s.add()
        let inner = s.add(to: card)
        let crossing = pin(card, .top, .equal, s.root, .top, 10)
        let internalOne = pin(inner, .top, .equal, card, .top, 5)
        card.removeFromSuperview()
        #expect(!crossing.isActive)
        #expect(internalOne.isActive)
        #expect(s.root.subviews.isEmpty)
    }

    @Test func changingAConstantRelaysOut() {
        // The same engine after `constant = 80`: only that row changes; the frame follows.
        let s = Screen()
        let box = s.add()
        let top = pin(box, .top, .equal, s.root, .top, 10)
        pin(box, .left, .equal, s.root, .left)
        pin(box, .width, .equal, nil, nil, 10)
        pin(box, .height, .equal, nil, nil, 10)
        s.layout()
        expectFrame(box, 0, 10, 10, 10)
        top.constant = 80
        s.layout()
        expectFrame(box, 0, 80, 10, 10)
        top.deactivate()
        pin(box, .bottom, .equal, s.root, .bottom)
        s.layout()
        expectFrame(box, 0, 842, 10, 10)
    }

    @Test func descriptionsFollowUIKit() throws {
        // NSLayoutConstraint's own format: "<NSLayoutConstraint:0x… UIView:card.top == RootView:….top - 8 @750
        // (active)>".
        let s = Screen()
        let a = s.add()
        a.debugName = "card"
        let c = try LayoutConstraint(item: a, attribute: .top, relatedBy: .equal, toItem: s.root, attribute: .top,
                                     constant: -8, priority: 750, origin: .anchor)
        try c.activate()
        #expect(c.description.hasPrefix("<NSLayoutConstraint:"))
        #expect(c.description.contains("UIView:card.top == RootView:"))
        #expect(c.description.hasSuffix(".top - 8 @750   (active)>"))
    }

    @Test func snapKitConstraintsDescribeThemselvesAsSnapKitDoes() throws {
        // SnapKit's LayoutConstraint overrides description (Debugging.swift): its label or address, then
        // "@file#line", Swift's number format, "^" before a priority, no "(active)". A chain labelled "banner.top"
        // at line 13 of Banner.swift, 16 below the root's top: "<SnapKit.LayoutConstraint:banner.top@Banner.swift#13
        // UIView:card.top == RootView:….top + 16.0 ^750.0>".
        let s = Screen()
        let a = s.add()
        a.debugName = "card"
        let c = pin(a, .top, .equal, s.root, .top, 16, priority: 750)
        c.identifier = "banner.top"
        c.sourceLocation = SourceLocation(file: "lessons/Banner.swift", line: 13)
        #expect(c.description.hasPrefix("<SnapKit.LayoutConstraint:banner.top@Banner.swift#13 UIView:card.top == RootView:"))
        #expect(c.description.hasSuffix(".top + 16.0 ^750.0>"))
        let w = pin(a, .width, .equal, nil, nil, 100)
        #expect(w.description.hasSuffix(" UIView:card.width == 100.0>"))
    }
}

/// Which constraint breaks, and bad values that reach the pass.
struct BreakingOrderTests {
    @Test func hostPlacementSurvivesALaterLessonConstraint() throws {
        // The host pins the view's height (origin .host, activated first); the lesson then demands another
        // height. System and host constraints survive conflicts, so the lesson's breaks.
        let s = Screen()
        let card = s.add()
        pin(card, .left, .equal, s.root, .left)
        pin(card, .top, .equal, s.root, .top)
        pin(card, .width, .equal, nil, nil, 100)
        let host = try LayoutConstraint(item: card, attribute: .height, relatedBy: .equal, toItem: nil,
                                        attribute: .notAnAttribute, constant: 80, origin: .host)
        try host.activate()
        let lesson = pin(card, .height, .equal, nil, nil, 120)
        s.layout()
        #expect(lesson.isBroken && !host.isBroken)
        expectFrame(card, 0, 0, 100, 80)
    }

    @Test func earlierLessonConstraintSurvives() {
        // Among lesson constraints the most recently activated breaks, whatever order they were declared in.
        let s = Screen()
        let card = s.add()
        pin(card, .left, .equal, s.root, .left)
        pin(card, .top, .equal, s.root, .top)
        pin(card, .height, .equal, nil, nil, 10)
        let first = pin(card, .width, .equal, nil, nil, 100)
        let second = pin(card, .width, .equal, nil, nil, 200)
        s.layout()
        #expect(second.isBroken && !first.isBroken)
        expectFrame(card, 0, 0, 100, 10)
    }

    @Test func nonFiniteConstantAssignedDirectlyIsReportedNotFatal() {
        let s = Screen()
        let card = s.add()
        pin(card, .left, .equal, s.root, .left)
        pin(card, .top, .equal, s.root, .top)
        pin(card, .height, .equal, nil, nil, 10)
        let width = pin(card, .width, .equal, nil, nil, 100)
        width.constant = .nan
        let result = s.layout()
        #expect(codes(result).contains("invalid-constraint"))
    }
}
