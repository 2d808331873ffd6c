/// `coursegen check`: not implemented yet.
enum CheckCommand: Command {
    static let name = "check"
    static let summary = "(not implemented yet)"
    static let usage = "usage: coursegen check"

    static func run(_ arguments: ParsedArguments) -> Int32 {
        Console.error("'coursegen check' is not implemented yet")
        return ExitCode.usage
    }
}
