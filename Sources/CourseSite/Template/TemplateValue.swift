/// The data a template sees: text, flags, lists and nested objects. There is no logic beyond this.
public indirect enum TemplateValue: Sendable, Equatable, ExpressibleByStringLiteral, ExpressibleByBooleanLiteral,
                                     ExpressibleByArrayLiteral, ExpressibleByDictionaryLiteral {
    case string(String)
    case bool(Bool)
    case list([TemplateValue])
    case object([String: TemplateValue])
    case null

    public init(stringLiteral value: String) { self = .string(value) }
    public init(booleanLiteral value: Bool) { self = .bool(value) }
    public init(arrayLiteral elements: TemplateValue...) { self = .list(elements) }
    public init(dictionaryLiteral elements: (String, TemplateValue)...) {
        self = .object(Dictionary(elements, uniquingKeysWith: { _, last in last }))
    }

    /// `.string(x)` for a value, `.null` for nil.
    public static func optional(_ text: String?) -> TemplateValue { text.map(TemplateValue.string) ?? .null }

    /// Sections render when this is true: non-empty text, `true`, a non-empty list, any object.
    var isTruthy: Bool {
        switch self {
        case .string(let text): return !text.isEmpty
        case .bool(let flag): return flag
        case .list(let items): return !items.isEmpty
        case .object: return true
        case .null: return false
        }
    }

    /// What `{{name}}` prints: text as is, `true`/`false` never (flags are for sections), lists and objects never.
    var text: String {
        if case .string(let text) = self { return text }
        return ""
    }

    subscript(key: String) -> TemplateValue? {
        if case .object(let fields) = self { return fields[key] }
        return nil
    }
}
