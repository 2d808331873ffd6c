import AutoLayout
import SwiftSubset

/// The text properties of UILabel, UITextField and UITextView as the runtime models them.
enum TextAPI {
    static let text = ["UILabel", "UITextField", "UITextView"]
    static let label = ["UILabel"]
    static let field = ["UITextField"]
    static let textView = ["UITextView"]

    static let properties: [UIKitProperty] = shared + labelOnly + fieldOnly + textViewOnly

    static let shared: [UIKitProperty] = [
        .modelled("text", on: text, "String?", default: .apple("nil", "UILabel.text"), invalidates: [.intrinsicSize, .layout],
                  sample: "\"Salom\"",
                  get: { o, _, _ in o.textValue },
                  set: { o, v, _, _ in o.view.text = Convert.string(v) }),
        .modelled("attributedText", on: text, "NSAttributedString?", default: .apple("nil", "UILabel.attributedText"),
                  invalidates: [.intrinsicSize, .layout],
                  get: { o, _, _ in
                      guard let text = o.view.text else { return .nilValue }
                      if let a = o.attributedText, a.string == text { return .object(a) }
                      return .object(AttributedStringObject(className: "NSAttributedString", string: text,
                                                            attributes: ["font": .object(FontObject(font: o.view.font))]))
                  },
                  set: { o, v, rt, loc in o.setAttributedText(v, rt, loc: loc, what: "attributed text") }),
        .modelled("font", on: text, "UIFont!", default: .reference("system 17 pt", "§7.3"), invalidates: [.intrinsicSize, .layout],
                  sample: "UIFont.systemFont(ofSize: 20)",
                  get: { o, _, _ in .object(FontObject(font: o.view.font)) },
                  set: { o, v, _, _ in if let f = Convert.font(v) { o.view.font = f } }),
        .modelled("textColor", on: text, "UIColor!", default: .apple("label", "UILabel.textColor"), invalidates: .display,
                  sample: "UIColor.red",
                  get: { o, _, _ in .object(ColorObject(css: o.view.appearance.textColor ?? "system:label")) },
                  set: { o, v, _, _ in o.view.appearance.textColor = Convert.color(v) }),
        .modelled("textAlignment", on: text, "NSTextAlignment", default: .apple(".natural", "UILabel.textAlignment"),
                  invalidates: .display, sample: "NSTextAlignment.center",
                  get: { o, _, _ in .plainCase(o.view.textAlignment.rawValue) },
                  set: { o, v, _, _ in o.view.textAlignment = Convert.textAlignment(v) }),
        .stored("adjustsFontForContentSizeCategory", on: text, "Bool", initial: .nilValue,
                default: .apple("false", "UIContentSizeCategoryAdjusting.adjustsFontForContentSizeCategory"), sample: "true"),
    ]

    static let labelOnly: [UIKitProperty] = [
        .modelled("numberOfLines", on: label, "Int", default: .reference("1", "§7.3"), invalidates: [.intrinsicSize, .layout],
                  sample: "3",
                  get: { o, _, _ in .int(o.view.numberOfLines) },
                  set: { o, v, _, _ in o.view.numberOfLines = v.asInt ?? 1 }),
        .modelled("lineBreakMode", on: label, "NSLineBreakMode", default: .apple(".byTruncatingTail", "UILabel.lineBreakMode"),
                  invalidates: [.intrinsicSize, .layout], sample: "NSLineBreakMode.byWordWrapping",
                  get: { o, _, _ in .plainCase(o.view.lineBreakMode.rawValue) },
                  set: { o, v, _, _ in o.view.lineBreakMode = Convert.lineBreakMode(v) }),
        .modelled("preferredMaxLayoutWidth", on: label, "CGFloat", default: .reference("0 (automatic)", "§7.3"),
                  invalidates: [.intrinsicSize, .layout], sample: "120.0",
                  get: { o, _, _ in .double(o.view.preferredMaxLayoutWidth) },
                  set: { o, v, _, loc in o.view.preferredMaxLayoutWidth = try Convert.double(v, "preferredMaxLayoutWidth", loc) }),
        .modelled("adjustsFontSizeToFitWidth", on: label, "Bool", default: .apple("false", "UILabel.adjustsFontSizeToFitWidth"),
                  invalidates: [.intrinsicSize, .layout], sample: "true",
                  get: { o, _, _ in .bool(o.view.adjustsFontSizeToFitWidth) },
                  set: { o, v, _, _ in o.view.adjustsFontSizeToFitWidth = Convert.bool(v) }),
        .modelled("minimumScaleFactor", on: label, "CGFloat", default: .apple("0.0", "UILabel.minimumScaleFactor"),
                  invalidates: .layout, sample: "0.5",
                  get: { o, _, _ in .double(o.view.minimumScaleFactor) },
                  set: { o, v, _, _ in o.view.minimumScaleFactor = min(1, max(0, v.asDouble ?? 0)) }),
        .stored("highlightedTextColor", on: label, "UIColor?", initial: .nilValue,
                default: .apple("nil", "UILabel.highlightedTextColor"), sample: "UIColor.red"),
        .stored("shadowColor", on: label, "UIColor?", initial: .nilValue, default: .apple("nil", "UILabel.shadowColor"),
                sample: "UIColor.red"),
    ]

    static let fieldOnly: [UIKitProperty] = [
        .modelled("placeholder", on: field, "String?", default: .apple("nil", "UITextField.placeholder"),
                  invalidates: [.intrinsicSize, .layout], sample: "\"Ism\"",
                  get: { o, _, _ in o.view.placeholder.map { .string($0) } ?? .nilValue },
                  set: { o, v, _, _ in o.view.placeholder = Convert.string(v) }),
        .modelled("borderStyle", on: field, "UITextField.BorderStyle", default: .apple(".none", "UITextField.borderStyle"),
                  invalidates: [.intrinsicSize, .layout], sample: "UITextField.BorderStyle.roundedRect",
                  get: { o, _, _ in .plainCase(o.view.borderStyle.rawValue) },
                  set: { o, v, _, _ in o.view.borderStyle = TextBorderStyle(rawValue: Convert.caseName(v) ?? "none") ?? .none }),
        // True while the field is the first responder: `becomeFirstResponder()`, a tap, or a `showKeyboard()`
        // step that focused it (Runtime+Responder.swift); false in every state nothing focused it.
        UIKitProperty(name: "isEditing", owners: ["UITextField", "UITableView"], type: "Bool", model: .modelled,
                      get: { o, rt, _ in o.kind == .textField ? .bool(rt.firstResponder === o) : nil }, set: nil,
                      invalidates: [], uikitDefault: .apple("false", "UITextField.isEditing"), sample: nil, appliesTo: nil),
        // Overlay views: the field adds a shown one as its subview (ViewObject+OverlayViews.swift).
        overlay("leftView", "UIView?", default: .apple("nil", "UITextField.leftView"), sample: "UIView()"),
        overlay("rightView", "UIView?", default: .apple("nil", "UITextField.rightView"), sample: "UIView()"),
        overlay("leftViewMode", "UITextField.ViewMode", default: .apple(".never", "UITextField.leftViewMode"),
                sample: "UITextField.ViewMode.always"),
        overlay("rightViewMode", "UITextField.ViewMode", default: .apple(".never", "UITextField.rightViewMode"),
                sample: "UITextField.ViewMode.always"),
        .stored("clearButtonMode", on: field, "UITextField.ViewMode", initial: .nilValue,
                default: .apple(".never", "UITextField.clearButtonMode"), sample: "UITextField.ViewMode.whileEditing"),
        .stored("clearsOnBeginEditing", on: field, "Bool", initial: .nilValue,
                default: .apple("false", "UITextField.clearsOnBeginEditing"), sample: "true"),
    ]

    /// An overlay view or its mode: read back as set (before: nil, and `.never` for a mode), laid out by the field.
    static func overlay(_ name: String, _ type: String, default uikitDefault: UIKitDefault, sample: String) -> UIKitProperty {
        let unset: Value = name.hasSuffix("Mode") ? .plainCase("never") : .nilValue
        return .modelled(name, on: field, type, default: uikitDefault, invalidates: .layout, sample: sample,
                         get: { o, _, _ in o.inert[name] ?? unset },
                         set: { o, v, _, _ in o.setOverlay(name, v) })
    }

    static let textViewOnly: [UIKitProperty] = [
        .modelled("textContainerInset", on: textView, "UIEdgeInsets",
                  default: .apple("8 at the top and bottom, 0 at the sides", "UITextView.textContainerInset"),
                  invalidates: .layout, sample: "UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)",
                  get: { o, _, _ in Geometry.insets(o.view.textContainerInset) },
                  set: { o, v, _, _ in if let i = Geometry.toInsets(v) { o.view.textContainerInset = i } }),
        .readOnly("textContainer", on: textView, "NSTextContainer") { o, _, _ in
            o.kind == .textView ? .object(o.textContainer) : nil
        },
        .stored("isEditable", on: textView, "Bool", initial: .bool(true), default: .apple("true", "UITextView.isEditable"),
                sample: "false"),
        .stored("isSelectable", on: textView, "Bool", initial: .bool(true), default: .apple("true", "UITextView.isSelectable"),
                sample: "false"),
        .stored("dataDetectorTypes", on: textView, "UIDataDetectorTypes", initial: .nilValue,
                default: .apple("[]", "UITextView.dataDetectorTypes"), sample: "UIDataDetectorTypes.link"),
    ]

    /// The text input traits (UITextInputTraits) of fields and text views: stored, the preview has no keyboard kinds.
    static let inputTraits: [UIKitProperty] = {
        let input = ["UITextField", "UITextView"]
        func trait(_ name: String, _ type: String, _ value: String, sample: String, initial: Value = .nilValue) -> UIKitProperty {
            .stored(name, on: input, type, initial: initial, default: .apple(value, "UITextInputTraits.\(name)"), sample: sample)
        }
        return [
            trait("keyboardType", "UIKeyboardType", ".default", sample: "UIKeyboardType.emailAddress"),
            trait("returnKeyType", "UIReturnKeyType", ".default", sample: "UIReturnKeyType.done"),
            trait("autocapitalizationType", "UITextAutocapitalizationType", ".sentences",
                  sample: "UITextAutocapitalizationType.none"),
            trait("autocorrectionType", "UITextAutocorrectionType", ".default", sample: "UITextAutocorrectionType.no"),
            trait("isSecureTextEntry", "Bool", "false", sample: "true", initial: .bool(false)),
            trait("textContentType", "UITextContentType!", "nil", sample: "UITextContentType.emailAddress"),
            trait("spellCheckingType", "UITextSpellCheckingType", ".default", sample: "UITextSpellCheckingType.no"),
            trait("enablesReturnKeyAutomatically", "Bool", "false", sample: "true"),
            .stored("inputAccessoryView", on: input, "UIView?", initial: .nilValue,
                    default: .apple("nil", "UIResponder.inputAccessoryView"), sample: "UIView()"),
            .stored("allowsEditingTextAttributes", on: input, "Bool", initial: .nilValue,
                    default: .apple("false", "UITextField.allowsEditingTextAttributes"), sample: "true"),
            .stored("typingAttributes", on: input, "[NSAttributedString.Key: Any]?", initial: .nilValue,
                    default: .apple("nil", "UITextField.typingAttributes"), sample: "nil"),
            .stored("textDragDelegate", on: input, "UITextDragDelegate?", initial: .nilValue,
                    default: .apple("nil", "UITextDraggable.textDragDelegate"), sample: "nil"),
            .stored("pasteDelegate", on: input, "UITextPasteDelegate?", initial: .nilValue,
                    default: .apple("nil", "UITextPasteConfigurationSupporting.pasteDelegate"), sample: "nil"),
        ]
    }()
}

extension ViewObject {
    /// `text` (and `currentTitle`): a configuration button's title lives in its configuration.
    var textValue: Value {
        if kind == .button, let c = buttonConfiguration { return c.fields["title"] ?? .nilValue }
        return view.text.map { .string($0) } ?? .nilValue
    }
}
