import Testing
@testable import AutoLayout

/// Baselines of views without text, of stack views, and baseline-aligned stacks. Expected frames follow from UIKit's
/// documented rules and the stack constraints of reference §7.5 by arithmetic; each test says how.
struct BaselineTests {
    /// A stack at (0, 100) in the root; width and height left to the stack unless given.
    func makeStack(_ s: Screen, axis: Axis = .horizontal, width: Double? = nil, height: Double? = nil) -> View {
        let stack = s.add(.stackView)
        stack.axis = axis
        pin(stack, .left, .equal, s.root, .left)
        pin(stack, .top, .equal, s.root, .top, 100)
        if let width { pin(stack, .width, .equal, nil, nil, width) }
        if let height { pin(stack, .height, .equal, nil, nil, height) }
        return stack
    }

    /// A custom view with a fixed intrinsic size (no text, so no baseline).
    @discardableResult
    func item(_ stack: View, _ w: Double, _ h: Double) -> View {
        let view = View()
        view.intrinsicContentSizeOverride = Size(width: w, height: h)
        stack.addArrangedSubview(view)
        return view
    }

    // MARK: Views without a baseline

    @Test func firstBaselineOfAPlainViewIsItsTop() {
        // Apple, UIView.forFirstBaselineLayout: "If that view does not have a baseline, Auto Layout uses the view's
        // top edge"; forLastBaselineLayout: "… the view's bottom edge". p spans y 100…150, so q.top == p.firstBaseline
        // puts q at 100 and r.top == p.lastBaseline puts r at 150.
        let s = Screen()
        let p = s.add()
        pin(p, .left, .equal, s.root, .left, 16)
        pin(p, .top, .equal, s.root, .top, 100)
        pin(p, .width, .equal, nil, nil, 50)
        pin(p, .height, .equal, nil, nil, 50)
        let q = s.add()
        pin(q, .left, .equal, s.root, .left, 100)
        pin(q, .top, .equal, p, .firstBaseline)
        pin(q, .width, .equal, nil, nil, 10)
        pin(q, .height, .equal, nil, nil, 10)
        let r = s.add()
        pin(r, .left, .equal, s.root, .left, 120)
        pin(r, .top, .equal, p, .lastBaseline)
        pin(r, .width, .equal, nil, nil, 10)
        pin(r, .height, .equal, nil, nil, 10)
        let result = s.layout()
        expectFrame(q, 100, 100, 10, 10)
        expectFrame(r, 120, 150, 10, 10)
        #expect(codes(result).isEmpty)
    }

    @Test func firstBaselineStackOfPlainViewsAlignsTheirTops() {
        // Horizontal, alignment firstBaseline, items 40×30 and 40×60, spacing 8, stack height free. Plain views'
        // first baselines are their tops, so the tops are equal (T). The stack's bottom is the spanner's, which
        // reaches below both items and hugs them @51: height H = T + 60. canvas.top <= a.top gives T >= 0, and the
        // canvas fit (@49) makes H as small as possible: T = 0, H = 60.
        let s = Screen()
        let stack = makeStack(s)
        stack.alignment = .firstBaseline
        stack.spacing = 8
        let a = item(stack, 40, 30)
        let b = item(stack, 40, 60)
        let result = s.layout()
        expectFrame(a, 0, 0, 40, 30)
        expectFrame(b, 48, 0, 40, 60)
        expectFrame(stack, 0, 100, 88, 60)
        #expect(codes(result).isEmpty)
    }

    // MARK: A stack view's own baselines

    /// A 10×10 view at x `left` whose `attribute` (a plain view: first baseline = top, last = bottom) equals the
    /// same baseline of `target`.
    @discardableResult
    func marker(_ s: Screen, left: Double, _ attribute: LayoutAttribute, of target: View) -> View {
        let marker = s.add()
        pin(marker, .left, .equal, s.root, .left, left)
        pin(marker, attribute, .equal, target, attribute)
        pin(marker, .width, .equal, nil, nil, 10)
        pin(marker, .height, .equal, nil, nil, 10)
        return marker
    }

    @Test func horizontalStackTakesItsBaselinesFromItsTallestView() {
        // UIStackView.h (reference §7.5): "A horizontal stack returns its tallest view as its first/last baseline
        // view". Row at y 100, alignment top, items 40×30 (a) and 40×60 (b): both tops at 100, b is the tallest.
        // first baseline = b.top = 100 → marker y 100; last baseline = b.bottom = 160 → marker y 150 (with a, the
        // first view, it would be 130 − 10 = 120). The first pass has no heights yet and takes a; the next pass
        // corrects the choice, and the settled result is reused by the next layoutIfNeeded().
        let s = Screen()
        let row = makeStack(s)
        row.alignment = .leading
        item(row, 40, 30)
        let b = item(row, 40, 60)
        let first = marker(s, left: 200, .firstBaseline, of: row)
        let last = marker(s, left: 220, .lastBaseline, of: row)
        let result = s.layout()
        expectFrame(b, 40, 0, 40, 60)
        expectFrame(first, 200, 100, 10, 10)
        expectFrame(last, 220, 150, 10, 10)
        #expect(codes(result).isEmpty)
        let reused = s.engine.reusedResultCount
        s.layout()
        #expect(s.engine.reusedResultCount == reused + 1)
    }

    @Test func horizontalStackFollowsANewTallestView() {
        // As above, then a grows to 80: a is now the tallest, so the last baseline is a.bottom = 100 + 80 = 180
        // and the marker moves to 170.
        let s = Screen()
        let row = makeStack(s)
        row.alignment = .leading
        let a = item(row, 40, 30)
        item(row, 40, 60)
        let last = marker(s, left: 220, .lastBaseline, of: row)
        s.layout()
        expectFrame(last, 220, 150, 10, 10)
        a.intrinsicContentSizeOverride = Size(width: 40, height: 80)
        s.layout()
        expectFrame(last, 220, 170, 10, 10)
    }

    @Test func verticalStackTakesItsFirstBaselineFromItsFirstViewAndItsLastFromItsLast() {
        // Reference §7.5: "A vertical stack returns its first view (for firstBaseline) and its last view (for
        // lastBaseline)". Column at y 100, spacing 10, items 40×30 (c) and 40×60 (d): c.top = 100, d spans
        // 140…200. first baseline = c.top = 100 → marker y 100; last baseline = d.bottom = 200 → marker y 190.
        let s = Screen()
        let column = makeStack(s, axis: .vertical)
        column.spacing = 10
        item(column, 40, 30)
        item(column, 40, 60)
        let first = marker(s, left: 200, .firstBaseline, of: column)
        let last = marker(s, left: 220, .lastBaseline, of: column)
        let result = s.layout()
        expectFrame(column, 0, 100, 40, 100)
        expectFrame(first, 200, 100, 10, 10)
        expectFrame(last, 220, 190, 10, 10)
        #expect(codes(result).isEmpty)
    }

    // MARK: Baseline-aligned horizontal stacks (the spanner, reference §7.5)

    /// Offset of a one-line label's first baseline from its top: the text box is centred in the pixel-rounded
    /// label height, and the baseline sits one ascender below the box's top.
    func firstBaselineOffset(_ size: Double) -> Double {
        let m = measurer.metrics(for: .system(size: size))
        return ceilPixel(m.lineHeight) / 2 - m.lineHeight / 2 + m.ascender
    }

    func label(_ stack: View, _ text: String, size: Double) -> View {
        let label = View(kind: .label)
        label.text = text
        label.font = .system(size: size)
        stack.addArrangedSubview(label)
        return label
    }

    @Test func firstBaselineStackTallerThanItsItemsIsNotAmbiguous() {
        // Height fixed at 100, plain items 40×30 and 40×60: their tops are their first baselines, so both start at
        // T. The canvas bottom is the spanner's bottom (100), which must reach below b (T + 60 <= 100); the spanner
        // top stays above both tops and the spanner hugs them @51, pulling its top, and with it T, down as far as
        // b allows: T = 40. (canvas.top <= a.top holds: 0 <= 40.) Nothing is left free, so nothing is ambiguous.
        let s = Screen()
        let stack = makeStack(s, height: 100)
        stack.alignment = .firstBaseline
        stack.spacing = 8
        let a = item(stack, 40, 30)
        let b = item(stack, 40, 60)
        let result = s.layout()
        expectFrame(a, 0, 40, 40, 30)
        expectFrame(b, 48, 40, 40, 60)
        #expect(codes(result).isEmpty)
    }

    @Test func lastBaselineStackTallerThanItsItemsIsNotAmbiguous() {
        // The mirror image: last baselines are bottoms, both at B. The canvas top is the spanner's top (0), which
        // must stay above b (B − 60 >= 0); canvas.bottom >= a.bottom holds with 100 >= B; the spanner hugs @51 by
        // pulling its bottom, the lowest bottom B, up as far as b allows: B = 60. a at 30, b at 0.
        let s = Screen()
        let stack = makeStack(s, height: 100)
        stack.alignment = .lastBaseline
        stack.spacing = 8
        let a = item(stack, 40, 30)
        let b = item(stack, 40, 60)
        let result = s.layout()
        expectFrame(a, 0, 30, 40, 30)
        expectFrame(b, 48, 0, 40, 60)
        #expect(codes(result).isEmpty)
    }

    @Test func firstBaselineStackFitsALargerFirstLabel() {
        // rdar://32291130 ("It works fine when the first label uses the largest font"): 34 pt label first, 17 pt
        // second. The big label's baseline lies d = offset(34) − offset(17) lower in it, so the small label starts
        // d lower. canvas.top <= big.top and the fit @49 put the big label at 0 and the small one at d; the bottom
        // is the spanner's, the lower of the two bottoms. Both labels are inside the stack.
        let s = Screen()
        let stack = makeStack(s)
        stack.alignment = .firstBaseline
        stack.spacing = 8
        let big = label(stack, "Ciao", size: 34)
        let small = label(stack, "Hello", size: 17)
        let result = s.layout()
        let d = firstBaselineOffset(34) - firstBaselineOffset(17)
        let bigHeight = ceilPixel(measurer.metrics(for: .system(size: 34)).lineHeight)
        let smallHeight = ceilPixel(measurer.metrics(for: .system(size: 17)).lineHeight)
        #expect(abs(big.frame.minY) < 1e-6)
        #expect(abs(small.frame.minY - d) < 1e-6)
        #expect(abs(stack.frame.height - max(bigHeight, d + smallHeight)) < 1e-6)
        #expect(codes(result).isEmpty)
    }

    @Test func firstBaselineStackLetsALargerLaterLabelStickOut() {
        // The bug itself: 17 pt first, 34 pt second. The stack's top follows the first (small) label
        // (canvas.top <= small.top, fit @49), so the big label starts d above the stack: y = −d. The stack ends at
        // the lower bottom, big's: −d + its height. coursegen flags the overflow as outside-superview.
        let s = Screen()
        let stack = makeStack(s)
        stack.alignment = .firstBaseline
        stack.spacing = 8
        let small = label(stack, "Hello", size: 17)
        let big = label(stack, "Ciao", size: 34)
        let result = s.layout()
        let d = firstBaselineOffset(34) - firstBaselineOffset(17)
        let bigHeight = ceilPixel(measurer.metrics(for: .system(size: 34)).lineHeight)
        #expect(abs(small.frame.minY) < 1e-6)
        #expect(abs(big.frame.minY + d) < 1e-6)
        #expect(abs(stack.frame.height - (bigHeight - d)) < 1e-6)
        #expect(codes(result) == ["outside-superview"])
    }

    // MARK: Vertical stacks with a baseline alignment

    @Test func verticalFirstBaselineStackKeepsItsViewsWidths() {
        // Baseline alignments are "valid for horizontal axis only" (UIStackView.h); UIKit then adds no alignment
        // constraint [3P kean/Arranged]. One view, 100×40, no spanner: canvas.leading <= a.leading,
        // canvas.trailing >= a.trailing, the canvas fitting @49: the stack hugs a at its own width.
        let s = Screen()
        let stack = makeStack(s, axis: .vertical)
        stack.alignment = .firstBaseline
        let a = item(stack, 100, 40)
        let result = s.layout()
        expectFrame(a, 0, 0, 100, 40)
        expectFrame(stack, 0, 100, 100, 40)
        #expect(codes(result).isEmpty)
    }

    @Test func verticalBaselineStacksPinTheFirstViewWithoutConflicts() {
        // Width fixed at 300, views 100 and 200 wide. firstBaseline: canvas.leading == first.leading and the
        // spanner carries the trailing edge, so a stays 100 wide at x 0 and b keeps its 200 without a conflict
        // (with fill both would have to be 300). lastBaseline mirrors it: canvas.trailing == first.trailing, a at
        // x 200. b's position is left open by UIKit's constraints (anywhere between the canvas edges): ambiguous.
        for (alignment, x) in [(StackAlignment.firstBaseline, 0.0), (.lastBaseline, 200.0)] {
            let s = Screen()
            let stack = makeStack(s, axis: .vertical, width: 300)
            stack.alignment = alignment
            let a = item(stack, 100, 40)
            let b = item(stack, 200, 40)
            let result = s.layout()
            expectFrame(a, x, 0, 100, 40)
            #expect(abs(b.frame.width - 200) < 1e-6 && abs(b.frame.minY - 40) < 1e-6)
            #expect(b.frame.minX >= -1e-6 && b.frame.maxX <= 300 + 1e-6)
            #expect(codes(result) == ["ambiguous"])
        }
    }

    // MARK: Re-layout

    /// A row (horizontal, firstBaseline, 300 wide, fillEqually) of three labels and a marker whose top follows
    /// the row's last baseline, so the constraint list depends on which label is the tallest.
    final class BaselineRow {
        let screen = Screen()
        let row: View
        let labels: [View]
        let marker: View
        let rowTop: LayoutConstraint

        init() {
            let row = screen.add(.stackView)
            self.row = row
            row.alignment = .firstBaseline
            row.distribution = .fillEqually
            row.spacing = 8
            pin(row, .left, .equal, screen.root, .left, 16)
            pin(row, .width, .equal, nil, nil, 300)
            rowTop = pin(row, .top, .equal, screen.root, .top, 100)
            labels = [17.0, 34, 13].map { size in
                let label = View(kind: .label)
                label.text = "Matn"
                label.font = .system(size: size)
                label.numberOfLines = 0
                row.addArrangedSubview(label)
                return label
            }
            marker = screen.add()
            pin(marker, .left, .equal, screen.root, .left, 300)
            pin(marker, .top, .equal, row, .lastBaseline)
            pin(marker, .width, .equal, nil, nil, 10)
            pin(marker, .height, .equal, nil, nil, 10)
        }

        var frames: [Rect] { [row.frame, marker.frame] + labels.map(\.frame) }
    }

    @Test func reLayoutFollowsTheTallestViewLikeAFreshEngine() {
        // Edits that change which label is the tallest (more lines, hiding the big one), and a constant, applied to
        // one engine that re-lays out incrementally; after each, a fresh engine on a tree built and edited alike
        // must give the same frames (the baseline choice must not depend on the history).
        let edits: [(BaselineRow) -> Void] = [
            { $0.labels[2].text = "Bir\nikki\nuch\nto'rt" },
            { $0.rowTop.constant = 140 },
            { $0.labels[0].text = "Bir\nikki\nuch\nto'rt\nbesh\nolti" },
            { $0.labels[0].isHidden = true },
            { $0.labels[1].isHidden = true },
            { $0.labels[0].isHidden = false },
            { $0.rowTop.constant = 90 },
        ]
        let incremental = BaselineRow()
        incremental.screen.layout()
        for count in 1...edits.count {
            edits[count - 1](incremental)
            let result = incremental.screen.layout()
            let fresh = BaselineRow()
            for edit in edits.prefix(count) { edit(fresh) }
            fresh.screen.layout()
            for (a, b) in zip(incremental.frames, fresh.frames) {
                let same = abs(a.minX - b.minX) < 1e-6 && abs(a.minY - b.minY) < 1e-6
                    && abs(a.width - b.width) < 1e-6 && abs(a.height - b.height) < 1e-6
                #expect(same, "after edit \(count): \(a) != \(b)")
            }
            #expect(!codes(result).contains("ambiguous") && !codes(result).contains("conflict"))
        }
        // At the end the six-line 17 pt label is the tallest visible one, so the marker's top is its last
        // baseline: text box (6 lines) centred in the pixel-rounded height, baseline one descender above its end.
        let m = measurer.metrics(for: .system(size: 17))
        let tallest = incremental.labels[0]
        let lastBaseline = incremental.row.frame.minY + tallest.frame.minY + ceilPixel(6 * m.lineHeight) / 2
            + 3 * m.lineHeight - m.descender
        #expect(abs(incremental.marker.frame.minY - lastBaseline) < 1e-6)
    }
}
