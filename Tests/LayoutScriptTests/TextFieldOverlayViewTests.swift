import LayoutFrames
@testable import LayoutScript
import Testing

/// UITextField's `leftView`/`rightView`: the field shows an overlay view as its subview while the view's mode
/// shows it, at the leading (trailing) edge, centred vertically, in its own frame's size
/// (Apple: leftViewRect(forBounds:), rightViewRect(forBounds:)); its text starts after it (textRect(forBounds:)).
/// Every block: a field pinned at (20, 100), 300 × 48, and a 24 × 24 image view as the overlay, so the icon's
/// frame in the field is x = 0 (left) or 300 − 24 = 276 (right), y = (48 − 24) / 2 = 12, 24 × 24.
private func overlayBlock(_ setup: String, actions: String? = nil) throws -> BlockFrames {
    let attribute = actions.map { " actions=\"\($0)\"" } ?? ""
    return try runBlock("""
        ```swift preview id=t\(attribute)
        let field = UITextField()
        field.placeholder = "Email"
        let icon = UIImageView(image: UIImage(systemName: "envelope"))
        icon.frame = CGRect(x: 0, y: 0, width: 24, height: 24)
        \(setup)
        view.addSubview(field)
        field.snp.makeConstraints { make in
            make.top.equalToSuperview().offset(100)
            make.leading.equalToSuperview().offset(20)
            make.width.equalTo(300)
            make.height.equalTo(48)
        }
        ```
        """)
}

private func view(_ state: StateFrames?, _ name: String) -> ViewFrame? {
    state?.views.first { $0.path == name || $0.path.hasSuffix("." + name) }
}

private func state(_ block: BlockFrames, _ index: Int) -> StateFrames? {
    block.states.indices.contains(index) ? block.states[index] : nil
}

/// `.always`: the icon is the field's subview at (0, 12, 24, 24), and the text starts 24 points in.
@Test func alwaysShownLeftViewSitsAtTheLeadingEdgeCentred() throws {
    let block = try overlayBlock("field.leftView = icon; field.leftViewMode = .always")
    #expect(block.diagnostics.isEmpty, "\(block.diagnostics)")
    let state = block.states.first
    let icon = try #require(view(state, "icon"))
    #expect(icon.frame == [0, 12, 24, 24])
    #expect(icon.superview == "field")
    // On the canvas: the field's origin (20, 100) plus (0, 12).
    #expect(icon.screen == [20, 112, 24, 24])
    #expect(view(state, "field")?.style?.textInsets == [24, 0])
}

/// `rightView` at `.always`: x = 300 − 24 = 276, y = 12; the text ends 24 points before the trailing edge.
@Test func alwaysShownRightViewSitsAtTheTrailingEdge() throws {
    let block = try overlayBlock("field.rightView = icon; field.rightViewMode = .always")
    let state = block.states.first
    #expect(view(state, "icon")?.frame == [276, 12, 24, 24])
    #expect(view(state, "field")?.style?.textInsets == [0, 24])
}

/// `.never`, the default: the view is stored and read back, but not drawn, and the text keeps its room.
@Test func leftViewWithModeNeverIsNotDrawn() throws {
    let block = try overlayBlock("field.leftView = icon")
    let state = block.states.first
    #expect(view(state, "icon") == nil)
    #expect(view(state, "field")?.style?.textInsets == nil)
}

/// `.whileEditing`: hidden at first, drawn at (0, 12, 24, 24) once the field becomes first responder, hidden
/// again after it resigns.
@Test func whileEditingLeftViewShowsOnlyWhileTheFieldEdits() throws {
    let block = try overlayBlock("field.leftView = icon; field.leftViewMode = .whileEditing",
                                 actions: "field.becomeFirstResponder(); field.resignFirstResponder()")
    #expect(block.states.count == 3)
    #expect(view(block.states.first, "icon") == nil)
    #expect(view(state(block, 1), "icon")?.frame == [0, 12, 24, 24])
    #expect(view(state(block, 2), "icon") == nil)
}

/// `.unlessEditing`: the reverse of `.whileEditing`.
@Test func unlessEditingLeftViewHidesWhileTheFieldEdits() throws {
    let block = try overlayBlock("field.leftView = icon; field.leftViewMode = .unlessEditing",
                                 actions: "field.becomeFirstResponder()")
    #expect(view(block.states.first, "icon")?.frame == [0, 12, 24, 24])
    #expect(view(state(block, 1), "icon") == nil)
}

/// A view with no frame but an intrinsic size (an image view made with an image) takes that size. The SF Symbol
/// size is the runtime's, so the test derives the centring from the icon's own size rather than a number.
@Test func leftViewWithoutFrameTakesItsIntrinsicSize() throws {
    let block = try overlayBlock("icon.frame = .zero; field.leftView = icon; field.leftViewMode = .always")
    let icon = try #require(view(block.states.first, "icon")?.frame)
    #expect(icon[2] > 0 && icon[3] > 0)
    #expect(icon[0] == 0)
    #expect(abs(icon[1] - (48 - icon[3]) / 2) < 0.001)
}

/// Before code sets it, a mode reads `.never` (Apple: UITextField.leftViewMode) and a view reads nil: a marker
/// 10 high when both hold, 1 high otherwise.
@Test func unsetOverlayPropertiesReadUIKitsDefaults() throws {
    let block = try runBlock("""
        ```swift preview id=t
        let field = UITextField()
        let marker = UIView()
        view.addSubview(field)
        view.addSubview(marker)
        let defaults = field.leftViewMode == .never && field.rightViewMode == .never && field.leftView == nil
        marker.snp.makeConstraints { make in
            make.top.leading.equalToSuperview()
            make.width.equalTo(10)
            make.height.equalTo(defaults ? 10 : 1)
        }
        ```
        """)
    #expect(block.diagnostics.isEmpty, "\(block.diagnostics)")
    #expect(view(block.states.first, "marker")?.frame == [0, 0, 10, 10])
}
