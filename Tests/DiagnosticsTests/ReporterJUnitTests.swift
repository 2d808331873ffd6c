import Diagnostics
import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import Reporting
import Testing

@Suite struct JUnitReporterTests {
    let reporter = JUnitReporter(renderer: TextDiagnosticRenderer(showsSourceExcerpt: false))

    @Test func writesOneSuitePerFileAndOneCasePerDiagnostic() {
        let expected = """
            <?xml version="1.0" encoding="UTF-8"?>
            <testsuites name="coursegen check" tests="4" failures="2" errors="0">
              <testsuite name="content/lessons/01-kirish.md" tests="2" failures="2" errors="0" skipped="0">
                <testcase classname="content/lessons/01-kirish.md" name="broken-link at 3:9" file="content/lessons/01-kirish.md" line="3">
                  <failure type="broken-link" message="broken link '../02/': the site has no folder 'lessons/02'">content/lessons/01-kirish.md:3:9: error: broken link '../02/': the site has no folder 'lessons/02'
            </failure>
                </testcase>
                <testcase classname="content/lessons/01-kirish.md" name="missing-anchor at 3:27" file="content/lessons/01-kirish.md" line="3">
                  <failure type="missing-anchor" message="missing anchor '#yoq': this page has no element with id 'yoq'">content/lessons/01-kirish.md:3:27: error: missing anchor '#yoq': this page has no element with id 'yoq'
            note: did you mean '#yo'?
            </failure>
                </testcase>
              </testsuite>
              <testsuite name="content/lessons/05-lifecycle.md" tests="2" failures="0" errors="0" skipped="1">
                <testcase classname="content/lessons/05-lifecycle.md" name="ambiguous at 40:5" file="content/lessons/05-lifecycle.md" line="40">
                  <system-out>content/lessons/05-lifecycle.md:40:5: warning: Layout of UILabel:title is ambiguous: height is not determined
            content/lessons/05-lifecycle.md:41:13: note: constraint here
            </system-out>
                </testcase>
                <testcase classname="content/lessons/05-lifecycle.md" name="conflict at 60:9" file="content/lessons/05-lifecycle.md" line="60">
                  <skipped message="expected: Unable to simultaneously satisfy constraints"/>
                </testcase>
              </testsuite>
            </testsuites>

            """
        #expect(reporter.report(ReporterSample.diagnostics) == expected)
    }

    @Test func aCleanRunIsOnePassingCase() {
        let output = reporter.report([])
        #expect(output.contains("<testsuites name=\"coursegen check\" tests=\"1\" failures=\"0\" errors=\"0\">"))
        #expect(output.contains("<testcase classname=\"coursegen check\" name=\"no problems found\"/>"))
    }

    @Test func escapesMarkupAndDropsCharactersXMLCannotHold() throws {
        let diagnostic = Diagnostic.error("broken-link", "a <b> & \"c\" \u{1}",
                                          at: SourceLocation(file: "x.md", line: 1, column: 1))
        let output = reporter.report([diagnostic])
        #expect(output.contains("message=\"a &lt;b&gt; &amp; &quot;c&quot; \u{FFFD}\""))
        // Foundation's XML parser accepts the document.
        let parser = XMLParser(data: Data(output.utf8))
        #expect(parser.parse())
    }
}
