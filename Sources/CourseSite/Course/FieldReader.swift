import Diagnostics
import Foundation

/// Reads the keys of one YAML mapping, remembering which were used so the rest can be reported as unknown.
struct FieldReader {
    let node: YAMLNode
    let file: String
    /// What the mapping is, for messages ("course.yml", "lesson front matter").
    let what: String
    private(set) var used: Set<String> = []
    var diagnostics: [Diagnostic] = []

    init(node: YAMLNode, file: String, what: String) {
        self.node = node
        self.file = file
        self.what = what
        warnDuplicateKeys()
    }

    /// YAML wants keys unique, but libyaml accepts `title:` twice; the reader uses the first, which an author who
    /// added a second `title:` further down does not expect. Each later copy is a warning with a note at the first.
    private mutating func warnDuplicateKeys() {
        var first: [String: YAMLNode] = [:]
        for (key, _) in node.mapping ?? [] {
            guard let name = key.string else { continue }
            guard let earlier = first[name] else {
                first[name] = key
                continue
            }
            diagnostics.append(.warning("duplicate-key", "duplicate key '\(name)' in \(what): the first one is used",
                                        at: key.location(in: file),
                                        notes: [Diagnostic.Note("the '\(name)' that is used", at: earlier.location(in: file))]))
        }
    }

    mutating func node(_ key: String) -> YAMLNode? {
        used.insert(key)
        return node[key]
    }

    /// A scalar value; a list or mapping where text belongs is an error.
    mutating func string(_ key: String) -> String? {
        guard let value = node(key) else { return nil }
        if value.isNull { return nil }
        guard let text = value.string else {
            diagnostics.append(.error("type", "'\(key)' must be text, found \(value.kindDescription)", at: value.location(in: file)))
            return nil
        }
        return text
    }

    /// A scalar that must be present and non-empty; reports an error and returns "" otherwise.
    mutating func requiredString(_ key: String) -> String {
        if let text = string(key), !text.trimmingCharacters(in: .whitespaces).isEmpty { return text }
        if let value = node[key], value.string == nil, !value.isNull { return "" }
        let location = node[key]?.location(in: file) ?? node.location(in: file)
        diagnostics.append(.error("missing-key", "\(what) needs a '\(key)'", at: location))
        return ""
    }

    /// Warns about every key nobody asked for: most often a typo (`titel:`).
    mutating func warnUnknownKeys() {
        for (key, _) in node.mapping ?? [] {
            guard let name = key.string, !used.contains(name) else { continue }
            diagnostics.append(.warning("unknown-key", "unknown key '\(name)' in \(what)", at: key.location(in: file)))
        }
    }
}
