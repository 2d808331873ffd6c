/// `coursegen serve`: not implemented yet.
enum ServeCommand: Command {
    static let name = "serve"
    static let summary = "(not implemented yet)"
    static let usage = "usage: coursegen serve"

    static func run(_ arguments: ParsedArguments) -> Int32 {
        Console.error("'coursegen serve' is not implemented yet")
        return ExitCode.usage
    }
}
