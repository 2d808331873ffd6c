import Testing
@testable import AutoLayout
import TextMetrics

/// Diagnostics, baselines, the layoutSubviews hook, fitting sizes and control sizes.
struct LayoutPassTests {
    @Test func missingHeightIsAmbiguous() {
        // left, top and width but no height and no intrinsic size: the height is free.
        let s = Screen()
        let box = s.add()
        pin(box, .left, .equal, s.root, .left)
        pin(box, .top, .equal, s.root, .top)
        pin(box, .width, .equal, nil, nil, 100)
        let result = s.layout()
        let ambiguous = result.diagnostics.filter { $0.code == "ambiguous" }
        #expect(ambiguous.count == 1)
        #expect(ambiguous.first?.message.contains("height") == true)
        #expect(ambiguous.first?.message.contains("width") == false)
    }

    @Test func childOfAnAmbiguousViewIsNotReportedTwice() {
        let s = Screen()
        let box = s.add()
        pin(box, .left, .equal, s.root, .left)
        pin(box, .width, .equal, nil, nil, 100)
        pin(box, .height, .equal, nil, nil, 100)
        let child = s.add(to: box)
        pinEdges(child, to: box)
        let result = s.layout()
        #expect(result.diagnostics.filter { $0.code == "ambiguous" }.count == 1)
    }

    /// A 100 × 100 card at (20, 100) with a 20 pt tall badge whose left edge is `overhang` inside the card's
    /// right edge and which is `width` wide.
    private func cardWithBadge(overhang: Double, width: Double) -> Screen {
        let s = Screen()
        let card = s.add()
        pin(card, .left, .equal, s.root, .left, 20)
        pin(card, .top, .equal, s.root, .top, 100)
        pin(card, .width, .equal, nil, nil, 100)
        pin(card, .height, .equal, nil, nil, 100)
        let badge = s.add(to: card)
        pin(badge, .left, .equal, card, .right, -overhang)
        pin(badge, .top, .equal, card, .top)
        pin(badge, .width, .equal, nil, nil, width)
        pin(badge, .height, .equal, nil, nil, 20)
        return s
    }

    @Test func outsideSuperview() {
        // The badge starts 10 pt inside the card's right edge and is 20 wide: 10 pt of it stick out.
        let result = cardWithBadge(overhang: 10, width: 20).layout()
        #expect(result.diagnostics.map(\.code) == ["outside-superview"])
    }

    @Test func outsideSuperviewNamesFramesInHundredthsOfAPoint() {
        // A third of the card's width (100 / 3 = 33.333…) past its right edge: the message gives the badge's frame
        // in the card, (100 − 100/3, 0, 100/3 + 10, 20) = (66.67, 0, 43.33, 20), as the other size messages round.
        let messages = cardWithBadge(overhang: 100.0 / 3, width: 100.0 / 3 + 10).layout().diagnostics
            .filter { $0.code == "outside-superview" }.map(\.message)
        #expect(messages.count == 1)
        #expect(messages.first?.contains("at (66.67, 0, 43.33, 20) extends outside its superview") == true)
        #expect(messages.first?.hasSuffix("(bounds (0, 0, 100, 100))") == true)
    }

    @Test func baselineConstraintAlignsTextOfDifferentSizes() {
        // value.firstBaseline == title.firstBaseline. Each label's baseline is y + h/2 − textHeight/2 + ascender.
        let s = Screen()
        let title = s.add(.label)
        title.text = "Narx"
        title.font = .system(size: 28)
        pin(title, .left, .equal, s.root, .left)
        pin(title, .top, .equal, s.root, .top, 100)
        let value = s.add(.label)
        value.text = "12 000"
        pin(value, .left, .equal, title, .right, 8)
        pin(value, .firstBaseline, .equal, title, .firstBaseline)
        s.layout()
        func offset(_ size: Double) -> Double {
            let m = measurer.metrics(for: .system(size: size))
            return ceilPixel(m.lineHeight) / 2 - m.lineHeight / 2 + m.ascender
        }
        #expect(abs(value.frame.minY - (100 + offset(28) - offset(17))) < 1e-6)
    }

    @Test func baselineOfAPlainViewIsItsBottom() {
        // §7.9: views without text have lastBaseline = bottom.
        let s = Screen()
        let box = s.add()
        pin(box, .left, .equal, s.root, .left)
        pin(box, .top, .equal, s.root, .top, 100)
        pin(box, .width, .equal, nil, nil, 40)
        pin(box, .height, .equal, nil, nil, 40)
        let line = s.add()
        pin(line, .left, .equal, s.root, .left)
        pin(line, .top, .equal, box, .lastBaseline)
        pin(line, .width, .equal, nil, nil, 40)
        pin(line, .height, .equal, nil, nil, 1)
        s.layout()
        expectFrame(line, 0, 140, 40, 1)
    }

    @Test func layoutSubviewsHookSeesTheFinalFrame() {
        // A pill: cornerRadius = bounds.height / 2 set in layoutSubviews.
        let s = Screen()
        let pill = s.add()
        pin(pill, .left, .equal, s.root, .left)
        pin(pill, .top, .equal, s.root, .top)
        pin(pill, .width, .equal, nil, nil, 120)
        pin(pill, .height, .equal, nil, nil, 44)
        var calls = 0
        pill.layoutSubviewsHook = { view in
            calls += 1
            view.appearance.cornerRadius = view.bounds.height / 2
        }
        s.layout()
        #expect(pill.appearance.cornerRadius == 22)
        #expect(calls >= 1)
    }

    @Test func hookThatChangesLayoutGetsAnotherPass() {
        // A hook that sets a constraint constant from the superview's width: the change is laid out too.
        let s = Screen()
        let box = s.add()
        pin(box, .left, .equal, s.root, .left)
        pin(box, .top, .equal, s.root, .top)
        pin(box, .height, .equal, nil, nil, 10)
        let width = pin(box, .width, .equal, nil, nil, 10)
        s.root.layoutSubviewsHook = { root in width.constant = root.bounds.width / 3 }
        s.layout()
        expectFrame(box, 0, 0, 131, 10)
    }

    @Test func cellFittingHeight() {
        // A cell whose label (numberOfLines 0) is pinned to the contentView with 16 pt insets: at width 393 the
        // label wraps at 393 − 32 = 361, so the fitting height is its wrapped height + 32 (vertical priority 50).
        let s = Screen()
        let cell = View(kind: .tableViewCell)
        guard let content = cell.contentView else { Issue.record("no contentView"); return }
        let label = View(kind: .label)
        label.numberOfLines = 0
        label.text = String(repeating: "Avto joylashuv matni ", count: 8)
        content.addSubview(label)
        label.translatesAutoresizingMaskIntoConstraints = false
        pinEdges(label, to: content, inset: 16)
        let size = s.engine.systemLayoutSizeFitting(cell, target: Size(width: 393, height: 0), horizontal: 1000,
                                                    vertical: LayoutPriority.fittingSizeLevel)
        let text = measurer.layout(label.text!, font: .system(size: 17), maxWidth: 361, numberOfLines: 0)
        #expect(text.lines.count >= 2)
        #expect(abs(size.width - 393) < 1e-6)
        #expect(abs(size.height - (ceilPixel(text.height) + 32)) < 1e-6)
        // The views' frames were not touched.
        #expect(cell.frame == Rect(x: 0, y: 0, width: 320, height: 44))
    }

    @Test func detachedLayoutKeepsTheRootsFrameWithoutSafeArea() {
        // layoutIfNeeded() outside a window (reference §7.7): the top view keeps its frame, the safe-area guide
        // matches its edges, and a plain view's margins are its own 8; a controller's view keeps the system
        // minimum at its sides. Each box is pinned to a guide's top-left corner.
        let s = Screen()
        for controllerView in [false, true] {
            let card = View()
            card.frame = Rect(x: 5, y: 7, width: 200, height: 100)
            let safe = View(), margins = View()
            for (box, guide) in [(safe, card.safeAreaLayoutGuide), (margins, card.layoutMarginsGuide)] {
                card.addSubview(box)
                box.translatesAutoresizingMaskIntoConstraints = false
                pin(box, .left, .equal, guide, .left)
                pin(box, .top, .equal, guide, .top)
                pin(box, .width, .equal, nil, nil, 10)
                pin(box, .height, .equal, nil, nil, 10)
            }
            let result = s.engine.layoutDetached(card, controllerView: controllerView)
            #expect(result.diagnostics.isEmpty)
            #expect(card.frame == Rect(x: 5, y: 7, width: 200, height: 100))
            #expect(card.safeAreaInsets == .zero)
            expectFrame(safe, 0, 0, 10, 10)
            expectFrame(margins, controllerView ? 16 : 8, controllerView ? 0 : 8, 10, 10)
        }
    }

    @Test func controlSizes() {
        // §7.3: UISwitch 51 × 31, medium indicator 20 × 20, large 37 × 37, progress view 4 high.
        let s = Screen()
        let toggle = s.add(.switchControl)
        let spinner = s.add(.activityIndicator)
        let big = s.add(.activityIndicator)
        big.activityIndicatorStyle = .large
        let progress = s.add(.progressView)
        pin(progress, .width, .equal, nil, nil, 200)
        for (i, v) in [toggle, spinner, big, progress].enumerated() {
            pin(v, .left, .equal, s.root, .left)
            pin(v, .top, .equal, s.root, .top, Double(i) * 60)
        }
        let result = s.layout()
        expectFrame(toggle, 0, 0, 51, 31)
        expectFrame(spinner, 0, 60, 20, 20)
        expectFrame(big, 0, 120, 37, 37)
        expectFrame(progress, 0, 180, 200, 4)
        #expect(result.diagnostics.isEmpty)
    }

    @Test func systemButtonSize() {
        // Legacy system button: 15 pt title, 6 pt above and below → (title width, line height + 12), pixel-rounded.
        let s = Screen()
        let button = s.add(.button)
        button.text = "Hello World"
        pin(button, .left, .equal, s.root, .left)
        pin(button, .top, .equal, s.root, .top)
        s.layout()
        let font = Font.system(size: 15)
        let width = ceilPixel(measurer.width(of: "Hello World", font: font))
        let height = ceilPixel(measurer.metrics(for: font).lineHeight) + 12
        expectFrame(button, 0, 0, width, height)
        // An empty button is about 30 × 34 [MEM].
        button.text = nil
        s.layout()
        expectFrame(button, 0, 0, 30, 34)
    }

    @Test func roundedTextFieldIs34High() {
        let s = Screen()
        let field = s.add(.textField)
        field.borderStyle = .roundedRect
        field.placeholder = "Email"
        pin(field, .left, .equal, s.root, .left, 16)
        pin(field, .right, .equal, s.root, .right, -16)
        pin(field, .top, .equal, s.root, .top, 100)
        s.layout()
        expectFrame(field, 16, 100, 361, 34)
    }

    @Test func imageViewUsesItsImageSize() {
        let s = Screen()
        let image = s.add(.imageView)
        image.imageSize = Size(width: 24, height: 24)
        pin(image, .centerX, .equal, s.root, .centerX)
        pin(image, .top, .equal, s.root, .top, 10)
        s.layout()
        expectFrame(image, 184.5, 10, 24, 24)
    }

    @Test func missingFontsGiveAWarningNotACrash() {
        let root = View()
        let engine = LayoutEngine(root: root, device: .iPhone15, measurer: TextMeasurer(fontDirectory: nil))
        let label = View(kind: .label)
        label.text = "Salom"
        root.addSubview(label)
        label.translatesAutoresizingMaskIntoConstraints = false
        pin(label, .left, .equal, root, .left)
        pin(label, .top, .equal, root, .top)
        let result = engine.layoutIfNeeded()
        #expect(result.diagnostics.contains { $0.code == "font-fallback" })
        #expect(label.frame.width > 0)
    }
}

/// Smaller behaviours of text and hosting.
struct TextAndHostingTests {
    @Test func preferredMaxLayoutWidthWrapsWithoutASecondPass() {
        // preferredMaxLayoutWidth = 120: the label wraps at 120 and is as wide as its widest line.
        let s = Screen()
        let label = s.add(.label)
        label.numberOfLines = 0
        label.preferredMaxLayoutWidth = 120
        label.text = "Uzun matn bir necha qatorga bo'linadi"
        pin(label, .left, .equal, s.root, .left)
        pin(label, .top, .equal, s.root, .top)
        s.layout()
        let layout = measurer.layout(label.text!, font: .system(size: 17), maxWidth: 120, numberOfLines: 0)
        expectFrame(label, 0, 0, ceilPixel(layout.width), ceilPixel(layout.height))
    }

    @Test func fittingBothAxesCompressesToContent() {
        // systemLayoutSizeFitting(.zero, 50, 50) of a view holding a 17 pt label with 12 pt padding:
        // label size + 24 on both axes (the `fit` host).
        let s = Screen()
        let card = View()
        let label = View(kind: .label)
        label.text = "Salom"
        card.addSubview(label)
        label.translatesAutoresizingMaskIntoConstraints = false
        pinEdges(label, to: card, inset: 12)
        let size = s.engine.systemLayoutSizeFitting(card, target: .zero, horizontal: 50, vertical: 50)
        let w = ceilPixel(measurer.width(of: "Salom", font: .system(size: 17)))
        let h = ceilPixel(measurer.metrics(for: .system(size: 17)).lineHeight)
        #expect(abs(size.width - (w + 24)) < 1e-6)
        #expect(abs(size.height - (h + 24)) < 1e-6)
    }

    @Test func fittingUsesTheMeasuredViewsOwnMargins() {
        // A view measured with systemLayoutSizeFitting is not a controller's view: its margins are its own 8 on
        // every side (no system minimum of 16, no safe area outside the window). A 100 × 50 box pinned to its
        // layoutMarginsGuide gives 8 + 100 + 8 by 8 + 50 + 8. Measured as a controller's view, the sides take the
        // system minimum 16 and top and bottom 0: 132 × 50.
        let s = Screen()
        let card = View()
        let box = View()
        card.addSubview(box)
        box.translatesAutoresizingMaskIntoConstraints = false
        pinEdges(box, to: card.layoutMarginsGuide)
        pin(box, .width, .equal, nil, .notAnAttribute, 100)
        pin(box, .height, .equal, nil, .notAnAttribute, 50)
        let size = s.engine.systemLayoutSizeFitting(card, target: .zero, horizontal: 50, vertical: 50)
        #expect(abs(size.width - 116) < 1e-6 && abs(size.height - 66) < 1e-6, "\(size)")
        let controllerSize = s.engine.systemLayoutSizeFitting(card, target: .zero, horizontal: 50, vertical: 50,
                                                              controllerView: true)
        #expect(abs(controllerSize.width - 132) < 1e-6 && abs(controllerSize.height - 50) < 1e-6, "\(controllerSize)")
    }

    @Test func keyboardInLandscape() {
        // iPhone 15 landscape: 852 × 393, keyboard 209 [MEM] → guide top 184 when shown; hidden: safe bottom
        // 393 − 21 = 372.
        let s = Screen(Device.iPhone15.landscape)
        let bar = s.add()
        pin(bar, .left, .equal, s.root, .left)
        pin(bar, .right, .equal, s.root, .right)
        pin(bar, .bottom, .equal, s.root.keyboardLayoutGuide, .top)
        pin(bar, .height, .equal, nil, nil, 44)
        s.layout()
        expectFrame(bar, 0, 328, 852, 44)
        s.engine.showKeyboard()
        s.layout()
        expectFrame(bar, 0, 140, 852, 44)
    }

    @Test func textFieldHugsItsText() {
        // .none border: text width × line height; the placeholder counts when it is wider.
        let s = Screen()
        let field = s.add(.textField)
        field.text = "ab"
        field.placeholder = "Elektron pochta"
        pin(field, .left, .equal, s.root, .left)
        pin(field, .top, .equal, s.root, .top)
        s.layout()
        let width = ceilPixel(measurer.width(of: "Elektron pochta", font: .system(size: 17)))
        expectFrame(field, 0, 0, width, ceilPixel(measurer.metrics(for: .system(size: 17)).lineHeight))
    }

    @Test func configurationButtonUsesBodyTitleAndInsets() {
        // UIButton.Configuration.filled(): 17 pt title inside 7/12 insets [MEM].
        let s = Screen()
        let button = s.add(.button)
        button.buttonStyle = .filled
        button.text = "Davom etish"
        pin(button, .left, .equal, s.root, .left)
        pin(button, .top, .equal, s.root, .top)
        s.layout()
        let font = Font.system(size: 17)
        expectFrame(button, 0, 0, ceilPixel(measurer.width(of: "Davom etish", font: font)) + 24,
                    ceilPixel(measurer.metrics(for: font).lineHeight) + 14)
    }
}

struct FittingTests {
    @Test func fittingALabelGivesItsIntrinsicSize() {
        // sizeToFit / systemLayoutSizeFitting on a lone label (autoresizing on): its text's size.
        let s = Screen()
        let label = View(kind: .label)
        label.text = "Salom dunyo"
        s.root.addSubview(label)
        let size = s.engine.systemLayoutSizeFitting(label, target: .zero, horizontal: 50, vertical: 50)
        #expect(abs(size.width - ceilPixel(measurer.width(of: "Salom dunyo", font: .system(size: 17)))) < 1e-6)
        #expect(abs(size.height - ceilPixel(measurer.metrics(for: .system(size: 17)).lineHeight)) < 1e-6)
    }
}

/// A negative solved size gets a warning (UIKit stays silent and draws nothing).
struct NegativeSizeDiagnosticTests {
    @Test func edgesPulledPastEachOtherAreReported() {
        // top = root.top + 100 and bottom = root.top + 60 (both required) leave height = 60 − 100 = −40; the
        // width (leading 0, width 50) is fine, so only the height is named.
        let s = Screen()
        let bar = s.add()
        pin(bar, .top, .equal, s.root, .top, 100)
        pin(bar, .bottom, .equal, s.root, .top, 60)
        pin(bar, .leading, .equal, s.root, .leading)
        pin(bar, .width, .equal, nil, .notAnAttribute, 50)
        let result = s.layout()
        expectFrame(bar, 0, 100, 50, -40)
        let messages = result.diagnostics.filter { $0.code == "negative-size" }.map(\.message)
        #expect(messages.count == 1)
        #expect(messages.first?.contains("negative height -40") == true, "\(messages)")
        #expect(messages.first?.contains("width") == false)
    }

    @Test func aZeroSizeIsNotNegative() {
        // top and bottom both at 100 → height 0: nothing crosses, so no negative-size warning.
        let s = Screen()
        let bar = s.add()
        pin(bar, .top, .equal, s.root, .top, 100)
        pin(bar, .bottom, .equal, s.root, .top, 100)
        pin(bar, .leading, .equal, s.root, .leading)
        pin(bar, .width, .equal, nil, .notAnAttribute, 50)
        #expect(!codes(s.layout()).contains("negative-size"))
    }
}

/// Ambiguity warnings name each view whose own freedom is not just its superview's.
struct AmbiguityReportingTests {
    @Test func aSubviewFreeForItsOwnReasonIsNamed() {
        // card: x 0, width 393, height 100, no y (its vertical position is free). line inside it: top, leading,
        // trailing pinned, no height. line's height is free whatever card's position (frames are in superview
        // coordinates), so both are named; pin line's height and only the card is.
        let s = Screen()
        let card = s.add()
        card.debugName = "card"
        pin(card, .leading, .equal, s.root, .leading)
        pin(card, .trailing, .equal, s.root, .trailing)
        pin(card, .height, .equal, nil, nil, 100)
        let line = s.add(to: card)
        line.debugName = "line"
        pin(line, .top, .equal, card, .top)
        pin(line, .leading, .equal, card, .leading)
        pin(line, .trailing, .equal, card, .trailing)
        let named = s.layout().diagnostics.filter { $0.code == "ambiguous" }.map(\.message)
        #expect(named.contains { $0.contains("UIView:card") && $0.contains("vertical position") }, "\(named)")
        #expect(named.contains { $0.contains("UIView:line") && $0.contains("height") }, "\(named)")
    }

    @Test func aSubviewFreeOnlyThroughItsSuperviewsSizeIsNotNamedAgain() {
        // card: x, y and width fixed, height free; foot pinned to card's bottom with a fixed height: foot's
        // position is free only because card's height is, so only card is named.
        let s = Screen()
        let card = s.add()
        card.debugName = "card"
        pin(card, .leading, .equal, s.root, .leading)
        pin(card, .top, .equal, s.root, .top)
        pin(card, .width, .equal, nil, nil, 200)
        let foot = s.add(to: card)
        foot.debugName = "foot"
        pin(foot, .bottom, .equal, card, .bottom)
        pin(foot, .leading, .equal, card, .leading)
        pin(foot, .width, .equal, nil, nil, 10)
        pin(foot, .height, .equal, nil, nil, 10)
        let named = s.layout().diagnostics.filter { $0.code == "ambiguous" }.map(\.message)
        #expect(named.contains { $0.contains("UIView:card") }, "\(named)")
        #expect(!named.contains { $0.contains("UIView:foot") }, "\(named)")
    }
}
