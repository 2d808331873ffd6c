import Diagnostics

/// A position in YAML text as libyaml reports it, converted to 1-based lines and columns of the whole file.
public struct YAMLMark: Hashable, Sendable {
    /// 1-based line in the file (front matter offsets already applied).
    public var line: Int
    /// 1-based column, in characters.
    public var column: Int
    /// 0-based byte offset into the YAML text that was parsed (not the whole file).
    public var offset: Int

    public init(line: Int, column: Int, offset: Int) {
        self.line = line
        self.column = column
        self.offset = offset
    }
}

/// A parsed YAML value with the source range it came from, so every later error can point at the file.
public struct YAMLNode: Sendable {
    public enum Value: Sendable {
        /// A scalar's text. `plain` is false for quoted and block scalars, which are always strings.
        case scalar(String, plain: Bool)
        case sequence([YAMLNode])
        case mapping([(key: YAMLNode, value: YAMLNode)])
    }

    public var value: Value
    public var start: YAMLMark
    public var end: YAMLMark

    public init(_ value: Value, start: YAMLMark, end: YAMLMark) {
        self.value = value
        self.start = start
        self.end = end
    }

    /// The scalar text, or nil for collections and YAML nulls (`~`, `null`, empty).
    public var string: String? {
        guard case .scalar(let text, let plain) = value else { return nil }
        if plain && (text.isEmpty || text == "~" || text == "null" || text == "Null" || text == "NULL") { return nil }
        return text
    }

    /// True for an empty or explicit null scalar.
    public var isNull: Bool {
        if case .scalar = value { return string == nil }
        return false
    }

    public var sequence: [YAMLNode]? {
        if case .sequence(let items) = value { return items }
        return nil
    }

    public var mapping: [(key: YAMLNode, value: YAMLNode)]? {
        if case .mapping(let pairs) = value { return pairs }
        return nil
    }

    /// The value for a string key of a mapping.
    public subscript(key: String) -> YAMLNode? {
        mapping?.first(where: { $0.key.string == key })?.value
    }

    /// What the node is, for messages like "expected a list, found a string".
    public var kindDescription: String {
        switch value {
        case .scalar: return isNull ? "nothing" : "a string"
        case .sequence: return "a list"
        case .mapping: return "a mapping"
        }
    }

    public func location(in file: String) -> SourceLocation {
        SourceLocation(file: file, line: start.line, column: start.column)
    }
}
