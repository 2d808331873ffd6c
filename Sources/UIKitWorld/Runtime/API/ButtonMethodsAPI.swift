import SwiftSubset

/// UIButton's methods. A legacy button (no `configuration`) keeps its title, attributed title, image and title
/// colour per `UIControl.State` (ViewObject+ControlState.swift) and shows its current state's; a configuration
/// button keeps them in its configuration. Other views answer the setters too (`fallbacks`): the content becomes
/// the view's.
enum ButtonMethodsAPI {
    static let button = ["UIButton"]

    static func isButton(_ o: ViewObject, _: Args) -> Bool { o.kind == .button }
    static func isLegacyButton(_ o: ViewObject, _: Args) -> Bool { o.kind == .button && o.buttonConfiguration == nil }

    /// The `for:` (or `forImageIn:`) state of a per-state call.
    static func state(_ args: Args) -> Int { ControlStateMask.from(args.named("for") ?? args.named("forImageIn")) }

    /// Shows the state's content after a per-state setter (UIKit redraws the button when its current state's
    /// value changes).
    private static func stored(_ o: ViewObject, _ rt: Runtime, _ loc: Loc) -> Value {
        o.applyStateContent(rt, loc: loc)
        return .void
    }

    private static func imageArgument(_ args: Args) -> ImageObject? {
        if case .object(let o)? = args.first { return o as? ImageObject }
        return nil
    }

    /// The per-state entries, tried before `fallbacks` of the same name.
    static let perStateMethods: [UIKitMethod] = [
        .method("setTitle(_:for:)", on: button, invalidates: [.intrinsicSize, .layout],
                note: "a state without a title uses the normal state's (Apple: UIButton.setTitle(_:for:))",
                when: isLegacyButton) { o, args, rt, loc in
            ControlStateStorage.store(Convert.string(args.first), state(args), in: &o.controlStorage().titles)
            return stored(o, rt, loc)
        },
        .method("title(for:)", on: button, when: isLegacyButton) { o, args, _, _ in
            let storage = o.controlState, state = state(args)
            if let a = ControlStateStorage.lookup(storage?.attributedTitles, state), storage?.titles == nil {
                return .string(a.string)
            }
            guard let titles = storage?.titles else { return o.view.text.map { .string($0) } ?? .nilValue }
            return ControlStateStorage.lookup(titles, state).map { .string($0) } ?? .nilValue
        },
        .method("setAttributedTitle(_:for:)", on: button, invalidates: [.intrinsicSize, .layout],
                note: "drawn before a plain title of the same state", when: isLegacyButton) { o, args, rt, loc in
            let attributed: AttributedStringObject?
            if case .object(let a)? = args.first, let string = a as? AttributedStringObject {
                // A copy, as UIKit's setter copies: later edits of a mutable string do not reach the button.
                attributed = string.copy(as: "NSAttributedString")
            } else {
                attributed = nil
            }
            ControlStateStorage.store(attributed, state(args), in: &o.controlStorage().attributedTitles)
            return stored(o, rt, loc)
        },
        .method("setAttributedTitle(_:for:)", on: button, invalidates: [.intrinsicSize, .layout],
                note: "a configuration button: the string and its first run's attributes", when: isButton) { o, args, rt, loc in
            o.setAttributedText(args.first ?? .nilValue, rt, loc: loc, what: "attributed title")
            return .void
        },
        .method("attributedTitle(for:)", on: button, when: isButton) { o, args, _, _ in
            ControlStateStorage.lookup(o.controlState?.attributedTitles, state(args)).map { .object($0) } ?? .nilValue
        },
        .method("setImage(_:for:)", on: button, invalidates: [.intrinsicSize, .layout], when: isLegacyButton) { o, args, rt, loc in
            ControlStateStorage.store(imageArgument(args), state(args), in: &o.controlStorage().images)
            return stored(o, rt, loc)
        },
        .method("image(for:)", on: button, when: isButton) { o, args, _, _ in
            guard let images = o.controlState?.images else { return o.image.map { .object($0) } ?? .nilValue }
            return ControlStateStorage.lookup(images, state(args)).map { .object($0) } ?? .nilValue
        },
        .method("setTitleColor(_:for:)", on: button, invalidates: .display, when: isLegacyButton) { o, args, rt, loc in
            ControlStateStorage.store(Convert.color(args.first), state(args), in: &o.controlStorage().titleColors)
            return stored(o, rt, loc)
        },
        .method("titleColor(for:)", on: button, when: isButton) { o, args, _, _ in
            guard let colors = o.controlState?.titleColors else { return .nilValue }
            return ControlStateStorage.lookup(colors, state(args)).map { .object(ColorObject(css: $0)) } ?? .nilValue
        },
        .method("setBackgroundImage(_:for:)", on: button,
                note: "kept for `backgroundImage(for:)`; the preview does not draw background images", when: isButton) { o, args, _, _ in
            ControlStateStorage.store(imageArgument(args), state(args), in: &o.controlStorage().backgroundImages)
            return .void
        },
        .method("backgroundImage(for:)", on: button, when: isButton) { o, args, _, _ in
            ControlStateStorage.lookup(o.controlState?.backgroundImages, state(args)).map { .object($0) } ?? .nilValue
        },
        .method("setPreferredSymbolConfiguration(_:forImageIn:)", on: button, invalidates: [.intrinsicSize, .layout],
                note: "one configuration for every state", when: isButton) { o, args, rt, loc in
            o.controlStorage().preferredSymbolConfiguration = SymbolConfigurationObject.configuration(args.first)
            o.refreshImage()
            return stored(o, rt, loc)
        },
        .method("setNeedsUpdateConfiguration()", on: button, invalidates: .layout,
                note: "runs `configurationUpdateHandler`", when: isButton) { o, _, rt, loc in
            try o.runConfigurationUpdate(rt, loc: loc)
            return .void
        },
        .method("updateConfiguration()", on: button, invalidates: .layout, when: isButton) { o, _, rt, loc in
            try o.runConfigurationUpdate(rt, loc: loc)
            return .void
        },
    ]

    /// What the setters do on a configuration button (`setTitle`, `setImage`) and on any other view: the title
    /// becomes the view's text and the image its image. The docs list only the per-state entries.
    static let fallbacks: [UIKitMethod] = [
        .method("setTitle(_:for:)", on: [], invalidates: [.intrinsicSize, .layout]) { o, args, _, _ in
            if let c = o.buttonConfiguration {
                c.fields["title"] = args.first ?? .nilValue
                c.apply(to: o)
            } else {
                o.view.text = Convert.string(args.first)
            }
            return .void
        },
        .method("title(for:)", on: []) { o, _, _, _ in o.view.text.map { .string($0) } ?? .nilValue },
        .method("setAttributedTitle(_:for:)", on: [], invalidates: [.intrinsicSize, .layout]) { o, args, _, _ in
            o.view.text = Convert.string(args.first)
            return .void
        },
        .method("setImage(_:for:)", on: [], invalidates: [.intrinsicSize, .layout]) { o, args, _, _ in
            o.setImage(args.first ?? .nilValue)
            return .void
        },
        .method("setTitleColor(_:for:)", on: [], invalidates: .display) { o, args, _, _ in
            o.view.appearance.textColor = Convert.color(args.first)
            return .void
        },
        .noEffect("setBackgroundImage(_:for:)", on: []),
        .noEffect("setTitleShadowColor(_:for:)", on: button),
        .noEffect("setNeedsUpdateConfiguration()", on: []), .noEffect("updateConfiguration()", on: []),
    ]
}
