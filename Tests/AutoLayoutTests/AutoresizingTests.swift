import Testing
@testable import AutoLayout

/// translatesAutoresizingMaskIntoConstraints (§7.4).
struct AutoresizingTests {
    @Test func neverConstrainedContainerStaysZeroAndChildrenCollapse() {
        // A `UIView()` container added and never constrained keeps its 0×0 frame at (0, 0); a child pinned to its
        // edges collapses to 0×0 too. The container is reported as zero-size with content.
        let s = Screen()
        let container = View()
        s.root.addSubview(container)
        let child = s.add(to: container)
        pinEdges(child, to: container)
        let result = s.layout()
        expectFrame(container, 0, 0, 0, 0)
        expectFrame(child, 0, 0, 0, 0)
        #expect(codes(result).contains("zero-size-content"))
        #expect(!codes(result).contains("conflict"))
    }

    @Test func aZeroSizeContainerOfEmptyUnconstrainedViewsIsNotReported() {
        // A container held at 0 × 0 (width and height == 0) whose only visible subview is a `UIView()` added with
        // addSubview and never sized: that subview keeps its 0 × 0 frame whatever the container's size, and shows
        // nothing, so nothing is clipped. A label added beside it makes the container report again.
        let s = Screen()
        let container = s.add()
        pin(container, .leading, .equal, s.root, .leading, 20)
        pin(container, .top, .equal, s.root, .top, 100)
        pin(container, .width, .equal, nil, .notAnAttribute, 0)
        pin(container, .height, .equal, nil, .notAnAttribute, 0)
        let helper = View()
        container.addSubview(helper)
        #expect(!codes(s.layout()).contains("zero-size-content"))

        let label = s.add(.label, to: container, constrained: false)
        label.text = "Salom"
        label.frame = Rect(x: 0, y: 0, width: 60, height: 20)
        #expect(codes(s.layout()).contains("zero-size-content"))
    }

    @Test func aFrameSetInCodeIsKept() {
        let s = Screen()
        let box = View(frame: Rect(x: 30, y: 40, width: 100, height: 50))
        s.root.addSubview(box)
        let result = s.layout()
        expectFrame(box, 30, 40, 100, 50)
        #expect(result.activeConstraints.filter { $0.origin == .autoresizing && $0.firstItem === box }.count == 4)
    }

    @Test func constraintOnAnAutoresizingViewConflicts() {
        // An anchor constraint on a view whose TAMIC is still true fights its autoresizing constraints: the
        // lesson constraint breaks, the frame set in code wins, and the note about autoresizing appears.
        let s = Screen()
        let box = View(frame: Rect(x: 0, y: 0, width: 100, height: 100))
        s.root.addSubview(box)
        let width = pin(box, .width, .equal, nil, nil, 200)
        let result = s.layout()
        expectFrame(box, 0, 0, 100, 100)
        #expect(width.isBroken)
        let conflict = result.diagnostics.first { $0.code == "conflict" }
        #expect(conflict?.notes.contains { $0.message.contains("translatesAutoresizingMaskIntoConstraints") } == true)
    }

    @Test func flexibleWidthFollowsTheSuperview() {
        // A subview at x 10, 80 wide inside a 100-wide container, mask flexibleWidth: when the container becomes
        // 300 wide the subview keeps its 10 + 10 margins → 280 wide.
        let s = Screen()
        let container = View(frame: Rect(x: 0, y: 0, width: 100, height: 100))
        s.root.addSubview(container)
        let band = View(frame: Rect(x: 10, y: 0, width: 80, height: 20))
        band.autoresizingMask = [.flexibleWidth]
        container.addSubview(band)
        s.layout()
        expectFrame(band, 10, 0, 80, 20)
        container.frame = Rect(x: 0, y: 0, width: 300, height: 100)
        s.layout()
        expectFrame(band, 10, 0, 280, 20)
    }

    @Test func cellContentViewFollowsTheCell() {
        // UITableViewCell's contentView fills the cell (flexible width and height).
        let s = Screen()
        let cell = View(kind: .tableViewCell)
        s.root.addSubview(cell)
        cell.frame = Rect(x: 0, y: 100, width: 393, height: 60)
        s.layout()
        if let content = cell.contentView { expectFrame(content, 0, 0, 393, 60) } else { Issue.record("no contentView") }
    }

    @Test func cellContentViewKeepsClearOfTheSensorHousingInLandscape() {
        // iPhone 15 landscape: 852 × 393, unsafe bands 59 left and right. UITableView insets each cell's contentView
        // by the cell's safe area at the sides (insetsContentViewsToSafeArea, default true): a full-width cell at
        // y 100 gets contentView (59, 0, 852 − 2 × 59 = 734, 60). A collection view cell's contentView still fills.
        let s = Screen(Device.iPhone15.landscape)
        let cell = View(kind: .tableViewCell)
        s.root.addSubview(cell)
        cell.frame = Rect(x: 0, y: 100, width: 852, height: 60)
        let tile = View(kind: .collectionViewCell)
        s.root.addSubview(tile)
        tile.frame = Rect(x: 0, y: 200, width: 852, height: 60)
        s.layout()
        if let content = cell.contentView { expectFrame(content, 59, 0, 734, 60) } else { Issue.record("no contentView") }
        if let content = tile.contentView { expectFrame(content, 0, 0, 852, 60) } else { Issue.record("no contentView") }
    }
}

struct CellMarginTests {
    @Test func tableCellContentViewMargins() {
        // A label pinned to a table cell's contentView margins: 16 at the sides (iPhone 15's system minimum) and
        // 11 at the top [MEM]. Cell at (0, 100), 393 × 60: below the unsafe strip, so no safe-area inset adds in.
        let s = Screen()
        let cell = View(kind: .tableViewCell)
        s.root.addSubview(cell)
        cell.frame = Rect(x: 0, y: 100, width: 393, height: 60)
        guard let content = cell.contentView else { Issue.record("no contentView"); return }
        let box = s.add(to: content)
        pin(box, .leading, .equal, content, .leadingMargin)
        pin(box, .trailing, .equal, content, .trailingMargin)
        pin(box, .top, .equal, content, .topMargin)
        pin(box, .bottom, .equal, content, .bottomMargin)
        s.layout()
        expectFrame(box, 16, 11, 361, 38)
    }
}

/// The notation UIKit logs for autoresizing-mask constraints (reference §7.4).
struct AutoresizingNotationTests {
    @Test func aCodeMadeViewLogsFlexibleFarMargins() {
        // A view made in code has mask [] and logs `h=--& v=--&`; a flexible width leaves the vertical axis at
        // `--&` and prints `-&-` horizontally. A required width of 200 against the 100-wide frame conflicts, and
        // the conflict's notes carry the notation.
        let s = Screen()
        let box = View(frame: Rect(x: 0, y: 0, width: 100, height: 100))
        s.root.addSubview(box)
        pin(box, .width, .equal, nil, .notAnAttribute, 200)
        let result = s.layout()
        let conflict = result.diagnostics.first { $0.code == "conflict" }
        #expect(conflict?.notes.contains { $0.message.contains("h=--& v=--&") } == true,
                "\(conflict?.notes.map(\.message) ?? [])")
        #expect(s.engine.model.maskCode([.flexibleWidth], horizontal: true) == "-&-")
        #expect(s.engine.model.maskCode([.flexibleWidth], horizontal: false) == "--&")
    }
}
