/// `coursegen new`: not implemented yet.
enum NewCommand: Command {
    static let name = "new"
    static let summary = "(not implemented yet)"
    static let usage = "usage: coursegen new"

    static func run(_ arguments: ParsedArguments) -> Int32 {
        Console.error("'coursegen new' is not implemented yet")
        return ExitCode.usage
    }
}
