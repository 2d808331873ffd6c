import LayoutFrames
import Testing
@testable import PreviewRender

/// The "what changed" list matches each constraint of a state with the first unmatched one of the state before
/// that has the same items, relation, multiplier, origin, line and label; constant, priority and broken state
/// are what may change.
@Suite struct ConstraintChangesTests {
    private func record(_ first: String, _ constant: Double, line: Int? = 12, priority: Double = 1000,
                        broken: Bool = false) -> ConstraintRecord {
        ConstraintRecord(first: first, relation: "==", second: "view.top", multiplier: 1, constant: constant,
                         priority: priority, origin: "snapkit", line: line, broken: broken)
    }

    /// Each item as (class, constraint, detail).
    private func items(_ html: String) -> [[String]] {
        html.components(separatedBy: "<li class=\"").dropFirst().map { item in
            let cls = item.components(separatedBy: "\"").first ?? ""
            let code = item.components(separatedBy: "<code>").dropFirst().first?.components(separatedBy: "</code>").first ?? ""
            let detail = item.components(separatedBy: "<em>").dropFirst().first?.components(separatedBy: "</em>").first ?? ""
            return [cls, code, detail]
        }
    }

    @Test func anItemIsWrittenInFull() {
        let html = ConstraintChanges.listItems(before: [record("box.top", 24)], after: [record("box.top", 120)])
        #expect(html == "<li class=\"cg-changed\" data-line=\"12\"><b>~</b> <code>box.top == view.top + 120</code>"
                    + " <em>constant 24 → 120</em> <span class=\"cg-ln\">line 12</span></li>")
    }

    @Test func unchangedListsHaveNoItems() {
        let list = [record("a.top", 1), record("b.top", 2, line: nil)]
        #expect(ConstraintChanges.listItems(before: list, after: list) == "")
    }

    /// `remakeConstraints` in another order: b is matched although it moved; a's constant changed.
    @Test func constraintsAreMatchedWhereverTheyMoved() {
        let html = ConstraintChanges.listItems(before: [record("a.top", 1), record("b.top", 2)],
                                               after: [record("b.top", 2), record("a.top", 5)])
        #expect(items(html) == [["cg-changed", "a.top == view.top + 5", "constant 1 → 5"]])
    }

    /// New constraints are listed where they come, removed ones after all others, in their old order.
    @Test func addedAndRemovedConstraintsAreListed() {
        let html = ConstraintChanges.listItems(
            before: [record("a.top", 1), record("b.top", 2), record("c.top", 3), record("e.top", 4)],
            after: [record("a.top", 1), record("d.top", 7), record("c.top", 3, priority: 750)])
        #expect(items(html) == [["cg-added", "d.top == view.top + 7", ""],
                                ["cg-changed", "c.top == view.top + 3 @750", "priority 1000 → 750"],
                                ["cg-removed", "b.top == view.top + 2", ""],
                                ["cg-removed", "e.top == view.top + 4", ""]])
    }

    /// Two constraints alike but for their constants pair up in order: the first after with the first before.
    @Test func alikeConstraintsPairUpInOrder() {
        let html = ConstraintChanges.listItems(before: [record("a.top", 1), record("a.top", 2)],
                                               after: [record("a.top", 2), record("a.top", 1, broken: true)])
        #expect(items(html) == [["cg-changed", "a.top == view.top + 2", "constant 1 → 2"],
                                ["cg-changed", "a.top == view.top + 1", "constant 2 → 1, now broken"]])
    }

    @Test func aLongerOrShorterListAddsOrRemovesAtTheEnd() {
        let one = [record("a.top", 1)], two = [record("a.top", 1), record("b.top", 2)]
        #expect(items(ConstraintChanges.listItems(before: one, after: two)) == [["cg-added", "b.top == view.top + 2", ""]])
        #expect(items(ConstraintChanges.listItems(before: two, after: one)) == [["cg-removed", "b.top == view.top + 2", ""]])
        #expect(items(ConstraintChanges.listItems(before: [], after: one)) == [["cg-added", "a.top == view.top + 1", ""]])
    }
}
