// The SwiftLexer module; see DESIGN.md §1.
