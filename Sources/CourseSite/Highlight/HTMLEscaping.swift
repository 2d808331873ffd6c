/// HTML escaping for text and attribute values (`&`, `<`, `>`, `"`, `'`).
public enum HTML {
    public static func escape(_ text: String) -> String {
        guard text.utf8.contains(where: { $0 == 0x26 || $0 == 0x3C || $0 == 0x3E || $0 == 0x22 || $0 == 0x27 }) else {
            return text
        }
        var out = ""
        out.reserveCapacity(text.utf8.count + 16)
        for character in text.unicodeScalars {
            switch character {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&#39;"
            default: out.unicodeScalars.append(character)
            }
        }
        return out
    }

    /// Decodes the entities HTML writers (ours and cmark's) put into attribute values.
    public static func unescapeAttribute(_ value: String) -> String {
        // A byte scan, not Foundation's `contains`: this runs for every attribute of every page.
        guard value.utf8.contains(UInt8(ascii: "&")) else { return value }
        var out = ""
        var rest = Substring(value)
        while let amp = rest.firstIndex(of: "&") {
            out += rest[..<amp]
            let tail = rest[amp...]
            guard let semicolon = tail.prefix(12).firstIndex(of: ";") else {
                out += "&"
                rest = rest[rest.index(after: amp)...]
                continue
            }
            let name = tail[tail.index(after: tail.startIndex)..<semicolon]
            if let decoded = decodeEntity(name) {
                out += decoded
            } else {
                out += tail[...semicolon]
            }
            rest = tail[tail.index(after: semicolon)...]
        }
        return out + rest
    }

    private static func decodeEntity(_ name: Substring) -> String? {
        switch name {
        case "amp": return "&"
        case "lt": return "<"
        case "gt": return ">"
        case "quot": return "\""
        case "apos": return "'"
        default:
            var digits = name
            guard digits.first == "#" else { return nil }
            digits.removeFirst()
            let value: UInt32?
            if digits.first == "x" || digits.first == "X" {
                value = UInt32(digits.dropFirst(), radix: 16)
            } else {
                value = UInt32(digits)
            }
            return value.flatMap(Unicode.Scalar.init).map { String($0) }
        }
    }
}
