import Foundation
import Diagnostics
import Testing
@testable import CourseSite

@Suite struct TemplateTests {
    private func render(_ text: String, _ context: TemplateValue, partials: [String: String] = [:]) throws -> String {
        let parsedPartials = try partials.mapValues { try Template($0, file: "p.html") }
        return try TemplateRenderer(partials: parsedPartials).render(Template(text, file: "t.html"), context: context).text
    }

    private func templateError(_ text: String, partials: [String: String] = [:]) -> Diagnostic? {
        do {
            _ = try render(text, [:], partials: partials)
            return nil
        } catch let error as DiagnosticError {
            return error.diagnostics.first
        } catch {
            return nil
        }
    }

    @Test func variablesAreEscapedByDefaultAndRawWithTripleBraces() throws {
        let context: TemplateValue = ["x": "<a href=\"q\">&'"]
        #expect(try render("{{x}}", context) == "&lt;a href=&quot;q&quot;&gt;&amp;&#39;")
        #expect(try render("{{{x}}}", context) == "<a href=\"q\">&'")
        #expect(try render("{{& x}}", context) == "<a href=\"q\">&'")
    }

    @Test func missingValuesPrintNothing() throws {
        #expect(try render("[{{nope}}][{{a.b.c}}]", ["a": ["b": "x"]]) == "[][]")
    }

    @Test func sectionsLoopOverListsAndLookOutwards() throws {
        let context: TemplateValue = ["root": "../", "items": [["name": "a"], ["name": "b"]]]
        #expect(try render("{{#items}}<{{root}}{{name}}>{{/items}}", context) == "<../a><../b>")
        #expect(try render("{{#items}}{{.}}{{/items}}", ["items": ["x", "y"]]) == "xy")
    }

    @Test func sectionsOnFlagsObjectsAndTextAndInvertedSections() throws {
        let context: TemplateValue = ["yes": true, "no": false, "obj": ["k": "v"], "empty": [], "text": "t"]
        #expect(try render("{{#yes}}Y{{/yes}}{{#no}}N{{/no}}", context) == "Y")
        #expect(try render("{{#obj}}{{k}}{{/obj}}", context) == "v")
        #expect(try render("{{^empty}}none{{/empty}}{{^yes}}hidden{{/yes}}", context) == "none")
        #expect(try render("{{#text}}[{{.}}]{{/text}}{{#missing}}x{{/missing}}", context) == "[t]")
        #expect(try render("{{#obj.k}}has{{/obj.k}}", context) == "has")
    }

    @Test func partialsSeeTheCurrentContext() throws {
        #expect(try render("{{#a}}{{> item}}{{/a}}", ["a": [["n": "1"], ["n": "2"]]], partials: ["item": "({{n}})"]) == "(1)(2)")
    }

    @Test func sectionTagsAloneOnTheirLineLeaveNoBlankLines() throws {
        let template = "<ul>\n  {{#items}}\n  <li>{{.}}</li>\n  {{/items}}\n  {{! note }}\n</ul>\n"
        #expect(try render(template, ["items": ["a", "b"]]) == "<ul>\n  <li>a</li>\n  <li>b</li>\n</ul>\n")
        // Inline sections and variables keep their surroundings.
        #expect(try render("a {{#x}}b{{/x}} c\n{{y}}\n", ["x": true, "y": "z"]) == "a b c\nz\n")
    }

    @Test func commentsPrintNothing() throws {
        #expect(try render("a{{! a comment with {braces} }}b", [:]) == "ab")
    }

    @Test func missingPartialIsAnErrorAtTheTag() {
        let diagnostic = templateError("line one\n  {{> nowhere}}")
        #expect(diagnostic?.message == "missing partial 'nowhere'")
        #expect(diagnostic?.location == SourceLocation(file: "t.html", line: 2, column: 3))
    }

    @Test func unclosedAndMismatchedSectionsAreErrorsWithLocations() {
        let unclosed = templateError("x\n{{#items}}\n")
        #expect(unclosed?.location == SourceLocation(file: "t.html", line: 2, column: 1))
        #expect(unclosed?.message.contains("never closed") == true)
        let mismatched = templateError("{{#a}}{{/b}}")
        #expect(mismatched?.location == SourceLocation(file: "t.html", line: 1, column: 7))
        let stray = templateError("{{/a}}")
        #expect(stray?.message.contains("never opened") == true)
        let open = templateError("{{name")
        #expect(open?.message.contains("not closed") == true)
        let badName = templateError("{{a b}}")
        #expect(badName?.message.contains("invalid name") == true)
    }

    @Test func outputSegmentsPointBackAtTemplateLines() throws {
        let template = try Template("<p>\n  <a href=\"{{url}}\">x</a>\n</p>", file: "t.html")
        let output = try TemplateRenderer(partials: [:]).render(template, context: ["url": "u"])
        let offset = output.text.utf8.count - output.text.drop(while: { $0 != "h" }).utf8.count
        let origin = output.origin(ofByte: offset)
        #expect(origin?.location == SourceLocation(file: "t.html", line: 2, column: 6))
        #expect(origin?.segment.isLiteral == true)
    }

    @Test func themePartialThatDoesNotExistFailsLoadingEvenInsideAFalseSection() throws {
        let scratch = try ScratchFolder()
        for name in Theme.pageTemplates { try scratch.write("theme/templates/\(name).html", "ok") }
        try scratch.write("theme/templates/lesson.html", "a\n{{#never}}{{> ghost}}{{/never}}")
        let theme = Theme(base: scratch.url.appendingPathComponent("theme"), override: nil)
        #expect(throws: DiagnosticError.self) { try theme.loadTemplates() }
        do {
            _ = try theme.loadTemplates()
        } catch let error as DiagnosticError {
            #expect(error.diagnostics.first?.location?.line == 2)
            #expect(error.diagnostics.first?.location?.column == 11)
            #expect(error.diagnostics.first?.message.contains("missing partial 'ghost'") == true)
        }
    }

    @Test func sectionsNestAtMostAHundredDeep() throws {
        let depth = Template.maximumSectionDepth
        let fine = String(repeating: "{{#a}}", count: depth) + "x" + String(repeating: "{{/a}}", count: depth)
        #expect(try render(fine, ["a": true]) == "x")
        // 20,000 levels used to take over a minute to parse; now the 101st tag (column 6 * 100 + 1) stops it.
        for count in [depth + 1, 20_000] {
            let deep = String(repeating: "{{#site}}", count: count) + String(repeating: "{{/site}}", count: count)
            let diagnostic = templateError(deep)
            #expect(diagnostic?.message == "sections nest more than 100 deep")
            #expect(diagnostic?.location == SourceLocation(file: "t.html", line: 1, column: 9 * depth + 1))
        }
    }

    /// Whether a tag stands alone on its line was decided by rescanning the line up to the tag: quadratic on a
    /// line of many tags (a minified theme). A line of 20,000 sections must render whole;
    /// `bench/scaling.bench.sh` (case "template") measures the cost at n and 2n.
    @Test func aLineOfManyTagsRendersWhole() throws {
        let line = String(repeating: "{{#a}}{{b}}{{/a}}", count: 20_000)
        let output = try render("  " + line + "  \n", ["a": true, "b": "x"])
        #expect(output == "  " + String(repeating: "x", count: 20_000) + "  \n")
        // Standalone tags still take their line with them, also after a long indentation.
        #expect(try render(String(repeating: " ", count: 10_000) + "{{#a}}\nx\n{{/a}}\n", ["a": true]) == "x\n")
    }

    @Test func aPartialThatDoesNotParseIsReportedOnceNotAsMissingAtEveryInclude() throws {
        let scratch = try ScratchFolder()
        for name in Theme.pageTemplates { try scratch.write("theme/templates/\(name).html", "{{> footer}}") }
        try scratch.write("theme/templates/partials/footer.html", "{{#a}}")
        let theme = Theme(base: scratch.url.appendingPathComponent("theme"), override: nil)
        do {
            _ = try theme.loadTemplates()
            Issue.record("expected an error")
        } catch let error as DiagnosticError {
            #expect(error.diagnostics.count == 1, "\(error.diagnostics)")
            #expect(error.diagnostics.first?.message.contains("never closed") == true)
        }
    }
}
