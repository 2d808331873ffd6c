/// A position in a source file, 1-based, as compilers print it (`path:line:col`).
///
/// `file` is the path as the user should see it (relative to the working directory when possible).
/// Columns count Unicode scalars from the start of the line, so a caret lines up under the offending character.
public struct SourceLocation: Hashable, Sendable, Codable, CustomStringConvertible {
    public var file: String
    public var line: Int
    public var column: Int

    public init(file: String, line: Int, column: Int = 1) {
        self.file = file
        self.line = line
        self.column = column
    }

    public var description: String { "\(file):\(line):\(column)" }
}
