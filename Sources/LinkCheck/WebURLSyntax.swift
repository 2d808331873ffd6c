/// The offline check of an `http(s)` URL: is it something a browser can request? It does not judge whether
/// the host exists (that is `--external`'s job), only whether the text is a URL at all.
enum WebURLSyntax {
    /// Why the URL is malformed, or nil when it is fine.
    static func problem(in url: String) -> String? {
        if let bad = url.unicodeScalars.first(where: { $0.value <= 0x20 || $0.value == 0x7F }) {
            return bad == " " ? "contains a space (write %20)" : "contains a control character"
        }
        if let percent = invalidPercentEscape(in: url) {
            return "has '%' not followed by two hex digits at '\(percent)'"
        }
        guard let colon = url.firstIndex(of: ":") else { return "has no scheme" }
        let afterScheme = url[url.index(after: colon)...]
        guard afterScheme.hasPrefix("//") else {
            return "needs '//' after '\(url[..<colon]):'"
        }
        let authorityAndRest = afterScheme.dropFirst(2)
        let authorityEnd = authorityAndRest.firstIndex(where: { $0 == "/" || $0 == "?" || $0 == "#" || $0 == "\\" })
            ?? authorityAndRest.endIndex
        var authority = authorityAndRest[..<authorityEnd]
        if let at = authority.lastIndex(of: "@") {
            authority = authority[authority.index(after: at)...]
        }
        return hostProblem(in: authority)
    }

    private static func hostProblem(in authority: Substring) -> String? {
        var host = authority
        var port: Substring?
        if authority.hasPrefix("[") {
            guard let close = authority.firstIndex(of: "]") else { return "has an unclosed '[' in its host" }
            let literal = authority[authority.index(after: authority.startIndex)..<close]
            guard !literal.isEmpty, literal.allSatisfy({ $0.isHexDigit || $0 == ":" || $0 == "." }) else {
                return "has a malformed IPv6 host '\(authority[...close])'"
            }
            let rest = authority[authority.index(after: close)...]
            if rest.hasPrefix(":") { port = rest.dropFirst() } else if !rest.isEmpty { return "has text after its IPv6 host" }
            host = literal
        } else if let colon = authority.lastIndex(of: ":") {
            host = authority[..<colon]
            port = authority[authority.index(after: colon)...]
        }
        if let port, !port.isEmpty {
            guard port.allSatisfy({ $0.isASCII && $0.isNumber }), let number = Int(port), number <= 65535 else {
                return "has an invalid port '\(port)'"
            }
        }
        guard !host.isEmpty else { return "has no host" }
        if authority.hasPrefix("[") { return nil }
        // A trailing dot is the DNS root and legal; empty labels elsewhere are not.
        let labels = (host.hasSuffix(".") ? host.dropLast() : host).split(separator: ".", omittingEmptySubsequences: false)
        for label in labels {
            guard !label.isEmpty else { return "has an empty label in its host '\(host)'" }
            let allowed = label.unicodeScalars.allSatisfy { scalar in
                scalar.value > 0x7F || (("a"..."z").contains(scalar)
                    || ("A"..."Z").contains(scalar) || ("0"..."9").contains(scalar) || scalar == "-" || scalar == "_")
            }
            guard allowed else { return "has an invalid character in its host '\(host)'" }
        }
        return nil
    }

    /// The text from the first `%` that is not followed by two hex digits, or nil.
    static func invalidPercentEscape(in text: String) -> Substring? {
        var index = text.startIndex
        while let percent = text[index...].firstIndex(of: "%") {
            let digits = text[text.index(after: percent)...].prefix(2)
            guard digits.count == 2, digits.allSatisfy(\.isHexDigit) else {
                return text[percent...].prefix(3)
            }
            index = text.index(after: percent)
        }
        return nil
    }
}

