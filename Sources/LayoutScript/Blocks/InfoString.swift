import Diagnostics

/// A layout block's info string in its Markdown file: where each attribute is, and what is wrong with it. An
/// attribute the runner cannot use is a `block-attribute` warning at its column and the block runs without it,
/// never silently: a misspelt key or value would otherwise look accepted.
struct InfoString {
    let block: FencedBlock
    let attributes: BlockAttributes
    let file: String

    /// DESIGN.md §4.
    static let knownKeys = ["show", "host", "device", "setup", "actions", "expect", "id", "tweak", "steps", "extends"]
    static let hosts = ["fill", "width", "fit", "cell"]

    var fenceLocation: SourceLocation {
        SourceLocation(file: file, line: block.fenceLine, column: block.fenceColumn)
    }

    func location(offset: Int) -> SourceLocation {
        SourceLocation(file: file, line: block.fenceLine, column: block.infoColumn + offset)
    }

    /// The scalar at `index` of the value that counts for `key` (its end for an empty value), else the info string.
    func valueLocation(_ key: String, index: Int = 0) -> SourceLocation {
        guard let attribute = attributes.attribute(key) else { return location(offset: 0) }
        return location(offset: attribute.offset(ofValueIndex: index))
    }

    /// Quoting problems, keys given twice and unknown keys.
    func problems() -> [Diagnostic] {
        var result = attributes.problems.map {
            Diagnostic(.warning, code: "block-attribute", $0.message, at: location(offset: $0.offset))
        }
        for attribute in attributes.attributes where !Self.knownKeys.contains(attribute.key) {
            var message = "unknown attribute '\(attribute.key)'"
            if let suggestion = Self.suggestion(for: attribute.key, among: Self.knownKeys) {
                message += "; did you mean '\(suggestion)'?"
            } else {
                message += " (known: \(Self.knownKeys.joined(separator: ", "))); it is ignored"
            }
            result.append(Diagnostic(.warning, code: "block-attribute", message, at: location(offset: attribute.keyOffset)))
        }
        return result
    }

    /// The `// tweak:` comments' mistakes and the `tweak=` attribute's (TweakComments).
    func tweakProblems() -> [Diagnostic] {
        let (tweaks, problems) = TweakComments.parse(block, file: file)
        return problems + TweakComments.attributeProblems(self, tweaks: tweaks)
    }

    /// `host=` with a value other than the four hosts.
    func hostProblem() -> Diagnostic? {
        guard let host = attributes["host"], !Self.hosts.contains(host) else { return nil }
        var message = "unknown host=\(host): use fill, width, fit or cell"
        if let suggestion = Self.suggestion(for: host, among: Self.hosts) { message += " (did you mean '\(suggestion)'?)" }
        message += "; the default host is used"
        return Diagnostic(.warning, code: "block-attribute", message, at: valueLocation("host"))
    }

    /// The closest of `candidates` within two edits (a swap of neighbours is one), if any is that close.
    static func suggestion(for word: String, among candidates: [String]) -> String? {
        let scored = candidates.map { ($0, EditDistance.between(word.lowercased(), $0)) }
        guard let best = scored.min(by: { $0.1 < $1.1 }), best.1 <= min(2, max(1, word.count / 2)) else { return nil }
        return best.0
    }
}
