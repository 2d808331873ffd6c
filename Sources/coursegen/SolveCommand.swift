import Diagnostics
import Foundation
import Solver

/// `coursegen solve [FILE]`: solves a constraint system in the text format of DESIGN.md §8 (standard input
/// without FILE) and prints `{"variables":…, "broken":[lines], "conflicts":[[lines]], "ambiguous":[names]}`.
///
/// Exit codes (DESIGN.md §3): 0 solved; 1 solved, but some required constraints conflict (the JSON lists them);
/// 2 usage errors and malformed input (reported as `path:line:col: error:` with the line and a caret; no JSON).
enum SolveCommand: Command {
    static let name = "solve"
    static let summary = "solve a constraint system (text format) and print the solution as JSON"
    static let usage = """
        usage: coursegen solve [FILE]

        Reads one constraint per line from FILE (standard input when omitted):
          expr (==|<=|>=) expr [@priority]     priority 1...1000 or required|high|medium|low (default 1000)
          edit NAME = VALUE [@priority]        suggest a value for an edit variable (default priority 999)
          # comment
        Prints {"variables": {...}, "broken": [lines], "conflicts": [[lines]], "ambiguous": [names]}.
        Exit: 0 solved, 1 some required constraints conflict, 2 usage or malformed input.
        """

    static func run(_ arguments: ParsedArguments) throws -> Int32 {
        var arguments = arguments
        let path = arguments.positional()
        try arguments.finish()

        let displayName = path ?? "<stdin>"
        let bytes: [UInt8]
        if let path {
            guard let data = FileManager.default.contents(atPath: path) else {
                Console.error("cannot read '\(path)'")
                return ExitCode.usage
            }
            bytes = Array(data)
        } else {
            bytes = Array(FileHandle.standardInput.readDataToEndOfFile())
        }

        let parsed = ConstraintTextParser.parse(bytes: bytes)
        var errors = parsed.errors
        var solution: ConstraintTextSystem.Solution?
        if errors.isEmpty {
            let solved = ConstraintTextSystem.solve(parsed.statements)
            errors = solved.errors
            solution = solved.solution
        }
        if !errors.isEmpty {
            let renderer = TextDiagnosticRenderer(sources: InMemorySource(path: displayName, bytes: bytes))
            let diagnostics = errors.map { error in
                Diagnostic.error("solve-syntax", error.message,
                                 at: SourceLocation(file: displayName, line: error.position.line,
                                                    column: error.position.column))
            }
            Console.standardError.write(renderer.render(diagnostics))
            return ExitCode.usage
        }
        guard let solution else { return ExitCode.usage }
        Console.Stream.standardOutput.write(SolveOutput.json(solution) + "\n")
        return solution.brokenLines.isEmpty ? ExitCode.ok : ExitCode.failure
    }
}

/// The input text, for the source line under each diagnostic (standard input is not on disk).
private struct InMemorySource: SourceTextProvider {
    let path: String
    let lines: [String]

    init(path: String, bytes: [UInt8]) {
        self.path = path
        self.lines = String(decoding: bytes, as: UTF8.self)
            .split(separator: "\n", omittingEmptySubsequences: false)
            .map { $0.hasSuffix("\r") ? String($0.dropLast()) : String($0) }
    }

    func line(_ number: Int, of file: String) -> String? {
        guard file == path, number >= 1, number <= lines.count else { return nil }
        return lines[number - 1]
    }
}
