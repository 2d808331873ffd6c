import LayoutFrames

/// A second hand-derived block for the browser tests: the control kinds and the style properties that could
/// move or hide things (borders, clipping, transforms, hidden arranged subviews, truncation). iPhone SE
/// (375×667, safe area 20/0), a `fit`-less fill host: `self` is pinned to the safe area → [0, 20, 375, 647].
enum ControlsFixtureBlock {
    static var block: BlockFrames {
        let inner = 375.0 - 32   // 16-pt insets
        func view(_ path: String, _ type: String, _ frame: [Double], in parent: [Double] = [0, 20],
                  superview: String? = "self", hidden: Bool = false, text: String? = nil,
                  style: ViewStyle? = nil, contentSize: [Double]? = nil) -> ViewFrame {
            ViewFrame(path: path, type: type, frame: frame,
                      screen: [parent[0] + frame[0], parent[1] + frame[1], frame[2], frame[3]],
                      hidden: hidden, alpha: 1, contentSize: contentSize, text: text, style: style,
                      superview: superview)
        }
        // `borderStyle = .roundedRect`: drawn as UIKit's rounded grey box, the placeholder 7 pt inside.
        var field = ViewStyle(); field.placeholder = "Ismingiz"; field.fontSize = 17; field.borderStyle = "roundedRect"
        // `spinner.color = .systemRed` (recorded as textColor) wins over its tint.
        var spinner = ViewStyle(); spinner.tintColor = "system:systemGray"; spinner.textColor = "system:systemRed"
        var progress = ViewStyle(); progress.progress = 0.6
        // A bordered card: its child sits at (12, 12) inside the card whatever the 3-pt border does.
        var card = ViewStyle(); card.borderWidth = 3; card.borderColor = "system:systemIndigo"; card.cornerRadius = 10
        card.clipsToBounds = true; card.backgroundColor = "system:secondarySystemBackground"
        var chip = ViewStyle(); chip.backgroundColor = "system:systemPink"; chip.cornerRadius = 6
        var rotated = ViewStyle(); rotated.backgroundColor = "system:systemTeal"
        rotated.transform = [0.7071, 0.7071, -0.7071, 0.7071, 0, 0]
        // A two-line label cut to one line and reported truncated; Inter 17 line height 20.573 → 20.667 on the
        // 1/3-pt grid.
        var truncated = ViewStyle(); truncated.fontSize = 17; truncated.numberOfLines = 1; truncated.truncated = true
        var caption = ViewStyle(); caption.fontSize = 13; caption.textColor = "system:secondaryLabel"
        caption.numberOfLines = 1
        var button = ViewStyle(); button.buttonStyle = "tinted"; button.fontSize = 17; button.fontWeight = 600
        // Stack view (axis vertical, spacing 8) at y 16: field 44, spinner row 20, progress 4 → 16, 68, 96.
        let views = [
            view("self", "ControlsView", [0, 20, 375, 647], in: [0, 0], superview: nil),
            view("stack", "UIStackView", [16, 16, inner, 84]),
            view("nameField", "UITextField", [0, 0, inner, 44], in: [16, 36], superview: "stack", text: "", style: field),
            view("spinner", "UIActivityIndicatorView", [0, 52, inner, 20], in: [16, 36], superview: "stack", style: spinner),
            view("hiddenLabel", "UILabel", [0, 72, inner, 0], in: [16, 36], superview: "stack", hidden: true, text: "Yashirin"),
            view("progress", "UIProgressView", [0, 80, inner, 4], in: [16, 36], superview: "stack", style: progress),
            view("card", "UIView", [16, 116, inner, 120], style: card),
            view("chip", "UIView", [12, 12, 60, 24], in: [16, 136], superview: "card", style: chip),
            view("longLabel", "UILabel", [12, 48, inner - 24, 20.667], in: [16, 136], superview: "card",
                 text: "Bu juda uzun matn bitta qatorga sigʻmaydi va oxiri kesiladi, UIKit uch nuqta qoʻyadi",
                 style: truncated),
            view("caption", "UILabel", [12, 80, inner - 24, 16], in: [16, 136], superview: "card",
                 text: "Izoh", style: caption),
            view("rotated", "UIView", [137.5, 260, 100, 100], style: rotated),
            view("action", "UIButton", [16, 400, inner, 50], text: "Yuborish", style: button),
        ]
        let constraints = [
            ConstraintRecord(first: "stack.top", relation: "==", second: "self.top", multiplier: 1, constant: 16,
                             priority: 1000, origin: "snapkit", line: 12, broken: false),
            ConstraintRecord(first: "stack.leading", relation: "==", second: "self.leadingMargin", multiplier: 1,
                             constant: 0, priority: 1000, origin: "snapkit", line: 13, broken: false),
            ConstraintRecord(first: "nameField.height", relation: "==", second: nil, multiplier: 1, constant: 44,
                             priority: 1000, origin: "snapkit", line: 14, broken: false),
            ConstraintRecord(first: "spinner.top", relation: "==", second: "nameField.bottom", multiplier: 1,
                             constant: 8, priority: 1000, origin: "stack", line: nil, broken: false),
            ConstraintRecord(first: "card.width", relation: "==", second: "stack.width", multiplier: 1, constant: 0,
                             priority: 1000, origin: "snapkit", line: 15, broken: false),
            ConstraintRecord(first: "rotated.centerX", relation: "==", second: "self.safeAreaLayoutGuide.centerX",
                             multiplier: 1, constant: 0, priority: 1000, origin: "snapkit", line: 16, broken: false),
            ConstraintRecord(first: "action.bottom", relation: "<=", second: "self.safeAreaLayoutGuide.bottom",
                             multiplier: 1, constant: -16, priority: 999, origin: "snapkit", line: 17, broken: false),
        ]
        let state = StateFrames(name: "initial", action: nil, keyboard: nil, views: views, constraints: constraints)
        return BlockFrames(id: "preview-controls-1", line: 10, class: "ControlsView", host: "fill",
                           device: DeviceInfo(name: "iPhone SE", size: [375, 667], safeArea: [20, 0, 0, 0]),
                           diagnostics: [], states: [state])
    }
}
