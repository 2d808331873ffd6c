import CourseSite
import Diagnostics
import Foundation

/// Answers the engine's quizzes from the facts the preview renderer computed (`QuizFact`) and checks what the
/// author wrote against them: a quiz naming a block, view, state or device that does not exist, an answer outside
/// the canvas, or a stated answer that disagrees with the layout is a `quiz` error at the field.
struct QuizVerifier: QuizResolver {
    func resolve(_ quiz: Quiz, facts: [String: String], previewIDs: [String], strings: [String: String]) -> QuizOutcome {
        guard let query = quiz.query else { return QuizOutcome(correct: quiz.answerOption) }
        guard previewIDs.contains(query.preview) else {
            let known = previewIDs.isEmpty ? "the lesson has no layout blocks" : "ids: " + previewIDs.joined(separator: ", ")
            return failure("no layout block with id '\(query.preview)' in this lesson (\(known))", quiz.location(of: "preview"))
        }
        // No facts: the previews were not run (`--no-previews`, or a block still pending): nothing to check.
        guard let text = facts[query.key], let fact = try? JSONDecoder().decode(QuizFact.self, from: Data(text.utf8)) else {
            return QuizOutcome()
        }
        if let error = fact.error { return failure(error, quiz.location(of: fact.field ?? "preview")) }
        switch quiz.kind {
        case .where: return resolveWhere(quiz, fact)
        case .breaks: return resolveBreaks(quiz, fact, strings: strings)
        case .variant: return resolveVariant(quiz, fact, strings: strings)
        case .choice: return QuizOutcome(correct: quiz.answerOption)
        }
    }

    private func failure(_ message: String, _ location: SourceLocation) -> QuizOutcome {
        QuizOutcome(diagnostics: [.error("quiz", message, at: location)])
    }

    private func resolveWhere(_ quiz: Quiz, _ fact: QuizFact) -> QuizOutcome {
        guard let frame = fact.frame, frame.count == 4, let canvas = fact.canvas, canvas.count == 2 else { return QuizOutcome() }
        let view = quiz.view ?? ""
        var outcome = QuizOutcome(target: frame, canvas: canvas, hidesView: fact.state == 0,
                                  answerText: "\(view): x \(Self.points(frame[0])), y \(Self.points(frame[1])), "
                                      + "\(Self.points(frame[2]))×\(Self.points(frame[3]))")
        if fact.visible == false || frame[2] <= 0 || frame[3] <= 0 {
            outcome.diagnostics.append(.error("quiz", "view '\(view)' cannot be seen in state '\(fact.stateName ?? "")': there is nowhere to click",
                                              at: quiz.location(of: "view")))
        }
        if let point = quiz.answerPoint, let location = quiz.answerLocation {
            let tolerance = quiz.tolerance
            if point[0] < 0 || point[1] < 0 || point[0] > canvas[0] || point[1] > canvas[1] {
                outcome.diagnostics.append(.error("quiz", "the answer (\(Self.points(point[0])), \(Self.points(point[1]))) is outside "
                    + "the canvas (\(Self.points(canvas[0]))×\(Self.points(canvas[1])))", at: location))
            } else if point[0] < frame[0] - tolerance || point[0] > frame[0] + frame[2] + tolerance
                        || point[1] < frame[1] - tolerance || point[1] > frame[1] + frame[3] + tolerance {
                outcome.diagnostics.append(.error("quiz", "the answer (\(Self.points(point[0])), \(Self.points(point[1]))) is not on "
                    + "'\(view)': the layout puts it at x \(Self.points(frame[0])), y \(Self.points(frame[1])), "
                    + "\(Self.points(frame[2]))×\(Self.points(frame[3])) in state '\(fact.stateName ?? "")' "
                    + "(tolerance \(Self.points(tolerance)))", at: location))
            }
        }
        return outcome
    }

    private func resolveBreaks(_ quiz: Quiz, _ fact: QuizFact, strings: [String: String]) -> QuizOutcome {
        let members = fact.members ?? []
        let lines = fact.lines ?? []
        let options = members.enumerated().map { index, member in
            let line = index < lines.count ? lines[index] : 0
            var text = "`" + Self.readable(member) + "`"
            if line > 0 { text += " — " + (strings["quiz_line"] ?? "line {line}").replacingOccurrences(of: "{line}", with: String(line)) }
            return Quiz.Option(text: text, location: quiz.location)
        }
        var outcome = QuizOutcome(options: options, correct: fact.broken)
        if let stated = quiz.answerLine, let location = quiz.answerLocation {
            if !lines.contains(stated) {
                let written = Set(lines.filter { $0 > 0 }).sorted().map(String.init).joined(separator: ", ")
                outcome.diagnostics.append(.error("quiz", "no constraint of the conflict is written on line \(stated) "
                    + "(its members are on lines \(written))", at: location))
            } else if let broken = fact.broken, broken < lines.count, lines[broken] != stated {
                outcome.diagnostics.append(.error("quiz", "the constraint on line \(stated) does not break: the solver breaks `"
                    + Self.readable(members[broken]) + "`" + (lines[broken] > 0 ? " (line \(lines[broken]))" : ""), at: location))
            }
        }
        return outcome
    }

    private func resolveVariant(_ quiz: Quiz, _ fact: QuizFact, strings: [String: String]) -> QuizOutcome {
        guard let frame = fact.frame, frame.count == 4, let property = quiz.property else { return QuizOutcome() }
        let value: Double
        switch property {
        case .x: value = frame[0]
        case .y: value = frame[1]
        case .width: value = frame[2]
        case .height: value = frame[3]
        case .visible: value = fact.visible == true ? 1 : 0
        }
        let options = quiz.options.map { option -> Quiz.Option in
            guard option.text.isEmpty, let claim = option.value else { return option }
            var filled = option
            filled.text = property == .visible ? (claim != 0 ? strings["quiz_visible"] ?? "visible" : strings["quiz_hidden"] ?? "hidden")
                : Self.points(claim) + " pt"
            return filled
        }
        let matching = options.indices.filter { options[$0].value.map { abs($0 - value) <= 0.5 } ?? false }
        let said = property == .visible ? (value != 0 ? "visible" : "hidden") : Self.points(value)
        let variant = quiz.width.map { "at width \(Self.points($0))" } ?? "on \(quiz.device ?? "")\(quiz.landscape ? " (landscape)" : "")"
        let fact = "'\(quiz.view ?? "")'.\(property.rawValue) is \(said) \(variant)"
        var outcome = QuizOutcome(options: options, correct: matching.count == 1 ? matching[0] : nil)
        if matching.isEmpty {
            outcome.diagnostics.append(.error("quiz", "no option is right: the layout says \(fact)", at: quiz.location(of: "options")))
        } else if matching.count > 1 {
            outcome.diagnostics.append(.error("quiz", "options \(matching.map { String($0 + 1) }.joined(separator: " and ")) are all right: "
                + "the layout says \(fact)", at: quiz.location(of: "options")))
        } else if let stated = quiz.answerOption, stated != matching[0], let location = quiz.answerLocation {
            outcome.diagnostics.append(.error("quiz", "answer \(stated + 1) disagrees with the layout: \(fact), which is option \(matching[0] + 1)",
                                              at: location))
        }
        return outcome
    }

    /// `<SnapKit.LayoutConstraint:0x3@03-priorities.md#60 UIView:cardView.width == 400.0>` → `cardView.width == 400.0`;
    /// a system constraint keeps its name: `canvas.width == 393 (UIView-Encapsulated-Layout-Width)`.
    static func readable(_ description: String) -> String {
        var text = description.trimmingCharacters(in: CharacterSet(charactersIn: "<>"))
        text = text.replacingOccurrences(of: "(active)", with: "").trimmingCharacters(in: .whitespaces)
        var words = text.split(separator: " ").map(String.init)
        var name: String?
        if let first = words.first, first.contains("Constraint:") { words.removeFirst() }
        if let first = words.first, first.hasPrefix("'"), first.hasSuffix("'") {
            name = String(first.dropFirst().dropLast())
            words.removeFirst()
        }
        words = words.map { word in
            // `UIView:cardView.width` → `cardView.width`; a guide's `UILayoutGuide:0x5'Name'.left` → `Name.left`.
            guard let colon = word.firstIndex(of: ":"), word[..<colon].allSatisfy({ $0.isLetter || $0.isNumber }) else { return word }
            var rest = String(word[word.index(after: colon)...])
            if rest.hasPrefix("0x"), let quote = rest.firstIndex(of: "'") {
                rest = String(rest[rest.index(after: quote)...]).replacingOccurrences(of: "'", with: "")
            }
            return rest
        }
        return words.joined(separator: " ") + (name.map { " (\($0))" } ?? "")
    }

    static func points(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(format: "%.1f", value)
    }
}
