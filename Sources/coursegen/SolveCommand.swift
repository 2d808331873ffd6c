/// `coursegen solve`: not implemented yet.
enum SolveCommand: Command {
    static let name = "solve"
    static let summary = "(not implemented yet)"
    static let usage = "usage: coursegen solve"

    static func run(_ arguments: ParsedArguments) -> Int32 {
        Console.error("'coursegen solve' is not implemented yet")
        return ExitCode.usage
    }
}
