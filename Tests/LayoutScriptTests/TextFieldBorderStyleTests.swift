import LayoutFrames
@testable import LayoutScript
import Testing

/// A text field's border style reaches the frames (style.borderStyle) so the preview can draw it; `.none`, the
/// default of a field made in code, draws nothing and is left out.
@Test func textFieldBorderStylesAreInTheFramesStyle() throws {
    let block = try runBlock("""
        ```swift preview id=t
        let rounded = UITextField(); rounded.borderStyle = .roundedRect
        let line = UITextField(); line.borderStyle = .line
        let bezel = UITextField(); bezel.borderStyle = .bezel
        let plain = UITextField(); plain.placeholder = "Ism"
        let column = UIStackView(arrangedSubviews: [rounded, line, bezel, plain])
        column.axis = .vertical
        view.addSubview(column)
        column.snp.makeConstraints { make in make.top.leading.trailing.equalTo(view.safeAreaLayoutGuide) }
        ```
        """)
    let views = try #require(block.states.first?.views)
    func style(_ path: String) -> ViewStyle? { views.first { $0.path == path }?.style }
    #expect(style("rounded")?.borderStyle == "roundedRect")
    #expect(style("line")?.borderStyle == "line")
    #expect(style("bezel")?.borderStyle == "bezel")
    #expect(style("plain")?.borderStyle == nil)
    #expect(style("plain")?.placeholder == "Ism")
    #expect(style("column")?.borderStyle == nil)
}
