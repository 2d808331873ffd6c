/// `coursegen build`: not implemented yet.
enum BuildCommand: Command {
    static let name = "build"
    static let summary = "(not implemented yet)"
    static let usage = "usage: coursegen build"

    static func run(_ arguments: ParsedArguments) -> Int32 {
        Console.error("'coursegen build' is not implemented yet")
        return ExitCode.usage
    }
}
