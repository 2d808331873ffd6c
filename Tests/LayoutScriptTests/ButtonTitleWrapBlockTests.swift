import LayoutFrames
@testable import LayoutScript
import Testing
import TextMetrics

/// `UIButton.Configuration.titleLineBreakMode` defaults to `.byWordWrapping`, and "Word and character wrapping
/// modes enable multiline text, while other modes restrict the text to a single line" (Apple). Expected sizes are
/// the titles' own layouts at the wrap width, read from TextMetrics: 17 pt configuration titles, 15 pt legacy ones.

/// The frame of the view a block names `name`, in its first state.
private func frame(_ block: BlockFrames, _ name: String) throws -> [Double] {
    try #require(block.states.first?.views.first { $0.path == name }?.frame, "no view \(name)")
}

private func expectFrame(_ actual: [Double], _ expected: [Double], sourceLocation: SourceLocation = #_sourceLocation) {
    let close = actual.count == 4 && zip(actual, expected).allSatisfy { abs($0 - $1) < 1e-6 }
    #expect(close, "\(actual) != \(expected)", sourceLocation: sourceLocation)
}

/// Pixel rounding at @2x (the iPhone SE).
private func ceilPixel2(_ value: Double) -> Double { (value * 2 - 1e-9).rounded(.up) / 2 }

/// Two configuration buttons with long Uzbek titles in a fillEqually row on the 375 pt iPhone SE, 16 pt from the
/// screen's edges, spacing 8: each is (375 − 32 − 8) / 2 = 167.5 wide and wraps its title at 167.5 − 12 − 12 =
/// 143.5. The row (alignment fill) is as tall as the taller button: its title's lines × line height, pixel-rounded,
/// + 7 + 7; it sits 16 below the 20 pt status bar. A third row holds a `.byTruncatingTail` configuration button
/// and a legacy system button with the same long title: both keep one line (17 pt + 14; 15 pt + 12, the row
/// taking the taller) and are reported as truncated.
@Test func configurationTitlesWrapInAFillEquallyRow() throws {
    let block = try runBlock("""
        ```swift preview id=t device="iPhone SE"
        var next = UIButton.Configuration.filled()
        next.title = "Keyingi darsga o'tish"
        let nextButton = UIButton(configuration: next)
        var back = UIButton.Configuration.tinted()
        back.title = "Bekor qilish va ortga qaytish"
        let backButton = UIButton(configuration: back)
        let row = UIStackView(arrangedSubviews: [nextButton, backButton])
        row.axis = .horizontal
        row.distribution = .fillEqually
        row.spacing = 8
        view.addSubview(row)
        row.snp.makeConstraints { make in
            make.top.equalTo(view.safeAreaLayoutGuide).offset(16)
            make.leading.trailing.equalToSuperview().inset(16)
        }
        var tail = UIButton.Configuration.filled()
        tail.title = "Bekor qilish va ortga qaytish"
        tail.titleLineBreakMode = .byTruncatingTail
        let tailButton = UIButton(configuration: tail)
        let legacyButton = UIButton(type: .system)
        legacyButton.setTitle("Bekor qilish va ortga qaytish", for: .normal)
        let oneLineRow = UIStackView(arrangedSubviews: [tailButton, legacyButton])
        oneLineRow.distribution = .fillEqually
        oneLineRow.spacing = 8
        view.addSubview(oneLineRow)
        oneLineRow.snp.makeConstraints { make in
            make.top.equalTo(row.snp.bottom).offset(16)
            make.leading.trailing.equalToSuperview().inset(16)
        }
        ```
        """)
    let measurer = TextMeasurer.shared
    let font = Font.system(size: 17)
    let heights = ["Keyingi darsga o'tish", "Bekor qilish va ortga qaytish"].map { title -> Double in
        let text = measurer.layout(title, font: font, maxWidth: 143.5, numberOfLines: 0)
        #expect(text.lines.count >= 2, "\(title)")
        return ceilPixel2(text.height) + 14
    }
    let height = try #require(heights.max())
    expectFrame(try frame(block, "row"), [16, 36, 343, height])
    expectFrame(try frame(block, "nextButton"), [0, 0, 167.5, height])
    expectFrame(try frame(block, "backButton"), [175.5, 0, 167.5, height])

    let oneLine = max(ceilPixel2(measurer.metrics(for: font).lineHeight) + 14,
                      ceilPixel2(measurer.metrics(for: .system(size: 15)).lineHeight) + 12)
    expectFrame(try frame(block, "oneLineRow"), [16, 36 + height + 16, 343, oneLine])
    expectFrame(try frame(block, "tailButton"), [0, 0, 167.5, oneLine])
    expectFrame(try frame(block, "legacyButton"), [175.5, 0, 167.5, oneLine])
    let truncated = block.diagnostics.filter { $0.code == "truncated-text" }.map(\.message)
    #expect(truncated.count == 2, "\(block.diagnostics.map(\.message))")
    #expect(truncated.contains { $0.contains("tailButton") } && truncated.contains { $0.contains("legacyButton") },
            "\(truncated)")
}

/// The configuration is a value: `button.configuration?.titleLineBreakMode = …` changes the button's own copy, and
/// a tap that sets `.byTruncatingTail` puts the wrapped title (iPhone 15, pinned to the margins: 361 wide, wrapping
/// at 337) back on one line.
@Test func titleLineBreakModeChangesThroughTheButtonsConfiguration() throws {
    let title = "Hisobingizni tasdiqlash uchun elektron pochtangizga yuborilgan havolani bosing"
    let block = try runBlock("""
        ```swift preview id=t actions="tap(button)"
        var config = UIButton.Configuration.filled()
        config.title = "\(title)"
        let button = UIButton(configuration: config)
        button.addAction(UIAction { _ in button.configuration?.titleLineBreakMode = .byTruncatingTail }, for: .touchUpInside)
        view.addSubview(button)
        button.snp.makeConstraints { make in
            make.top.equalTo(view.safeAreaLayoutGuide)
            make.leading.trailing.equalTo(view.layoutMarginsGuide)
        }
        ```
        """)
    let measurer = TextMeasurer.shared
    let font = Font.system(size: 17)
    let text = measurer.layout(title, font: font, maxWidth: 337, numberOfLines: 0)
    #expect(text.lines.count >= 2)
    let ceil3 = { (v: Double) in (v * 3 - 1e-9).rounded(.up) / 3 }
    let states = block.states.map { state in state.views.first { $0.path == "button" }?.frame ?? [] }
    #expect(states.count == 2)
    expectFrame(states[0], [16, 59, 361, ceil3(text.height) + 14])
    if states.count == 2 { expectFrame(states[1], [16, 59, 361, ceil3(measurer.metrics(for: font).lineHeight) + 14]) }
}

/// A configuration's subtitle wraps too (`subtitleLineBreakMode`, default `.byWordWrapping`), under the title in
/// 15 pt, at the title's width: iPhone 15, pinned to the margins (361 wide, 337 inside the 12 + 12 pt insets).
/// The height is the title's line + the wrapped subtitle + 7 + 7. A tap that sets `.byTruncatingTail` puts the
/// subtitle back on one line. The frames JSON carries the subtitle and its line mode for the preview.
@Test func subtitlesWrapUnderTheTitleAndFollowTheirLineBreakMode() throws {
    let subtitle = "Keyingi darsga o'tish uchun bosing va yangi mavzuni o'rganing, avval esa mashqlarni tugating"
    let block = try runBlock("""
        ```swift preview id=t actions="tap(button)"
        var config = UIButton.Configuration.filled()
        config.title = "Davom etish"
        config.subtitle = "\(subtitle)"
        let button = UIButton(configuration: config)
        button.addAction(UIAction { _ in button.configuration?.subtitleLineBreakMode = .byTruncatingTail }, for: .touchUpInside)
        view.addSubview(button)
        button.snp.makeConstraints { make in
            make.top.equalTo(view.safeAreaLayoutGuide)
            make.leading.trailing.equalTo(view.layoutMarginsGuide)
        }
        ```
        """)
    let measurer = TextMeasurer.shared
    let subtitleFont = Font.preferred(.subheadline)
    let ceil3 = { (v: Double) in (v * 3 - 1e-9).rounded(.up) / 3 }
    let titleLine = ceil3(measurer.metrics(for: .system(size: 17)).lineHeight)
    let text = measurer.layout(subtitle, font: subtitleFont, maxWidth: 337, numberOfLines: 0)
    #expect(text.lines.count >= 2)
    let views = block.states.map { state in state.views.first { $0.path == "button" } }
    #expect(views.count == 2)
    expectFrame(views[0]?.frame ?? [], [16, 59, 361, titleLine + ceil3(text.height) + 14])
    #expect(views[0]?.style?.subtitle == subtitle)
    #expect(views[0]?.style?.subtitleLines == 0)
    #expect(views[0]?.style?.titleInsets == [12, 12])
    if views.count == 2 {
        let oneLine = ceil3(measurer.metrics(for: subtitleFont).lineHeight)
        expectFrame(views[1]?.frame ?? [], [16, 59, 361, titleLine + oneLine + 14])
        #expect(views[1]?.style?.subtitleLines == 1)
    }
}
