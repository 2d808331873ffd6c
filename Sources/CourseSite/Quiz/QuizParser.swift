import Diagnostics
import Foundation
import LessonMarkdown

/// Reads a ```` ```quiz ```` block (YAML; docs/quizzes.md) into a `Quiz`, or located `quiz` errors.
public enum QuizParser {
    /// True for a block whose info string's language is `quiz`.
    public static func isQuiz(_ block: LessonCodeBlock) -> Bool {
        BlockAttributes.languageWord(of: block.info).lowercased() == "quiz"
    }

    static let keys: Set<String> = ["kind", "question", "options", "answer", "explain", "preview", "view", "state",
                                    "device", "orientation", "width", "ask", "tolerance"]

    /// Parses quiz number `number` (1-based on its page) of `file`.
    public static func parse(_ block: LessonCodeBlock, number: Int, file: String) -> (quiz: Quiz?, diagnostics: [Diagnostic]) {
        var reader = Reader(block: block, file: file)
        let quiz = reader.read(number: number)
        return (reader.diagnostics.contains { $0.severity == .error } ? nil : quiz, reader.diagnostics)
    }

    private struct Reader {
        let block: LessonCodeBlock
        let file: String
        var diagnostics: [Diagnostic] = []

        init(block: LessonCodeBlock, file: String) {
            self.block = block
            self.file = file
        }

        var fence: SourceLocation {
            SourceLocation(file: file, line: block.fenceLine, column: block.block.fenceColumn)
        }

        func at(_ node: YAMLNode) -> SourceLocation {
            SourceLocation(file: file, line: node.start.line,
                           column: block.block.fileColumn(line: node.start.line, column: node.start.column))
        }

        mutating func error(_ message: String, _ location: SourceLocation) {
            diagnostics.append(.error("quiz", message, at: location))
        }

        mutating func read(number: Int) -> Quiz? {
            let root: YAMLNode?
            do {
                root = try YAMLParser.parse(block.code, file: file, lineOffset: block.firstCodeLine - 1)
            } catch let failure as DiagnosticError {
                for found in failure.diagnostics {
                    var moved = found
                    if let location = found.location {
                        moved.location = SourceLocation(file: file, line: location.line,
                                                        column: block.block.fileColumn(line: location.line, column: location.column))
                    }
                    moved.code = "quiz"
                    diagnostics.append(moved)
                }
                return nil
            } catch {
                self.error("invalid quiz: \(error)", fence)
                return nil
            }
            guard let root, let pairs = root.mapping else {
                error("a quiz block holds a YAML mapping with at least `question:`", root.map(at) ?? fence)
                return nil
            }
            var fields: [String: SourceLocation] = [:]
            for (key, value) in pairs {
                guard let name = key.string else { continue }
                if !QuizParser.keys.contains(name) {
                    diagnostics.append(.warning("quiz", "unknown quiz key '\(name)' (known: \(QuizParser.keys.sorted().joined(separator: ", ")))", at: at(key)))
                }
                fields[name] = at(value)
            }
            let kindText = root["kind"]?.string ?? "choice"
            guard let kind = Quiz.Kind(rawValue: kindText) else {
                error("unknown quiz kind '\(kindText)': choice, where, breaks or variant", fields["kind"] ?? fence)
                return nil
            }
            guard let question = root["question"]?.string, !question.isEmpty else {
                error("a quiz needs `question:`", fence)
                return nil
            }
            var quiz = Quiz(kind: kind, number: number, question: question, options: [], explain: root["explain"]?.string,
                            landscape: false, tolerance: 8, location: fence, fieldLocations: fields)
            quiz.options = options(root["options"], kind: kind)
            for name in ["preview", "view", "state", "device"] {
                guard let node = root[name] else { continue }
                guard let text = node.string, !text.isEmpty else {
                    error("`\(name):` must be a name, found \(node.kindDescription)", at(node))
                    continue
                }
                switch name {
                case "preview": quiz.preview = text
                case "view": quiz.view = text
                case "state": quiz.state = text
                default: quiz.device = text
                }
            }
            if let node = root["orientation"] {
                switch node.string {
                case "landscape": quiz.landscape = true
                case "portrait": quiz.landscape = false
                default: error("`orientation:` is portrait or landscape", at(node))
                }
            }
            if let node = root["width"] { quiz.width = numeric(node, "width") }
            if let node = root["tolerance"], let value = numeric(node, "tolerance") {
                if value < 0 { error("`tolerance:` is a distance in points, 0 or more", at(node)) } else { quiz.tolerance = value }
            }
            if let node = root["ask"] {
                if let property = node.string.flatMap(Quiz.Property.init(rawValue:)) { quiz.property = property } else {
                    error("`ask:` is one of \(Quiz.Property.allCases.map(\.rawValue).joined(separator: ", "))", at(node))
                }
            }
            if let node = root["answer"] { readAnswer(node, into: &quiz) }
            requireFields(&quiz)
            return quiz
        }

        mutating func numeric(_ node: YAMLNode, _ name: String) -> Double? {
            guard let text = node.string, let value = Double(text), value.isFinite else {
                error("`\(name):` must be a number", at(node))
                return nil
            }
            return value
        }

        mutating func options(_ node: YAMLNode?, kind: Quiz.Kind) -> [Quiz.Option] {
            guard let node else { return [] }
            guard let items = node.sequence else {
                error("`options:` is a list", at(node))
                return []
            }
            return items.compactMap { item -> Quiz.Option? in
                if let text = item.string { return Quiz.Option(text: text, location: at(item)) }
                guard item.mapping != nil else {
                    error("an option is a text or a mapping with `text:` and `explain:`", at(item))
                    return nil
                }
                var option = Quiz.Option(text: item["text"]?.string ?? "", explain: item["explain"]?.string, location: at(item))
                if let value = item["value"] {
                    switch value.string {
                    case "true", "yes", "visible": option.value = 1
                    case "false", "no", "hidden": option.value = 0
                    default: option.value = numeric(value, "value")
                    }
                }
                if option.text.isEmpty && option.value == nil {
                    error("an option needs `text:`\(kind == .variant ? " or `value:`" : "")", at(item))
                }
                return option
            }
        }

        mutating func readAnswer(_ node: YAMLNode, into quiz: inout Quiz) {
            quiz.answerLocation = at(node)
            switch quiz.kind {
            case .where:
                let values = node.sequence?.compactMap { $0.string.flatMap(Double.init) } ?? []
                guard values.count == 2, values.allSatisfy(\.isFinite) else {
                    return error("a `where` answer is a point `[x, y]` in the canvas's points", at(node))
                }
                quiz.answerPoint = values
            case .breaks:
                guard let line = node.string.flatMap(Int.init) else {
                    return error("a `breaks` answer is the Markdown line of the constraint that breaks", at(node))
                }
                quiz.answerLine = line
            case .choice, .variant:
                guard let index = node.string.flatMap(Int.init), index >= 1, index <= max(quiz.options.count, 1) else {
                    return error("`answer:` is the number of the right option, 1 to \(quiz.options.count)", at(node))
                }
                quiz.answerOption = index - 1
            }
        }

        mutating func requireFields(_ quiz: inout Quiz) {
            switch quiz.kind {
            case .choice:
                if quiz.options.count < 2 { error("a choice quiz needs `options:` with at least two entries", quiz.location(of: "options")) }
                if quiz.answerOption == nil && quiz.answerLocation == nil { error("a choice quiz needs `answer:` (the right option's number)", fence) }
            case .where:
                if quiz.preview == nil { error("a `where` quiz names a layout block: `preview: <id>`", fence) }
                if quiz.view == nil { error("a `where` quiz names a view: `view: <path>` as the frames document writes it", fence) }
            case .breaks:
                if quiz.preview == nil { error("a `breaks` quiz names a layout block with a conflict: `preview: <id>`", fence) }
            case .variant:
                if quiz.preview == nil { error("a `variant` quiz names a layout block: `preview: <id>`", fence) }
                if quiz.view == nil { error("a `variant` quiz names a view: `view: <path>`", fence) }
                if (quiz.device == nil) == (quiz.width == nil) { error("a `variant` quiz gives `device:` or `width:` (one of them)", fence) }
                if quiz.property == nil { error("a `variant` quiz says what it asks: `ask: x|y|width|height|visible`", fence) }
                if quiz.options.count < 2 { error("a `variant` quiz needs `options:` with at least two `value:`s", quiz.location(of: "options")) }
                for option in quiz.options where option.value == nil {
                    error("each option of a `variant` quiz has a `value:` (a number, or visible/hidden)", option.location)
                }
            }
        }
    }
}
