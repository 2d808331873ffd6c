import LayoutFrames
@testable import LayoutScript
import Testing

/// `UIButton(type:primaryAction:)` (type `.system` by default) "sets the title and image to the action's title
/// and image" (Apple): each button made from an action is sized exactly like the same button given that title
/// (and image) with `setTitle(_:for:)` / `setImage(_:for:)`.
@Test func legacyButtonTakesTheTitleAndImageOfItsPrimaryAction() throws {
    let r = try sizes("""
        let save = UIButton(primaryAction: UIAction(title: "Save") { _ in print("saved") })
        let saveReference = UIButton(type: .system)
        saveReference.setTitle("Save", for: .normal)
        let star = UIButton(type: .system, primaryAction: UIAction(title: "Save", image: UIImage(systemName: "star")) { _ in })
        let starReference = UIButton(type: .system)
        starReference.setTitle("Save", for: .normal)
        starReference.setImage(UIImage(systemName: "star"), for: .normal)
        """, ["save", "saveReference", "star", "starReference"])
    #expect(r.diagnostics.isEmpty, "\(r.diagnostics.map(\.message))")
    #expect(r.sizes["save"] == r.sizes["saveReference"])
    #expect(r.sizes["star"] == r.sizes["starReference"])
    // Not the empty system button (30 × 34): the title is there.
    #expect(r.sizes["save"] != [30, 34])
}

/// `UIButton(configuration:primaryAction:)`: "If the primary action contains a title or an image, this method
/// copies them to the configuration and the button displays them" (Apple): sized like a `.filled()`
/// configuration titled "Continue" (with the image, like one given that image too), and the title reads back.
@Test func configurationButtonCopiesThePrimaryActionsTitleAndImage() throws {
    let r = try sizes("""
        let filled = UIButton(configuration: .filled(), primaryAction: UIAction(title: "Continue") { _ in })
        var config = UIButton.Configuration.filled()
        config.title = "Continue"
        let reference = UIButton(configuration: config)
        let imaged = UIButton(configuration: .filled(), primaryAction: UIAction(title: "Continue", image: UIImage(systemName: "arrow.right")) { _ in })
        var withImage = UIButton.Configuration.filled()
        withImage.title = "Continue"
        withImage.image = UIImage(systemName: "arrow.right")
        let imageReference = UIButton(configuration: withImage)
        print(filled.configuration?.title ?? "-")
        """, ["filled", "reference", "imaged", "imageReference"])
    #expect(r.diagnostics.isEmpty, "\(r.diagnostics.map(\.message))")
    #expect(r.sizes["filled"] == r.sizes["reference"])
    #expect(r.sizes["imaged"] == r.sizes["imageReference"])
    let printed = runScript("""
        let filled = UIButton(configuration: .filled(), primaryAction: UIAction(title: "Continue") { _ in })
        print(filled.configuration?.title ?? "-")
        """)
    #expect(printed.error == nil)
    #expect(printed.output == ["Continue"])
}

/// The action is still the button's tap handler (a tap grows the box from 40 to 80), and one closure given to
/// two actions keeps two titles ("Cancel and go back" makes a wider button than "Save").
@Test func primaryActionWithTitleStillRunsOnTap() throws {
    let block = try runBlock("""
        ```swift preview id=t actions="tap(save)"
        let box = UIView()
        let handler: (UIAction) -> Void = { _ in box.snp.updateConstraints { make in make.height.equalTo(80) } }
        let save = UIButton(primaryAction: UIAction(title: "Save", handler: handler))
        let cancel = UIButton(primaryAction: UIAction(title: "Cancel and go back", handler: handler))
        view.addSubview(save)
        view.addSubview(cancel)
        view.addSubview(box)
        save.snp.makeConstraints { make in make.top.leading.equalToSuperview() }
        cancel.snp.makeConstraints { make in make.top.equalTo(save.snp.bottom); make.leading.equalToSuperview() }
        box.snp.makeConstraints { make in make.top.equalTo(cancel.snp.bottom); make.leading.equalToSuperview(); make.width.equalTo(40); make.height.equalTo(40) }
        ```
        """)
    #expect(block.diagnostics.isEmpty, "\(block.diagnostics.map(\.message))")
    func frame(_ state: Int, _ name: String) -> [Double]? { block.states[state].views.first { $0.path == name }?.frame }
    #expect((frame(0, "cancel")?[2] ?? 0) > (frame(0, "save")?[2] ?? 0))
    #expect(block.states.count == 2)
    #expect(frame(0, "box")?[3] == 40)
    #expect(frame(1, "box")?[3] == 80)
}

/// Configuration `buttonSize` other than `.medium` (UIKit changes the font and insets) and a non-zero
/// `titlePadding` (space between title and subtitle) are not modelled: each is one `unsupported-api` warning
/// naming it; `.medium` and 0, what the preview draws, are silent.
@Test func unmodelledConfigurationSizingWarns() throws {
    let block = try runBlock("""
        ```swift preview id=t
        var c = UIButton.Configuration.filled()
        c.title = "Save"
        c.subtitle = "Lorem"
        c.buttonSize = .large
        c.titlePadding = 10
        var d = UIButton.Configuration.filled()
        d.buttonSize = .medium
        d.titlePadding = 0
        let button = UIButton(configuration: c)
        view.addSubview(button)
        button.snp.makeConstraints { make in make.top.leading.equalToSuperview() }
        ```
        """)
    #expect(block.diagnostics.map(\.code) == ["unsupported-api", "unsupported-api"])
    #expect(block.diagnostics.first?.message.contains("buttonSize") == true)
    #expect(block.diagnostics.last?.message.contains("titlePadding") == true)
}

/// System button types with a glyph of their own (`.close`, `.infoLight`, `.contactAdd`) are sized as an empty
/// button (30 × 34), which is not their size: one `unsupported-api` warning each; `.system` is silent.
@Test func glyphButtonTypesWarn() throws {
    let block = try runBlock("""
        ```swift preview id=t
        let close = UIButton(type: .close)
        let info = UIButton(type: .infoLight)
        let add = UIButton(type: .contactAdd)
        let plain = UIButton(type: .system)
        plain.setTitle("Save", for: .normal)
        let stack = UIStackView(arrangedSubviews: [close, info, add, plain])
        view.addSubview(stack)
        stack.snp.makeConstraints { make in make.top.leading.equalToSuperview() }
        ```
        """)
    let messages = block.diagnostics.filter { $0.code == "unsupported-api" }.map(\.message)
    #expect(block.diagnostics.count == 3)
    #expect(messages.count == 3)
    #expect(messages.contains { $0.contains(".close") } && messages.contains { $0.contains(".infoLight") }
            && messages.contains { $0.contains(".contactAdd") })
}
