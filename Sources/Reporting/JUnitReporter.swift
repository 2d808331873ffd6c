import CLibXML2
import Diagnostics

/// JUnit XML, the format CI systems (GitLab, Jenkins, Azure, GitHub test-report actions) show as test
/// results. Written with libxml2's `xmlTextWriter`, so escaping and encoding are libxml2's, not ours.
///
/// Layout: one `<testsuite>` per file, one `<testcase>` per diagnostic. Errors are `<failure>`s; warnings and
/// notes are passing test cases whose text is in `<system-out>`; diagnostics the author expected (`expect=`)
/// are `<skipped>`. A clean run is one passing test case, so a CI dashboard shows the check ran.
public struct JUnitReporter: DiagnosticReporter {
    public var suiteName: String
    public var renderer: TextDiagnosticRenderer

    public init(suiteName: String = "coursegen check",
                renderer: TextDiagnosticRenderer = TextDiagnosticRenderer(showsSourceExcerpt: false)) {
        self.suiteName = suiteName
        self.renderer = renderer
    }

    public func report(_ diagnostics: [Diagnostic]) -> String {
        guard let buffer = xmlBufferCreate() else { return "" }
        defer { xmlBufferFree(buffer) }
        guard let writer = xmlNewTextWriterMemory(buffer, 0) else { return "" }
        var xml = XMLWriter(writer)
        xmlTextWriterSetIndent(writer, 1)
        xmlTextWriterSetIndentString(writer, "  ")
        xmlTextWriterStartDocument(writer, nil, "UTF-8", nil)

        let summary = DiagnosticSummary(diagnostics)
        let groups = DiagnosticGrouping.byFile(diagnostics)
        xml.start("testsuites")
        xml.attribute("name", suiteName)
        xml.attribute("tests", String(max(1, diagnostics.count)))
        xml.attribute("failures", String(summary.errors))
        xml.attribute("errors", "0")
        if diagnostics.isEmpty {
            xml.start("testsuite")
            xml.attribute("name", suiteName)
            xml.attribute("tests", "1")
            xml.attribute("failures", "0")
            xml.attribute("errors", "0")
            xml.attribute("skipped", "0")
            xml.start("testcase")
            xml.attribute("classname", suiteName)
            xml.attribute("name", "no problems found")
            xml.end()
            xml.end()
        }
        for group in groups {
            let counts = DiagnosticSummary(group.diagnostics)
            let name = group.file ?? suiteName
            xml.start("testsuite")
            xml.attribute("name", name)
            xml.attribute("tests", String(group.diagnostics.count))
            xml.attribute("failures", String(counts.errors))
            xml.attribute("errors", "0")
            xml.attribute("skipped", String(counts.expected))
            for diagnostic in group.diagnostics {
                testCase(for: diagnostic, suite: name, into: &xml)
            }
            xml.end()
        }
        xml.end()
        xmlTextWriterEndDocument(writer)
        xmlFreeTextWriter(writer)
        guard let content = xmlBufferContent(buffer) else { return "" }
        return String(cString: content)
    }

    private func testCase(for diagnostic: Diagnostic, suite: String, into xml: inout XMLWriter) {
        let position = diagnostic.location.map { "\($0.line):\($0.column)" } ?? "-"
        let text = renderer.render(diagnostic)
        xml.start("testcase")
        xml.attribute("classname", suite)
        xml.attribute("name", "\(diagnostic.code) at \(position)")
        if let location = diagnostic.location {
            xml.attribute("file", location.file)
            xml.attribute("line", String(location.line))
        }
        if diagnostic.expected {
            xml.start("skipped")
            xml.attribute("message", "expected: " + diagnostic.message)
            xml.end()
        } else if diagnostic.severity == .error {
            xml.start("failure")
            xml.attribute("type", diagnostic.code)
            xml.attribute("message", diagnostic.message)
            xml.text(text)
            xml.end()
        } else {
            xml.start("system-out")
            xml.text(text)
            xml.end()
        }
        xml.end()
    }
}

/// A thin, Swift-typed face on `xmlTextWriter`. Text that XML 1.0 cannot carry (control characters) is
/// replaced by U+FFFD before it reaches libxml2, which would otherwise write a document no reader accepts.
struct XMLWriter {
    private let writer: xmlTextWriterPtr

    init(_ writer: xmlTextWriterPtr) { self.writer = writer }

    func start(_ name: String) { xmlTextWriterStartElement(writer, name) }
    func end() { xmlTextWriterEndElement(writer) }
    func attribute(_ name: String, _ value: String) {
        xmlTextWriterWriteAttribute(writer, name, Self.xmlSafe(value))
    }
    func text(_ value: String) { xmlTextWriterWriteString(writer, Self.xmlSafe(value)) }

    static func xmlSafe(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: { !isAllowed($0) }) else { return text }
        var out = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            out.append(isAllowed(scalar) ? scalar : "\u{FFFD}")
        }
        return String(out)
    }

    /// XML 1.0 `Char`: tab, LF, CR, and everything from U+0020 except U+FFFE/U+FFFF.
    private static func isAllowed(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x9, 0xA, 0xD: return true
        case 0x20...0xD7FF, 0xE000...0xFFFD, 0x10000...0x10FFFF: return true
        default: return false
        }
    }
}
