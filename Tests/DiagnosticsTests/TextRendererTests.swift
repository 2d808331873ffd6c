import Testing
@testable import Diagnostics
import Glibc

private struct InMemorySources: SourceTextProvider {
    var files: [String: [String]]
    func line(_ number: Int, of file: String) -> String? {
        guard let lines = files[file], number >= 1, number <= lines.count else { return nil }
        return lines[number - 1]
    }
}

@Test func errorPrintsLocationSourceLineAndCaret() {
    let sources = InMemorySources(files: ["a.md": ["---", "titel: Salom", "---"]])
    let renderer = TextDiagnosticRenderer(sources: sources)
    let text = renderer.render(.warning("unknown-key", "unknown key 'titel'",
                                        at: SourceLocation(file: "a.md", line: 2, column: 1)))
    #expect(text == "a.md:2:1: warning: unknown key 'titel'\n 2 | titel: Salom\n   | ^\n")
}

@Test func caretFollowsTabsAndMultibyteCharacters() {
    // Column 4 is the fourth Unicode scalar: "\t", "oʻ" is two scalars (o, ʻ), so the caret sits under "x".
    let sources = InMemorySources(files: ["b.md": ["\toʻx"]])
    let text = TextDiagnosticRenderer(sources: sources)
        .render(.error("syntax", "bad", at: SourceLocation(file: "b.md", line: 1, column: 4)))
    #expect(text.hasSuffix(" 1 | \toʻx\n   | \t  ^\n"))
}

@Test func notesFollowTheirDiagnostic() {
    let d = Diagnostic.error("conflict", "conflict", at: nil,
                             notes: [.init("first constraint", at: SourceLocation(file: "c.md", line: 9, column: 5))])
    let text = TextDiagnosticRenderer(sources: InMemorySources(files: [:])).render(d)
    #expect(text == "error: conflict\nc.md:9:5: note: first constraint\n")
}

@Test func expectedDiagnosticsNeverFail() {
    var d = Diagnostic.error("conflict", "x")
    d.expected = true
    #expect(![d].hasFailures())
    #expect([Diagnostic.warning("w", "y")].hasFailures(warningsAsErrors: true))
    #expect(![Diagnostic.warning("w", "y")].hasFailures())
}

@Test func crlfFilesShowTheirLineWithoutTheCarriageReturn() throws {
    // Swift treats "\r\n" as one Character, so the provider must split CRLF files itself.
    let path = "/tmp/coursegen-crlf-\(UInt32.random(in: 0...UInt32.max)).yml"
    let handle = try #require(fopen(path, "wb"))
    fputs("title: a\r\nlessons: [a, b\r\nnext: c\r\n", handle)
    fclose(handle)
    defer { remove(path) }
    let text = TextDiagnosticRenderer(sources: FileSourceTextProvider())
        .render(.error("yaml", "invalid YAML", at: SourceLocation(file: path, line: 2, column: 10)))
    #expect(text == "\(path):2:10: error: invalid YAML\n 2 | lessons: [a, b\n   |          ^\n")
}
