import LayoutFrames

/// A hand-derived layout block for the renderer's tests and the browser tests: a view controller's screen with
/// a title and a switch, a box that moves down (spring), a two-line body label, a horizontally paging scroll
/// view with two cards, a page control, and a button pinned above the keyboard layout guide. The frames are
/// worked out here from the constraints by UIKit's rules, for any canvas size, so the same block gives the base
/// device, other devices and every width of the width handle.
///
/// The lesson code it stands for (the fence on Markdown line 10; the comments give each chain's line):
/// ```
/// titleLabel.snp.makeConstraints { $0.top.equalTo(view.safeAreaLayoutGuide).offset(20)      // line 20
///     $0.leading.equalToSuperview().offset(20); $0.trailing.equalTo(toggle.snp.leading).offset(-8) } // 21, 22
/// toggle.snp.makeConstraints { $0.trailing.equalToSuperview().offset(-20); $0.centerY.equalTo(titleLabel) } // 23, 24
/// box.snp.makeConstraints { $0.size.equalTo(100); $0.centerX.equalToSuperview()              // 25, 26
///     boxTop = $0.top.equalTo(titleLabel.snp.bottom).offset(24).constraint }                   // 27
/// box.snp.makeConstraints { $0.width.equalTo(120) }   // 28: conflicts with line 25, broken
/// bodyLabel.snp.makeConstraints { $0.top.equalTo(box.snp.bottom).offset(16)                  // 29
///     $0.leading.trailing.equalToSuperview().inset(20); $0.height.greaterThanOrEqualTo(20).priority(750) } // 30, 31
/// scroll.snp.makeConstraints { $0.top.equalTo(bodyLabel.snp.bottom).offset(16)               // 32
///     $0.leading.trailing.equalToSuperview().inset(20); $0.height.equalTo(120) }               // 33, 34
/// pageControl.snp.makeConstraints { $0.top.equalTo(scroll.snp.bottom).offset(8); $0.centerX.equalToSuperview() } // 35, 36
/// button.snp.makeConstraints { $0.leading.trailing.equalToSuperview().inset(20); $0.height.equalTo(50)  // 37, 38
///     $0.bottom.equalTo(view.keyboardLayoutGuide.snp.top).offset(-16) }                         // 39
/// // cards and photo: frames set by the scroll view's content layout (lines 40–43), among them
/// cardA.snp.makeConstraints { $0.width.equalTo(scroll) }; photo.snp.makeConstraints { $0.centerY.equalToSuperview() } // 40, 41
/// ```
/// Actions: `moveDown()` (boxTop.update(offset: 120) in a spring animation), `showKeyboard()`, and a tap on
/// `toggle` (`tap(toggle)`: the switch turns on, the box turns green at alpha 0.5).
enum FixtureBlock {
    static let bodyText = "Har bir ko‘rinish o‘z o‘rnini va o‘lchamini cheklovlardan oladi."
    /// Inter at 28 pt: line height 28 × 3408/2816 = 33.886, rounded up to the 1/3-pt pixel grid → 34.
    static let titleHeight = 34.0
    /// Two lines of Inter 17: 2 × 17 × 3408/2816 = 41.148 → 41.333 on the 1/3-pt grid.
    static let bodyHeight = 41.333
    static let pageControlSize = [70.0, 26.0]

    /// The block solved on a canvas of `width`×`height` with the given safe area and keyboard height.
    static func block(width w: Double, height h: Double, safeArea: [Double], keyboardHeight: Double,
                      deviceName: String = "iPhone 15") -> BlockFrames {
        let states = [
            state(name: "initial", action: nil, w: w, h: h, safe: safeArea, boxOffset: 24, keyboard: nil, toggled: false),
            state(name: "moveDown()", action: "moveDown()", w: w, h: h, safe: safeArea, boxOffset: 120, keyboard: nil,
                  toggled: false, transition: Transition(duration: 0.5, curve: "spring", damping: 0.7, velocity: 0)),
            state(name: "showKeyboard()", action: "showKeyboard()", w: w, h: h, safe: safeArea, boxOffset: 120,
                  keyboard: [0, h - keyboardHeight, w, keyboardHeight], toggled: false,
                  transition: Transition(duration: 0.25)),
            state(name: "tap(toggle)", action: "tap(toggle)", w: w, h: h, safe: safeArea, boxOffset: 120,
                  keyboard: [0, h - keyboardHeight, w, keyboardHeight], toggled: true,
                  transition: Transition(duration: 0.3, curve: "easeOut")),
        ]
        let diagnostics = [
            FrameDiagnostic(severity: "error", code: "conflict", line: 28, column: 5,
                            message: "Unable to simultaneously satisfy constraints: box.width == 100 and box.width == 120",
                            expected: true,
                            notes: [FrameNote(message: "box.width == 100", line: 25),
                                    FrameNote(message: "box.width == 120 (broken)", line: 28)]),
        ]
        return BlockFrames(id: "preview-basic-1", line: 10, class: "DemoViewController", host: "controller",
                           device: DeviceInfo(name: deviceName, size: [w, h], safeArea: safeArea),
                           diagnostics: diagnostics, states: states)
    }

    private static func state(name: String, action: String?, w: Double, h: Double, safe: [Double],
                              boxOffset: Double, keyboard: [Double]?, toggled: Bool,
                              transition: Transition? = nil) -> StateFrames {
        // Vertical chain from the safe area's top: title at safeTop + 20; the switch is centered on the title
        // (31 pt tall, UISwitch's intrinsic size 51×31); box 24 (or 120) below the title; body 16 below the box;
        // scroll 16 below the body, 120 tall; page control 8 below the scroll.
        let titleY = safe[0] + 20
        let toggleY = titleY + titleHeight / 2 - 31 / 2
        let boxY = titleY + titleHeight + boxOffset
        let bodyY = boxY + 100 + 16
        let scrollY = bodyY + bodyHeight + 16
        let pageY = scrollY + 120 + 8
        // The button's bottom sits 16 above the keyboard layout guide's top: the keyboard's top while it is
        // shown, else the safe area's bottom.
        let guideTop = keyboard.map { $0[1] } ?? (h - safe[2])
        let buttonY = guideTop - 16 - 50
        // Horizontally: 20-pt insets; the switch's trailing edge 20 from the trailing edge; the title ends 8
        // before the switch; centered views at (w − width) / 2.
        let inner = w - 40
        let toggleX = w - 20 - 51
        var box = ViewStyle()
        box.backgroundColor = toggled ? "system:systemGreen" : "system:systemBlue"
        box.cornerRadius = 16
        box.shadowOpacity = 0.25
        box.shadowRadius = 8
        box.shadowOffset = [0, 4]
        var root = ViewStyle()
        root.backgroundColor = "system:systemBackground"
        var title = ViewStyle()
        title.fontSize = 28; title.fontWeight = 700; title.lineHeight = 28 * 3408 / 2816; title.numberOfLines = 1
        title.textColor = "system:label"
        var body = ViewStyle()
        body.fontSize = 17; body.lineHeight = 17 * 3408 / 2816; body.numberOfLines = 0
        body.textColor = "system:secondaryLabel"
        var toggle = ViewStyle()
        toggle.isOn = toggled
        var cardA = ViewStyle(); cardA.backgroundColor = "system:systemOrange"; cardA.cornerRadius = 12
        var cardB = ViewStyle(); cardB.backgroundColor = "system:systemPurple"; cardB.cornerRadius = 12
        var photo = ViewStyle(); photo.imageName = "star.fill"; photo.tintColor = "#ffffff"
        var pages = ViewStyle(); pages.numberOfPages = 2; pages.currentPage = 0
        var button = ViewStyle(); button.buttonStyle = "filled"; button.fontSize = 17; button.fontWeight = 600
        button.cornerRadius = 12; button.lineHeight = 17 * 3408 / 2816
        var scroll = ViewStyle(); scroll.clipsToBounds = true

        func view(_ path: String, _ type: String, _ frame: [Double], parentOrigin: [Double] = [0, 0],
                  superview: String? = "view", text: String? = nil, style: ViewStyle? = nil,
                  alpha: Double = 1, contentSize: [Double]? = nil, tap: String? = nil) -> ViewFrame {
            ViewFrame(path: path, type: type, frame: frame,
                      screen: [parentOrigin[0] + frame[0], parentOrigin[1] + frame[1], frame[2], frame[3]],
                      hidden: false, alpha: alpha, contentSize: contentSize, text: text, style: style,
                      tapAction: tap, superview: superview)
        }
        let scrollOrigin = [20, scrollY]
        let views = [
            view("view", "UIView", [0, 0, w, h], superview: nil, style: root),
            view("titleLabel", "UILabel", [20, titleY, toggleX - 8 - 20, titleHeight], text: "Salom, dunyo", style: title),
            view("toggle", "UISwitch", [toggleX, toggleY, 51, 31], style: toggle, tap: "tap(toggle)"),
            view("box", "UIView", [(w - 100) / 2, boxY, 100, 100], style: box, alpha: toggled ? 0.5 : 1),
            view("bodyLabel", "UILabel", [20, bodyY, inner, bodyHeight], text: bodyText, style: body),
            view("scroll", "UIScrollView", [20, scrollY, inner, 120], style: scroll, contentSize: [2 * inner, 120]),
            view("cardA", "UIView", [0, 0, inner, 120], parentOrigin: scrollOrigin, superview: "scroll", style: cardA),
            view("photo", "UIImageView", [(inner - 44) / 2, 38, 44, 44],
                 parentOrigin: [scrollOrigin[0], scrollOrigin[1]], superview: "cardA", style: photo),
            view("cardB", "UIView", [inner, 0, inner, 120], parentOrigin: scrollOrigin, superview: "scroll", style: cardB),
            view("pageControl", "UIPageControl", [(w - pageControlSize[0]) / 2, pageY] + pageControlSize, style: pages),
            view("button", "UIButton", [20, buttonY, inner, 50], text: "Davom etish", style: button),
        ]
        func c(_ first: String, _ relation: String, _ second: String?, _ constant: Double, line: Int?,
               priority: Double = 1000, origin: String = "snapkit", broken: Bool = false) -> ConstraintRecord {
            ConstraintRecord(first: first, relation: relation, second: second, multiplier: 1, constant: constant,
                             priority: priority, origin: origin, line: line, broken: broken)
        }
        let constraints = [
            c("titleLabel.top", "==", "view.safeAreaLayoutGuide.top", 20, line: 20),
            c("titleLabel.leading", "==", "view.leading", 20, line: 21),
            c("titleLabel.trailing", "==", "toggle.leading", -8, line: 22),
            c("toggle.trailing", "==", "view.trailing", -20, line: 23),
            c("toggle.centerY", "==", "titleLabel.centerY", 0, line: 24),
            c("box.width", "==", nil, 100, line: 25),
            c("box.height", "==", nil, 100, line: 25),
            c("box.centerX", "==", "view.centerX", 0, line: 26),
            c("box.top", "==", "titleLabel.bottom", boxOffset, line: 27),
            c("box.width", "==", nil, 120, line: 28, broken: true),
            c("bodyLabel.top", "==", "box.bottom", 16, line: 29),
            c("bodyLabel.leading", "==", "view.leading", 20, line: 30),
            c("bodyLabel.trailing", "==", "view.trailing", -20, line: 30),
            c("bodyLabel.height", ">=", nil, 20, line: 31, priority: 750),
            c("scroll.top", "==", "bodyLabel.bottom", 16, line: 32),
            c("scroll.leading", "==", "view.leading", 20, line: 33),
            c("scroll.trailing", "==", "view.trailing", -20, line: 33),
            c("scroll.height", "==", nil, 120, line: 34),
            c("pageControl.top", "==", "scroll.bottom", 8, line: 35),
            c("pageControl.centerX", "==", "view.centerX", 0, line: 36),
            c("button.leading", "==", "view.leading", 20, line: 37),
            c("button.trailing", "==", "view.trailing", -20, line: 37),
            c("button.height", "==", nil, 50, line: 38),
            c("button.bottom", "==", "view.keyboardLayoutGuide.top", -16, line: 39),
            c("titleLabel.height", "==", nil, titleHeight, line: nil, origin: "intrinsic"),
            // Marks inside the scroll view: cut to its bounds, and moved when the reader scrolls it.
            c("cardA.width", "==", "scroll.width", 0, line: 40),
            c("photo.centerY", "==", "cardA.centerY", 0, line: 41),
        ]
        return StateFrames(name: name, action: action, keyboard: keyboard, transition: transition,
                           views: views, constraints: constraints)
    }

    /// iPhone 15 portrait: 393×852, safe area 59/34, keyboard 336 tall (DESIGN.md §5).
    static var base: BlockFrames { block(width: 393, height: 852, safeArea: [59, 0, 34, 0], keyboardHeight: 336) }

    static var variants: [DeviceVariantFixture] {
        [DeviceVariantFixture(name: "iPhone SE", orientation: "portrait",
                              block: block(width: 375, height: 667, safeArea: [20, 0, 0, 0], keyboardHeight: 260,
                                           deviceName: "iPhone SE")),
         DeviceVariantFixture(name: "iPhone 15", orientation: "landscape",
                              block: block(width: 852, height: 393, safeArea: [0, 59, 21, 59], keyboardHeight: 209))]
    }

    /// The width handle's sweep: the base device at every integer width from 320 to 440.
    static var widths: [Int: BlockFrames] {
        Dictionary(uniqueKeysWithValues: (320...440).map {
            ($0, block(width: Double($0), height: 852, safeArea: [59, 0, 34, 0], keyboardHeight: 336))
        })
    }
}

struct DeviceVariantFixture {
    var name: String
    var orientation: String
    var block: BlockFrames
}
