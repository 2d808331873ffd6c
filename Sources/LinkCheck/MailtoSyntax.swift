/// Checks that a `mailto:` URL (RFC 6068) names at least one well-formed address: `local@domain`, with a
/// non-empty local part, a domain of dot-separated labels, and no spaces. Several addresses may be separated by
/// commas; more may come in a `to=` header field.
enum MailtoSyntax {
    /// Why the URL is malformed, or nil when it is fine.
    static func problem(in url: String) -> String? {
        let body = url.dropFirst("mailto:".count)
        let query: Substring
        let addressPart: Substring
        if let question = body.firstIndex(of: "?") {
            addressPart = body[..<question]
            query = body[body.index(after: question)...]
        } else {
            addressPart = body
            query = ""
        }
        var addresses: [String] = []
        for raw in addressPart.split(separator: ",", omittingEmptySubsequences: true) {
            guard let decoded = PercentDecoding.decode(String(raw)) else {
                return "has a broken %-escape in '\(raw)'"
            }
            addresses.append(decoded)
        }
        for field in query.split(separator: "&") where field.lowercased().hasPrefix("to=") {
            for raw in field.dropFirst(3).split(separator: ",") {
                addresses.append(PercentDecoding.decode(String(raw)) ?? String(raw))
            }
        }
        guard !addresses.isEmpty else { return "names no address" }
        for address in addresses {
            if let problem = addressProblem(address.trimmingASCIIWhitespace()) {
                return "'\(address)' \(problem)"
            }
        }
        return nil
    }

    private static func addressProblem(_ address: String) -> String? {
        guard let at = address.lastIndex(of: "@") else { return "has no '@'" }
        let local = address[..<at]
        let domain = address[address.index(after: at)...]
        guard !local.isEmpty else { return "has nothing before '@'" }
        guard !domain.isEmpty else { return "has no domain after '@'" }
        if address.contains(where: { $0 == " " || $0 == "<" || $0 == ">" || $0 == "(" || $0 == ")" }) {
            return "contains a character an address cannot hold"
        }
        if !local.hasPrefix("\"") && local.contains("@") { return "has more than one '@'" }
        if local.hasPrefix(".") || local.hasSuffix(".") || local.contains("..") {
            return "has a misplaced '.' before '@'"
        }
        for label in domain.split(separator: ".", omittingEmptySubsequences: false) {
            guard !label.isEmpty else { return "has an empty label in its domain '\(domain)'" }
            guard !label.hasPrefix("-"), !label.hasSuffix("-") else { return "has a domain label starting or ending with '-'" }
            let allowed = label.unicodeScalars.allSatisfy { s in
                s.value > 0x7F || ("a"..."z").contains(s) || ("A"..."Z").contains(s) || ("0"..."9").contains(s) || s == "-"
            }
            guard allowed else { return "has an invalid character in its domain '\(domain)'" }
        }
        return nil
    }
}
