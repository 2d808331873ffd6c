import Diagnostics
import Foundation
import Testing

/// A source text provider that serves lines from memory, so excerpts do not depend on files.
struct MemorySources: SourceTextProvider {
    var files: [String: [String]]
    func line(_ number: Int, of file: String) -> String? {
        guard let lines = files[file], number >= 1, number <= lines.count else { return nil }
        return lines[number - 1]
    }
}

/// The same three findings for every reporter: a broken link and a missing anchor in one lesson, a layout
/// warning with a note in another, and an expected conflict.
enum ReporterSample {
    static let sources = MemorySources(files: [
        "content/lessons/01-kirish.md": ["# Kirish", "", "Qarang: [keyingi](../02/), [bo'lim](#yoq)."],
    ])

    static let diagnostics: [Diagnostic] = [
        .error("broken-link", "broken link '../02/': the site has no folder 'lessons/02'",
               at: SourceLocation(file: "content/lessons/01-kirish.md", line: 3, column: 9)),
        .error("missing-anchor", "missing anchor '#yoq': this page has no element with id 'yoq'",
               at: SourceLocation(file: "content/lessons/01-kirish.md", line: 3, column: 27),
               notes: [Diagnostic.Note("did you mean '#yo'?")]),
        .warning("ambiguous", "Layout of UILabel:title is ambiguous: height is not determined",
                 at: SourceLocation(file: "content/lessons/05-lifecycle.md", line: 40, column: 5),
                 notes: [Diagnostic.Note("constraint here", at: SourceLocation(file: "content/lessons/05-lifecycle.md", line: 41, column: 13))]),
        Diagnostic(.error, code: "conflict", "Unable to simultaneously satisfy constraints",
                   at: SourceLocation(file: "content/lessons/05-lifecycle.md", line: 60, column: 9), expected: true),
    ]
}

@Suite struct DiagnosticSummaryTests {
    @Test func countsBySeverityAndFile() {
        let summary = DiagnosticSummary(ReporterSample.diagnostics)
        #expect(summary.errors == 2)
        #expect(summary.warnings == 1)
        #expect(summary.expected == 1)
        #expect(summary.files == 2)
        #expect(summary.failed)
        #expect(summary.sentence == "2 errors, 1 warning, 1 expected in 2 files")
        #expect(DiagnosticSummary([]).sentence == "no problems found")
    }

    @Test func warningsAsErrorsPromotesOnlyWarnings() {
        let promoted = ReporterSample.diagnostics.map { $0.promotingWarnings() }
        #expect(promoted.map(\.severity) == [.error, .error, .error, .error])
        #expect(DiagnosticSummary(promoted).errors == 3)  // the expected conflict still does not count
    }
}

@Suite struct TextReporterTests {
    @Test func groupsByFileWithExcerptsAndASummary() {
        let reporter = TextReporter(renderer: TextDiagnosticRenderer(sources: ReporterSample.sources),
                                    details: "11 pages, 395 links checked")
        let expected = """
            content/lessons/01-kirish.md: 2 errors
            content/lessons/01-kirish.md:3:9: error: broken link '../02/': the site has no folder 'lessons/02'
             3 | Qarang: [keyingi](../02/), [bo'lim](#yoq).
               |         ^
            content/lessons/01-kirish.md:3:27: error: missing anchor '#yoq': this page has no element with id 'yoq'
             3 | Qarang: [keyingi](../02/), [bo'lim](#yoq).
               |                           ^
            note: did you mean '#yo'?

            content/lessons/05-lifecycle.md: 1 warning, 1 expected
            content/lessons/05-lifecycle.md:40:5: warning: Layout of UILabel:title is ambiguous: height is not determined
            content/lessons/05-lifecycle.md:41:13: note: constraint here
            content/lessons/05-lifecycle.md:60:9: error: Unable to simultaneously satisfy constraints (expected)

            2 errors, 1 warning, 1 expected in 2 files (11 pages, 395 links checked)

            """
        #expect(reporter.report(ReporterSample.diagnostics) == expected)
    }

    @Test func aCleanRunIsOneLine() {
        #expect(TextReporter().report([]) == "no problems found\n")
    }

    @Test func withoutListingExpectedOnesTheyAreOnlyCountedOnTheSummaryLine() {
        let reporter = TextReporter(renderer: TextDiagnosticRenderer(sources: ReporterSample.sources),
                                    details: "11 pages, 395 links checked", listsExpected: false)
        let output = reporter.report(ReporterSample.diagnostics)
        #expect(!output.contains("(expected)"))
        #expect(output.contains("content/lessons/05-lifecycle.md: 1 warning\n"))
        #expect(output.hasSuffix("""
            2 errors, 1 warning in 2 files (11 pages, 395 links checked); 1 expected finding not listed (--verbose lists it)

            """))
        // A course whose only findings are expected reports in one line.
        let expectedOnly = Array(ReporterSample.diagnostics.suffix(1)) + Array(ReporterSample.diagnostics.suffix(1))
        #expect(TextReporter(details: "2 pages", listsExpected: false).report(expectedOnly)
            == "no problems found (2 pages); 2 expected findings not listed (--verbose lists them)\n")
    }
}

@Suite struct JSONReporterTests {
    @Test func writesTheDocumentedSchema() {
        let output = JSONReporter().report(Array(ReporterSample.diagnostics.prefix(2)))
        let expected = """
            {
              "schema": 1,
              "tool": "coursegen check",
              "summary": {"errors": 2, "warnings": 0, "notes": 0, "expected": 0, "files": 1, "failed": true},
              "diagnostics": [
                {"severity": "error", "code": "broken-link", "message": "broken link '../02/': the site has no folder 'lessons/02'", "file": "content/lessons/01-kirish.md", "line": 3, "column": 9, "expected": false, "notes": []},
                {"severity": "error", "code": "missing-anchor", "message": "missing anchor '#yoq': this page has no element with id 'yoq'", "file": "content/lessons/01-kirish.md", "line": 3, "column": 27, "expected": false, "notes": [{"message": "did you mean '#yo'?", "file": null, "line": null, "column": null}]}
              ]
            }

            """
        #expect(output == expected)
    }

    @Test func isValidJSONWithEscapes() throws {
        let tricky = Diagnostic.error("malformed-url", "quote \" backslash \\ tab \t bell \u{7} o'zbek",
                                      at: SourceLocation(file: "a\"b.md", line: 1, column: 2))
        let data = Data(JSONReporter().report([tricky]).utf8)
        let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let diagnostics = try #require(object["diagnostics"] as? [[String: Any]])
        #expect(diagnostics.first?["message"] as? String == tricky.message)
        #expect(diagnostics.first?["file"] as? String == "a\"b.md")
        #expect((object["summary"] as? [String: Any])?["failed"] as? Bool == true)
    }

    @Test func aCleanRunHasAnEmptyList() throws {
        let data = Data(JSONReporter().report([]).utf8)
        let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        #expect((object["diagnostics"] as? [Any])?.isEmpty == true)
        #expect((object["summary"] as? [String: Any])?["failed"] as? Bool == false)
    }
}

@Suite struct GitHubReporterTests {
    @Test func writesOneAnnotationPerDiagnostic() {
        let expected = """
            ::error file=content/lessons/01-kirish.md,line=3,col=9,title=broken-link::broken link '../02/': the site has no folder 'lessons/02'
            ::error file=content/lessons/01-kirish.md,line=3,col=27,title=missing-anchor::missing anchor '#yoq': this page has no element with id 'yoq'%0Anote: did you mean '#yo'?
            ::warning file=content/lessons/05-lifecycle.md,line=40,col=5,title=ambiguous::Layout of UILabel:title is ambiguous: height is not determined%0Acontent/lessons/05-lifecycle.md:41:13: note: constraint here
            ::notice file=content/lessons/05-lifecycle.md,line=60,col=9,title=conflict (expected)::Unable to simultaneously satisfy constraints
            2 errors, 1 warning, 1 expected in 2 files

            """
        #expect(GitHubReporter().report(ReporterSample.diagnostics) == expected)
    }

    @Test func escapesPercentNewlinesAndPropertySeparators() {
        let diagnostic = Diagnostic.error("x", "100% sure\r\nnext", at: SourceLocation(file: "a,b:c.md", line: 1, column: 1))
        #expect(GitHubReporter().report([diagnostic]).hasPrefix(
            "::error file=a%2Cb%3Ac.md,line=1,col=1,title=x::100%25 sure%0D%0Anext\n"))
    }

    @Test func aDiagnosticWithoutLocationHasNoFileProperty() {
        let diagnostic = Diagnostic.warning("symlink-outside-site", "'site/x' is a symlink")
        #expect(GitHubReporter().report([diagnostic]).hasPrefix("::warning title=symlink-outside-site::'site/x' is a symlink\n"))
    }
}
