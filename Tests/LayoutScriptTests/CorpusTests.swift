import Foundation
import LayoutFrames
@testable import LayoutScript
import Testing

/// Runs every lesson of `Corpus/` and checks the expectations written next to each block:
///
/// ```
/// <!-- expect block-id
/// state initial
///   box 171.5 354.5 50 50          x = (393 − 50) / 2 …   (the derivation, by hand)
///   label ~16 20 ~120 ~20.33       `~` allows ±1 pt (text measured with Inter)
///   hidden answerLabel
/// state togglePosition()
///   transition 0.5 spring
///   keyboard
/// diagnostic error update-no-match 35
/// constraint initial box.top == self.top 40 1000 snapkit
/// contentOffset scroll 0 -59                 contentSize / adjustedContentInset (top left bottom right) likewise
/// clean                             no error or warning except the listed diagnostics
/// # a derivation too long for one line goes on lines that start with '#'
/// -->
/// ```
struct CorpusExpectation {
    var blockID: String
    var lines: [(text: String, line: Int)]
}

func corpusFiles() -> [URL] {
    let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Corpus")
    let files = (try? FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil)) ?? []
    return files.filter { $0.pathExtension == "md" }.sorted { $0.lastPathComponent < $1.lastPathComponent }
}

func expectations(in markdown: String) -> [CorpusExpectation] {
    var result: [CorpusExpectation] = []
    var current: CorpusExpectation?
    for (i, raw) in markdown.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
        let line = raw.trimmingCharacters(in: .whitespaces)
        if line.hasPrefix("<!-- expect ") {
            current = CorpusExpectation(blockID: String(line.dropFirst("<!-- expect ".count)).trimmingCharacters(in: .whitespaces), lines: [])
            continue
        }
        if line == "-->", let c = current {
            result.append(c)
            current = nil
            continue
        }
        if current != nil, !line.isEmpty { current?.lines.append((line, i + 1)) }
    }
    return result
}

struct CorpusFailure: CustomStringConvertible {
    var file: String
    var line: Int
    var message: String
    var description: String { "\(file):\(line): \(message)" }
}

func number(_ token: String) -> (Double, Double)? {
    if token.hasPrefix("~"), let v = Double(token.dropFirst()) { return (v, 1.0) }
    if let v = Double(token) { return (v, 0.01) }
    return nil
}

func check(_ expectation: CorpusExpectation, _ frames: LessonFrames, file: String) -> [CorpusFailure] {
    var failures: [CorpusFailure] = []
    guard let block = frames.blocks.first(where: { $0.id == expectation.blockID }) else {
        return [CorpusFailure(file: file, line: expectation.lines.first?.line ?? 0, message: "no block with id \(expectation.blockID)")]
    }
    var state: StateFrames?
    var listedDiagnostics: [(String, String)] = []
    var clean = false
    for (text, line) in expectation.lines {
        let fail = { (m: String) in failures.append(CorpusFailure(file: file, line: line, message: "[\(block.id)] " + m)) }
        if text.hasPrefix("#") { continue }
        let body = text.components(separatedBy: "  ").first ?? text
        let words = body.split(separator: " ").map(String.init)
        guard let head = words.first else { continue }
        switch head {
        case "state":
            let name = words.dropFirst().joined(separator: " ")
            if name.hasPrefix("@"), let index = Int(name.dropFirst()) {
                state = index < block.states.count ? block.states[index] : nil
            } else {
                state = block.states.first { $0.name == name }
            }
            if state == nil { fail("no state named '\(name)'; states: \(block.states.map(\.name))") }
        case "hidden", "visible":
            guard let s = state, words.count > 1 else { continue }
            guard let v = s.views.first(where: { $0.path == words[1] }) else { fail("no view \(words[1]) in \(s.name)"); continue }
            if v.hidden != (head == "hidden") { fail("\(words[1]) hidden = \(v.hidden) in \(s.name)") }
        case "transition":
            guard let s = state else { continue }
            guard let t = s.transition else { fail("state \(s.name) has no transition"); continue }
            if words.count > 1, let d = Double(words[1]), abs(t.duration - d) > 1e-9 { fail("duration \(t.duration) ≠ \(d)") }
            if words.count > 2, t.curve != words[2] { fail("curve \(t.curve) ≠ \(words[2])") }
        case "keyboard":
            if state?.keyboard == nil { fail("state \(state?.name ?? "?") has no keyboard") }
        case "diagnostic":
            guard words.count >= 3 else { continue }
            listedDiagnostics.append((words[1], words[2]))
            let line = words.count > 3 ? Int(words[3]) : nil
            let found = block.diagnostics.contains { $0.severity == words[1] && $0.code == words[2] && (line == nil || $0.line == line) }
            if !found { fail("missing diagnostic \(words[1...].joined(separator: " ")); got \(block.diagnostics.map { "\($0.severity) \($0.code) \($0.line ?? 0): \($0.message)" })") }
        case "clean":
            clean = true
        case "count":
            guard let s = state, words.count > 1, let n = Int(words[1]) else { continue }
            if s.views.count != n { fail("\(s.views.count) views in \(s.name), expected \(n)") }
        case "states":
            guard words.count > 1, let n = Int(words[1]) else { continue }
            if block.states.count != n { fail("\(block.states.count) states, expected \(n): \(block.states.map(\.name))") }
        case "text":
            guard let s = state, words.count > 2 else { continue }
            let expected = body.components(separatedBy: "\"").dropFirst().first ?? ""
            guard let v = s.views.first(where: { $0.path == words[1] }) else { fail("no view \(words[1])"); continue }
            if v.text != expected { fail("\(words[1]).text = \(v.text ?? "nil"), expected \(expected)") }
        case "contentSize":
            guard let s = state, words.count == 4, let v = s.views.first(where: { $0.path == words[1] }) else { fail("bad contentSize line"); continue }
            let want = words[2...].compactMap(number)
            guard let got = v.contentSize, want.count == 2 else { fail("no contentSize on \(words[1])"); continue }
            for (g, (w, tol)) in zip(got, want) where abs(g - w) > tol { fail("\(words[1]).contentSize = \(got), expected \(words[2...])") ; break }
        case "contentOffset":
            // `contentOffset scroll 393 0`; `contentOffset scroll none` when the state is not scrolled.
            guard let s = state, words.count >= 3, let v = s.views.first(where: { $0.path == words[1] }) else { fail("bad contentOffset line"); continue }
            if words[2] == "none" {
                if let got = v.contentOffset { fail("\(words[1]).contentOffset = \(got), expected none") }
                continue
            }
            let want = words[2...].compactMap(number)
            // The JSON leaves a zero offset out.
            guard let got = v.contentOffset ?? (want.allSatisfy { $0.0 == 0 } ? [0, 0] : nil), want.count == 2 else {
                fail("no contentOffset on \(words[1]) in \(s.name)"); continue
            }
            for (g, (w, tol)) in zip(got, want) where abs(g - w) > tol { fail("\(words[1]).contentOffset = \(got), expected \(words[2...])"); break }
        case "adjustedContentInset":
            // `adjustedContentInset scroll top left bottom right` (the JSON leaves zero insets out).
            guard let s = state, words.count == 6, let v = s.views.first(where: { $0.path == words[1] }) else {
                fail("bad adjustedContentInset line"); continue
            }
            let want = words[2...].compactMap(number)
            let got = v.adjustedContentInset ?? [0, 0, 0, 0]
            guard want.count == 4 else { fail("bad adjustedContentInset line"); continue }
            for (g, (w, tol)) in zip(got, want) where abs(g - w) > tol {
                fail("\(words[1]).adjustedContentInset = \(got), expected \(words[2...])"); break
            }
        case "constraint":
            // constraint first rel second constant priority origin
            guard let s = state, words.count >= 7 else { fail("bad constraint line"); continue }
            let second: String? = words[3] == "nil" ? nil : words[3]
            let found = s.constraints.contains { c in
                c.first == words[1] && c.relation == words[2] && c.second == second
                    && abs(c.constant - (Double(words[4]) ?? .nan)) < 1e-6 && c.priority == Double(words[5]) && c.origin == words[6]
            }
            if !found { fail("missing constraint \(words[1...].joined(separator: " ")) in \(s.name); have \(s.constraints.filter { $0.first.hasPrefix(words[1].split(separator: ".").dropLast().joined(separator: ".")) }.map { "\($0.first) \($0.relation) \($0.second ?? "nil") \($0.constant) \($0.priority) \($0.origin)" })") }
        case "tap":
            guard let s = state, words.count > 2 else { continue }
            let target = words[2...].joined(separator: " ")
            if s.views.first(where: { $0.path == words[1] })?.tapAction != target {
                fail("\(words[1]).tapAction = \(s.views.first(where: { $0.path == words[1] })?.tapAction ?? "nil"), expected \(target)")
            }
        default:
            // `path x y w h`
            guard let s = state, words.count == 5 else { fail("cannot read expectation '\(text)'"); continue }
            let want = words[1...4].compactMap(number)
            guard want.count == 4 else { fail("cannot read frame '\(text)'"); continue }
            guard let v = s.views.first(where: { $0.path == head }) else {
                fail("no view \(head) in state \(s.name); views: \(s.views.map(\.path))")
                continue
            }
            for (got, (w, tol)) in zip(v.frame, want) where abs(got - w) > tol {
                fail("\(head) in \(s.name): frame \(v.frame), expected \(words[1...4].joined(separator: " "))")
                break
            }
        }
    }
    if clean {
        let unexpected = block.diagnostics.filter { d in
            (d.severity == "error" || d.severity == "warning") && !listedDiagnostics.contains { $0.0 == d.severity && $0.1 == d.code }
        }
        if !unexpected.isEmpty {
            failures.append(CorpusFailure(file: file, line: expectation.lines.first?.line ?? 0,
                                          message: "[\(block.id)] unexpected diagnostics: \(unexpected.map { "\($0.severity) \($0.code) \($0.line ?? 0): \($0.message)" })"))
        }
    }
    return failures
}

@Test(arguments: corpusFiles().map(\.lastPathComponent))
func corpusLesson(_ name: String) throws {
    let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Corpus")
    let url = folder.appendingPathComponent(name)
    let markdown = try String(contentsOf: url, encoding: .utf8)
    // The lesson's real path, so that `UIImage(named:)` finds the image files beside it.
    let input = LessonScriptInput(file: url.path, slug: (name as NSString).deletingPathExtension, blocks: MarkdownFences.scan(markdown))
    let frames = LayoutBlockRunner.run(lesson: input, options: RunOptions())
    let all = expectations(in: markdown)
    #expect(!all.isEmpty, "no expectations in \(name)")
    var previewIDs = Set(frames.blocks.map(\.id))
    for e in all {
        for f in check(e, frames, file: name) { Issue.record("\(f)") }
        previewIDs.remove(e.blockID)
    }
    #expect(previewIDs.isEmpty, "preview blocks without expectations: \(previewIDs.sorted())")
}

@Test func runsAreDeterministic() throws {
    let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Corpus")
    let markdown = try String(contentsOf: folder.appendingPathComponent("05-events.md"), encoding: .utf8)
    let input = LessonScriptInput(file: "05-events.md", slug: "events", blocks: MarkdownFences.scan(markdown))
    let first = try FramesDocument(lessons: [LayoutBlockRunner.run(lesson: input)]).encodedJSON()
    let second = try FramesDocument(lessons: [LayoutBlockRunner.run(lesson: input)]).encodedJSON()
    #expect(first == second)
}

@Test func blockAttributesFollowTheQuotingRules() {
    let a = BlockAttributes.parse(#"swift preview host=width setup='nameLabel.text = "Salom"' actions="a(); b(\"x\")" id=card-1"#)
    #expect(a.isPreview)
    #expect(a["host"] == "width")
    #expect(a["setup"] == #"nameLabel.text = "Salom""#)
    #expect(a["actions"] == #"a(); b("x")"#)
    #expect(a["id"] == "card-1")
    #expect(!BlockAttributes.parse("swift").isPreview)
    #expect(BlockAttributes.parse("swift preview actions=\"open").problems.count == 1)
}

@Test func statementSplittingRespectsQuotesAndBrackets() {
    let parts = splitStatements(#"setText("a; b"); toggle(); items[0].isHidden = true;"#, line: 3).map(\.0)
    #expect(parts == [#"setText("a; b")"#, "toggle()", "items[0].isHidden = true"])
}

@Test func fenceScannerFindsBlocksWithTheirLines() {
    let blocks = MarkdownFences.scan("""
        # T

        ```swift preview id=a
        let x = 1
        ```

        ~~~swift
        let y = 2
        ~~~
        ````markdown
        ```swift preview
        nested is not a block
        ```
        ````
        """)
    #expect(blocks.map(\.fenceLine) == [3, 7, 10])
    #expect(blocks[0].firstCodeLine == 4)
    #expect(blocks[0].code == "let x = 1")
    #expect(blocks[1].isSwift)
    #expect(!blocks[2].isSwift)
}

/// A lesson saved with Windows (CRLF) or old Mac (CR) line endings has the same blocks, on the same lines, as the
/// same lesson with LF endings: a String split on "\n" never splits "\r\n" (one Character), which used to hide
/// every block of such a lesson.
@Test func fenceScannerReadsEveryLineEnding() {
    let lf = "# T\n\n```swift preview id=a\nlet x = 1\nlet y = 2\n```\n\ntext\n```swift\nlet z = 3\n```\n"
    let expected = MarkdownFences.scan(lf)
    #expect(expected.map(\.fenceLine) == [3, 9])
    for ending in ["\r\n", "\r"] {
        let blocks = MarkdownFences.scan(lf.replacingOccurrences(of: "\n", with: ending))
        #expect(blocks.map(\.fenceLine) == expected.map(\.fenceLine), "ending \(ending.debugDescription)")
        #expect(blocks.map(\.code) == expected.map(\.code), "ending \(ending.debugDescription)")
        #expect(blocks.map(\.infoString) == expected.map(\.infoString), "ending \(ending.debugDescription)")
    }
}
