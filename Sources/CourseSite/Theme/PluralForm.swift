/// The grammatical number a count takes in a language, for interface strings that follow a number
/// ("1 lesson", "2 lessons"; "1 урок", "3 урока", "5 уроков"). Uzbek, like Turkish, keeps the noun singular after
/// a number ("9 ta dars"), so it has one form.
public enum PluralForm: String, Sendable {
    case one, few, other

    /// The form of `count` in `language` (an ISO 639-1 code), after the CLDR cardinal rules for integers.
    public static func of(_ count: Int, in language: String) -> PluralForm {
        let n = abs(count)
        switch language {
        case "en":
            return n == 1 ? .one : .other
        case "ru", "uk", "be":
            if n % 10 == 1 && n % 100 != 11 { return .one }
            if (2...4).contains(n % 10) && !(12...14).contains(n % 100) { return .few }
            return .other
        default:
            return .other
        }
    }

    /// The locale string for `key` after `count`: `key_one` or `key_few` when the locale has that form, else `key`.
    public static func string(_ key: String, count: Int, language: String, in strings: [String: String]) -> String? {
        let form = of(count, in: language)
        if form != .other, let text = strings["\(key)_\(form.rawValue)"] { return text }
        return strings[key]
    }
}
