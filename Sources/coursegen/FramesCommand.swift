/// `coursegen frames`: not implemented yet.
enum FramesCommand: Command {
    static let name = "frames"
    static let summary = "(not implemented yet)"
    static let usage = "usage: coursegen frames"

    static func run(_ arguments: ParsedArguments) -> Int32 {
        Console.error("'coursegen frames' is not implemented yet")
        return ExitCode.usage
    }
}
