// Tests for SwiftLexer; the module's owner replaces this file.
